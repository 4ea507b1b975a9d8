"""Taps per lesson step, for every lesson of both courses, on a phone in real Chromium.

Run with ``python -m bench.learn_taps`` (options: ``--language fa``, ``--lesson ID``). It starts
``meeple serve`` with the web table on a free loopback port and Debian's Chromium (headless, a
390 x 844 touch phone), opens each lesson at ``/learn/{lesson}`` and plays each step's shown
move by tapping what the page offers, as a person would: a Carcassonne tile by its square (then
Rotate until the tile turns as the move wants, then Place), a follower by its button; a Burgundy
action by its die, tile, space or goods and the bar's words, then Confirm. It counts the taps
of each step, checks that the page called the move right, and prints the median and the longest
with every lesson's counts (``--out FILE`` writes them as JSON). A step the page does not let
a person play by taps fails the run: the benchmark is also a check that every lesson can be
learnt on a phone.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

from tests.web.browser import launch
from tests.web.conftest import serve_web
from tests.web.languages import LOCALES, context

ROOT = Path(__file__).resolve().parents[1]
COURSES = ROOT / "service" / "lessons" / "courses.json"


def burgundy_keys(action: dict[str, Any]) -> list[str]:
    """The tap keys of a Burgundy action, as web/src/games/burgundy/choices.js names them."""
    (kind, a), = action.items()  # fmt: skip
    die = f"die:{a.get('die', 0)}"
    discard = [f"discard:{a['discard']}"] if a.get("discard") else []
    if kind == "takeTile":
        return [die, f"tile:{a['depot']}:{a['tile']}", *discard]
    if kind == "placeTile":
        return [die, f"stored:{a['tile']}", f"cell:{a['cell']}"]
    if kind == "sellGoods":
        return [die, f"goods:{a['goods']}"]
    if kind == "takeWorkers":
        return [die, "op:workers"]
    if kind == "buyTile":
        payment = {"PAYMENT_SILVER": 1, "PAYMENT_WORKERS": 2, "PAYMENT_MIXED": 3}
        pay = f"pay:{payment.get(a.get('payment', 'PAYMENT_SILVER'), 1)}"
        return [f"tile:{a.get('depot', 0)}:{a['tile']}", "op:buy", pay, *discard]
    if kind == "shipGoods":
        second = [f"ship:{a['secondDepot']}"] if a.get("secondDepot") else []
        return [f"ship:{a['depot']}", *second, f"load:{','.join(map(str, a['goods']))}"]
    if kind == "endTurn":
        return ["op:end"]
    return ["op:decline"]


def advanced(page: Page, step: int) -> bool:
    return bool(page.get_attribute("#app", "data-step") == str(step + 1))


def tap_burgundy(page: Page, action: dict[str, Any], step: int) -> int:
    taps = 0
    for key in burgundy_keys(action):
        if advanced(page, step):
            return taps
        if key.startswith("die:"):
            value = key.split(":")[1]
            selector = "#choices .die.any" if value == "0" else f'#choices .die[data-die="{value}"]'
            selector += ".offer"
        elif key.split(":")[0] in ("op", "pay", "load"):
            # the bar's words: offered by being there
            selector = f'#choices button[data-key="{key}"]'
        else:
            selector = f'[data-key~="{key}"].offer'
        offered = page.locator(selector)
        if offered.count():
            offered.first.tap()
            taps += 1
    if not advanced(page, step) and page.locator("#confirm").count():
        page.locator("#confirm").tap()
        taps += 1
    return taps


def tap_carcassonne(page: Page, action: dict[str, Any], step: int) -> int:
    (kind, a), = action.items()  # fmt: skip
    if kind == "pass":
        page.locator("#pass").tap()
        return 1
    if kind == "placeFollower":
        spot = f"{a['kind'].split('_')[-1].lower()}-{a['location'].split('_')[-1]}"
        page.locator(f'.follower-choice[data-spot="{spot}"]').tap()
        return 1
    taps = 1
    page.locator(f'.cell[data-cell="{a.get("x", 0)},{a.get("y", 0)}"]').tap()
    for _ in range(4):
        if page.get_attribute("#current-tile", "data-rotation") == str(a.get("rotation", 0)):
            break
        page.locator("#rotate").tap()
        taps += 1
    page.locator("#place").tap()
    return taps + 1


def play(page: Page, base: str, lesson: dict[str, Any]) -> list[int]:
    page.goto(f"{base}/learn/{lesson['id']}")
    page.wait_for_selector("#task", timeout=30_000)
    counts = []
    for index, step in enumerate(lesson["steps"]):
        tap = tap_carcassonne if lesson["game"] == "carcassonne" else tap_burgundy
        counts.append(tap(page, step["show"], index))
        try:
            page.wait_for_function(
                "s => document.getElementById('app').dataset.step === s", arg=str(index + 1),
                timeout=15_000)  # fmt: skip
        except Exception as error:
            verdict = page.inner_text("#verdict") if page.locator("#verdict").count() else ""
            raise AssertionError(
                f"{lesson['id']} step {index + 1}: the taps did not play {step['show']} "
                f"({counts[-1]} taps; the page says: {verdict!r})"
            ) from error
        if page.locator("#verdict.right").count() != 1:
            raise AssertionError(f"{lesson['id']} step {index + 1}: not judged right")
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.learn_taps", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--language", choices=sorted(LOCALES), default="en")
    parser.add_argument("--lesson", action="append", help="only this lesson (repeatable)")
    parser.add_argument("--out", type=Path, help="write the counts as JSON to this file")
    args = parser.parse_args()
    lessons = json.loads(COURSES.read_text(encoding="utf-8"))["lessons"]
    lessons = [x for x in lessons if args.language in x["languages"]]
    if args.lesson:
        lessons = [x for x in lessons if x["id"] in args.lesson]
    results: dict[str, list[int]] = {}
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp, serve_web(Path(tmp)) as web, sync_playwright() as pw:
        browser = launch(pw)
        ctx = context(browser, LOCALES[args.language], on_phone=True)
        page = ctx.new_page()
        for lesson in lessons:
            results[lesson["id"]] = play(page, web.base, lesson)
            print(f"{lesson['id']}: {results[lesson['id']]}", flush=True)
        browser.close()
    steps = [n for counts in results.values() for n in counts]
    summary = {
        "language": args.language,
        "lessons": len(results),
        "steps": len(steps),
        "median": statistics.median(steps),
        "longest": max(steps),
        "seconds": round(time.monotonic() - started, 1),
        "counts": results,
    }
    print(
        f"{summary['lessons']} lessons, {summary['steps']} steps played by taps on a phone "
        f"({args.language}): median {summary['median']} taps per step, longest "
        f"{summary['longest']}"
    )
    if args.out:
        args.out.write_text(json.dumps(summary, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
