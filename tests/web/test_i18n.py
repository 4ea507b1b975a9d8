"""The page in the reader's language, in Debian's Chromium: the language negotiated from the
browser's (locale fa-IR, ja-JP, en-US), lang and dir on the document, a table link opening in
the reader's language (not the host's), the switcher remembered on the device, `meeple serve
--default-language`, Persian set in the bundled Vazirmatn, right to left mirrored with the boards
kept left to right, and no text overflowing its box in the 40%-longer pseudo-language.

The checks that need every page string in the catalog (the games' names on each page, no Latin
letters in Persian, a whole game in Persian) are in ``i18n_after_merge.py``."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from tests.web.browser import Player, create_table, shot
from tests.web.conftest import WebServer, serve_web
from tests.web.languages import (
    LOCALES,
    choose_language,
    context,
    lang_and_dir,
    overflowing,
    store_language,
)

DIRECTION = {"fa": "rtl", "ja": "ltr", "en": "ltr"}


@pytest.fixture(scope="module")
def persian_default(tmp_path_factory: pytest.TempPathFactory) -> Iterator[WebServer]:
    """A server started with --default-language fa (by its environment variable)."""
    tmp: Path = tmp_path_factory.mktemp("web-fa")
    with serve_web(tmp, MEEPLE_DEFAULT_LANGUAGE="fa", MEEPLE_EXTRA_GAMES="") as server:
        yield server


def test_the_lobby_speaks_the_browsers_language(web: WebServer, browser: Browser) -> None:
    for lang, locale in LOCALES.items():
        ctx = context(browser, locale)
        page = Player(ctx.new_page())
        page.page.goto(web.base + "/")
        page.page.wait_for_selector("#lobby")
        assert lang_and_dir(page.page) == (lang, DIRECTION[lang])
        # the switcher names each language in its own words and shows the reader's
        assert page.page.input_value("#language") == lang
        names = page.page.eval_on_selector_all("#language option", "os => os.map(o => o.text)")
        assert names == ["English", "فارسی", "日本語"]
        label = page.page.inner_text(".language-switch")
        assert label == {"fa": "زبان", "ja": "言語", "en": "Language"}[lang]
        shot(page.page, f"i18n-lobby-{lang}")
        assert not page.errors, page.errors
        ctx.close()


def test_a_table_link_opens_in_the_readers_language(web: WebServer, browser: Browser) -> None:
    host_ctx = context(browser, "fa-IR")
    host = Player(host_ctx.new_page())
    invite = create_table(host.page, web.base, "carcassonne", 2, "Ada")
    assert lang_and_dir(host.page) == ("fa", "rtl")
    shot(host.page, "i18n-waiting-fa")
    for lang, locale in LOCALES.items():
        ctx = context(browser, locale, on_phone=True)
        friend = Player(ctx.new_page())
        friend.page.goto(invite)
        friend.page.wait_for_selector("#take-seat")
        assert lang_and_dir(friend.page) == (lang, DIRECTION[lang])
        shot(friend.page, f"i18n-invite-{lang}")
        assert not friend.errors, friend.errors
        ctx.close()
    host_ctx.close()


def test_the_switcher_is_remembered_on_the_device(web: WebServer, browser: Browser) -> None:
    ctx = context(browser, "en-US", on_phone=True)
    page = ctx.new_page()
    page.goto(web.base + "/")
    page.wait_for_selector("#lobby")
    choose_language(page, "fa")
    page.wait_for_selector("#lobby")
    assert lang_and_dir(page) == ("fa", "rtl")
    # mirrored: the switcher sits at the end of its line, which is the left in Persian
    box = page.locator("#language").bounding_box()
    assert box is not None and box["x"] < 390 / 2
    # a new page on the same device keeps the choice, whatever the browser asks for
    other = ctx.new_page()
    other.goto(web.base + "/")
    other.wait_for_selector("#lobby")
    assert lang_and_dir(other) == ("fa", "rtl")
    assert other.input_value("#language") == "fa"
    shot(other, "i18n-switched-fa-phone")
    choose_language(other, "ja")
    assert lang_and_dir(other) == ("ja", "ltr")
    ctx.close()


def test_persian_is_set_in_the_bundled_vazirmatn(web: WebServer, browser: Browser) -> None:
    ctx = context(browser, "fa-IR")
    page = ctx.new_page()
    responses: list[str] = []
    page.on("response", lambda r: responses.append(r.url))
    page.goto(web.base + "/")
    page.wait_for_selector("#lobby")
    page.evaluate("document.fonts.ready")
    assert page.evaluate("document.fonts.check('16px Vazirmatn', 'زبان کارکاسون')")
    loaded = page.evaluate(
        "[...document.fonts].filter(f => f.family.includes('Vazirmatn')).map(f => f.status)"
    )
    assert loaded == ["loaded"]
    assert any("/assets/vazirmatn-persian-" in url for url in responses)
    family = page.evaluate("getComputedStyle(document.body).fontFamily")
    assert family.startswith("Vazirmatn")
    ctx.close()
    # Japanese in the system's fonts: no font is downloaded for it
    ctx = context(browser, "ja-JP")
    page = ctx.new_page()
    responses.clear()
    page.on("response", lambda r: responses.append(r.url))
    page.goto(web.base + "/")
    page.wait_for_selector("#lobby")
    assert "Noto Sans CJK JP" in page.evaluate("getComputedStyle(document.body).fontFamily")
    assert not any(".woff2" in url for url in responses)
    ctx.close()


def test_boards_keep_their_geometry_in_a_persian_page(web: WebServer, browser: Browser) -> None:
    ctx = context(browser, "fa-IR")
    host = Player(ctx.new_page())
    host.page.goto(web.base + "/")
    host.page.select_option("#game", "games/burgundy")
    host.page.select_option("#seats", "2")
    host.page.select_option("#seat-1", "random")
    host.page.check("#auto-start")
    host.page.fill("#name", "Ada")
    host.page.click("#create")
    host.page.wait_for_selector("#game svg")
    assert lang_and_dir(host.page) == ("fa", "rtl")
    directions = host.page.eval_on_selector_all(
        "svg", "els => [...new Set(els.map(e => getComputedStyle(e).direction))]"
    )
    assert directions == ["ltr"]
    assert host.page.evaluate("getComputedStyle(document.body).direction") == "rtl"
    shot(host.page, "i18n-burgundy-fa")
    assert not host.errors, host.errors
    ctx.close()


def test_default_language_is_the_fallback(persian_default: WebServer, browser: Browser) -> None:
    """--default-language fa: a browser asking for German gets Persian; one asking for English
    or Japanese still gets its own."""
    for locale, lang in (("de-DE", "fa"), ("en-US", "en"), ("ja-JP", "ja")):
        ctx = context(browser, locale)
        page = ctx.new_page()
        page.goto(persian_default.base + "/")
        page.wait_for_selector("#lobby")
        assert lang_and_dir(page) == (lang, DIRECTION[lang]), locale
        ctx.close()


def test_no_text_overflows_in_the_longer_pseudo_language(web: WebServer, browser: Browser) -> None:
    """The pseudo-language (English 40% longer, made by i18n.js from the English catalog) on a
    phone: no element's text sticks out of its box."""
    ctx = context(browser, "en-US", on_phone=True)
    store_language(ctx, "en-XA")
    page = ctx.new_page()
    page.goto(web.base + "/")
    page.wait_for_selector("#lobby")
    assert lang_and_dir(page) == ("en-XA", "ltr")
    label = page.inner_text(".language-switch")
    assert len(label) >= 1.4 * len("Language") and label != "Language"
    page.click("details.table-options summary")
    assert overflowing(page) == []
    shot(page, "i18n-lobby-pseudo-phone")
    ctx.close()
