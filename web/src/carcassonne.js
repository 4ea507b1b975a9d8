// Carcassonne: the map (tiles drawn by engines/carcassonne/render.py at build time), the tile to place with
// the cells where it fits, rotate and place, then a follower spot or pass; scores, supply, tiles
// left, and each scoring as it happens.
import { create } from "@bufbuild/protobuf";
import { anyUnpack } from "@bufbuild/protobuf/wkt";
import artwork from "./gen/artwork.json";
import {
  ViewSchema, EventSchema, ActionSchema, PlaceTileSchema, FeatureKind, Location, ScoringPhase,
} from "@meeple/proto/meeple/carcassonne/v1/carcassonne_pb";
import { h, s, svgFragment } from "./dom.js";
import { seatColour } from "./games.js";

const ART = artwork.carcassonne;
const KIND = { [FeatureKind.ROAD]: "road", [FeatureKind.CITY]: "city",
  [FeatureKind.MONASTERY]: "monastery", [FeatureKind.FIELD]: "field" };
const FIGURE = { road: "thief", city: "knight", monastery: "monk", field: "farmer" };
const PLACE = { N: "north", E: "east", S: "south", W: "west", CENTER: "centre",
  NL: "north-west", NR: "north-east", EL: "east-north", ER: "east-south",
  SL: "south-east", SR: "south-west", WL: "west-south", WR: "west-north" };
const locName = (loc) => Location[loc];

function tileGroup(letter, rotation, x, y, extra = {}) {
  const g = svgFragment(ART.tiles[letter][rotation]);
  g.setAttribute("transform", `translate(${x * 100},${y * 100}) rotate(${90 * rotation} 50 50)`);
  g.setAttribute("class", "tile");
  g.setAttribute("data-tile", letter);
  for (const [k, v] of Object.entries(extra)) g.setAttribute(k, v);
  return g;
}

function figure(seat, x, y, loc, kind) {
  const [sx, sy] = ART.spots[loc] || [50, 50];
  const markup = (kind === FeatureKind.FIELD ? ART.farmer : ART.follower)
    .replace("COLOUR", seatColour(seat));
  const g = svgFragment(markup);
  g.setAttribute("transform", `translate(${x * 100 + sx},${y * 100 + sy})`);
  g.setAttribute("class", "follower");
  g.setAttribute("data-seat", seat);
  return g;
}

