// The history in the rulebook's words, each placement and scoring with a small picture of its
// tile: "Ada completed a 4-tile city for 8 points".
import { FeatureKind, ScoringPhase } from "@meeple/proto/meeple/carcassonne/v1/carcassonne_pb";
import { language, t } from "../../i18n.js";
import { KIND, tilePicture } from "./map.js";

/** Players' names as one list in the reader's language ("Ada and Grace"). */
export function nameList(names) {
  return new Intl.ListFormat(language(), { type: "conjunction" }).format(names);
}

function tileAt(page, x, y) {
  const view = page.gameView;
  return view ? view.tiles.find((tile) => tile.x === x && tile.y === y) : null;
}

function icon(letter, rotation) {
  return tilePicture(letter, rotation, { class: "log-tile" });
}

function scored(f, page) {
  const kind = KIND[f.kind];
  const scorers = f.points.map((p, seat) => [seat, p]).filter(([, p]) => p > 0);
  // a feature worth nothing (a field by no completed city) still names its followers' owners
  const owners = [...new Set(f.followersReturned.map((x) => x.seat))];
  const seats = scorers.length ? scorers.map(([seat]) => seat) : owners;
  const args = { players: nameList(seats.map((seat) => page.seatName(seat))),
    count: seats.length, points: scorers.length ? Math.max(...f.points) : 0,
    tiles: f.tiles, pennants: f.pennants, cities: f.cities };
  let id;
  if (!seats.length) id = `carcassonne-log-${kind}-unclaimed`;
  else if (kind === "field") id = "carcassonne-log-field";
  else id = `carcassonne-log-${kind}-${f.phase === ScoringPhase.FINAL && !f.complete ? "unfinished" : "completed"}`;
  const text = t(id, args);
  const tile = tileAt(page, f.x, f.y);
  return { text, cls: "scoring-event", icon: tile ? icon(tile.tile, tile.rotation) : null };
}

/** One log line for one game event (null for none). */
export function describe(ev, page) {
  const e = ev.event;
  const who = (seat) => page.seatName(seat);
  switch (e.case) {
    case "tileDrawn":
      return { text: t("carcassonne-log-tile-drawn", { player: who(e.value.seat),
        left: e.value.tilesRemaining }), cls: "minor" };
    case "tileDiscarded":
      return { text: t("carcassonne-log-tile-discarded"), icon: icon(e.value.tile, 0) };
    case "tileReturned":
      return { text: t("carcassonne-log-tile-returned"), icon: icon(e.value.tile, 0) };
    case "tilePlaced":
      return { text: t("carcassonne-log-tile-placed", { player: who(e.value.seat) }),
        icon: icon(e.value.tile.tile, e.value.tile.rotation) };
    case "followerPlaced": {
      const f = e.value.follower;
      return { text: t(`carcassonne-log-follower-${KIND[f.kind]}`, { player: who(f.seat) }) };
    }
    case "followerSkipped":
      return { text: t("carcassonne-log-no-follower", { player: who(e.value.seat) }), cls: "minor" };
    case "featureScored": return scored(e.value, page);
    case "gameOver": return { text: t("carcassonne-log-game-over"), cls: "scoring-event" };
    default: return null;
  }
}

export const FEATURE_KINDS = [FeatureKind.ROAD, FeatureKind.CITY, FeatureKind.MONASTERY,
  FeatureKind.FIELD];
