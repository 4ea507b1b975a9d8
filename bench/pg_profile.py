"""Where PostgreSQL's CPU goes per action (issue 35): by server process role, with its wake-ups,
the WAL flushes and the statements of an action.

    python -m bench.pg_profile --replicas 1 --tables 8 --seconds 10 --rounds 3 [--placement seats]

A throwaway PostgreSQL container (``pg_stat_statements`` loaded, planning time tracked) and
``--replicas`` replicas of this tree on it; after a warm-up, each round plays ``--tables`` random
2-seat games for ``--seconds`` as :mod:`bench.replica_cpu` does (every action a view, a
ListLegalActions and a SubmitAction) and reads, per accepted action:

* **by role**, each of the container's processes' CPU (user and system, ``/proc/<pid>/stat``) and
  context switches (``/proc/<pid>/status``). A voluntary switch is a wake-up after sleeping: for
  a message, for the WAL flush, for a lock. A replica's connections name their role in
  ``application_name`` (``meeple`` for the pool, ``meeple versions``, ``meeple listen``);
  PostgreSQL's own processes go by ``backend_type``; the two are matched through
  ``pg_stat_activity`` and the container's process ids (``NSpid``);
* the WAL (``pg_stat_wal``: flushes, writes, records, bytes) and the commits of every database
  (``pg_stat_database.xact_commit``, reads' implicit transactions included);
* the statements (``pg_stat_statements``), most time first: calls, time per action, and
  execution and planning time per call (execution is wall time: on a busy machine it includes
  waiting for a core).

A process that ends during a round is left out of it (the pool's connections live on). Linux
and Docker only; the figures of one run are indicative (compare runs side by side with
``bench.cross_replica --baseline``).
"""

from __future__ import annotations

import argparse
import collections
import functools
import json
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.replica_cpu import TICKS, UNLIMITED, Config, play_for
from tests.replicas.harness import replicas

#: the server's settings for the profile (PostgreSQL 15)
PROFILING = (
    "postgres -c shared_preload_libraries=pg_stat_statements"
    " -c pg_stat_statements.track_planning=on"
)
#: the role of a process not in pg_stat_activity (the postmaster, or one that ended)
OTHER = "postmaster or ended"
#: statements reported per round, unless --top says
TOP = 12

WAL_QUERY = "SELECT wal_sync, wal_write, wal_records, wal_bytes FROM pg_stat_wal"
COMMITS_QUERY = "SELECT sum(xact_commit) FROM pg_stat_database"
ROLES_QUERY = (
    "SELECT pid, CASE WHEN backend_type = 'client backend' AND application_name <> ''"
    " THEN application_name ELSE backend_type END FROM pg_stat_activity"
)
STATEMENTS_QUERY = (
    "SELECT calls, total_exec_time, total_plan_time,"
    " left(regexp_replace(query, '\\s+', ' ', 'g'), 100) FROM pg_stat_statements"
    " WHERE query NOT LIKE '%%pg_stat%%' ORDER BY total_exec_time + total_plan_time DESC LIMIT %s"
)


@dataclass(frozen=True, slots=True)
class Counters:
    """One process's counters: CPU seconds (user, system), context switches (voluntary,
    involuntary)."""

    user: float
    system: float
    voluntary: int
    involuntary: int


def counters(pid: int) -> Counters | None:
    """A live process's counters, None once it has ended."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    switches = dict(line.split(":", 1) for line in status.splitlines() if "ctxt_switches" in line)
    return Counters(
        int(fields[11]) / TICKS,
        int(fields[12]) / TICKS,
        int(switches["voluntary_ctxt_switches"]),
        int(switches["nonvoluntary_ctxt_switches"]),
    )


def family(root: int) -> list[int]:
    """``root`` and every process whose parent it is (the postmaster and its server
    processes)."""
    found = [root]
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            status = (entry / "status").read_text()
        except OSError:
            continue
        for line in status.splitlines():
            if line.startswith("PPid:") and int(line.split()[1]) == root:
                found.append(int(entry.name))
                break
    return found


def inner_pid(pid: int) -> int | None:
    """A process's id inside its container (the last of ``NSpid``)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    for line in status.splitlines():
        if line.startswith("NSpid:"):
            return int(line.split()[-1])
    return None


def by_role(
    before: dict[int, Counters], after: dict[int, Counters], role_of: Callable[[int], str]
) -> dict[str, list[float]]:
    """Per role (``role_of`` a host process id): [user s, system s, voluntary, involuntary]
    over the processes alive at both ends."""
    totals: dict[str, list[float]] = collections.defaultdict(lambda: [0.0, 0.0, 0.0, 0.0])
    for pid, end in after.items():
        start = before.get(pid)
        if start is None:
            continue
        row = totals[role_of(pid)]
        row[0] += end.user - start.user
        row[1] += end.system - start.system
        row[2] += end.voluntary - start.voluntary
        row[3] += end.involuntary - start.involuntary
    return dict(totals)


def role_of(roles: dict[int, str], pid: int) -> str:
    """A host process's role, by its id inside the container."""
    return roles.get(inner_pid(pid) or -1, OTHER)


def snapshot(root: int) -> dict[int, Counters]:
    return {pid: found for pid in family(root) if (found := counters(pid)) is not None}


@contextmanager
def profiled_server() -> Iterator[tuple[str, int]]:
    """A throwaway PostgreSQL container set up for profiling: its DSN and its postmaster's
    process id on this host."""
    from testcontainers.community.postgres import PostgresContainer

    from tests.docker_support import POSTGRES_IMAGE

    with PostgresContainer(POSTGRES_IMAGE, driver=None).with_command(PROFILING) as container:
        dsn = str(container.get_connection_url())
        wrapped = container.get_wrapped_container()
        wrapped.reload()
        yield dsn, int(wrapped.attrs["State"]["Pid"])


