"""Views built from memoized parts (placed tiles extended incrementally, shared by clones) are
exactly the views of the same position loaded afresh, on every branch of a game; the wire form
the service sends (``view_wire``) is byte for byte the view's deterministic serialization."""

from __future__ import annotations

import random

from engines.carcassonne.codec import state_from_proto
from engines.carcassonne.state import CarcassonneState
from engines.chance import SeededChance
from engines.contract import act, start

from .helpers import GAME


def _fresh_views(state: CarcassonneState) -> list[bytes]:
    loaded = state_from_proto(state.to_proto())
    seats: list[int | None] = [None, *range(state.num_players)]
    return [loaded.view(seat).SerializeToString(deterministic=True) for seat in seats]


def _views(state: CarcassonneState) -> list[bytes]:
    seats: list[int | None] = [None, *range(state.num_players)]
    views = [state.view(seat).SerializeToString(deterministic=True) for seat in seats]
    assert [state.view_wire(seat) for seat in seats] == views
    return views


def _play(state: CarcassonneState, chance: SeededChance, rng: random.Random, turns: int) -> None:
    for _ in range(turns):
        if state.is_terminal():
            return
        seat = state.current_seat()
        assert seat is not None
        legal = state.legal_actions()
        act(state, seat, legal[rng.randrange(len(legal))], chance)
        assert _views(state) == _fresh_views(state)


def test_views_of_branching_clones_equal_views_of_fresh_positions() -> None:
    for seed in range(3):
        chance = SeededChance(seed)
        state, _ = start(GAME, 3, chance)
        assert isinstance(state, CarcassonneState)
        rng = random.Random(seed)
        _play(state, chance, rng, 40)
        # two branches from one position share its memo of placed tiles; each must still see
        # only its own tiles
        branch = state.clone()
        _play(branch, SeededChance(seed + 100, 40), random.Random(seed + 1), 30)
        _play(state, chance, rng, 30)
        assert _views(state) == _fresh_views(state)
        _play(state, chance, rng, 200)
        assert state.is_terminal()
