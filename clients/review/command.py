"""``meeple review game.json``: the search bot reviews every decision of each person.

For each decision: the expected final margin of the move made and of the best move the search
finds, the difference in points and a mark (inaccuracy, mistake, blunder, at the game's
thresholds), and the better move; then a summary per seat (average loss per decision,
accuracy: the share of decisions with no mark). Chance is averaged over determinizations, so
the review says what was expected, not what the draws gave. ``--json`` prints one object with
an entry per decision. The same seed and ``--rounds`` give the same review (docs/review.md).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path

from clients.api.common import game_for
from clients.command_args import int_at_least
from clients.command_errors import CommandFailed, UsageError
from clients.record import RecordError, load
from clients.review.engine import DEFAULT_ROUNDS, entry_json
from clients.review.record import review_record

Writer = Callable[[str], None]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("record", type=Path, help="a game record (meeple export)")
    parser.add_argument("--json", action="store_true", help="print JSON: one entry per decision")
    parser.add_argument(
        "--rounds",
        type=int_at_least(1),
        default=DEFAULT_ROUNDS,
        help="simulations of each candidate move per decision (deeper: slower)",
    )
    parser.add_argument("--seed", type=int, default=0, help="the review's seed")


def run(args: argparse.Namespace, write: Writer = print) -> int:
    try:
        evidence = load(args.record)
    except RecordError as error:
        raise UsageError(str(error), "give a file written by `meeple export`") from None
    game = game_for(evidence.table.game)
    try:
        entries, summaries = review_record(evidence, args.seed, args.rounds)
    except RecordError as error:
        raise CommandFailed(str(error), "the record is damaged, or from another engine") from None
    names = [seat.display_name or f"seat {seat.index}" for seat in evidence.table.seats]
    if args.json:
        document = {
            "game": game.name,
            "seed": args.seed,
            "rounds": args.rounds,
            "thresholds": dict(
                zip(("inaccuracy", "mistake", "blunder"), game.search.review_marks, strict=True)
            ),
            "entries": [entry_json(game, entry) for entry in entries],
            "summary": [
                {
                    "seat": s.seat,
                    "name": names[s.seat],
                    "decisions": s.decisions,
                    "average_loss": round(s.average_loss, 2),
                    "accuracy": round(s.accuracy, 1),
                    "inaccuracies": s.inaccuracies,
                    "mistakes": s.mistakes,
                    "blunders": s.blunders,
                }
                for s in summaries
            ],
        }
        write(json.dumps(document, indent=1, ensure_ascii=False))
        return 0
    write(f"{'step':>4}  {'seat':<12} {'played':<44} {'exp.':>6}  {'loss':>5}  mark / better move")
    for e in entries:
        better = f"  better: {game.describe_action(e.best)} ({e.best_value:+.1f})" if e.loss else ""
        write(
            f"{e.step:>4}  {names[e.seat][:12]:<12} {game.describe_action(e.played)[:44]:<44} "
            f"{e.played_value:>+6.1f}  {e.loss:>5.1f}  {e.mark}{better}"
        )
    write("")
    for s in summaries:
        if s.decisions:
            write(
                f"{names[s.seat]}: {s.decisions} decisions, average loss {s.average_loss:.2f} "
                f"points, accuracy {s.accuracy:.0f}%, {s.inaccuracies} inaccuracies, "
                f"{s.mistakes} mistakes, {s.blunders} blunders"
            )
    return 0
