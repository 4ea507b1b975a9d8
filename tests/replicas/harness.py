"""Real server processes over one database, and seats that play through them.

Used by the multi-replica tests, the container test and ``bench/cross_replica.py``:

* :class:`Replica` runs ``meeple serve`` as a subprocess (own port, own log file), waits on the
  grpc.health.v1 check, and can be stopped with SIGTERM or killed with SIGKILL; with ``tree``,
  the code of another revision exported there (``bench.trees``) with this Python;
* :class:`Seat` is one player's connection: its own channel to its own replica, its bearer
  credential, and ``move_to`` to reconnect elsewhere;
* :class:`Watcher` follows WatchTable in a thread, records every event with its receive time,
  and on a broken stream resumes from its last version on the seat's current replica;
* :func:`open_table` and :func:`play` set a table up and play it to the end with seeded random
  choices among the legal actions, every seat calling its own replica.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc

from tests.ports import free_port

FINISHED = pb.Table.STATE_FINISHED


def wait_serving(
    target: str, timeout: float = 60.0, alive: Callable[[], bool] = lambda: True
) -> None:
    """Block until ``target`` answers grpc.health.v1 Check("") with SERVING."""
    deadline = time.monotonic() + timeout
    with grpc.insecure_channel(target) as channel:
        stub = health_pb2_grpc.HealthStub(channel)
        while True:
            try:
                answer = stub.Check(health_pb2.HealthCheckRequest(service=""), timeout=1.0)
                if answer.status == health_pb2.HealthCheckResponse.SERVING:
                    return
            except grpc.RpcError:
                pass
            if not alive():
                raise RuntimeError(f"the server for {target} exited before serving")
            if time.monotonic() >= deadline:
                raise TimeoutError(f"{target} did not report SERVING within {timeout}s")
            time.sleep(0.1)


@dataclass
class Replica:
    """One ``meeple serve`` process on loopback."""

    name: str
    database: str
    log_path: Path
    port: int = field(default_factory=free_port)
    extra_args: Sequence[str] = ()
    process: subprocess.Popen[bytes] | None = None
    #: run the code of this folder (an exported revision) instead of the installed checkout
    tree: Path | None = None

    @property
    def target(self) -> str:
        return f"127.0.0.1:{self.port}"

    def start(self) -> None:
        env = dict(os.environ)
        env["MEEPLE_DATABASE"] = self.database  # not on the command line: it holds a password
        env["MEEPLE_WEB_PORT"] = "0"  # three replicas on one machine: no web table
        # another revision's tree: its packages on the path before the editable install's
        # finder, and as the working directory (``-m`` puts that first on the path)
        if self.tree is not None:
            env["PYTHONPATH"] = os.pathsep.join([str(self.tree / "proto"), str(self.tree)])
        command = [
            sys.executable,
            "-m",
            "clients.cli",
            "serve",
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
            "--log-level",
            "warning",
            *self.extra_args,
        ]
        log = self.log_path.open("ab")
        try:
            self.process = subprocess.Popen(command, env=env, stdout=log, stderr=log, cwd=self.tree)
        finally:
            log.close()

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def wait_serving(self, timeout: float = 60.0) -> None:
        try:
            wait_serving(self.target, timeout, self.alive)
        except (RuntimeError, TimeoutError) as error:
            raise RuntimeError(f"{self.name}: {error}\n{self.log_tail()}") from None

    def start_serving(self, attempts: int = 2) -> None:
        """Start and wait for SERVING; a process whose free port was taken by someone else
        meanwhile is retried on a new port."""
        for attempt in range(attempts):
            self.start()
            try:
                self.wait_serving()
                return
            except RuntimeError:
                if not self.lost_its_port() or attempt == attempts - 1:
                    raise
                self.port = free_port()

    def kill(self) -> None:
        """SIGKILL: no drain, no goodbye."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=10)

    def stop(self, timeout: float = 20.0) -> int | None:
        """SIGTERM and wait for the drain; returns the exit code."""
        if self.process is None:
            return None
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode

    def lost_its_port(self) -> bool:
        """The process exited because another process took its port (nothing else is retried:
        a crash at start-up, e.g. in the migrations, must fail the test)."""
        return not self.alive() and "failed to bind" in self.log_tail().lower()

    def log_tail(self, size: int = 3000) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-size:]
        except OSError:
            return ""


