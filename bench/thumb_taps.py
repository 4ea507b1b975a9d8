"""Taps per Carcassonne decision on a phone, counting zoom and pan (issue 43: Carcassonne by thumb).

Run with ``python -m bench.thumb_taps`` (options: ``--games 2``, ``--seed 1``, ``--language fa``,
``--out FILE``). It starts ``meeple serve`` with the web table on a free loopback port and
Debian's Chromium (headless, a 390 x 844 touch phone), and plays whole 2-player games against
the service's random bot by taps, as a thumb would: at a tile decision, "+" while the highlighted
cells are under 44 px, then a drag while none is wholly in view (above the bar, clear of the zoom
buttons), each counted; then a highlighted cell in view and Place; at a follower decision a spot
or a choice in the bar (or "No follower"), one tap. It prints the median and the longest taps per
decision, per kind, and the extra taps (zoom, pan) in all (``--out`` writes them as JSON). The
browser test ``tests/web/test_carcassonne_phone.py`` asserts the same game needs no extra tap;
this runs more and longer games.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

from tests.web.browser import Player, launch
from tests.web.conftest import serve_web
from tests.web.languages import LOCALES, context
from tests.web.thumb import THUMB, reach_cells, targets


def play(page: Page, base: str, rng: random.Random) -> dict[str, list[int]]:
    """One game against the random bot; the taps of each tile and follower decision."""
    player = Player(page)
    page.goto(base + "/")
    page.select_option("#game", "games/carcassonne")
    page.select_option("#seat-1", "random")
    page.check("#auto-start")
    page.fill("#name", "Ada")
    page.tap("#create")
    page.wait_for_selector("#game")
    taps: dict[str, list[int]] = {"tile": [], "follower": [], "extra": []}
    while not player.finished:
        if not player.my_turn:
            page.wait_for_timeout(10)
            continue
        before = player.version
        page.wait_for_selector("#controls")
        if page.locator("#place").count():
            cells, extra = reach_cells(page)
            cell = cells[rng.randrange(len(cells))]
            page.locator(f'.cell[data-cell="{cell["key"]}"]').tap()
            page.wait_for_selector("#place:not([disabled])")
            page.tap("#place")
            taps["tile"].append(extra + 2)
            taps["extra"].append(extra)
        else:
            spots = [s for s in targets(page)["spots"]
                     if s["in_view"] and min(s["width"], s["height"]) >= THUMB]  # fmt: skip
            if spots and rng.random() < 0.6:
                page.locator(f'.spot[data-spot="{rng.choice(spots)["key"]}"]').tap()
            else:
                page.tap("#pass")
            taps["follower"].append(1)
        player.wait_past(before)
    assert not player.errors, player.errors
    return taps


def summary(counts: list[int]) -> dict[str, Any]:
    return {"decisions": len(counts), "median": statistics.median(counts), "longest": max(counts)}


def main() -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.thumb_taps", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--language", choices=sorted(LOCALES), default="fa")
    parser.add_argument("--out", type=Path, help="write the figures as JSON to this file")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    all_taps: dict[str, list[int]] = {"tile": [], "follower": [], "extra": []}
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp, serve_web(Path(tmp)) as web, sync_playwright() as pw:
        browser = launch(pw)
        for game in range(args.games):
            ctx = context(browser, LOCALES[args.language], on_phone=True)
            taps = play(ctx.new_page(), web.base, rng)
            ctx.close()
            for kind, counts in taps.items():
                all_taps[kind].extend(counts)
            print(f"game {game + 1}: {len(taps['tile'])} tiles, {sum(taps['extra'])} extra taps",
                  flush=True)  # fmt: skip
        browser.close()
    decisions = all_taps["tile"] + all_taps["follower"]
    figures = {
        "games": args.games,
        "language": args.language,
        "phone": "390x844 touch",
        "all": summary(decisions),
        "tile": summary(all_taps["tile"]),
        "follower": summary(all_taps["follower"]),
        "zoom_and_pan_taps": sum(all_taps["extra"]),
        "seconds": round(time.monotonic() - started, 1),
    }
    print(json.dumps(figures, indent=1))
    if args.out:
        args.out.write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