def profile(
    replica_count: int,
    tables: int,
    seconds: float,
    rounds: int,
    placement: str,
    game: str,
    top: int = TOP,
) -> list[dict[str, Any]]:
    import psycopg

    results: list[dict[str, Any]] = []
    with (
        profiled_server() as (dsn, postmaster),
        tempfile.TemporaryDirectory(prefix="meeple-pg-profile-") as logs,
        replicas(dsn, replica_count, Path(logs), UNLIMITED) as servers,
        psycopg.connect(dsn, autocommit=True) as admin,
    ):
        admin.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
        config = Config("profile", list(servers), placement, postgres=True)
        play_for(config, game, tables, min(seconds, 3.0), 1)  # warm-up
        for number in range(rounds):
            admin.execute("SELECT pg_stat_statements_reset()")
            wal_before = admin.execute(WAL_QUERY).fetchone() or ()
            commits_before = (admin.execute(COMMITS_QUERY).fetchone() or (0,))[0]
            before = snapshot(postmaster)
            began = time.perf_counter()
            actions = play_for(config, game, tables, seconds, 7 + number)
            elapsed = time.perf_counter() - began
            after = snapshot(postmaster)
            wal_after = admin.execute(WAL_QUERY).fetchone() or ()
            commits_after = (admin.execute(COMMITS_QUERY).fetchone() or (0,))[0]
            roles = {int(pid): str(role) for pid, role in admin.execute(ROLES_QUERY)}
            statements = admin.execute(STATEMENTS_QUERY, (top,)).fetchall()
            results.append(
                round_result(
                    actions,
                    elapsed,
                    by_role(before, after, functools.partial(role_of, roles)),
                    [float(a) - float(b) for a, b in zip(wal_after, wal_before, strict=True)],
                    float(commits_after) - float(commits_before),
                    statements,
                )
            )
    return results


def round_result(
    actions: int,
    elapsed: float,
    roles: dict[str, list[float]],
    wal: list[float],
    commits: float,
    statements: list[tuple[Any, ...]],
) -> dict[str, Any]:
    per = max(actions, 1)
    return {
        "actions": actions,
        "actions/s": round(actions / elapsed, 1),
        "roles": {
            role: {
                "us/action": round(1e6 * (user + system) / per, 1),
                "user us/action": round(1e6 * user / per, 1),
                "system us/action": round(1e6 * system / per, 1),
                "wakes/action": round(voluntary / per, 3),
                "preempted/action": round(involuntary / per, 3),
            }
            for role, (user, system, voluntary, involuntary) in sorted(
                roles.items(), key=lambda item: -(item[1][0] + item[1][1])
            )
        },
        "total us/action": round(1e6 * sum(r[0] + r[1] for r in roles.values()) / per, 1),
        "wal": {
            key: round(value / per, 3)
            for key, value in zip(("syncs", "writes", "records", "bytes"), wal, strict=True)
        },
        "commits/action": round(commits / per, 3),
        "statements": [
            {
                "calls/action": round(int(calls) / per, 3),
                "us/action": round(1000 * (float(exec_ms) + float(plan_ms)) / per, 1),
                "exec us/call": round(1000 * float(exec_ms) / max(int(calls), 1), 1),
                "plan us/call": round(1000 * float(plan_ms) / max(int(calls), 1), 1),
                "query": str(query),
            }
            for calls, exec_ms, plan_ms, query in statements
        ],
    }


def render(results: list[dict[str, Any]]) -> str:
    lines: list[str] = []
    for number, result in enumerate(results):
        lines.append(
            f"round {number}: {result['actions']} actions, {result['actions/s']}/s;"
            f" PostgreSQL {result['total us/action']} us/action"
        )
        lines.append(
            f"  {'role':<24} {'us/action':>9} {'user':>7} {'system':>7} {'wakes':>6}"
            f" {'preempted':>9}  (per action)"
        )
        for role, row in result["roles"].items():
            lines.append(
                f"  {role:<24} {row['us/action']:>9} {row['user us/action']:>7}"
                f" {row['system us/action']:>7} {row['wakes/action']:>6}"
                f" {row['preempted/action']:>9}"
            )
        wal = result["wal"]
        lines.append(
            f"  WAL per action: {wal['syncs']} flushes, {wal['writes']} writes,"
            f" {wal['records']} records, {wal['bytes']} bytes;"
            f" {result['commits/action']} commits (reads included)"
        )
        lines.append("  statements: calls/action  us/action  exec us/call  plan us/call  query")
        for row in result["statements"]:
            lines.append(
                f"    {row['calls/action']:>8} {row['us/action']:>10} {row['exec us/call']:>12}"
                f" {row['plan us/call']:>12}  {row['query']}"
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.pg_profile", description=__doc__)
    parser.add_argument("--replicas", type=int, default=1)
    parser.add_argument("--tables", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--placement", choices=("tables", "seats"), default="tables")
    parser.add_argument("--game", default="carcassonne")
    parser.add_argument(
        "--top", type=int, default=TOP, help="statements reported per round, most time first"
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    options = parser.parse_args(argv)
    from tests.docker_support import docker_problem

    if (problem := docker_problem()) is not None:
        reason = f"{problem} (it needs Docker for a throwaway PostgreSQL)"
        print(f"bench.pg_profile: {reason}", file=sys.stderr)
        return 2
    results = profile(
        options.replicas,
        options.tables,
        options.seconds,
        options.rounds,
        options.placement,
        options.game,
        options.top,
    )
    print(json.dumps(results, indent=2) if options.json else render(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
