// The main board (status, depots, black depot, goods to come, turn order) and the estates, with
// every tap target marked: data-key names the keys (choices.js) an element stands for; the
// decision adds "offer" to what the taps so far still allow and "picked" to what they chose.
import { Stage, Colour } from "@meeple/proto/meeple/burgundy/v1/burgundy_pb";
import { h, s } from "../../dom.js";
import { number, t } from "../../i18n.js";
import { seatColour, seatDot as seatShape } from "../../seat-mark.js";
import { ART, PHASES, tileAt, tileIcon, tileKind, tileName, hexPoints, goodsChip, colourName } from "./art.js";

const HEX = 22;
const CELLS = ART.cells.map((c) => ({ ...c, x: HEX * Math.sqrt(3) * (c.q + c.r / 2), y: HEX * 1.5 * c.r }));
// the estate's box: its spaces' outlines (pointy-top hexes, HEX - 1.5 from the middle) and
// room for the thickest stroke (a highlighted, picked or last-moved space): no empty margin, so
// that the spaces are as large as the width allows (on a phone, a thumb's size)
const PAD_X = 20;
const PAD_Y = 23;
const BOX = {
  x: Math.min(...CELLS.map((c) => c.x)) - PAD_X, y: Math.min(...CELLS.map((c) => c.y)) - PAD_Y,
  w: Math.max(...CELLS.map((c) => c.x)) - Math.min(...CELLS.map((c) => c.x)) + 2 * PAD_X,
  h: Math.max(...CELLS.map((c) => c.y)) - Math.min(...CELLS.map((c) => c.y)) + 2 * PAD_Y,
};

export function cellDie(id) {
  const cell = ART.cells.find((c) => c.id === id);
  return cell ? cell.die : 0;
}

/** A tappable element: `keys` it may stand for, marked by the decision `d`. */
function target(el, keys, d, onTap) {
  el.dataset.key = keys.join(" ");
  if (d && keys.some((k) => d.open.has(k))) el.classList.add("offer");
  if (d && keys.some((k) => d.chosen.has(k) && !d.open.has(k)) && keys.some((k) => d.candidates.some((c) => c.keys.includes(k)))) el.classList.add("picked");
  el.addEventListener("click", (event) => { event.stopPropagation(); onTap(keys, el); });
  if (el instanceof SVGElement) {  // estate spaces: reachable by keyboard like the buttons
    el.setAttribute("tabindex", "0");
    el.setAttribute("role", "button");
    el.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") { event.preventDefault(); onTap(keys, el); }
    });
  }
  return el;
}

export function mainBoard(page, view, d, onTap) {
  const over = view.stage === Stage.OVER;
  const status = over ? t("burgundy-status-over") : t("burgundy-status", {
    phase: PHASES[view.phase] || "-", round: view.round + 1, die: view.whiteDie || "—" });
  const depots = [...view.depots].sort((a, b) => (a.number || 7) - (b.number || 7)).map((depot) => {
    const tiles = depot.spaces.map((label) => {
      if (!label) return h("span", { class: "dslot empty", title: t("burgundy-depot-empty") });
      const icon = tileIcon(label, 38);
      const b = h("button", { type: "button", class: "dslot", "data-depot": depot.number,
        "data-tile": label, "aria-label": tileName(label) }, icon);
      return target(b, [`tile:${depot.number}:${label}`], d, onTap);
    });
    const held = depot.goods.map((count, i) => count ? goodsChip(i + 1, count) : null).filter(Boolean);
    const goods = held.length ? target(h("button", { type: "button", class: "dgoods",
      "data-depot": depot.number, title: t("burgundy-depot-goods", { number: depot.number }) }, held),
    [`ship:${depot.number}`], d, onTap) : null;
    const wide = depot.number === 0 && depot.spaces.length > 4 ? " wide" : "";
    return h("div", { class: `depot${depot.number === 0 ? " black" : ""}${wide}`, "data-depot": depot.number },
      h("span", { class: "depot-name" }, depot.number === 0 ? t("burgundy-depot-black")
        : h("span", { class: "die-face", title: t("burgundy-depot", { number: depot.number }) }, number(depot.number))),
      h("span", { class: "depot-tiles" }, tiles), goods);
  });
  const toCome = view.roundGoods.map((g) => goodsChip(g));
  const order = view.track.map((space, i) => space.seats.length
    ? h("li", {}, t("burgundy-track-space", { space: i + 1 }), " ", space.seats.map((seat) => seatDot(page, seat)))
    : null);
  return h("section", { class: "card main-board", id: "main-board" },
    h("p", { class: "status-line", id: "status-line" }, status, " · ",
      h("span", { class: "order" }, t("burgundy-turn-order"), " ", view.turnOrder.map((seat) => seatDot(page, seat)))),
    h("div", { class: "depots" }, depots),
    h("details", { class: "more" }, h("summary", {}, t("burgundy-goods-to-come"), " ", toCome),
      h("p", {}, t("burgundy-supply", { tiles: view.normalSupplyCount, black: view.blackSupplyCount })),
      h("p", {}, t("burgundy-track")), h("ol", { class: "track" }, order)));
}

export function seatDot(page, seat) {
  return h("span", { class: "seat-mark", "data-seat": seat, title: page.seatName(seat) }, seatShape(seat));
}

/** Which of a player's dice are open, used, or waiting for the player's turn this round.
 * unused_dice lists the dice not used yet *this turn*: a player whose turn has not come yet in
 * this round has none there although no die was played. */
