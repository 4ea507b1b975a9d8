"""GameService speed: SubmitAction against a no-op RPC on the same server, in one run.

Run with ``python -m bench.service`` (options: ``--tables 50``, ``--seconds 20``, ``--game
GAME`` (required), ``--players 2``, ``--synchronous NORMAL``). It starts ``meeple serve`` as a child
process on loopback with a fresh SQLite file (WAL, the default ``synchronous=NORMAL`` unless
told otherwise; logs at info level to a file, as in production), then measures:

1. **Unloaded latency** (one caller at a time): the no-op RPC (``ListGames``, which goes through
   the same servicer, credential-free path and logging, and returns a prebuilt response) and
   ``SubmitAction`` by a random bot playing one table; p50 and p99 of each.
2. **Loaded** (``--tables`` concurrent tables, each played by random bots, one coroutine per
   table, seats on separate channels): SubmitAction p50/p99 and durable actions per second
   (every accepted action is committed to SQLite before its response), then the no-op RPC from
   the same number of concurrent callers: p50/p99 and RPCs per second.

The targets (issue 4): SubmitAction p50 within 2x of the no-op RPC, and at least 500 durable
actions/s on SQLite. The bots and the server share this machine's cores; the figures include
the bots' own CPU time (ListLegalActions before every action, choosing, unpacking).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import grpc
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc

from engines import registry

ROOT = Path(__file__).resolve().parents[1]


def start_server(
    workdir: Path,
    synchronous: str,
    extra_env: dict[str, str] | None = None,
    root: Path = ROOT,
) -> tuple[subprocess.Popen[bytes], int, Path]:
    """``meeple serve`` on a free loopback port with a fresh SQLite file; ``extra_env`` adds or
    overrides server settings (``MEEPLE_*`` variables); ``root`` is the source tree it runs
    from (another revision's, for side-by-side comparisons)."""
    log_path = workdir / "server.log"
    env = dict(os.environ)
    env.update(
        {
            "MEEPLE_DATABASE": str(workdir / "bench.db"),
            "MEEPLE_PORT": "0",
            "MEEPLE_HOST": "127.0.0.1",
            "MEEPLE_LOG_LEVEL": "info",
            "MEEPLE_SQLITE_SYNCHRONOUS": synchronous,
            "MEEPLE_WEB_PORT": "0",
            # every bench client comes from loopback, one client for the per-client read
            # limits: off unless a bench measures them (bench.read_flood)
            "MEEPLE_READ_RATE": "0",
            "PYTHONPATH": str(ROOT),
        }
    )
    env.update(extra_env or {})
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "clients.cli", "serve"],
            cwd=root,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        for line in log_path.read_text().splitlines():
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            if record.get("event") == "serving":
                return process, int(record["port"]), log_path
        if process.poll() is not None:
            raise SystemExit(f"server exited:\n{log_path.read_text()}")
        time.sleep(0.05)
    process.kill()
    raise SystemExit("server did not start")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux /proc), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)
    count: int = 0

    def line(self, label: str, seconds: float | None = None) -> str:
        ms = [v * 1000 for v in self.latencies]
        p50, p99 = percentile(ms, 0.5), percentile(ms, 0.99)
        text = f"{label:<34} n={len(ms):>6}  p50={p50:7.3f} ms  p99={p99:7.3f} ms"
        if seconds:
            text += f"  {self.count / seconds:8.1f}/s"
        return text


def bearer(token: str) -> tuple[tuple[str, str], ...]:
    return (("authorization", f"Bearer {token}"),)


class Table:
    """One table: its name and a stub per seat (each seat on its own channel)."""

    def __init__(self, name: str, seats: list[tuple[pb_grpc.GameServiceStub, str]]) -> None:
        self.name = name
        self.seats = seats


async def open_table(
    stub: pb_grpc.GameServiceStub,
    channels: list[grpc.aio.Channel],
    game: str,
    players: int,
    index: int,
) -> Table:
    created = await stub.CreateTable(
        pb.CreateTableRequest(game=f"games/{game}", seat_count=players, auto_start=True)
    )
    seats = []
    for seat in range(players):
        seat_stub = pb_grpc.GameServiceStub(channels[(index * players + seat) % len(channels)])
        joined = await seat_stub.JoinTable(
            pb.JoinTableRequest(
                table=created.table.name,
                invite_token=created.invite_token,
                display_name=f"bot {seat}",
                request_id=str(uuid.uuid4()),
            )
        )
        seats.append((seat_stub, joined.seat_credential))
    return Table(created.table.name, seats)


async def play(
    table: Table, rng: random.Random, stats: Stats, stop_at: float, current: int
) -> tuple[int, bool]:
    """Play random actions until the deadline or the end; return the seat to act and whether the
    game ended."""
    while time.perf_counter() < stop_at:
        stub, token = table.seats[current]
        legal = await stub.ListLegalActions(
            pb.ListLegalActionsRequest(table=table.name), metadata=bearer(token)
        )
        if not legal.actions:
            return current, True
        action = legal.actions[rng.randrange(len(legal.actions))]
        started = time.perf_counter()
        response = await stub.SubmitAction(
            pb.SubmitActionRequest(
                table=table.name,
                action=action,
                expected_version=legal.version,
                request_id=str(uuid.uuid4()),
            ),
            metadata=bearer(token),
        )
        stats.latencies.append(time.perf_counter() - started)
        stats.count += 1
        if not response.view.HasField("current_seat"):
            return current, True
        current = response.view.current_seat
    return current, False


