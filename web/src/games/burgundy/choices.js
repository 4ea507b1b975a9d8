// A Burgundy decision by taps. Every legal action the service sent is a set of keys, one per
// thing a person taps: the die ("die:5", "die:0" for a die of any value), a depot tile
// ("tile:3:ship"), a stored tile ("stored:ship") or the stored tile to discard
// ("discard:bank"), an estate space ("cell:12"), held goods ("goods:4"), a depot's goods for a
// ship ("ship:3"), and the few choices that are not on the board ("op:workers", "op:buy",
// "op:end", "op:decline", "pay:1", "load:1,4"). The taps chosen so far narrow the actions to
// the candidates; what the candidates still need is highlighted; when the taps name exactly one
// action it can be confirmed. The page knows no rule: it only groups the offered actions.
import { Payment } from "@meeple/proto/meeple/burgundy/v1/burgundy_pb";
import { t } from "../../i18n.js";
import { ART, tileName } from "./art.js";

/** The keys of one offered action. */
export function keysOf(action) {
  const a = action.action.value;
  const discard = a.discard ? [`discard:${a.discard}`] : [];
  switch (action.action.case) {
    case "takeTile": return [`die:${a.die}`, `tile:${a.depot}:${a.tile}`, ...discard];
    case "placeTile": return [`die:${a.die}`, `stored:${a.tile}`, `cell:${a.cell}`];
    case "sellGoods": return [`die:${a.die}`, `goods:${a.goods}`];
    case "takeWorkers": return [`die:${a.die}`, "op:workers"];
    case "buyTile": return [`tile:${a.depot}:${a.tile}`, "op:buy", `pay:${a.payment}`, ...discard];
    case "shipGoods": return [`ship:${a.depot}`, ...(a.secondDepot ? [`ship:${a.secondDepot}`] : []),
      `load:${a.goods.join(",")}`];
    case "endTurn": return ["op:end"];
    case "declineEffect": return ["op:decline"];
    default: return [`other:${action.action.case}`];
  }
}

export function slotOf(key) {
  return key.slice(0, key.indexOf(":"));
}

/** The state of a decision after the taps `chosen` (keys, in the order tapped). */
export function decide(actions, chosen) {
  const entries = actions.map((action) => ({ action, keys: keysOf(action) }));
  const candidates = entries.filter((e) => chosen.every((k) => e.keys.includes(k)));
  // what every candidate shares counts as chosen (a die of any value, the only payment, ...)
  const implied = new Set(candidates.length ? candidates[0].keys : []);
  for (const e of candidates.slice(1)) {
    for (const k of [...implied]) if (!e.keys.includes(k)) implied.delete(k);
  }
  for (const k of chosen) implied.add(k);
  const open = new Set();
  for (const e of candidates) for (const k of e.keys) if (!implied.has(k)) open.add(k);
  const complete = candidates.filter((e) => e.keys.every((k) => implied.has(k)));
  return { entries, candidates, chosen: implied, open,
    ready: complete.length ? complete[0].action : null };
}

/** The taps after tapping `key`: a second key of the same kind replaces the first (two depots
 * for one ship excepted); a key that fits nothing chosen so far starts afresh. */
export function tap(actions, chosen, key) {
  if (chosen.includes(key)) return chosen.filter((k) => k !== key);
  const slot = slotOf(key);
  const next = [...chosen.filter((k) => slot === "ship" || slotOf(k) !== slot), key];
  if (decide(actions, next).candidates.length) return next;
  if (decide(actions, [key]).candidates.length) return [key];
  return chosen;
}

// an action's die and the workers paid to turn it (take_workers pays none: no such field)
function how(a) {
  return t("burgundy-with-die", { die: a.die ?? 0, workers: a.workers ?? 0 });
}

function depotName(depot) {
  return t("burgundy-depot-name", { depot });
}

function payment(p) {
  return t({ [Payment.SILVER]: "burgundy-pay-silver", [Payment.WORKERS]: "burgundy-pay-workers",
    [Payment.MIXED]: "burgundy-pay-mixed" }[p] || "burgundy-pay-silver");
}

export function payName(p) {
  return payment(p);
}

/** One offered action in words (shown once the taps name it). */
export function describeAction(action) {
  const a = action.action.value;
  switch (action.action.case) {
    case "takeTile": return t(a.discard ? "burgundy-do-take-discard" : "burgundy-do-take", {
      tile: tileName(a.tile), depot: depotName(a.depot), how: how(a), discard: tileName(a.discard) });
    case "placeTile": {
      const cell = ART.cells.find((c) => c.id === a.cell);
      return t("burgundy-do-place", { tile: tileName(a.tile), space: cell ? cell.die : a.cell,
        how: how(a) });
    }
    case "sellGoods": return t("burgundy-do-sell", { goods: a.goods, how: how(a) });
    case "takeWorkers": return t("burgundy-do-workers", { how: how(a) });
    case "buyTile": return t(a.discard ? "burgundy-do-buy-discard" : "burgundy-do-buy", {
      tile: tileName(a.tile), depot: depotName(a.depot), payment: payment(a.payment),
      discard: tileName(a.discard) });
    case "shipGoods": return t(a.secondDepot ? "burgundy-do-ship-two" : "burgundy-do-ship", {
      goods: a.goods.join(", "), depot: depotName(a.depot), second: depotName(a.secondDepot) });
    case "endTurn": return t("burgundy-do-end");
    case "declineEffect": return t("burgundy-do-decline");
    default: return action.action.case;
  }
}
