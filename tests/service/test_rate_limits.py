"""Issue 11, item 6: CreateTable and JoinTable are rate-limited per client address, answering
RESOURCE_EXHAUSTED RATE_LIMITED with a google.rpc.RetryInfo delay; the defaults are documented
and far above what the test suite and the benchmarks need (they run with them)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import replace

import google.rpc.error_details_pb2 as error_details_pb2
import grpc
import pytest
from grpc_status import rpc_status
from meeple.v1 import game_service_pb2 as pb

from service.ratelimit import RateLimiter, client_address
from service.settings import Settings
from tests.service.harness import Client, ServerThread, base_settings, error_info, hosted_test_games

LIMITS = {"create_burst": 5, "join_burst": 3}
RATE = 2.0


@pytest.fixture(scope="module")
def limited(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    tmp = tmp_path_factory.mktemp("limits")
    settings = replace(
        base_settings(tmp),
        create_rate=RATE,
        join_rate=RATE,
        create_burst=LIMITS["create_burst"],
        join_burst=LIMITS["join_burst"],
    )
    server = ServerThread(settings, hosted_test_games()).start()
    try:
        yield server
    finally:
        server.stop()


def retry_delay(error: grpc.RpcError) -> float:
    code, reason, details = error_info(error)
    assert (code, reason) == (grpc.StatusCode.RESOURCE_EXHAUSTED, "RATE_LIMITED")
    status = rpc_status.from_call(error)
    assert status is not None
    infos = [d for d in details if d.Is(error_details_pb2.RetryInfo.DESCRIPTOR)]
    assert len(infos) == 1, "RATE_LIMITED carries one RetryInfo"
    retry = error_details_pb2.RetryInfo()
    infos[0].Unpack(retry)
    return float(retry.retry_delay.ToNanoseconds()) / 1e9


def test_creates_over_the_limit_are_told_when_to_retry(limited: ServerThread) -> None:
    client = Client(limited.target)
    create = pb.CreateTableRequest(game="games/secret", seat_count=2)
    made = []
    with pytest.raises(grpc.RpcError) as raised:
        for _ in range(20):
            made.append(client.CreateTable(create))
    assert len(made) == LIMITS["create_burst"]  # the burst, then the limit (2/s) holds
    delay = retry_delay(raised.value)
    assert 0 < delay <= 1 / RATE
    time.sleep(delay + 0.05)
    assert client.CreateTable(create).table.name  # the delay was enough


def test_joins_over_the_limit_are_told_when_to_retry(limited: ServerThread) -> None:
    time.sleep(3)  # let the create bucket refill
    host = Client(limited.target)
    created = host.CreateTable(pb.CreateTableRequest(game="games/secret", seat_count=4))
    join = pb.JoinTableRequest(
        table=created.table.name, invite_token=created.invite_token, display_name="x"
    )
    joined = []
    with pytest.raises(grpc.RpcError) as raised:
        for _ in range(6):
            joined.append(Client(limited.target).JoinTable(join))
    assert len(joined) == LIMITS["join_burst"]
    delay = retry_delay(raised.value)
    after = Client(limited.target, created.host_credential).GetTable(
        pb.GetTableRequest(name=created.table.name)
    )
    assert after.table.version == LIMITS["join_burst"]  # the refused join changed nothing
    time.sleep(delay + 0.05)
    assert Client(limited.target).JoinTable(join).seat == LIMITS["join_burst"]


def test_start_lesson_spends_the_create_budget(limited: ServerThread) -> None:
    """A lesson's table costs what a table costs (issue 44): StartLesson and CreateTable draw on
    one bucket per address, so lessons open no more tables than CreateTable would."""
    time.sleep(3)  # let the create bucket refill
    client = Client(limited.target)
    lesson = pb.StartLessonRequest(lesson="lessons/carcassonne-monk")
    made = []
    with pytest.raises(grpc.RpcError) as raised:
        for _ in range(20):
            made.append(client.StartLesson(lesson))
    # the burst, and what the bucket refilled (2/s) while the lesson tables were being opened
    assert LIMITS["create_burst"] <= len(made) <= LIMITS["create_burst"] + 3
    retry_delay(raised.value)
    with pytest.raises(grpc.RpcError) as refused:
        client.CreateTable(pb.CreateTableRequest(game="games/secret", seat_count=2))
    time.sleep(retry_delay(refused.value) + 0.05)
    assert client.StartLesson(lesson).table.lesson == "lessons/carcassonne-monk"


def test_the_key_is_the_address_not_the_connection() -> None:
    assert client_address("ipv4:10.0.0.7:53124") == client_address("ipv4:10.0.0.7:60000")
    assert client_address("ipv4:10.0.0.7:1") != client_address("ipv4:10.0.0.8:1")
    # an IPv6 host usually holds a whole /64
    assert client_address("ipv6:[2001:db8::1]:5") == client_address("ipv6:[2001:db8::ffff]:6")
    assert client_address("ipv6:[2001:db8::1]:5") != client_address("ipv6:[2001:db8:0:1::1]:5")


def test_buckets_refill_and_memory_is_bounded() -> None:
    now = [0.0]
    limiter = RateLimiter(rate=1.0, burst=2, capacity=100, clock=lambda: now[0])
    assert [limiter.delay("a") for _ in range(3)] == [0.0, 0.0, 1.0]
    now[0] = 0.5
    assert limiter.delay("a") == pytest.approx(0.5)
    now[0] = 1.0
    assert limiter.delay("a") == 0.0
    for key in range(1000):
        limiter.delay(str(key))
    assert len(limiter._buckets) == 100


def test_the_defaults_are_generous_and_documented() -> None:
    settings = Settings()
    assert (settings.create_rate, settings.create_burst) == (20.0, 200)
    assert (settings.join_rate, settings.join_burst) == (60.0, 600)
