"""Every touch target of every page measured on a 390x844 touch phone, in Persian, Japanese and
English: the lobby, the invite (join) page, a table waiting for players, Carcassonne's tile and
follower decisions, The Castles of Burgundy's decision, the lessons' list and a lesson; each
target at least 44 x 44 px (tests/web/targets.py says what counts). The final page, the replay
and the review are measured at the end of the complete phone game
(tests/web/test_carcassonne_phone.py).

Not yet a thumb's size, and left out here by name (issue 43 is open on them): Burgundy's goods
in a depot (27 px high) and estate spaces (29 x 33 px): the main board, the estate and the bar
share one screen; BURGUNDY_BOARD_UNDER_44 below. (The depot tiles are 44 px.) The test
asserts they are still the only ones."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from tests.web.browser import Player, create_table, shot
from tests.web.conftest import WebServer
from tests.web.languages import context
from tests.web.targets import assert_thumb_sized, small_targets
from tests.web.test_burgundy_touch import create_against_bot

BURGUNDY_BOARD_UNDER_44 = "#main-board .dgoods, svg.estate .cell"


@pytest.mark.parametrize("locale", ["fa-IR", "ja-JP", "en-US"])
def test_every_target_is_a_thumbs_size(web: WebServer, browser: Browser, locale: str) -> None:
    ctx = context(browser, locale, on_phone=True)
    page = ctx.new_page()
    page.goto(web.base + "/")
    page.wait_for_selector("#lobby")
    assert_thumb_sized(page, "lobby")
    # a table waiting for a friend, and the page the friend's invite opens
    invite = create_table(page, web.base, "carcassonne", 2, "Ada")
    assert_thumb_sized(page, "waiting")
    friend = context(browser, locale, on_phone=True).new_page()
    friend.goto(invite)
    friend.wait_for_selector("#take-seat")
    assert_thumb_sized(friend, "join")
    friend.context.close()
    # Carcassonne against a bot: the tile, then the follower (or the next tile)
    player = Player(page)
    page.goto(web.base + "/")
    page.select_option("#game", "games/carcassonne")
    page.select_option("#seat-1", "random")
    page.check("#auto-start")
    page.fill("#name", "Ada")
    page.tap("#create")
    page.wait_for_selector("#place")
    assert_thumb_sized(page, "carcassonne tile")
    before = player.version
    page.locator(".cell.fit").first.tap()
    page.tap("#place")
    player.wait_past(before)
    page.wait_for_selector("#controls")
    assert_thumb_sized(page, "carcassonne after the tile")
    # The Castles of Burgundy against a bot
    create_against_bot(page, web.base, start_seat="0")
    page.wait_for_selector("#choices.mine")
    assert_thumb_sized(page, "burgundy", leave_out=BURGUNDY_BOARD_UNDER_44)
    # the known small ones are these (a fix makes this list empty: then drop the leave_out)
    assert small_targets(page), "Burgundy's board is all a thumb's size: drop the leave_out"
    shot(page, f"touch-targets-burgundy-{locale[:2]}", full_page=False)
    # the lessons
    page.goto(web.base + "/learn")
    page.wait_for_selector(".lesson-link")
    assert_thumb_sized(page, "learn")
    page.locator(".lesson-link").first.tap()
    page.wait_for_selector("#game")
    assert_thumb_sized(page, "lesson", leave_out=BURGUNDY_BOARD_UNDER_44)
    assert not player.errors, player.errors
    ctx.close()
