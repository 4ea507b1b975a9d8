// The Carcassonne map: the tiles (drawn by engines/carcassonne/render.py at build time), the
// followers with their seat's colour and shape, the last move marked (and animated once), the
// free cells where the tile fits (tap or Enter), the ghost of the chosen placement, and the
// follower spots of the placed tile.
import artwork from "../../gen/artwork.json";
import { FeatureKind, Location, ScoringPhase } from "@meeple/proto/meeple/carcassonne/v1/carcassonne_pb";
import { h, s, svgFragment } from "../../dom.js";
import { t } from "../../i18n.js";
import { seatColour, seatShape } from "../../seat-mark.js";
import { attachCamera } from "./camera.js";
import { gameEvents } from "./events.js";

export const ART = artwork.carcassonne;
export const KIND = { [FeatureKind.ROAD]: "road", [FeatureKind.CITY]: "city",
  [FeatureKind.MONASTERY]: "monastery", [FeatureKind.FIELD]: "field" };
export const locName = (loc) => Location[loc];

export function tileGroup(letter, rotation, x, y, extra = {}) {
  const g = svgFragment(ART.tiles[letter][rotation]);
  g.setAttribute("transform", `translate(${x * 100},${y * 100}) rotate(${90 * rotation} 50 50)`);
  g.setAttribute("class", "tile");
  g.setAttribute("data-tile", letter);
  for (const [k, v] of Object.entries(extra)) g.setAttribute(k, v);
  return g;
}

/** A small picture of one tile (for the log and the bar). */
export function tilePicture(letter, rotation, attrs = {}) {
  return s("svg", { viewBox: "-2 -2 104 104", "aria-hidden": "true", ...attrs },
    tileGroup(letter, rotation, 0, 0));
}

/** A follower in its seat's colour with its seat's shape on its body. */
function figure(f, fresh) {
  const loc = locName(f.location);
  const [sx, sy] = ART.spots[loc] || [50, 50];
  const markup = (f.kind === FeatureKind.FIELD ? ART.farmer : ART.follower)
    .replace("COLOUR", seatColour(f.seat));
  const body = svgFragment(markup);
  body.append(s("path", { d: seatShape(f.seat), fill: "#fff", stroke: "#222", "stroke-width": 1.2,
    transform: `translate(0,${f.kind === FeatureKind.FIELD ? 0 : 3}) scale(0.42)` }));
  const g = s("g", { transform: `translate(${f.x * 100 + sx},${f.y * 100 + sy})`,
    class: `follower${fresh ? " fresh" : ""}`, "data-seat": f.seat, "data-location": loc }, body);
  return g;
}

const key = (f) => `${f.seat}:${f.x},${f.y}:${f.location}`;

/** The followers to draw: the view's, and once the game is over those the final scoring took
 * off the map (the engine returns every follower to its supply when it scores the features, so
 * the final view has none; the final board shows where they stood). */
function followersOnMap(page, view) {
  const out = [...view.followers];
  if (view.currentSeat !== undefined) return out;
  const seen = new Set(out.map(key));
  for (const ev of gameEvents(page)) {
    if (ev.event.case !== "featureScored" || ev.event.value.phase !== ScoringPhase.FINAL) continue;
    for (const f of ev.event.value.followersReturned) {
      if (!seen.has(key(f))) out.push(f);
      seen.add(key(f));
    }
  }
  return out;
}

/** The last move: the tile placed last and any follower placed after it. */
function lastMove(page, view) {
  const tile = view.tiles.length > 1 ? view.tiles[view.tiles.length - 1] : null;
  if (!tile) return null;
  let follower = null;
  for (const ev of gameEvents(page)) {
    if (ev.event.case === "tilePlaced") follower = null;
    if (ev.event.case === "followerPlaced") follower = ev.event.value.follower;
  }
  return { tile, follower };
}

// what each page has animated already: a redraw of the same move does not animate it again
const animated = new WeakMap();

function keyboardClick(el, handler) {
  el.addEventListener("click", handler);
  el.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      handler(e);
    }
  });
}

/** What the camera frames at this moment (camera.js): the cells where the tile fits, the last
 * tile placed, the tile a follower may go on (close enough for a thumb to tell its spots apart:
 * the tile and a little around it); close-ups only for a player of a running game. */
function scene(page, view, placements, bounds, spots) {
  const placed = view.lastPlaced;
  const focus = placed && spots.length ? { x: placed.x * 100 - 15, y: placed.y * 100 - 15,
    w: 130, h: 130 } : null;
  const targets = [...placements.keys()].map((cell) => {
    const [x, y] = cell.split(",").map(Number);
    return { x: x * 100 + 4, y: y * 100 + 4, w: 92, h: 92 };
  });
  const tile = view.tiles.length > 1 ? view.tiles[view.tiles.length - 1] : null;
  const last = tile ? { x: tile.x * 100, y: tile.y * 100, w: 100, h: 100 } : null;
  const seated = page.mySeat !== null && page.mySeat !== undefined;
  const key = [view.tiles.length, tile ? `${tile.x},${tile.y}` : "", focus ? "follower" : "",
    page.actions.length ? "mine" : ""].join(":");
  return { key, bounds, targets, last, focus, close: seated && view.currentSeat !== undefined };
}

/** A review's better move on the replay's map (page.betterMove): the tile where it was better
 * placed (a dashed frame round a faint ghost of it), or the spot where a follower was better
 * placed on the tile just laid (a dashed ring); null for another move (passing: words only). */
