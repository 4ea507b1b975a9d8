"""Cross-replica live events: how long until a watcher on replica B sees an action accepted on
replica A (both ``meeple serve`` processes over one PostgreSQL).

Run with ``python -m bench.cross_replica`` (needs Docker for a throwaway PostgreSQL 15 via
testcontainers, or ``--dsn postgresql://...`` for an existing database; options ``--actions N``,
``--game NAME``, ``--pause-ms MS``, ``--seed S``). Two replicas start on loopback; random
2-seat games are played with every submit sent to replica A, while one watcher follows the
table on replica B and another on replica A (the single-process baseline). After each submit the
driver waits until both watchers have the new version, then pauses, so every sample is one
isolated action. Reported, as p50 / p95 / p99 / max in milliseconds:

* ``B after A's response``: watcher on B receives the event minus A's SubmitAction response
  (the commit is durable before the response; negative when B is faster than the response);
* ``B after submit sent``: the same event minus the moment the submit was sent;
* ``A after A's response``: the same-replica watcher, for comparison.

The target (issue 7) is a p99 under 100 ms for the cross-replica delay on loopback.

With ``--throughput-seconds S`` it then measures durable actions per second: ``--tables N``
tables (one client thread each, seats of a table on different replicas) play random 2-seat
games against ``--replicas R`` fresh replicas for S seconds; reported with the SubmitAction
p50 / p99. Clients, replicas and PostgreSQL share the machine's cores.

With ``--blocks N`` it compares, side by side and interleaved, one SQLite process, one PostgreSQL
replica and two PostgreSQL replicas: durable actions/s and the CPU per action of every server
process and of PostgreSQL, min / median / max over N blocks of ``--block-seconds`` each
(:mod:`bench.replica_cpu`; issue 35). ``--actions 0`` skips the delay measurement.
``--baseline REV`` (a git revision) adds that revision's SQLite process and PostgreSQL replica to
the same rotation, and reports per block each tree's replica / SQLite server CPU and this tree's
PostgreSQL CPU per action over the baseline's; ``--only-one-replica`` leaves the two-replica
configurations out; ``--favour`` gives this process (so the servers it starts) and the PostgreSQL
container a large CPU weight (root; :mod:`bench.cpu_caps`), as the documented runs had.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from bench import cpu_caps, trees
from bench.replica_cpu import compare, container_cpu_reader, render
from engines import registry
from tests.replicas.harness import FINISHED, OpenTable, Seat, Watcher, open_table, replicas


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def summary(samples: list[float]) -> dict[str, float]:
    return {
        "p50_ms": round(statistics.median(samples) * 1000, 2),
        "p95_ms": round(percentile(samples, 0.95) * 1000, 2),
        "p99_ms": round(percentile(samples, 0.99) * 1000, 2),
        "max_ms": round(max(samples) * 1000, 2),
    }


class Unavailable(Exception):
    """An expected failure of the run's set-up: one line, no traceback."""


@contextlib.contextmanager
def database(dsn: str | None) -> Iterator[str]:
    with server(dsn) as (found, _, _):
        yield found


@contextlib.contextmanager
def server(dsn: str | None) -> Iterator[tuple[str, Callable[[], float] | None, str]]:
    """A database on ``dsn`` or on a throwaway PostgreSQL container, with a reader of the
    container's CPU seconds and the container's id (None and "" for an existing server)."""
    from tests.docker_support import fresh_database

    if dsn:
        yield dsn, None, ""
        return
    from tests.docker_support import POSTGRES_IMAGE, docker_problem

    if (problem := docker_problem()) is not None:
        raise Unavailable(f"{problem}; start Docker, or pass --dsn postgresql://...")
    from testcontainers.community.postgres import PostgresContainer

    with PostgresContainer(POSTGRES_IMAGE, driver=None) as container:
        maintenance = str(container.get_connection_url())
        identity = container.get_wrapped_container().id
        yield fresh_database(maintenance), container_cpu_reader(identity), identity


def submit_random_action(table: OpenTable, rng: random.Random) -> tuple[float, float, int] | None:
    """Submit a uniformly random legal action for the seat to move, through that seat's
    replica: (sent, answered) perf_counter times and the new version, or None once the game is
    over."""
    view = table.seats[0].view(table.name)
    if view.state == FINISHED:
        return None
    seat = table.seats[view.current_seat]
    legal = seat.legal(table.name)
    action = legal.actions[rng.randrange(len(legal.actions))]
    sent = time.perf_counter()
    response = seat.submit(table.name, action, legal.version)
    return sent, time.perf_counter(), response.version


