"""Turn timers with an injected clock (never a sleep): the deadline is durable and shown in
views, Table.turn_clock and events; AdvanceClock makes it pass; each timeout is one TurnTimedOut
event and applies the table's policy (a bot plays the turn, or the seat goes absent until the
player reclaims it); a bank is charged per turn; a restart fires a passed deadline once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
from google.protobuf.duration_pb2 import Duration
from meeple.v1 import game_service_pb2 as pb

from service import logs
from service.seating.clock import AdjustableClock
from tests.seating.support import BOT, play_first_legal, view
from tests.service.harness import (
    ADMIN,
    Client,
    ServerThread,
    base_settings,
    expect_error,
    hosted_test_games,
    open_table,
)
from tests.service.test_play import all_events

T0 = 1_800_000_000.0
HUMAN = pb.Seat.PLAYER_HUMAN


@pytest.fixture(scope="module")
def clocked(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    tmp: Path = tmp_path_factory.mktemp("timers")
    logs.configure("info", (tmp / "server.log").open("a", buffering=1))
    clock = AdjustableClock(lambda: T0)  # time stands still unless AdvanceClock moves it
    running = ServerThread(
        base_settings(tmp, bot_workers=0, schedule_poll=0.05), hosted_test_games(), clock
    ).start()
    try:
        yield running
    finally:
        running.stop()


def advance(target: str, seconds: float) -> float:
    duration = Duration()
    duration.FromNanoseconds(int(seconds * 1e9))
    moved = Client(target, ADMIN).AdvanceClock(pb.AdvanceClockRequest(duration=duration))
    return float(moved.time.seconds + moved.time.nanos / 1e9)


def seconds(stamp: object) -> float:
    return float(stamp.seconds) + float(stamp.nanos) / 1e9  # type: ignore[attr-defined]


def timeouts(client: Client, name: str) -> list[pb.TurnTimedOut]:
    return [e.turn_timed_out for e in all_events(client, name) if e.HasField("turn_timed_out")]


def test_a_per_turn_timeout_lets_a_bot_play_that_turn(clocked: ServerThread) -> None:
    target = clocked.target
    table = open_table(
        target,
        "carcassonne",
        2,
        options={"turn_timer": "per_turn", "turn_seconds": "30"},
        admin=True,  # a conformance table: AdvanceClock moves its clock
    )
    name, (ann, bob) = table.name, table.players
    now = advance(target, 0.001)
    shown = view(ann, name)
    assert shown.current_seat == 0
    deadline = seconds(shown.turn_deadline)
    assert deadline == pytest.approx(now + 30, abs=1)
    got = ann.GetTable(pb.GetTableRequest(name=name)).table
    assert got.turn_clock.seat == 0 and seconds(got.turn_clock.deadline) == deadline
    start_event = all_events(ann, name)[-1]
    assert seconds(start_event.turn_deadline) == deadline  # WatchTable and ListEvents show it
    advance(target, deadline - now - 1)  # one second before: nothing happens
    assert timeouts(ann, name) == [] and view(ann, name).current_seat == 0
    advance(target, 2)
    fired = timeouts(ann, name)
    assert len(fired) == 1
    assert (fired[0].seat, fired[0].policy, fired[0].bot.kind) == (0, "bot_turn", "greedy")
    assert seconds(fired[0].deadline) == deadline
    # the bot played ann's turn; bob's clock runs; ann plays her next turn herself
    after = view(bob, name)
    assert after.current_seat == 1 and seconds(after.turn_deadline) > deadline
    seats = bob.GetTable(pb.GetTableRequest(name=name)).table.seats
    assert seats[0].player == HUMAN and not seats[0].absent
    applied = [e for e in all_events(ann, name) if e.HasField("action_applied")]
    assert applied and all(e.action_applied.seat == 0 for e in applied)
    while view(bob, name).current_seat == 1:
        play_first_legal(bob, name)
    play_first_legal(ann, name)  # her seat is hers again
    assert len(timeouts(ann, name)) == 1  # nothing fired twice


def test_the_absent_policy_keeps_the_bot_until_the_player_returns(
    clocked: ServerThread,
) -> None:
    target = clocked.target
    table = open_table(
        target,
        "carcassonne",
        2,
        options={
            "turn_timer": "per_turn",
            "turn_seconds": "10",
            "timeout_policy": "absent",
            "timeout_bot": "random",
        },
        admin=True,
    )
    name, (ann, bob) = table.name, table.players
    advance(target, 11)
    fired = timeouts(ann, name)
    assert [(f.seat, f.policy, f.bot.kind) for f in fired] == [(0, "absent", "random")]
    seat = ann.GetTable(pb.GetTableRequest(name=name)).table.seats[0]
    assert (seat.player, seat.absent) == (BOT, True)
    while view(bob, name).current_seat == 1:
        play_first_legal(bob, name)
    # her turn, the bot's to play: nothing is offered to her (her move would be refused); the
    # bot may have moved already, then bob is to move again
    offered = ann.ListLegalActions(pb.ListLegalActionsRequest(table=name))
    assert offered.current_seat == 1 or not offered.actions, offered
    advance(target, 0.001)  # the bot plays ann's whole next turn too
    assert view(bob, name).current_seat == 1
    back = ann.ReclaimSeat(pb.ReclaimSeatRequest(table=name)).table
    assert back.seats[0].player == HUMAN and back.seats[0].state == pb.Seat.STATE_TAKEN
    assert [e.WhichOneof("kind") for e in all_events(ann, name)][-1] == "seat_reclaimed"


def test_a_time_bank_is_charged_per_turn_and_runs_out(clocked: ServerThread) -> None:
    target = clocked.target
    table = open_table(
        target,
        "carcassonne",
        2,
        options={"turn_timer": "bank", "bank_seconds": "60"},
        admin=True,
    )
    name, (ann, bob) = table.name, table.players
    started = advance(target, 0.001)
    assert seconds(view(ann, name).turn_deadline) == pytest.approx(started + 60, abs=0.01)
    advance(target, 20)
    while view(ann, name).current_seat == 0:
        play_first_legal(ann, name)
    seats = ann.GetTable(pb.GetTableRequest(name=name)).table.seats
    assert seats[0].time_bank.ToNanoseconds() / 1e9 == pytest.approx(40, abs=0.1)
    now = advance(target, 0.001)
    assert seconds(view(ann, name).turn_deadline) == pytest.approx(now + 60, abs=0.1)  # bob's
    while view(bob, name).current_seat == 1:
        play_first_legal(bob, name)
    now = advance(target, 0.001)
    assert seconds(view(ann, name).turn_deadline) == pytest.approx(now + 40, abs=0.1)
    advance(target, 41)
    fired = timeouts(ann, name)
    assert [(f.seat, f.policy) for f in fired] == [(0, "absent")]  # an empty bank is absence
    assert ann.GetTable(pb.GetTableRequest(name=name)).table.seats[0].time_bank.seconds == 0


def test_advance_clock_is_for_the_admin_in_conformance_mode(clocked: ServerThread) -> None:
    request = pb.AdvanceClockRequest(duration=Duration(seconds=1))
    expect_error(
        lambda: Client(clocked.target, "x" * 43).AdvanceClock(request),
        grpc.StatusCode.PERMISSION_DENIED,
        "ADMIN_CREDENTIAL_REQUIRED",
    )
    expect_error(
        lambda: Client(clocked.target, ADMIN).AdvanceClock(
            pb.AdvanceClockRequest(duration=Duration(seconds=-5))
        ),
        grpc.StatusCode.INVALID_ARGUMENT,
        "INVALID_FIELD",
    )


def test_a_restart_fires_a_deadline_that_passed_while_down_once(tmp_path: Path) -> None:
    settings = base_settings(tmp_path, bot_workers=0, schedule_poll=0.05)
    first = ServerThread(settings, hosted_test_games(), AdjustableClock(lambda: T0)).start()
    table = open_table(
        first.target,
        "carcassonne",
        2,
        options={"turn_timer": "per_turn", "turn_seconds": "30", "timeout_policy": "absent"},
    )
    deadline = seconds(view(table.players[0], table.name).turn_deadline)
    first.stop()
    assert deadline == T0 + 30
    # down while the deadline passes; the new process's clock is past it
    later = AdjustableClock(lambda: T0 + 100)
    for _ in range(2):  # a second restart fires nothing more
        server = ServerThread(settings, hosted_test_games(), later).start()
        try:
            spectator = Client(server.target, table.created.spectator_token)
            server.call(server.running.keeper.run_due())  # type: ignore[union-attr]
            fired = timeouts(spectator, table.name)
        finally:
            server.stop()
        assert [(f.seat, seconds(f.deadline)) for f in fired] == [(0, T0 + 30)]


def test_advance_clock_moves_only_the_conformance_tables(clocked: ServerThread) -> None:
    """The admin is no credential at an ordinary table: its 900 s turn timer neither fires nor
    shifts when the conformance tables' clock moves 901 s (issue 34, finding 5)."""
    target = clocked.target
    options = {"turn_timer": "per_turn", "turn_seconds": "900"}
    ordinary = open_table(target, "carcassonne", 2, options=options)
    conformance = open_table(target, "carcassonne", 2, options=options, admin=True)
    wall = seconds(view(ordinary.players[0], ordinary.name).turn_deadline) - 900
    advance(target, 901)
    assert [t.seat for t in timeouts(conformance.spectator, conformance.name)] == [0]
    assert timeouts(ordinary.spectator, ordinary.name) == []
    table = ordinary.host.GetTable(pb.GetTableRequest(name=ordinary.name)).table
    assert not table.seats[0].absent and table.seats[0].player == pb.Seat.PLAYER_HUMAN
    play_first_legal(ordinary.players[0], ordinary.name)
    last = all_events(ordinary.spectator, ordinary.name)[-1]
    assert seconds(last.commit_time) == pytest.approx(wall, abs=1)  # not 901 s ahead
    assert seconds(view(ordinary.players[1], ordinary.name).turn_deadline) == pytest.approx(
        wall + 900, abs=1
    )


