"""In-process games between bots, straight on the engine (experiments, tests, benchmarks).

Matches through the service are :mod:`clients.match`; this is the fast path with no server.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
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
        act(state, seat, action, chance)
        decisions += 1
    outcome = state.outcome()
    assert outcome is not None
    return GameResult(outcome, decisions)


def head_to_head(
    game: AnyGame,
    make_a: Callable[[int], Bot],
    make_b: Callable[[int], Bot],
    games: int,
    seed: int,
    players: int = 2,
) -> tuple[float, float]:
    """Win rates of bot A and bot B over ``games`` games with seats alternating: seat 0 is A
    in even games, B in odd ones (the other seats, for more than 2 players, are B). Shared
    wins count as a fraction."""
    wins = [0.0, 0.0]
    for index in range(games):
        a_seat = 0 if index % 2 == 0 else players - 1
        bots = [
            make_a(seed * 1000 + index) if seat == a_seat else make_b(seed * 1000 + index + seat)
            for seat in range(players)
        ]
        result = play(game, bots, seed * 7919 + index)
        winners = [seat for seat, rank in enumerate(result.outcome.ranks) if rank == 1]
        for seat in winners:
            wins[0 if seat == a_seat else 1] += 1.0 / len(winners)
    return wins[0] / games, wins[1] / games
