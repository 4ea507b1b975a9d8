"""The chat part of ``bench.web_table`` (``python -m bench.web_table --part chat``): a chat
message to the other page, in real Chromium against the real server.

Two pages seat themselves at a Carcassonne table (the host on a desktop, a friend on a phone,
390 x 844 with touch). Then, ``count`` times, one of them (in turn) types a message and taps
Send, or taps a quick reaction (every fourth), and the figure is the time from the tap to the
other page showing the message in its list: the tap's timestamp and a MutationObserver's, both
in the browser's clock (no Playwright round trip in the figure). It covers SendMessage, the
store, the wake-up of the other page's WatchTable stream, the message on it, and the drawing.
The per-seat rate limit (5 at once, then one per 3 s) paces the messages: each page waits
``pause`` seconds before its next one.
"""

from __future__ import annotations

import statistics
from typing import Any

from playwright.sync_api import Page

TAP_CLOCK = """document.addEventListener("click", (e) => {
  if (e.target.closest && e.target.closest("#chat-send, #chat .reaction")) {
    window.__tapped = performance.timeOrigin + performance.now();
  }
}, true);"""
#: arms an observer on the other page: the time the list holds ``n`` messages
WATCH_LIST = """n => { window.__shown = null; const list = document.getElementById("chat-list");
  const done = () => list.children.length >= n;
  const observer = new MutationObserver(() => { if (done()) {
    window.__shown = performance.timeOrigin + performance.now(); observer.disconnect(); } });
  observer.observe(list, { childList: true }); }"""
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2}  # fmt: skip


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def seat_two(base: str, browser: Any) -> tuple[Any, Any, Page, Page]:
    host_ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    friend_ctx = browser.new_context(**PHONE)
    for ctx in (host_ctx, friend_ctx):
        ctx.add_init_script(TAP_CLOCK)
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
    for page in (host, friend):
        page.wait_for_selector("#chat-input")
    return host_ctx, friend_ctx, host, friend


def measure(base: str, browser: Any, count: int, pause: float = 3.2) -> dict[str, Any]:
    """``count`` messages, alternating pages; the tap-to-shown times in milliseconds."""
    host_ctx, friend_ctx, host, friend = seat_two(base, browser)
    samples: list[float] = []
    try:
        for n in range(1, count + 1):
            sender, reader = (host, friend) if n % 2 else (friend, host)
            if n > 2:
                sender.wait_for_timeout(pause * 1000 / 2)  # each page sends every `pause` s
            reader.evaluate(WATCH_LIST, n)
            press = sender.tap if sender is friend else sender.click
            if n % 4 == 0:
                press(".reaction[data-reaction='2']")
            else:
                sender.fill("#chat-input", f"message {n}: سلام، こんにちは")
                press("#chat-send")
            reader.wait_for_function("() => window.__shown !== null", timeout=10_000)
            samples.append(reader.evaluate("window.__shown") - sender.evaluate("window.__tapped"))
    finally:
        host_ctx.close()
        friend_ctx.close()
    return {
        "messages": len(samples),
        "p50": round(statistics.median(samples), 1),
        "p99": round(percentile(samples, 0.99), 1),
        "max": round(max(samples), 1),
    }
