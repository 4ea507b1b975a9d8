"""Two people play a complete game of The Castles of Burgundy in the browser, clicking only the
choices their pages offer; a spectator watches and never receives hidden information."""

from __future__ import annotations

from meeple.burgundy.v1 import burgundy_pb2 as bpb
from meeple.v1 import game_service_pb2 as pb
from playwright.sync_api import Browser

from tests.service.harness import Client
from tests.web.browser import (
    RECORDER,
    Player,
    breakdown_rows,
    burgundy_move,
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


def test_complete_burgundy_game(web: WebServer, browser: Browser) -> None:
    host_ctx, friend_ctx, watch_ctx = desktop(browser), phone(browser), phone(browser)
    watch_ctx.add_init_script(RECORDER)
    host = Player(host_ctx.new_page())
    invite = create_table(host.page, web.base, "burgundy", 2, "Ada")
    table_id = host.page.url.rsplit("/", 1)[1]
    spectate = host.page.input_value("#spectator-link")
    friend = Player(friend_ctx.new_page())
    join(friend.page, invite, "Grace")
    host.page.wait_for_selector("#start:not([disabled])")
    host.page.click("#start")
    for p in (host, friend):
        p.page.wait_for_selector("#game")
    watcher = Player(watch_ctx.new_page())
    watcher.page.goto(spectate)
    watcher.page.wait_for_selector("#game")
    secrets = [str(stored(host.page, table_id)[k]) for k in ("host", "invite", "credential")]
    secrets.append(str(stored(friend.page, table_id)["credential"]))

    why_not: list[str] = []

    def midgame(moves: int) -> None:
        if moves == 40:
            shot(host.page, "burgundy-desktop")
            shot(friend.page, "burgundy-phone")
            assert no_horizontal_scroll(friend.page)
            assert no_horizontal_scroll(watcher.page)
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
                    "document.getElementById('message').textContent.length > 0"
                )
                why_not.append(actor.page.inner_text("#message"))

    moves = play_to_end([host, friend], burgundy_move, seed=3, between=midgame)
    assert moves > 60
    assert why_not and "cannot go on space" in why_not[0], why_not
    print("why not:", why_not[0])
    for p, name in ((host, "final-desktop"), (friend, "final-phone")):
        p.page.wait_for_selector("#final")
        shot(p.page, f"burgundy-{name}")
    rows = final_rows(host.page)
    client = Client(web.target, str(stored(host.page, table_id)["host"]))
    try:
        view = client.GetView(pb.GetViewRequest(table=f"tables/{table_id}")).view
    finally:
        client.close()
    assert view.state == pb.Table.STATE_FINISHED
    assert sorted(rows) == [(s, view.outcome.scores[s], view.outcome.ranks[s]) for s in range(2)]
    # the breakdown by cause adds up to each total (the last column is the empty spaces)
    for row in breakdown_rows(host.page):
        assert row[0] == sum(row[1:-1])

    watcher.page.wait_for_selector("#final")
    views = spectator_saw(
        recorded_messages(watcher.page), bpb.View, lambda v: v.viewer == -1, secrets
    )
    assert views > 20
    for token in secrets:
        assert token not in web.log
