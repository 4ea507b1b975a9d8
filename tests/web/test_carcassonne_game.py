"""Two people play a complete Carcassonne game in the browser, clicking only what their pages
offer; a spectator watches from its link; the friend closes and reopens the page mid-game."""

from __future__ import annotations

import random

from meeple.carcassonne.v1 import carcassonne_pb2 as cpb
from meeple.v1 import game_service_pb2 as pb
from playwright.sync_api import Browser

from tests.service.harness import Client
from tests.web.browser import (
    RECORDER,
    Player,
    breakdown_rows,
    carcassonne_move,
    create_table,
    desktop,
    final_rows,
    join,
    no_horizontal_scroll,
    phone,
    play_to_end,
    recorded_messages,
    shot,
    spectator_saw,
    stored,
)
from tests.web.conftest import WebServer


def test_complete_carcassonne_game(web: WebServer, browser: Browser) -> None:
    host_ctx, friend_ctx, watch_ctx = desktop(browser), phone(browser), desktop(browser)
    watch_ctx.add_init_script(RECORDER)
    host = Player(host_ctx.new_page())
    lobby_phone = phone(browser).new_page()
    lobby_phone.goto(web.base + "/")
    lobby_phone.wait_for_selector("#lobby")
    shot(lobby_phone, "lobby-phone")
    assert no_horizontal_scroll(lobby_phone)
    lobby_phone.context.close()

    invite = create_table(host.page, web.base, "carcassonne", 2, "Ada")
    shot(host.page, "lobby-desktop-waiting")
    table_id = host.page.url.rsplit("/", 1)[1]
    assert f"/t/{table_id}?invite=" in invite
    spectate = host.page.input_value("#spectator-link")

    friend = Player(friend_ctx.new_page())
    join(friend.page, invite, "Grace")
    assert "invite=" not in friend.page.url  # the token left the address bar
    host.page.wait_for_selector("#start:not([disabled])")
    host.page.click("#start")
    for p in (host, friend):
        p.page.wait_for_selector("#game")

    watcher = Player(watch_ctx.new_page())
    watcher.page.goto(spectate)
    watcher.page.wait_for_selector("#game")
    assert "spectate=" not in watcher.page.url

    secrets = [str(stored(host.page, table_id)[k]) for k in ("host", "invite", "credential")]
    secrets.append(str(stored(friend.page, table_id)["credential"]))
    friend_seat = stored(friend.page, table_id)["seat"]

    def midgame(moves: int) -> None:
        if moves == 30:
            shot(host.page, "carcassonne-desktop")
            shot(friend.page, "carcassonne-phone")
            assert no_horizontal_scroll(friend.page)
        if moves == 41 and host.my_turn:
            reopen_mid_game()

    def reopen_mid_game() -> None:
        # the friend closes the tab; the host plays a whole turn meanwhile
        friend.page.close()
        while host.my_turn:
            before = host.version
            carcassonne_move(host, rng)
            host.wait_past(before)
        # opening the invite link again puts the same person back in the same seat
        friend.page = friend_ctx.new_page()
        friend.page.on("pageerror", lambda error: friend.errors.append(str(error)))
        friend.page.goto(invite)
        friend.page.wait_for_selector("#game")
        assert "invite=" not in friend.page.url
        assert friend.page.locator(".who").inner_text() == "You: Grace (you)"
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

    rng = random.Random(7)
    moves = play_to_end([host, friend], carcassonne_move, seed=14, between=midgame)
    assert moves > 100

    for p, name in ((host, "final-desktop"), (friend, "final-phone")):
        p.page.wait_for_selector("#final")
        shot(p.page, f"carcassonne-{name}")
    rows = final_rows(host.page)
    client = Client(web.target, str(stored(host.page, table_id)["host"]))
    try:
        view = client.GetView(pb.GetViewRequest(table=f"tables/{table_id}")).view
    finally:
        client.close()
    assert view.state == pb.Table.STATE_FINISHED
    assert sorted(rows) == [(s, view.outcome.scores[s], view.outcome.ranks[s]) for s in range(2)]
    winner = host.page.inner_text("#winner")
    assert "wins" in winner or "Shared victory" in winner
    # the breakdown by feature adds up to each total
    for row in breakdown_rows(host.page):
        assert row[0] == sum(row[1:])

    # the spectator saw the game live and never received a hidden field or anyone's secret
    watcher.page.wait_for_selector("#final")
    views = spectator_saw(
        recorded_messages(watcher.page), cpb.View, lambda v: not v.HasField("seat"), secrets
    )
    assert views > 50
    for token in secrets:  # no credential or invite token in the server's log
        assert token not in web.log
