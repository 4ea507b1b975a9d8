// The Castles of Burgundy: the main board (depots, black depot, goods to come, white die, turn
// order), every estate with storage, goods, silverlings, workers, dice and bonus tiles, the
// scores; every pending decision as a list of clear choices; ValidateAction says why not.
import { create } from "@bufbuild/protobuf";
import { anyUnpack } from "@bufbuild/protobuf/wkt";
import artwork from "../../gen/artwork.json";
import {
  ViewSchema, EventSchema, ActionSchema, PlaceTileActionSchema, Payment, ScoreCause, Stage,
  PendingEffect, Colour,
} from "@meeple/proto/meeple/burgundy/v1/burgundy_pb";
import { h, s } from "../../dom.js";
import { seatColour } from "../../seat-mark.js";

const ART = artwork.burgundy;
const PHASES = "ABCDE";
const HEX = 22;

export function tileName(label) {
  if (!label) return "";
  if (label.startsWith("knowledge_")) return `knowledge tile ${label.slice(10)}`;
  if (ART.buildings[label]) return label.replace(/_/g, " ");
  if (label.includes("_")) {
    const [species, count] = label.split("_");
    return `${species} pasture (${count} animal${count === "1" ? "" : "s"})`;
  }
  return label;
}

function tileKind(label) {
  if (["castle", "ship", "mine"].includes(label)) return label;
  if (label.startsWith("knowledge_")) return "knowledge";
  if (ART.buildings[label]) return "building";
  return "pasture";
}

function tileColour(label) {
  return ART.colours[tileKind(label)];
}

function caption(label) {
  if (label.startsWith("knowledge_")) return ["K", label.slice(10)];
  if (ART.buildings[label]) return [ART.buildings[label], ""];
  if (label.includes("_")) { const [a, b] = label.split("_"); return [a, `×${b}`]; }
  return [label, ""];
}

