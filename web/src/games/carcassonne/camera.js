// The map's camera: one finger (or the mouse) pans, two fingers pinch, the wheel zooms, and the
// zoom buttons work from the keyboard. The camera lives in the page's per-game state, so a redraw
// keeps it. Until the player pans or zooms it frames each moment itself ("auto"): at her
// decision the cells where her tile fits, at a size a thumb can hit (a cell at least THUMB_PX),
// as many of them as that size allows and the other player's new tile with them; the tile she
// placed, close, while she picks a spot for a follower; the other player's new tile while she
// waits. Once she has moved the camera her zoom and pan are kept ("user"); only when a moment
// leaves nothing of it in view does the camera pan (her zoom kept): to the cells where her tile
// fits, to the other player's new tile; and it comes close to the tile she placed for the
// follower step (then back). "Fit the map" frames every tile until her next decision ("fit").
import { frameWhole, inView, thumbK, zoomFor, bestCentre } from "./framing.js";

/** Map units per CSS pixel at least (a tile 320 px wide). */
const MIN_K = 100 / 320;
const TAP_SLOP = 8;  // px a finger may move and still tap a cell

export function newCamera() {
  return { mode: "auto", cx: 0, cy: 0, k: 1, moment: null, saved: null };
}

function maxK(bounds, width, height) {
  return Math.max(bounds.w / width, bounds.h / height, MIN_K) * 2;
}

function centreOn(camera, rect) {
  camera.cx = rect.x + rect.w / 2;
  camera.cy = rect.y + rect.h / 2;
}

/** The auto framing of `scene` in a `size` = {width, height, rtl} box. */
function autoFrame(camera, scene, size) {
  if (scene.focus) {
    centreOn(camera, scene.focus);
    camera.k = zoomFor(scene.focus, size);
    return;
  }
  frameWhole(camera, scene.bounds, size, MIN_K);
  if (!scene.close || camera.k <= thumbK()) return;
  // the whole map would make the cells too small: a thumb's size, at the best place
  camera.k = thumbK();
  const best = bestCentre(scene.targets, scene.last, camera.k, size);
  if (best) {
    camera.cx = best.x;
    camera.cy = best.y;
  } else if (scene.last) {
    centreOn(camera, scene.last);
  }
}

/** A new moment with the player's own camera: pan (or come close) only where it must. */
function userFrame(camera, scene, size) {
  if (camera.saved && !scene.focus) {
    Object.assign(camera, camera.saved);
    camera.saved = null;
  }
  if (scene.focus) {
    const view = { cx: camera.cx, cy: camera.cy, k: camera.k };
    if (camera.k > zoomFor(scene.focus, size) || !inView(view, scene.focus, size)) {
      camera.saved = camera.saved || view;
      centreOn(camera, scene.focus);
      camera.k = Math.min(camera.k, zoomFor(scene.focus, size));
    }
    return;
  }
  const view = { cx: camera.cx, cy: camera.cy, k: camera.k };
  if (scene.targets.length) {
    if (scene.targets.some((r) => inView(view, r, size))) return;
    const best = bestCentre(scene.targets, scene.last, camera.k, size);
    if (best) {
      camera.cx = best.x;
      camera.cy = best.y;
    }
  } else if (scene.last && !inView(view, scene.last, size)) {
    centreOn(camera, scene.last);
  }
}

/** Frames `svg` (inside `box`) by `camera` for `scene`: {key, bounds, targets, last, focus,
 * close} (map units: rects {x, y, w, h}; key names the moment: a new key frames anew). Returns
 * the controls: zoomBy(factor) and reset(). */
