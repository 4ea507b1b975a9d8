"""Fair shares of bot work (issue 34, finding 1; issue 48, finding 1): tables of bots only are
background work, so a person's opponent never waits behind them, and they never take every
worker; every table's bot work is its creator's, so a flood of one person's tables with a
person seat does not make another person's bot wait either.

The test counts, not times (speed targets live in bench/bot_starvation.py): while a flood of
all-bot tables with strong search bots is due, a person's greedy opponent replies after at most
the background decisions already in flight, not after a round of every flooding table."""

from __future__ import annotations

import contextlib
import statistics
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb

from service import logs
from service.rpc_input import Caller, RequestLog
from service.seating.control import BOTS_ONLY, has_person, next_due
from service.seating.keeper import BotTurn
from tests.seating.support import create, join, my_turn_or_over, play_first_legal, wait_for
from tests.service.harness import (
    Client,
    ServerThread,
    base_settings,
    hosted_test_games,
    new_request_id,
)

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
    """Measured per decision of the person's bot, while it was due and not yet started (due:
    the person's move committed, or the bot's previous decision): the most flood decisions
    running at once, at most one (all-bot tables never hold every worker, so the other was free
    for the reply), and the flood decisions started meanwhile, as a rule none ahead of it (a
    median: on a loaded machine the keeper's claim of the table can let the spare worker start
    one). Counting the flood decisions that merely finished meanwhile, as this test once did,
    measured the engines' speed on the spare worker, not the order of the work."""
    assert server.running is not None
    timed: list[tuple[float, BotTurn]] = []  # (committed at, the turn), in commit order
    server.running.keeper.hooks.bot_turn.append(
        lambda turn: timed.append((time.perf_counter(), turn))
    )
    turns = Turns(timed)
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
    waits = turns.while_replies_were_due(person, name, flood)
    assert max(running for running, _ in waits) <= 1, waits
    assert statistics.median(started for _, started in waits) <= 1, waits
    # and the flood goes on with the spare worker: it is limited, not stopped
    wait_for(lambda: sum(1 for turn in turns if turn.table_id in flood) >= 4, timeout=30)


def test_all_bot_tables_are_background_work() -> None:
    table = pb.Table(seats=[pb.Seat(index=0), pb.Seat(index=1)])
    for seat in table.seats:
        seat.player = pb.Seat.PLAYER_BOT
    assert not has_person(table) and next_due(table, 0, True, 5.0, "p").kind == BOTS_ONLY
    table.seats[1].absent = True  # an absent person: nobody waits there
    assert next_due(table, 0, True, 5.0, "p").kind == BOTS_ONLY
    table.seats[1].reclaiming = True  # a person timed out for one turn: they wait for it
    assert next_due(table, 0, True, 5.0, "p").kind == "bot"
    table.seats[1].reclaiming = False
    table.seats[1].player = pb.Seat.PLAYER_HUMAN
    assert next_due(table, 0, True, 5.0, "p").kind == "bot"


#: two persons at two addresses (in-process calls name them: every test client is on loopback)
ATTACKER = "ipv4:198.51.100.7:4000"
VICTIM = "ipv4:203.0.113.9:4000"


def create_as(
    server: ServerThread, peer: str, seats: int, bots: dict[int, tuple[str, int]]
) -> pb.CreateTableResponse:
    """CreateTable from the address ``peer`` (the table's bot work is that person's)."""
    assert server.running is not None
    request = pb.CreateTableRequest(
        game="games/burgundy", seat_count=seats, auto_start=True, request_id=new_request_id()
    )
    for seat, (kind, level) in bots.items():
        request.bot_seats[seat].CopyFrom(pb.BotSpec(kind=kind, level=level))
    created: pb.CreateTableResponse = server.call(
        server.running.core.create_table(request, Caller(peer=peer), RequestLog())
    )
    return created


