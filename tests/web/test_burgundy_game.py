"""Two people play a complete game of The Castles of Burgundy in the browser, tapping only the
dice, tiles, spaces and goods their pages highlight; a spectator watches and never receives
hidden information."""

from __future__ import annotations

from meeple.burgundy.v1 import burgundy_pb2 as bpb
from playwright.sync_api import Browser

from tests.web.browser import (
    Player,
    burgundy_move,
    check_final_screen,
    no_horizontal_scroll,
    play_to_end,
    recorded_messages,
    shot,
    spectator_saw,
    start_two_seat_table,
)
from tests.web.conftest import WebServer


def test_complete_burgundy_game(web: WebServer, browser: Browser) -> None:
    table = start_two_seat_table(web.base, browser, "burgundy")
    host, friend = table.host, table.friend
    why_not: list[str] = []

    def midgame(moves: int) -> None:
        if moves == 40:
            shot(host.page, "burgundy-desktop")
            shot(friend.page, "burgundy-phone")
            assert no_horizontal_scroll(friend.page)
            assert no_horizontal_scroll(table.watcher.page)
        actor = host if host.my_turn else friend
        if moves >= 40 and not why_not and actor.my_turn:
            # why a move is impossible, in words: a stored tile on a space of another colour
            page = actor.page
            slot = page.locator("#my-estate button[data-stored].offer")
            if slot.count():
                colour = slot.first.get_attribute("data-colour")
                slot.first.click()
                page.locator(
                    f"#my-estate .cell:not(.offer):not([data-colour='{colour}'])"
                ).first.click()
                page.wait_for_function(
                    "() => document.getElementById('message').textContent.length > 0"
                )
                why_not.append(page.inner_text("#message"))
                page.locator("#back").click()
        if not full_storage and actor.my_turn:
            check_the_discard_step(actor)

    def check_the_discard_step(actor: Player) -> None:
        # with a full storage, taking a tile names the stored tile to discard in a second tap
        # (the stored tiles are highlighted), with a visible way back
        page = actor.page
        if page.locator("#my-estate button[data-stored]").count() < 3:
            return
        tiles = page.locator("#main-board .dslot.offer")
        if not tiles.count():
            return
        tiles.first.click()
        die = page.locator("#choices .die.offer")
        if die.count():
            die.first.click()
        if "discard" not in page.inner_text("#bar-hint"):
            page.locator("#back").click()
            return
        offered = page.locator("#my-estate button[data-stored].offer").count()
        assert offered >= 2, offered
        assert page.locator("#back").is_visible()
        shot(page, "burgundy-discard-step")
        while page.locator("#back").count():
            page.locator("#back").click()
        full_storage.append(offered)

    full_storage: list[int] = []
    moves = play_to_end(
        [host, friend],
        lambda player, rng: burgundy_move(player, rng, prefer="takeTile"),
        seed=3,
        between=midgame,
    )
    assert moves > 60
    assert why_not and "cannot go there" in why_not[0], why_not
    assert full_storage, "no seat ever had a full storage to discard from"
    # the breakdown by cause adds up to each total (the last column is the empty spaces)
    for row in check_final_screen(table, web.target, "burgundy"):
        assert row[0] == sum(row[1:-1])

    table.watcher.page.wait_for_selector("#final")
    messages = recorded_messages(table.watcher.page)
    views = spectator_saw(messages, bpb.View, lambda v: not v.HasField("seat"), table.secrets)
    assert views > 20
    for token in table.secrets:
        assert token not in web.log
