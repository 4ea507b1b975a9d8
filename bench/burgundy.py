"""The Castles of Burgundy engine speed: random complete games with full legal-action
enumeration.

Run with ``python -m bench.burgundy`` (options: ``--games N`` per block, ``--blocks B``,
``--players 2 3 4``, ``--seed S``, ``--edition 2019|2011``). Every decision enumerates all
legal actions and picks one uniformly through :func:`engines.playout.random_playout` (the same
driver as the demo and the service's bots); chance comes from
:class:`engines.chance.SeededChance`. The same games are timed twice: without events (as bots
and playouts apply moves: ``events=False``, see :func:`engines.contract.act`), then with every
event built as a protobuf message (as the service applies them). Reports, per player count and
for each, games per second (one process, so one core; by wall clock and by this process's CPU
time, which stays meaningful when other processes share the cores) as the median, minimum and
maximum of ``B`` blocks of ``N`` games each, timed after warm-up blocks (see
:mod:`bench.steady`); the mean number of decisions per game; and the median time of one
``legal_actions`` call over every decision of separately replayed games. The target (issue 18)
is at least 350 two-player games/s.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bench.steady import Rates, steady_rates
from engines.burgundy.game import BurgundyGame
from engines.chance import SeededChance
from engines.contract import act, start
from engines.playout import random_playout


def games_per_second(
    game: BurgundyGame,
    players: int,
    games: int,
    blocks: int,
    seed: int,
    edition: str,
    *,
    events: bool = True,
) -> tuple[Rates, float]:
    """Per-block rates of ``blocks`` blocks of ``games`` games after warm-up (see
    :mod:`bench.steady`), and the mean decisions per game of the timed blocks; ``events``
    builds every event (or none)."""
    decisions = [0]
    options = {"edition": edition}

    def block(k: int) -> int:
        first = seed + k * games
        made = sum(
            random_playout(game, players, first + i, options, events=events).decisions
            for i in range(games)
        )
        if k >= 0:
            decisions[0] += made
        return games

    rates = steady_rates(block, blocks=blocks)
    return rates, decisions[0] / (games * blocks)


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
    parser.add_argument("--games", type=int, default=200, help="games per block")
    parser.add_argument("--blocks", type=int, default=5, help="timed blocks per player count")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--edition", choices=("2019", "2011"), default="2019")
    args = parser.parse_args(argv)
    game = BurgundyGame()
    print(
        f"The Castles of Burgundy, edition {args.edition}, {args.blocks} blocks of {args.games} "
        "games per count"
    )
    for players in args.players:
        quiet, decisions = games_per_second(
            game, players, args.games, args.blocks, args.seed, args.edition, events=False
        )
        built, _ = games_per_second(game, players, args.games, args.blocks, args.seed, args.edition)
        median = legal_actions_median_us(
            game, players, max(1, args.games // 10), args.seed, args.edition
        )
        print(
            f"{players} players: {quiet.summary('games/s')} without events; every event "
            f"built: {built.summary('games/s')}; {decisions:6.1f} decisions/game, "
            f"median legal_actions {median:6.1f} us"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
