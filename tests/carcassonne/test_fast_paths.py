"""The engine's shortcuts give exactly what the long way gives: the tile request derived from
the one before the draw, and games applied without events (both table options)."""

from __future__ import annotations

import random

import pytest

from engines.carcassonne.game import CarcassonneGame
from engines.chance import ChanceRequest, SeededChance
from engines.contract import act, settle
from engines.playout import random_playout

GAME = CarcassonneGame()
OPTIONS = ({"unplaceable_tile": "discard"}, {"unplaceable_tile": "return_to_bag"})


class _Checked:
    """SeededChance that checks each request against one rebuilt from the State message."""

    def __init__(self, seed: int) -> None:
        self.chance = SeededChance(seed)
        self.state = GAME.new_game(2)
        self.checked = 0

    def choose(self, request: ChanceRequest) -> str:
        assert request == GAME.state_from_proto(self.state.to_proto()).chance_request()
        self.checked += 1
        return self.chance.choose(request)


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: o["unplaceable_tile"])
@pytest.mark.parametrize("players", [2, 5])
def test_each_tile_request_equals_the_one_built_from_the_pile(
    players: int, options: dict[str, str]
) -> None:
    for seed in range(6):
        source = _Checked(seed)
        state = source.state = GAME.new_game(players, options)
        chooser = random.Random(seed)
        settle(state, source)
        while not state.is_terminal():
            seat = state.current_seat()
            assert seat is not None
            act(state, seat, chooser.choice(state.legal_actions()), source)
        assert source.checked >= 72 - 1


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: o["unplaceable_tile"])
def test_games_without_events_end_exactly_the_same(options: dict[str, str]) -> None:
    for seed in range(12):
        players = 2 + seed % 5
        built = random_playout(GAME, players, seed, options)
        quiet = random_playout(GAME, players, seed, options, events=False)
        assert built.events and not quiet.events
        assert (quiet.actions, quiet.outcomes, quiet.outcome) == (
            built.actions,
            built.outcomes,
            built.outcome,
        )
        assert quiet.state.to_proto() == built.state.to_proto()
