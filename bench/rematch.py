"""Play again under contention (issue 43): at each of ``--tables`` finished tables, both people
press "Play again" at the same instant (two threads, two connections): the figure is each
``RematchTable`` call's latency, the faster and the slower press apart, and the check is that
every pair got ONE new table (a second table would fail the run).

The tables are 2-seat tables of the short hidden-hand test game (``tests/games/secret``),
played to the end with random legal actions over real gRPC against a server in this process
(SQLite in a temporary folder), so the run measures the rematch, not the game.

    python -m bench.rematch --tables 30
"""

from __future__ import annotations

import argparse
import os
import secrets
import statistics
import tempfile
import threading
import time
from pathlib import Path

from meeple.v1 import game_service_pb2 as pb

from tests.service.harness import (
    Seated,
    ServerThread,
    base_settings,
    hosted_test_games,
    new_request_id,
    open_table,
    play_to_end,
)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def press_both(table: Seated) -> tuple[list[float], list[str]]:
    """Both seats call RematchTable at once; each call's latency (ms) and the table it got."""
    took = [0.0, 0.0]
    names = ["", ""]

    def press(seat: int) -> None:
        request = pb.RematchTableRequest(
            table=table.name,
            request_id=new_request_id(),
            credential=secrets.token_urlsafe(32),
            entropy=os.urandom(16),
        )
        start = time.perf_counter()
        reply = table.players[seat].RematchTable(request)
        took[seat] = (time.perf_counter() - start) * 1000
        names[seat] = reply.table.name

    threads = [threading.Thread(target=press, args=(seat,)) for seat in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    return took, names


def run(tables: int) -> dict[str, float]:
    """Rematch ``tables`` finished tables, two presses at once each; the figures in ms."""
    faster: list[float] = []
    slower: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        server = ServerThread(base_settings(Path(folder)), hosted_test_games()).start()
        try:
            for index in range(tables):
                table = open_table(server.target, "secret", 2)
                play_to_end(table, index)
                took, names = press_both(table)
                if not names[0] or names[0] != names[1]:
                    raise SystemExit(f"table {index}: two presses, tables {names}")
                faster.append(min(took))
                slower.append(max(took))
                table.close()
        finally:
            server.stop()
    return {
        "tables": float(tables),
        "faster_p50_ms": statistics.median(faster),
        "faster_p99_ms": percentile(faster, 0.99),
        "slower_p50_ms": statistics.median(slower),
        "slower_p99_ms": percentile(slower, 0.99),
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        prog="python -m bench.rematch",
        description="RematchTable latency when both people press Play again at once",
    )
    parser.add_argument("--tables", type=int, default=30, help="finished tables (default 30)")
    args = parser.parse_args()
    figures = run(max(1, args.tables))
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"{int(figures['tables'])} tables, one new table each; faster press "
        f"p50 {figures['faster_p50_ms']:.1f} ms, p99 {figures['faster_p99_ms']:.1f} ms; "
        f"slower press p50 {figures['slower_p50_ms']:.1f} ms, p99 "
        f"{figures['slower_p99_ms']:.1f} ms (load average {load:.2f})"
    )


if __name__ == "__main__":
    main()
