"""Two people play a complete Carcassonne game in the browser, clicking only what their pages
offer; a spectator watches from its link; the friend closes and reopens the page mid-game."""

from __future__ import annotations

import random

from meeple.carcassonne.v1 import carcassonne_pb2 as cpb
from playwright.sync_api import Browser

from tests.web.browser import (
    carcassonne_move,
    check_final_screen,
    desktop,
    no_horizontal_scroll,
    phone,
    play_to_end,
    recorded_messages,
    shot,
    spectator_saw,
    start_two_seat_table,
    stored,
)
from tests.web.conftest import WebServer


def test_complete_carcassonne_game(web: WebServer, browser: Browser) -> None:
    for context, name in ((phone(browser), "lobby-phone"), (desktop(browser), "lobby-desktop")):
        lobby = context.new_page()
        lobby.goto(web.base + "/")
        lobby.wait_for_selector("#lobby")
        shot(lobby, name)
        assert no_horizontal_scroll(lobby)
        context.close()

    table = start_two_seat_table(web.base, browser, "carcassonne")
    host, friend, table_id = table.host, table.friend, table.table_id
    friend_seat = stored(friend.page, table_id)["seat"]
    rng = random.Random(7)

    def midgame(moves: int) -> None:
        if moves == 30:
            shot(host.page, "carcassonne-desktop")
            shot(friend.page, "carcassonne-phone")
            assert no_horizontal_scroll(friend.page)
        if moves == 41 and host.my_turn:
            reopen_mid_game()

    def reopen_mid_game() -> None:
        # the friend closes the tab; the host plays a whole turn meanwhile
        context = friend.page.context
        friend.page.close()
        while host.my_turn:
            before = host.version
            carcassonne_move(host, rng)
            host.wait_past(before)
        # opening the invite link again puts the same person back in the same seat
        friend.page = context.new_page()
        friend.page.on("pageerror", lambda error: friend.errors.append(str(error)))
        friend.page.goto(table.invite)
        friend.page.wait_for_selector("#game")
        assert "invite=" not in friend.page.url
        assert (
            friend.page.locator(".who").inner_text().replace("\u2068", "").replace("\u2069", "")
            == "You: Grace"
        )
        assert stored(friend.page, table_id)["seat"] == friend_seat
        friend.page.wait_for_function(
            "v => document.getElementById('app').dataset.version === v", arg=host.version
        )
        versions = {
            int(v)
            for v in friend.page.eval_on_selector_all(
                "#log li", "items => items.map(li => li.dataset.version)"
            )
        }
        assert versions == set(range(1, int(host.version) + 1))  # no event missed

    moves = play_to_end([host, friend], carcassonne_move, seed=14, between=midgame)
    assert moves > 100
    # the breakdown by feature adds up to each total
    for row in check_final_screen(table, web.target, "carcassonne"):
        assert row[0] == sum(row[1:])
    # every feature of the final scoring holds followers, so each line names their owners, even
    # for a field worth nothing ("Grace scores 0 for a field"), and never says "nobody"
    final = [t for t in host.page.locator("#log li").all_inner_texts() if "Final scoring" in t]
    assert final and not [t for t in final if "nobody" in t.lower()], final

    # the spectator saw the game live and never received a hidden field or anyone's secret
    table.watcher.page.wait_for_selector("#final")
    views = spectator_saw(
        recorded_messages(table.watcher.page),
        cpb.View,
        lambda v: not v.HasField("seat"),
        table.secrets,
    )
    assert views > 50
    for token in table.secrets:  # no credential or invite token in the server's log
        assert token not in web.log
