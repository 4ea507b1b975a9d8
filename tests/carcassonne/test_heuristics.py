"""The Carcassonne bots' fast projection (read straight from the feature map) agrees with the
engine's own final scoring run on a clone, over whole games of 2 to 4 seats."""

from __future__ import annotations

import pytest

from clients.bots import make_bot
from engines import registry
from engines.carcassonne.heuristics import (
    FOLLOWER_VALUE,
    expected_scores,
    projected_scores,
    slow_projected_scores,
)
from engines.carcassonne.state import CarcassonneState
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
        position = state
        assert isinstance(position, CarcassonneState)
        assert projected_scores(position) == slow_projected_scores(position)
        checked += 1
        seat = state.current_seat()
        assert seat is not None
        act(state, seat, bots[seat].choose(state.clone(), seat), chance)
    assert checked > 100


def test_expected_scores_become_the_final_scoring_when_the_pile_is_empty() -> None:
    """With no tile left to draw nothing can grow, so the search bot's expected scores must be
    what the final scoring gives (the projection without its follower value); earlier they
    also count followers and likely completions, and stay finite."""
    game = registry.get_game("carcassonne")
    chance = SeededChance(7)
    state, _ = start(game, 3, chance, None)
    bots = [make_bot("greedy", game, i) for i in range(3)]
    checked_empty = 0
    while not state.is_terminal():
        position = state
        assert isinstance(position, CarcassonneState)
        expected = expected_scores(position)
        assert len(expected) == 3 and all(value >= 0 for value in expected)
        if position._pile_total == 0:
            supply = position._supply
            final = [
                score - FOLLOWER_VALUE * supply[seat]
                for seat, score in enumerate(slow_projected_scores(position))
            ]
            assert expected == pytest.approx(final)
            checked_empty += 1
        seat = state.current_seat()
        assert seat is not None
        act(state, seat, bots[seat].choose(state.clone(), seat), chance)
    assert checked_empty >= 1
