"""Scale-out on PostgreSQL when cores allow: durable actions per second of 1 and 2 replicas, and
of ``meeple serve --workers 1`` and ``--workers 2``, with every server process capped to the same
share of a core (issue 35: N replicas should give at least 0.8 x N one replica's actions/s).

    python -m bench.scaling                                  # 0.3 of a core per server process
    python -m bench.scaling --cores 0.25 --blocks 4 --seconds 10 --tables 24

On a 2-core machine the load generator, PostgreSQL and the servers share the cores, so two
uncapped replicas cannot show more than the machine has left (last measured 1.1x). Here each
server process runs in a cgroup of its own with a CPU quota (:mod:`bench.cpu_caps`; needs root),
small enough that two capped servers, PostgreSQL and the clients all fit in the machine's cores:
the servers are the bottleneck, as they would be on a host with a core per server, and two
servers get twice the CPU of one. What is left to show is whether the deployment turns that CPU
into actions (no lock, hot row, notification storm or connection limit in between).

Needs Docker for a throwaway PostgreSQL 15 (testcontainers), or ``--dsn``. Every configuration
is started once, each on a database of its own (so that one configuration's notifications do not
wake another's replicas); then the blocks go round them in turn. In a block, ``--tables`` 2-seat
tables are played at once by random bots (:func:`bench.workers.load`: one coroutine per table in
this process, each action a ListLegalActions then a SubmitAction). Replicas: every table on one
replica, tables spread round-robin (a table-aware router or a sticky client). Workers: the
clients' ``--connections`` connections spread over the workers by the kernel (SO_REUSEPORT).

Reported per configuration, min / median / max over the blocks: durable actions/s; the share of
CPU periods in which the capped servers hit their quota (near 1: the servers were the
bottleneck, as intended; if it is low, the clients or PostgreSQL were, and the run says so); the
server CPU per action; and, per block, the ratio of 2 to 1 (paired, so a load change hits both).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from bench import cpu_caps
from bench.replica_cpu import UNLIMITED, container_cpu_reader
from bench.service import cpu_seconds
from bench.workers import load, spread
from tests.docker_support import docker_problem
from tests.replicas.harness import Replica
from tests.replicas.workers_group import WorkerGroup

#: a server log at info would cost CPU per action inside the cap: warnings only
QUIET = ("--bot-workers", "0", *UNLIMITED)


@dataclass
class Setup:
    """One deployment under test: its server processes (each capped) and their targets."""

    name: str
    kind: str  # "replicas" or "workers"
    count: int
    targets: list[str] = field(default_factory=list)
    pids: list[int] = field(default_factory=list)
    caps: list[cpu_caps.Cap] = field(default_factory=list)
    blocks: list[dict[str, float]] = field(default_factory=list)

    def periods(self) -> tuple[int, int]:
        totals = [cap.throttled_fraction() for cap in self.caps]
        return sum(ran for ran, _ in totals), sum(hit for _, hit in totals)


def start(setup: Setup, dsn: str, logs: Path, cores: float, stack: contextlib.ExitStack) -> None:
    """Start ``setup``'s servers on ``dsn``, each serving process in a capped group."""
    if setup.kind == "replicas":
        for n in range(setup.count):
            replica = Replica(
                f"{setup.name}-{n}", dsn, logs / f"{setup.name}-{n}.log", extra_args=QUIET
            )
            replica.start()
            stack.callback(replica.stop)
            replica.wait_serving()
            assert replica.process is not None
            setup.targets.append(replica.target)
            setup.pids.append(replica.process.pid)
    else:
        group = WorkerGroup(dsn, setup.count, logs / f"{setup.name}.log", QUIET)
        group.start()
        stack.callback(group.stop)
        setup.targets.append(group.target)
        setup.pids.extend(group.serving().values())  # the workers: the supervisor only waits
    for pid in setup.pids:
        capped = cpu_caps.cap(cores, setup.name)
        stack.callback(capped.remove)
        capped.add(pid)
        setup.caps.append(capped)


