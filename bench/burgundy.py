"""The Castles of Burgundy engine speed: random complete games with full legal-action
enumeration.

Run with ``python -m bench.burgundy`` (options: ``--games N``, ``--players 2 3 4``,
``--seed S``, ``--edition 2019|2011``). Every decision enumerates all legal actions and picks
one uniformly through :func:`engines.playout.random_playout` (the same driver as the demo and
the service's bots); chance comes from :class:`engines.chance.SeededChance`, events are built
as protobuf messages as in production. Reports, per player count, games per second (one
process, so one core; by wall clock and by this process's CPU time, which stays meaningful when
other processes share the cores), the mean number of decisions per game, and the median time of one
``legal_actions`` call over every decision of separately replayed games. The target (issue 3)
is at least 100 two-player games/s.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from engines.burgundy.game import BurgundyGame
from engines.chance import SeededChance
from engines.contract import act, start
from engines.playout import random_playout


def games_per_second(
    game: BurgundyGame, players: int, games: int, seed: int, edition: str
) -> tuple[float, float, float]:
    """(games per wall-clock second, games per CPU second of this process, mean decisions per
    game). The CPU figure is the one-core speed even when other processes share the machine."""
    decisions = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        decisions += random_playout(game, players, seed + i, {"edition": edition}).decisions
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return games / wall, games / cpu, decisions / games


def legal_actions_median_us(
    game: BurgundyGame, players: int, games: int, seed: int, edition: str
) -> float:
    """Median wall time of one legal_actions call, in microseconds, over whole games."""
    timings: list[float] = []
    clock = time.perf_counter
    for i in range(games):
        chance = SeededChance(seed + i)
        chooser = random.Random(seed + i)
        state, _ = start(game, players, chance, {"edition": edition})
        while not state.is_terminal():
            seat = state.current_seat()
            assert seat is not None
            t0 = clock()
            legal = state.legal_actions()
            timings.append(clock() - t0)
            act(state, seat, legal[chooser.randrange(len(legal))], chance)
    return statistics.median(timings) * 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--edition", choices=("2019", "2011"), default="2019")
    args = parser.parse_args(argv)
    game = BurgundyGame()
    random_playout(game, 2, 0)  # warm up imports and caches
    print(f"The Castles of Burgundy, edition {args.edition}, {args.games} games per count")
    for players in args.players:
        rate, cpu_rate, decisions = games_per_second(
            game, players, args.games, args.seed, args.edition
        )
        median = legal_actions_median_us(
            game, players, max(1, args.games // 10), args.seed, args.edition
        )
        print(
            f"{players} players: {rate:7.1f} games/s wall, {cpu_rate:7.1f} games/s CPU, "
            f"{decisions:6.1f} decisions/game, "
            f"median legal_actions {median:6.1f} us"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
