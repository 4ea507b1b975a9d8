"""The cost of one Burgundy view in wire form, as the service builds it for every reply: the
engine's ``view_wire`` (bytes joined from memoized runs of fields) against the View built field
by field and serialized (the reference ``state_view``, which is what ``view_wire`` cost before
it had its own path), measured in the same process, interleaved.

Run with ``python -m bench.burgundy_view`` (options: ``--games N`` measured games per player
count, ``--players 2 3 4``, ``--edition 2019|2011``, ``--seed S``). Two figures per count:

* **once per position**: every position of whole random games viewed once, in order, by seat
  0, as the service does after each move (so the memos hold only what earlier positions and
  games left in them), after 5 warm-up games of other seeds; the median of single calls;
* **repeated**: every 10th position of the middle fifth of each game, the best of 5 loops of
  200 calls each (every memo hit); the median over those positions.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from engines.burgundy.encode import state_view
from engines.burgundy.game import BurgundyGame
from engines.burgundy.state import BurgundyState
from engines.chance import SeededChance
from engines.contract import act, start

GAME = BurgundyGame()
View = Callable[[BurgundyState, int], bytes]


def positions(players: int, seed: int, edition: str) -> list[BurgundyState]:
    """Every decision of one random game, as separate states."""
    chance = SeededChance(seed)
    rng = random.Random(seed)
    state, _ = start(GAME, players, chance, {"edition": edition})
    assert isinstance(state, BurgundyState)
    found = [state.clone()]
    while not state.is_terminal():
        seat = state.current_seat()
        assert seat is not None
        legal = state.legal_actions()
        act(state, seat, legal[rng.randrange(len(legal))], chance)
        found.append(state.clone())
    return found


def reference(state: BurgundyState, seat: int) -> bytes:
    return state_view(state, seat).SerializeToString()


def engine(state: BurgundyState, seat: int) -> bytes:
    return state.view_wire(seat)


def once_per_position(players: int, games: int, seed: int, edition: str) -> list[float]:
    """Median µs of one call, for the reference then the engine's path."""
    for g in range(5):
        for state in positions(players, seed + 10_000 + g, edition):
            reference(state, 0)
            engine(state, 0)
    clock = time.perf_counter
    timings: dict[View, list[float]] = {reference: [], engine: []}
    for g in range(games):
        for state in positions(players, seed + g, edition):
            for view in (reference, engine) if g % 2 else (engine, reference):
                t0 = clock()
                view(state, 0)
                timings[view].append(clock() - t0)
    return [statistics.median(timings[view]) * 1e6 for view in (reference, engine)]


def repeated(players: int, games: int, seed: int, edition: str) -> list[float]:
    """Median over mid-game positions of the best µs per call, reference then engine."""
    clock = time.perf_counter

    def loop(view: View, state: BurgundyState) -> float:
        t0 = clock()
        for _ in range(200):
            view(state, 0)
        return (clock() - t0) / 200

    timings: dict[View, list[float]] = {reference: [], engine: []}
    for g in range(games):
        found = positions(players, seed + 20_000 + g, edition)
        for state in found[len(found) * 2 // 5 : len(found) * 3 // 5 : 10]:
            for view in (reference, engine):
                timings[view].append(min(loop(view, state) for _ in range(5)))
    return [statistics.median(timings[view]) * 1e6 for view in (reference, engine)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="measured games per count")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--edition", choices=("2019", "2011"), default="2019")
    args = parser.parse_args(argv)
    print(f"Burgundy view_wire, edition {args.edition}, {args.games} games per count (µs/call)")
    for players in args.players:
        old, new = once_per_position(players, args.games, args.seed, args.edition)
        old_r, new_r = repeated(players, args.games, args.seed, args.edition)
        print(
            f"{players} players: once per position: field by field {old:.1f}, view_wire "
            f"{new:.1f} ({old / new:.2f}x); repeated: field by field {old_r:.1f}, view_wire "
            f"{new_r:.1f} ({old_r / new_r:.2f}x)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
