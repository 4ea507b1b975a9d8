"""A person's bot opponent while others flood the service with bot work (issue 34, finding 1).

Run with ``python -m bench.bot_starvation`` (options: ``--replies 30``, ``--attack-tables 40``,
``--level search:4``, ``--root DIR`` to run another revision's server, e.g. ``/work/main``
for the figure before a change). It starts ``meeple serve`` on loopback (two bot workers, as
deployed) with a fresh SQLite file, then:

1. **Idle**: a person plays 2-seat Burgundy against a greedy bot (the first legal action each
   time); for each of their moves that hands the turn to the bot, the time until it is the
   person's turn again (the bot's whole reply), p50/p99.
2. **Attack**: one anonymous client makes ``--attack-tables`` CreateTable calls (well inside
   the rate limit's burst), each for 4-seat Burgundy with four ``--level`` bots and
   ``auto_start``; the same person goes on, and the same figures are taken. A reply that takes
   more than ``--reply-timeout`` seconds ends the phase (the figure is then "none").

The target: the attack's p99 stays within 2x the idle p99.
"""

from __future__ import annotations

import argparse
import tempfile
import time
import uuid
from pathlib import Path

import grpc
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc

from bench.service import ROOT, bearer, percentile, start_server


def create(
    stub: pb_grpc.GameServiceStub, seats: int, bots: dict[int, str]
) -> pb.CreateTableResponse:
    request = pb.CreateTableRequest(
        game="games/burgundy", seat_count=seats, auto_start=True, request_id=str(uuid.uuid4())
    )
    for seat, level in bots.items():
        kind, _, number = level.partition(":")
        request.bot_seats[seat].CopyFrom(pb.BotSpec(kind=kind, level=int(number or 0)))
    response: pb.CreateTableResponse = stub.CreateTable(request)
    return response


def person_table(stub: pb_grpc.GameServiceStub) -> tuple[str, str]:
    created = create(stub, 2, {1: "greedy"})
    joined = stub.JoinTable(
        pb.JoinTableRequest(
            table=created.table.name,
            invite_token=created.invite_token,
            display_name="person",
            seat=0,
            request_id=str(uuid.uuid4()),
        )
    )
    return created.table.name, joined.seat_credential


def replies(stub: pb_grpc.GameServiceStub, count: int, timeout: float) -> tuple[list[float], bool]:
    """Play until ``count`` bot replies were timed (a new game when one ends); the replies'
    seconds, and whether one took longer than ``timeout`` (the phase then stops)."""
    table, token = person_table(stub)
    auth = bearer(token)
    found: list[float] = []
    while len(found) < count:
        view = stub.GetView(pb.GetViewRequest(table=table), metadata=auth).view
        if view.state != pb.Table.STATE_ACTIVE:
            table, token = person_table(stub)
            auth = bearer(token)
            continue
        if view.current_seat != 0:
            time.sleep(0.005)
            continue
        legal = stub.ListLegalActions(pb.ListLegalActionsRequest(table=table), metadata=auth)
        stub.SubmitAction(
            pb.SubmitActionRequest(
                table=table,
                action=legal.actions[0],
                expected_version=legal.version,
                request_id=str(uuid.uuid4()),
            ),
            metadata=auth,
        )
        began = time.perf_counter()
        view = stub.GetView(pb.GetViewRequest(table=table), metadata=auth).view
        if view.current_seat == 0 or view.state != pb.Table.STATE_ACTIVE:
            continue  # the person goes on: no bot reply to time
        while view.current_seat != 0 and view.state == pb.Table.STATE_ACTIVE:
            if time.perf_counter() - began > timeout:
                return found, True
            time.sleep(0.005)
            view = stub.GetView(pb.GetViewRequest(table=table), metadata=auth).view
        found.append(time.perf_counter() - began)
    return found, False


def line(label: str, values: list[float], starved: bool, timeout: float) -> str:
    ms = [v * 1000 for v in values]
    if starved:
        return f"{label:<8} n={len(ms):>3}  a reply took over {timeout:.0f} s: none (starved)"
    p50, p99 = percentile(ms, 0.5), percentile(ms, 0.99)
    return f"{label:<8} n={len(ms):>3}  p50={p50:8.1f} ms  p99={p99:8.1f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--replies", type=int, default=30)
    parser.add_argument("--attack-tables", type=int, default=40)
    parser.add_argument("--level", default="search:4")
    parser.add_argument("--reply-timeout", type=float, default=30.0)
    parser.add_argument("--root", type=Path, default=ROOT, help="source tree of the server")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        process, port, _log = start_server(
            Path(tmp), "NORMAL", {"MEEPLE_BOT_WORKERS": "2"}, root=args.root
        )
        try:
            with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
                stub = pb_grpc.GameServiceStub(channel)
                idle, idle_starved = replies(stub, args.replies, args.reply_timeout)
                print(line("idle", idle, idle_starved, args.reply_timeout), flush=True)
                for _ in range(args.attack_tables):
                    create(stub, 4, {seat: args.level for seat in range(4)})
                attack, starved = replies(stub, args.replies, args.reply_timeout)
                print(line("attack", attack, starved, args.reply_timeout), flush=True)
                if not starved and not idle_starved:
                    ratio = percentile(attack, 0.99) / percentile(idle, 0.99)
                    print(f"attack p99 / idle p99 = {ratio:.2f} (target: at most 2)")
        finally:
            process.terminate()
            process.wait(30)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
