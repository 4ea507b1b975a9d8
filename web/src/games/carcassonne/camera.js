// The map's camera: one finger (or the mouse) pans, two fingers pinch, the wheel zooms, and the
// zoom buttons work from the keyboard. The camera lives in the page's per-game state, so a redraw
// keeps it; "auto" (the default, and "Fit the map") frames every tile and free cell.

/** Map units per CSS pixel at most (the whole map small) and at least (a tile 320 px wide). */
const MIN_K = 100 / 320;
const TAP_SLOP = 8;  // px a finger may move and still tap a cell

export function newCamera() {
  return { auto: true, cx: 0, cy: 0, k: 1 };
}

// px: the zoom buttons' column at the map's top corner, kept clear of the map when it is framed
const BUTTONS_W = 56;
const BUTTONS_H = 160;

function fit(camera, bounds, width, height) {
  camera.cx = bounds.x + bounds.w / 2;
  camera.cy = bounds.y + bounds.h / 2;
  camera.k = Math.max(bounds.w / width, bounds.h / height, MIN_K);
  const top = height / 2 - bounds.h / camera.k / 2;
  if (top < BUTTONS_H && width > 4 * BUTTONS_W) {
    camera.k = Math.max(bounds.w / (width - 2 * BUTTONS_W), bounds.h / height, MIN_K);
  }
}

function maxK(bounds, width, height) {
  return Math.max(bounds.w / width, bounds.h / height, MIN_K) * 2;
}

/** Frames `svg` (inside `box`) by `camera`; `bounds` = {x, y, w, h} in map units. Returns the
 * controls: zoomBy(factor) and reset(). */
export function attachCamera(svg, box, camera, bounds, focus = null) {
  let width = 0;
  let height = 0;
  const apply = () => {
    if (!width || !height) {
      svg.setAttribute("viewBox", `${bounds.x} ${bounds.y} ${bounds.w} ${bounds.h}`);
      return;
    }
    if (camera.auto) fit(camera, focus || bounds, width, height);
    camera.k = Math.min(Math.max(camera.k, MIN_K), maxK(bounds, width, height));
    const w = width * camera.k;
    const h = height * camera.k;
    svg.setAttribute("viewBox", `${camera.cx - w / 2} ${camera.cy - h / 2} ${w} ${h}`);
  };
  new ResizeObserver(() => {
    const rect = box.getBoundingClientRect();
    width = rect.width;
    height = rect.height;
    apply();
  }).observe(box);
  apply();

  // the map point under client point (x, y) stays under (x2, y2) when the scale becomes k2
  const moveTo = (start, x, y, x2, y2, k2) => {
    const rect = svg.getBoundingClientRect();
    const mx = start.cx + (x - rect.left - rect.width / 2) * start.k;
    const my = start.cy + (y - rect.top - rect.height / 2) * start.k;
    camera.auto = false;
    camera.k = Math.min(Math.max(k2, MIN_K), maxK(bounds, width || 1, height || 1));
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
      camera.auto = true;
      apply();
    },
  };
}
