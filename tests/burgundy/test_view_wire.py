"""The View the service sends (``view_wire``, written by hand from memoized parts) is byte for
byte the deterministic serialization of the View built field by field by the reference
(:func:`engines.burgundy.encode.state_view`), for every seat and a spectator, on every position
of random games (chance nodes included), on diverging clones, and with values that need
multi-byte varints. Equal bytes also mean that the view shows exactly what the reference shows,
so nothing hidden (supplies, unrevealed goods) leaks into it."""

from __future__ import annotations

import random

import pytest

from engines.burgundy.encode import state_view
from engines.burgundy.state import BurgundyState
from engines.chance import SeededChance
from tests.burgundy.helpers import GAME, started


def _assert_views_match(state: BurgundyState) -> None:
    for seat in [None, *range(state.num_players)]:
        reference = state_view(state, seat)
        wire = state.view_wire(seat)
        assert wire == reference.SerializeToString(deterministic=True), (seat, state.describe())
        assert state.view(seat) == reference


def _play(state: BurgundyState, chance: SeededChance, rng: random.Random, steps: int) -> int:
    """Up to ``steps`` chance outcomes and actions, checking the views before each; returns how
    many positions were checked."""
    checked = 0
    while checked < steps:
        _assert_views_match(state)
        checked += 1
        if state.is_terminal():
            break
        request = state.chance_request()
        if request is not None:
            state.apply_chance(chance.choose(request))
            continue
        seat = state.current_seat()
        assert seat is not None
        legal = state.legal_actions()
        state.apply_action(seat, legal[rng.randrange(len(legal))])
    return checked


@pytest.mark.parametrize(
    ("players", "edition", "options"),
    [
        (2, "2019", {}),
        (2, "2011", {"start_seat": "1", "tiebreak_empty_spaces": "most"}),
        (3, "2019", {"warehouse_sale": "compulsory", "k5_adjacency": "line"}),
        (3, "2011", {}),
        (4, "2019", {"tiebreak_turn_order": "ahead"}),
        (4, "2011", {"start_seat": "3"}),
    ],
)
def test_view_wire_is_the_reference_view_on_every_position(
    players: int, edition: str, options: dict[str, str]
) -> None:
    for seed in range(2):
        state = GAME.new_game(players, {"edition": edition, **options})
        assert isinstance(state, BurgundyState)
        checked = _play(state, SeededChance(seed), random.Random(seed), 10_000)
        assert state.is_terminal()
        assert checked > 100


def test_diverging_clones_each_view_their_own_position() -> None:
    state = started(3, seed=5)
    chance = SeededChance(6)
    _play(state, chance, random.Random(5), 60)
    branch = state.clone()
    _play(branch, SeededChance(7), random.Random(7), 80)
    _play(state, chance, random.Random(8), 80)
    for position in (state, branch):
        loaded = GAME.state_from_proto(position.to_proto())
        assert isinstance(loaded, BurgundyState)
        assert loaded.view_wire(0) == position.view_wire(0)
    assert state.view_wire(None) != branch.view_wire(None)


def test_large_and_unusual_values_encode_as_the_reference_does() -> None:
    state = started(2, seed=3)
    p = state.players[1]
    p.score = 300  # two-byte varints
    p.silver = 128
    p.workers = 20_000  # three bytes
    p.by_cause[1] = 200  # a packed value past one byte
    p.goods[3] = 130
    p.sold[6] = 127
    state.white = 6
    state.round_goods = [6, 5, 300]
    _assert_views_match(state)
    p.by_cause[2] = 1 << 20
    state.depot_goods[4][2] = 255
    _assert_views_match(state)
    state.players[0].score = -1  # never in play, but int32 allows it: ten bytes
    state.players[0].by_cause[3] = -2
    _assert_views_match(state)