def block(setup: Setup, args: argparse.Namespace, postgres_cpu: Callable[[], float]) -> None:
    asyncio.run(load(setup.targets, args, 1.0, False))  # warm-up
    cpu_before = sum(cpu_seconds(pid) for pid in setup.pids)
    database, periods = postgres_cpu(), setup.periods()
    clients = time.process_time()
    began = time.perf_counter()
    actions = asyncio.run(load(setup.targets, args, args.seconds, False))
    elapsed = time.perf_counter() - began
    clients = time.process_time() - clients
    ran, hit = (after - before for after, before in zip(setup.periods(), periods, strict=True))
    server = sum(cpu_seconds(pid) for pid in setup.pids) - cpu_before
    setup.blocks.append(
        {
            "actions/s": actions / elapsed,
            "capped periods at quota": hit / max(ran, 1),
            "server CPU ms/action": 1000 * server / max(actions, 1),
            "server cores used": server / elapsed,
            "PostgreSQL CPU ms/action": 1000 * (postgres_cpu() - database) / max(actions, 1),
            "clients CPU ms/action": 1000 * clients / max(actions, 1),
            "load": os.getloadavg()[0],
        }
    )
    figures = {key: round(value, 3) for key, value in setup.blocks[-1].items()}
    print(f"  {setup.name}: {json.dumps(figures)}", flush=True)


@contextlib.contextmanager
def postgres(dsn: str) -> Iterator[tuple[str, Callable[[], float]]]:
    """A database DSN and a reader of PostgreSQL's CPU seconds (0 with ``--dsn``); a throwaway
    container is given the capped servers' scheduling weight, like the clients."""
    if dsn:
        yield dsn, lambda: 0.0
        return
    from testcontainers.community.postgres import PostgresContainer

    from tests.docker_support import POSTGRES_IMAGE, require_docker

    require_docker()
    with PostgresContainer(POSTGRES_IMAGE, driver=None) as container:
        identity = container.get_wrapped_container().id
        reader = container_cpu_reader(identity)
        if reader is None or not cpu_caps.favour_container(identity):
            raise RuntimeError("the PostgreSQL container's cgroup is not where Docker puts it")
        yield str(container.get_connection_url()), reader


def databases(dsn: str, count: int) -> list[str]:
    """``count`` databases of one server: the given one and fresh ones beside it."""
    from tests.docker_support import fresh_database

    return [dsn] + [fresh_database(dsn) for _ in range(count - 1)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--dsn", default="", help="an existing PostgreSQL (default: a container)")
    parser.add_argument("--cores", type=float, default=0.3, help="CPU cap per server process")
    parser.add_argument("--blocks", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--tables", type=int, default=24)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--game", default="carcassonne")
    parser.add_argument("--only", choices=("replicas", "workers"), default=None)
    parser.add_argument("--logs", default="", help="keep the servers' logs in this folder")
    args = parser.parse_args(argv)
    reason = cpu_caps.available()
    if reason is not None:
        print(f"bench.scaling: {reason}; run it as root on Linux", file=sys.stderr)
        return 2
    if not args.dsn and (problem := docker_problem()) is not None:
        hint = "start Docker, or pass --dsn postgresql://..."
        print(f"bench.scaling: {problem}; {hint}", file=sys.stderr)
        return 2
    setups = [
        Setup(f"{kind}-{count}", kind, count)
        for kind in ("replicas", "workers")
        if args.only in (None, kind)
        for count in (1, 2)
    ]
    print(f"load average at the start: {os.getloadavg()}; {os.cpu_count()} cores", flush=True)
    print(f"every server process capped at {args.cores} of a core", flush=True)
    with (
        tempfile.TemporaryDirectory(prefix="meeple-bench-scaling-") as folder,
        postgres(args.dsn) as (dsn, postgres_cpu),
        contextlib.ExitStack() as stack,
    ):
        names = databases(dsn, len(setups))
        logs = Path(args.logs or folder)
        logs.mkdir(parents=True, exist_ok=True)
        stack.callback(cpu_caps.favour_process(os.getpid()).remove)  # the clients keep up
        for setup, database in zip(setups, names, strict=True):
            start(setup, database, logs, args.cores, stack)
        for number in range(args.blocks):
            print(f"block {number + 1} of {args.blocks}", flush=True)
            shift = number % len(setups)
            for setup in setups[shift:] + setups[:shift]:
                block(setup, args, postgres_cpu)
    print(f"load average at the end: {os.getloadavg()}")
    print(
        f"\nmin / median / max over {args.blocks} blocks of {args.seconds:.0f} s, {args.tables}"
        f" tables, every server process capped at {args.cores} of a core:"
    )
    for setup in setups:
        print(f"{setup.name}:")
        for key in setup.blocks[0]:
            print(f"  {key:<26} {spread([b[key] for b in setup.blocks])}")
    for kind in ("replicas", "workers"):
        pair = [s for s in setups if s.kind == kind]
        if len(pair) == 2:
            ratios = [
                two["actions/s"] / one["actions/s"]
                for one, two in zip(pair[0].blocks, pair[1].blocks, strict=True)
            ]
            verdict = "met" if statistics.median(ratios) >= 1.6 else "NOT met"
            print(f"{kind}: 2 v 1, actions/s per block {spread(ratios)} (target >= 1.6: {verdict})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
