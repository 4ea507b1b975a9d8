"""``meeple serve --workers``: durable actions per second and CPU per action, 1 worker against 2,
on PostgreSQL, with SQLite (one process, and two processes on one file) in the same run.

Run with ``python -m bench.workers`` (needs Docker for a throwaway PostgreSQL 15 via
testcontainers, or ``--dsn postgresql://...``; options ``--blocks 3``, ``--seconds 15``,
``--tables 24``, ``--connections 8``, ``--game carcassonne``, ``--no-sqlite``). Every
configuration is started once and stays up; the blocks then go round them in turn (block 1 of
each, block 2 of each, ...), so that a change in the machine's load hits all of them alike. In
each block ``--tables`` tables are played at once by random bots (one coroutine per table, in
this process, over ``--connections`` connections of their own, so that the kernel spreads them
over the workers as it would spread real clients), each action preceded by its
ListLegalActions, for ``--seconds`` seconds after a second of warm-up.

Reported per configuration, as min / median / max over the blocks: durable actions per second
(SubmitAction answered OK: committed before the answer), the server processes' CPU per action
(the workers and the supervisor, from /proc), PostgreSQL's CPU per action (the container's
cgroup, from Docker; not with ``--dsn``), the bots' CPU per action, and each worker's share of
the actions (from its /metrics). The machine's load average is printed at the start and the end:
the bots, the servers and PostgreSQL share its cores (and, on a shared machine, other work).

The configurations: ``postgresql, 1 worker``; ``postgresql, 2 workers``; the same 2 workers with
a table's seats on one connection (so on one worker: what scattered seats cost);
``sqlite, 1 process``;
``sqlite, 2 processes on one file``: two separate ``meeple serve`` on different ports, each
table on one of them: what ``--workers 2`` on SQLite would cost without its wake-ups, which is
why it is refused (docs/deployment.md).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import grpc
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc

from bench.service import cpu_seconds
from tests.docker_support import docker_problem
from tests.replicas.workers_group import OWN_CONNECTION, WorkerGroup


@dataclass
class Config:
    """One configuration under test: its server groups (tables go round them)."""

    name: str
    groups: list[WorkerGroup]
    #: both seats of a table (and its host) on one connection, so on one worker
    one_connection: bool = False
    blocks: list[dict[str, float]] = field(default_factory=list)

    def pids(self) -> list[int]:
        return [pid for group in self.groups for pid in group.pids()]

    def submits_per_worker(self) -> list[float]:
        return [
            group.calls(worker, "SubmitAction")
            for group in self.groups
            for worker in range(group.count)
        ]


def bearer(token: str) -> tuple[tuple[str, str], ...]:
    return (("authorization", f"Bearer {token}"),)


async def play_tables(
    channels: list[grpc.aio.Channel],
    game: str,
    index: int,
    stop_at: float,
    counts: list[int],
    one_connection: bool,
) -> None:
    """Open 2-seat tables one after the other and play them with random legal actions until
    ``stop_at``; ``counts[index]`` counts the acknowledged actions."""
    rng = random.Random(index)
    host = pb_grpc.GameServiceStub(channels[index % len(channels)])
    while time.monotonic() < stop_at:
        created = await host.CreateTable(
            pb.CreateTableRequest(game=f"games/{game}", seat_count=2, auto_start=True)
        )
        seats = []
        for seat in range(2):
            spread = index if one_connection else index * 2 + seat
            stub = pb_grpc.GameServiceStub(channels[spread % len(channels)])
            joined = await stub.JoinTable(
                pb.JoinTableRequest(
                    table=created.table.name,
                    invite_token=created.invite_token,
                    display_name=f"bot {seat}",
                    request_id=str(uuid.uuid4()),
                )
            )
            seats.append((stub, bearer(joined.seat_credential)))
        name = created.table.name
        view = await seats[0][0].GetView(pb.GetViewRequest(table=name), metadata=seats[0][1])
        current = view.view.current_seat
        while time.monotonic() < stop_at:
            stub, metadata = seats[current]
            legal = await stub.ListLegalActions(
                pb.ListLegalActionsRequest(table=name), metadata=metadata
            )
            if not legal.actions:
                break
            response = await stub.SubmitAction(
                pb.SubmitActionRequest(
                    table=name,
                    action=legal.actions[rng.randrange(len(legal.actions))],
                    expected_version=legal.version,
                    request_id=str(uuid.uuid4()),
                ),
                metadata=metadata,
            )
            counts[index] += 1
            if not response.view.HasField("current_seat"):
                break
            current = response.view.current_seat


async def load(
    targets: list[str], args: argparse.Namespace, seconds: float, one_connection: bool
) -> int:
    """Acknowledged actions of ``args.tables`` tables played for ``seconds``; table i is played
    on ``targets[i % len(targets)]``."""
    per_target = [
        [grpc.aio.insecure_channel(target, options=OWN_CONNECTION) for _ in range(args.connections)]
        for target in targets
    ]
    counts = [0] * args.tables
    stop_at = time.monotonic() + seconds
    try:
        await asyncio.gather(
            *(
                play_tables(
                    per_target[i % len(targets)], args.game, i, stop_at, counts, one_connection
                )
                for i in range(args.tables)
            )
        )
    finally:
        for channels in per_target:
            for channel in channels:
                await channel.close()
    return sum(counts)


def block(config: Config, args: argparse.Namespace, postgres_cpu: Callable[[], float]) -> None:
    targets = [group.target for group in config.groups]
    asyncio.run(load(targets, args, 1.0, config.one_connection))  # warm-up: connections, caches
    pids = config.pids()
    servers, database = [cpu_seconds(pid) for pid in pids], postgres_cpu()
    shares = config.submits_per_worker()
    bots = time.process_time()
    began = time.perf_counter()
    actions = asyncio.run(load(targets, args, args.seconds, config.one_connection))
    elapsed = time.perf_counter() - began
    bots = time.process_time() - bots
    server = sum(cpu_seconds(pid) for pid in pids) - sum(servers)
    database = postgres_cpu() - database
    now = config.submits_per_worker()
    shares = [after - before for after, before in zip(now, shares, strict=True)]
    config.blocks.append(
        {
            "actions/s": actions / elapsed,
            "server CPU ms/action": server / actions * 1000,
            "PostgreSQL CPU ms/action": database / actions * 1000,
            "bots CPU ms/action": bots / actions * 1000,
            "busiest worker's share": max(shares) / max(1.0, sum(shares)),
        }
    )
    print(f"  {config.name}: {json.dumps({k: round(v, 3) for k, v in config.blocks[-1].items()})}")


def spread(values: list[float]) -> str:
    return f"{min(values):.2f} / {statistics.median(values):.2f} / {max(values):.2f}"


@contextlib.contextmanager
def postgres(dsn: str | None) -> Iterator[tuple[str, Callable[[], float]]]:
    """A database DSN and a function giving PostgreSQL's CPU seconds so far (0 with --dsn)."""
    if dsn:
        yield dsn, lambda: 0.0
        return
    from testcontainers.community.postgres import PostgresContainer

    from tests.docker_support import POSTGRES_IMAGE, require_docker

    require_docker()
    container = PostgresContainer(POSTGRES_IMAGE, driver=None)
    with container:
        wrapped = container.get_wrapped_container()

        def cpu() -> float:
            stats: dict[str, Any] = wrapped.stats(stream=False)
            return float(stats["cpu_stats"]["cpu_usage"]["total_usage"]) / 1e9

        yield str(container.get_connection_url()), cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--dsn", default="", help="an existing PostgreSQL (default: a container)")
    parser.add_argument("--blocks", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--tables", type=int, default=24)
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--game", default="carcassonne")
    parser.add_argument("--no-sqlite", action="store_true", help="PostgreSQL only")
    parser.add_argument("--logs", default="", help="keep the servers' logs in this folder")
    args = parser.parse_args(argv)
    if not args.dsn and (problem := docker_problem()) is not None:
        hint = "start Docker, or pass --dsn postgresql://..."
        print(f"bench.workers: {problem}; {hint}", file=sys.stderr)
        return 2
    print(f"load average at the start: {os.getloadavg()}; {os.cpu_count()} cores")
    with (
        tempfile.TemporaryDirectory(prefix="meeple-bench-workers-") as folder,
        postgres(args.dsn) as (dsn, postgres_cpu),
    ):
        logs = Path(args.logs or folder)
        logs.mkdir(parents=True, exist_ok=True)
        quiet = ("--bot-workers", "0")  # logs at info, as in production
        two = WorkerGroup(dsn, 2, logs / "pg2.log", quiet)
        configs = [
            Config("postgresql, 1 worker", [WorkerGroup(dsn, 1, logs / "pg1.log", quiet)]),
            Config("postgresql, 2 workers", [two]),
            Config("postgresql, 2 workers, a table's seats on one connection", [two], True),
        ]
        if not args.no_sqlite:
            one, shared = str(logs / "one.db"), str(logs / "shared.db")
            configs += [
                Config("sqlite, 1 process", [WorkerGroup(one, 1, logs / "s1.log", quiet)]),
                Config(
                    "sqlite, 2 processes on one file",
                    [WorkerGroup(shared, 1, logs / f"s2-{n}.log", quiet) for n in range(2)],
                ),
            ]
        try:
            for group in {id(g): g for c in configs for g in c.groups}.values():
                group.start()
            for number in range(args.blocks):
                print(f"block {number + 1} of {args.blocks}")
                for config in configs:
                    block(config, args, postgres_cpu)
        finally:
            for group in {id(g): g for c in configs for g in c.groups}.values():
                group.stop()
    print(f"load average at the end: {os.getloadavg()}")
    print(
        f"\nmin / median / max over {args.blocks} blocks of {args.seconds:.0f} s, "
        f"{args.tables} tables over {args.connections} connections per server port:"
    )
    for config in configs:
        print(f"{config.name}:")
        for key in config.blocks[0]:
            print(f"  {key:<28} {spread([b[key] for b in config.blocks])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
