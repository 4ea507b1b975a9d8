"""harden-sec's per-address rate limits hold for the web table's Connect calls too: the Connect
adapter passes the client's address to the same limiters as the gRPC path, and the answer
carries the same ErrorInfo and RetryInfo, as Connect error details."""

from __future__ import annotations

import base64
import json
import time
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
from google.protobuf.message import Message
from google.rpc import error_details_pb2
from meeple.v1 import game_service_pb2 as pb

from service.ratelimit import client_address, peer_of
from tests.service.harness import Client, error_info
from tests.web.conftest import WebServer, serve_web
from tests.web.test_web_server import connect

BURST = 3
RATE = 0.5  # one CreateTable every two seconds once the burst is spent


@pytest.fixture(scope="module")
def limited(tmp_path_factory: pytest.TempPathFactory) -> Iterator[WebServer]:
    tmp: Path = tmp_path_factory.mktemp("limited")
    with serve_web(tmp, MEEPLE_CREATE_RATE=str(RATE), MEEPLE_CREATE_BURST=str(BURST)) as server:
        yield server


def detail(error: dict[str, object], kind: type[Message]) -> Message:
    """The one Connect error detail of ``kind`` (base64 ``value``, padding left off)."""
    details: list[dict[str, str]] = error["details"]  # type: ignore[assignment]
    found = [d for d in details if d["type"] == kind.DESCRIPTOR.full_name]
    assert len(found) == 1, f"one {kind.DESCRIPTOR.full_name} in {details}"
    value = found[0]["value"] + "=" * (-len(found[0]["value"]) % 4)
    return kind.FromString(base64.b64decode(value))


def test_connect_create_over_the_limit_is_told_when_to_retry(limited: WebServer) -> None:
    create = {"game": "games/carcassonne", "seatCount": 2}
    answers = [connect(limited, "CreateTable", create) for _ in range(BURST + 1)]
    assert [status for status, _ in answers[:BURST]] == [200] * BURST
    status, error = answers[BURST]
    assert status == 429 and error["code"] == "resource_exhausted"
    info = detail(error, error_details_pb2.ErrorInfo)
    assert isinstance(info, error_details_pb2.ErrorInfo)
    assert (info.reason, info.domain) == ("RATE_LIMITED", "meeple.dev")
    retry = detail(error, error_details_pb2.RetryInfo)
    assert isinstance(retry, error_details_pb2.RetryInfo)
    delay = retry.retry_delay.ToNanoseconds() / 1e9
    assert 0 < delay <= 1 / RATE
    # the gRPC port draws on the same bucket: the address is over the limit there too
    client = Client(limited.target)
    try:
        with pytest.raises(grpc.RpcError) as raised:
            client.CreateTable(pb.CreateTableRequest(game="games/carcassonne", seat_count=2))
        code, reason, _ = error_info(raised.value)
        assert (code, reason) == (grpc.StatusCode.RESOURCE_EXHAUSTED, "RATE_LIMITED")
    finally:
        client.close()
    time.sleep(1 / RATE + 0.1)  # the delay (at most one token's time) was enough
    status, created = connect(limited, "CreateTable", create)
    assert status == 200 and created["table"]
    # the log line of the refused call names the reason, as on gRPC (info lines are written in
    # batches, at the latest 0.1 s after the call)
    deadline = time.monotonic() + 5
    while True:
        records = [json.loads(x) for x in limited.log.splitlines() if x.startswith("{")]
        refused = [
            r
            for r in records
            if r.get("reason") == "RATE_LIMITED" and r.get("transport") == "connect"
        ]
        if refused or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert refused


def test_http_client_addresses_key_like_grpc_peers() -> None:
    assert peer_of("10.0.0.7:53124") == "ipv4:10.0.0.7:53124"
    assert client_address(peer_of("2001:db8:1:2:3:4:5:6:443")) == client_address(
        "ipv6:[2001:db8:1:2:ffff::1]:9"
    )  # one /64 network, one bucket, whichever port
    assert peer_of(None) == ""