function board(page, view, placements) {
  const ui = page.ui;
  const cells = [...view.tiles.map((t) => [t.x, t.y]), ...[...placements.keys()].map((k) => k.split(",").map(Number))];
  const occupied = new Set(view.tiles.map((t) => `${t.x},${t.y}`));
  const frontier = new Set();
  if (page.actions.length && view.currentTile) {
    for (const t of view.tiles) {
      for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]]) {
        const key = `${t.x + dx},${t.y + dy}`;
        if (!occupied.has(key)) frontier.add(key);
      }
    }
  }
  for (const key of frontier) cells.push(key.split(",").map(Number));
  const xs = cells.map((c) => c[0]);
  const ys = cells.map((c) => c[1]);
  const minX = Math.min(...xs) - (frontier.size ? 0 : 1);
  const minY = Math.min(...ys) - (frontier.size ? 0 : 1);
  const w = Math.max(...xs) - minX + 1 + (frontier.size ? 0 : 1);
  const hgt = Math.max(...ys) - minY + 1 + (frontier.size ? 0 : 1);
  const svg = s("svg", { viewBox: `${minX * 100 - 10} ${minY * 100 - 10} ${w * 100 + 20} ${hgt * 100 + 20}`,
    class: "map", id: "map", role: "img", "aria-label": "the map",
    style: ui.zoom ? `width:${w * 72 + 14}px;max-height:none` : `max-width:${w * 110}px` });
  for (const t of view.tiles) {
    svg.append(tileGroup(t.tile, t.rotation, t.x, t.y, { "data-x": t.x, "data-y": t.y }));
  }
  if (view.lastPlaced) {
    svg.append(s("rect", { x: view.lastPlaced.x * 100 + 3, y: view.lastPlaced.y * 100 + 3,
      width: 94, height: 94, class: "last-placed" }));
  }
  for (const f of view.followers) svg.append(figure(f.seat, f.x, f.y, locName(f.location), f.kind));
  const rotation = ui.rotations ? ui.rotations[ui.turn % ui.rotations.length] : 0;
  for (const key of new Set([...frontier, ...placements.keys()])) {
    const [x, y] = key.split(",").map(Number);
    const fits = placements.get(key);
    const cls = !fits ? "cell" : fits.includes(rotation) ? "cell fit" : "cell fit-other";
    const rect = s("rect", { x: x * 100 + 4, y: y * 100 + 4, width: 92, height: 92, rx: 8,
      class: cls + (ui.cell === key ? " chosen" : ""), "data-cell": key, tabindex: 0 });
    rect.addEventListener("click", () => chooseCell(page, key, fits, rotation, view));
    svg.append(rect);
  }
  if (ui.cell && view.currentTile) {
    const [x, y] = ui.cell.split(",").map(Number);
    const ghost = tileGroup(view.currentTile, rotation, x, y, { opacity: "0.85" });
    ghost.classList.add("ghost");
    ghost.style.pointerEvents = "none";
    svg.append(ghost);
  }
  if (view.lastPlaced && page.actions.some((a) => a.action.case === "placeFollower")) {
    for (const action of page.actions) {
      if (action.action.case !== "placeFollower") continue;
      const loc = locName(action.action.value.location);
      const [sx, sy] = ART.spots[loc] || [50, 50];
      const spot = s("circle", { cx: view.lastPlaced.x * 100 + sx, cy: view.lastPlaced.y * 100 + sy,
        r: 9, class: "spot", "data-spot": `${KIND[action.action.value.kind]}-${loc}` },
      s("title", {}, followerText(action.action.value)));
      spot.addEventListener("click", () => page.submit(action));
      svg.append(spot);
    }
  }
  return h("div", { class: "map-box" }, svg);
}

async function chooseCell(page, key, fits, rotation, view) {
  const ui = page.ui;
  if (!fits) {
    const [x, y] = key.split(",").map(Number);
    const action = create(ActionSchema, { action: { case: "placeTile",
      value: create(PlaceTileSchema, { x, y, rotation }) } });
    page.say((await page.whyNot(action)) || "");
    return;
  }
  if (!fits.includes(rotation)) ui.turn = ui.rotations.indexOf(fits[0]);
  ui.cell = key;
  page.message = "";
  page.render();
}

function followerText(f) {
  const kind = KIND[f.kind];
  const where = PLACE[locName(f.location)] || "";
  return kind === "monastery" ? "Monk on the monastery"
    : `${FIGURE[kind][0].toUpperCase()}${FIGURE[kind].slice(1)} on the ${kind} (${where})`;
}

