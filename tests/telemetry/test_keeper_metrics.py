"""The turn keeper's work shows in /metrics: each deadline it fires and each bot turn it plays
count once, labelled by game and bot level (a real server, an injected clock, no sleeps)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from service import logs
from service.seating.clock import AdjustableClock
from tests.seating.support import view
from tests.seating.test_turn_timers import T0, advance, seconds, timeouts
from tests.service.harness import ServerThread, base_settings, hosted_test_games, open_table
from tests.telemetry.scrape import scrape


@pytest.fixture(scope="module")
def clocked(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    tmp: Path = tmp_path_factory.mktemp("keeper-metrics")
    logs.configure("warning", (tmp / "server.log").open("a", buffering=1))
    clock = AdjustableClock(lambda: T0)
    running = ServerThread(
        base_settings(tmp, bot_workers=0, schedule_poll=0.05, metrics_port=0),
        hosted_test_games(),
        clock,
    ).start()
    try:
        yield running
    finally:
        running.stop()


def test_a_fired_deadline_and_the_bot_turn_it_causes_are_counted(clocked: ServerThread) -> None:
    assert clocked.running is not None and clocked.running.metrics_port is not None
    address = f"127.0.0.1:{clocked.running.metrics_port}"
    before = scrape(address)
    assert before.value("meeple_deadlines_fired_total", game="carcassonne") == 0
    table = open_table(
        clocked.target,
        "carcassonne",
        2,
        options={"turn_timer": "per_turn", "turn_seconds": "30"},
        admin=True,  # a conformance table: AdvanceClock moves its clock
    )
    ann = table.players[0]
    now = advance(clocked.target, 0.001)
    deadline = seconds(view(ann, table.name).turn_deadline)
    advance(clocked.target, deadline - now + 1)
    assert len(timeouts(ann, table.name)) == 1
    after = scrape(address)
    assert after.value("meeple_deadlines_fired_total", game="carcassonne") == 1
    # the timeout bot (greedy by default) played the seat's turn: at least one turn, all greedy
    greedy = after.value("meeple_bot_turns_total", game="carcassonne", level="greedy")
    assert greedy >= 1
    assert after.value("meeple_bot_turns_total") == greedy
