"""The lobby's games (issue 43) in real Chromium, on a phone in Persian and Japanese and on a
desktop in English: a card per game with its picture drawn from the game's own tile art (the
renderers' artwork), a line on the game in the reader's language, a button that chooses it in
the form, and a way to the lessons ("Learn to play", /learn). Every control at least 44 px.

Screenshots in test-artifacts/web/: lobby-games-phone-fa, lobby-games-phone-ja,
lobby-games-desktop-en.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from tests.web.browser import no_horizontal_scroll, shot
from tests.web.conftest import WebServer
from tests.web.languages import GAME_NAMES, LOCALES, context
from tests.web.test_play_again import message

#: what each game's picture is drawn from: Carcassonne's tiles, Burgundy's hex tiles
PIECES = {"carcassonne": "g.tile[data-tile]", "burgundy": "g.btile[data-tile]"}


@pytest.mark.parametrize("lang", ["fa", "ja", "en"])
def test_each_game_has_its_picture_and_line(web: WebServer, browser: Browser, lang: str) -> None:
    on_phone = lang != "en"
    page = context(browser, LOCALES[lang], on_phone=on_phone).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(web.base + "/")
    page.wait_for_selector("#games .game-card")
    for game, pieces in PIECES.items():
        card = page.locator(f".game-card[data-game='games/{game}']")
        assert card.count() == 1, game
        picture = card.locator("svg.lobby-picture")
        box = picture.bounding_box()
        assert box is not None and box["width"] > 150 and box["height"] > 90, (game, box)
        drawn = picture.locator(pieces)
        assert drawn.count() >= 6, (game, drawn.count())
        # each piece is drawn (its artwork's shapes are inside), not an empty group
        assert all(
            drawn.nth(i).evaluate("g => g.getBBox().width > 0") for i in range(drawn.count())
        )
        assert picture.get_attribute("aria-label") == message(lang, f"{game}-lobby-picture")
        assert card.locator("p").inner_text() == message(lang, f"{game}-lobby-line")
        assert GAME_NAMES[lang][game] in card.locator("h2").inner_text()
    # the learn card leads to the lessons
    link = page.locator("#learn-link")
    assert link.get_attribute("href") == "/learn"
    assert link.inner_text() == message(lang, "lobby-learn-open")
    for selector in ("#learn-link", ".choose-game"):
        for i in range(page.locator(selector).count()):
            size = page.locator(selector).nth(i).bounding_box()
            assert size is not None and size["height"] >= 44 and size["width"] >= 44, selector
    if on_phone:
        assert no_horizontal_scroll(page)
    shot(page, f"lobby-games-{'phone' if on_phone else 'desktop'}-{lang}")
    # choosing a game's card chooses it in the form
    for game in ("burgundy", "carcassonne"):
        page.locator(f".choose-game[data-game='games/{game}']").click()
        assert page.input_value("#game") == f"games/{game}"
    page.locator("#learn-link").click()
    page.wait_for_url("**/learn")
    assert not errors, errors
    page.context.close()