function controls(page, view, placements) {
  const ui = page.ui;
  const mine = page.actions.length > 0;
  const parts = [];
  const turnOf = view.currentSeat !== undefined ? page.seatName(view.currentSeat) : "";
  if (view.currentTile) {
    const rotation = ui.rotations ? ui.rotations[ui.turn % ui.rotations.length] : 0;
    const preview = s("svg", { viewBox: "-4 -4 108 108", class: "preview", id: "current-tile",
      "data-tile": view.currentTile, "data-rotation": rotation },
    tileGroup(view.currentTile, rotation, 0, 0));
    parts.push(h("div", { class: "to-place" }, preview,
      h("span", {}, mine ? "Your tile" : `${turnOf} places this tile`)));
  }
  if (mine && page.actions[0].action.case === "placeTile") {
    const rotate = h("button", { id: "rotate", type: "button", disabled: ui.rotations.length < 2 },
      "Rotate ⟳");
    rotate.addEventListener("click", () => {
      ui.turn = (ui.turn + 1) % ui.rotations.length;
      const rot = ui.rotations[ui.turn];
      if (ui.cell && !(placements.get(ui.cell) || []).includes(rot)) ui.cell = null;
      page.render();
    });
    const place = h("button", { id: "place", type: "button", class: "primary", disabled: !ui.cell },
      "Place");
    place.addEventListener("click", () => {
      const [x, y] = ui.cell.split(",").map(Number);
      const rot = ui.rotations[ui.turn % ui.rotations.length];
      const action = page.actions.find((a) => a.action.case === "placeTile"
        && a.action.value.x === x && a.action.value.y === y && a.action.value.rotation === rot);
      if (action) page.submit(action);
    });
    parts.push(h("p", { class: "hint" }, ui.cell ? "Place it there, or pick another cell."
      : "Tap a highlighted cell (rotate to see other fits)."), h("div", { class: "buttons" }, rotate, place));
  } else if (mine) {
    const buttons = page.actions.map((action) => {
      const b = action.action.case === "pass"
        ? h("button", { type: "button", id: "pass", class: "choice" }, "No follower (pass)")
        : h("button", { type: "button", class: "choice follower-choice",
          "data-spot": `${KIND[action.action.value.kind]}-${locName(action.action.value.location)}` },
        followerText(action.action.value));
      b.addEventListener("click", () => page.submit(action));
      return b;
    });
    parts.push(h("p", { class: "hint" }, "Put a follower on the tile you placed, or pass."),
      h("div", { class: "buttons choices" }, buttons));
  } else if (turnOf && page.view.state === 2) {
    parts.push(h("p", { class: "hint", id: "turn" }, `${turnOf} is playing…`));
  }
  return parts;
}

function scoresPanel(page, view) {
  return h("ul", { class: "scoreboard" }, view.seats.map((st) => h("li", {
    class: `player${view.currentSeat === st.seat ? " current" : ""}`, "data-seat": st.seat,
    "data-score": st.score },
  h("span", { class: "dot", style: `background:${seatColour(st.seat)}` }),
  h("span", { class: "name" }, page.seatName(st.seat)),
  h("span", { class: "score" }, `${st.score} pts`),
  h("small", { class: "supply" }, `${st.followersInSupply} of 7 followers`))));
}

function latestScoring(page) {
  const last = page.events.length ? page.events[page.events.length - 1] : null;
  if (!last || !last.kind.value || !last.kind.value.gameEvents) return null;
  const lines = last.kind.value.gameEvents.map((any) => {
    const ev = anyUnpackEvent(any);
    return ev && ev.event.case === "featureScored" ? describe(ev, page) : null;
  }).filter(Boolean);
  return lines.length ? h("div", { class: "scoring", id: "scoring" },
    lines.map((l) => h("p", {}, l.text))) : null;
}

function anyUnpackEvent(any) {
  return anyUnpack(any, EventSchema);
}

