"""Bot strength: head-to-head win rates in-process on the engines, with fixed seeds.

    python -m bench.bots                      # both games, greedy v random and search v greedy
    python -m bench.bots --game carcassonne --games 20 --iterations 48 --seed 2

Seats alternate between games (each bot moves first equally often); shared wins count as a
fraction. The search bot runs a fixed number of simulations per move (``--iterations``) so
the figures do not depend on the machine; ``--seconds`` uses a time budget instead.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable

from clients.bots import make_bot
from clients.bots.arena import head_to_head
from clients.bots.base import AnyGame, Bot
from clients.bots.evaluation import heuristic_constant, search_turns
from clients.bots.search import SearchBot
from engines import registry


def factory(
    name: str,
    game: AnyGame,
    iterations: int | None,
    seconds: float | None,
    turns: int | None,
    width: int | None,
    depth: int | None = None,
) -> Callable[[int], Bot]:
    if name == "search":
        return lambda seed: SearchBot(
            game,
            seed,
            seconds=seconds,
            iterations=iterations,
            turns=turns,
            width=width,
            depth=depth,
        )
    return lambda seed: make_bot(name, game, seed)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", action="append", help="carcassonne, burgundy (default: both)")
    parser.add_argument("--games", type=int, default=20, help="games per pairing")
    parser.add_argument("--iterations", type=int, default=48, help="search simulations/move")
    parser.add_argument("--seconds", type=float, help="search time per move instead")
    parser.add_argument("--turns", type=int, help="search playout turns (default: per game)")
    parser.add_argument("--width", type=int, help="search candidates (default: per game)")
    parser.add_argument("--depth", type=int, help="cap on playout decisions (default: per game)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--pairs", default="greedy:random,search:greedy", help="comma-separated A:B pairings"
    )
    args = parser.parse_args(argv)
    iterations = None if args.seconds else args.iterations
    for name in args.game or ["carcassonne", "burgundy"]:
        game = registry.get_game(name)
        turns = args.turns if args.turns is not None else search_turns(game)
        width = (
            args.width if args.width is not None else heuristic_constant(game, "SEARCH_WIDTH", 8)
        )
        for pair in args.pairs.split(","):
            a, b = pair.split(":")
            began = time.perf_counter()
            rate_a, rate_b = head_to_head(
                game,
                factory(a, game, iterations, args.seconds, turns, width, args.depth),
                factory(b, game, iterations, args.seconds, turns, width, args.depth),
                args.games,
                args.seed,
            )
            print(
                json.dumps(
                    {
                        "game": name,
                        "a": a,
                        "b": b,
                        "games": args.games,
                        "win_rate_a": round(rate_a, 3),
                        "win_rate_b": round(rate_b, 3),
                        "search_iterations": iterations,
                        "search_seconds": args.seconds,
                        "search_turns": turns,
                        "search_width": width,
                        "search_depth": args.depth,
                        "seconds": round(time.perf_counter() - began, 1),
                    }
                ),
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
