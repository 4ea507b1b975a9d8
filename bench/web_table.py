"""The web table through a real browser and the real server.

Run with ``python -m bench.web_table`` (options: ``--seed 1``). It starts ``meeple serve`` (SQLite
in a temporary folder, the web table on a free loopback port) and Debian's Chromium (headless,
via Playwright), then measures:

1. **Place to seen**: two pages play a whole 2-player Carcassonne game; for every tile placement,
   the time from the click on "Place" on the acting player's page to the other player's page
   showing that tile on its map (the click's timestamp and a MutationObserver's timestamp, both
   in the browser's clock: no Playwright round trip in the figure). It covers SubmitAction, the
   commit, the WatchTable event to the other page, its GetTable + GetView, and the redraw.
   Target (issue 14): p99 < 150 ms on loopback.
2. **Transfer size** of the page (the lobby: HTML, script, style and its ListGames call) from
   the browser's resource timing: cold (new browser context) and cached (reload). Target: cold
   < 300 KB compressed.
3. **Taps per decision** (issue 28): in this game, the clicks each decision of the acting page
   took (a tile: a highlighted cell, then Place; a follower: its button, or pass); and the counts
   the browser tests wrote to ``test-artifacts/web/*taps*.json`` (the Carcassonne phone game
   against a bot, ``tests/web/test_carcassonne_phone.py``, and Burgundy's if its test wrote one),
   when present.
4. **A chat message to the other page** (issue 43; ``--part chat`` alone): tap Send (or a quick
   reaction) on one page to the message in the other page's list, desktop and phone in turn
   (:mod:`bench.web_chat`).

``--part`` picks one part (``play``: 1 and 3, ``size``: 2, ``chat``: 4); the default runs all.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

from bench import web_chat

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip
CLICK_CLOCK = """document.addEventListener("click", (e) => {
  if (e.target.closest && e.target.closest("#place")) {
    window.__clicked = performance.timeOrigin + performance.now();
  }
}, true);"""
WATCH_FOR = """sel => { window.__seen = null; const found = () => document.querySelector(sel);
  const observer = new MutationObserver(() => { if (found()) {
    window.__seen = performance.timeOrigin + performance.now(); observer.disconnect(); } });
  observer.observe(document.getElementById("app"), { childList: true, subtree: true }); }"""
TRANSFER = """() => { const entries = [...performance.getEntriesByType("navigation"),
  ...performance.getEntriesByType("resource")];
  return { transfer: entries.reduce((a, e) => a + e.transferSize, 0),
           body: entries.reduce((a, e) => a + e.encodedBodySize, 0),
           requests: entries.length }; }"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def attr(page: Page, name: str) -> str:
    return str(page.get_attribute("#app", f"data-{name}") or "")


ARTIFACTS = ROOT / "test-artifacts" / "web"


def tests_taps() -> dict[str, Any]:
    """The taps per decision the browser tests counted and wrote, by file name."""
    found: dict[str, Any] = {}
    for path in sorted(ARTIFACTS.glob("*taps*.json")):
        try:
            found[path.name] = json.loads(path.read_text())
        except (OSError, ValueError):
            continue
    return found


