"""The page in Persian, Japanese and English once every page string is in the catalog (after the
web-table branches are merged; rename this file test_i18n_pages.py then). In Chromium with locale
fa-IR, ja-JP and en-US: the lobby, the invite page, a Carcassonne position, a Burgundy position
and the final table show lang and dir right and the games' names in that language; in Persian
no Latin letter outside the players' names; a whole Carcassonne game played in Persian by taps
on a phone to the final table; no text overflowing its box in the 40%-longer pseudo-language.
Screenshots of every page in every language go to test-artifacts/web/i18n-*.png."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from tests.web.browser import Player, carcassonne_move, play_to_end, shot, stored
from tests.web.catalog import LOCALES as LOCALE_FILES
from tests.web.conftest import WebServer, serve_web
from tests.web.languages import (
    GAME_NAMES,
    LOCALES,
    context,
    lang_and_dir,
    latin_outside_names,
    overflowing,
    store_language,
    unisolated_names,
)

DIRECTION = {"fa": "rtl", "ja": "ltr", "en": "ltr"}
NAMES = ["Ada"]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[WebServer]:
    """A server hosting only the two games (no test engine, whose name is English only)."""
    tmp: Path = tmp_path_factory.mktemp("web-i18n")
    with serve_web(tmp, MEEPLE_EXTRA_GAMES="") as server:
        yield server


def check_page(page: Page, lang: str, name: str, game: str | None, names: list[str]) -> None:
    """lang/dir, the game's name in the language, Persian free of Latin; a screenshot."""
    shot(page, f"i18n-{name}-{lang}")
    assert lang_and_dir(page) == (lang, DIRECTION[lang]), name
    text = page.inner_text("body")
    if game is not None:
        assert GAME_NAMES[lang][game] in text, (name, lang)
    if lang == "fa":
        latin = latin_outside_names(page, names)
        assert latin == [], (name, " | ".join(latin))
    # a Latin name in a Persian sentence (or a Persian one in an English page) keeps its order
    loose = unisolated_names(page, names)
    assert loose == [], (name, " | ".join(loose[:20]))


def against_a_bot(ctx: BrowserContext, base: str, game: str, bot: str) -> tuple[Player, str]:
    """The host creates a table against a bot in the lobby; returns the host and the table's
    spectator link."""
    host = Player(ctx.new_page())
    host.page.goto(base + "/")
    host.page.select_option("#game", f"games/{game}")
    host.page.select_option("#seats", "2")
    host.page.select_option("#seat-1", bot)
    host.page.check("#auto-start")
    host.page.fill("#name", "Ada")
    host.page.click("#create")
    host.page.wait_for_url(re.compile(r"/t/[a-z0-9]+$"))
    host.page.wait_for_selector("#app[data-version] #game")
    table_id = host.page.url.rsplit("/", 1)[1]
    token = stored(host.page, table_id)["spectate"]
    return host, f"{base}/t/{table_id}?spectate={token}"


def test_every_translation_has_its_english_file() -> None:
    english = {p.name for p in (LOCALE_FILES / "en").glob("*.ftl")}
    for lang in ("fa", "ja"):
        assert {p.name for p in (LOCALE_FILES / lang).glob("*.ftl")} == english, lang


def test_the_lobby_and_the_invite_in_each_language(site: WebServer, browser: Browser) -> None:
    host_ctx = context(browser, "ja-JP")
    host = Player(host_ctx.new_page())
    host.page.goto(site.base + "/")
    host.page.select_option("#game", "games/burgundy")
    host.page.select_option("#seats", "2")
    host.page.fill("#name", "Ada")
    host.page.click("#create")
    host.page.wait_for_selector("#invite-link")
    invite = host.page.input_value("#invite-link")
    for lang, locale in LOCALES.items():
        for on_phone in (False, True):
            ctx = context(browser, locale, on_phone=on_phone)
            page = Player(ctx.new_page())
            page.page.goto(site.base + "/")
            page.page.wait_for_selector("#lobby")
            options = page.page.eval_on_selector_all("#game option", "os => os.map(o => o.text)")
            assert sorted(options) == sorted(GAME_NAMES[lang].values()), lang
            page.page.click("details.table-options summary")
            suffix = "-phone" if on_phone else ""
            check_page(page.page, lang, f"lobby{suffix}", None, NAMES)
            page.page.goto(invite)
            page.page.wait_for_selector("#take-seat")
            check_page(page.page, lang, f"invite{suffix}", "burgundy", NAMES)
            assert not page.errors, page.errors
            ctx.close()
    host_ctx.close()


@pytest.mark.parametrize("game", ["burgundy", "carcassonne"])
def test_a_position_in_each_language(site: WebServer, browser: Browser, game: str) -> None:
    host_ctx = context(browser, "fa-IR")
    host, spectate = against_a_bot(host_ctx, site.base, game, "greedy")
    check_page(host.page, "fa", game, game, NAMES)
    for lang in ("ja", "en"):
        ctx = context(browser, LOCALES[lang], on_phone=True)
        watcher = Player(ctx.new_page())
        watcher.page.goto(spectate)
        watcher.page.wait_for_selector("#app[data-version] #game")
        check_page(watcher.page, lang, f"{game}-phone", game, NAMES)
        assert not watcher.errors, watcher.errors
        ctx.close()
    assert not host.errors, host.errors
    host_ctx.close()


def test_a_whole_game_in_persian_on_a_phone(site: WebServer, browser: Browser) -> None:
    """2-player Carcassonne against the random bot, by taps on a phone in Persian, to the final
    table; then the final table in each language (as a spectator)."""
    ctx = context(browser, "fa-IR", on_phone=True)
    host, spectate = against_a_bot(ctx, site.base, "carcassonne", "random")
    check_page(host.page, "fa", "carcassonne-start-phone", "carcassonne", NAMES)
    play_to_end([host], carcassonne_move, seed=7)
    host.page.wait_for_selector("#final")
    check_page(host.page, "fa", "final-phone", "carcassonne", NAMES)
    assert not host.errors, host.errors
    ctx.close()
    for lang in ("fa", "ja", "en"):
        ctx = context(browser, LOCALES[lang])
        watcher = Player(ctx.new_page())
        watcher.page.goto(spectate)
        watcher.page.wait_for_selector("#final")
        check_page(watcher.page, lang, "final", "carcassonne", NAMES)
        assert not watcher.errors, watcher.errors
        ctx.close()


def test_no_text_overflows_in_the_longer_pseudo_language(site: WebServer, browser: Browser) -> None:
    ctx = context(browser, "en-US", on_phone=True)
    store_language(ctx, "en-XA")
    page = ctx.new_page()
    page.goto(site.base + "/")
    page.wait_for_selector("#lobby")
    page.click("details.table-options summary")
    assert overflowing(page) == [], "lobby"
    for game in ("burgundy", "carcassonne"):
        host, _ = against_a_bot(ctx, site.base, game, "greedy")
        assert lang_and_dir(host.page) == ("en-XA", "ltr")
        shot(host.page, f"i18n-{game}-pseudo-phone")
        over = overflowing(host.page)
        assert over == [], (game, over[:15])
    ctx.close()