export function diceStates(view, player) {
  const order = [...view.turnOrder];
  const current = view.currentSeat;
  const mine = order.indexOf(player.seat);
  const now = current === undefined ? order.length : order.indexOf(current);
  const waiting = view.stage !== Stage.OVER && current !== undefined && mine > now;
  const unused = [...player.unusedDice];
  return player.dice.map((value) => {
    if (waiting) return { value, state: "waiting" };
    const i = unused.indexOf(value);
    if (i >= 0) { unused.splice(i, 1); return { value, state: "open" }; }
    return { value, state: "used" };
  });
}

export function estateSvg(page, player, mine, d, onTap, last) {
  const placed = new Map(player.estate.map((tile) => [tile.cell, tile.tile]));
  const svg = s("svg", { viewBox: `${BOX.x.toFixed(1)} ${BOX.y.toFixed(1)} ${BOX.w.toFixed(1)} ${BOX.h.toFixed(1)}`,
    class: "estate", "data-seat": player.seat, role: "group", "aria-label": page.seatName(player.seat) });
  for (const cell of CELLS) {
    const label = placed.get(cell.id);
    if (label) {
      const g = tileAt(label, cell.x, cell.y, HEX - 1, { "data-cell": cell.id, class: "btile placed" });
      if (last && last.cell === cell.id) g.classList.add("last-move");
      g.addEventListener("click", () => onTap([], g, label));
      svg.append(g);
      continue;
    }
    const space = t("burgundy-space", { cell: cell.id, colour: colourName(cell.color), die: cell.die });
    const g = s("g", { class: "cell", "data-cell": cell.id, "data-colour": cell.color, "data-die": cell.die,
      "aria-label": space }, s("title", {}, space),
      s("polygon", { points: hexPoints(cell.x, cell.y, HEX - 1.5), fill: ART.colours[cell.color] || "#ddd",
        "fill-opacity": 0.35, stroke: "#8a7a5a" }),
      s("text", { x: cell.x, y: cell.y + 5, "font-size": 13, "text-anchor": "middle", fill: "#4a3a2a" },
        number(cell.die)));
    if (mine) target(g, [`cell:${cell.id}`], d, onTap);
    svg.append(g);
  }
  return svg;
}

export function playerCard(page, view, player, mine, d, onTap, last) {
  const storage = [0, 1, 2].map((i) => {
    const label = player.storage[i];
    if (!label) return h("span", { class: "slot empty", title: t("burgundy-storage-empty") });
    const b = h("button", { type: "button", class: "slot", "data-stored": label, "data-colour": tileKind(label),
      "aria-label": tileName(label) }, tileIcon(label, 40));
    if (last && last.stored === label) b.classList.add("last-move");
    if (mine) return target(b, [`stored:${label}`, `discard:${label}`], d, onTap);
    b.addEventListener("click", () => onTap([], b, label));
    return b;
  });
  const dice = diceStates(view, player).map(({ value, state }) => h("span", {
    class: `die ${state}`, style: state === "used" ? "" : `background:${seatColour(player.seat)}`,
    title: t(state === "used" ? "burgundy-die-used" : state === "waiting" ? "burgundy-die-waiting" : "burgundy-die", { value }),
  }, number(value)));
  const goods = player.goods.map((count, i) => {
    if (!count) return null;
    const chip = h("button", { type: "button", class: "held-goods", "data-goods": i + 1 }, goodsChip(i + 1, count));
    return mine ? target(chip, [`goods:${i + 1}`], d, onTap) : chip;
  }).filter(Boolean);
  const sold = player.sold.map((count, i) => count ? goodsChip(i + 1, count, { class: "good sold" }) : null).filter(Boolean);
  const bonus = player.bonusTiles.map((b) => t("burgundy-bonus-tile", {
    colour: colourName(Colour[b.colour].toLowerCase()), size: t(b.large ? "burgundy-bonus-large" : "burgundy-bonus-small") }));
  const current = view.currentSeat === player.seat;
  const name = page.seatName(player.seat);
  const head = [seatDot(page, player.seat), h("span", { class: "pname" }, name),
    h("span", { class: "score" }, t("burgundy-points", { points: player.score })),
    h("span", { class: "money" }, h("span", { class: "silver", title: t("burgundy-silverlings") }, `● ${number(player.silver)}`),
      h("span", { class: "workers", title: t("burgundy-workers") }, `▮ ${number(player.workers)}`)),
    h("span", { class: "dice", title: t("burgundy-dice") }, dice)];
  const side = h("div", { class: "side" },
    h("div", { class: "storage", title: t("burgundy-storage") }, storage),
    h("div", { class: "goods-row", title: t("burgundy-held-goods") }, goods.length ? goods : h("span", { class: "muted" }, t("burgundy-held-goods"), ": ", t("burgundy-none"))),
    sold.length ? h("div", { class: "sold-row", title: t("burgundy-sold") }, t("burgundy-sold"), " ", sold) : null,
    bonus.length ? h("div", { class: "bonus-row" }, t("burgundy-bonus"), ": ", bonus.join(", ")) : null);
  const attrs = { class: `card player-card${current ? " current" : ""}${mine ? " mine" : ""}`,
    "data-seat": player.seat, "data-score": player.score, id: mine ? "my-estate" : undefined };
  if (mine) {
    return h("section", attrs, h("h3", {}, head), h("div", { class: "estate-row" },
      estateSvg(page, player, mine, d, onTap, last), side));
  }
  return h("details", { ...attrs, open: page.mySeat === null && player.seat === 0 ? true : undefined },
    h("summary", {}, head), h("div", { class: "estate-row" }, estateSvg(page, player, false, null, onTap, null), side));
}