@contextmanager
def replicas(
    database: str,
    count: int,
    log_dir: Path,
    extra_args: Sequence[str] = (),
    tree: Path | None = None,
) -> Iterator[list[Replica]]:
    """``count`` replicas on ``database``, started together (their migrations race on purpose);
    ``tree``: of the revision exported there."""
    started = [
        Replica(
            f"replica-{n}", database, log_dir / f"replica-{n}.log", extra_args=extra_args, tree=tree
        )
        for n in range(count)
    ]
    try:
        for replica in started:
            replica.start()
        for replica in started:
            try:
                replica.wait_serving()
            except RuntimeError:
                if not replica.lost_its_port():
                    raise
                replica.port = free_port()
                replica.start_serving(attempts=1)
        yield started
    finally:
        for replica in started:
            replica.stop()


class Seat:
    """One player (or the host) talking to one replica with a bearer credential."""

    def __init__(self, index: int, target: str, credential: str = "") -> None:
        self.index = index
        self.credential = credential
        self.target = target
        self._channel = grpc.insecure_channel(target)
        self.stub = pb_grpc.GameServiceStub(self._channel)

    @property
    def metadata(self) -> tuple[tuple[str, str], ...]:
        return (("authorization", f"Bearer {self.credential}"),) if self.credential else ()

    def move_to(self, target: str) -> None:
        """Reconnect to another replica (the credential stays valid: the database is shared)."""
        old = self._channel
        self.target = target
        self._channel = grpc.insecure_channel(target)
        self.stub = pb_grpc.GameServiceStub(self._channel)
        old.close()

    def close(self) -> None:
        self._channel.close()

    def legal(self, table: str) -> pb.ListLegalActionsResponse:
        request = pb.ListLegalActionsRequest(table=table)
        response: pb.ListLegalActionsResponse = self.stub.ListLegalActions(
            request, metadata=self.metadata, timeout=30
        )
        return response

    def submit(
        self, table: str, action: object, version: int, request_id: str | None = None
    ) -> pb.SubmitActionResponse:
        request = pb.SubmitActionRequest(
            table=table, expected_version=version, request_id=request_id or str(uuid.uuid4())
        )
        request.action.CopyFrom(action)  # type: ignore[arg-type]
        response: pb.SubmitActionResponse = self.stub.SubmitAction(
            request, metadata=self.metadata, timeout=30
        )
        return response

    def view(self, table: str) -> pb.TableView:
        response: pb.GetViewResponse = self.stub.GetView(
            pb.GetViewRequest(table=table), metadata=self.metadata, timeout=30
        )
        return response.view

    def events(self, table: str) -> list[pb.TableEvent]:
        """The whole history as this seat may see it (ListEvents, every page)."""
        found: list[pb.TableEvent] = []
        token = ""
        while True:
            request = pb.ListEventsRequest(table=table, page_size=500, page_token=token)
            page: pb.ListEventsResponse = self.stub.ListEvents(
                request, metadata=self.metadata, timeout=30
            )
            found += list(page.events)
            token = page.next_page_token
            if not token:
                return found


@dataclass
class OpenTable:
    name: str
    game: str
    host: Seat
    seats: list[Seat]


