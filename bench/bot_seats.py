"""Bot seats under load: many tables played by the service's own bots on one node, the humans'
RPC latency with and without them in the same run, and how late deadlines fire.

Run with ``python -m bench.bot_seats --game GAME`` (options: ``--bot-tables 200``,
``--human-tables 20``, ``--seconds 30``, ``--level greedy``, ``--bot-workers 2``,
``--deadline-tables 20``). It starts ``meeple serve`` as a child process on loopback with a
fresh SQLite file, then:

1. **Humans alone** (``--seconds``): ``--human-tables`` two-seat tables, each seat played by a
   client at a human pace (``ListLegalActions`` then ``SubmitAction``, then a 0.2 s pause);
   p50/p99 of those two RPCs.
2. **Humans with bots**: the same human clients go on while ``--bot-tables`` tables with two
   bot seats each play by themselves (the service's turn keeper and its worker processes), and
   ``--deadline-tables`` tables pit an idle person (a 5 s per-turn limit, policy ``bot_turn``)
   against a bot: the humans' p50/p99 again, the bots' actions per second (table versions
   before and after, read through the API), and the delay from each passed deadline to the
   bot's action that followed it (``TurnTimedOut.deadline`` to that ``ActionApplied``'s
   ``commit_time``, from ListEvents), p50/p99.

The target (issue 13): bots add under 2x to the humans' p99. The bench client, the server and
its bot workers share this machine's cores.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import grpc
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc

from bench.service import Stats, bearer, percentile, start_server
from engines import registry

HUMAN_PAUSE = 0.2


@dataclass
class Phase:
    human: Stats = field(default_factory=Stats)


async def create(
    stub: pb_grpc.GameServiceStub,
    game: str,
    bots: dict[int, str],
    options: dict[str, str] | None = None,
) -> pb.CreateTableResponse:
    request = pb.CreateTableRequest(
        game=f"games/{game}",
        seat_count=2,
        auto_start=True,
        options=options or {},
        request_id=str(uuid.uuid4()),
    )
    for seat, level in bots.items():
        kind, _, number = level.partition(":")
        request.bot_seats[seat].CopyFrom(pb.BotSpec(kind=kind, level=int(number or 0)))
    response: pb.CreateTableResponse = await stub.CreateTable(request)
    return response


async def join(stub: pb_grpc.GameServiceStub, created: pb.CreateTableResponse, seat: int) -> str:
    joined = await stub.JoinTable(
        pb.JoinTableRequest(
            table=created.table.name,
            invite_token=created.invite_token,
            display_name=f"person {seat}",
            seat=seat,
            request_id=str(uuid.uuid4()),
        )
    )
    return str(joined.seat_credential)


async def person(
    stub: pb_grpc.GameServiceStub,
    table: str,
    token: str,
    phases: list[Phase],
    now_phase: list[int],
    stop: asyncio.Event,
    seed: int,
) -> None:
    """One human seat at a human pace; each RPC's latency goes to the current phase."""
    rng = random.Random(seed)
    while not stop.is_set():
        stats = phases[now_phase[0]].human
        began = time.perf_counter()
        legal = await stub.ListLegalActions(
            pb.ListLegalActionsRequest(table=table), metadata=bearer(token)
        )
        stats.latencies.append(time.perf_counter() - began)
        if legal.actions:
            began = time.perf_counter()
            try:
                response = await stub.SubmitAction(
                    pb.SubmitActionRequest(
                        table=table,
                        action=legal.actions[rng.randrange(len(legal.actions))],
                        expected_version=legal.version,
                        request_id=str(uuid.uuid4()),
                    ),
                    metadata=bearer(token),
                )
                stats.latencies.append(time.perf_counter() - began)
                if not response.view.HasField("current_seat"):
                    return  # the game is over
            except grpc.aio.AioRpcError as error:
                if error.code() != grpc.StatusCode.ABORTED:
                    raise
        await asyncio.sleep(HUMAN_PAUSE)


async def versions(stub: pb_grpc.GameServiceStub, tables: list[tuple[str, str]]) -> int:
    total = 0
    for name, spectator in tables:
        table = await stub.GetTable(pb.GetTableRequest(name=name), metadata=bearer(spectator))
        total += table.table.version
    return total


