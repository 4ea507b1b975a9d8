"""``meeple demo GAME --players N --seed S``: a seeded random game, played in-process."""

from __future__ import annotations

import argparse
from typing import Any

from google.protobuf.message import Message

from engines import registry
from engines.contract import GameState
from engines.playout import random_playout
from engines.registry import AnyGame


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", choices=registry.game_names())
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a table option (repeatable); see `meeple demo GAME --help` and the README",
    )
    parser.add_argument(
        "--edition", help="games with an edition option: shorthand for --option edition=VALUE"
    )
    parser.add_argument("--quiet", action="store_true", help="print only the final scores")


def parse_options(args: argparse.Namespace) -> dict[str, str]:
    options: dict[str, str] = {}
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep:
            raise SystemExit(f"--option takes NAME=VALUE, not {item!r}")
        options[name] = value
    if args.edition:
        options["edition"] = args.edition
    return options


def run(args: argparse.Namespace) -> int:
    try:
        game = registry.get_game(args.game)
    except KeyError:
        print(f"the {args.game} engine is not installed in this build")
        return 2
    options = parse_options(args)
    turn = 0

    def show(seat: int, action: Any, events: list[Message]) -> None:
        nonlocal turn
        turn += 1
        if args.quiet:
            return
        described = "; ".join(text for e in events if (text := game.describe_event(e)))
        print(f"{turn:4d} seat {seat}: {game.describe_action(action)}  ->  {described}")

    playout = random_playout(game, args.players, args.seed, options, on_step=show)
    print_final(game, playout.outcome.scores, playout.outcome.ranks)
    print_breakdown(game, playout.state)
    return 0


def print_final(game: AnyGame, scores: tuple[int, ...], ranks: tuple[int, ...]) -> None:
    print(f"\n{game.title}: final scores")
    for seat, (score, rank) in enumerate(zip(scores, ranks, strict=True)):
        print(f"  seat {seat}: {score:4d} points, rank {rank}")


def print_breakdown(game: AnyGame, state: GameState[Any, Any, Any, Any]) -> None:
    """Per-seat score breakdown, for games that offer one (:meth:`Game.final_breakdown`)."""
    for seat, row in enumerate(game.final_breakdown(state)):
        parts = ", ".join(f"{name} {value}" for name, value in row.items())
        print(f"  seat {seat}: {parts}")
