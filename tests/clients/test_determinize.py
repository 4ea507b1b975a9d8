"""State from view: what a bot rebuilds from its seat's view is a position it can search, with
the same seat to move, the same scores and the same legal actions as the real one."""

from __future__ import annotations

import random

import pytest

from clients.bots.determinize import state_from_view
from engines import registry
from engines.chance import SeededChance
from engines.contract import act, start


@pytest.mark.parametrize("game_name", ["carcassonne", "burgundy"])
@pytest.mark.parametrize("players", [2, 4])
def test_state_from_view_agrees_with_the_real_state(game_name: str, players: int) -> None:
    game = registry.get_game(game_name)
    state, _ = start(game, players, SeededChance(players))
    chooser, sampler, chance = random.Random(1), random.Random(2), SeededChance(3)
    checked = 0
    while not state.is_terminal():
        seat = state.current_seat()
        assert seat is not None
        if chooser.random() < 0.15:
            rebuilt = state_from_view(game, state.view(seat), sampler)
            assert rebuilt.current_seat() == seat
            assert rebuilt.scores() == state.scores()
            assert rebuilt.pending_decision() == state.pending_decision()
            assert sorted(map(repr, rebuilt.legal_actions())) == sorted(
                map(repr, state.legal_actions())
            )
            assert rebuilt.view(seat) == state.view(seat)
            checked += 1
        legal = state.legal_actions()
        act(state, seat, legal[chooser.randrange(len(legal))], chance)
    assert checked > 5
