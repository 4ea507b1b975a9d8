"""Two people play a complete Carcassonne game in the browser, clicking only what their pages
offer; a spectator watches from its link; the friend closes and reopens the page mid-game."""

from __future__ import annotations

from meeple.carcassonne.v1 import carcassonne_pb2 as cpb
from meeple.v1 import game_service_pb2 as pb
from playwright.sync_api import Browser

from tests.service.harness import Client
from tests.web.browser import (
    RECORDER, Player, carcassonne_move, create_table, desktop, join, no_horizontal_scroll,
    phone, play_to_end, recorded_messages, shot,
)  # fmt: skip
from tests.web.conftest import WebServer


def stored(page: object, table_id: str) -> dict[str, object]:
    data: dict[str, object] = page.evaluate(  # type: ignore[attr-defined]
        "id => JSON.parse(localStorage.getItem('meeple.tables.v1'))[id]", table_id)
    return data


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
            "v => document.getElementById('app').dataset.version === v", arg=host.version)
        versions = {int(v) for v in friend.page.eval_on_selector_all(
            "#log li", "items => items.map(li => li.dataset.version)")}
        assert versions == set(range(1, int(host.version) + 1))  # no event missed

    import random

    rng = random.Random(7)
    moves = play_to_end([host, friend], carcassonne_move, seed=14, between=midgame)
    assert moves > 100

    for p, name in ((host, "final-desktop"), (friend, "final-phone")):
        p.page.wait_for_selector("#final")
        shot(p.page, f"carcassonne-{name}")
    rows = host.page.eval_on_selector_all(
        ".final-score", "rows => rows.map(r => [+r.dataset.seat, +r.dataset.score, +r.dataset.rank])")
    client = Client(web.target, str(stored(host.page, table_id)["host"]))
    try:
        view = client.GetView(pb.GetViewRequest(table=f"tables/{table_id}")).view
    finally:
        client.close()
    assert view.state == pb.Table.STATE_FINISHED
    assert sorted(map(tuple, rows)) == [
        (s, view.outcome.scores[s], view.outcome.ranks[s]) for s in range(2)
    ]
    winner = host.page.inner_text("#winner")
    assert "wins" in winner or "Shared victory" in winner
    # the breakdown by feature adds up to each total
    for row in host.page.eval_on_selector_all(".final-score", "rows => rows.map(r => "
                                              "[...r.children].slice(2).map(td => +td.textContent))"):
        assert row[0] == sum(row[1:])

    # the spectator saw the game live and never received a hidden field or anyone's secret
    watcher.page.wait_for_selector("#final")
    messages = recorded_messages(watcher.page)
    assert any(m == "WatchTable" for m, _ in messages)
    views = [v for _, m in messages for v in _views(m)]
    assert views
    for table_view in views:
        assert not table_view.HasField("viewer_seat")
        if table_view.HasField("game_view"):
            game_view = cpb.View()
            assert table_view.game_view.Unpack(game_view)
            assert not game_view.HasField("seat")
    for _, message in messages:
        for event in _events(message):
            assert not event.chance_outcomes
        raw = message.SerializeToString()
        assert not any(secret.encode() in raw for secret in secrets)
    for token in secrets:  # no credential or invite token in the server's log
        assert token not in web.log


def _views(message: object) -> list[pb.TableView]:
    if isinstance(message, pb.GetViewResponse):
        return [message.view]
    if isinstance(message, pb.WatchTableResponse) and message.HasField("snapshot"):
        return [message.snapshot]
    return []


def _events(message: object) -> list[pb.TableEvent]:
    if isinstance(message, pb.ListEventsResponse):
        return list(message.events)
    if isinstance(message, pb.WatchTableResponse) and message.HasField("event"):
        return [message.event]
    return []
