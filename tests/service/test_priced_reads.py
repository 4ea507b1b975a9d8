"""Reads priced by their cost (issue 48, findings 4 and 8): a ReplayRecord costs by its events,
runs off the event loop one at a time and has a bounded answer; PreviewTable is a read, and an
unknown table costs the server the same work as a private one without its invite."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb

from clients.record import to_json
from engines.registry import get_game
from service import logs, records, security
from service.model import TableMeta
from service.ratelimit import read_cost
from tests.clients.test_record import _random_record
from tests.service.harness import (
    Client,
    ServerThread,
    base_settings,
    expect_error,
    hosted_test_games,
    open_table,
)
from tests.service.test_replay_record import request_of

BURST = 6
RATE = 0.5
PREVIEW = "service.lobby.preview"


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[ServerThread]:
    logs.configure("warning", (tmp_path / "server.log").open("a", buffering=1))
    settings = base_settings(tmp_path, read_rate=RATE, read_burst=BURST, bot_workers=0)
    running = ServerThread(settings, hosted_test_games()).start()
    try:
        yield running
    finally:
        running.stop()


def bogus_record(events: int) -> pb.ReplayRecordRequest:
    """A record of ``events`` events that does not replay (no start): priced all the same."""
    request = pb.ReplayRecordRequest(table=pb.Table(game="games/carcassonne"))
    for version in range(1, events + 1):
        request.events.add(version=version)
    return request


def test_a_replay_costs_by_its_events(server: ServerThread) -> None:
    assert read_cost("ReplayRecord", 1303) == 131 and read_cost("ReplayRecord", 3) == 1
    anyone = Client(server.target)
    try:
        expect_error(  # 25 events: 3 tokens of the 6
            lambda: anyone.ReplayRecord(bogus_record(25)),
            grpc.StatusCode.INVALID_ARGUMENT,
            "RECORD_NOT_REPLAYABLE",
        )
        for _ in range(3):  # what is left is three reads (a flat price of 10 left none)
            anyone.ListTables(pb.ListTablesRequest())
        expect_error(
            lambda: anyone.ListTables(pb.ListTablesRequest()),
            grpc.StatusCode.RESOURCE_EXHAUSTED,
            "RATE_LIMITED",
        )
    finally:
        anyone.close()


@pytest.fixture()
def unlimited(tmp_path: Path) -> Iterator[ServerThread]:
    logs.configure("warning", (tmp_path / "server.log").open("a", buffering=1))
    settings = base_settings(tmp_path, bot_workers=0)  # no read limit: base_settings' 0
    running = ServerThread(settings, hosted_test_games()).start()
    try:
        yield running
    finally:
        running.stop()


def test_replays_run_one_at_a_time_off_the_event_loop(
    unlimited: ServerThread, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = unlimited
    loop_thread = server._thread.ident
    running, most, threads = [0], [0], set()
    lock = threading.Lock()
    original = records.replay_here

    def watched(*args: Any) -> Any:
        with lock:
            running[0] += 1
            most[0] = max(most[0], running[0])
            threads.add(threading.get_ident())
        time.sleep(0.2)
        try:
            return original(*args)
        finally:
            with lock:
                running[0] -= 1

    monkeypatch.setattr(records, "replay_here", watched)
    evidence, _ = _random_record(get_game("carcassonne"), 2, 3)
    request = request_of(to_json(evidence))
    answers: list[int] = []

    def replay() -> None:
        client = Client(server.target)
        try:
            answers.append(len(client.ReplayRecord(request, timeout=60).views))
        finally:
            client.close()

    callers = [threading.Thread(target=replay) for _ in range(3)]
    for caller in callers:
        caller.start()
    for caller in callers:
        caller.join(60)
    assert len(answers) == 3 and len(set(answers)) == 1 and answers[0] > 10
    assert most[0] == 1  # one at a time, though three callers asked at once
    assert loop_thread not in threads  # never on the server's event loop


def test_the_answer_is_bounded(server: ServerThread, monkeypatch: pytest.MonkeyPatch) -> None:
    evidence, _ = _random_record(get_game("carcassonne"), 2, 3)
    monkeypatch.setattr(records, "MAX_RESPONSE_BYTES", 20_000)
    anyone = Client(server.target)
    try:
        expect_error(
            lambda: anyone.ReplayRecord(request_of(to_json(evidence))),
            grpc.StatusCode.RESOURCE_EXHAUSTED,
            "RESPONSE_TOO_LARGE",
        )
    finally:
        anyone.close()


def test_previews_are_reads(server: ServerThread) -> None:
    table = open_table(server.target, "carcassonne", 2)
    anyone = Client(server.target)
    time.sleep(BURST / RATE / 4)
    try:
        refused = 0
        for _ in range(BURST + 2):
            try:
                anyone.PreviewTable(pb.PreviewTableRequest(name=table.name))
            except grpc.RpcError as error:  # a private table: NOT_FOUND until over the limit
                refused += error.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
        assert refused >= 2
    finally:
        anyone.close()


def test_an_unknown_table_costs_what_a_private_one_does(
    server: ServerThread, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same steps, decode and hash, whether the table exists (private, no invite) or not:
    the time of the answer does not say which (finding 8: 72 µs apart, 78% right after 15
    tries)."""
    counts: dict[str, int] = {"decode": 0, "hash": 0, "compare": 0}
    decode = TableMeta.decode

    def counted(name: str, function: Any) -> Any:
        def call(*args: Any) -> Any:
            counts[name] += 1
            return function(*args)

        return call

    monkeypatch.setattr(TableMeta, "decode", counted("decode", decode))
    monkeypatch.setattr(f"{PREVIEW}.hash_token", counted("hash", security.hash_token))
    monkeypatch.setattr(f"{PREVIEW}.same_secret", counted("compare", security.same_secret))
    table = open_table(server.target, "carcassonne", 2)
    anyone = Client(server.target)
    work = []
    try:
        for name in (table.name, "tables/" + "q" * 26):
            before = dict(counts)
            expect_error(
                lambda name=name: anyone.PreviewTable(
                    pb.PreviewTableRequest(name=name, invite_token="not-the-invite")
                ),
                grpc.StatusCode.NOT_FOUND,
                "TABLE_NOT_FOUND",
            )
            work.append({key: counts[key] - before[key] for key in counts})
    finally:
        anyone.close()
    private, unknown = work
    assert private == unknown and private["decode"] >= 1 and private["hash"] >= 1
