"""random_playout picks its actions exactly as ``random.Random.randrange`` would (the goldens
recorded from it, and every seeded benchmark game, depend on that stream)."""

from __future__ import annotations

import random

import pytest

from engines import registry
from engines.chance import SeededChance
from engines.contract import act, settle
from engines.playout import random_playout


@pytest.mark.parametrize(("name", "players", "seed"), [("burgundy", 2, 3), ("carcassonne", 3, 4)])
def test_random_playout_picks_as_randrange_does(name: str, players: int, seed: int) -> None:
    game = registry.get_game(name)
    chance = SeededChance(seed)
    chooser = random.Random(seed ^ 0x5EED)
    state = game.new_game(players)
    settle(state, chance, events=False)
    expected = []
    while not state.is_terminal():
        seat = state.current_seat()
        assert seat is not None
        legal = state.legal_actions()
        action = legal[chooser.randrange(len(legal))]
        expected.append((seat, action))
        act(state, seat, action, chance, events=False)
    assert random_playout(game, players, seed, events=False).actions == expected
