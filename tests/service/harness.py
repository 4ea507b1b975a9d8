"""Real servers on loopback for the service tests: in a background thread (most tests) or as a
``meeple serve`` subprocess (restart and signal tests), plus a small synchronous client."""

from __future__ import annotations

import asyncio
import json
import os
import random
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import google.rpc.error_details_pb2 as error_details_pb2
import grpc
from google.protobuf import any_pb2
from google.protobuf.message import Message
from grpc_status import rpc_status
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc
from opentelemetry.sdk.trace import TracerProvider

from engines.contract import Game
from service.games import hosted_games
from service.server import RunningServer, start_server
from service.settings import Settings
from tests.games.secret.game import SecretGame

ROOT = Path(__file__).resolve().parents[2]
ADMIN = "admin-token-for-tests-0123456789abcdef"
SECRET_GAME = "tests.games.secret.game:SecretGame"


def hosted_test_games() -> dict[str, Game[Any, Any, Any, Any]]:
    """Every registered game plus the hidden-hand test game."""
    games = hosted_games()
    games["secret"] = SecretGame()
    return games


class ServerThread:
    """An asyncio gRPC server running in a background thread of this process."""

    def __init__(
        self,
        settings: Settings,
        games: Mapping[str, Game[Any, Any, Any, Any]],
        clock: Callable[[], float] | None = None,
        tracer_provider: TracerProvider | None = None,
    ):
        self.settings = settings
        self.games = games
        self.tracer_provider = tracer_provider
        self.clock = clock
        self.loop = asyncio.new_event_loop()
        self.running: RunningServer | None = None
        #: where the test configured the server's JSON log lines to go, if anywhere
        self.log_path: Path | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.running = self.loop.run_until_complete(
                start_server(
                    self.settings,
                    self.games,
                    tracer_provider=self.tracer_provider,
                    clock=self.clock,
                )
            )
        except BaseException as error:  # surfaced by start()
            self._error = error
            self._ready.set()
            return
        self._ready.set()
        self.loop.run_forever()

    def start(self) -> ServerThread:
        self._thread.start()
        self._ready.wait(30)
        if self._error is not None:
            raise self._error
        return self

    @property
    def port(self) -> int:
        assert self.running is not None
        return self.running.port

    @property
    def target(self) -> str:
        return f"127.0.0.1:{self.port}"

    def call(self, coroutine: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(30)

    def stop(self) -> None:
        if self.running is not None:
            self.call(self.running.stop())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(10)


def base_settings(tmp: Path, **overrides: Any) -> Settings:
    settings = Settings(
        host="127.0.0.1",
        port=0,
        database=str(tmp / "meeple.db"),
        admin_token=ADMIN,
        heartbeat=0.5,
        grace=2.0,
        web_port=0,
        metrics_cache=0.0,  # the tests read exact gauges right after a change
        # every test client shares the loopback key: reads are limited only where a test
        # says so (tests/service/test_read_limits.py)
        read_rate=0.0,
    )
    return replace(settings, **overrides)


@dataclass
class Client:
    """A synchronous client on its own channel, holding at most one credential."""

    target: str
    token: str | None = None
    #: a TCP connection of its own (grpc otherwise shares one between the channels of a
    #: process), as a client on another machine would have
    own_connection: bool = False
    channel: grpc.Channel = field(init=False)
    stub: pb_grpc.GameServiceStub = field(init=False)

    def __post_init__(self) -> None:
        options = [("grpc.use_local_subchannel_pool", 1)] if self.own_connection else []
        self.channel = grpc.insecure_channel(self.target, options=options)
        self.stub = pb_grpc.GameServiceStub(self.channel)

    def metadata(self) -> tuple[tuple[str, str], ...]:
        return (("authorization", f"Bearer {self.token}"),) if self.token else ()

    def __getattr__(self, method: str) -> Any:
        rpc = getattr(self.stub, method)

        def invoke(request: Message, **kwargs: Any) -> Any:
            return rpc(request, metadata=self.metadata(), timeout=kwargs.pop("timeout", 20))

        return invoke

    def close(self) -> None:
        self.channel.close()


def error_info(error: grpc.RpcError) -> tuple[grpc.StatusCode, str, list[Any]]:
    """The code, the reason of the single ErrorInfo, and every detail of a failed call."""
    status = rpc_status.from_call(error)
    assert status is not None, f"no google.rpc.Status in {error}"
    infos = []
    for detail in status.details:
        if detail.Is(error_details_pb2.ErrorInfo.DESCRIPTOR):
            info = error_details_pb2.ErrorInfo()
            detail.Unpack(info)
            infos.append(info)
    assert len(infos) == 1, f"expected exactly one ErrorInfo, got {len(infos)}"
    assert infos[0].domain == "meeple.dev"
    return error.code(), infos[0].reason, list(status.details)


def expect_error(call: Any, code: grpc.StatusCode, reason: str | None = None) -> str:
    try:
        call()
    except grpc.RpcError as error:
        got_code, got_reason, _ = error_info(error)
        assert got_code == code, (got_code, got_reason)
        if reason is not None:
            assert got_reason == reason, (got_code, got_reason)
        return got_reason
    raise AssertionError(f"expected {code} / {reason}, the call succeeded")


def new_request_id() -> str:
    return str(uuid.uuid4())


@dataclass
class Seated:
    """A table with its host, its seated players (each on its own channel) and a spectator."""

    name: str
    host: Client
    players: list[Client]
    spectator: Client
    created: pb.CreateTableResponse
    #: the CreateTable request (with the proposed host credential, if any): a retry sends it again
    request: pb.CreateTableRequest | None = None

    def close(self) -> None:
        for client in (self.host, *self.players, self.spectator):
            client.close()


def open_table(
    target: str,
    game: str,
    seats: int,
    *,
    auto_start: bool = False,
    public: bool = False,
    options: Mapping[str, str] | None = None,
    admin: bool = False,
    script: list[tuple[str, str]] | None = None,
    start: bool = True,
    host_credential: str = "",
) -> Seated:
    creator = Client(target, ADMIN if admin else None)
    request = pb.CreateTableRequest(
        game=f"games/{game}",
        seat_count=seats,
        options=dict(options or {}),
        auto_start=auto_start,
        visibility=pb.TABLE_VISIBILITY_PUBLIC if public else pb.TABLE_VISIBILITY_PRIVATE,
        request_id=new_request_id(),
        host_credential=host_credential,
    )
    if script is not None:
        for kind, value in script:
            request.chance_script.outcomes.add(kind=kind, value=value)
    created = creator.CreateTable(request)
    creator.close()
    name = created.table.name
    host = Client(target, created.host_credential)
    players = []
    for seat in range(seats):
        player = Client(target)
        joined = player.JoinTable(
            pb.JoinTableRequest(
                table=name,
                invite_token=created.invite_token,
                display_name=f"player {seat}",
                entropy=os.urandom(16),
                request_id=new_request_id(),
            )
        )
        assert joined.seat == seat
        player.token = joined.seat_credential
        players.append(player)
    if start and not auto_start:
        host.StartTable(pb.StartTableRequest(name=name, request_id=new_request_id()))
    spectator = Client(target, created.spectator_token)
    return Seated(name, host, players, spectator, created, request)


def play_turn(table: Seated, rng: random.Random) -> pb.SubmitActionResponse | None:
    """One random legal action by the seat to act (found through the API); None when over."""
    view = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
    if view.state != pb.Table.STATE_ACTIVE:
        return None
    seat = view.current_seat
    player = table.players[seat]
    legal = player.ListLegalActions(pb.ListLegalActionsRequest(table=table.name))
    assert legal.actions, "the seat to act must have legal actions"
    action: any_pb2.Any = legal.actions[rng.randrange(len(legal.actions))]
    response: pb.SubmitActionResponse = player.SubmitAction(
        pb.SubmitActionRequest(
            table=table.name,
            action=action,
            expected_version=legal.version,
            request_id=new_request_id(),
        )
    )
    return response


def play_to_end(table: Seated, seed: int, limit: int = 5000) -> int:
    rng = random.Random(seed)
    turns = 0
    while play_turn(table, rng) is not None:
        turns += 1
        assert turns < limit
    return turns


class ServerProcess:
    """``meeple serve`` as a child process, on a free port, logging JSON to a file."""

    def __init__(self, database: Path, log_path: Path, **env: str) -> None:
        self.database = database
        self.log_path = log_path
        self.env = env
        self.process: subprocess.Popen[bytes] | None = None
        self.port = 0

    def start(self, timeout: float = 30.0) -> ServerProcess:
        env = dict(os.environ)
        env.update(
            {
                "MEEPLE_DATABASE": str(self.database),
                "MEEPLE_PORT": "0",
                "MEEPLE_HOST": "127.0.0.1",
                "MEEPLE_ADMIN_TOKEN": ADMIN,
                "MEEPLE_EXTRA_GAMES": SECRET_GAME,
                "MEEPLE_HEARTBEAT": "0.5",
                "MEEPLE_GRACE": "3",
                "MEEPLE_WEB_PORT": "0",
                "PYTHONPATH": str(ROOT),
            }
        )
        env.update(self.env)
        before = self._serving_lines()
        log = self.log_path.open("ab")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "clients.cli", "serve"],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        log.close()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            serving = self._serving_lines()
            if len(serving) > len(before):
                self.port = int(serving[-1]["port"])
                return self
            if self.process.poll() is not None:
                raise RuntimeError(f"server exited: {self.log_path.read_text()[-2000:]}")
            time.sleep(0.05)
        raise TimeoutError("server did not start")

    def _serving_lines(self) -> list[dict[str, Any]]:
        return [r for r in self.records() if r.get("event") == "serving"]

    def records(self) -> Iterator[dict[str, Any]]:
        if not self.log_path.exists():
            return
        for line in self.log_path.read_text().splitlines():
            try:
                yield json.loads(line)
            except json.JSONDecodeError:
                continue

    @property
    def target(self) -> str:
        return f"127.0.0.1:{self.port}"

    def kill(self) -> None:
        assert self.process is not None
        self.process.kill()
        self.process.wait(10)

    def terminate(self, timeout: float = 20.0) -> int:
        assert self.process is not None
        self.process.terminate()
        return self.process.wait(timeout)