function hexPoints(cx, cy, size) {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 180) * (60 * i - 30);
    return `${(cx + size * Math.cos(a)).toFixed(1)},${(cy + size * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
}

function hexTile(label, cx, cy, size, attrs = {}) {
  const [top, bottom] = caption(label);
  const ink = ["castle", "ship", "mine"].includes(label) ? "#fff" : "#222";
  const font = Math.max(7, size * 0.36);
  return s("g", { class: "btile", "data-tile": label, ...attrs },
    s("title", {}, tileName(label)),
    s("polygon", { points: hexPoints(cx, cy, size), fill: tileColour(label), stroke: "#3a3226",
      "stroke-width": 1.5 }),
    s("text", { x: cx, y: cy + (bottom ? -1 : font * 0.35), "font-size": font,
      "text-anchor": "middle", fill: ink, "font-weight": "bold" }, top),
    bottom ? s("text", { x: cx, y: cy + font, "font-size": font, "text-anchor": "middle",
      fill: ink }, bottom) : null);
}

function goods(counts, where) {
  return h("span", { class: "goods", "data-where": where }, counts.map((count, i) => count
    ? h("span", { class: "good", style: `border-color:${ART.goods_colours[i]}`,
      title: `goods ${i + 1}` }, count > 1 ? `${i + 1}×${count}` : `${i + 1}`) : null));
}

function dieText(die, workers) {
  const base = die ? `die ${die}` : "free action";
  return workers ? `${base}, ${workers} worker${workers > 1 ? "s" : ""}` : base;
}

const GROUPS = {
  takeTile: "Take a tile from a depot",
  placeTile: "Place a tile on your estate",
  sellGoods: "Sell goods",
  takeWorkers: "Take workers",
  buyTile: "Buy from the black depot",
  shipGoods: "Take goods (ship)",
  declineEffect: "Skip the effect",
  endTurn: "End the turn",
};

export function describeAction(action) {
  const a = action.action.value;
  switch (action.action.case) {
    case "takeTile": return `Take the ${tileName(a.tile)} from depot ${a.depot} (${dieText(a.die, a.workers)})`
      + (a.discard ? `, discarding the stored ${tileName(a.discard)}` : "");
    case "placeTile": return `Place the ${tileName(a.tile)} on estate space ${a.cell} (${dieText(a.die, a.workers)})`;
    case "sellGoods": return `Sell goods ${a.goods} (${dieText(a.die, a.workers)})`;
    case "takeWorkers": return `Take workers (die ${a.die})`;
    case "buyTile": {
      const pay = { [Payment.SILVER]: "2 silverlings", [Payment.WORKERS]: "workers",
        [Payment.MIXED]: "silverlings and workers" }[a.payment] || "silverlings";
      return `Buy the ${tileName(a.tile)} from ${a.depot ? `depot ${a.depot}` : "the black depot"} for ${pay}`
        + (a.discard ? `, discarding the stored ${tileName(a.discard)}` : "");
    }
    case "shipGoods": return `Take goods ${a.goods.join(", ")} from depot ${a.depot}`
      + (a.secondDepot ? ` and depot ${a.secondDepot}` : "");
    case "endTurn": return "End your turn";
    case "declineEffect": return "Skip the tile's effect";
    default: return "Act";
  }
}

// Actions that differ only in the stored tile they discard (a full storage) share one button;
// choosing it asks which stored tile goes. [text without the discard, its actions] in order.
function discardSteps(actions) {
  const steps = new Map();
  for (const action of actions) {
    const a = action.action.value;
    const text = a.discard ? describeAction(action).replace(/, discarding the stored .*$/, "")
      : describeAction(action);
    const key = a.discard ? text : `${steps.size}:${text}`;
    if (!steps.has(key)) steps.set(key, [text, []]);
    steps.get(key)[1].push(action);
  }
  return [...steps.values()];
}

function choices(page, view) {
  if (!page.actions.length) {
    if (view.currentSeat !== undefined && page.view.state === 2) {
      return h("div", { class: "choices card" },
        h("p", { class: "hint", id: "turn" }, `${page.seatName(view.currentSeat)} is playing…`));
    }
    return null;
  }
  const groups = new Map();
  for (const action of page.actions) {
    const kind = action.action.case;
    if (!groups.has(kind)) groups.set(kind, []);
    groups.get(kind).push(action);
  }
  const decision = view.pendingDecision ? view.pendingDecision.replace(/_/g, " ").toLowerCase() : "";
  const effect = view.pendingEffect ? PendingEffect[view.pendingEffect].replace(/_/g, " ").toLowerCase() : "";
  const blocks = [...groups.entries()].map(([kind, actions], index) => {
    const buttons = discardSteps(actions).map(([text, options]) => {
      if (options.length === 1) {
        const b = h("button", { type: "button", class: "choice", "data-kind": kind },
          describeAction(options[0]));
        b.addEventListener("click", () => page.submit(options[0]));
        return b;
      }
      if (page.ui.discarding === text) {
        // second step: which stored tile makes room
        const pick = options.map((action) => {
          const b = h("button", { type: "button", class: "choice", "data-kind": kind,
            "data-discard": action.action.value.discard },
          `Discard the stored ${tileName(action.action.value.discard)}`);
          b.addEventListener("click", () => page.submit(action));
          return b;
        });
        const cancel = h("button", { type: "button", class: "cancel" }, "Back");
        cancel.addEventListener("click", () => { page.ui.discarding = ""; page.render(); });
        return h("div", { class: "discard-step" },
          h("p", { class: "hint" }, `${text}: your storage is full.`), ...pick, cancel);
      }
      const b = h("button", { type: "button", class: "choice step", "data-kind": kind },
        `${text}…`);
      b.addEventListener("click", () => { page.ui.discarding = text; page.render(); });
      return b;
    });
    const open = groups.has(page.ui.open) ? page.ui.open === kind : index === 0;
    const details = h("details", { class: "group", "data-group": kind, open },
      h("summary", {}, `${GROUPS[kind] || kind} (${buttons.length})`), h("div", { class: "buttons" }, buttons));
    // remembered at once (the toggle event comes later, maybe after a redraw)
    details.querySelector("summary").addEventListener("click", () => {
      page.ui.open = details.open ? "" : kind;
    });
    return details;
  });
  return h("div", { class: "choices card", id: "choices" },
    h("h3", {}, `Your decision${decision ? `: ${decision}` : ""}${effect ? ` (${effect} effect)` : ""}`),
    h("p", { class: "hint" }, "Pick one. You can also tap a stored tile and then an estate space."),
    blocks);
}

function estate(page, player, mine) {
  const placed = new Map(player.estate.map((t) => [t.cell, t.tile]));
  const svg = s("svg", { viewBox: "-175 -140 350 280", class: "estate", "data-seat": player.seat });
  for (const cell of ART.cells) {
    const cx = HEX * Math.sqrt(3) * (cell.q + cell.r / 2);
    const cy = HEX * 1.5 * cell.r;
    const label = placed.get(cell.id);
    if (label) {
      svg.append(hexTile(label, cx, cy, HEX - 1, { "data-cell": cell.id }));
      continue;
    }
    const g = s("g", { class: "cell", "data-cell": cell.id, "data-colour": cell.color },
      s("title", {}, `space ${cell.id}: ${cell.color}, die ${cell.die}`),
      s("polygon", { points: hexPoints(cx, cy, HEX - 1), fill: ART.colours[cell.color] || "#ddd",
        "fill-opacity": 0.3, stroke: "#8a7a5a" }),
      s("text", { x: cx, y: cy + 5, "font-size": 13, "text-anchor": "middle", fill: "#5a4a3a" },
        String(cell.die)));
    if (mine) g.addEventListener("click", () => placeFromStorage(page, player, cell.id));
    svg.append(g);
  }
  return svg;
}

async function placeFromStorage(page, player, cell) {
  const tile = page.ui.stored;
  if (!tile) { page.say("First tap a tile in your storage, then the space for it."); return; }
  const offered = page.actions.find((a) => a.action.case === "placeTile"
    && a.action.value.tile === tile && a.action.value.cell === cell);
  if (offered) { page.submit(offered); return; }
  const die = player.unusedDice.length ? player.unusedDice[0] : 0;
  const action = create(ActionSchema, { action: { case: "placeTile",
    value: create(PlaceTileActionSchema, { die, workers: 0, tile, cell }) } });
  const why = await page.whyNot(action);
  page.say(why ? `The ${tileName(tile)} cannot go on space ${cell}: ${why}`
    : `The ${tileName(tile)} could go on space ${cell} with die ${die}.`);
}

function playerCard(page, view, player) {
  const mine = player.seat === page.mySeat;
  const storage = [0, 1, 2].map((i) => {
    const label = player.storage[i];
    if (!label) return h("span", { class: "slot empty" }, "empty");
    const b = h("button", { type: "button", class: `slot${page.ui.stored === label ? " chosen" : ""}`,
      "data-stored": label, "data-colour": tileKind(label), disabled: !mine, style: `border-color:${tileColour(label)}` }, tileName(label));
    b.addEventListener("click", () => { page.ui.stored = label; page.render(); });
    return b;
  });
  const unused = [...player.unusedDice];
  const dice = player.dice.map((d) => {
    const open = unused.includes(d);
    if (open) unused.splice(unused.indexOf(d), 1);
    return h("span", { class: `die${open ? "" : " used"}`, style: open ? `background:${seatColour(player.seat)}` : "" }, String(d));
  });
  const bonus = player.bonusTiles.map((b) => `${Colour[b.colour].toLowerCase()} (${b.large ? "large" : "small"})`);
  return h("section", { class: `card player-card${view.currentSeat === player.seat ? " current" : ""}`,
    "data-seat": player.seat, "data-score": player.score },
  h("h3", {}, h("span", { class: "dot", style: `background:${seatColour(player.seat)}` }),
    page.seatName(player.seat), h("span", { class: "score" }, `${player.score} points`)),
  h("div", { class: "estate-row" }, estate(page, player, mine),
    h("dl", { class: "stats" },
      h("dt", {}, "Silverlings"), h("dd", { class: "silver" }, String(player.silver)),
      h("dt", {}, "Workers"), h("dd", { class: "workers" }, String(player.workers)),
      h("dt", {}, "Dice"), h("dd", {}, dice.length ? dice : "—"),
      h("dt", {}, "Goods"), h("dd", {}, player.goods.some((c) => c) ? goods(player.goods, "held") : "none"),
      h("dt", {}, "Sold"), h("dd", {}, String(player.sold.reduce((a, b) => a + b, 0))),
      h("dt", {}, "Storage"), h("dd", { class: "storage" }, storage),
      h("dt", {}, "Bonus tiles"), h("dd", {}, bonus.length ? bonus.join(", ") : "none"),
      h("dt", {}, "Empty spaces"), h("dd", {}, String(player.emptySpaces)))));
}

function mainBoard(page, view) {
  const depots = view.depots.map((depot) => h("div", { class: `depot${depot.number === 0 ? " black" : ""}`,
    "data-depot": depot.number },
  h("h4", {}, depot.number === 0 ? "Black depot" : `Depot ${depot.number}`),
  h("div", { class: "depot-tiles" }, depot.spaces.map((label) => label
    ? h("span", { class: "dtile", style: `border-color:${tileColour(label)}`, title: tileName(label) }, tileName(label))
    : h("span", { class: "dtile empty" }, "—"))),
  depot.goods.some((c) => c) ? goods(depot.goods, `depot-${depot.number}`) : null));
  const order = view.track.map((space, i) => space.seats.length
    ? h("li", {}, `${i + 1}: `, space.seats.map((seat) => h("span", { class: "dot", title: page.seatName(seat),
      style: `background:${seatColour(seat)}` }))) : null);
  const phase = view.stage === Stage.OVER ? "game over" : `phase ${PHASES[view.phase] || "-"}, round ${view.round + 1} of 5`;
  return h("section", { class: "card main-board" },
    h("p", { class: "status-line", id: "status-line" }, `${phase} · white die ${view.whiteDie || "—"}`
      + (view.currentSeat !== undefined ? ` · ${page.seatName(view.currentSeat)} to play` : "")),
    h("p", {}, "Turn order: ", view.turnOrder.map((seat) => h("span", { class: "dot", title: page.seatName(seat),
      style: `background:${seatColour(seat)}` }))),
    h("div", { class: "depots" }, depots),
    h("p", {}, "Goods to come: ", view.roundGoods.length ? goods(countGoods(view.roundGoods), "to-come") : "none",
      ` · supply: ${view.normalSupplyCount} tiles, black ${view.blackSupplyCount}`),
    h("details", {}, h("summary", {}, "Turn-order track"), h("ol", { class: "track" }, order)));
}

function countGoods(list) {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const g of list) counts[g - 1] += 1;
  return counts;
}

function describe(ev, page) {
  const e = ev.event;
  const v = e.value;
  const who = (seat) => page.seatName(seat);
  switch (e.case) {
    case "startSeatDrawn": return { text: `${who(v.seat)} starts (drawn at random)` };
    case "phaseStarted": return { text: `Phase ${PHASES[v.phase - 1] || v.phase} begins` };
    case "roundStarted": return { text: `Round ${v.round + 1} of phase ${PHASES[v.phase] || v.phase}` };
    case "dieRolled": return { text: v.seat === undefined ? `The white die shows ${v.value}`
      : `${who(v.seat)} rolled ${v.value}`, cls: "minor" };
    case "tileTaken": return { text: `${who(v.seat)} ${v.bought ? "bought" : "took"} the ${tileName(v.tile)}` };
    case "tilePlaced": return { text: `${who(v.seat)} placed the ${tileName(v.tile)} on space ${v.cell}` };
    case "goodsSold": return { text: `${who(v.seat)} sold ${v.count} goods ${v.goods} for ${v.silver} silverling${v.silver === 1 ? "" : "s"}` };
    case "workersTaken": return { text: `${who(v.seat)} took ${v.workers} workers` };
    case "goodsTaken": return { text: `${who(v.seat)} took ${v.count} goods ${v.goods}` };
    case "effectResolved": return { text: `${who(v.seat)}: ${v.detail || tileName(v.tile)}`, cls: "minor" };
    case "pointsScored": {
      const cause = ScoreCause[v.cause] ? ScoreCause[v.cause].replace(/_/g, " ").toLowerCase() : "points";
      return { text: `${who(v.seat)} scores ${v.points} (${cause})`, cls: "scoring-event" };
    }
    case "turnEnded": return { text: `${who(v.seat)} ended the turn`, cls: "minor" };
    case "gameOver": return { text: "The game is over", cls: "scoring-event" };
    default: return null;
  }
}

const CAUSES = [ScoreCause.SALE, ScoreCause.ANIMALS, ScoreCause.REGION, ScoreCause.BONUS_TILE,
  ScoreCause.WATCHTOWER, ScoreCause.KNOWLEDGE, ScoreCause.FINAL_GOODS, ScoreCause.FINAL_SILVER,
  ScoreCause.FINAL_WORKERS];

export const burgundy = {
  title: "The Castles of Burgundy",
  View: ViewSchema,
  Event: EventSchema,
  Action: ActionSchema,
  freshUi(old) {
    return { open: old.open, stored: null, discarding: "" };
  },
  render(page) {
    const view = page.gameView;
    return h("section", { class: "game burgundy", id: "game" },
      mainBoard(page, view),
      choices(page, view),
      h("div", { class: "players" }, [...view.players]
        .sort((a, b) => (b.seat === page.mySeat) - (a.seat === page.mySeat))
        .map((p) => playerCard(page, view, p))));
  },
  describeEvent: describe,
  breakdown(page) {
    const view = page.gameView;
    return {
      columns: ["Sales", "Animals", "Regions", "Bonus", "Towers", "Knowledge", "Goods", "Silver",
        "Workers", "Empty spaces"],
      rows: view.players.map((p) => [...CAUSES.map((c) => p.pointsByCause[c] || 0), p.emptySpaces]),
      note: "Points by cause (goods, silver and workers: the final scoring). Equal scores are "
        + `decided by empty estate spaces (the ${view.options.tiebreak_empty_spaces || "fewest"} `
        + "wins, table option tiebreak_empty_spaces), then by the later place in turn order.",
    };
  },
};
