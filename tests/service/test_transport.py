"""The wire, as a hostile client uses it (issue 11, items 9, 12 and 13): undecodable request
bodies, calls that half-close without a message or never send one, connection limits, and a
second server on a port already in use."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb

from service.server import grpc_options
from service.settings import Settings
from tests.service.harness import (
    ROOT,
    ServerProcess,
    ServerThread,
    base_settings,
    error_info,
    hosted_test_games,
)

SERVICE = "/meeple.v1.GameService/"
UNARY_METHODS = (
    "ListGames",
    "CreateTable",
    "GetTable",
    "ListTables",
    "JoinTable",
    "LeaveTable",
    "StartTable",
    "GetView",
    "ListLegalActions",
    "ValidateAction",
    "SubmitAction",
    "ListEvents",
)


def nested_unknown_groups(depth: int) -> bytes:
    """An unknown field 1000 as groups nested ``depth`` deep (beyond any recursion limit)."""
    start = bytes([0xC3, 0x3E])  # field 1000, wire type 3 (start group)
    end = bytes([0xC4, 0x3E])  # field 1000, wire type 4 (end group)
    return start * depth + end * depth


def string_field(number: int, raw: bytes) -> bytes:
    return bytes([number << 3 | 2, len(raw)]) + raw


VALID = pb.CreateTableRequest(game="games/carcassonne", seat_count=2).SerializeToString()
UNDECODABLE = {
    "garbage": b"\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01",
    "truncated": VALID[:-3],
    "bad_utf8": string_field(1, b"games/\xff\xfe\xc3"),
    "deep_nesting": nested_unknown_groups(5000),
    "length_beyond_end": bytes([0x0A, 0x7F]) + b"abc",
}


def raw_unary(channel: grpc.Channel, method: str) -> grpc.UnaryUnaryMultiCallable:
    return channel.unary_unary(SERVICE + method)  # bytes in, bytes out: no serializers


@pytest.mark.parametrize("kind", sorted(UNDECODABLE))
@pytest.mark.parametrize("method", ["CreateTable", "SubmitAction", "GetView"])
def test_undecodable_request_is_malformed_request(target: str, method: str, kind: str) -> None:
    with grpc.insecure_channel(target) as channel, pytest.raises(grpc.RpcError) as caught:
        raw_unary(channel, method)(UNDECODABLE[kind], timeout=10)
    code, reason, _ = error_info(caught.value)
    assert (code, reason) == (grpc.StatusCode.INVALID_ARGUMENT, "MALFORMED_REQUEST")
    assert len(caught.value.details() or "") < 300


def test_body_above_the_limit_is_refused_before_parsing_with_a_reason(target: str) -> None:
    """Up to 16 times the limit (64 KiB by default) the service answers MESSAGE_TOO_LARGE with
    an ErrorInfo, without parsing the body (before: grpcio's own status above 4 times)."""
    body = string_field(1, b"") + bytes([0x2A]) + b"\x80\x90\x12" + b"x" * 300_000
    with grpc.insecure_channel(target) as channel, pytest.raises(grpc.RpcError) as caught:
        raw_unary(channel, "CreateTable")(body, timeout=10)
    code, reason, _ = error_info(caught.value)
    assert (code, reason) == (grpc.StatusCode.RESOURCE_EXHAUSTED, "MESSAGE_TOO_LARGE")


def test_body_above_the_transport_cap_gets_the_transport_status(target: str) -> None:
    """Beyond 16 times the limit grpcio's transport refuses the body itself (no ErrorInfo):
    bounded, and the code still says what happened."""
    with grpc.insecure_channel(target) as channel, pytest.raises(grpc.RpcError) as caught:
        raw_unary(channel, "CreateTable")(b"\x00" * (2 * 1024 * 1024), timeout=10)
    assert caught.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED


def test_undecodable_watch_request_is_malformed_request(target: str) -> None:
    with grpc.insecure_channel(target) as channel:
        stream = channel.unary_stream(SERVICE + "WatchTable")(UNDECODABLE["garbage"], timeout=10)
        with pytest.raises(grpc.RpcError) as caught:
            next(iter(stream))
    code, reason, _ = error_info(caught.value)
    assert (code, reason) == (grpc.StatusCode.INVALID_ARGUMENT, "MALFORMED_REQUEST")


@pytest.mark.parametrize("method", UNARY_METHODS)
def test_unary_call_half_closed_without_a_message_is_answered(target: str, method: str) -> None:
    """A client that ends its half of a unary call without sending the request: grpcio's
    asyncio server would never answer it (its unary handler returns without a status when no
    message arrives). The service answers at once."""
    with grpc.insecure_channel(target) as channel:
        call = channel.stream_unary(SERVICE + method)
        started = time.monotonic()
        with pytest.raises(grpc.RpcError) as caught:
            call(iter(()), timeout=10)
    code, reason, _ = error_info(caught.value)
    assert (code, reason) == (grpc.StatusCode.INVALID_ARGUMENT, "MALFORMED_REQUEST")
    assert time.monotonic() - started < 5


def test_watch_half_closed_without_a_message_is_answered(target: str) -> None:
    with grpc.insecure_channel(target) as channel:
        responses = channel.stream_stream(SERVICE + "WatchTable")(iter(()), timeout=10)
        with pytest.raises(grpc.RpcError) as caught:
            next(iter(responses))
    code, reason, _ = error_info(caught.value)
    assert (code, reason) == (grpc.StatusCode.INVALID_ARGUMENT, "MALFORMED_REQUEST")


def test_many_half_closed_calls_leave_no_call_behind(target: str) -> None:
    """2,000 half-closed calls at once on one connection (the issue's figure) all end well
    within their deadline: answered MALFORMED_REQUEST, or refused by the transport (REFUSED_STREAM,
    UNAVAILABLE) beyond the connection's stream limit."""
    with grpc.insecure_channel(target) as channel:
        call = channel.stream_unary(SERVICE + "ListGames")
        futures = [call.future(iter(()), timeout=30) for _ in range(2000)]
        codes = [f.exception().code() for f in futures]
    assert set(codes) <= {grpc.StatusCode.INVALID_ARGUMENT, grpc.StatusCode.UNAVAILABLE}
    assert codes.count(grpc.StatusCode.INVALID_ARGUMENT) >= 100


def silent() -> Iterator[bytes]:
    """A request stream that never sends a message and never ends."""
    threading.Event().wait(60)
    yield b""


@pytest.fixture()
def short_lived_connections(tmp_path: Path) -> Iterator[ServerThread]:
    settings = base_settings(tmp_path, connection_age=1.0, connection_age_grace=1.0)
    running = ServerThread(settings, hosted_test_games()).start()
    try:
        yield running
    finally:
        running.stop()


def test_call_that_never_sends_its_request_is_reclaimed(
    short_lived_connections: ServerThread,
) -> None:
    """A call whose client neither sends a message nor half-closes cannot be answered (the
    request may still come); the connection's age limit and its grace bound how long it holds
    the server: here 1 s + 1 s, against the call's own 30 s deadline."""
    with grpc.insecure_channel(short_lived_connections.target) as channel:
        started = time.monotonic()
        with pytest.raises(grpc.RpcError) as caught:
            channel.stream_unary(SERVICE + "ListGames")(silent(), timeout=30)
        elapsed = time.monotonic() - started
    assert caught.value.code() == grpc.StatusCode.UNAVAILABLE
    assert elapsed < 15


def test_transport_limits_are_set() -> None:
    options = dict(grpc_options(Settings()))
    assert options["grpc.so_reuseport"] == 0
    assert options["grpc.max_concurrent_streams"] == Settings().max_concurrent_streams
    assert options["grpc.max_connection_idle_ms"] == int(Settings().connection_idle * 1000)
    assert options["grpc.max_connection_age_ms"] == int(Settings().connection_age * 1000)
    assert options["grpc.max_connection_age_grace_ms"] == int(
        Settings().connection_age_grace * 1000
    )
    # keepalive enforcement: clients pinging more often than this are told to go away
    assert options["grpc.http2.min_ping_interval_without_data_ms"] >= 5000
    assert options["grpc.http2.max_ping_strikes"] > 0


def test_client_pinging_too_often_is_sent_away(target: str) -> None:
    """Keepalive enforcement: a client pinging every 200 ms while it sends nothing gets a
    GOAWAY (too_many_pings), which ends its calls, instead of holding them to their deadline."""
    options = [
        ("grpc.keepalive_time_ms", 200),
        ("grpc.keepalive_permit_without_calls", 1),
        ("grpc.http2.max_pings_without_data", 0),
    ]
    with grpc.insecure_channel(target, options=options) as channel:
        started = time.monotonic()
        with pytest.raises(grpc.RpcError) as caught:
            channel.stream_unary(SERVICE + "ListGames")(silent(), timeout=30)
    assert caught.value.code() == grpc.StatusCode.UNAVAILABLE
    assert time.monotonic() - started < 20


def test_streams_beyond_the_per_connection_limit_wait(tmp_path: Path) -> None:
    """With max_concurrent_streams 2, a third concurrent call on one connection is not served
    until a stream frees up."""
    settings = base_settings(tmp_path, max_concurrent_streams=2)
    running = ServerThread(settings, hosted_test_games()).start()
    try:
        with grpc.insecure_channel(running.target) as channel:
            call = channel.stream_unary(SERVICE + "ListGames")
            holders = [call.future(silent(), timeout=3) for _ in range(2)]
            time.sleep(0.5)
            third = channel.unary_unary(SERVICE + "ListGames")
            with pytest.raises(grpc.RpcError) as caught:
                third(b"", timeout=1.5)
            assert caught.value.code() == grpc.StatusCode.DEADLINE_EXCEEDED
            for holder in holders:
                holder.cancel()
            assert third(b"", timeout=10) is not None
    finally:
        running.stop()


def test_second_server_on_a_used_port_fails_with_one_line(tmp_path: Path) -> None:
    first = ServerProcess(tmp_path / "one.db", tmp_path / "one.log").start()
    try:
        second = subprocess.run(
            [sys.executable, "-m", "clients.cli", "serve", "--port", str(first.port)],
            cwd=ROOT,
            env={
                "PATH": "/usr/bin:/bin",
                "PYTHONPATH": str(ROOT),
                "MEEPLE_DATABASE": str(tmp_path / "two.db"),
                "MEEPLE_HOST": "127.0.0.1",
            },
            capture_output=True,
            text=True,
            timeout=60,
        )
    finally:
        first.terminate()
    assert second.returncode != 0
    assert second.stdout == ""
    lines = second.stderr.strip().splitlines()
    assert len(lines) == 1, second.stderr
    assert f"127.0.0.1:{first.port}" in lines[0]
    assert "in use" in lines[0]
    assert "Traceback" not in second.stderr