def play_and_measure(base: str, browser: Any, seed: int) -> tuple[list[float], list[int]]:
    rng = random.Random(seed)
    host_ctx, friend_ctx = browser.new_context(), browser.new_context()
    for ctx in (host_ctx, friend_ctx):
        ctx.add_init_script(CLICK_CLOCK)
    host, friend = host_ctx.new_page(), friend_ctx.new_page()
    host.goto(base + "/")
    host.select_option("#game", "games/carcassonne")
    host.fill("#name", "Ada")
    host.click("#create")
    host.wait_for_selector("#invite-link")
    friend.goto(host.input_value("#invite-link"))
    friend.fill("#name", "Grace")
    friend.click("#take-seat")
    host.wait_for_selector("#start:not([disabled])")
    host.click("#start")
    samples: list[float] = []
    taps: list[int] = []
    pages = [host, friend]
    while attr(host, "state") != "3":
        actor = next((p for p in pages if attr(p, "mine") == "true"), None)
        if actor is None:
            host.wait_for_timeout(5)
            continue
        other = friend if actor is host else host
        before = attr(actor, "version")
        if actor.locator("#place").count():
            cells = actor.locator(".cell.fit")
            cells.nth(rng.randrange(cells.count())).click()
            x, y = str(actor.get_attribute(".cell.chosen", "data-cell")).split(",")
            other.evaluate(WATCH_FOR, f'g.tile[data-x="{x}"][data-y="{y}"]')
            actor.click("#place")
            other.wait_for_function("() => window.__seen !== null", timeout=10_000)
            seen = other.evaluate("window.__seen")
            samples.append(seen - actor.evaluate("window.__clicked"))
            taps.append(2)
        else:
            actor.click("#pass")
            taps.append(1)
        actor.wait_for_function(
            "v => document.getElementById('app').dataset.version !== v", arg=before
        )
    host_ctx.close()
    friend_ctx.close()
    return samples, taps


def transfer_sizes(base: str, browser: Any) -> dict[str, dict[str, int]]:
    context = browser.new_context()
    page = context.new_page()
    page.goto(base + "/")
    page.wait_for_selector("#lobby")
    cold = page.evaluate(TRANSFER)
    page.reload()
    page.wait_for_selector("#lobby")
    cached = page.evaluate(TRANSFER)
    context.close()
    return {"cold": cold, "cached": cached}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default="", help="also write the figures as JSON here")
    parser.add_argument("--part", choices=["all", "play", "size", "chat"], default="all",
                        help="measure one part only (default: all)")  # fmt: skip
    parser.add_argument("--messages", type=int, default=40,
                        help="chat messages to send (part chat; default 40)")  # fmt: skip
    args = parser.parse_args()
    web_port = free_port()
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ)
        env.update({"MEEPLE_DATABASE": str(Path(tmp) / "web.db"), "MEEPLE_PORT": "0",
                    "MEEPLE_WEB_PORT": str(web_port), "PYTHONPATH": str(ROOT)})  # fmt: skip
        with (Path(tmp) / "server.log").open("wb") as log:
            server = subprocess.Popen([sys.executable, "-m", "clients.cli", "serve"], cwd=ROOT,
                                      env=env, stdout=log, stderr=subprocess.STDOUT)  # fmt: skip
        base = f"http://127.0.0.1:{web_port}"
        try:
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:
                try:
                    socket.create_connection(("127.0.0.1", web_port), timeout=1).close()
                    break
                except OSError:
                    time.sleep(0.1)
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                                     args=CHROMIUM_ARGS)  # fmt: skip
                part = args.part
                sizes = transfer_sizes(base, browser) if part in ("all", "size") else None
                played = (
                    play_and_measure(base, browser, args.seed) if part in ("all", "play") else None
                )
                chat = (
                    web_chat.measure(base, browser, args.messages)
                    if part in ("all", "chat")
                    else None
                )
                browser.close()
        finally:
            server.terminate()
            server.wait(20)
    figures: dict[str, Any] = {}
    if played is not None:
        samples, taps = played
        figures["placements"] = len(samples)
        figures["place_to_seen_ms"] = {
            "p50": round(statistics.median(samples), 1),
            "p99": round(percentile(samples, 0.99), 1),
            "max": round(max(samples), 1),
        }
        figures["taps_per_decision"] = {
            "this_game": {
                "decisions": len(taps),
                "median": statistics.median(taps),
                "max": max(taps),
            },
            **tests_taps(),
        }
    if sizes is not None:
        figures["transfer_bytes"] = sizes
    if chat is not None:
        figures["chat_message_to_other_page_ms"] = chat
    figures["load_average"] = [round(x, 2) for x in os.getloadavg()]
    print(json.dumps(figures, indent=2))
    if args.out:
        Path(args.out).write_text(json.dumps(figures, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
