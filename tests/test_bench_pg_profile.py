"""bench.pg_profile: PostgreSQL's CPU per action by process role, with wake-ups, WAL flushes and
statements. One short real run (a PostgreSQL 15 container, one replica, two tables, one round),
and the grouping of process counters by role on known counters."""

from __future__ import annotations

import json
import os

import pytest

from bench import pg_profile
from bench.pg_profile import Counters, by_role
from tests.docker_support import require_docker


def test_a_short_profile_finds_the_pools_work_and_the_wal_flushes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    require_docker()
    # every statement of the round (--top): on a loaded machine a 2-second round's few version
    # reads can rank below the 12 costliest (the review and schedule workers' polls among them)
    argv = ["--replicas", "1", "--tables", "2", "--seconds", "2", "--rounds", "1", "--top", "1000"]
    argv.append("--json")
    assert pg_profile.main(argv) == 0
    (result,) = json.loads(capsys.readouterr().out)
    assert result["actions"] > 0
    pool = result["roles"]["meeple"]  # the replica's pool, by its application_name
    assert pool["us/action"] > 0 and pool["wakes/action"] > 0
    assert "meeple versions" in result["roles"]  # the version reads' own connection
    assert result["wal"]["syncs"] > 0  # every accepted action is durable
    queries = [row["query"] for row in result["statements"]]
    assert any("meeple_idempotency" in query for query in queries)  # the commit statement
    assert any(query.startswith("SELECT table_id, version") for query in queries)
    assert all("pg_stat" not in query for query in queries)  # the profile's own left out


def test_counters_of_a_live_process_and_none_for_an_ended_one() -> None:
    mine = pg_profile.counters(os.getpid())
    assert mine is not None and mine.user > 0 and mine.voluntary >= 0
    assert pg_profile.counters(2**22 + 1) is None  # above Linux's largest pid


def test_by_role_sums_the_processes_alive_at_both_ends() -> None:
    before = {1: Counters(1.0, 0.5, 10, 1), 2: Counters(2.0, 0.0, 5, 0), 3: Counters(0, 0, 0, 0)}
    after = {1: Counters(1.5, 0.75, 14, 2), 2: Counters(2.25, 0.25, 6, 0), 4: Counters(9, 9, 9, 9)}
    # 3 ended and 4 is new: both left out
    assert by_role(before, after, {1: "meeple", 2: "walwriter"}.__getitem__) == {
        "meeple": [0.5, 0.25, 4.0, 1.0],
        "walwriter": [0.25, 0.25, 1.0, 0.0],
    }
    assert by_role(before, after, lambda pid: "one role") == {"one role": [0.75, 0.5, 5.0, 1.0]}
