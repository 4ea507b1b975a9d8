"""Seats and clocks in real Chromium over a real ``meeple serve`` (heartbeats every 20 s, as
served): a closed page shows "away" to the others within 10 s; the host lets a bot play the
away seat from the page (with a confirmation); the player takes it back from her page (a
phone); the turn clock counts down; after a timeout under timeout_policy=absent, the player
back on her page takes her seat back and is offered moves again."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from tests.web.browser import Player, carcassonne_move, create_table, desktop, join, phone, shot
from tests.web.conftest import WebServer, serve_web


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[WebServer]:
    """A server as ``meeple serve`` runs by default: heartbeats every 20 s, so that only the
    presence wake-ups can bring "away" to a page within 10 s."""
    tmp: Path = tmp_path_factory.mktemp("seats")
    with serve_web(tmp, MEEPLE_HEARTBEAT="20") as server:
        yield server


def seat(page: Page, index: int) -> str:
    return str(page.get_attribute(f"#seats li[data-seat='{index}']", "data-status") or "")


def wait_status(page: Page, index: int, status: str, timeout: float = 10.0) -> float:
    started = time.monotonic()
    page.wait_for_selector(
        f"#seats li[data-seat='{index}'][data-status='{status}']", timeout=timeout * 1000
    )
    return time.monotonic() - started


def start_two(served: WebServer, browser: Browser, options: dict[str, str] | None = None
              ) -> tuple[Player, Player, str]:  # fmt: skip
    host = Player(desktop(browser).new_page())
    if options:
        page = host.page
        page.goto(served.base + "/")
        page.select_option("#game", "games/carcassonne")
        page.click(".table-options summary")  # the table options are folded away
        for option, value in options.items():
            page.select_option(f"#option-{option}", value)
        page.fill("#name", "Ada")
        page.click("#create")
        page.wait_for_selector("#invite-link")
        invite = page.input_value("#invite-link")
    else:
        invite = create_table(host.page, served.base, "carcassonne", 2, "Ada")
    friend = Player(phone(browser).new_page())
    join(friend.page, invite, "Grace")
    host.page.click("#start")
    for player in (host, friend):
        player.page.wait_for_selector("#seats")
    return host, friend, host.page.url.rsplit("/", 1)[-1]


def test_away_then_a_bot_then_the_seat_taken_back(served: WebServer, browser: Browser) -> None:
    host, friend, table_id = start_two(served, browser)
    wait_status(host.page, 1, "present")
    wait_status(friend.page, 0, "present")
    assert host.page.locator("#who").inner_text() == "Host" or "Ada" in host.page.inner_text("#who")
    assert "(you)" not in friend.page.inner_text("#who")  # "You: Grace", not "You: Grace (you)"
    shot(friend.page, "seats-phone-present")
    # the invite and spectator links stay reachable for the host during the game
    host.page.click("#links summary")
    assert f"/t/{table_id}?invite=" in host.page.input_value("#invite-link")
    assert host.page.locator("#loopback-warning").is_visible()  # the link says 127.0.0.1

    context = friend.page.context
    friend.page.close()
    waited = wait_status(host.page, 1, "away", timeout=10)
    assert waited < 10
    print(f"the closed page showed 'away' on the host's page after {waited:.1f} s")
    assert seat(host.page, 0) == "present"
    shot(host.page, "seats-desktop-away")

    # the host lets a bot play for Grace, after a confirmation (cancel first: nothing happens)
    control = "[data-control='bot-plays'][data-seat='1']"
    host.page.click(control)
    host.page.click("#confirm-no")
    assert seat(host.page, 1) == "away"
    host.page.click(control)
    shot(host.page, "seats-desktop-confirm")
    host.page.click("#confirm-yes")
    wait_status(host.page, 1, "absent")
    assert host.page.locator("[data-control='free'][data-seat='1']").count() == 1

    # Grace comes back on her phone: the bot plays for her until she takes the seat back
    friend.page = context.new_page()
    friend.page.on("pageerror", lambda error: friend.errors.append(str(error)))
    friend.page.goto(f"{served.base}/t/{table_id}")
    friend.page.wait_for_selector("#reclaim")
    assert friend.page.locator("#reclaim").is_visible()
    shot(friend.page, "seats-phone-reclaim")
    friend.page.click("#reclaim")
    friend.page.wait_for_selector("#reclaim", state="detached")
    wait_status(host.page, 1, "present")
    # and she is offered her moves again: play until it is her turn, and take one
    rng = random.Random(4)
    deadline = time.monotonic() + 60
    while not friend.my_turn:
        assert time.monotonic() < deadline, "Grace was never offered a move again"
        if host.my_turn:
            before = host.version
            carcassonne_move(host, rng)
            host.wait_past(before)
        else:
            friend.page.wait_for_timeout(50)
    before = friend.version
    carcassonne_move(friend, rng)
    friend.wait_past(before)
    assert not host.errors and not friend.errors, (host.errors, friend.errors)
    host.page.context.close()
    context.close()


def test_a_timeout_under_absent_then_reclaim_offers_moves_again(
    served: WebServer, browser: Browser
) -> None:
    # 10 s a turn: short enough to run out while the test waits, long enough for a move of Grace's
    # after reclaiming on a loaded machine
    options = {"turn_timer": "per_turn", "turn_seconds": "10", "timeout_policy": "absent"}
    host, friend, _ = start_two(served, browser, options)
    rng = random.Random(2)
    # the host (seat 0) moves first; the clock counts down on both pages meanwhile
    friend.page.wait_for_selector("#clock-0")
    first = friend.page.inner_text("#clock-0")
    friend.page.wait_for_timeout(1200)
    assert friend.page.inner_text("#clock-0") != first, "the turn clock does not run"
    shot(friend.page, "seats-phone-clock")
    while host.my_turn:
        before = host.version
        carcassonne_move(host, rng)
        host.wait_past(before)
    # Grace lets her 10 s run out: her seat goes to a bot, and her page says so
    friend.page.wait_for_selector("#reclaim", timeout=20000)
    assert seat(host.page, 1) == "absent" or wait_status(host.page, 1, "absent") >= 0
    friend.page.click("#reclaim")
    friend.page.wait_for_selector("#reclaim", state="detached")
    deadline = time.monotonic() + 60
    while not friend.my_turn:
        assert time.monotonic() < deadline, "Grace was never offered a move after reclaiming"
        if host.my_turn:
            before = host.version
            carcassonne_move(host, rng)
            host.wait_past(before)
        else:
            friend.page.wait_for_timeout(50)
    friend.page.wait_for_selector("#clock-1", timeout=5000)  # her own turn clock runs again
    before = friend.version
    carcassonne_move(friend, rng)
    friend.wait_past(before)
    assert not host.errors and not friend.errors, (host.errors, friend.errors)
    host.page.context.close()
    friend.page.context.close()


def test_the_host_frees_a_seat_for_someone_new_then_ends_the_game(
    served: WebServer, browser: Browser
) -> None:
    host, friend, table_id = start_two(served, browser)
    old_invite = host.page.input_value("#invite-link")
    friend.page.context.close()
    wait_status(host.page, 1, "away")
    host.page.click("[data-control='bot-plays'][data-seat='1']")
    host.page.click("#confirm-yes")
    wait_status(host.page, 1, "absent")
    host.page.click("[data-control='free'][data-seat='1']")
    assert "cannot come back" in host.page.inner_text("#confirm")
    host.page.click("#confirm-yes")
    host.page.wait_for_function(
        "old => document.getElementById('invite-link').value !== old", arg=old_invite
    )
    fresh = host.page.input_value("#invite-link")
    assert f"/t/{table_id}?invite=" in fresh
    # the old link no longer works and says so; the fresh one seats someone new in seat 2
    stranger = phone(browser).new_page()
    stranger.goto(old_invite)
    stranger.wait_for_selector("#bad-link")
    assert stranger.get_attribute("#bad-link", "data-why") == "bad"
    stranger.goto(fresh)
    stranger.wait_for_selector("#join")
    assert stranger.locator("#invite-seats li[data-free='true']").count() == 1
    stranger.fill("#name", "Hedy")
    stranger.click("#take-seat")
    stranger.wait_for_selector("#seats")
    host.page.wait_for_selector("#seats li[data-seat='1'] .seat-name:has-text('Hedy')")
    # the host ends the game for everyone, after a confirmation
    host.page.click("#abandon")
    shot(host.page, "seats-desktop-end-confirm")
    host.page.click("#confirm-yes")
    for page in (host.page, stranger):
        page.wait_for_selector("#abandoned")
    shot(stranger, "seats-phone-abandoned")
    assert not host.errors, host.errors
    host.page.context.close()
    stranger.context.close()
