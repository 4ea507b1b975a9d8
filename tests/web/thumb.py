"""What a thumb can hit on the Carcassonne map: the highlighted cells (where the tile fits, in
any rotation) and the follower spots as the screen shows them, their size in CSS pixels, and
whether each is wholly in view: inside the map's box, above the bar fixed at a phone's bottom
and the screen's, and clear of the zoom buttons. Shared by the browser tests and
``bench.web_table --part thumb``, which plays a whole game the way a thumb would (a cell in view
if there is one, else "+" and a drag, each counted)."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

#: px: the smallest target a thumb hits (the docs' promise, Apple's and Google's guides)
THUMB = 44

TARGETS = """() => {
  const box = document.getElementById("map-box");
  if (!box) return null;
  const map = box.getBoundingClientRect();
  const buttons = box.querySelector(".zoom-buttons").getBoundingClientRect();
  const bar = document.getElementById("carc-bar");
  const barTop = bar && getComputedStyle(bar).position === "fixed"
    ? bar.getBoundingClientRect().top : innerHeight;
  const bottom = Math.min(map.bottom, barTop, innerHeight);
  const seen = (r) => r.left >= map.left - 0.5 && r.top >= map.top - 0.5
    && r.right <= map.right + 0.5 && r.bottom <= bottom + 0.5
    && !(r.left < buttons.right && r.right > buttons.left && r.top < buttons.bottom
         && r.bottom > buttons.top);
  const measure = (el, key) => { const r = el.getBoundingClientRect();
    return { key: el.dataset[key], x: r.left + r.width / 2, y: r.top + r.height / 2,
             width: r.width, height: r.height, in_view: seen(r) }; };
  const last = document.getElementById("last-move");
  return {
    cells: [...box.querySelectorAll(".cell.fit, .cell.fit-other")].map((el) => measure(el, "cell")),
    spots: [...box.querySelectorAll(".spot")].map((el) => measure(el, "spot")),
    last: last ? measure(last, "none") : null,
    map: { top: map.top, bottom, left: map.left, right: map.right },
  };
}"""


def targets(page: Page) -> dict[str, Any]:
    """The map's highlighted cells, follower spots and last tile, measured (see TARGETS)."""
    found: dict[str, Any] = page.evaluate(TARGETS)
    assert found is not None, "no map on the page"
    return found


def view_box(page: Page) -> list[float]:
    return [float(v) for v in str(page.get_attribute("#map", "viewBox")).split()]


def pan_towards(page: Page, target: dict[str, Any]) -> None:
    """One drag of a finger moving `target` (a measured cell) to the map's middle."""
    area = targets(page)["map"]
    cx, cy = (area["left"] + area["right"]) / 2, (area["top"] + area["bottom"]) / 2
    sx, sy = cx, cy
    cdp = page.context.new_cdp_session(page)
    steps = 8
    for i in range(steps + 1):
        x = sx + (cx - target["x"]) * i / steps
        y = sy + (cy - target["y"]) * i / steps
        kind = "touchMove" if i else "touchStart"
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [{"x": x, "y": y}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def reach_cells(page: Page, limit: int = 12) -> tuple[list[dict[str, Any]], int]:
    """The highlighted cells a thumb can tap (at least THUMB px, wholly in view), and the taps
    it took to get them: "+" while the cells are smaller, then a drag bringing the nearest
    into view while none is; what a player would do."""
    for extra in range(limit):
        found = targets(page)
        cells = found["cells"]
        assert cells, "no highlighted cell"
        small = min(min(c["width"], c["height"]) for c in cells) < THUMB
        in_view = [c for c in cells if c["in_view"]]
        if not small and in_view:
            return in_view, extra
        if small:
            page.tap("#zoom-in")
        else:
            area = found["map"]
            mx, my = (area["left"] + area["right"]) / 2, (area["top"] + area["bottom"]) / 2
            pan_towards(page, min(cells, key=lambda c: abs(c["x"] - mx) + abs(c["y"] - my)))
    raise AssertionError(f"no highlighted cell in reach after {limit} taps")
