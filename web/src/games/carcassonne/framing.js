// Where the camera looks (pure geometry, in map units: a tile is 100): the whole map; a rect
// close; whether a rect is in view and clear of the zoom buttons; the view at a given scale that
// holds the most cells where the tile fits (and the other player's new tile).

/** px: a free cell's side (92 map units) at least, in the camera's own framing: a thumb's tap. */
export const THUMB_PX = 48;
const CELL = 92;
// px: the zoom buttons' column at the map's top end corner, kept clear where the camera frames
const BUTTONS_W = 56;
const BUTTONS_H = 160;

/** Map units per px at which a free cell is THUMB_PX wide. */
export function thumbK() {
  return CELL / THUMB_PX;
}

/** Frames `bounds` whole (no closer than `minK`), clear of the zoom buttons where there is room. */
export function frameWhole(camera, bounds, size, minK) {
  const { width, height } = size;
  camera.cx = bounds.x + bounds.w / 2;
  camera.cy = bounds.y + bounds.h / 2;
  camera.k = Math.max(bounds.w / width, bounds.h / height, minK);
  const top = height / 2 - bounds.h / camera.k / 2;
  if (top < BUTTONS_H && width > 4 * BUTTONS_W) {
    camera.k = Math.max(bounds.w / (width - 2 * BUTTONS_W), bounds.h / height, minK);
  }
}

/** The scale at which `rect` fills the box, clear of the zoom buttons' column. */
export function zoomFor(rect, size) {
  const { width, height } = size;
  const room = width > 4 * BUTTONS_W ? width - 2 * BUTTONS_W : width;
  return Math.max(rect.w / room, rect.h / height);
}

/** Whether `rect` is wholly in the view {cx, cy, k} and not under the zoom buttons. */
export function inView(view, rect, size) {
  const { width, height, rtl } = size;
  const x0 = view.cx - (width * view.k) / 2;
  const y0 = view.cy - (height * view.k) / 2;
  const x1 = x0 + width * view.k;
  const y1 = y0 + height * view.k;
  if (rect.x < x0 || rect.y < y0 || rect.x + rect.w > x1 || rect.y + rect.h > y1) return false;
  const bx0 = rtl ? x0 : x1 - BUTTONS_W * view.k;
  const bx1 = rtl ? x0 + BUTTONS_W * view.k : x1;
  const by1 = y0 + BUTTONS_H * view.k;
  const under = rect.x < bx1 && rect.x + rect.w > bx0 && rect.y < by1;
  return !under;
}

const centre = (r) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

/** The centre, at scale `k`, that shows the most `targets` (and `last`, worth two of them),
 * nearest `last` (else the targets' middle) among equals; null without targets. */
export function bestCentre(targets, last, k, size) {
  if (!targets.length) return null;
  const middle = last ? centre(last) : {
    x: targets.reduce((a, r) => a + centre(r).x, 0) / targets.length,
    y: targets.reduce((a, r) => a + centre(r).y, 0) / targets.length,
  };
  const candidates = [];
  for (const r of targets) {
    const c = centre(r);
    candidates.push(c);
    if (last) candidates.push({ x: (c.x + middle.x) / 2, y: (c.y + middle.y) / 2 });
  }
  let best = null;
  for (const c of candidates) {
    const view = { cx: c.x, cy: c.y, k };
    const count = targets.filter((r) => inView(view, r, size)).length;
    if (!count) continue;
    const score = count + (last && inView(view, last, size) ? 2 : 0);
    const distance = Math.hypot(c.x - middle.x, c.y - middle.y);
    if (!best || score > best.score || (score === best.score && distance < best.distance)) {
      best = { x: c.x, y: c.y, score, distance };
    }
  }
  return best;
}
