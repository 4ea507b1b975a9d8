"""A player's latency while another client floods ReplayRecord (issue 48, finding 4).

Run with ``python -m bench.replay_flood`` (options: ``--seconds 10``, ``--threads 4``,
``--rounds 2``, ``--root DIR`` to run another revision's server, e.g. ``/work/main`` for the
figure before a change). Each phase starts its own ``meeple serve`` on loopback with a fresh
SQLite file, the default read limits and ``--trusted-proxy``: the player (203.0.113.9) and the
flood (198.51.100.7) are told apart by ``X-Forwarded-For`` on the web port, as behind Caddy on
the same machine (every byte stays on loopback). The record replayed is a random 4-player
Burgundy game whose seats take back half the actions they may (701 events, 58 KiB: under the
64 KiB request limit), sent the way the web page sends a record file; one replay before each
phase starts the replay worker. Interleaved ``--rounds`` times:

1. **alone**: two seats of a Carcassonne table at the player's address play in turn
   (ListLegalActions then SubmitAction) for ``--seconds``; p50/p99 of that pair;
2. **flood**: the same while ``--threads`` threads of the other client call ReplayRecord with
   the record again and again (a refusal, RATE_LIMITED, is counted and the thread goes on at
   once); the player's p50/p99 again, and the replays answered and refused per second.

The load average is printed with every figure (the machine is shared).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import tempfile
import threading
import time
import uuid
from pathlib import Path
from typing import Any

from google.protobuf.message import Message
from meeple.v1 import game_service_pb2 as pb

from bench.connect_client import ConnectFailed, Person, free_port, web_port
from bench.service import ROOT, percentile, start_server

PLAYER = "203.0.113.9"
FLOOD = "198.51.100.7"


def the_record(seed: int = 7, undo: float = 0.5) -> pb.ReplayRecordRequest:
    """A random 4-player Burgundy game in which a seat takes back its action (and plays again)
    ``undo`` of the time it may, recorded as the service records it and sent the way the page
    sends a record file (game events left out)."""
    import random

    from google.protobuf import any_pb2
    from meeple.v1 import chance_pb2

    from engines.chance import SeededChance
    from engines.contract import settle
    from engines.registry import get_game
    from engines.undo import Timeline

    def packed(message: Message) -> any_pb2.Any:
        wrapped = any_pb2.Any()
        wrapped.Pack(message)
        return wrapped

    def outcomes(step: Any) -> list[chance_pb2.ChanceOutcome]:
        return [chance_pb2.ChanceOutcome(kind=o.kind, value=o.value) for o in step.outcomes]

    game = get_game("burgundy")
    chance = SeededChance(seed)
    state = game.new_game(4, {})
    setup = settle(state, chance)
    request = pb.ReplayRecordRequest(table=pb.Table(game="games/burgundy"))
    for index in range(4):
        request.table.seats.add(index=index)
    request.events.add(version=5, table_started=pb.TableStarted(), chance_outcomes=outcomes(setup))
    timeline = Timeline(game, state)
    rng = random.Random(seed)
    while not timeline.state.is_terminal():
        seat = timeline.state.current_seat()
        assert seat is not None
        action = rng.choice(timeline.state.legal_actions())
        version = request.events[-1].version + 1
        step = timeline.act(version, seat, action, chance)
        request.events.add(
            version=version,
            action_applied=pb.ActionApplied(seat=seat, action=packed(game.action_to_proto(action))),
            chance_outcomes=outcomes(step),
        )
        if timeline.may_undo(seat) and rng.random() < undo:
            undone = timeline.undo(seat)
            request.events.add(
                version=version + 1,
                action_undone=pb.ActionUndone(
                    seat=seat,
                    undone_version=int(undone),  # type: ignore[call-overload]
                    action=packed(game.action_to_proto(action)),
                ),
            )
    request.table.outcome.scores.extend(timeline.state.scores())
    return request


def new_table(seats: list[Person]) -> tuple[str, list[str]]:
    host = seats[0]
    created = host.call(
        "CreateTable",
        pb.CreateTableRequest(
            game="games/carcassonne", seat_count=2, auto_start=True, request_id=str(uuid.uuid4())
        ),
        pb.CreateTableResponse,
    )
    tokens = []
    for seat, person in enumerate(seats):
        joined = person.call(
            "JoinTable",
            pb.JoinTableRequest(
                table=created.table.name,
                invite_token=created.invite_token,
                display_name=f"p{seat}",
                seat=seat,
                request_id=str(uuid.uuid4()),
            ),
            pb.JoinTableResponse,
        )
        tokens.append(joined.seat_credential)
    return created.table.name, tokens


def play(port: int, seconds: float) -> list[float]:
    """ListLegalActions + SubmitAction pairs of two seats in turn for ``seconds``."""
    seats = [Person(port, PLAYER), Person(port, PLAYER)]
    table, tokens = new_table(seats)
    found: list[float] = []
    current = 0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        began = time.perf_counter()
        legal = seats[current].call(
            "ListLegalActions",
            pb.ListLegalActionsRequest(table=table),
            pb.ListLegalActionsResponse,
            tokens[current],
        )
        if not legal.actions:
            table, tokens = new_table(seats)
            current = 0
            continue
        answer = seats[current].call(
            "SubmitAction",
            pb.SubmitActionRequest(
                table=table,
                action=legal.actions[0],
                expected_version=legal.version,
                request_id=str(uuid.uuid4()),
            ),
            pb.SubmitActionResponse,
            tokens[current],
        )
        found.append(time.perf_counter() - began)
        after = answer.view
        if after.state != pb.Table.STATE_ACTIVE or not after.HasField("current_seat"):
            table, tokens = new_table(seats)
            current = 0
        else:
            current = after.current_seat
    return found


def flood(
    port: int, request: pb.ReplayRecordRequest, stop: threading.Event, counts: dict[str, int]
) -> None:
    person = Person(port, FLOOD)
    while not stop.is_set():
        try:
            person.call("ReplayRecord", request, pb.ReplayRecordResponse)
            counts["answered"] += 1
        except ConnectFailed:
            counts["refused"] += 1


def line(label: str, values: list[float], extra: str = "") -> str:
    load = "load {:.1f} {:.1f} {:.1f}".format(*os.getloadavg())
    ms = [v * 1000 for v in values]
    p50, p99 = percentile(ms, 0.5), percentile(ms, 0.99)
    return f"{label:<6} n={len(ms):>4}  p50={p50:7.1f} ms  p99={p99:7.1f} ms  {extra}({load})"


def phase(kind: str, args: argparse.Namespace, request: pb.ReplayRecordRequest) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        process, _port, log = start_server(
            Path(tmp),
            "NORMAL",
            {
                "MEEPLE_TRUSTED_PROXY": "1",
                "MEEPLE_WEB_PORT": str(free_port()),
                "MEEPLE_READ_RATE": "200",
            },
            root=args.root,
        )
        stop = threading.Event()
        counts = {"answered": 0, "refused": 0}
        threads: list[threading.Thread] = []
        try:
            port = web_port(log)
            # the replay lane's worker starts with the first replay: in both phases, before
            Person(port, FLOOD).call("ReplayRecord", request, pb.ReplayRecordResponse)
            if kind == "flood":
                threads = [
                    threading.Thread(target=flood, args=(port, request, stop, counts), daemon=True)
                    for _ in range(args.threads)
                ]
                for thread in threads:
                    thread.start()
                time.sleep(1.0)  # the flood under way
                counts.update(answered=0, refused=0)
            values = play(port, args.seconds)
            extra = ""
            if kind == "flood":
                extra = (
                    f"replays answered {counts['answered'] / args.seconds:.1f}/s, "
                    f"refused {counts['refused'] / args.seconds:.0f}/s  "
                )
            return line(kind, values, extra)
        finally:
            stop.set()
            for thread in threads:
                thread.join(30)
            process.terminate()
            try:
                process.wait(60)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(30)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--root", type=Path, default=ROOT, help="source tree of the server")
    args = parser.parse_args(argv)
    request = the_record()
    print(f"record: {len(request.events)} events, {request.ByteSize():,} bytes", flush=True)
    for _ in range(args.rounds):
        for kind in ("alone", "flood"):
            print(phase(kind, args, request), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
