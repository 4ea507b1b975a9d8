"""WatchTable: snapshot, live events, heartbeats, and resume by after_version with nothing
missed and nothing twice."""

from __future__ import annotations

import queue
import random
import threading
import time
from typing import Any

import grpc
import pytest
from google.protobuf import json_format
from meeple.v1 import game_service_pb2 as pb

from clients.api.requests import watch_request
from tests.service.harness import Client, expect_error, open_table, play_to_end, play_turn


class Watcher:
    """A WatchTable stream read by a background thread."""

    def __init__(
        self,
        client: Client,
        name: str,
        after_version: int | None = None,
        include_decision: bool = False,
        include_view: bool = False,
        decisions_only: bool = False,
    ) -> None:
        request = watch_request(name, after_version, include_decision, include_view, decisions_only)
        self.call: Any = client.stub.WatchTable(request, metadata=client.metadata())
        self.messages: queue.Queue[pb.WatchTableResponse | BaseException] = queue.Queue()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        try:
            for message in self.call:
                self.messages.put(message)
        except BaseException as error:  # surfaced by next()
            self.messages.put(error)

    def next(self, timeout: float = 10.0, skip_heartbeats: bool = True) -> pb.WatchTableResponse:
        deadline = time.monotonic() + timeout
        while True:
            item = self.messages.get(timeout=max(0.01, deadline - time.monotonic()))
            if isinstance(item, BaseException):
                raise item
            if skip_heartbeats and item.HasField("heartbeat"):
                continue
            return item

    def events(self, count: int) -> list[pb.TableEvent]:
        return [self.next().event for _ in range(count)]

    def drain(self) -> list[pb.WatchTableResponse]:
        """Every message received so far and not read yet."""
        out: list[pb.WatchTableResponse] = []
        while True:
            try:
                item = self.messages.get_nowait()
            except queue.Empty:
                return out
            if isinstance(item, pb.WatchTableResponse):
                out.append(item)

    def cancel(self) -> None:
        self.call.cancel()
        self.thread.join(5)


def test_snapshot_then_every_event_live(target: str) -> None:
    table = open_table(target, "secret", 2)
    watcher = Watcher(table.spectator, table.name)
    first = watcher.next()
    assert first.HasField("snapshot")
    start = first.snapshot.version
    rng = random.Random(1)
    responses = [play_turn(table, rng) for _ in range(3)]
    events = watcher.events(3)
    assert [e.version for e in events] == [start + 1, start + 2, start + 3]
    assert [r.version for r in responses if r is not None] == [e.version for e in events]
    assert all(e.HasField("action_applied") for e in events)
    watcher.cancel()


def test_reconnect_with_after_version_misses_nothing(target: str) -> None:
    table = open_table(target, "secret", 3)
    rng = random.Random(2)
    watcher = Watcher(table.players[0], table.name, after_version=0)
    head = table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table.version
    history = watcher.events(head)  # the lobby and start, from the log
    assert [e.version for e in history] == list(range(1, head + 1))
    for _ in range(2):
        play_turn(table, rng)
    received = watcher.events(2)
    watcher.cancel()
    last = received[-1].version
    for _ in range(4):  # missed while disconnected
        play_turn(table, rng)
    resumed = Watcher(table.players[0], table.name, after_version=last)
    missed = resumed.events(4)
    assert [e.version for e in missed] == [last + 1, last + 2, last + 3, last + 4]
    full = table.players[0].ListEvents(pb.ListEventsRequest(table=table.name, page_size=1000))
    by_version = {e.version: e for e in full.events}
    assert all(e == by_version[e.version] for e in [*history, *received, *missed])
    play_turn(table, rng)
    assert resumed.events(1)[0].version == last + 5  # and then live again
    with pytest.raises(queue.Empty):
        resumed.next(timeout=0.8)  # nothing twice
    resumed.cancel()


def test_heartbeats_when_idle(target: str) -> None:
    table = open_table(target, "secret", 2)
    head = table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table.version
    watcher = Watcher(table.spectator, table.name, after_version=head)
    message = watcher.next(timeout=5, skip_heartbeats=False)
    assert message.HasField("heartbeat")
    assert message.heartbeat.version == head
    watcher.cancel()


def test_after_version_beyond_the_table(target: str) -> None:
    table = open_table(target, "secret", 2)
    watcher = Watcher(table.spectator, table.name, after_version=10_000)
    with pytest.raises(grpc.RpcError) as raised:
        watcher.next()
    assert raised.value.code() == grpc.StatusCode.INVALID_ARGUMENT


def test_private_table_watch_needs_a_credential(target: str) -> None:
    table = open_table(target, "secret", 2)
    expect_error(
        lambda: list(Client(target).stub.WatchTable(pb.WatchTableRequest(table=table.name))),
        grpc.StatusCode.NOT_FOUND,
        "TABLE_NOT_FOUND",
    )


