"""Disk under sustained load: the SQLite WAL's high-water mark, the database's size, and the bytes
a finished game keeps, per part.

Run with ``python -m bench.soak`` (options: ``--seconds 60``, ``--tables 16``, ``--creators 2``,
``--games 3``, ``--server-env MEEPLE_SETTING=value`` to change a server setting; the
per-address rate limits on CreateTable and JoinTable are off unless set that way, so that the
creators measure the store rather than the limit). It
starts ``meeple serve`` as a child process with a fresh SQLite file (as ``bench.service`` does)
and runs two phases:

1. **Bytes per finished game**, for every game the server hosts (from ``ListGames``): ``--games``
   complete 2-player games of random legal actions (every request with a request_id, as the
   clients send them). Then, for those tables, the bytes of each part read from the database:
   events (log payloads), chance outcomes, snapshots, idempotency records (and the views inside
   them), the table row; and the growth of the database's used pages (b-tree overhead
   included, free pages excluded) per game.
2. **Soak**: ``--tables`` coroutines play random games back to back (new table when one ends)
   while ``--creators`` coroutines call CreateTable in a loop, for ``--seconds``. The WAL file's
   size is sampled every 20 ms; the report gives its high-water mark, its size at the end, the
   database's size, and the sizes after a graceful stop (SIGTERM).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import sqlite3
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import grpc
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc

from bench.service import Stats, bearer, open_table, play, start_server

MB = 1024 * 1024


def file_size(path: Path) -> int:
    try:
        return path.stat().st_size
    except FileNotFoundError:
        return 0


def used_bytes(db: sqlite3.Connection) -> int:
    """Bytes of the database's pages in use (page count minus free pages)."""
    page_size = int(db.execute("PRAGMA page_size").fetchone()[0])
    pages = int(db.execute("PRAGMA page_count").fetchone()[0])
    free = int(db.execute("PRAGMA freelist_count").fetchone()[0])
    return (pages - free) * page_size


def part_bytes(db: sqlite3.Connection, table_ids: list[str]) -> dict[str, int]:
    """Bytes of each stored part of the given tables (column contents, without b-tree overhead)."""
    marks = ",".join("?" * len(table_ids))
    parts: dict[str, int] = {}

    def one(sql: str) -> int:
        row = db.execute(sql.format(marks=marks), table_ids).fetchone()
        return int(row[0] or 0)

    parts["events"] = one(
        "SELECT sum(length(payload) + length(request_id)) FROM entries WHERE table_id IN ({marks})"
    )
    parts["entries"] = one("SELECT count(*) FROM entries WHERE table_id IN ({marks})")
    parts["chance"] = one("SELECT sum(length(chance)) FROM entries WHERE table_id IN ({marks})")
    parts["snapshots"] = one(
        "SELECT sum(length(state) + length(chance_position)) FROM snapshots "
        "WHERE table_id IN ({marks})"
    )
    parts["snapshot_count"] = one("SELECT count(*) FROM snapshots WHERE table_id IN ({marks})")
    parts["idempotency"] = one(
        "SELECT sum(length(response) + length(fingerprint) + length(request_id)) "
        "FROM idempotency WHERE scope IN ({marks})"
    )
    parts["idempotency_count"] = one("SELECT count(*) FROM idempotency WHERE scope IN ({marks})")
    views = 0
    for (blob,) in db.execute(
        f"SELECT response FROM idempotency WHERE scope IN ({marks})", table_ids
    ):
        response = pb.SubmitActionResponse()
        try:
            response.ParseFromString(bytes(blob))
        except Exception:  # a join or start response: no view
            continue
        if response.HasField("view"):
            views += response.view.ByteSize()
    parts["views_in_idempotency"] = views
    parts["table_row"] = one(
        "SELECT sum(length(metadata) + length(secret)) FROM tables WHERE table_id IN ({marks})"
    )
    parts["credentials"] = one("SELECT count(*) FROM credentials WHERE table_id IN ({marks})")
    return parts


