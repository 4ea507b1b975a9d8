"""Issue 11, item 4: watcher slots. Spectators and anonymous watchers cannot lock the seats and
the host out of WatchTable, and one connection (or one seat credential) cannot take every
slot."""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import replace

import grpc
import pytest

from tests.service.harness import (
    Client,
    ServerThread,
    base_settings,
    error_info,
    hosted_test_games,
    open_table,
)
from tests.service.test_watch import Watcher

PER_CLIENT = 4  # the default --max-watchers-per-client


@pytest.fixture(scope="module")
def small(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    tmp = tmp_path_factory.mktemp("slots")
    server = ServerThread(replace(base_settings(tmp), max_watchers=3), hosted_test_games())
    server.start()
    try:
        yield server
    finally:
        server.stop()


def refused(watcher: Watcher) -> str:
    with pytest.raises(grpc.RpcError) as raised:
        watcher.next()
    code, reason, _ = error_info(raised.value)
    assert (code, reason) == (grpc.StatusCode.RESOURCE_EXHAUSTED, "TOO_MANY_WATCHERS")
    return reason


def test_a_crowd_cannot_lock_out_the_seats_and_the_host(small: ServerThread) -> None:
    table = open_table(small.target, "secret", 2, public=True)
    crowd = [Watcher(Client(small.target, own_connection=True), table.name) for _ in range(3)]
    assert all(w.next().HasField("snapshot") for w in crowd)
    late = Client(small.target, own_connection=True)
    refused(Watcher(late, table.name))  # the shared slots are taken
    late.token = table.created.spectator_token
    refused(Watcher(late, table.name))
    players = [Watcher(client, table.name) for client in (table.host, *table.players)]
    assert all(w.next().HasField("snapshot") for w in players)
    for watcher in crowd + players:
        watcher.cancel()


def test_one_connection_cannot_take_every_slot(target: str) -> None:
    table = open_table(target, "secret", 2)
    link_holder = Client(target, table.created.spectator_token, own_connection=True)
    streams = [Watcher(link_holder, table.name) for _ in range(PER_CLIENT)]
    assert all(w.next().HasField("snapshot") for w in streams)
    refused(Watcher(link_holder, table.name))
    # another connection (another spectator with the same link) still gets in
    friend = Watcher(Client(target, table.created.spectator_token, own_connection=True), table.name)
    assert friend.next().HasField("snapshot")
    # so does a seat, and a seat credential is bounded the same way
    seat = [Watcher(table.players[0], table.name) for _ in range(PER_CLIENT)]
    assert all(w.next().HasField("snapshot") for w in seat)
    refused(Watcher(Client(target, table.players[0].token), table.name))
    for watcher in [*streams, friend, *seat]:
        watcher.cancel()
    # slots come back when streams end (the server notices the cancellations shortly)
    deadline = time.monotonic() + 10
    while True:
        again = Watcher(link_holder, table.name)
        try:
            assert again.next().HasField("snapshot")
            break
        except grpc.RpcError:
            assert time.monotonic() < deadline, "the slots never came back"
            time.sleep(0.1)
    again.cancel()
