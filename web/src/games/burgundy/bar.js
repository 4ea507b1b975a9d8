// The action bar, fixed at the bottom of the screen: what to tap next (or the action the taps
// name, in words), one's own dice, the few choices that are not on the board (take workers,
// buy, payment, end the turn, skip), Back and Confirm; and the tapped tile's effect in words.
import { h } from "../../dom.js";
import { number, t } from "../../i18n.js";
import { seatColour } from "../../seat-mark.js";
import { hintAnswer, hintButton } from "../../hint.js";
import { PendingEffect, Stage } from "@meeple/proto/meeple/burgundy/v1/burgundy_pb";
import { describeAction, payName, slotOf } from "./choices.js";
import { diceStates } from "./board.js";
import { goodsChip } from "./art.js";

const PENDING = {
  [PendingEffect.SHIP]: "burgundy-pending-ship",
  [PendingEffect.CASTLE]: "burgundy-pending-castle",
  [PendingEffect.CITY_HALL]: "burgundy-pending-city_hall",
  [PendingEffect.WAREHOUSE]: "burgundy-pending-warehouse",
  [PendingEffect.MARKET]: "burgundy-pending-market",
  [PendingEffect.CARPENTERS_WORKSHOP]: "burgundy-pending-carpenters_workshop",
  [PendingEffect.CHURCH]: "burgundy-pending-church",
};

function hint(page, view, d) {
  if (d.ready && !d.open.size) return describeAction(d.ready);
  const open = [...d.open].map(slotOf);
  if (page.ui.chosen.length && open.length && open.every((k) => k === "discard")) return t("burgundy-pick-discard");
  if (page.ui.chosen.length && open.length && open.every((k) => k === "pay")) return t("burgundy-pick-payment");
  if (open.length && open.every((k) => k === "load")) return t("burgundy-pick-load");
  if (d.ready) return describeAction(d.ready);
  if (page.ui.chosen.length) return t("burgundy-pick-next");
  if (PENDING[view.pendingEffect]) return t(PENDING[view.pendingEffect]);
  if (view.pendingDecision === "BUY_OR_END_TURN") return t("burgundy-pending-buy");
  return t("burgundy-your-turn");
}

function opLabel(key) {
  const [slot, value] = [slotOf(key), key.slice(key.indexOf(":") + 1)];
  if (slot === "op") return t(`burgundy-op-${value}`);
  if (slot === "pay") return payName(Number(value));
  return h("span", {}, t("burgundy-load", { goods: value }), " ", value.split(",").map((g) => goodsChip(Number(g))));
}

export function actionBar(page, view, d, onTap, confirm) {
  if (view.stage === Stage.OVER) return null;
  const me = view.players.find((p) => p.seat === page.mySeat);
  const dice = me ? diceStates(view, me).map(({ value, state }) => {
    const b = h("button", { type: "button", class: `die big ${state}`, "data-die": value,
      style: state === "used" ? "" : `background:${seatColour(me.seat)}`,
      "aria-label": t(state === "used" ? "burgundy-die-used" : "burgundy-die", { value }) }, number(value));
    const key = `die:${value}`;
    if (!d || state !== "open") { b.disabled = !d || state !== "open"; return b; }
    if (d.open.has(key)) b.classList.add("offer");
    else if (d.chosen.has(key)) b.classList.add("picked");
    b.addEventListener("click", () => onTap([key], b));
    return b;
  }) : [];
  if (d && (d.open.has("die:0") || (d.chosen.has("die:0") && page.ui.chosen.includes("die:0")))) {
    const any = h("button", { type: "button", class: `die big any${d.open.has("die:0") ? " offer" : " picked"}`,
      "data-die": 0, title: t("burgundy-die-any") }, "?", h("span", { class: "visually-hidden" }, t("burgundy-die-any")));
    any.addEventListener("click", () => onTap(["die:0"], any));
    dice.push(any);
  }
  const info = page.ui.info ? h("p", { class: "tile-info", id: "tile-info" }, page.ui.info) : null;
  // Take back and the page's message ("Taken back.", why a tap does nothing) in the bar
  const extras = () => (page.barExtras ? page.barExtras() : { undo: null, message: null });
  if (!d) {
    const who = view.currentSeat !== undefined && page.view.state === 2
      ? h("p", { class: "hint", id: "turn" }, t("burgundy-playing", { player: page.seatName(view.currentSeat) })) : null;
    if (!who && !dice.length && !info) return null;
    const { undo, message } = extras();
    return h("section", { class: "action-bar", id: "choices", "data-waiting": "true" }, info,
      h("div", { class: "bar-head" }, who, undo), message,
      dice.length ? h("div", { class: "bar-row" }, h("span", { class: "tray" }, dice)) : null);
  }
  // which goods a ship takes is asked only once its depot is chosen
  const shipChosen = page.ui.chosen.some((k) => slotOf(k) === "ship");
  // and how to pay once buying is chosen (or the only way left)
  const buying = d.chosen.has("op:buy");
  const words = (k) => slotOf(k) === "op" || (slotOf(k) === "pay" && buying)
    || (slotOf(k) === "load" && shipChosen);
  const ops = [...d.open].filter(words).map((key) => {
    const b = h("button", { type: "button", class: "op", "data-key": key }, opLabel(key));
    b.addEventListener("click", () => onTap([key], b));
    return b;
  });
  const back = page.ui.chosen.length ? h("button", { type: "button", class: "back", id: "back" }, t("burgundy-back")) : null;
  if (back) back.addEventListener("click", () => { page.ui.chosen = page.ui.chosen.slice(0, -1); page.render(); });
  const ok = d.ready ? h("button", { type: "button", class: "primary confirm", id: "confirm" }, t("burgundy-confirm")) : null;
  if (ok) ok.addEventListener("click", () => confirm(d.ready));
  const { undo, message } = extras();
  return h("section", { class: "action-bar mine", id: "choices", "data-step": page.ui.chosen.length },
    info,
    h("div", { class: "bar-head" }, h("p", { class: "hint", id: "bar-hint" }, hint(page, view, d)), undo),
    message,
    hintAnswer(page),
    h("div", { class: "bar-row" }, h("span", { class: "tray" }, dice), h("span", { class: "ops" }, ops, back, ok,
      hintButton(page))));
}
