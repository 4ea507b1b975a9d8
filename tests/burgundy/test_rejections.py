"""Reason codes of rejected actions; a rejection never changes the state."""

from __future__ import annotations

import pytest

from engines.burgundy.actions import (
    BurgundyAction,
    DeclineEffect,
    EndTurn,
    PlaceTile,
    SellGoods,
    ShipGoods,
    TakeTile,
    TakeWorkers,
)
from engines.burgundy.state import OVER, BurgundyState
from engines.errors import IllegalAction
from tests.burgundy.helpers import GAME, kind, position, put, seat_now, store


def _rejects(state: BurgundyState, seat: int, action: BurgundyAction, reason: str) -> None:
    before = state.to_proto()
    with pytest.raises(IllegalAction) as rejected:
        state.apply_action(seat, action)
    assert rejected.value.reason == reason
    assert state.to_proto() == before


def test_reason_codes_of_die_actions() -> None:
    state = position(dice=(3, 5))
    seat = seat_now(state)
    other = next(s for s in range(state.n) if s != seat)
    p = state.players[seat]
    p.goods = [0, 1, 0, 0, 0, 0, 0]
    store(state, seat, "ship")
    put(state, seat, 20, "ship")
    in_depot_3 = next(k for k in state.depots[3] if k >= 0)
    missing = next(k for k in range(40) if k not in state.depots[3])
    _rejects(state, other, TakeWorkers(3), "NOT_YOUR_TURN")
    _rejects(state, seat, TakeWorkers(4), "DIE_NOT_AVAILABLE")
    _rejects(state, seat, TakeWorkers(0), "DIE_NOT_AVAILABLE")
    _rejects(state, seat, TakeTile(3, 0, 3, missing), "TILE_NOT_IN_DEPOT")
    _rejects(state, seat, TakeTile(3, 0, 3, in_depot_3, kind("ship")), "DISCARD_NOT_ALLOWED")
    _rejects(state, seat, PlaceTile(5, 0, kind("bank"), 12), "TILE_NOT_STORED")
    _rejects(state, seat, PlaceTile(5, 0, kind("ship"), 20), "CELL_OCCUPIED")
    _rejects(state, seat, PlaceTile(5, 0, kind("ship"), 25), "COLOUR_MISMATCH")
    _rejects(state, seat, PlaceTile(5, 0, kind("ship"), 16), "NOT_ADJACENT")
    _rejects(state, seat, SellGoods(3, 0, 2), "NO_SUCH_GOODS")
    _rejects(state, seat, SellGoods(3, 0, 1), "WRONG_DIE_VALUE")
    _rejects(state, seat, ShipGoods(1, 0, 0), "WRONG_STEP")
    _rejects(state, seat, EndTurn(), "DICE_REMAINING")
    _rejects(state, seat, DeclineEffect(), "WRONG_STEP")
    for _ in range(2):
        store(state, seat, "mine")
    _rejects(state, seat, TakeTile(3, 0, 3, in_depot_3), "DISCARD_REQUIRED")
    _rejects(state, seat, TakeTile(3, 0, 3, in_depot_3, kind("bank")), "DISCARD_NOT_STORED")


def test_chance_pending_and_game_over() -> None:
    state = GAME.new_game(2)
    assert isinstance(state, BurgundyState)
    _rejects(state, 0, TakeWorkers(1), "CHANCE_PENDING")
    over = position()
    over.stage = OVER
    _rejects(over, 0, TakeWorkers(1), "GAME_OVER")


def test_effect_decisions_refuse_other_actions() -> None:
    state = position(dice=(3, 3))
    seat = seat_now(state)
    store(state, seat, "warehouse")
    state.players[seat].goods = [0, 2, 0, 0, 0, 0, 0]
    state.apply_action(seat, PlaceTile(3, 0, kind("warehouse"), 12))
    assert state.pending_decision() == "WAREHOUSE_SELL"
    _rejects(state, seat, TakeWorkers(0), "WRONG_STEP")
    _rejects(state, seat, SellGoods(3, 0, 1), "DIE_NOT_AVAILABLE")
    _rejects(state, seat, PlaceTile(0, 0, kind("ship"), 20), "WRONG_STEP")
