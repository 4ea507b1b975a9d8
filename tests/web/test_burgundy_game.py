"""Two people play a complete game of The Castles of Burgundy in the browser, clicking only the
choices their pages offer; a spectator watches and never receives hidden information."""

from __future__ import annotations

from meeple.burgundy.v1 import burgundy_pb2 as bpb
from playwright.sync_api import Browser

from tests.web.browser import (
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
        if moves >= 40 and not why_not:
            # why a move is impossible, in words: a stored tile on a space of another colour
            actor = host if host.my_turn else friend
            slot = actor.page.locator(".player-card button[data-stored]:not([disabled])")
            if slot.count():
                colour = slot.first.get_attribute("data-colour")
                slot.first.click()
                actor.page.locator(
                    ".player-card:has(button[data-stored]:not([disabled])) "
                    f".cell:not([data-colour='{colour}'])"
                ).first.click()
                actor.page.wait_for_function(
                    "() => document.getElementById('message').textContent.length > 0"
                )
                why_not.append(actor.page.inner_text("#message"))

    moves = play_to_end([host, friend], burgundy_move, seed=3, between=midgame)
    assert moves > 60
    assert why_not and "cannot go on space" in why_not[0], why_not
    # the breakdown by cause adds up to each total (the last column is the empty spaces)
    for row in check_final_screen(table, web.target, "burgundy"):
        assert row[0] == sum(row[1:-1])

    table.watcher.page.wait_for_selector("#final")
    messages = recorded_messages(table.watcher.page)
    views = spectator_saw(messages, bpb.View, lambda v: not v.HasField("seat"), table.secrets)
    assert views > 20
    for token in table.secrets:
        assert token not in web.log
