"""One round trip per move, old v new side by side: SubmitAction against a no-op RPC, and
durable actions per second over many tables, for two servers measured in the same run.

Run with ``python -m bench.round_trip`` (options: ``--baseline main``, ``--rounds 3``,
``--seconds 10``, ``--tables 50``, ``--game carcassonne``). It exports ``--baseline`` (a git
revision) into a temporary directory with ``git archive`` and starts ``meeple serve`` from it
(*old*) and from this tree (*new*), each on loopback with a fresh SQLite file (WAL,
``synchronous=NORMAL``, info-level logs to a file, as in production). Then, round by round,
the two are measured one after the other (old, new, new, old, ... so that a change of the
machine's load hits both alike):

1. **Unloaded**: the no-op RPC (``ListGames``: the same servicer, credential-free path and
   log line, a prebuilt response) one call at a time, then ``SubmitAction`` by random bots
   playing one 2-seat table; p50 of each and their ratio, and the p50 of each handler alone
   (the server's own ``latency_ms`` log field: the rest of a round trip is gRPC, the loopback
   and the client).
2. **Loaded**: ``--tables`` tables played at once by random bots; durable actions per second
   (every accepted action is committed to SQLite before its response) and the server's CPU time
   per action.

The clients are the ones each server's API allows. *old*: one coroutine per table asks
``ListLegalActions`` for the seat to act, then submits (two round trips per move). *new*:
every seat is its own bot, as in ``meeple bot``: it follows ``WatchTable`` with
``include_decision`` and ``decisions_only`` and submits with ``include_decision``, acting on the
decision in the response or in its stream (one round trip per move, the stream messages are
pushed). ``--old-client new`` plays the baseline with the new client too, to compare two
servers that both have the one-round-trip API. The
targets (issue 18): SubmitAction p50 within 1.5x of the no-op, at least 1,500 durable
actions/s over 50 tables on SQLite. Bots and servers share this machine's cores.
``--memory`` runs the new server on an in-memory store, to bound what storage work could gain.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable, Coroutine, Iterator
from pathlib import Path
from typing import Any

import grpc
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc

from bench.service import (
    ROOT,
    Stats,
    bearer,
    bot_loop,
    cpu_seconds,
    noop_loop,
    open_table,
    percentile,
    start_server,
)
from bench.trees import export

Loop = Callable[
    [pb_grpc.GameServiceStub, list[grpc.aio.Channel], str, int, Stats, float, int],
    Coroutine[Any, Any, None],
]


# ---- old: ListLegalActions, then SubmitAction -------------------------------------------------


async def old_bot_loop(
    stub: pb_grpc.GameServiceStub,
    channels: list[grpc.aio.Channel],
    game: str,
    index: int,
    stats: Stats,
    stop_at: float,
    seed: int,
) -> None:
    """Tables one after the other; per move the seat to act lists its legal actions first
    (:func:`bench.service.bot_loop`, two seats)."""
    await bot_loop(stub, channels, game, 2, index, stats, stop_at, seed)


# ---- new: every seat a bot on its own stream, one round trip per move -------------------------


async def seat_bot(
    stub: pb_grpc.GameServiceStub,
    table: str,
    token: str,
    rng: random.Random,
    stats: Stats,
    stop_at: float,
    over: asyncio.Event,
) -> None:
    """Follow the seat's stream; act on each decision (from the stream, or from the previous
    response) until the game is over or time is up."""
    call = stub.WatchTable(
        pb.WatchTableRequest(table=table, include_decision=True, decisions_only=True),
        metadata=bearer(token),
    )
    acted_at = -1
    try:
        async for message in call:
            if message.HasField("event") and message.event.action_applied.HasField("outcome"):
                break
            if not message.HasField("decision") or message.decision.version <= acted_at:
                continue
            decision: pb.Decision | None = message.decision
            while decision is not None and time.perf_counter() < stop_at:
                acted_at = decision.version
                started = time.perf_counter()
                response = await stub.SubmitAction(
                    pb.SubmitActionRequest(
                        table=table,
                        action=decision.legal_actions[rng.randrange(len(decision.legal_actions))],
                        expected_version=decision.version,
                        request_id=str(uuid.uuid4()),
                        include_decision=True,
                    ),
                    metadata=bearer(token),
                )
                stats.latencies.append(time.perf_counter() - started)
                stats.count += 1
                decision = response.decision if response.HasField("decision") else None
                if response.view.state != pb.Table.STATE_ACTIVE:
                    return
            if time.perf_counter() >= stop_at:
                return
    finally:
        over.set()
        call.cancel()


async def new_bot_loop(
    stub: pb_grpc.GameServiceStub,
    channels: list[grpc.aio.Channel],
    game: str,
    index: int,
    stats: Stats,
    stop_at: float,
    seed: int,
) -> None:
    rng = random.Random(seed)
    while time.perf_counter() < stop_at:
        table = await open_table(stub, channels, game, 2, index)
        over = asyncio.Event()
        bots = [
            asyncio.ensure_future(seat_bot(s, table.name, token, rng, stats, stop_at, over))
            for s, token in table.seats
        ]
        await over.wait()  # one seat saw the end (or time ran out): the other stops too
        for bot in bots:
            bot.cancel()
        await asyncio.gather(*bots, return_exceptions=True)


CLIENTS: dict[str, Loop] = {"old": old_bot_loop, "new": new_bot_loop}


# ---- one measurement round ----------------------------------------------------------------


def handler_p50s(log: Path, offset: int) -> dict[str, float]:
    """The p50 of the server's own ``latency_ms`` (its handler, from the request's arrival in
    the servicer to the response) per method, over the log's lines past ``offset``."""
    latencies: dict[str, list[float]] = {}
    with log.open("rb") as lines:
        lines.seek(offset)
        for line in lines:
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            if record.get("event") == "rpc" and "latency_ms" in record:
                latencies.setdefault(record["method"], []).append(record["latency_ms"])
    return {method: percentile(values, 0.5) for method, values in latencies.items()}


