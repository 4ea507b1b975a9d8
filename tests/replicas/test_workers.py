"""``meeple serve --workers 2`` on PostgreSQL (testcontainers), through real sockets: one gRPC
port served by two processes (each proven to take calls by its own /metrics), a game played
with its seats on different workers and watched from the other, every turn deadline fired once,
a worker killed with -9 under load losing no acknowledged action and replaced, and SIGTERM to
the supervisor stopping every worker."""

from __future__ import annotations

import os
import random
import signal
import threading
import time
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc

from tests.replicas.harness import FINISHED, OpenTable, Seat, open_table, play
from tests.replicas.workers_group import WorkerGroup, seat_on

pytestmark = pytest.mark.docker

ARGS = (
    "--schedule-lease",
    "2",
    "--schedule-poll",
    "0.1",
    "--bot-workers",
    "1",
    "--heartbeat",
    "1",
    "--grace",
    "3",
)


@pytest.fixture(scope="module")
def group(database: str, log_dir: Path) -> Iterator[WorkerGroup]:
    started = WorkerGroup(database, 2, log_dir / "workers.log", ARGS, web=True)
    try:
        started.start()
        yield started
    finally:
        started.stop()


def table_across_workers(group: WorkerGroup, options: dict[str, str] | None = None) -> OpenTable:
    """A 2-seat Carcassonne table whose seat i plays through a connection to worker i."""
    table = open_table("carcassonne", 2, [group.target], group.target, options)
    for index, seat in enumerate(table.seats):
        seat_on(seat, group.channel_to(index))
    return table


def watch(channel: grpc.Channel, seat: Seat, table: str, versions: list[int]) -> threading.Thread:
    def run() -> None:
        stub = pb_grpc.GameServiceStub(channel)
        request = pb.WatchTableRequest(table=table)
        for message in stub.WatchTable(request, metadata=seat.metadata, timeout=120):
            if message.HasField("event"):
                versions.append(message.event.version)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


def test_two_workers_serve_one_game_through_one_port(group: WorkerGroup) -> None:
    pids = group.serving()
    assert sorted(pids) == [0, 1] and len(set(pids.values())) == 2
    for worker, pid in pids.items():
        info = group.count_of(worker, "meeple_worker_info", worker=str(worker), pid=str(pid))
        assert info == 1, f"worker {worker}'s /metrics is not process {pid}'s"
    # the web table's port is shared too: both workers serve it, and it answers
    web_ports = {r["web_port"] for r in group.records("serving")}
    assert len(web_ports) == 1 and 0 not in web_ports
    (web_port,) = web_ports
    for _ in range(4):  # a new connection each time
        with urllib.request.urlopen(f"http://127.0.0.1:{web_port}/", timeout=10) as page:
            assert page.status == 200
    table = table_across_workers(group)
    before = [group.calls(w, "SubmitAction") for w in (0, 1)]
    # seat 1 watches through worker 1 while seat 0's moves commit on worker 0: cross-process
    # wake-ups (LISTEN/NOTIFY) carry every event over
    seen: list[int] = []
    watcher = watch(group.channel_to(1), table.seats[1], table.name, seen)
    played = play(table, random.Random(35))
    watcher.join(60)
    assert table.seats[0].view(table.name).state == FINISHED
    submits = [group.calls(w, "SubmitAction") - before[w] for w in (0, 1)]
    assert min(submits) > 0, f"both workers took the game's actions: {submits}"
    assert sum(submits) == played.decisions
    assert seen[-1] == played.final_version and seen == sorted(set(seen))


def timeouts(table: OpenTable) -> list[int]:
    """The seats whose turn deadline fired, one entry per TurnTimedOut in the history."""
    events = table.seats[0].events(table.name)
    return [e.turn_timed_out.seat for e in events if e.HasField("turn_timed_out")]


