"""``meeple replay game.json``: play a game record back in the terminal.

Each step prints one line (the setup, then every action, undo and table event) with the scores
as they stood; ``--step N`` stops at step N, ``--board`` prints the position too (as ``meeple
join`` describes it, for the spectator or ``--seat``), and ``--interactive`` waits for Enter
between steps (q to stop). The last line gives the final scores, which are those the table
recorded (checked: a record that replays otherwise fails). Records come from ``meeple export``
(docs/game-record.md).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from clients.api.common import game_for
from clients.command_args import int_at_least
from clients.command_errors import CommandFailed, UsageError
from clients.record import RecordError, describe_event, frames, load

Writer = Callable[[str], None]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("record", type=Path, help="a game record (meeple export)")
    parser.add_argument("--step", type=int_at_least(0), help="stop after this step")
    parser.add_argument("--board", action="store_true", help="print the position at each step")
    parser.add_argument("--seat", type=int, help="--board: this seat's view (default spectator)")
    parser.add_argument(
        "--interactive", action="store_true", help="wait for Enter between steps (q stops)"
    )


def run(args: argparse.Namespace, write: Writer = print, ask: Callable[[], str] = input) -> int:
    try:
        evidence = load(args.record)
    except RecordError as error:
        raise UsageError(str(error), "give a file written by `meeple export`") from None
    game = game_for(evidence.table.game)
    seats = len(evidence.table.seats)
    if args.seat is not None and not 0 <= args.seat < seats:
        raise UsageError(f"--seat {args.seat}: the table has seats 0 to {seats - 1}", "")
    last = None
    try:
        for frame in frames(evidence, game):
            scores = " ".join(str(s) for s in frame.state.scores())
            write(f"{frame.step:>4}  {describe_event(game, frame.event)}  [scores {scores}]")
            if args.board:
                write(game.describe_view(frame.state.view(args.seat)))
            last = frame
            if args.step is not None and frame.step >= args.step:
                return 0
            if args.interactive and ask().strip().lower() == "q":
                return 0
    except RecordError as error:
        raise CommandFailed(str(error), "the record is damaged, or from another engine") from None
    assert last is not None
    if args.step is not None:
        raise UsageError(f"--step {args.step} is past the last step, {last.step}", "")
    final = list(last.state.scores())
    recorded = list(evidence.table.outcome.scores)
    if recorded and final != recorded:
        raise CommandFailed(
            f"the record replays to scores {final}, but the table recorded {recorded}",
            "the record is damaged, or from another engine",
        )
    write(f"final scores {' '.join(map(str, final))}")
    sys.stdout.flush()
    return 0
