"""The Carcassonne bots' fast projection (read straight from the feature map) agrees with the
engine's own final scoring run on a clone, over whole games of 2 to 4 seats."""

from __future__ import annotations

import pytest

from clients.bots import make_bot
from clients.bots.carcassonne import projected_scores, slow_projected_scores
from engines import registry
from engines.chance import SeededChance
from engines.contract import act, start


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_fast_projection_matches_final_scoring(seed: int) -> None:
    game = registry.get_game("carcassonne")
    chance = SeededChance(seed)
    state, _ = start(game, 2 + seed, chance, None)
    bots = [make_bot("greedy", game, seed + i) for i in range(state.num_players)]
    checked = 0
    while not state.is_terminal():
        assert projected_scores(state) == slow_projected_scores(state)
        checked += 1
        seat = state.current_seat()
        assert seat is not None
        act(state, seat, bots[seat].choose(state.clone(), seat), chance)
    assert checked > 100