async def deadline_delays(
    stub: pb_grpc.GameServiceStub, tables: list[tuple[str, str]]
) -> tuple[list[float], list[float]]:
    """(deadline -> TurnTimedOut committed, deadline -> the bot's action), in seconds."""
    fired = []
    delays = []
    for name, spectator in tables:
        response = await stub.ListEvents(
            pb.ListEventsRequest(table=name, page_size=1000), metadata=bearer(spectator)
        )
        pending: float | None = None
        for event in response.events:
            if event.HasField("turn_timed_out"):
                stamp = event.turn_timed_out.deadline
                pending = stamp.seconds + stamp.nanos / 1e9
                fired.append(event.commit_time.seconds + event.commit_time.nanos / 1e9 - pending)
            elif event.HasField("action_applied") and pending is not None:
                delays.append(event.commit_time.seconds + event.commit_time.nanos / 1e9 - pending)
                pending = None
    return fired, delays


async def run(args: argparse.Namespace) -> None:
    workdir = Path(tempfile.mkdtemp(prefix="meeple-bot-bench-"))
    os.environ["MEEPLE_BOT_WORKERS"] = str(args.bot_workers)
    os.environ["MEEPLE_SCHEDULE_POLL"] = "0.1"
    process, port, _ = start_server(workdir, "NORMAL")
    channels = [grpc.aio.insecure_channel(f"127.0.0.1:{port}") for _ in range(8)]
    stubs = [pb_grpc.GameServiceStub(c) for c in channels]
    try:
        await asyncio.sleep(5)  # the bot workers start and load the engines first
        phases = [Phase(), Phase()]
        now_phase = [0]
        stop = asyncio.Event()
        people = []
        for n in range(args.human_tables):
            created = await create(stubs[0], args.game, {})
            for seat in range(2):
                stub = stubs[(2 * n + seat) % len(stubs)]
                token = await join(stub, created, seat)
                people.append(
                    asyncio.create_task(
                        person(
                            stub, created.table.name, token, phases, now_phase, stop, n * 2 + seat
                        )
                    )
                )
        await asyncio.sleep(args.seconds)  # phase 1: humans alone

        bot_tables: list[tuple[str, str]] = []
        for n in range(args.bot_tables):
            created = await create(stubs[n % len(stubs)], args.game, {0: args.level, 1: args.level})
            bot_tables.append((created.table.name, created.spectator_token))
        deadline_tables: list[tuple[str, str]] = []
        for _ in range(args.deadline_tables):
            created = await create(
                stubs[0],
                args.game,
                {1: args.level},
                {"turn_timer": "per_turn", "turn_seconds": "5"},
            )
            await join(stubs[0], created, 0)  # a person who never moves
            deadline_tables.append((created.table.name, created.spectator_token))
        now_phase[0] = 1  # phase 2: the same humans, with the bots playing
        before = await versions(stubs[0], bot_tables)
        began = time.perf_counter()
        await asyncio.sleep(args.seconds)
        after = await versions(stubs[0], bot_tables)
        elapsed = time.perf_counter() - began
        stop.set()
        await asyncio.gather(*people, return_exceptions=True)
        fired_s, delays_s = await deadline_delays(stubs[0], deadline_tables)
        fired = [d * 1000 for d in fired_s]
        delays = [d * 1000 for d in delays_s]
    finally:
        for channel in channels:
            await channel.close()
        process.terminate()
        process.wait(30)
    alone, loaded = phases[0].human, phases[1].human
    print(
        f"game {args.game}, bot level {args.level}, {args.bot_workers} bot worker processes, "
        f"{os.cpu_count()} cores; {args.seconds:.0f} s per phase"
    )
    print(alone.line(f"humans alone ({args.human_tables} tables)"))
    print(loaded.line(f"humans with {args.bot_tables} bot tables"))
    p99_alone = percentile(alone.latencies, 0.99)
    p99_loaded = percentile(loaded.latencies, 0.99)
    print(f"human RPC p99 ratio with/without bots: {p99_loaded / p99_alone:.2f}x (target < 2x)")
    print(
        f"bot actions/s: {(after - before) / elapsed:.1f} over {args.bot_tables} tables "
        f"({after - before} actions in {elapsed:.1f} s)"
    )
    print(
        f"deadline -> TurnTimedOut: n={len(fired)} p50={percentile(fired, 0.5):.1f} ms "
        f"p99={percentile(fired, 0.99):.1f} ms"
    )
    print(
        f"deadline -> bot action: n={len(delays)} p50={percentile(delays, 0.5):.1f} ms "
        f"p99={percentile(delays, 0.99):.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bot-tables", type=int, default=200)
    parser.add_argument("--human-tables", type=int, default=20)
    parser.add_argument("--deadline-tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--level", default="greedy")
    parser.add_argument(
        "--game", required=True, choices=registry.game_names(), help="a registered game"
    )
    parser.add_argument("--bot-workers", type=int, default=2)
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
