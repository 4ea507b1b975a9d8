// The Castles of Burgundy on the web table, played by touch: tap a die, a depot tile or a stored
// tile and the page highlights what it allows (choices.js groups the legal actions the service
// sent by die, source and target); tap the target; confirm in the action bar. The main board
// (board.js), one's own estate in full and the others' collapsed, the bar (bar.js), the log
// (log.js), tile pictures from the renderer's artwork (art.js). The page knows no rule.
import { create } from "@bufbuild/protobuf";
import { anyUnpack } from "@bufbuild/protobuf/wkt";
import {
  ViewSchema, EventSchema, ActionSchema, PlaceTileActionSchema, ScoreCause,
} from "@meeple/proto/meeple/burgundy/v1/burgundy_pb";
import { h, s } from "../../dom.js";
import { t } from "../../i18n.js";
import { tileEffect, tileName } from "./art.js";
import { decide, describeAction, keysOf, tap, slotOf } from "./choices.js";
import { mainBoard, playerCard } from "./board.js";
import { actionBar } from "./bar.js";
import { describe } from "./log.js";
import { lobby } from "./lobby.js";

/** The last tile move of the latest table event: taken (to a storage) or placed (on a cell). */
function lastMove(page) {
  const event = page.events[page.events.length - 1];
  const k = event && event.kind;
  const anys = k && k.value && k.value.gameEvents ? k.value.gameEvents : [];
  let move = null;
  for (const any of anys) {
    const ev = anyUnpack(any, EventSchema);
    if (!ev) continue;
    const v = ev.event.value;
    if (ev.event.case === "tileTaken") move = { seat: v.seat, stored: v.tile, depot: v.depot, version: event.version };
    if (ev.event.case === "tilePlaced") move = { seat: v.seat, cell: v.cell, tile: v.tile, version: event.version };
  }
  return move;
}

let animated = null;

// The tile of the last move slides from its depot to the storage, or appears on its space
// (not for a person who asked for reduced motion, as the style sheets' animations).
function animate(move) {
  if (!move || animated === move.version) return;
  animated = move.version;
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  requestAnimationFrame(() => {
    const card = document.querySelector(`#game .player-card[data-seat="${move.seat}"]`);
    if (!card) return;
    if (move.cell !== undefined) {
      const tile = card.querySelector(`.btile.placed[data-cell="${move.cell}"]`);
      if (tile && tile.animate) tile.animate([{ opacity: 0.1 }, { opacity: 1 }], { duration: 700, easing: "ease-out" });
      return;
    }
    const to = card.querySelector(`.slot[data-stored="${move.stored}"]`);
    const from = document.querySelector(`#main-board .depot[data-depot="${move.depot}"]`);
    if (!to || !from || !to.animate || !to.getClientRects().length) return;
    const a = from.getBoundingClientRect();
    const b = to.getBoundingClientRect();
    to.animate([{ transform: `translate(${a.left - b.left}px, ${a.top - b.top}px)` }, { transform: "none" }],
      { duration: 700, easing: "ease-out" });
  });
}

/** On a phone at one's decision: the page scrolls the least that shows one's estate (with its
 * storage and goods above it) above the bar fixed at the bottom and the depots from the first
 * highlighted one, the estate first when both cannot be. Once a decision and after each tap
 * (the bar may grow), never on a redraw the player did not ask for, and not on a lesson's page
 * (its text is above). */
function frameDecision(page) {
  if (page.lesson || page.ui.framed || !window.matchMedia("(max-width: 699px)").matches) return;
  page.ui.framed = true;
  // the page puts the board in the document in this task: measured then, before a paint
  queueMicrotask(() => {
    // the main board's first highlighted target (a depot's tile or goods), else the depots
    const board = document.querySelector("#main-board .offer")
      || document.querySelector("#main-board .depots");
    const estate = document.querySelector("#my-estate svg.estate");
    const bar = document.getElementById("choices");
    if (!board || !estate || !bar || getComputedStyle(bar).position !== "fixed") return;
    // a few px between the estate and the bar: a clear edge, whatever the scroll's rounding
    const least = estate.getBoundingClientRect().bottom + 4 - bar.getBoundingClientRect().top;
    const most = board.getBoundingClientRect().top;
    const by = least > 0 ? least : most < 0 ? Math.max(most, least) : 0;
    if (Math.abs(by) >= 1) window.scrollBy({ top: by, behavior: "instant" });
  });
}

async function whyNotHere(page, key) {
  const me = page.gameView.players.find((p) => p.seat === page.mySeat);
  // the stored tile tapped last (chosen to place, or tapped as the one to discard)
  const stored = page.ui.chosen.find((k) => slotOf(k) === "stored");
  const tile = stored ? stored.slice(7) : page.ui.stored;
  if (!tile) { page.say(t("burgundy-first-stored")); return; }
  const chosenDie = page.ui.chosen.find((k) => slotOf(k) === "die");
  const die = chosenDie ? Number(chosenDie.slice(4)) : (me.unusedDice[0] || 0);
  const cell = Number(key.slice(5));
  const action = create(ActionSchema, { action: { case: "placeTile",
    value: create(PlaceTileActionSchema, { die, workers: 0, tile, cell }) } });
  const why = await page.whyNot(action);
  page.say(why ? t("burgundy-why-not", { tile: tileName(tile), reason: why })
    : t("burgundy-could", { tile: tileName(tile), die }));
}

// Sends the action; the bar says so (data-sending) until the next version is drawn.
function send(page, action) {
  const bar = document.getElementById("choices");
  if (bar) bar.dataset.sending = "true";
  page.ui.chosen = [];
  page.submit(action);
}

