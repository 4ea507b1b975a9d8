"""Random positions of the games, seeded, for the rl tests."""

from __future__ import annotations

import random
from collections.abc import Iterator

from clients.rl.core import Position
from engines.chance import SeededChance
from engines.contract import act, settle

#: (game, players) for every game with an encoding and every player count
TABLES = [("carcassonne", n) for n in range(2, 7)] + [("burgundy", n) for n in range(2, 5)]


def random_positions(game: str, players: int, seed: int, count: int) -> Iterator[Position]:
    """``count`` positions of one seeded random game where a seat must decide, spread over the
    game (each a separate copy)."""
    rng = random.Random(seed)
    position = Position.new(game, players)
    chance = SeededChance(seed)
    state = position.state
    settle(state, chance, events=False)
    decisions = 0
    yielded = 0
    while not state.is_terminal() and yielded < count:
        seat = state.current_seat()
        assert seat is not None
        if decisions % 17 == 3:
            yield Position(position.game, position.encoding, state.clone())
            yielded += 1
        act(state, seat, rng.choice(state.legal_actions()), chance, events=False)
        decisions += 1