def own_channels(port: int, count: int = 4) -> list[grpc.aio.Channel]:
    """``count`` channels to the server on ``port``, each on a connection of its own (grpc shares
    one between equal channels otherwise): each seat's stream stays open all game, and a
    connection carries at most 100 calls at once."""
    return [
        grpc.aio.insecure_channel(
            f"127.0.0.1:{port}", options=[("grpc.use_local_subchannel_pool", 1)]
        )
        for _ in range(count)
    ]


#: actions a server commits before it is measured (its first table, imports, caches), and how
#: long a phase may run past its seconds to measure anything at all
WARM_UP_ACTIONS, WARM_UP_LIMIT_S = 10, 120.0


async def at_least(
    count: int, stats: Stats, phase: Callable[[float], Awaitable[None]], seconds: float
) -> None:
    """Run ``phase(stop_at)`` for ``seconds``, then in half-second steps until ``stats`` holds
    ``count`` samples (within :data:`WARM_UP_LIMIT_S`): on a loaded machine a fresh server's
    first moves took over a second, and a short phase then measured nothing (a ratio of nan)."""
    give_up = time.perf_counter() + seconds + WARM_UP_LIMIT_S
    await phase(time.perf_counter() + seconds)
    while stats.count < count and time.perf_counter() < give_up:
        await phase(time.perf_counter() + 0.5)


async def warm_up(
    loop: Loop,
    stub: pb_grpc.GameServiceStub,
    channels: list[grpc.aio.Channel],
    game: str,
    seed: int,
) -> None:
    """Play until the server has committed a few actions, not counted."""
    warm = Stats()
    await at_least(
        WARM_UP_ACTIONS, warm, lambda stop: loop(stub, channels, game, 0, warm, stop, seed), 0.5
    )


async def measure(
    label: str, port: int, pid: int, log: Path, args: argparse.Namespace, seed: int
) -> dict[str, float]:
    loop = CLIENTS[args.old_client if label == "old" else label]
    channels = own_channels(port)
    stub = pb_grpc.GameServiceStub(channels[0])
    await stub.ListGames(pb.ListGamesRequest())
    await warm_up(loop, stub, channels, args.game, seed)
    unloaded = args.seconds / 2
    noop1, submit1 = Stats(), Stats()
    offset = log.stat().st_size
    await at_least(1, noop1, lambda stop: noop_loop(stub, noop1, stop), unloaded / 2)
    await at_least(
        1, submit1, lambda stop: loop(stub, channels, args.game, 0, submit1, stop, seed), unloaded
    )
    await asyncio.sleep(0.3)  # the server writes its log lines in batches every 0.1 s
    handlers = handler_p50s(log, offset)
    loaded = Stats()
    cpu = cpu_seconds(pid)
    started = time.perf_counter()

    async def every_table(stop_at: float) -> None:
        await asyncio.gather(
            *(
                loop(stub, channels, args.game, i, loaded, stop_at, seed * 1000 + i)
                for i in range(args.tables)
            )
        )

    await at_least(1, loaded, every_table, args.seconds)
    seconds = time.perf_counter() - started
    cpu = cpu_seconds(pid) - cpu
    for channel in channels:
        await channel.close()
    noop_p50 = percentile(noop1.latencies, 0.5) * 1000
    submit_p50 = percentile(submit1.latencies, 0.5) * 1000
    return {
        "noop_p50_ms": noop_p50,
        "submit_p50_ms": submit_p50,
        "ratio": submit_p50 / noop_p50,
        "noop_handler_p50_ms": handlers.get("ListGames", float("nan")),
        "submit_handler_p50_ms": handlers.get("SubmitAction", float("nan")),
        "actions_per_s": loaded.count / seconds,
        "loaded_submit_p50_ms": percentile(loaded.latencies, 0.5) * 1000,
        "loaded_submit_p99_ms": percentile(loaded.latencies, 0.99) * 1000,
        "server_cpu_ms_per_action": cpu / max(1, loaded.count) * 1000,
        "load": os.getloadavg()[0],
    }


