// Carcassonne's page: the map (pan and zoom with the fingers), and a bar that stays on screen
// with the tile to place, Rotate and Place, then the follower choices or pass, and the reason a
// cell does not take the tile; scores, supply, tiles left, each scoring as it happens; the log in
// the rulebook's words; the breakdown of the final scores.
import { create } from "@bufbuild/protobuf";
import {
  ViewSchema, EventSchema, ActionSchema, PlaceTileSchema,
} from "@meeple/proto/meeple/carcassonne/v1/carcassonne_pb";
import { h } from "../../dom.js";
import { t } from "../../i18n.js";
import { seatDot } from "../../seat-mark.js";
import { hintAnswer, hintButton } from "../../hint.js";
import { newCamera } from "./camera.js";
import { gameEvents } from "./events.js";
import { describe, FEATURE_KINDS } from "./log.js";
import { keepMapSized } from "./layout.js";
import { drawMap, KIND, locName, tilePicture } from "./map.js";
import { lobby } from "./lobby.js";

function followerLabel(f) {
  return t("carcassonne-follower-choice", { kind: KIND[f.kind], where: locName(f.location) });
}

/** One action in words (a review's better move). */
function describeAction(action) {
  const a = action.action;
  if (a.case === "placeTile") {
    return t("carcassonne-do-tile", { x: a.value.x, y: a.value.y, turns: a.value.rotation });
  }
  if (a.case === "placeFollower") return followerLabel(a.value);
  return t("carcassonne-pass");
}

function currentRotation(ui) {
  return ui.rotations ? ui.rotations[ui.turn % ui.rotations.length] : 0;
}

async function chooseCell(page, cell, fits) {
  const ui = page.ui;
  if (!fits) {
    const [x, y] = cell.split(",").map(Number);
    const action = create(ActionSchema, { action: { case: "placeTile",
      value: create(PlaceTileSchema, { x, y, rotation: currentRotation(ui) }) } });
    ui.whyNot = (await page.whyNot(action)) || "";
    const el = document.getElementById("why-not");
    if (el) el.textContent = ui.whyNot;
    return;
  }
  if (!fits.includes(currentRotation(ui))) ui.turn = ui.rotations.indexOf(fits[0]);
  ui.cell = cell;
  ui.whyNot = "";
  redraw(page, "place");
}

// a redraw replaces the controls: the keyboard's focus goes back to the one just used
function redraw(page, focusId) {
  page.render();
  const el = document.getElementById(focusId);
  if (el) el.focus({ preventScroll: true });
}

function button(attrs, text, onclick) {
  const b = h("button", { type: "button", ...attrs }, text);
  b.addEventListener("click", onclick);
  return b;
}

/** The bar under the map (fixed at the bottom of a phone's screen). */
function bar(page, view, placements) {
  const ui = page.ui;
  const mine = page.actions.length > 0;
  const turnOf = view.currentSeat !== undefined ? page.seatName(view.currentSeat) : "";
  const parts = [];
  let hint = "";
  let buttons = [];
  if (view.currentTile) {
    const rotation = currentRotation(ui);
    parts.push(tilePicture(view.currentTile, rotation, { class: "preview", id: "current-tile",
      "data-tile": view.currentTile, "data-rotation": rotation, role: "img", "aria-hidden": null,
      "aria-label": mine ? t("carcassonne-your-tile") : t("carcassonne-their-tile", { player: turnOf }) }));
  }
  if (mine && page.actions[0].action.case === "placeTile") {
    hint = ui.cell ? t("carcassonne-hint-place") : t("carcassonne-hint-cell");
    buttons = [
      button({ id: "rotate", disabled: ui.rotations.length < 2 }, t("carcassonne-rotate"), () => {
        ui.turn = (ui.turn + 1) % ui.rotations.length;
        if (ui.cell && !(placements.get(ui.cell) || []).includes(currentRotation(ui))) ui.cell = null;
        redraw(page, "rotate");
      }),
      button({ id: "place", class: "primary", disabled: !ui.cell }, t("carcassonne-place"), () => {
        const [x, y] = ui.cell.split(",").map(Number);
        const rot = currentRotation(ui);
        const action = page.actions.find((a) => a.action.case === "placeTile"
          && a.action.value.x === x && a.action.value.y === y && a.action.value.rotation === rot);
        if (action) page.submit(action);
      }),
    ];
  } else if (mine) {
    hint = t("carcassonne-hint-follower");
    // "No follower" first: on a phone it is the one always in reach
    const ordered = [...page.actions].sort((a, b) => (b.action.case === "pass")
      - (a.action.case === "pass"));
    buttons = ordered.map((action) => (action.action.case === "pass"
      ? button({ id: "pass", class: "choice" }, t("carcassonne-pass"), () => page.submit(action))
      : button({ class: "choice follower-choice",
        "data-spot": `${KIND[action.action.value.kind]}-${locName(action.action.value.location)}` },
      followerLabel(action.action.value), () => page.submit(action))));
  } else if (turnOf && page.view.state === 2) {
    hint = t("carcassonne-playing", { player: turnOf });
  } else {
    return null;
  }
  // Take back and the page's message ("Taken back.") beside the decision (a table's page)
  const extras = page.barExtras ? page.barExtras() : { undo: null, message: null };
  parts.push(h("div", { class: "bar-text" },
    h("p", { class: "hint", id: mine ? "hint" : "turn" }, hint),
    h("p", { class: "why-not", id: "why-not", role: "alert" }, ui.whyNot || ""),
    extras.message,
    hintAnswer(page)));
  const ask = hintButton(page);
  if (ask) buttons.push(ask);
  const choosing = mine && page.actions[0].action.case !== "placeTile";
  return h("div", { class: `carc-bar${choosing ? " follower-step" : ""}`, id: "carc-bar" },
    h("div", { class: "bar-top" }, parts, extras.undo),
    buttons.length ? h("div", { class: `buttons${choosing ? " choices" : ""}`, id: "controls" },
      buttons) : null);
}