def measure(dsn: str, game: str, actions: int, pause: float, seed: int) -> dict[str, object]:
    rng = random.Random(seed)
    cross_after_response: list[float] = []
    cross_after_send: list[float] = []
    local_after_response: list[float] = []
    with (
        tempfile.TemporaryDirectory(prefix="meeple-bench-") as logs,
        replicas(dsn, 2, Path(logs)) as (replica_a, replica_b),
    ):
        while len(cross_after_response) < actions:
            table = open_table(game, 2, [replica_a.target], create_on=replica_a.target)
            watching_on_b = Seat(0, replica_b.target, table.seats[0].credential)
            remote = Watcher(watching_on_b, table.name).start()
            local = Watcher(table.seats[1], table.name).start()
            try:
                while len(cross_after_response) < actions:
                    submitted = submit_random_action(table, rng)
                    if submitted is None:
                        break
                    sent, answered, version = submitted
                    if not (remote.wait_for(version, 10) and local.wait_for(version, 10)):
                        raise RuntimeError(f"version {version} never reached a watcher")
                    on_b = remote.received[version - 1].time
                    on_a = local.received[version - 1].time
                    cross_after_response.append(on_b - answered)
                    cross_after_send.append(on_b - sent)
                    local_after_response.append(on_a - answered)
                    if pause:
                        time.sleep(pause)
            finally:
                remote.stop()
                local.stop()
                watching_on_b.close()
                for seat in [table.host, *table.seats]:
                    seat.close()
    return {
        "game": game,
        "actions": len(cross_after_response),
        "B after A's response": summary(cross_after_response),
        "B after submit sent": summary(cross_after_send),
        "A after A's response": summary(local_after_response),
    }


