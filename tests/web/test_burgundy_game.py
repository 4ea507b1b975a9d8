"""Two people play a complete game of The Castles of Burgundy in the browser, clicking only the
choices their pages offer; a spectator watches and never receives hidden information."""

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

        if not full_storage:
            check_the_discard_step(host if host.my_turn else friend)

    def check_the_discard_step(actor: Player) -> None:
        # with a full storage, taking a tile is one button per tile; the stored tile to
        # discard is a second step, with a way back
        page = actor.page
        step = page.locator("#choices button.step")
        if not step.count():
            return
        group = page.locator("#choices details:has(button.step)").first
        if group.get_attribute("open") is None:
            group.locator("summary").click()
        texts = group.locator("button.choice").all_inner_texts()
        assert not [t for t in texts if "discarding" in t], texts
        step.first.click()
        options = page.locator("#choices .discard-step button[data-discard]")
        options.first.wait_for()
        offered = options.all_inner_texts()
        assert len(offered) >= 2 and all(t.startswith("Discard the stored ") for t in offered)
        shot(page, "burgundy-discard-step")
        page.locator("#choices .discard-step button.cancel").click()
        page.locator("#choices .discard-step").wait_for(state="detached")
        full_storage.append(len(offered))

    full_storage: list[int] = []
    moves = play_to_end(
        [host, friend],
        lambda player, rng: burgundy_move(player, rng, prefer="takeTile"),
        seed=3,
        between=midgame,
    )
    assert moves > 60
    assert why_not and "cannot go on space" in why_not[0], why_not
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
