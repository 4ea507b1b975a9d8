"""bench.replica_cpu's bookkeeping (the benchmark itself needs Docker and minutes): where each
configuration seats its players, how CPU time is read, and the min / median / max summary."""

from __future__ import annotations

import os
import time
from pathlib import Path

from bench.replica_cpu import Config, container_cpu_reader, process_cpu, render, spread
from tests.replicas.harness import Replica


def servers(count: int) -> list[Replica]:
    return [
        Replica(f"r{n}", "unused.sqlite3", Path(f"r{n}.log"), port=5000 + n) for n in range(count)
    ]


def test_tables_placement_keeps_a_table_on_one_replica_and_spreads_the_tables() -> None:
    config = Config("two", servers(2), "tables", postgres=True)
    assert config.seat_targets(0) == (["127.0.0.1:5000", "127.0.0.1:5000"], "127.0.0.1:5000")
    assert config.seat_targets(1) == (["127.0.0.1:5001", "127.0.0.1:5001"], "127.0.0.1:5001")


def test_seats_placement_puts_each_seat_of_a_table_on_another_replica() -> None:
    config = Config("two", servers(2), "seats", postgres=True)
    assert config.seat_targets(0) == (["127.0.0.1:5000", "127.0.0.1:5001"], "127.0.0.1:5000")
    assert config.seat_targets(1) == (["127.0.0.1:5001", "127.0.0.1:5000"], "127.0.0.1:5001")


def test_process_cpu_grows_with_work_and_an_unknown_container_has_no_reader() -> None:
    before = process_cpu(os.getpid())
    end = time.process_time() + 0.05
    while time.process_time() < end:
        pass
    assert process_cpu(os.getpid()) > before
    assert container_cpu_reader("no-such-container") is None


def test_spread_is_min_median_max_per_figure_and_renders() -> None:
    samples = [
        {"actions/s": 100.0, "server ms/action": 3.0},
        {"actions/s": 300.0, "server ms/action": 1.0},
        {"actions/s": 200.0, "server ms/action": 2.0},
    ]
    figures = spread(samples)
    assert figures == {"actions/s": [100.0, 200.0, 300.0], "server ms/action": [1.0, 2.0, 3.0]}
    text = render(
        {
            "blocks": 3,
            "block seconds": 5.0,
            "tables": 8,
            "game": "carcassonne",
            "CPUs": 2,
            "load average (1 min) before, after": [1.0, 2.0],
            "configurations": {"SQLite, 1 process": figures},
        }
    )
    assert "SQLite, 1 process" in text and "200.0" in text
