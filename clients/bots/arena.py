"""In-process games between bots, straight on the engine (experiments, tests, benchmarks).

Matches through the service are :mod:`clients.match`; this is the fast path with no server.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from clients.bots.base import AnyGame, Bot
from engines.chance import SeededChance
from engines.contract import Outcome, act, start


@dataclass(frozen=True, slots=True)
class GameResult:
    outcome: Outcome
    decisions: int


def play(
    game: AnyGame,
    bots: Sequence[Bot],
    seed: int,
    options: Mapping[str, str] | None = None,
) -> GameResult:
    """One complete game; ``bots[i]`` plays seat ``i``; chance comes from ``seed``."""
    chance = SeededChance(seed)
    state, _ = start(game, len(bots), chance, options)
    decisions = 0
    while not state.is_terminal():
        seat = state.current_seat()
        assert seat is not None
        action = bots[seat].choose(state.clone(), seat)
        act(state, seat, action, chance, events=False)
        decisions += 1
    outcome = state.outcome()
    assert outcome is not None
    return GameResult(outcome, decisions)


@dataclass(frozen=True, slots=True)
class Duel:
    """Bot A against bot B over a set of games: win rates (shared wins count as a fraction)
    and A's mean score margin over the best other seat."""

    games: int
    win_a: float
    win_b: float
    margin_a: float


def _duel_game(
    game: AnyGame,
    make_a: Callable[[int], Bot],
    make_b: Callable[[int], Bot],
    index: int,
    seed: int,
    players: int,
) -> tuple[float, float, float]:
    a_seat = 0 if index % 2 == 0 else players - 1
    bots = [
        make_a(seed * 1000 + index) if seat == a_seat else make_b(seed * 1000 + index + seat)
        for seat in range(players)
    ]
    result = play(game, bots, seed * 7919 + index)
    winners = [seat for seat, rank in enumerate(result.outcome.ranks) if rank == 1]
    share = 1.0 / len(winners)
    a_wins = share if a_seat in winners else 0.0
    scores = result.outcome.scores
    margin = scores[a_seat] - max(s for seat, s in enumerate(scores) if seat != a_seat)
    return a_wins, 1.0 - a_wins, float(margin)


def duel(
    game: AnyGame,
    make_a: Callable[[int], Bot],
    make_b: Callable[[int], Bot],
    games: int,
    seed: int,
    players: int = 2,
    processes: int = 1,
) -> Duel:
    """Bot A against bot B over ``games`` games with seats alternating: seat 0 is A in even
    games, B in odd ones (the other seats, for more than 2 players, are B). Game ``i`` depends
    only on ``(seed, i)``, so the result is the same for any number of ``processes`` (which
    then need picklable factories, e.g. ``functools.partial`` of a bot class)."""
    args = [(game, make_a, make_b, index, seed, players) for index in range(games)]
    if processes > 1:
        with ProcessPoolExecutor(processes) as pool:
            results = list(pool.map(_duel_game, *zip(*args, strict=True)))
    else:
        results = [_duel_game(*a) for a in args]
    return Duel(
        games=games,
        win_a=sum(r[0] for r in results) / games,
        win_b=sum(r[1] for r in results) / games,
        margin_a=sum(r[2] for r in results) / games,
    )


def head_to_head(
    game: AnyGame,
    make_a: Callable[[int], Bot],
    make_b: Callable[[int], Bot],
    games: int,
    seed: int,
    players: int = 2,
) -> tuple[float, float]:
    """The win rates of bot A and bot B (see :func:`duel`)."""
    result = duel(game, make_a, make_b, games, seed, players)
    return result.win_a, result.win_b
