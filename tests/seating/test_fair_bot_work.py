"""Fair shares of bot work (issue 34, finding 1): tables of bots only are background work, so a
person's opponent never waits behind them, and they never take every worker.

The test counts, not times (speed targets live in bench/bot_starvation.py): while a flood of
all-bot tables with strong search bots is due, a person's greedy opponent replies after at most
the background decisions already in flight, not after a round of every flooding table."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from meeple.v1 import game_service_pb2 as pb

from service import logs
from service.seating.control import BOTS_ONLY, has_person, next_due
from service.seating.keeper import BotTurn
from tests.seating.support import create, join, my_turn_or_over, play_first_legal, wait_for
from tests.service.harness import ServerThread, base_settings, hosted_test_games

FLOOD = 10


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[ServerThread]:
    logs.configure("info", (tmp_path / "server.log").open("a", buffering=1))
    running = ServerThread(
        base_settings(tmp_path, bot_workers=2, schedule_poll=0.05), hosted_test_games()
    ).start()
    try:
        yield running
    finally:
        running.stop()


def test_a_persons_opponent_waits_behind_no_all_bot_table(server: ServerThread) -> None:
    assert server.running is not None
    turns: list[BotTurn] = []
    server.running.keeper.hooks.bot_turn.append(turns.append)
    target = server.target
    flood = {
        create(
            target, "burgundy", 4, {seat: ("search", 1) for seat in range(4)}, auto_start=True
        ).table.name.removeprefix("tables/")
        for _ in range(FLOOD)
    }
    wait_for(lambda: any(turn.table_id in flood for turn in turns))  # the flood is under way
    created = create(target, "burgundy", 2, {1: ("greedy", 0)}, auto_start=True)
    name = created.table.name
    person = join(target, created, 0)
    mine = name.removeprefix("tables/")
    waits = []
    for _ in range(3):  # three of the person's moves, each answered by the bot
        wait_for(lambda: my_turn_or_over(person, name, 0))
        while my_turn_or_over(person, name, 0) is not None:
            play_first_legal(person, name)
        before = len(turns)
        wait_for(lambda: my_turn_or_over(person, name, 0))
        reply = next(i for i, turn in enumerate(turns) if i >= before and turn.table_id == mine)
        # the flooding decisions that came first: only those already given a worker
        waits.append(sum(1 for turn in turns[before:reply] if turn.table_id in flood))
    assert max(waits) <= 1, waits
    # and the flood goes on with the spare worker: it is limited, not stopped
    wait_for(lambda: sum(1 for turn in turns if turn.table_id in flood) >= 4, timeout=30)


def test_all_bot_tables_are_background_work() -> None:
    table = pb.Table(seats=[pb.Seat(index=0), pb.Seat(index=1)])
    for seat in table.seats:
        seat.player = pb.Seat.PLAYER_BOT
    assert not has_person(table) and next_due(table, 0, True, 5.0).kind == BOTS_ONLY
    table.seats[1].absent = True  # an absent person: nobody waits there
    assert next_due(table, 0, True, 5.0).kind == BOTS_ONLY
    table.seats[1].reclaiming = True  # a person timed out for one turn: they wait for it
    assert next_due(table, 0, True, 5.0).kind == "bot"
    table.seats[1].reclaiming = False
    table.seats[1].player = pb.Seat.PLAYER_HUMAN
    assert next_due(table, 0, True, 5.0).kind == "bot"


def non_loopback_address() -> str | None:
    """An IPv4 address of this machine other than loopback (another client address)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # no packet is sent: picks the outgoing address
            address: str = probe.getsockname()[0]
        except OSError:
            return None
    return None if address.startswith("127.") else address


def test_creators_take_turns_at_the_background_workers(tmp_path: Path) -> None:
    """A creator with many all-bot tables does not make another creator's table wait for a
    round of all of them: the creator served least recently goes first."""
    other = non_loopback_address()
    if other is None:
        pytest.skip("this machine has no address but loopback: one client address only")
    logs.configure("info", (tmp_path / "server.log").open("a", buffering=1))
    settings = base_settings(tmp_path, host="0.0.0.0", bot_workers=2, schedule_poll=0.05)
    server = ServerThread(settings, hosted_test_games()).start()
    try:
        assert server.running is not None
        turns: list[BotTurn] = []
        server.running.keeper.hooks.bot_turn.append(turns.append)
        bots = {seat: ("search", 1) for seat in range(4)}
        many = {
            create(server.target, "burgundy", 4, bots, auto_start=True).table.name[7:]
            for _ in range(FLOOD)
        }
        wait_for(lambda: sum(1 for turn in turns if turn.table_id in many) >= 2)
        before = len(turns)
        mine = create(f"{other}:{server.port}", "burgundy", 4, bots, auto_start=True)
        table = mine.table.name[7:]
        first = -1 + wait_for(  # wait_for wants a truthy answer: the index plus one
            lambda: next((i + 1 for i, t in enumerate(turns) if t.table_id == table), None), 60
        )
        # the many tables' decisions before the other creator's first: a few (the creators are
        # compared among the longest-due candidates), not a round of all of them
        waited = sum(1 for turn in turns[before:first] if turn.table_id in many)
        assert waited <= FLOOD // 2 - 1, waited
    finally:
        server.stop()
