"""How many simulations the search bot runs in one second of CPU: what its default time per move
buys with this tree's engines.

    python -m bench.search_rate                        # every game, 2 players
    python -m bench.search_rate --game GAME --positions 12 --iterations 48

Positions come from seeded games between two greedy bots (every ``--every``-th decision). At
each, the search bot decides twice on a clone, timed in process CPU time (so another process on
the machine does not change the figure much): once with no simulation (its one-ply judging of
every legal action, the fixed cost of a decision) and once with ``--iterations`` simulations.
Then ``simulations in 1 s = (1 s - fixed cost) / (CPU per simulation)``, and the figure is the
median over the positions.

The search bot stops at its time budget, so this number is its strength at a time per move.
Its win rate at that many iterations (``python -m bench.bots --iterations N``) is the same
whatever the machine's load, because a game with a given number of simulations per move is a
pure function of its seed. That is how the README compares the bot before and after a faster
engine: the simulation count each engine reaches in 1 s, then the win rate at each count.

Run it against another revision's engines with ``PYTHONPATH=<that tree> python
bench/search_rate.py`` (it uses only the registry, the arena and the search bot).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Hashable

from clients.bots.arena import play
from clients.bots.base import AnyGame, AnyState, Bot
from clients.bots.greedy import GreedyBot
from clients.bots.search import SearchBot
from engines import registry


class _Recorder(Bot):
    """A greedy bot that keeps a clone of every ``every``-th position it decides at."""

    name = "recorder"

    def __init__(self, game: AnyGame, seed: int, every: int, into: list[tuple[AnyState, int]]):
        super().__init__(game, seed)
        self._greedy = GreedyBot(game, seed)
        self._every = every
        self._into = into
        self._count = 0

    def choose(self, state: AnyState, seat: int) -> Hashable:
        self._count += 1
        if self._count % self._every == 0 and len(state.legal_actions()) > 1:
            self._into.append((state.clone(), seat))
        return self._greedy.choose(state, seat)


def positions(game: AnyGame, count: int, every: int, seed: int) -> list[tuple[AnyState, int]]:
    found: list[tuple[AnyState, int]] = []
    index = 0
    while len(found) < count:
        bots = [_Recorder(game, seed * 100 + index + seat, every, found) for seat in range(2)]
        play(game, bots, seed * 7919 + index)
        index += 1
    return found[:count]


def cpu_seconds(bot: SearchBot, state: AnyState, seat: int) -> float:
    began = time.process_time()
    bot.choose(state.clone(), seat)
    return time.process_time() - began


def measure(game: AnyGame, count: int, every: int, iterations: int, seed: int) -> dict[str, float]:
    fixed: list[float] = []
    per_simulation: list[float] = []
    per_second: list[float] = []
    for number, (state, seat) in enumerate(positions(game, count, every, seed)):
        judge = SearchBot(game, number, seconds=None, iterations=0)
        search = SearchBot(game, number, seconds=None, iterations=iterations)
        base = cpu_seconds(judge, state, seat)
        total = cpu_seconds(search, state, seat)
        done = max(1, search.last_iterations)
        each = max(total - base, 1e-9) / done
        fixed.append(base)
        per_simulation.append(each)
        per_second.append(max(0.0, 1.0 - base) / each)
    return {
        "positions": len(per_second),
        "fixed_ms": round(statistics.median(fixed) * 1000, 2),
        "simulation_ms": round(statistics.median(per_simulation) * 1000, 3),
        "simulations_in_1s": round(statistics.median(per_second), 1),
        "simulations_in_1s_min": round(min(per_second), 1),
        "simulations_in_1s_max": round(max(per_second), 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--game", action="append", choices=registry.game_names(), help="default: every game"
    )
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--every", type=int, default=7, help="keep every Nth greedy decision")
    parser.add_argument("--iterations", type=int, default=48, help="simulations timed per position")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for name in args.game or registry.game_names():
        game = registry.get_game(name)
        figures = measure(game, args.positions, args.every, args.iterations, args.seed)
        print(json.dumps({"game": name, **figures}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