function scoresPanel(page, view) {
  return h("ul", { class: "scoreboard" }, view.seats.map((st) => h("li", {
    class: `player${view.currentSeat === st.seat ? " current" : ""}`, "data-seat": st.seat,
    "data-score": st.score },
  seatDot(st.seat),
  h("span", { class: "name" }, page.seatName(st.seat)),
  h("span", { class: "score" }, t("carcassonne-points", { points: st.score })),
  h("small", { class: "supply" }, t("carcassonne-supply", { count: st.followersInSupply })))));
}

// the scorings of the latest move, under the scores
function latestScoring(page) {
  const last = page.events.length ? page.events[page.events.length - 1] : null;
  if (!last || !last.kind.value || !last.kind.value.gameEvents) return null;
  const events = gameEvents(page);
  const mine = events.slice(events.length - last.kind.value.gameEvents.length);
  const lines = mine.filter((ev) => ev.event.case === "featureScored")
    .map((ev) => describe(ev, page));
  return lines.length ? h("div", { class: "scoring", id: "scoring" },
    lines.map((l) => h("p", {}, l.icon, l.text))) : null;
}

function breakdown(page) {
  const rows = Array.from({ length: page.table.seats.length }, () => FEATURE_KINDS.map(() => 0));
  for (const ev of gameEvents(page)) {
    if (ev.event.case !== "featureScored") continue;
    const col = FEATURE_KINDS.indexOf(ev.event.value.kind);
    ev.event.value.points.forEach((p, seat) => { rows[seat][col] += p; });
  }
  return { columns: ["roads", "cities", "monasteries", "fields"]
    .map((kind) => t(`carcassonne-breakdown-${kind}`)), rows, note: t("carcassonne-breakdown-note") };
}

function render(page) {
  const view = page.gameView;
  const ui = page.ui;
  const placements = new Map();
  for (const a of page.actions) {
    if (a.action.case !== "placeTile") continue;
    const cell = `${a.action.value.x},${a.action.value.y}`;
    if (!placements.has(cell)) placements.set(cell, []);
    placements.get(cell).push(a.action.value.rotation);
  }
  if (!ui.rotations) {
    ui.rotations = [...new Set(page.actions.filter((a) => a.action.case === "placeTile")
      .map((a) => a.action.value.rotation))].sort();
    if (!ui.rotations.length) ui.rotations = [0];
  }
  const spots = page.actions.filter((a) => a.action.case === "placeFollower").map((action) => ({
    action, loc: locName(action.action.value.location), label: followerLabel(action.action.value),
    id: `${KIND[action.action.value.kind]}-${locName(action.action.value.location)}` }));
  // the map's height first (once the redraw is on the page), then its camera frames it
  const controls = bar(page, view, placements);
  if (controls) keepMapSized();
  const map = drawMap(page, view, placements, { rotation: currentRotation(ui), spots,
    onCell: (cell, fits) => chooseCell(page, cell, fits), onSpot: (action) => page.submit(action) });
  return h("section", { class: `game carcassonne${controls ? " with-bar" : ""}`, id: "game" },
    h("div", { class: "board-col" }, map),
    h("aside", { class: "side card" },
      scoresPanel(page, view),
      h("p", { class: "pile", id: "tiles-left" }, t("carcassonne-tiles-left",
        { count: view.tilesRemaining })),
      controls,
      latestScoring(page)));
}

export default {
  get title() {
    return t("carcassonne-title");
  },
  View: ViewSchema,
  Event: EventSchema,
  Action: ActionSchema,
  freshUi(old) {
    return { camera: old.camera || newCamera(), turn: 0, rotations: null, cell: null, whyNot: "" };
  },
  render,
  describeEvent: describe,
  /** A hint's move chosen on the map (hint.js): the hinted cell and rotation, the tile's ghost
   * there, for the player to place. */
  showHint(page, action) {
    if (action.action.case !== "placeTile") return;
    const { x, y, rotation } = action.action.value;
    const ui = page.ui;
    ui.cell = `${x},${y}`;
    const turn = (ui.rotations || []).indexOf(rotation);
    if (turn >= 0) ui.turn = turn;
  },
  describeAction,
  breakdown,
  lobby,
};
