"""A person's bot replies while game reviews run beside them (issue 46): reviews are background
bot work (issue 48's fair queue), so they must keep a person's bot reply p99 within 2x idle.

    python -m bench.review_beside                      # 20 replies per phase, 6 reviews
    python -m bench.review_beside --replies 40 --reviews 8 --level hard --rounds 2

One ``meeple serve`` on loopback (two bot workers, as deployed; ``--trusted-proxy``, so that
persons are told apart by the client address each request says in ``X-Forwarded-For``), a fresh
SQLite file. A person (203.0.113.9) plays 2-seat Burgundy against a ``--level`` bot (the first
legal action each time) and times each bot reply: from her move to her turn again (GetView
polled every 20 ms), as :mod:`bench.bot_starvation` does. Phases, ``--rounds`` times:

1. **idle**: nothing else runs;
2. **reviews**: ``--reviews`` finished tables (2-seat Carcassonne, two random bots: every
   decision of both seats is reviewed, at the server's ``--review-rounds``, 12) have their
   reviews asked for, two per person (the most one person may have open), by other persons
   (198.51.100.x); the person plays on while they run. The reviews' progress (decisions
   reviewed during the phase) is printed: the phase counts only if reviews ran throughout.

The target: the reviews phase's p99 at most 2x the idle p99. The load average is printed with
every figure (the machine is shared).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from meeple.v1 import game_service_pb2 as pb

from bench.bot_starvation import VICTIM, line, replies
from bench.connect_client import Person, free_port, web_port
from bench.service import ROOT, percentile, start_server

#: reviews one person may have open (service.reviews.rpcs.OPEN_PER_PERSON)
PER_PERSON = 2


@dataclass
class Figures:
    """Every phase's reply seconds, and the reviews' decisions reviewed during the phases."""

    idle: list[float] = field(default_factory=list)
    reviews: list[float] = field(default_factory=list)
    starved: bool = False
    #: decisions the reviews reviewed while the person played (per reviews phase)
    reviewed: list[int] = field(default_factory=list)
    #: reviews still open at the end of each reviews phase (they ran throughout)
    open_at_end: list[int] = field(default_factory=list)

    @property
    def ratio(self) -> float | None:
        if self.starved or not self.idle or not self.reviews:
            return None
        return percentile(self.reviews, 0.99) / percentile(self.idle, 0.99)


def finished_tables(person: Person, count: int) -> list[tuple[str, str]]:
    """``count`` 2-seat Carcassonne tables of two random bots, played to their end: (name, host
    credential) each."""
    tables = []
    for _ in range(count):
        request = pb.CreateTableRequest(
            game="games/carcassonne", seat_count=2, auto_start=True, request_id=str(uuid.uuid4())
        )
        for seat in range(2):
            request.bot_seats[seat].CopyFrom(pb.BotSpec(kind="random"))
        created = person.call("CreateTable", request, pb.CreateTableResponse)
        tables.append((created.table.name, created.host_credential))
    for name, host in tables:
        deadline = time.monotonic() + 300
        while True:
            table = person.call(
                "GetTable", pb.GetTableRequest(name=name), pb.GetTableResponse, host
            ).table
            if table.state == pb.Table.STATE_FINISHED:
                break
            if time.monotonic() > deadline:
                raise RuntimeError(f"{name} never finished")
            time.sleep(0.1)
    return tables


def progress(person: Person, tables: list[tuple[str, str]]) -> tuple[int, int]:
    """(decisions reviewed so far, reviews not done yet) over ``tables``."""
    done = still_open = 0
    for name, host in tables:
        review = person.call(
            "GetReview", pb.GetReviewRequest(table=name), pb.GetReviewResponse, host
        ).review
        done += review.decisions_done
        still_open += review.state != pb.Review.STATE_DONE
    return done, still_open


def measure(args: argparse.Namespace, figures: Figures) -> None:
    """One round on a fresh server: the idle phase, then the reviews phase."""
    with tempfile.TemporaryDirectory() as tmp:
        process, _port, log = start_server(
            Path(tmp),
            "NORMAL",
            {
                "MEEPLE_BOT_WORKERS": "2",
                "MEEPLE_TRUSTED_PROXY": "1",
                "MEEPLE_WEB_PORT": str(free_port()),
                "MEEPLE_REVIEW_ROUNDS": str(args.review_rounds),
            },
            root=args.root,
        )
        try:
            port = web_port(log)
            victim = Person(port, VICTIM)
            maker = Person(port, "198.51.100.1")
            tables = finished_tables(maker, args.reviews)
            idle, starved = replies(victim, args.replies, args.reply_timeout, args.level)
            print(line("idle", idle, starved, args.reply_timeout), flush=True)
            figures.idle += idle
            figures.starved |= starved
            for index, (name, host) in enumerate(tables):
                asker = Person(port, f"198.51.100.{10 + index // PER_PERSON}")
                asker.call(
                    "RequestReview",
                    pb.RequestReviewRequest(table=name),
                    pb.RequestReviewResponse,
                    host,
                )
            before, _ = progress(maker, tables)
            busy, starved = replies(victim, args.replies, args.reply_timeout, args.level)
            after, still_open = progress(maker, tables)
            print(line("reviews", busy, starved, args.reply_timeout), flush=True)
            print(
                f"reviews: {after - before} decisions reviewed during the phase, "
                f"{still_open} of {len(tables)} reviews still open at its end",
                flush=True,
            )
            figures.reviews += busy
            figures.starved |= starved
            figures.reviewed.append(after - before)
            figures.open_at_end.append(still_open)
        finally:
            process.terminate()
            try:
                process.wait(60)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(30)


def parser() -> argparse.ArgumentParser:
    found = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    found.add_argument("--replies", type=int, default=20, help="bot replies timed per phase")
    found.add_argument("--reviews", type=int, default=6, help="reviews running beside")
    found.add_argument("--review-rounds", type=int, default=12)
    found.add_argument("--level", default="hard", help="the person's bot opponent")
    found.add_argument("--rounds", type=int, default=1)
    found.add_argument("--reply-timeout", type=float, default=60.0)
    found.add_argument("--root", type=Path, default=ROOT, help="source tree of the server")
    return found


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    figures = Figures()
    for _ in range(args.rounds):
        measure(args, figures)
    ratio = figures.ratio
    load = "load {:.1f} {:.1f} {:.1f}".format(*os.getloadavg())
    if ratio is None:
        print(f"no ratio (a phase starved) ({load})")
    else:
        print(f"reviews p99 / idle p99 = {ratio:.2f} (target: at most 2) ({load})", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
