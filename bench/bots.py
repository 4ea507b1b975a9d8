"""Bot strength: head-to-head win rates and score margins in-process on the engines, with
fixed seeds.

    python -m bench.bots                      # both games: greedy v random, search v greedy
    python -m bench.bots --game GAME --games 100 --iterations 24 --seed 4
    python -m bench.bots --pairs search@0:greedy,search:search@0

A bot is ``random``, ``greedy``, ``search`` (``--iterations`` simulations per move, or
``--seconds`` per move) or ``search@N`` (N simulations per move; ``search@0`` is the search
bot's one-ply choice on its expected scores, with no simulation). Seats alternate between games
(each bot moves first equally often); shared wins count as a fraction. Game ``i`` depends only
on ``(seed, i)``, so ``--parallel`` changes the wall time, not the figures.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from functools import partial

from clients.bots import make_bot
from clients.bots.arena import duel
from clients.bots.base import AnyGame, Bot
from clients.bots.search import SearchBot
from engines import registry


def factory(
    spec: str,
    game: AnyGame,
    iterations: int | None,
    seconds: float | None,
    turns: int | None = None,
    width: int | None = None,
) -> Callable[[int], Bot]:
    """A picklable bot factory (seed -> bot) for a bot spec (see the module docstring)."""
    name, _, budget = spec.partition("@")
    if name == "search":
        if budget:
            iterations, seconds = int(budget), None
        return partial(
            SearchBot, game, seconds=seconds, iterations=iterations, turns=turns, width=width
        )
    if budget:
        raise ValueError(f"only the search bot takes a budget: {spec!r}")
    return partial(make_bot, name, game)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--game", action="append", choices=registry.game_names(), help="default: every game"
    )
    parser.add_argument("--games", type=int, default=40, help="games per pairing")
    parser.add_argument("--iterations", type=int, default=24, help="search simulations/move")
    parser.add_argument("--seconds", type=float, help="search time per move instead")
    parser.add_argument("--turns", type=int, help="search look-ahead in rounds (default: per game)")
    parser.add_argument("--width", type=int, help="search candidates (default: per game)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--parallel", type=int, default=1, help="worker processes")
    parser.add_argument(
        "--pairs", default="greedy:random,search:greedy", help="comma-separated A:B pairings"
    )
    args = parser.parse_args(argv)
    iterations = None if args.seconds else args.iterations
    for name in args.game or registry.game_names():
        game = registry.get_game(name)
        for pair in args.pairs.split(","):
            a, b = pair.split(":")
            began = time.perf_counter()
            result = duel(
                game,
                factory(a, game, iterations, args.seconds, args.turns, args.width),
                factory(b, game, iterations, args.seconds, args.turns, args.width),
                args.games,
                args.seed,
                processes=args.parallel,
            )
            print(
                json.dumps(
                    {
                        "game": name,
                        "a": a,
                        "b": b,
                        "games": args.games,
                        "seed": args.seed,
                        "win_rate_a": round(result.win_a, 3),
                        "win_rate_b": round(result.win_b, 3),
                        "mean_margin_a": round(result.margin_a, 1),
                        "search_iterations": iterations,
                        "search_seconds": args.seconds,
                        "seconds": round(time.perf_counter() - began, 1),
                    }
                ),
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