class Turns:
    """The bot turns a hook recorded with their commit times, asked when decisions started."""

    def __init__(self, timed: list[tuple[float, BotTurn]]) -> None:
        self.timed = timed

    def __len__(self) -> int:
        return len(self.timed)

    def __iter__(self) -> Iterator[BotTurn]:
        return iter([turn for _, turn in list(self.timed)])

    def most_running(self, after: float, before: float, tables: set[str]) -> int:
        """The most decisions at ``tables`` in their workers at once between the two times."""
        changes = sorted(
            change
            for end, turn in list(self.timed)
            if turn.table_id in tables and end > after and end - turn.think_seconds < before
            for change in ((max(end - turn.think_seconds, after), 1), (min(end, before), -1))
        )  # at equal times an end (-1) sorts before a start (+1): they do not overlap
        running = most = 0
        for _, step in changes:
            running += step
            most = max(most, running)
        return most

    def started_between(self, after: float, before: float, tables: set[str]) -> int:
        """How many decisions at ``tables`` were given a worker between the two times."""
        return sum(
            1
            for end, turn in list(self.timed)
            if turn.table_id in tables and after < end - turn.think_seconds < before
        )

    def while_replies_were_due(
        self, person: Client, name: str, flood: set[str], moves: int = 3
    ) -> list[tuple[int, int]]:
        """Seat 0 of table ``name`` plays ``moves`` times, each answered by the bot of seat 1;
        for each of the bot's decisions, while it was due and not yet started (due: the
        person's move committed, or the bot's previous decision), the most ``flood`` decisions
        running at once and how many of them started."""
        mine = name.removeprefix("tables/")
        waits: list[tuple[int, int]] = []
        for _ in range(moves):
            wait_for(lambda: my_turn_or_over(person, name, 0))
            before = len(self.timed)  # before the person's moves: the reply may come at once
            while my_turn_or_over(person, name, 0) is not None:
                play_first_legal(person, name)
            due = time.perf_counter()
            wait_for(lambda: my_turn_or_over(person, name, 0))
            replies = [(end, turn) for end, turn in self.timed[before:] if turn.table_id == mine]
            assert replies, "the bot replied"
            for end, turn in replies:  # the bot's decisions, one after another
                began = end - turn.think_seconds
                running = self.most_running(due, began, flood)
                waits.append((running, self.started_between(due, began, flood)))
                due = end
        return waits


class Answering:
    """The attacker's seats: each answers at once when it is to move (a person-shaped table)."""

    def __init__(self, target: str, seats: list[tuple[Client, str]]) -> None:
        self.seats = seats
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self.stop.is_set():
            for client, table in self.seats:
                with contextlib.suppress(grpc.RpcError):
                    current = my_turn_or_over(client, table, 3)
                    if current is not None and current.state == pb.Table.STATE_ACTIVE:
                        play_first_legal(client, table)
            time.sleep(0.01)


def test_a_person_shaped_flood_leaves_another_persons_search_bot_a_worker(
    tmp_path: Path,
) -> None:
    """Issue 48, finding 1: tables of one creator with a person seat (who answers at once) and
    three search bots are shared with every other person's: the creator holds one of the two
    search workers at most, so another person's search bot starts at once, after at most the
    flood's decision already running, never after a round of the flood's tables.

    Measured per decision of her bot, while it was due and not yet started (due: her move
    committed, or her bot's previous decision): the most flood decisions running at once (each
    from the hook's time less its time in its worker, to the hook's time). Fair: at most one,
    the creator's one worker, so the other was free for her (a wait is then the keeper's claim
    of her table, not the flood). A creator allowed both workers shows two, a queue in arrival
    order more decisions started meanwhile; both are counted."""
    logs.configure("info", (tmp_path / "server.log").open("a", buffering=1))
    settings = base_settings(tmp_path, bot_workers=2, schedule_poll=0.05)
    server = ServerThread(settings, hosted_test_games()).start()
    attack: Answering | None = None
    try:
        assert server.running is not None
        timed: list[tuple[float, BotTurn]] = []  # (committed at, the turn), in commit order
        server.running.keeper.hooks.bot_turn.append(
            lambda turn: timed.append((time.perf_counter(), turn))
        )
        turns = Turns(timed)
        flood: dict[str, str] = {}
        seats: list[tuple[Client, str]] = []
        for _ in range(FLOOD):
            created = create_as(server, ATTACKER, 4, {s: ("search", 1) for s in range(3)})
            seats.append((join(server.target, created, 3, "mallory"), created.table.name))
            flood[created.table.name.removeprefix("tables/")] = created.table.name
        attack = Answering(server.target, seats)
        attack.thread.start()
        wait_for(lambda: sum(1 for turn in turns if turn.table_id in flood) >= 2)
        created = create_as(server, VICTIM, 2, {1: ("search", 1)})
        name = created.table.name
        person = join(server.target, created, 0)
        waits = turns.while_replies_were_due(person, name, set(flood))
        # the other worker was free for her, and as a rule the flood was not served ahead of
        # her: the creator's own worker goes on while the keeper claims her table, which on a
        # loaded machine once took 19 of its decisions (a median, not a maximum)
        assert max(running for running, _ in waits) <= 1, waits
        assert statistics.median(started for _, started in waits) <= 1, waits
        # the flood goes on: limited, not stopped
        done = sum(1 for turn in turns if turn.table_id in flood)
        wait_for(lambda: sum(1 for turn in turns if turn.table_id in flood) >= done + 2, 60)
    finally:
        if attack is not None:
            attack.stop.set()
            attack.thread.join(10)
        server.stop()