async def bot_loop(
    stub: pb_grpc.GameServiceStub,
    channels: list[grpc.aio.Channel],
    game: str,
    players: int,
    index: int,
    stats: Stats,
    stop_at: float,
    seed: int,
) -> None:
    rng = random.Random(seed)
    while time.perf_counter() < stop_at:
        table = await open_table(stub, channels, game, players, index)
        view = await table.seats[0][0].GetView(
            pb.GetViewRequest(table=table.name), metadata=bearer(table.seats[0][1])
        )
        _, finished = await play(table, rng, stats, stop_at, view.view.current_seat)
        if not finished:
            return


async def noop_loop(stub: pb_grpc.GameServiceStub, stats: Stats, stop_at: float) -> None:
    request = pb.ListGamesRequest()
    while time.perf_counter() < stop_at:
        started = time.perf_counter()
        await stub.ListGames(request)
        stats.latencies.append(time.perf_counter() - started)
        stats.count += 1


async def run(args: argparse.Namespace, port: int, server_pid: int) -> dict[str, Any]:
    target = f"127.0.0.1:{port}"
    channels = [grpc.aio.insecure_channel(target) for _ in range(4)]
    stub = pb_grpc.GameServiceStub(channels[0])
    await stub.ListGames(pb.ListGamesRequest())  # connect and warm up
    results: dict[str, Any] = {}

    # 1. unloaded: one caller at a time
    noop1, submit1 = Stats(), Stats()
    await noop_loop(stub, noop1, time.perf_counter() + args.seconds / 4)
    await bot_loop(
        stub,
        channels,
        args.game,
        args.players,
        0,
        submit1,
        time.perf_counter() + args.seconds / 4,
        1,
    )
    print(noop1.line("no-op RPC, 1 caller"))
    print(submit1.line("SubmitAction, 1 table"))

    # 2. loaded: many tables at once, then the no-op at the same concurrency
    loaded = Stats()
    server_cpu = cpu_seconds(server_pid)
    client_cpu = time.process_time()
    started = time.perf_counter()
    stop_at = started + args.seconds
    await asyncio.gather(
        *(
            bot_loop(stub, channels, args.game, args.players, i, loaded, stop_at, 100 + i)
            for i in range(args.tables)
        )
    )
    loaded_seconds = time.perf_counter() - started
    server_cpu = cpu_seconds(server_pid) - server_cpu
    client_cpu = time.process_time() - client_cpu
    print(loaded.line(f"SubmitAction, {args.tables} tables", loaded_seconds))
    per_action = server_cpu / max(1, loaded.count)
    print(
        f"server CPU per action (incl. its ListLegalActions and table set-up): "
        f"{per_action * 1000:.3f} ms = {1 / per_action:.0f} actions per server-CPU-second; "
        f"bots' CPU per action {client_cpu / max(1, loaded.count) * 1000:.3f} ms"
    )
    noop_loaded = Stats()
    started = time.perf_counter()
    stop_at = started + args.seconds / 2
    await asyncio.gather(
        *(
            noop_loop(pb_grpc.GameServiceStub(channels[i % 4]), noop_loaded, stop_at)
            for i in range(args.tables)
        )
    )
    noop_seconds = time.perf_counter() - started
    print(noop_loaded.line(f"no-op RPC, {args.tables} callers", noop_seconds))

    for channel in channels:
        await channel.close()

    def summary(stats: Stats, seconds: float | None = None) -> dict[str, float]:
        ms = [v * 1000 for v in stats.latencies]
        out = {"n": len(ms), "p50_ms": percentile(ms, 0.5), "p99_ms": percentile(ms, 0.99)}
        if seconds:
            out["per_second"] = stats.count / seconds
        return out

    results["unloaded"] = {"noop": summary(noop1), "submit": summary(submit1)}
    results["loaded"] = {
        "tables": args.tables,
        "server_cpu_ms_per_action": per_action * 1000,
        "submit": summary(loaded, loaded_seconds),
        "noop": summary(noop_loaded, noop_seconds),
    }
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument(
        "--game", required=True, choices=registry.game_names(), help="a registered game"
    )
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--synchronous", default="NORMAL", choices=("NORMAL", "FULL"))
    parser.add_argument("--json", action="store_true", help="also print the figures as JSON")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        process, port, _ = start_server(Path(tmp), args.synchronous)
        try:
            results = asyncio.run(run(args, port, process.pid))
        finally:
            process.terminate()
            process.wait(30)
    unloaded, loaded = results["unloaded"], results["loaded"]
    ratio_1 = unloaded["submit"]["p50_ms"] / unloaded["noop"]["p50_ms"]
    ratio_n = loaded["submit"]["p50_ms"] / loaded["noop"]["p50_ms"]
    rate = loaded["submit"]["per_second"]
    print(
        f"SubmitAction p50 / no-op p50: {ratio_1:.2f}x unloaded, {ratio_n:.2f}x loaded "
        "(target <= 2x)"
    )
    print(
        f"durable actions/s over {args.tables} tables: {rate:.0f} "
        f"(target >= 500, SQLite synchronous={args.synchronous}; "
        f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)"
    )
    if args.json:
        print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