export function attachCamera(svg, box, camera, scene) {
  const { bounds } = scene;
  let size = null;
  const apply = () => {
    if (!size) {
      svg.setAttribute("viewBox", `${bounds.x} ${bounds.y} ${bounds.w} ${bounds.h}`);
      return;
    }
    const fresh = camera.moment !== scene.key;
    camera.moment = scene.key;
    if (fresh && camera.mode === "fit" && (scene.targets.length || scene.focus)) camera.mode = "auto";
    if (camera.mode === "fit") frameWhole(camera, bounds, size, MIN_K);
    else if (camera.mode === "auto") autoFrame(camera, scene, size);
    else if (fresh) userFrame(camera, scene, size);
    camera.k = Math.min(Math.max(camera.k, MIN_K), maxK(bounds, size.width, size.height));
    const w = size.width * camera.k;
    const h = size.height * camera.k;
    svg.setAttribute("viewBox", `${camera.cx - w / 2} ${camera.cy - h / 2} ${w} ${h}`);
  };
  const measure = () => {
    const rect = box.getBoundingClientRect();
    size = rect.width && rect.height ? { width: rect.width, height: rect.height,
      rtl: getComputedStyle(box).direction === "rtl" } : null;
    apply();
  };
  new ResizeObserver(measure).observe(box);
  apply();
  // a redraw puts the map on the page in the same task: framed then, before any paint or other
  // script sees it (the ResizeObserver alone would answer only at the next frame)
  queueMicrotask(measure);

  // the map point under client point (x, y) stays under (x2, y2) when the scale becomes k2
  const moveTo = (start, x, y, x2, y2, k2) => {
    const rect = svg.getBoundingClientRect();
    const mx = start.cx + (x - rect.left - rect.width / 2) * start.k;
    const my = start.cy + (y - rect.top - rect.height / 2) * start.k;
    camera.mode = "user";
    camera.saved = null;
    camera.k = Math.min(Math.max(k2, MIN_K), maxK(bounds, rect.width || 1, rect.height || 1));
    camera.cx = mx - (x2 - rect.left - rect.width / 2) * camera.k;
    camera.cy = my - (y2 - rect.top - rect.height / 2) * camera.k;
    apply();
  };

  const pointers = new Map();
  let start = null;
  let dragged = false;
  const gesture = () => {
    const points = [...pointers.values()];
    const x = points.reduce((a, p) => a + p.x, 0) / points.length;
    const y = points.reduce((a, p) => a + p.y, 0) / points.length;
    const d = points.length > 1 ? Math.hypot(points[0].x - points[1].x, points[0].y - points[1].y) : 0;
    return { x, y, d };
  };
  const restart = () => {
    start = pointers.size ? { ...gesture(), cx: camera.cx, cy: camera.cy, k: camera.k } : null;
  };
  svg.addEventListener("pointerdown", (e) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    if (!pointers.size) dragged = false;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    restart();
  });
  svg.addEventListener("pointermove", (e) => {
    if (!pointers.has(e.pointerId) || !start) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const now = gesture();
    if (!dragged && Math.hypot(now.x - start.x, now.y - start.y) < TAP_SLOP
      && (pointers.size < 2 || Math.abs(now.d - start.d) < TAP_SLOP)) return;
    if (!dragged) {
      dragged = true;
      svg.setPointerCapture(e.pointerId);
    }
    const k2 = pointers.size > 1 && start.d && now.d ? start.k * (start.d / now.d) : start.k;
    moveTo(start, start.x, start.y, now.x, now.y, k2);
  });
  const up = (e) => {
    if (!pointers.delete(e.pointerId)) return;
    restart();
  };
  svg.addEventListener("pointerup", up);
  svg.addEventListener("pointercancel", up);
  // a drag is not a tap: the click that ends it does not choose a cell
  svg.addEventListener("click", (e) => {
    if (!dragged) return;
    dragged = false;
    e.stopPropagation();
    e.preventDefault();
  }, true);
  svg.addEventListener("wheel", (e) => {
    e.preventDefault();
    const from = { cx: camera.cx, cy: camera.cy, k: camera.k };
    moveTo(from, e.clientX, e.clientY, e.clientX, e.clientY, camera.k * Math.exp(e.deltaY * 0.0015));
  }, { passive: false });

  return {
    zoomBy(factor) {
      const rect = svg.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      moveTo({ cx: camera.cx, cy: camera.cy, k: camera.k }, x, y, x, y, camera.k / factor);
    },
    reset() {
      camera.mode = "fit";
      camera.saved = null;
      apply();
    },
  };
}
