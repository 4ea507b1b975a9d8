"""Carcassonne engine speed: random complete games with full legal-action enumeration.

Run with ``python -m bench.carcassonne`` (options: ``--games N`` per block, ``--blocks B``,
``--players 2 5``, ``--seed S``). Every decision enumerates all legal actions (tile placements;
follower spots plus pass) and picks one uniformly, exactly as
:func:`engines.playout.random_playout` does, with chance draws from
:class:`engines.chance.SeededChance`. The same games are timed twice: without events (as bots
and playouts apply moves: ``events=False``, see :func:`engines.contract.act`), then with every
event built (as the service applies them). It reports, per player count and for each, games
per second in this one process (one core) as the median, minimum and maximum over ``B`` blocks
of ``N`` games each, timed after warm-up blocks (see :mod:`bench.steady`), by wall time and by
the process's own CPU time (robust when the machine is shared); and the median wall time of one
``legal_actions`` call over every decision of a sample of those games, overall and by step.
The target (issue 18) is at least 800 two-player games per second (games without events).
"""

from __future__ import annotations

import argparse
import statistics
import time

from bench.steady import steady_rates
from engines.carcassonne.game import CarcassonneGame
from engines.chance import ScriptedChance
from engines.contract import act, start
from engines.playout import random_playout


def legal_actions_timings(
    game: CarcassonneGame, players: int, games: int, seed: int
) -> dict[str, list[float]]:
    """Seconds per legal_actions call, by pending decision, replaying recorded random games."""
    timings: dict[str, list[float]] = {"PLACE_TILE": [], "PLACE_FOLLOWER": []}
    clock = time.perf_counter
    for i in range(games):
        playout = random_playout(game, players, seed + i)
        chance = ScriptedChance.from_outcomes(playout.outcomes)
        state, _ = start(game, players, chance)
        for seat, action in playout.actions:
            decision = state.pending_decision()
            t0 = clock()
            state.legal_actions()
            timings[decision].append(clock() - t0)
            act(state, seat, action, chance)
    return timings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300, help="games per block")
    parser.add_argument("--blocks", type=int, default=5, help="timed blocks per player count")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 5])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    game = CarcassonneGame()
    games: int = args.games
    for players in args.players:

        def block(k: int, players: int = players, events: bool = False) -> int:
            first = args.seed + k * games
            for i in range(games):
                random_playout(game, players, first + i, events=events)
            return games

        quiet = steady_rates(block, blocks=args.blocks)
        built = steady_rates(lambda k: block(k, events=True), blocks=args.blocks)
        timings = legal_actions_timings(game, players, max(1, games // 10), args.seed)
        every = timings["PLACE_TILE"] + timings["PLACE_FOLLOWER"]
        tile = statistics.median(timings["PLACE_TILE"]) * 1e6
        spot = statistics.median(timings["PLACE_FOLLOWER"]) * 1e6
        print(
            f"carcassonne {players} players: {quiet.summary('games/s')} without events; "
            f"every event built: {built.summary('games/s')}; {games} games per block; median "
            f"legal_actions {statistics.median(every) * 1e6:.1f} us (tile step {tile:.1f} us, "
            f"follower step {spot:.1f} us)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