function describe(ev, page) {
  const e = ev.event;
  const who = (seat) => page.seatName(seat);
  switch (e.case) {
    case "tileDrawn": return { text: `${who(e.value.seat)} drew a tile (${e.value.tilesRemaining} left)`, cls: "minor" };
    case "tileDiscarded": return { text: `Tile ${e.value.tile} fits nowhere and was discarded` };
    case "tileReturned": return { text: `Tile ${e.value.tile} fits nowhere and went back to the pile` };
    case "tilePlaced": return { text: `${who(e.value.seat)} placed tile ${e.value.tile.tile} at ${e.value.tile.x}, ${e.value.tile.y}` };
    case "followerPlaced": return { text: `${who(e.value.follower.seat)} put a ${FIGURE[KIND[e.value.follower.kind]]} on a ${KIND[e.value.follower.kind]}` };
    case "followerSkipped": return { text: `${who(e.value.seat)} placed no follower`, cls: "minor" };
    case "featureScored": {
      const f = e.value;
      const kind = KIND[f.kind];
      const scorers = f.points.map((p, seat) => [seat, p]).filter(([, p]) => p > 0);
      const detail = kind === "field"
        ? `${f.cities} completed cit${f.cities === 1 ? "y" : "ies"}`
        : f.tiles ? `${f.tiles} tile${f.tiles === 1 ? "" : "s"}${f.pennants ? `, ${f.pennants} pennant${f.pennants > 1 ? "s" : ""}` : ""}` : "";
      const what = `${f.complete ? "a completed" : "a"} ${kind}${detail ? ` (${detail})` : ""}`;
      const prefix = f.phase === ScoringPhase.FINAL ? "Final scoring: " : "";
      // a feature worth nothing (a field by no completed city) still names its followers' owners
      const owners = [...new Set(f.followersReturned.map((x) => x.seat))];
      const text = prefix + (scorers.length
        ? `${scorers.map(([seat, p]) => `${who(seat)} scores ${p}`).join(", ")} for ${what}`
        : owners.length
          ? `${owners.map(who).join(", ")} ${owners.length === 1 ? "scores" : "score"} 0 for ${what}`
          : `${prefix ? "nobody" : "Nobody"} scores for ${what}`);
      return { text, cls: "scoring-event" };
    }
    case "gameOver": return { text: "The game is over", cls: "scoring-event" };
    default: return null;
  }
}

function breakdown(page) {
  const n = page.table.seats.length;
  const kinds = [FeatureKind.ROAD, FeatureKind.CITY, FeatureKind.MONASTERY, FeatureKind.FIELD];
  const rows = Array.from({ length: n }, () => kinds.map(() => 0));
  for (const event of page.events) {
    for (const any of (event.kind.value && event.kind.value.gameEvents) || []) {
      const ev = anyUnpackEvent(any);
      if (!ev || ev.event.case !== "featureScored") continue;
      const col = kinds.indexOf(ev.event.value.kind);
      ev.event.value.points.forEach((p, seat) => { rows[seat][col] += p; });
    }
  }
  return { columns: ["Roads", "Cities", "Monasteries", "Fields"], rows,
    note: "Points by feature, during the game and in the final scoring. Tied players share the victory." };
}

export const carcassonne = {
  title: "Carcassonne",
  View: ViewSchema,
  Event: EventSchema,
  Action: ActionSchema,
  freshUi(old) {
    return { zoom: old.zoom, turn: 0, rotations: null, cell: null };
  },
  render(page) {
    const view = page.gameView;
    const placements = new Map();
    for (const a of page.actions) {
      if (a.action.case !== "placeTile") continue;
      const key = `${a.action.value.x},${a.action.value.y}`;
      if (!placements.has(key)) placements.set(key, []);
      placements.get(key).push(a.action.value.rotation);
    }
    if (!page.ui.rotations) {
      page.ui.rotations = [...new Set(page.actions.filter((a) => a.action.case === "placeTile")
        .map((a) => a.action.value.rotation))].sort();
      if (!page.ui.rotations.length) page.ui.rotations = [0];
    }
    const zoom = h("button", { type: "button", class: "small", id: "zoom" },
      page.ui.zoom ? "Fit the map" : "Zoom in");
    zoom.addEventListener("click", () => { page.ui.zoom = !page.ui.zoom; page.render(); });
    return h("section", { class: "game carcassonne", id: "game" },
      h("div", { class: "board-col" }, board(page, view, placements), zoom),
      h("aside", { class: "side card" },
        scoresPanel(page, view),
        h("p", { class: "pile", id: "tiles-left" }, `${view.tilesRemaining} tiles left in the pile`),
        ...controls(page, view, placements),
        latestScoring(page)));
  },
  describeEvent: describe,
  breakdown,
};
