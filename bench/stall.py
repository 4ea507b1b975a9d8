"""How long the server keeps a caller waiting while tables are played: a no-op probe under load,
old v new side by side.

Run with ``python -m bench.stall`` (options: ``--baseline HEAD``, ``--rounds 3``, ``--seconds
8``, ``--tables 3``). Like :mod:`bench.round_trip` it starts ``meeple serve`` from ``--baseline``
(exported with ``git archive``) and from this tree, each on loopback with a fresh SQLite file,
and measures them alternately. In each round ``--tables`` tables are played flat out by the
one-round-trip bots of :mod:`bench.round_trip` while a probe sends the no-op RPC (``ListGames``)
every 2 ms on a connection of its own; the figures are the probe's p50, p99 and maximum
latency, and the durable actions per second. Whatever stops the server's event loop (a
checkpoint's fsync, a long handler) shows in the probe's tail.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time

from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc

from bench.round_trip import new_bot_loop, old_and_new_servers, own_channels
from bench.service import Stats, percentile

PROBE_EVERY = 0.002


async def measure(port: int, tables: int, seconds: float, seed: int) -> dict[str, float]:
    channels = own_channels(port)
    stub = pb_grpc.GameServiceStub(channels[0])
    probe = pb_grpc.GameServiceStub(channels[3])
    request = pb.ListGamesRequest()
    await stub.ListGames(request)
    played = Stats()
    waits: list[float] = []
    started = time.perf_counter()
    stop_at = started + seconds

    async def prober() -> None:
        await asyncio.sleep(min(1.0, seconds / 4))  # the tables first get going
        while time.perf_counter() < stop_at:
            sent = time.perf_counter()
            await probe.ListGames(request)
            waits.append((time.perf_counter() - sent) * 1000)
            await asyncio.sleep(PROBE_EVERY)

    await asyncio.gather(
        prober(),
        *(
            new_bot_loop(stub, channels, "carcassonne", i, played, stop_at, seed * 1000 + i)
            for i in range(tables)
        ),
    )
    elapsed = time.perf_counter() - started
    for channel in channels:
        await channel.close()
    return {
        "actions_per_s": played.count / elapsed,
        "probe_p50_ms": percentile(waits, 0.5),
        "probe_p99_ms": percentile(waits, 0.99),
        "probe_max_ms": max(waits, default=float("nan")),
        "probes": len(waits),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--baseline", default="HEAD", help="git revision of the old server")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--tables", type=int, default=3)
    args = parser.parse_args(argv)
    with old_and_new_servers(args.baseline) as servers:
        for round_ in range(args.rounds):
            for label in ("old", "new") if round_ % 2 == 0 else ("new", "old"):
                _, port, _ = servers[label]
                row = asyncio.run(measure(port, args.tables, args.seconds, round_ + 1))
                print(
                    f"round {round_ + 1}  {label:<4} {row['actions_per_s']:6.0f} actions/s "
                    f"over {args.tables} tables; no-op probe p50 {row['probe_p50_ms']:.2f} "
                    f"ms, p99 {row['probe_p99_ms']:.2f} ms, max {row['probe_max_ms']:.2f} ms "
                    f"({row['probes']:.0f} probes, load {os.getloadavg()[0]:.1f})",
                    flush=True,
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
