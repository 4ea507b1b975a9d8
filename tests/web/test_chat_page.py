"""The table's chat in real Chromium (issue 43): a Persian player on a phone (390 x 844, touch)
and a Japanese player on a desktop exchange messages and quick reactions; a reaction one taps in
Persian reads in Japanese on the other page; text stays text (no markup, links not clickable),
each message with dir="auto"; every control of the panel is at least 44 x 44 px; the host mutes
a seat. Screenshots in test-artifacts/web/."""

from __future__ import annotations

from typing import Any

from fluent.syntax import ast, parse
from playwright.sync_api import Browser, Page

from tests.web.browser import Player, create_table, join, no_horizontal_scroll, shot, stored
from tests.web.catalog import LOCALES
from tests.web.conftest import WebServer
from tests.web.languages import context

TEXT = "سلام! <b>bold</b> https://example.com/x\nخط دوم"

#: every control of the panel with its box
CONTROLS = """
() => [...document.querySelectorAll('#chat button, #chat textarea')]
  .filter((el) => el.offsetParent !== null)
  .map((el) => { const r = el.getBoundingClientRect();
    return { id: el.id || el.className, width: r.width, height: r.height }; })
"""


def words(lang: str) -> dict[str, str]:
    """The chat catalog's plain messages (those without variables) in ``lang``."""
    found: dict[str, str] = {}
    resource = parse((LOCALES / lang / "chat.ftl").read_text("utf-8"))
    for entry in resource.body:
        if isinstance(entry, ast.Message) and entry.value is not None:
            elements = entry.value.elements
            if all(isinstance(e, ast.TextElement) for e in elements):
                found[entry.id.name] = "".join(e.value for e in elements)  # type: ignore[union-attr]
    return found


def last_message(page: Page, count: int) -> dict[str, Any]:
    page.wait_for_function(
        "n => document.querySelectorAll('#chat-list li').length >= n", arg=count, timeout=15000
    )
    item: dict[str, Any] = page.evaluate(
        """n => { const li = document.querySelectorAll('#chat-list li')[n - 1];
          const text = li.querySelector('.chat-text');
          return { text: text.textContent, dir: text.getAttribute('dir'),
            html: text.innerHTML, links: li.querySelectorAll('a').length,
            seat: li.dataset.seat, reaction: li.dataset.reaction || '' }; }""",
        count,
    )
    return item


def small_controls(page: Page) -> list[dict[str, Any]]:
    boxes: list[dict[str, Any]] = page.evaluate(CONTROLS)
    assert boxes, "the panel shows no control"
    return [b for b in boxes if b["width"] < 44 or b["height"] < 44]


def test_two_pages_talk_and_a_reaction_reads_in_each_language(
    web: WebServer, browser: Browser
) -> None:
    fa_words, ja_words = words("fa"), words("ja")
    persian = Player(context(browser, "fa-IR", on_phone=True).new_page())
    japanese = Player(context(browser, "ja-JP").new_page())
    invite = create_table(persian.page, web.base, "carcassonne", 2, "دریوش")
    join(japanese.page, invite, "ゆき")
    persian.page.click("#start")
    for player in (persian, japanese):
        player.page.wait_for_selector("#seats")
        player.page.wait_for_selector("#chat")
    fa, ja = persian.page, japanese.page
    assert fa.inner_text("#chat-title") == fa_words["chat-heading"]
    assert ja.inner_text("#chat-title") == ja_words["chat-heading"]

    # text, typed on the phone: plain text on the other page, its own direction
    fa.fill("#chat-input", TEXT)
    fa.tap("#chat-send")
    got = last_message(ja, 1)
    assert got["text"] == TEXT and got["dir"] == "auto" and got["links"] == 0
    assert "<b>" not in got["html"] and "&lt;b&gt;" in got["html"]
    assert got["seat"] == "0" and fa.input_value("#chat-input") == ""
    assert last_message(fa, 1)["text"] == TEXT

    # a reaction tapped in Japanese reads in Persian on the phone, and the other way round
    ja.click(f".reaction[data-reaction='{2}']")  # well played
    assert last_message(fa, 2)["text"] == fa_words["chat-reaction-well-played"]
    assert last_message(ja, 2)["text"] == ja_words["chat-reaction-well-played"]
    fa.tap(".reaction[data-reaction='1']")  # your move
    assert last_message(ja, 3)["text"] == ja_words["chat-reaction-your-move"]
    assert last_message(fa, 3)["text"] == fa_words["chat-reaction-your-move"]
    assert last_message(ja, 3)["reaction"] == "1"
    # the buttons say the catalog's words in each reader's language
    for page, catalog in ((fa, fa_words), (ja, ja_words)):
        labels = page.eval_on_selector_all(".reaction", "els => els.map((e) => e.textContent)")
        assert labels == [
            catalog[f"chat-reaction-{k}"]
            for k in ("your-move", "well-played", "good-game", "thinking")
        ]
        assert small_controls(page) == []
        assert no_horizontal_scroll(page)
    fa.locator("#chat").scroll_into_view_if_needed()
    shot(fa, "chat-phone-fa", full_page=False)
    ja.locator("#chat").scroll_into_view_if_needed()
    shot(ja, "chat-desktop-ja", full_page=False)

    # the host (the Persian player) mutes the other seat (never her own): its page says so in
    # Japanese
    assert fa.locator("#chat-mutes button[data-seat='0']").count() == 0
    fa.tap("#chat-mutes button[data-seat='1']")
    fa.wait_for_selector("#chat-mutes button[data-seat='1'][aria-pressed='true']")
    ja.fill("#chat-input", "もう一度")
    ja.click("#chat-send")
    ja.wait_for_function(
        "w => document.getElementById('chat-status').textContent === w",
        arg=ja_words["chat-muted-self"],
    )
    ja.wait_for_selector("#chat-send[disabled]")
    shot(ja, "chat-desktop-ja-muted", full_page=False)
    assert ja.locator("#chat-list li").count() == 3
    fa.tap("#chat-mutes button[data-seat='1']")
    fa.wait_for_selector("#chat-mutes button[data-seat='1'][aria-pressed='false']")
    # a spectator reads in English, and writes nothing
    table_id = fa.url.rsplit("/", 1)[-1].split("?")[0]
    token = stored(fa, table_id)["spectate"]
    english = Player(context(browser, "en-US").new_page())
    english.page.goto(f"{web.base}/t/{table_id}?spectate={token}")
    en, en_words = english.page, words("en")
    assert last_message(en, 3)["text"] == en_words["chat-reaction-your-move"]
    assert last_message(en, 2)["text"] == en_words["chat-reaction-well-played"]
    assert last_message(en, 1)["text"] == TEXT
    assert en.locator("#chat-input").count() == 0 and en.locator(".reaction").count() == 0
    assert en_words["chat-read-only"] in en.inner_text("#chat")
    en.locator("#chat").scroll_into_view_if_needed()
    shot(en, "chat-desktop-en-spectator", full_page=False)
    for player in (persian, japanese, english):
        assert not player.errors, player.errors
    # the server's log names the calls, never the words
    log = web.log
    assert "SendMessage" in log and "bold" not in log and "example.com/x" not in log
    assert "سلام" not in log and "もう一度" not in log


def test_the_benchmarks_chat_part_on_a_small_sample(web: WebServer, browser: Browser) -> None:
    """bench.web_table --part chat, 3 messages: each is timed from the tap to the other page."""
    from bench import web_chat

    figures = web_chat.measure(web.base, browser, 3, pause=0.0)
    assert figures["messages"] == 3
    assert 0 < figures["p50"] <= figures["max"] < 10_000
