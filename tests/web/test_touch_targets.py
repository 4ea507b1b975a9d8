"""Every touch target of every page measured on a 390x844 touch phone, in Persian, Japanese and
English: the lobby, the invite (join) page, a table waiting for players, Carcassonne's tile and
follower decisions, The Castles of Burgundy's decisions (a depot's tiles, then the spaces of the
estate where a stored tile goes: every space and every depot's goods too), the lessons' list, a
lesson and the ship lesson's two steps (a space for the ship, a depot's goods for it); each
target at least 44 x 44 px (tests/web/targets.py says what counts), and no endless animation
while a decision waits. The final page, the replay
and the review are measured at the end of the complete phone game
(tests/web/test_carcassonne_phone.py); whether Burgundy's targets are on the screen at each
decision, in tests/web/test_burgundy_touch.py."""

from __future__ import annotations

import random
import time

import pytest
from playwright.sync_api import Browser

from tests.web.browser import Player, burgundy_move, create_table, endless_animations, shot
from tests.web.conftest import WebServer
from tests.web.languages import context
from tests.web.targets import assert_thumb_sized
from tests.web.test_burgundy_touch import create_against_bot


def estate_decision(player: Player, rng: random.Random, decisions: int = 12) -> bool:
    """Plays the person's decisions by taps (a depot's tile first, two times in three) until one
    offers spaces of the estate: then a stored tile is tapped. False if none within
    ``decisions``."""
    page = player.page
    deadline = time.monotonic() + 60
    for _ in range(decisions):
        while not player.my_turn:
            assert time.monotonic() < deadline and not player.finished, "no decision came"
            page.wait_for_timeout(15)
        page.wait_for_selector("#choices.mine:not([data-sending])")
        # spaces offered before any tap: a stored tile goes there (tapped: its spaces stay
        # highlighted, or the only one is marked picked)
        if page.locator("#my-estate svg.estate .cell.offer").count():
            stored = page.locator("#my-estate .slot.offer")
            if stored.count():
                stored.first.tap()
            return True
        before = player.version
        burgundy_move(player, rng, prefer="takeTile")
        player.wait_past(before)
    return False


@pytest.mark.parametrize("locale", ["fa-IR", "ja-JP", "en-US"])
def test_every_target_is_a_thumbs_size(web: WebServer, browser: Browser, locale: str) -> None:
    ctx = context(browser, locale, on_phone=True, motion="no-preference")
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
    assert endless_animations(page) == []
    before = player.version
    page.locator(".cell.fit").first.tap()
    page.tap("#place")
    player.wait_past(before)
    page.wait_for_selector("#controls")
    assert_thumb_sized(page, "carcassonne after the tile")
    # The Castles of Burgundy against a bot
    create_against_bot(page, web.base, start_seat="0")
    page.wait_for_selector("#choices.mine")
    assert_thumb_sized(page, "burgundy")
    assert page.locator("#game .offer").count()
    assert endless_animations(page) == []  # the highlights pulse as they appear, then rest
    shot(page, f"touch-targets-burgundy-{locale[:2]}", full_page=False)
    # a decision on the estate: a stored tile tapped, the spaces where it goes highlighted
    assert estate_decision(player, random.Random(5)), "no stored tile had a space to go"
    assert_thumb_sized(page, "burgundy estate")
    shot(page, f"touch-targets-burgundy-estate-{locale[:2]}", full_page=False)
    # the lessons
    page.goto(web.base + "/learn")
    page.wait_for_selector(".lesson-link")
    assert_thumb_sized(page, "learn")
    page.locator(".lesson-link").first.tap()
    page.wait_for_selector("#game")
    assert_thumb_sized(page, "lesson")
    # the ship lesson: the spaces where the ship goes, then a depot's goods for it to take
    page.goto(web.base + "/learn/burgundy-ship")
    page.wait_for_selector("#task")
    page.locator('#my-estate .slot[data-stored="ship"]').tap()
    assert page.locator("#my-estate svg.estate .cell.offer").count()
    assert_thumb_sized(page, "lesson: the ship's space")
    page.tap("#show-me")
    page.wait_for_selector("#main-board .dgoods.offer")
    assert_thumb_sized(page, "lesson: a depot's goods")
    page.locator("#main-board .dgoods.offer").first.scroll_into_view_if_needed()
    shot(page, f"touch-targets-burgundy-depot-goods-{locale[:2]}", full_page=False)
    assert not player.errors, player.errors
    ctx.close()