function onTapFor(page) {
  return (keys, el, label) => {
    const tile = label || (el && (el.dataset.tile || el.dataset.stored));
    if (el && el.dataset.stored && keys.length) page.ui.stored = el.dataset.stored;
    page.ui.framed = false;
    page.ui.info = tile ? t("burgundy-tile-info", { tile: tileName(tile), effect: tileEffect(tile, page.gameView.options) })
      : page.ui.info;
    if (!keys.length || !page.actions.length) { page.render(); return; }
    const d = decide(page.actions, page.ui.chosen);
    const key = keys.find((k) => d.open.has(k)) || keys.find((k) => page.ui.chosen.includes(k))
      || keys.find((k) => decide(page.actions, [k]).candidates.length);
    if (!key) {
      if (keys[0].startsWith("cell:")) whyNotHere(page, keys[0]);
      else page.render();
      return;
    }
    page.ui.chosen = tap(page.actions, page.ui.chosen, key);
    const after = decide(page.actions, page.ui.chosen);
    // a word button that names exactly one action acts at once; board taps wait for Confirm
    if (["op", "pay", "load"].includes(slotOf(key)) && after.ready && !after.open.size) {
      send(page, after.ready);
      return;
    }
    page.render();
  };
}

/** A review's better move on the replay's board (page.betterMove): what it takes or uses is
 * framed where the board still shows it (a depot's tile, a ship's depot goods, the seat's
 * estate space, stored tile or goods); the seat's card is opened. Other moves: words only. */
function markBetter(page, section) {
  const better = page.betterMove;
  if (!better) return section;
  const { case: kind, value } = better.action.action;
  const card = `.player-card[data-seat="${better.seat}"]`;
  const selectors = {
    takeTile: [`.dslot[data-depot="${value.depot}"][data-tile="${value.tile}"]`],
    buyTile: [`.dslot[data-depot="${value.depot}"][data-tile="${value.tile}"]`],
    placeTile: [`${card} .estate [data-cell="${value.cell}"]`, `${card} [data-stored="${value.tile}"]`],
    sellGoods: [`${card} [data-goods="${value.goods}"]`],
    shipGoods: [value.depot, value.secondDepot].filter(Boolean)
      .map((depot) => `.dgoods[data-depot="${depot}"]`),
  }[kind] || [];
  const label = t("review-better-on-board");
  for (const selector of selectors) {
    for (const el of section.querySelectorAll(selector)) {
      el.classList.add("better-move");
      el.setAttribute("data-better", "true");
      if (!el.querySelector("title") && el instanceof SVGElement) el.prepend(s("title", {}, label));
      else if (!(el instanceof SVGElement)) el.title = label;
      const holder = el.closest("details");
      if (holder) holder.open = true;
    }
  }
  return section;
}

const CAUSES = [ScoreCause.SALE, ScoreCause.ANIMALS, ScoreCause.REGION, ScoreCause.BONUS_TILE,
  ScoreCause.WATCHTOWER, ScoreCause.KNOWLEDGE, ScoreCause.FINAL_GOODS, ScoreCause.FINAL_SILVER,
  ScoreCause.FINAL_WORKERS];

export const burgundy = {
  get title() { return t("burgundy-title"); },
  lobby,
  View: ViewSchema,
  Event: EventSchema,
  Action: ActionSchema,
  freshUi() {
    return { chosen: [], info: "", stored: "", framed: false };
  },
  render(page) {
    const view = page.gameView;
    if (!page.ui.chosen) page.ui = this.freshUi(page.ui);
    const d = page.actions.length ? decide(page.actions, page.ui.chosen) : null;
    const onTap = onTapFor(page);
    const move = lastMove(page);
    const mine = view.players.find((p) => p.seat === page.mySeat);
    const others = view.players.filter((p) => p.seat !== page.mySeat);
    const confirm = (action) => send(page, action);
    animate(move);
    if (d) frameDecision(page);
    return markBetter(page, h("section", { class: `game burgundy${mine ? " seated" : ""}`, id: "game" },
      mainBoard(page, view, d, onTap),
      mine ? playerCard(page, view, mine, true, d, onTap, move && move.seat === mine.seat ? move : null) : null,
      h("div", { class: "players others" }, others.map((p) => playerCard(page, view, p, false, null, onTap,
        move && move.seat === p.seat ? move : null))),
      actionBar(page, view, d, onTap, confirm)));
  },
  describeEvent: describe,
  /** A hint's move chosen by its taps (hint.js): the board marks them and the bar offers
   * Confirm, for the player to confirm. */
  showHint(page, action) {
    const keys = keysOf(action);
    if (decide(page.actions, keys).candidates.length) page.ui.chosen = keys;
  },
  describeAction,
  describe,
  breakdown(page) {
    const view = page.gameView;
    const rule = view.options.tiebreak_empty_spaces === "most" ? "burgundy-rule-most" : "burgundy-rule-fewest";
    return {
      columns: ["sales", "animals", "regions", "bonus", "towers", "knowledge", "goods", "silver",
        "workers", "empty"].map((c) => t(`burgundy-col-${c}`)),
      rows: view.players.map((p) => [...CAUSES.map((c) => p.pointsByCause[c] || 0), p.emptySpaces]),
      // the option by its name in the catalog, never by its id (tiebreak_empty_spaces)
      note: t("burgundy-breakdown-note", { rule: t(rule),
        option: t("option-burgundy-tiebreak-empty-spaces"),
        order: t(view.options.tiebreak_turn_order === "ahead" ? "burgundy-order-ahead"
          : "burgundy-order-behind"),
        second: t("option-burgundy-tiebreak-turn-order") }),
    };
  },
};