async def play_one_game(
    channels: list[grpc.aio.Channel], game: str, index: int, seed: int
) -> tuple[str, int]:
    """A complete 2-player game of random legal actions; its table id and its action count."""
    stub = pb_grpc.GameServiceStub(channels[0])
    table = await open_table(stub, channels, game, 2, index)
    view = await table.seats[0][0].GetView(
        pb.GetViewRequest(table=table.name), metadata=bearer(table.seats[0][1])
    )
    stats = Stats()
    _, finished = await play(
        table, random.Random(seed), stats, time.perf_counter() + 3600, view.view.current_seat
    )
    assert finished
    return table.name.removeprefix("tables/"), stats.count


async def size_phase(
    target: str, database: Path, games: list[str], per_game: int
) -> dict[str, dict[str, float]]:
    channels = [grpc.aio.insecure_channel(target) for _ in range(4)]
    results: dict[str, dict[str, float]] = {}
    reader = sqlite3.connect(f"file:{database}?mode=ro", uri=True, isolation_level=None)
    try:
        for game in games:
            before = used_bytes(reader)
            played = await asyncio.gather(
                *(play_one_game(channels, game, i, 1000 + i) for i in range(per_game))
            )
            await asyncio.sleep(1.0)  # let the server's background work settle
            ids = [table_id for table_id, _ in played]
            actions = sum(count for _, count in played)
            parts = part_bytes(reader, ids)
            figures: dict[str, float] = {k: v / per_game for k, v in parts.items()}
            figures["actions"] = actions / per_game
            figures["disk_bytes_used"] = (used_bytes(reader) - before) / per_game
            figures["parts_total"] = sum(
                figures[k] for k in ("events", "chance", "snapshots", "idempotency", "table_row")
            )
            results[game] = figures
    finally:
        reader.close()
        for channel in channels:
            await channel.close()
    return results


@dataclass
class SoakCounts:
    actions: Stats = field(default_factory=Stats)
    created: int = 0
    refused: int = 0
    wal_samples: list[int] = field(default_factory=list)


async def game_loop(
    channels: list[grpc.aio.Channel],
    game: str,
    index: int,
    counts: SoakCounts,
    stop_at: float,
) -> None:
    rng = random.Random(index)
    stub = pb_grpc.GameServiceStub(channels[index % len(channels)])
    while time.perf_counter() < stop_at:
        table = await open_table(stub, channels, game, 2, index)
        counts.created += 1
        view = await table.seats[0][0].GetView(
            pb.GetViewRequest(table=table.name), metadata=bearer(table.seats[0][1])
        )
        await play(table, rng, counts.actions, stop_at, view.view.current_seat)


async def creator_loop(
    channel: grpc.aio.Channel, game: str, counts: SoakCounts, stop_at: float
) -> None:
    stub = pb_grpc.GameServiceStub(channel)
    while time.perf_counter() < stop_at:
        try:
            await stub.CreateTable(
                pb.CreateTableRequest(
                    game=f"games/{game}", seat_count=2, request_id=str(uuid.uuid4())
                )
            )
            counts.created += 1
        except grpc.aio.AioRpcError as error:
            if error.code() != grpc.StatusCode.RESOURCE_EXHAUSTED:
                raise
            counts.refused += 1  # a rate limit: raise it with --server-env to measure the store
            await asyncio.sleep(0.05)


async def sample_wal(wal: Path, counts: SoakCounts, stop_at: float) -> None:
    while time.perf_counter() < stop_at:
        counts.wal_samples.append(file_size(wal))
        await asyncio.sleep(0.02)


async def soak_phase(
    target: str, database: Path, games: list[str], args: argparse.Namespace
) -> dict[str, Any]:
    channels = [grpc.aio.insecure_channel(target) for _ in range(4)]
    counts = SoakCounts()
    wal = Path(f"{database}-wal")
    started = time.perf_counter()
    stop_at = started + args.seconds
    await asyncio.gather(
        sample_wal(wal, counts, stop_at),
        *(
            game_loop(channels, games[i % len(games)], i, counts, stop_at)
            for i in range(args.tables)
        ),
        *(
            creator_loop(channels[i % len(channels)], games[i % len(games)], counts, stop_at)
            for i in range(args.creators)
        ),
    )
    seconds = time.perf_counter() - started
    for channel in channels:
        await channel.close()
    return {
        "seconds": seconds,
        "actions": counts.actions.count,
        "actions_per_second": counts.actions.count / seconds,
        "tables_created": counts.created,
        "create_refused": counts.refused,
        "wal_high_water_bytes": max(counts.wal_samples, default=0),
        "wal_end_bytes": file_size(wal),
        "database_bytes": file_size(database),
    }


