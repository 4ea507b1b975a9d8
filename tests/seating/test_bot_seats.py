"""Bot seats run by the service: chosen at creation or added by the host before the start, shown
in Table.seats, played outside the request path with ordinary events, and deterministic: every
bot move is recomputed from the stored history and the table's seed, including across a
restart of the server."""

from __future__ import annotations

import asyncio
from pathlib import Path

import grpc
from meeple.v1 import game_service_pb2 as pb

from engines.registry import get_game
from service.store.sqlite import SQLiteStore
from tests.seating.support import (
    BOT,
    create,
    join,
    my_turn_or_over,
    play_first_legal,
    recompute_bot_moves,
    view,
    wait_for,
)
from tests.service.harness import (
    Client,
    ServerThread,
    base_settings,
    expect_error,
    hosted_test_games,
    new_request_id,
)
from tests.service.test_play import all_events


def test_a_person_against_two_search_bots_at_burgundy(target: str) -> None:
    created = create(target, "burgundy", 3, {1: ("search", 1), 2: ("search", 1)}, auto_start=True)
    seats = created.table.seats
    assert [s.player for s in seats] == [pb.Seat.PLAYER_UNSPECIFIED, BOT, BOT]
    assert seats[1].bot == pb.BotSpec(kind="search", level=1)
    assert seats[1].state == pb.Seat.STATE_TAKEN
    name = created.table.name
    person = join(target, created, 0)
    table = person.GetTable(pb.GetTableRequest(name=name)).table
    assert table.state == pb.Table.STATE_ACTIVE and table.seats[0].player == pb.Seat.PLAYER_HUMAN
    decisions = 0
    while True:
        current = wait_for(lambda: my_turn_or_over(person, name, 0))
        if current.state != pb.Table.STATE_ACTIVE or decisions >= 12:
            break
        # the bots cannot be played by the person: only its own seat acts
        play_first_legal(person, name)
        decisions += 1
    events = all_events(person, name)
    bot_moves = [
        e for e in events if e.HasField("action_applied") and e.action_applied.seat in (1, 2)
    ]
    assert decisions == 12 and len(bot_moves) >= 2  # the bots moved between the person's turns
    assert all(e.version == i + 1 for i, e in enumerate(events))  # ordinary history


def test_the_host_adds_a_bot_before_the_start_and_frees_it(target: str) -> None:
    created = create(target, "carcassonne", 3, {})
    name = created.table.name
    host = Client(target, created.host_credential)
    added = host.AddBot(
        pb.AddBotRequest(table=name, bot=pb.BotSpec(kind="greedy"), request_id=new_request_id())
    )
    assert added.seat == 0 and added.table.seats[0].bot.kind == "greedy"
    assert added.table.seats[0].player == BOT
    expect_error(  # an unknown level changes nothing
        lambda: host.AddBot(pb.AddBotRequest(table=name, bot=pb.BotSpec(kind="search", level=9))),
        grpc.StatusCode.INVALID_ARGUMENT,
        "INVALID_BOT_LEVEL",
    )
    expect_error(
        lambda: host.AddBot(pb.AddBotRequest(table=name, seat=0, bot=pb.BotSpec(kind="random"))),
        grpc.StatusCode.FAILED_PRECONDITION,
        "SEAT_TAKEN",
    )
    person = join(target, created, 1)
    expect_error(  # only the host seats bots
        lambda: person.AddBot(pb.AddBotRequest(table=name, bot=pb.BotSpec(kind="random"))),
        grpc.StatusCode.PERMISSION_DENIED,
        "HOST_CREDENTIAL_REQUIRED",
    )
    freed = host.FreeSeat(pb.FreeSeatRequest(table=name, seat=0)).table
    assert freed.seats[0].state == pb.Seat.STATE_EMPTY and freed.seats[0].player == 0
    host.AddBot(pb.AddBotRequest(table=name, seat=2, bot=pb.BotSpec(kind="search", level=1)))
    host.AddBot(pb.AddBotRequest(table=name, seat=0, bot=pb.BotSpec(kind="random")))
    started = host.StartTable(pb.StartTableRequest(name=name)).table
    assert started.state == pb.Table.STATE_ACTIVE
    wait_for(lambda: my_turn_or_over(person, name, 1))
    kinds = [e.WhichOneof("kind") for e in all_events(person, name)]
    assert kinds[:5] == ["bot_seated", "seat_joined", "seat_freed", "bot_seated", "bot_seated"]


def test_a_person_cannot_act_for_a_bot_seat(target: str) -> None:
    created = create(target, "carcassonne", 2, {1: ("greedy", 0)}, auto_start=True)
    person = join(target, created, 0)
    name = created.table.name
    assert view(person, name).current_seat == 0
    legal = person.ListLegalActions(pb.ListLegalActionsRequest(table=name))
    assert legal.actions  # the person's own turn works as always
    expect_error(
        lambda: Client(target, created.host_credential).ReclaimSeat(
            pb.ReclaimSeatRequest(table=name)
        ),
        grpc.StatusCode.PERMISSION_DENIED,
        "SEAT_CREDENTIAL_REQUIRED",
    )


def test_bot_moves_replay_identically_across_a_restart(tmp_path: Path) -> None:
    settings = base_settings(tmp_path, bot_workers=1, schedule_poll=0.05)
    first = ServerThread(settings, hosted_test_games()).start()
    created = create(first.target, "carcassonne", 2, {0: ("greedy", 0), 1: ("search", 1)})
    name = created.table.name
    Client(first.target, created.host_credential).StartTable(pb.StartTableRequest(name=name))
    spectator = Client(first.target, created.spectator_token)
    wait_for(lambda: view(spectator, name).version >= 12)
    first.stop()  # mid-game: the bots' next turns are due in the store, not in memory

    second = ServerThread(settings, hosted_test_games()).start()
    try:
        spectator = Client(second.target, created.spectator_token)
        done = wait_for(lambda: view(spectator, name).state == pb.Table.STATE_FINISHED, timeout=300)
        assert done
        events = all_events(spectator, name)
    finally:
        second.stop()
    assert sum(e.HasField("action_applied") for e in events) > 60

    async def recheck() -> int:
        store = SQLiteStore(tmp_path / "meeple.db")
        await store.open()
        try:
            return await recompute_bot_moves(store, get_game("carcassonne"), name[7:])
        finally:
            await store.close()

    checked = asyncio.run(recheck())
    assert checked == sum(e.HasField("action_applied") for e in events)