def open_table(
    game: str,
    players: int,
    targets: Sequence[str],
    create_on: str,
    options: dict[str, str] | None = None,
) -> OpenTable:
    """Create a table on ``create_on``; seat ``i`` joins through ``targets[i % len(targets)]``.
    The table starts by itself when the last seat is taken."""
    host = Seat(-1, create_on)
    created: pb.CreateTableResponse = host.stub.CreateTable(
        pb.CreateTableRequest(
            game=f"games/{game}",
            seat_count=players,
            options=options or {},
            auto_start=True,
            request_id=str(uuid.uuid4()),
        ),
        timeout=30,
    )
    host.credential = created.host_credential
    table = created.table.name
    seats: list[Seat] = []
    for index in range(players):
        seat = Seat(index, targets[index % len(targets)])
        joined: pb.JoinTableResponse = seat.stub.JoinTable(
            pb.JoinTableRequest(
                table=table,
                invite_token=created.invite_token,
                display_name=f"player {index}",
                entropy=os.urandom(16),
                seat=index,
                request_id=str(uuid.uuid4()),
            ),
            timeout=30,
        )
        assert joined.seat == index
        seat.credential = joined.seat_credential
        seats.append(seat)
    return OpenTable(table, game, host, seats)


@dataclass
class Played:
    """What a played game left behind."""

    final_version: int
    decisions: int
    outcome: pb.Outcome


def play(
    table: OpenTable,
    rng: random.Random,
    *,
    stop_after: int | None = None,
    before_submit: Callable[[int, Seat], None] | None = None,
) -> Played:
    """Play with seeded random legal actions, each seat through its own replica, until the game
    is over (or ``stop_after`` decisions). ``before_submit(decision_number, seat)`` runs before
    each submit."""
    decisions = 0
    version = 0
    while stop_after is None or decisions < stop_after:
        view = table.seats[0].view(table.name)
        if view.state == FINISHED:
            return Played(view.version, decisions, view.outcome)
        assert view.HasField("current_seat"), f"no seat to act at version {view.version}"
        seat = table.seats[view.current_seat]
        legal = seat.legal(table.name)
        assert legal.actions, "a seat to act must have a legal action"
        if before_submit is not None:
            before_submit(decisions, seat)
        seat = table.seats[view.current_seat]  # before_submit may have moved it
        action = legal.actions[rng.randrange(len(legal.actions))]
        response = seat.submit(table.name, action, legal.version)
        assert response.version == legal.version + 1
        version = response.version
        decisions += 1
    return Played(version, decisions, pb.Outcome())


@dataclass
class Received:
    version: int
    event: pb.TableEvent
    time: float


class Watcher:
    """WatchTable in a thread for one seat; resumes after a broken stream from its last version
    on whatever replica the seat points at by then. A stream the server closes with OK (after
    the game's last event) is the end."""

    def __init__(self, seat: Seat, table: str) -> None:
        self.seat = seat
        self.table = table
        self.received: list[Received] = []
        self.resumes = 0
        self.errors: list[str] = []
        self._stop = threading.Event()
        self._call: Any = None
        self._changed = threading.Condition()
        self._thread = threading.Thread(target=self._run, name=f"watch-{seat.index}", daemon=True)

    def start(self) -> Watcher:
        self._thread.start()
        return self

    @property
    def last_version(self) -> int:
        return self.received[-1].version if self.received else 0

    def _run(self) -> None:
        while not self._stop.is_set():
            channel = grpc.insecure_channel(self.seat.target)
            try:
                stub = pb_grpc.GameServiceStub(channel)
                request = pb.WatchTableRequest(table=self.table, after_version=self.last_version)
                call = stub.WatchTable(request, metadata=self.seat.metadata)
                self._call = call
                for message in call:
                    if message.HasField("event"):
                        now = time.perf_counter()
                        with self._changed:
                            self.received.append(
                                Received(message.event.version, message.event, now)
                            )
                            self._changed.notify_all()
                return  # closed with OK: the game is over, nothing more will come
            except grpc.RpcError as error:
                if self._stop.is_set():
                    return
                self.errors.append(error.code().name)
            finally:
                channel.close()
            if self._stop.is_set():
                return
            self.resumes += 1
            time.sleep(0.05)

    def wait_for(self, version: int, timeout: float = 30.0) -> bool:
        deadline = time.monotonic() + timeout
        with self._changed:
            while self.last_version < version:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._changed.wait(left)
        return True

    def stop(self) -> None:
        self._stop.set()
        call = self._call
        if call is not None:
            call.cancel()
        self._thread.join(timeout=10)
