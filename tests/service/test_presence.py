"""Seat.presence over real gRPC: a seat is present while a WatchTable stream of its credential
is open, away a few seconds after the last one closes, and every other watcher of the table
is woken by each change (tests/web/test_seats.py shows it reaching a page within seconds
under the default 20 s heartbeat), without the table's version moving."""

from __future__ import annotations

import asyncio
import time

import grpc
from meeple.v1 import game_service_pb2 as pb

from service.presence import GRACE, Presence
from tests.service.harness import expect_error, open_table
from tests.service.test_watch import Watcher

PRESENT, AWAY = pb.Seat.PRESENCE_PRESENT, pb.Seat.PRESENCE_AWAY


def presence(table: object, client: object) -> list[int]:
    seats = client.GetTable(pb.GetTableRequest(name=table.name)).table.seats  # type: ignore[attr-defined]
    return [seat.presence for seat in seats]


def wait_for(table: object, seat: int, state: int) -> float:
    """Seconds until GetTable says ``seat`` is in ``state`` (at most 10)."""
    started = time.monotonic()
    while presence(table, table.host)[seat] != state:  # type: ignore[attr-defined]
        assert time.monotonic() - started < 10, (seat, state)
        time.sleep(0.1)
    return time.monotonic() - started


def test_a_closed_stream_turns_the_seat_away_after_the_grace(target: str) -> None:
    table = open_table(target, "secret", 2)
    try:
        version = table.host.GetTable(pb.GetTableRequest(name=table.name)).table.version
        assert presence(table, table.host) == [AWAY, AWAY]
        ada = Watcher(table.players[0], table.name)
        ada.next()
        assert wait_for(table, 0, PRESENT) < 2
        ada.call.cancel()
        time.sleep(0.3)
        assert presence(table, table.host) == [PRESENT, AWAY], "a reload is no departure"
        waited = wait_for(table, 0, AWAY) + 0.3
        assert GRACE - 0.5 <= waited < 10, waited
        # presence moves no version: it is no change of the table
        after = table.host.GetTable(pb.GetTableRequest(name=table.name)).table
        assert after.version == version
    finally:
        table.close()


def test_two_devices_of_one_seat_keep_it_present_until_both_close(target: str) -> None:
    table = open_table(target, "secret", 2)
    try:
        first = Watcher(table.players[1], table.name)
        second = Watcher(table.players[1], table.name)
        first.next()
        second.next()
        first.call.cancel()
        time.sleep(GRACE + 0.5)
        assert presence(table, table.host)[1] == PRESENT
        second.call.cancel()
        assert wait_for(table, 1, AWAY) < GRACE + 3
    finally:
        table.close()


def test_the_host_hands_an_away_seat_to_a_bot_and_its_player_takes_it_back(target: str) -> None:
    table = open_table(target, "secret", 2)
    try:
        keep = pb.AddBotRequest(
            table=table.name, seat=1, bot=pb.BotSpec(kind="greedy"), keep_seat=True
        )
        grace = Watcher(table.players[1], table.name)
        grace.next()
        wait_for(table, 1, PRESENT)
        failed = grpc.StatusCode.FAILED_PRECONDITION
        expect_error(lambda: table.host.AddBot(keep), failed, "PLAYER_PRESENT")
        denied = grpc.StatusCode.PERMISSION_DENIED
        expect_error(lambda: table.players[0].AddBot(keep), denied, "HOST_CREDENTIAL_REQUIRED")
        grace.call.cancel()
        wait_for(table, 1, AWAY)
        seat = table.host.AddBot(keep).table.seats[1]
        assert seat.absent and seat.player == pb.Seat.PLAYER_BOT
        expect_error(lambda: table.host.AddBot(keep), failed, "SEAT_PLAYED_BY_BOT")
        # her credential still works, and takes the seat back
        table.players[1].ReclaimSeat(pb.ReclaimSeatRequest(table=table.name))
        seat = table.host.GetTable(pb.GetTableRequest(name=table.name)).table.seats[1]
        assert not seat.absent
        assert seat.player == pb.Seat.PLAYER_HUMAN or seat.reclaiming
    finally:
        table.close()


def test_presence_forgets_a_table_once_nobody_is_there() -> None:
    """The in-memory presence is bounded by the open streams: a table whose seats all went
    away is forgotten after the grace, and its next change gets a stamp never used before."""

    async def scenario() -> None:
        woken: list[str] = []
        presence = Presence(woken.append, time.time, grace=0.05)
        presence.opened("t1", 0)
        presence.opened("t1", 1)
        first = presence.generation("t1")
        presence.closed("t1", 0)
        presence.closed("t1", 1)
        assert presence.tracked_tables() == 1 and presence.present("t1", 0)
        await asyncio.sleep(0.2)
        assert presence.tracked_tables() == 0 and not presence.present("t1", 0)
        assert presence.generation("t1") == 0
        presence.opened("t1", 0)
        assert presence.generation("t1") > first
        assert woken == ["t1"] * 5  # two arrivals, two departures after the grace, one return

    asyncio.run(scenario())
