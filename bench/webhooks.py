"""Webhook delivery (issue 30): ``meeple serve --webhook-url`` pointing at a loopback receiver
while ``--tables`` tables (default 50) of random play run flat out.

    python -m bench.webhooks [--tables 50] [--blocks 5] [--seconds 10] [--game carcassonne]

Per block it prints: the actions/s the tables made, the deliveries/s the receiver got (every
webhook: starts, turns passed, ends), the delay from each turn-passing commit (the
``commit_time`` of the SubmitAction's event, full precision, same clock) to its webhook's
arrival (p50/p99), and the outbox's size (rows not yet delivered, sampled every 20 ms from the
SQLite file: mean and max). Then min/median/max of each figure over the blocks.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sqlite3
import statistics
import tempfile
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import grpc
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc

from bench.service import Table, bearer, open_table, percentile, start_server
from conformance.runner.webhook_receiver import WebhookReceiver

SECRET = "bench-webhook-secret-0123456789abcdef"


@dataclass
class Block:
    """What one block measured."""

    seconds: float = 0.0
    actions: int = 0
    deliveries: int = 0
    delays_ms: list[float] = field(default_factory=list)
    outbox: list[int] = field(default_factory=list)

    def figures(self) -> dict[str, float]:
        return {
            "actions/s": self.actions / self.seconds,
            "deliveries/s": self.deliveries / self.seconds,
            "p50 ms": percentile(self.delays_ms, 0.5),
            "p99 ms": percentile(self.delays_ms, 0.99),
            "outbox mean": statistics.fmean(self.outbox) if self.outbox else 0.0,
            "outbox max": float(max(self.outbox, default=0)),
        }


#: (table name, version) -> commit time of a turn-passing action
Commits = dict[tuple[str, int], float]


async def play(
    table: Table, rng: random.Random, stop_at: float, commits: Commits, counter: list[int]
) -> bool:
    """Random actions until ``stop_at`` or the end (True at the end)."""
    current = None
    while time.time() < stop_at:
        stub, token = table.seats[0]
        if current is None:
            view = await stub.GetView(pb.GetViewRequest(table=table.name), metadata=bearer(token))
            if not view.view.HasField("current_seat"):
                return True
            current = view.view.current_seat
        stub, token = table.seats[current]
        legal = await stub.ListLegalActions(
            pb.ListLegalActionsRequest(table=table.name), metadata=bearer(token)
        )
        if not legal.actions:
            return True
        response = await stub.SubmitAction(
            pb.SubmitActionRequest(
                table=table.name,
                action=legal.actions[rng.randrange(len(legal.actions))],
                expected_version=legal.version,
                request_id=str(uuid.uuid4()),
            ),
            metadata=bearer(token),
        )
        counter[0] += 1
        applied = response.event.action_applied
        if applied.HasField("current_seat") and applied.current_seat != applied.seat:
            stamp = response.event.commit_time
            commits[(table.name, response.version)] = stamp.seconds + stamp.nanos / 1e9
        if not response.view.HasField("current_seat"):
            return True
        current = response.view.current_seat
    return False


async def table_loop(
    stub: pb_grpc.GameServiceStub,
    channels: list[grpc.aio.Channel],
    game: str,
    index: int,
    stop_at: float,
    commits: Commits,
    counter: list[int],
) -> None:
    rng = random.Random(index)
    while time.time() < stop_at:
        table = await open_table(stub, channels, game, 2, index)
        if not await play(table, rng, stop_at, commits, counter):
            return


def sample_outbox(database: Path, stop: threading.Event, into: list[int]) -> None:
    db = sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=5)
    try:
        while not stop.is_set():
            (pending,) = db.execute(
                "SELECT COUNT(*) FROM outbox WHERE state = 'pending'"
            ).fetchone()
            into.append(int(pending))
            stop.wait(0.02)
    finally:
        db.close()


async def run_block(
    target: str, args: argparse.Namespace, receiver: WebhookReceiver, database: Path
) -> Block:
    channels = [grpc.aio.insecure_channel(target) for _ in range(4)]
    stub = pb_grpc.GameServiceStub(channels[0])
    await stub.ListGames(pb.ListGamesRequest())
    block = Block()
    commits: Commits = {}
    counter = [0]
    first = len(receiver.received)
    stop = threading.Event()
    sampler = threading.Thread(target=sample_outbox, args=(database, stop, block.outbox))
    sampler.start()
    started = time.time()
    stop_at = started + args.seconds
    await asyncio.gather(
        *(
            table_loop(stub, channels, args.game, i, stop_at, commits, counter)
            for i in range(args.tables)
        )
    )
    block.seconds = time.time() - started
    await asyncio.sleep(1.0)  # the last deliveries arrive
    stop.set()
    sampler.join()
    for channel in channels:
        await channel.close()
    block.actions = counter[0]
    posts = receiver.received[first:]
    block.deliveries = sum(1 for post in posts if post.time <= started + block.seconds)
    for post in posts:
        document = post.document
        committed = commits.get((document["table"], document["version"]))
        if document["type"] == "turn.passed" and committed is not None:
            block.delays_ms.append((post.time - committed) * 1000)
    return block


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--blocks", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--game", default="carcassonne")
    args = parser.parse_args(argv)
    print(f"load average at start: {os.getloadavg()[0]:.1f}")
    with tempfile.TemporaryDirectory() as folder, WebhookReceiver(SECRET) as receiver:
        workdir = Path(folder)
        process, port, _ = start_server(
            workdir,
            "NORMAL",
            {
                "MEEPLE_WEBHOOK_URL": receiver.url,
                "MEEPLE_WEBHOOK_SECRET": SECRET,
                "MEEPLE_CREATE_RATE": "0",
                "MEEPLE_JOIN_RATE": "0",
            },
        )
        try:
            blocks = []
            for number in range(args.blocks):
                block = asyncio.run(
                    run_block(f"127.0.0.1:{port}", args, receiver, workdir / "bench.db")
                )
                figures = block.figures()
                blocks.append(figures)
                print(
                    f"block {number + 1}: {args.tables} tables, "
                    + ", ".join(f"{name} {value:.1f}" for name, value in figures.items())
                    + f" ({len(block.delays_ms)} turn webhooks timed)",
                    flush=True,
                )
        finally:
            process.terminate()
            process.wait(30)
        unsigned = [post for post in receiver.received if not post.signed_by(SECRET.encode())]
    for name in blocks[0]:
        values = sorted(figures[name] for figures in blocks)
        print(
            f"{name:>13}: min {values[0]:8.1f}  median {statistics.median(values):8.1f}  "
            f"max {values[-1]:8.1f}"
        )
    print(f"load average at the end: {os.getloadavg()[0]:.1f}; unsigned webhooks: {len(unsigned)}")
    return 1 if unsigned else 0


if __name__ == "__main__":
    raise SystemExit(main())