def throughput(
    dsn: str, game: str, replica_count: int, tables: int, seconds: float, seed: int
) -> dict[str, object]:
    """Durable actions per second over ``tables`` concurrently played tables."""
    latencies: list[list[float]] = [[] for _ in range(tables)]
    failures: list[str] = []
    with (
        tempfile.TemporaryDirectory(prefix="meeple-bench-") as logs,
        replicas(dsn, replica_count, Path(logs)) as started,
    ):
        targets = [replica.target for replica in started]
        begin = time.perf_counter()
        stop_at = time.monotonic() + seconds

        def client(index: int) -> None:
            rng = random.Random(seed * 1000 + index)
            rotated = targets[index % len(targets) :] + targets[: index % len(targets)]
            try:
                while time.monotonic() < stop_at:
                    table = open_table(game, 2, rotated, create_on=rotated[0])
                    try:
                        while time.monotonic() < stop_at:
                            submitted = submit_random_action(table, rng)
                            if submitted is None:
                                break
                            sent, answered, _ = submitted
                            latencies[index].append(answered - sent)
                    finally:
                        for seat in [table.host, *table.seats]:
                            seat.close()
            except Exception as error:  # reported, and fails the run
                failures.append(f"table client {index}: {error!r}")

        threads = [threading.Thread(target=client, args=(i,)) for i in range(tables)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        elapsed = time.perf_counter() - begin
    if failures:
        raise RuntimeError("; ".join(failures))
    every = [sample for samples in latencies for sample in samples]
    return {
        "replicas": replica_count,
        "tables": tables,
        "seconds": round(elapsed, 1),
        "durable actions/s": round(len(every) / elapsed, 1),
        "SubmitAction": summary(every),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--dsn", default="", help="existing PostgreSQL (default: testcontainers)")
    parser.add_argument(
        "--game", required=True, choices=registry.game_names(), help="a registered game"
    )
    parser.add_argument("--actions", type=int, default=300)
    parser.add_argument("--pause-ms", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--throughput-seconds", type=float, default=0.0, help="0: skip")
    parser.add_argument("--tables", type=int, default=16, help="throughput: concurrent tables")
    parser.add_argument("--replicas", type=int, default=2, help="throughput: replica count")
    parser.add_argument(
        "--blocks", type=int, default=0, help="SQLite vs PostgreSQL x1, x2 blocks (0: skip)"
    )
    parser.add_argument("--block-seconds", type=float, default=10.0)
    parser.add_argument(
        "--postgres-container", default="", help="with --dsn: its Docker container, for its CPU"
    )
    parser.add_argument(
        "--baseline",
        default="",
        metavar="REV",
        help="with --blocks: also run this git revision's SQLite x1 and PostgreSQL x1",
    )
    parser.add_argument(
        "--only-one-replica", action="store_true", help="with --blocks: no 2-replica blocks"
    )
    parser.add_argument(
        "--favour", action="store_true", help="a large CPU weight for the run and PostgreSQL"
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)
    if (args.baseline or args.only_one_replica) and args.blocks <= 0:
        parser.error("--baseline and --only-one-replica need --blocks N")
    try:
        if args.baseline:
            trees.commit(args.baseline)  # an unknown revision fails before anything starts
        with contextlib.ExitStack() as stack:
            result = run(args, stack)
    except (trees.TreeError, Unavailable) as error:
        print(f"bench.cross_replica: {error}", file=sys.stderr)
        return 2
    return report(result, args.json)


def run(args: argparse.Namespace, stack: contextlib.ExitStack) -> dict[str, object]:
    result: dict[str, object] = {}
    if args.favour:
        reason = cpu_caps.available()
        if reason is not None:
            raise Unavailable(f"--favour: {reason}")
        stack.callback(cpu_caps.favour_process(os.getpid()).remove)
    with server(args.dsn or None) as (dsn, postgres_cpu, container):
        if args.postgres_container:
            import docker

            found = docker.from_env().containers.get(args.postgres_container)
            postgres_cpu = container_cpu_reader(found.id)
            container = found.id
        if args.favour and container and not cpu_caps.favour_container(container):
            raise Unavailable("--favour: the PostgreSQL container's cgroup was not found")
        before = os.getloadavg()[0]
        if args.actions > 0:
            result["delay"] = measure(dsn, args.game, args.actions, args.pause_ms / 1000, args.seed)
        if args.throughput_seconds > 0:
            result["throughput"] = throughput(
                dsn, args.game, args.replicas, args.tables, args.throughput_seconds, args.seed
            )
        if args.blocks > 0:
            from tests.docker_support import fresh_database

            given = [dsn]  # the first PostgreSQL configuration's; the others get new ones

            def new_database() -> str:
                return given.pop() if given else fresh_database(_maintenance(dsn))

            result["compare"] = compare(
                new_database,
                args.game,
                args.tables,
                args.block_seconds,
                args.blocks,
                args.seed,
                postgres_cpu,
                placements=() if args.only_one_replica else ("tables", "seats"),
                baseline=args.baseline,
            )
        after = os.getloadavg()[0]
    # the machine is shared: say how busy it was, since delays grow with the load
    result["load average (1 min) before, after"] = [before, after]
    return result


def report(result: dict[str, object], as_json: bool) -> int:
    if as_json:
        print(json.dumps(result, indent=2))
        return 0
    load = result["load average (1 min) before, after"]
    assert isinstance(load, list)
    before, after = load
    print(f"load average {before:.1f} before, {after:.1f} after, {os.cpu_count()} CPUs")
    delay = result.get("delay")
    if isinstance(delay, dict):
        print(f"cross-replica live events, {delay['actions']} actions of {delay['game']}")
        for label in ("B after A's response", "B after submit sent", "A after A's response"):
            print(f"  {label:<22} {_figures(delay[label])}")
    rate = result.get("throughput")
    if isinstance(rate, dict):
        print(
            f"throughput: {rate['durable actions/s']} durable actions/s over {rate['tables']}"
            f" tables on {rate['replicas']} replicas ({rate['seconds']} s);"
            f" SubmitAction {_figures(rate['SubmitAction'])}"
        )
    compared = result.get("compare")
    if isinstance(compared, dict):
        print(render(compared))
    return 0


def _maintenance(dsn: str) -> str:
    """The DSN of the same server's ``postgres`` database."""
    base, _, _ = dsn.rpartition("/")
    return f"{base}/postgres"


def _figures(figures: object) -> str:
    assert isinstance(figures, dict)
    return (
        f"p50 {figures['p50_ms']:7.2f} ms  p95 {figures['p95_ms']:7.2f} ms"
        f"  p99 {figures['p99_ms']:7.2f} ms  max {figures['max_ms']:7.2f} ms"
    )


if __name__ == "__main__":
    raise SystemExit(main())
