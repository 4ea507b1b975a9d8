"""A person's bot opponent while another person floods the service with bot work (issue 34,
finding 1: tables of bots only; issue 48, finding 1: tables with a person seat).

Run with ``python -m bench.bot_starvation`` (options: ``--replies 30``, ``--rounds 1``,
``--all-bot-tables 40``, ``--person-tables 20``, ``--level search:4``, ``--root DIR`` to run
another revision's server, e.g. ``/work/main`` for the figure before a change). Each phase
starts its own ``meeple serve`` on loopback (two bot workers, as deployed; ``--trusted-proxy``,
so that two persons can be told apart: every request says its client address in
``X-Forwarded-For``, as Caddy on the same machine would, and every byte stays on loopback) with
a fresh SQLite file. In each phase a person (203.0.113.9) plays 2-seat Burgundy against a greedy
bot (the first legal action each time); for each of their moves that hands the turn to the bot,
the time until it is the person's turn again (the bot's whole reply, seen by polling GetView
every 20 ms) is taken, p50/p99. The read limits are the defaults (200/s per address). The
phases, interleaved (``--rounds`` times):

1. **idle**: nothing else runs;
2. **all-bot**: another person (198.51.100.7) first makes ``--all-bot-tables`` CreateTable
   calls, each for 4-seat Burgundy with four ``--level`` bots and ``auto_start``;
3. **idle** again;
4. **person**: that other person makes ``--person-tables`` tables of 4-seat Burgundy with three
   ``--level`` bots and sits in the fourth seat, answering at once whenever it is to move
   (within the default create and join limits).

A reply that takes more than ``--reply-timeout`` seconds ends the phase (the figure is then
"none"). The target: every attack's p99 within 2x the idle p99. The load average is printed
with every figure (the machine is shared).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import subprocess
import tempfile
import threading
import time
import uuid
from pathlib import Path

from meeple.v1 import game_service_pb2 as pb

from bench.connect_client import ConnectFailed, Person, free_port, web_port
from bench.service import ROOT, percentile, start_server

VICTIM = "203.0.113.9"
#: seconds between two looks at a table (50 reads a second: within the default read limit)
POLL = 0.02
ATTACKER = "198.51.100.7"


def create(person: Person, seats: int, bots: dict[int, str]) -> pb.CreateTableResponse:
    request = pb.CreateTableRequest(
        game="games/burgundy", seat_count=seats, auto_start=True, request_id=str(uuid.uuid4())
    )
    for seat, level in bots.items():
        kind, _, number = level.partition(":")
        request.bot_seats[seat].CopyFrom(pb.BotSpec(kind=kind, level=int(number or 0)))
    return person.call("CreateTable", request, pb.CreateTableResponse)


def sit(person: Person, created: pb.CreateTableResponse, seat: int) -> str:
    joined = person.call(
        "JoinTable",
        pb.JoinTableRequest(
            table=created.table.name,
            invite_token=created.invite_token,
            display_name="person",
            seat=seat,
            request_id=str(uuid.uuid4()),
        ),
        pb.JoinTableResponse,
    )
    return joined.seat_credential


def view(person: Person, table: str, token: str) -> pb.TableView:
    return person.call("GetView", pb.GetViewRequest(table=table), pb.GetViewResponse, token).view


def play_first(person: Person, table: str, token: str) -> None:
    legal = person.call(
        "ListLegalActions",
        pb.ListLegalActionsRequest(table=table),
        pb.ListLegalActionsResponse,
        token,
    )
    person.call(
        "SubmitAction",
        pb.SubmitActionRequest(
            table=table,
            action=legal.actions[0],
            expected_version=legal.version,
            request_id=str(uuid.uuid4()),
        ),
        pb.SubmitActionResponse,
        token,
    )


def replies(
    person: Person, count: int, timeout: float, level: str = "greedy"
) -> tuple[list[float], bool]:
    """Play until ``count`` replies of a ``level`` bot were timed (a new game when one ends);
    the replies' seconds, and whether one took longer than ``timeout`` (the phase then stops)."""

    def new_table() -> tuple[str, str]:
        created = create(person, 2, {1: level})
        return created.table.name, sit(person, created, 0)

    table, token = new_table()
    found: list[float] = []
    warm = False  # the first reply starts the quick lane's worker: not counted
    while len(found) < count:
        current = view(person, table, token)
        if current.state != pb.Table.STATE_ACTIVE:
            table, token = new_table()
            continue
        if current.current_seat != 0:
            time.sleep(POLL)
            continue
        play_first(person, table, token)
        began = time.perf_counter()
        current = view(person, table, token)
        if current.current_seat == 0 or current.state != pb.Table.STATE_ACTIVE:
            continue  # the person goes on: no bot reply to time
        while current.current_seat != 0 and current.state == pb.Table.STATE_ACTIVE:
            if time.perf_counter() - began > timeout:
                return found, True
            time.sleep(POLL)
            current = view(person, table, token)
        if warm:
            found.append(time.perf_counter() - began)
        warm = True
    return found, False


