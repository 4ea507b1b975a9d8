"""Per-client read limits (issue 34, finding 6): GetTable, GetView, ListTables, ListEvents and
WatchTable opens draw on token buckets per client address and per credential, shared by the
gRPC and the web port; over the limit RESOURCE_EXHAUSTED RATE_LIMITED with a RetryInfo delay.
A ListEvents page costs by its size. Playing (ListLegalActions, SubmitAction) is not a read."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
from google.rpc import error_details_pb2
from grpc_status import rpc_status
from meeple.v1 import game_service_pb2 as pb

from service import logs
from service.ratelimit import read_cost
from tests.service.harness import (
    ServerThread,
    base_settings,
    expect_error,
    hosted_test_games,
    open_table,
)
from tests.web.web_calls import web_reason, web_request

BURST = 6
RATE = 2.0


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[ServerThread]:
    logs.configure("warning", (tmp_path / "server.log").open("a", buffering=1))
    settings = base_settings(tmp_path, read_rate=RATE, read_burst=BURST, web_port=-1)
    running = ServerThread(settings, hosted_test_games()).start()
    try:
        yield running
    finally:
        running.stop()


def retry_delay(error: grpc.RpcError) -> float:
    status = rpc_status.from_call(error)
    assert status is not None
    for detail in status.details:
        if detail.Is(error_details_pb2.RetryInfo.DESCRIPTOR):
            info = error_details_pb2.RetryInfo()
            detail.Unpack(info)
            return float(info.retry_delay.ToNanoseconds()) / 1e9
    raise AssertionError("no RetryInfo")


def test_reads_over_the_limit_are_told_when_to_retry(server: ServerThread) -> None:
    table = open_table(server.target, "carcassonne", 2, start=True)
    spectator, name = table.spectator, table.name
    time.sleep(BURST / RATE)  # the bucket refills after the setup's reads
    reads = [
        lambda: spectator.GetTable(pb.GetTableRequest(name=name)),
        lambda: spectator.GetView(pb.GetViewRequest(table=name)),
        lambda: spectator.ListTables(pb.ListTablesRequest()),
    ]
    for index in range(BURST):
        reads[index % len(reads)]()
    try:
        spectator.GetView(pb.GetViewRequest(table=name))
    except grpc.RpcError as error:
        assert error.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
        assert 0 < retry_delay(error) <= 1 / RATE
    else:
        raise AssertionError("a read over the limit was answered")
    expect_error(  # a WatchTable open is a read too
        lambda: next(iter(spectator.WatchTable(pb.WatchTableRequest(table=name)))),
        grpc.StatusCode.RESOURCE_EXHAUSTED,
        "RATE_LIMITED",
    )
    # the web port draws on the same buckets
    status, _, body = web_request(
        server, "GetTable", {"Content-Type": "application/json"}, b'{"name": "%s"}' % name.encode()
    )
    assert status == 429 and web_reason(body) == ("resource_exhausted", "RATE_LIMITED")
    # playing is no read: the player to move still plays
    seat = table.players[0]
    legal = seat.ListLegalActions(pb.ListLegalActionsRequest(table=name))
    assert legal.actions
    time.sleep(1 / RATE + 0.05)  # one token back: one read
    spectator.GetTable(pb.GetTableRequest(name=name))


def test_a_large_list_events_page_costs_more(server: ServerThread) -> None:
    assert read_cost("ListEvents", 1000) == 10 and read_cost("ListEvents", 0) == 1
    assert read_cost("GetView", 0) == 1
    table = open_table(server.target, "carcassonne", 2, start=True)
    time.sleep(BURST / RATE)
    table.spectator.ListEvents(pb.ListEventsRequest(table=table.name, page_size=1000))
    expect_error(  # the large page took the whole bucket
        lambda: table.spectator.ListEvents(pb.ListEventsRequest(table=table.name, page_size=1)),
        grpc.StatusCode.RESOURCE_EXHAUSTED,
        "RATE_LIMITED",
    )