def test_each_watcher_sees_only_its_own_draws(target: str) -> None:
    table = open_table(target, "secret", 2)
    watchers = [Watcher(c, table.name, after_version=0) for c in (*table.players, table.spectator)]
    head = table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table.version
    for index, watcher in enumerate(watchers):
        drawn = []
        for event in watcher.events(head):
            if event.HasField("table_started"):
                for packed in event.table_started.game_events:
                    data = json_format.MessageToDict(_struct(packed))
                    drawn.append((int(data["seat"]), "card" in data))
        assert drawn, "the deal draws cards"
        for seat, card_shown in drawn:
            assert card_shown == (seat == index), (index, seat)  # spectator: index 2, never
        watcher.cancel()


def _struct(packed: Any) -> Any:
    from google.protobuf.struct_pb2 import Struct

    message = Struct()
    assert packed.Unpack(message)
    return message


def test_too_many_watchers(tmp_path_factory: pytest.TempPathFactory) -> None:
    from dataclasses import replace

    from tests.service.harness import ServerThread, base_settings, hosted_test_games

    tmp = tmp_path_factory.mktemp("watchers")
    server = ServerThread(replace(base_settings(tmp), max_watchers=1), hosted_test_games()).start()
    try:
        table = open_table(server.target, "secret", 2)
        first = Watcher(table.spectator, table.name)
        assert first.next().HasField("snapshot")
        # another spectator, on another connection: no room
        second = Watcher(
            Client(server.target, table.created.spectator_token, own_connection=True), table.name
        )
        with pytest.raises(grpc.RpcError) as raised:
            second.next()
        assert raised.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
        seat = Watcher(table.players[0], table.name)  # a seat always finds a slot
        assert seat.next().HasField("snapshot")
        seat.cancel()
        first.cancel()
    finally:
        server.stop()


def ended_with_ok(watcher: Watcher, timeout: float = 10.0) -> bool:
    """Whether the stream was closed by the server with OK (no further message)."""
    watcher.thread.join(timeout)
    return not watcher.thread.is_alive() and watcher.messages.empty()


def test_the_stream_ends_after_the_last_event_of_a_finished_game(target: str) -> None:
    table = open_table(target, "secret", 2)
    live = Watcher(table.players[1], table.name)
    assert live.next().snapshot.state == pb.Table.STATE_ACTIVE
    play_to_end(table, seed=5)
    final = table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table
    assert final.state == pb.Table.STATE_FINISHED
    received: list[pb.TableEvent] = []
    while not received or received[-1].version < final.version:
        received.append(live.next().event)
    assert received[-1].action_applied.HasField("outcome")
    assert ended_with_ok(live), "the stream stays open after the game's last event"
    assert live.call.code() == grpc.StatusCode.OK

    late = Watcher(table.spectator, table.name)
    snapshot = late.next().snapshot
    assert snapshot.state == pb.Table.STATE_FINISHED and snapshot.version == final.version
    assert ended_with_ok(late)
    resumed = Watcher(table.players[0], table.name, after_version=final.version - 1)
    assert resumed.next().event.version == final.version
    assert ended_with_ok(resumed)
    caught_up = Watcher(table.players[0], table.name, after_version=final.version)
    assert ended_with_ok(caught_up) and caught_up.call.code() == grpc.StatusCode.OK


def test_the_stream_ends_when_the_table_is_abandoned(target: str) -> None:
    table = open_table(target, "secret", 3)
    live = Watcher(table.spectator, table.name)
    version = live.next().snapshot.version
    table.host.AbandonTable(pb.AbandonTableRequest(table=table.name))
    event = live.next().event
    assert event.version == version + 1 and event.HasField("table_abandoned")
    assert ended_with_ok(live)


def test_the_stream_ends_when_a_leaving_seat_abandons_the_table(target: str) -> None:
    table = open_table(target, "secret", 2, options={"on_leave": "abandon"})
    live = Watcher(table.players[0], table.name)
    version = live.next().snapshot.version
    table.players[1].LeaveTable(pb.LeaveTableRequest(table=table.name))
    event = live.next().event
    assert event.version == version + 1 and event.seat_left.table_abandoned
    assert ended_with_ok(live)


def test_a_negative_after_version_has_its_own_reason(target: str) -> None:
    table = open_table(target, "secret", 2)
    negative = Watcher(table.players[0], table.name, after_version=-1)
    expect_error(negative.next, grpc.StatusCode.INVALID_ARGUMENT, "NEGATIVE_VERSION")
    ahead = Watcher(table.players[0], table.name, after_version=10_000)
    expect_error(ahead.next, grpc.StatusCode.INVALID_ARGUMENT, "VERSION_AHEAD")
    listed = table.players[0].ListEvents
    expect_error(
        lambda: listed(pb.ListEventsRequest(table=table.name, after_version=-1)),
        grpc.StatusCode.INVALID_ARGUMENT,
        "NEGATIVE_VERSION",
    )