async def hosted(target: str) -> list[str]:
    async with grpc.aio.insecure_channel(target) as channel:
        listed = await pb_grpc.GameServiceStub(channel).ListGames(pb.ListGamesRequest())
    return [g.name.removeprefix("games/") for g in listed.games if g.min_players <= 2]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--seconds", type=float, default=60.0, help="length of the soak")
    parser.add_argument("--tables", type=int, default=16, help="tables played at once")
    parser.add_argument("--creators", type=int, default=2, help="CreateTable loops")
    parser.add_argument("--games", type=int, default=3, help="finished games per game")
    parser.add_argument(
        "--server-env",
        action="append",
        default=[],
        metavar="MEEPLE_SETTING=value",
        help="a server setting for this run (repeatable)",
    )
    parser.add_argument("--skip-size", action="store_true", help="only the soak phase")
    parser.add_argument("--json", action="store_true", help="also print the figures as JSON")
    args = parser.parse_args(argv)
    # the soak measures the store, not the per-address rate limits (all its clients share one
    # address): they are off unless --server-env sets them
    extra_env = {"MEEPLE_CREATE_RATE": "0", "MEEPLE_JOIN_RATE": "0"}
    extra_env.update(item.split("=", 1) for item in args.server_env)
    with tempfile.TemporaryDirectory() as tmp:
        database = Path(tmp) / "bench.db"
        process, port, _ = start_server(Path(tmp), "NORMAL", extra_env)
        target = f"127.0.0.1:{port}"
        results: dict[str, Any] = {}
        try:
            games = asyncio.run(hosted(target))
            if not args.skip_size:
                results["per_finished_game"] = asyncio.run(
                    size_phase(target, database, games, args.games)
                )
            results["soak"] = asyncio.run(soak_phase(target, database, games, args))
        finally:
            process.send_signal(signal.SIGTERM)
            process.wait(60)
        results["soak"]["after_stop"] = {
            "wal_bytes": file_size(Path(f"{database}-wal")),
            "database_bytes": file_size(database),
        }
    for game, figures in results.get("per_finished_game", {}).items():
        print(
            f"{game}: {figures['actions']:.0f} actions/game; per finished game: "
            f"disk {figures['disk_bytes_used'] / 1024:.1f} KiB used; parts "
            f"{figures['parts_total'] / 1024:.1f} KiB = events {figures['events'] / 1024:.1f} "
            f"+ chance {figures['chance'] / 1024:.1f} "
            f"+ snapshots {figures['snapshots'] / 1024:.1f} ({figures['snapshot_count']:.0f}) "
            f"+ idempotency {figures['idempotency'] / 1024:.1f} "
            f"({figures['idempotency_count']:.0f} records, views "
            f"{figures['views_in_idempotency'] / 1024:.1f}) "
            f"+ table {figures['table_row'] / 1024:.1f}"
        )
    soak = results["soak"]
    print(
        f"soak {soak['seconds']:.0f} s, {args.tables} tables + {args.creators} creators: "
        f"{soak['actions']} actions ({soak['actions_per_second']:.0f}/s), "
        f"{soak['tables_created']} tables created ({soak['create_refused']} refused); "
        f"WAL high-water {soak['wal_high_water_bytes'] / MB:.1f} MiB, at the end "
        f"{soak['wal_end_bytes'] / MB:.1f} MiB; database {soak['database_bytes'] / MB:.1f} MiB; "
        f"after SIGTERM WAL {soak['after_stop']['wal_bytes'] / MB:.1f} MiB, database "
        f"{soak['after_stop']['database_bytes'] / MB:.1f} MiB "
        f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)"
    )
    if args.json:
        print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