class Answering:
    """The other person's seats at tables of three bots: each answers at once when to move."""

    def __init__(self, person: Person, seats: list[tuple[str, str]]) -> None:
        self.person = person
        self.seats = seats
        self.stop = threading.Event()
        self.answers = 0
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self.stop.is_set():
            acted = False
            for table, token in self.seats:
                with contextlib.suppress(ConnectFailed):
                    current = view(self.person, table, token)
                    if current.state == pb.Table.STATE_ACTIVE and current.current_seat == 3:
                        play_first(self.person, table, token)
                        self.answers += 1
                        acted = True
            if not acted:
                time.sleep(POLL)


def line(label: str, values: list[float], starved: bool, timeout: float) -> str:
    load = "load {:.1f} {:.1f} {:.1f}".format(*os.getloadavg())
    ms = [v * 1000 for v in values]
    if starved:
        return f"{label:<8} n={len(ms):>3}  a reply took over {timeout:.0f} s: none ({load})"
    p50, p99 = percentile(ms, 0.5), percentile(ms, 0.99)
    return f"{label:<8} n={len(ms):>3}  p50={p50:8.1f} ms  p99={p99:8.1f} ms  ({load})"


def phase(kind: str, args: argparse.Namespace) -> tuple[list[float], bool]:
    """One phase on a fresh server: the victim's replies while ``kind`` runs beside them."""
    with tempfile.TemporaryDirectory() as tmp:
        process, _port, log = start_server(
            Path(tmp),
            "NORMAL",
            {
                "MEEPLE_BOT_WORKERS": "2",
                "MEEPLE_TRUSTED_PROXY": "1",
                "MEEPLE_WEB_PORT": str(free_port()),
                # another revision runs with its own generated protos, not this tree's
                "PYTHONPATH": f"{args.root / 'proto'}{os.pathsep}{args.root}",
                "MEEPLE_READ_RATE": "200",  # the default limits: the attacker polls within them
            },
            root=args.root,
        )
        attack: Answering | None = None
        try:
            port = web_port(log)
            victim, attacker = Person(port, VICTIM), Person(port, ATTACKER)
            if kind == "all-bot":
                for _ in range(args.all_bot_tables):
                    create(attacker, 4, {seat: args.level for seat in range(4)})
            elif kind == "person":
                seats = []
                for _ in range(args.person_tables):
                    created = create(attacker, 4, {seat: args.level for seat in range(3)})
                    seats.append((created.table.name, sit(attacker, created, 3)))
                attack = Answering(Person(port, ATTACKER), seats)
                attack.thread.start()
            return replies(victim, args.replies, args.reply_timeout)
        finally:
            if attack is not None:
                attack.stop.set()
                attack.thread.join(30)
            process.terminate()
            try:
                process.wait(60)
            except subprocess.TimeoutExpired:  # a busy machine: no need to drain
                process.kill()
                process.wait(30)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--replies", type=int, default=30)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--all-bot-tables", type=int, default=40)
    parser.add_argument("--person-tables", type=int, default=20)
    parser.add_argument("--level", default="search:4")
    parser.add_argument("--reply-timeout", type=float, default=30.0)
    parser.add_argument("--root", type=Path, default=ROOT, help="source tree of the server")
    args = parser.parse_args(argv)
    found: dict[str, list[float]] = {"idle": [], "all-bot": [], "person": []}
    starved: set[str] = set()
    for _ in range(args.rounds):
        for kind in ("idle", "all-bot", "idle", "person"):
            values, timed_out = phase(kind, args)
            print(line(kind, values, timed_out, args.reply_timeout), flush=True)
            found[kind] += values
            if timed_out:
                starved.add(kind)
    idle = found["idle"]
    for kind in ("all-bot", "person"):
        if kind in starved or "idle" in starved or not found[kind] or not idle:
            print(f"{kind}: no ratio (a phase starved)")
            continue
        ratio = percentile(found[kind], 0.99) / percentile(idle, 0.99)
        print(f"{kind} p99 / idle p99 = {ratio:.2f} (target: at most 2)", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
