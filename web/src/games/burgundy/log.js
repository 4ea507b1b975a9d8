// Burgundy's events as log lines, in the rulebook's words, with small tile pictures.
import { ScoreCause } from "@meeple/proto/meeple/burgundy/v1/burgundy_pb";
import { t } from "../../i18n.js";
import { PHASES, tileIcon, tileName } from "./art.js";
import { cellDie } from "./board.js";

const CAUSES = {
  [ScoreCause.SALE]: "burgundy-cause-sale",
  [ScoreCause.ANIMALS]: "burgundy-cause-animals",
  [ScoreCause.REGION]: "burgundy-cause-region",
  [ScoreCause.BONUS_TILE]: "burgundy-cause-bonus",
  [ScoreCause.WATCHTOWER]: "burgundy-cause-watchtower",
  [ScoreCause.KNOWLEDGE]: "burgundy-cause-knowledge",
  [ScoreCause.FINAL_GOODS]: "burgundy-cause-final-goods",
  [ScoreCause.FINAL_SILVER]: "burgundy-cause-final-silver",
  [ScoreCause.FINAL_WORKERS]: "burgundy-cause-final-workers",
};

/** The phase letter of an event's phase: PhaseStarted and RoundStarted count phases from 0
 * (A = 0 ... E = 4, as the View does). */
export function phaseLetter(phase) {
  return PHASES[phase] || String(phase);
}

function depotName(depot) {
  return t("burgundy-depot-name", { depot });
}

// EffectResolved's detail is the engine's English ("declined", "lost: ..."): the line is told
// from what the effect brought and which detail it is, never with the detail itself.
function effectLine(v, player) {
  const tile = tileName(v.tile);
  if (v.silver) return t("burgundy-log-effect-silver", { player, tile, silver: v.silver });
  if (v.workers) return t("burgundy-log-effect-workers", { player, tile, workers: v.workers });
  if (v.detail === "declined") return t("burgundy-log-effect-declined", { player, tile });
  if (v.detail.startsWith("no goods")) return t("burgundy-log-effect-no-goods", { player, tile });
  if (v.detail.startsWith("lost")) return t("burgundy-log-effect-lost", { player, tile });
  return t("burgundy-log-effect", { player, tile });
}

export function describe(ev, page) {
  const e = ev.event;
  const v = e.value;
  const player = v && v.seat !== undefined ? page.seatName(v.seat) : "";
  const icon = (label) => (label ? tileIcon(label, 22, { class: "tile-icon log-tile" }) : null);
  switch (e.case) {
    case "startSeatDrawn": return { text: t("burgundy-log-start-seat", { player }) };
    case "phaseStarted": return { text: t("burgundy-log-phase", { phase: phaseLetter(v.phase) }), cls: "phase" };
    case "roundStarted": return { text: t("burgundy-log-round", { round: v.round + 1, phase: phaseLetter(v.phase) }) };
    case "dieRolled": return { text: v.seat === undefined ? t("burgundy-log-white-die", { value: v.value })
      : t("burgundy-log-die", { player, value: v.value }), cls: "minor" };
    case "tileTaken": return { text: t(v.bought ? "burgundy-log-bought" : "burgundy-log-took",
      { player, tile: tileName(v.tile), depot: depotName(v.depot) }), icon: icon(v.tile) };
    case "tilePlaced": return { text: t("burgundy-log-placed", { player, tile: tileName(v.tile), die: cellDie(v.cell) }),
      icon: icon(v.tile) };
    case "goodsSold": return { text: t("burgundy-log-sold", { player, count: v.count, goods: v.goods, silver: v.silver }) };
    case "workersTaken": return { text: t("burgundy-log-workers", { player, workers: v.workers }) };
    case "goodsTaken": return { text: t("burgundy-log-shipped", { player, count: v.count, goods: v.goods, depot: v.depot }) };
    case "effectResolved": return { text: effectLine(v, player), cls: "minor", icon: icon(v.tile) };
    case "phaseIncome": return v.silver ? { text: t("burgundy-log-income", { player, silver: v.silver }), cls: "minor" } : null;
    case "pointsScored": return { text: t("burgundy-log-points", { player, points: v.points,
      cause: t(CAUSES[v.cause] || "burgundy-cause-other") }), cls: "scoring-event" };
    case "turnEnded": return { text: t("burgundy-log-turn-ended", { player }), cls: "minor" };
    case "gameOver": return { text: t("burgundy-log-over"), cls: "scoring-event" };
    default: return null;
  }
}