Server = tuple[subprocess.Popen[bytes], int, Path]


@contextlib.contextmanager
def old_and_new_servers(
    baseline: str, new_env: dict[str, str] | None = None
) -> Iterator[dict[str, Server]]:
    """``meeple serve`` from ``baseline`` (*old*, exported) and from this tree (*new*, with
    ``new_env`` added to its settings), each on loopback with a fresh SQLite file: label ->
    (process, port, log file); both are stopped on exit."""
    with tempfile.TemporaryDirectory() as tmp:
        base = export(baseline, Path(tmp) / "old")
        servers: dict[str, Server] = {}
        try:
            for label, root in (("old", base), ("new", ROOT)):
                work = Path(tmp) / f"{label}-run"
                work.mkdir()
                env = {"PYTHONPATH": f"{root}{os.pathsep}{root / 'proto'}"}
                if label == "new" and new_env:
                    env.update(new_env)
                servers[label] = start_server(work, "NORMAL", env, root=root)
            yield servers
        finally:
            for process, _, _ in servers.values():
                process.terminate()
                process.wait(30)


def line(label: str, row: dict[str, float]) -> str:
    return (
        f"{label:<4} no-op p50 {row['noop_p50_ms']:.3f} ms  SubmitAction p50 "
        f"{row['submit_p50_ms']:.3f} ms = {row['ratio']:.2f}x (handlers "
        f"{row['noop_handler_p50_ms']:.3f} / {row['submit_handler_p50_ms']:.3f} ms)  |  "
        f"{row['actions_per_s']:7.0f} "
        f"actions/s over the tables (p50 {row['loaded_submit_p50_ms']:.1f} ms, p99 "
        f"{row['loaded_submit_p99_ms']:.1f} ms), server CPU "
        f"{row['server_cpu_ms_per_action']:.3f} ms/action  (load {row['load']:.1f})"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--baseline", default="main", help="git revision of the old server")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=10.0, help="loaded phase, per round")
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--game", default="carcassonne")
    parser.add_argument(
        "--old-client",
        choices=sorted(CLIENTS),
        default="old",
        help="the client that plays the baseline: old (two round trips per move; any revision) "
        "or new (one round trip; a baseline that has it), to compare the servers alone",
    )
    parser.add_argument(
        "--memory",
        action="store_true",
        help="the new server keeps its SQLite store in memory (no file, no WAL, no fsync): "
        "the ceiling of what any storage work could gain; its actions are not durable",
    )
    parser.add_argument("--json", action="store_true", help="also print the figures as JSON")
    args = parser.parse_args(argv)
    rows: dict[str, list[dict[str, float]]] = {"old": [], "new": []}
    new_env = {"MEEPLE_DATABASE": ":memory:"} if args.memory else {}
    with old_and_new_servers(args.baseline, new_env) as servers:
        for round_ in range(args.rounds):
            order = ("old", "new") if round_ % 2 == 0 else ("new", "old")
            for label in order:
                process, port, log = servers[label]
                row = asyncio.run(measure(label, port, process.pid, log, args, 1 + round_))
                rows[label].append(row)
                print(f"round {round_ + 1}  {line(label, row)}", flush=True)

    def median(label: str, key: str) -> float:
        return statistics.median(r[key] for r in rows[label])

    print(f"\nmedians of {args.rounds} rounds ({args.game}, {args.tables} tables):")
    for label in ("old", "new"):
        print(
            f"  {label}: SubmitAction p50 / no-op p50 {median(label, 'ratio'):.2f}x "
            f"(min {min(r['ratio'] for r in rows[label]):.2f}, max "
            f"{max(r['ratio'] for r in rows[label]):.2f}); {median(label, 'actions_per_s'):.0f} "
            f"durable actions/s (min {min(r['actions_per_s'] for r in rows[label]):.0f}, max "
            f"{max(r['actions_per_s'] for r in rows[label]):.0f}); server CPU "
            f"{median(label, 'server_cpu_ms_per_action'):.3f} ms/action; handlers alone (p50) "
            f"no-op {median(label, 'noop_handler_p50_ms'):.3f} ms, SubmitAction "
            f"{median(label, 'submit_handler_p50_ms'):.3f} ms"
        )
    speedups = [  # a round where the old server committed nothing (a loaded machine) has none
        f"{n['actions_per_s'] / o['actions_per_s']:.2f}x" if o["actions_per_s"] else "n/a"
        for o, n in zip(rows["old"], rows["new"], strict=False)
    ]
    print(
        f"  new / old actions/s, round by round: {', '.join(speedups)}; "
        f"targets: ratio <= 1.5x, >= 1,500 actions/s ({os.cpu_count()} cores, "
        f"load {os.getloadavg()[0]:.1f})"
    )
    if args.json:
        print(json.dumps(rows, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
