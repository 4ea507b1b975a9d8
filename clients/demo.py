"""``meeple demo GAME --players N --seed S``: a seeded random game, played in-process.

``meeple demo GAME --help`` lists the game's player counts and options."""

from __future__ import annotations

import argparse
from typing import Any

from google.protobuf.message import Message

from clients import command_args
from engines.contract import GameState
from engines.playout import random_playout
from engines.registry import AnyGame

GAME_ARGUMENT = "game"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help=f"the game: {command_args.game_names_text()}")
    parser.add_argument("--players", type=int, default=2, help="number of seats")
    parser.add_argument("--seed", type=int, default=1, help="the seed of every draw and choice")
    command_args.add_option_flag(parser)
    parser.add_argument("--quiet", action="store_true", help="print only the final scores")


def run(args: argparse.Namespace) -> int:
    game = command_args.game(args.game, "demo")
    options = command_args.option_pairs(args.option)
    command_args.check_table(game, args.players, options, "demo")
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