def test_every_deadline_fires_once_across_workers(group: WorkerGroup) -> None:
    options = {
        "turn_timer": "per_turn",
        "turn_seconds": "5",
        "timeout_policy": "absent",
        "timeout_bot": "random",
    }
    tables = [table_across_workers(group, options) for _ in range(3)]
    deadline = time.monotonic() + 60
    for table in tables:  # nobody moves: seat 0's deadline falls due, on both workers' schedules
        while not timeouts(table):
            assert time.monotonic() < deadline, "the deadlines did not fire"
            time.sleep(0.2)
    time.sleep(2.5)  # a claim's lease (2 s) and a poll: time for a second firing, if any
    for table in tables:
        fired = timeouts(table)
        # seat 0's fired once; seat 1's (5 s after the bot's move for seat 0) at most once
        assert fired.count(0) == 1 and fired.count(1) <= 1, (table.name, fired)
    # and no worker logged a firing another one logged (info lines may still be held: the
    # history above is the authority)
    logged = [(r["table"], r["seat"]) for r in group.records("deadline_fired")]
    assert len(logged) == len(set(logged))


def play_through_failures(
    table: OpenTable, acknowledged: list[int], stop: threading.Event, errors: list[str]
) -> None:
    """Random legal moves as a client would make them: an UNAVAILABLE call (its worker died)
    is retried with the same request id, so a commit whose answer was lost is not repeated."""
    rng = random.Random(9)
    while not stop.is_set():
        try:
            view = table.seats[0].view(table.name)
            if view.state == FINISHED:
                return
            seat = table.seats[view.current_seat]
            legal = seat.legal(table.name)
            action = legal.actions[rng.randrange(len(legal.actions))]
            request_id = str(uuid.uuid4())
            for _ in range(50):
                try:
                    response = seat.submit(table.name, action, legal.version, request_id)
                    break
                except grpc.RpcError as error:
                    if error.code() != grpc.StatusCode.UNAVAILABLE:
                        raise
                    time.sleep(0.1)
            else:
                raise AssertionError("the submit never got through")
            acknowledged.append(response.version)
        except grpc.RpcError as error:
            if error.code() != grpc.StatusCode.UNAVAILABLE:
                errors.append(f"{error.code().name}: {error.details()}")
                return
            time.sleep(0.1)


def test_kill_9_of_a_worker_loses_no_acknowledged_action(group: WorkerGroup) -> None:
    table = table_across_workers(group)
    victim = group.serving()[1]
    acknowledged: list[int] = []
    errors: list[str] = []
    stop = threading.Event()
    player = threading.Thread(
        target=play_through_failures, args=(table, acknowledged, stop, errors), daemon=True
    )
    player.start()
    while len(acknowledged) < 10:
        assert player.is_alive(), errors
        time.sleep(0.01)
    os.kill(victim, signal.SIGKILL)  # under load: seat 1's worker, mid-game
    deadline = time.monotonic() + 60
    while group.serving().get(1) == victim or len(acknowledged) < 30:
        assert time.monotonic() < deadline, f"no replacement, or stuck: {group.log_tail()}"
        assert player.is_alive() or not errors, errors
        time.sleep(0.1)
    stop.set()
    player.join(30)
    assert not errors
    assert [r["pid"] for r in group.records("worker_died")] == [victim]
    events = table.seats[0].events(table.name)
    applied = [e.version for e in events if e.HasField("action_applied")]
    # every acknowledged action is in the durable history, once, in order
    assert acknowledged == sorted(set(acknowledged))
    assert set(acknowledged) <= set(applied)
    assert len(applied) == len(set(applied))
    replacement = group.serving()[1]
    assert group.count_of(1, "meeple_worker_info", pid=str(replacement)) == 1


def test_sigterm_to_the_supervisor_stops_every_worker(group: WorkerGroup) -> None:
    pids = list(group.serving().values())
    group.signal(signal.SIGTERM)
    assert group.process is not None
    code = group.process.wait(timeout=30)
    # the workers' exit codes and the supervisor's last words, should it not be 0
    assert code == 0, (group.records("worker_exited"), group.log_tail())
    for pid in pids:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)
    assert len(group.records("worker_exited")) >= 2
    assert [r["exit_code"] for r in group.records("workers_stopped")] == [0]
