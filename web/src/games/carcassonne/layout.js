// The map's height: from its top down to the bar fixed at the bottom of a phone's screen, or to
// the bottom of the window on a desktop, so that neither the bar nor the fold hides any of it.
// Measured after every redraw (before the browser paints) and whenever the bar or the page
// above the map changes size; the bar's height is also kept in --carc-bar-h (the page's room
// under its last line, so that the bar never covers the log).

const MIN_H = 260; // px: the map stays usable on a short screen (the page scrolls then)
const MAX_H = 760;
const GAP = 6; // px between the map and the bar (or the fold)

let watcher = null;

function sizeMap() {
  const box = document.getElementById("map-box");
  if (!box) return;
  const bar = document.getElementById("carc-bar");
  const fixed = bar && getComputedStyle(bar).position === "fixed";
  const barH = fixed ? bar.getBoundingClientRect().height : 0;
  document.documentElement.style.setProperty("--carc-bar-h", `${Math.ceil(barH)}px`);
  // the map's top on the page (not the screen: a scrolled page keeps the map's height)
  const top = box.getBoundingClientRect().top + window.scrollY;
  const height = Math.floor(Math.min(MAX_H, Math.max(MIN_H, window.innerHeight - barH - top - GAP)));
  if (box.style.height !== `${height}px`) box.style.height = `${height}px`;
}

/** Sizes the map once the redraw that made it is on the page, and keeps it sized. */
export function keepMapSized() {
  queueMicrotask(() => {
    if (!watcher) {
      watcher = new ResizeObserver(sizeMap);
      window.addEventListener("resize", sizeMap);
    }
    watcher.disconnect();
    const bar = document.getElementById("carc-bar");
    const box = document.getElementById("map-box");
    if (bar) watcher.observe(bar);
    // what stands above the map (the seats, a message) moves its top
    if (box && box.closest("main")) watcher.observe(box.closest("main"));
    sizeMap();
  });
}
