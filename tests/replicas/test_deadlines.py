"""Turn deadlines across replicas: three server processes on one PostgreSQL, tables whose
players never move, and one replica killed with -9 just as the deadlines fall due. Every
deadline fires exactly once (one TurnTimedOut per seat in the durable history, none twice, none
lost), the surviving replicas take over the dead one's claims when their leases lapse, and the
bots then finish every game."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from tests.replicas.harness import FINISHED, Replica, open_table, replicas

pytestmark = pytest.mark.docker

TABLES = 12
TURN_SECONDS = 5.0
ARGS = (
    "--log-level",
    "info",
    "--schedule-lease",
    "2",
    "--schedule-poll",
    "0.1",
    "--bot-workers",
    "1",
)


def fired_in_logs(replica: Replica) -> list[tuple[str, int]]:
    found = []
    for line in replica.log_path.read_text(errors="replace").splitlines():
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue
        if record.get("event") == "deadline_fired":
            found.append((str(record["table"]), int(record["seat"])))
    return found


def test_every_deadline_fires_once_with_a_replica_killed_9(database: str, log_dir: Path) -> None:
    with replicas(database, 3, log_dir, extra_args=ARGS) as started:
        targets = [r.target for r in started]
        tables = [
            open_table(
                "carcassonne",
                2,
                targets,
                targets[n % 3],
                options={
                    "turn_timer": "per_turn",
                    "turn_seconds": "5",
                    "timeout_policy": "absent",
                    "timeout_bot": "random",
                },
            )
            for n in range(TABLES)
        ]
        first_due = min(
            v.turn_deadline.seconds + v.turn_deadline.nanos / 1e9
            for v in (t.seats[0].view(t.name) for t in tables)
        )
        time.sleep(max(0.0, first_due - time.time()) + 0.05)  # wall-clock deadlines: wait
        started[0].kill()  # -9 while the deadlines are due (it may hold claims)
        for table in tables:
            for seat in (*table.seats, table.host):
                seat.move_to(targets[1])
        deadline = time.monotonic() + 180
        for table in tables:
            while table.seats[0].view(table.name).state != FINISHED:
                assert time.monotonic() < deadline, "the games did not finish"
                time.sleep(0.2)
        histories = {t.name: t.seats[0].events(t.name) for t in tables}
        logged = [item for r in started for item in fired_in_logs(r)]
    for name, events in histories.items():
        timed_out = [e.turn_timed_out for e in events if e.HasField("turn_timed_out")]
        # both players vanished: each seat's deadline fired once, and the bots played on
        assert sorted(t.seat for t in timed_out) == [0, 1], name
        assert len({(t.seat, t.deadline.seconds, t.deadline.nanos) for t in timed_out}) == 2
        assert all(t.policy == "absent" for t in timed_out)
        assert events[-1].action_applied.HasField("outcome")
    # no replica fired a deadline another one fired (the killed one may have died before it
    # logged what it committed, never after committing twice)
    assert len(logged) == len(set(logged))
    survivors = [item for r in started[1:] for item in fired_in_logs(r)]
    assert survivors, "the surviving replicas fired deadlines"
    assert {name[7:] for name in histories} >= {table for table, _ in logged}