@pytest.mark.parametrize(
    ("duration", "reason"),
    [
        (None, "MISSING_FIELD"),
        (Duration(seconds=0, nanos=2_000_000_000), "INVALID_FIELD"),
        (Duration(seconds=1, nanos=-1), "INVALID_FIELD"),
        (Duration(seconds=-1, nanos=5), "INVALID_FIELD"),
        (Duration(seconds=0, nanos=-1_000_000_000), "INVALID_FIELD"),
        (Duration(seconds=0), "INVALID_FIELD"),
        (Duration(seconds=86_401), "INVALID_FIELD"),
    ],
)
def test_advance_clock_takes_only_valid_durations(
    clocked: ServerThread, duration: Duration | None, reason: str
) -> None:
    request = pb.AdvanceClockRequest()
    if duration is not None:
        request.duration.CopyFrom(duration)
    before = Client(clocked.target, ADMIN).AdvanceClock(
        pb.AdvanceClockRequest(duration=Duration(nanos=1_000_000))
    )
    expect_error(
        lambda: Client(clocked.target, ADMIN).AdvanceClock(request),
        grpc.StatusCode.INVALID_ARGUMENT,
        reason,
    )
    after = Client(clocked.target, ADMIN).AdvanceClock(
        pb.AdvanceClockRequest(duration=Duration(nanos=1_000_000))
    )
    moved = after.time.ToNanoseconds() - before.time.ToNanoseconds()
    assert moved == pytest.approx(1_000_000, abs=10_000)  # the refused call moved nothing