function betterOnMap(page, last) {
  const better = page.betterMove;
  if (!better || !last) return null;
  const { case: kind, value } = better.action.action;
  const label = t("review-better-on-board");
  if (kind === "placeTile") {
    const ghost = tileGroup(last.tile.tile, value.rotation, value.x, value.y, { opacity: "0.55" });
    ghost.style.pointerEvents = "none";
    return s("g", { class: "better-move", id: "better-move", "data-x": value.x, "data-y": value.y,
      "data-rotation": value.rotation, role: "img", "aria-label": label }, s("title", {}, label),
    ghost, s("rect", { x: value.x * 100 + 2, y: value.y * 100 + 2, width: 96, height: 96, rx: 6,
      class: "better-frame" }));
  }
  if (kind === "placeFollower") {
    const [sx, sy] = ART.spots[locName(value.location)] || [50, 50];
    return s("g", { class: "better-move", id: "better-move", "data-spot":
      `${KIND[value.kind]}-${locName(value.location)}`, role: "img", "aria-label": label },
    s("title", {}, label), s("circle", { cx: last.tile.x * 100 + sx, cy: last.tile.y * 100 + sy,
      r: 18, class: "better-frame" }));
  }
  return null;
}

/** The map, its zoom buttons, and the camera. `onCell(key)` when a free cell is chosen. */
export function drawMap(page, view, placements, { rotation, onCell, onSpot, spots }) {
  const ui = page.ui;
  const occupied = new Set(view.tiles.map((tile) => `${tile.x},${tile.y}`));
  const frontier = new Set();
  if (page.actions.length && view.currentTile) {
    for (const tile of view.tiles) {
      for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]]) {
        const cell = `${tile.x + dx},${tile.y + dy}`;
        if (!occupied.has(cell)) frontier.add(cell);
      }
    }
  }
  const cells = [...view.tiles.map((tile) => [tile.x, tile.y]),
    ...[...frontier].map((c) => c.split(",").map(Number))];
  const xs = cells.map((c) => c[0]);
  const ys = cells.map((c) => c[1]);
  const pad = frontier.size ? 0 : 1;
  const minX = Math.min(...xs) - pad;
  const minY = Math.min(...ys) - pad;
  const bounds = { x: minX * 100 - 10, y: minY * 100 - 10,
    w: (Math.max(...xs) + pad - minX + 1) * 100 + 20, h: (Math.max(...ys) + pad - minY + 1) * 100 + 20 };
  const svg = s("svg", { class: "map", id: "map", role: "group",
    "aria-label": t("carcassonne-map", { tiles: view.tiles.length }) });
  for (const tile of view.tiles) {
    svg.append(tileGroup(tile.tile, tile.rotation, tile.x, tile.y,
      { "data-x": tile.x, "data-y": tile.y }));
  }
  const last = lastMove(page, view);
  const done = animated.get(page) || {};
  const now = { tile: last ? `${last.tile.x},${last.tile.y}` : "",
    follower: last && last.follower ? key(last.follower) : "" };
  if (last) {
    svg.append(s("rect", { x: last.tile.x * 100 + 3, y: last.tile.y * 100 + 3, width: 94,
      height: 94, class: `last-placed${now.tile !== done.tile ? " fresh" : ""}`, id: "last-move" }));
  }
  for (const f of followersOnMap(page, view)) {
    const fresh = now.follower && key(f) === now.follower && now.follower !== done.follower;
    svg.append(figure(f, fresh));
  }
  animated.set(page, now);
  for (const cell of new Set([...frontier, ...placements.keys()])) {
    const [x, y] = cell.split(",").map(Number);
    const fits = placements.get(cell);
    const cls = !fits ? "cell" : fits.includes(rotation) ? "cell fit" : "cell fit-other";
    const rect = s("rect", { x: x * 100 + 4, y: y * 100 + 4, width: 92, height: 92, rx: 8,
      class: cls + (ui.cell === cell ? " chosen" : ""), "data-cell": cell,
      tabindex: fits ? 0 : -1, role: "button",
      "aria-label": t(fits ? "carcassonne-cell-fits" : "carcassonne-cell", { x, y }),
      "aria-pressed": ui.cell === cell ? "true" : "false" });
    keyboardClick(rect, () => onCell(cell, fits));
    svg.append(rect);
  }
  if (ui.cell && view.currentTile) {
    const [x, y] = ui.cell.split(",").map(Number);
    const ghost = tileGroup(view.currentTile, rotation, x, y, { opacity: "0.85" });
    ghost.classList.add("ghost");
    ghost.style.pointerEvents = "none";
    svg.append(ghost);
  }
  const better = betterOnMap(page, last);
  if (better) svg.append(better);
  const placed = view.lastPlaced;
  for (const spot of placed ? spots : []) {
    const [sx, sy] = ART.spots[spot.loc] || [50, 50];
    const circle = s("circle", { cx: placed.x * 100 + sx, cy: placed.y * 100 + sy, r: 12,
      class: "spot", "data-spot": spot.id, tabindex: 0, role: "button", "aria-label": spot.label },
    s("title", {}, spot.label));
    keyboardClick(circle, () => onSpot(spot.action));
    svg.append(circle);
  }
  const box = h("div", { class: "map-box", id: "map-box" }, svg);
  const camera = attachCamera(svg, box, ui.camera, scene(page, view, placements, bounds, spots));
  const button = (id, label, text, action) => {
    const b = h("button", { type: "button", class: "small", id, "aria-label": label, title: label },
      text);
    b.addEventListener("click", action);
    return b;
  };
  box.append(h("div", { class: "zoom-buttons" },
    button("zoom-in", t("carcassonne-zoom-in"), "+", () => camera.zoomBy(1.4)),
    button("zoom-out", t("carcassonne-zoom-out"), "−", () => camera.zoomBy(1 / 1.4)),
    button("zoom-fit", t("carcassonne-fit"), "⤢", () => camera.reset())));
  return box;
}
