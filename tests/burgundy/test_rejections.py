"""Reason codes of rejected actions; a rejection never changes the state."""

from __future__ import annotations

from engines.burgundy.actions import (
    DeclineEffect,
    EndTurn,
    PlaceTile,
    SellGoods,
    ShipGoods,
    TakeTile,
    TakeWorkers,
)
from engines.burgundy.state import OVER, BurgundyState
from tests.burgundy.helpers import GAME, kind, position, put, rejects, seat_now, store


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
    rejects(state, other, TakeWorkers(3), "NOT_YOUR_TURN")
    rejects(state, seat, TakeWorkers(4), "DIE_NOT_AVAILABLE")
    rejects(state, seat, TakeWorkers(0), "DIE_NOT_AVAILABLE")
    rejects(state, seat, TakeTile(3, 0, 3, missing), "TILE_NOT_IN_DEPOT")
    rejects(state, seat, TakeTile(3, 0, 3, in_depot_3, kind("ship")), "DISCARD_NOT_ALLOWED")
    rejects(state, seat, PlaceTile(5, 0, kind("bank"), 12), "TILE_NOT_STORED")
    rejects(state, seat, PlaceTile(5, 0, kind("ship"), 20), "CELL_OCCUPIED")
    rejects(state, seat, PlaceTile(5, 0, kind("ship"), 25), "COLOUR_MISMATCH")
    rejects(state, seat, PlaceTile(5, 0, kind("ship"), 16), "NOT_ADJACENT")
    rejects(state, seat, SellGoods(3, 0, 2), "NO_SUCH_GOODS")
    rejects(state, seat, SellGoods(3, 0, 1), "WRONG_DIE_VALUE")
    rejects(state, seat, ShipGoods(1, 0, 0), "WRONG_STEP")
    rejects(state, seat, EndTurn(), "DICE_REMAINING")
    rejects(state, seat, DeclineEffect(), "WRONG_STEP")
    for _ in range(2):
        store(state, seat, "mine")
    rejects(state, seat, TakeTile(3, 0, 3, in_depot_3), "DISCARD_REQUIRED")
    rejects(state, seat, TakeTile(3, 0, 3, in_depot_3, kind("bank")), "DISCARD_NOT_STORED")


def test_chance_pending_and_game_over() -> None:
    state = GAME.new_game(2)
    assert isinstance(state, BurgundyState)
    rejects(state, 0, TakeWorkers(1), "CHANCE_PENDING")
    over = position()
    over.stage = OVER
    rejects(over, 0, TakeWorkers(1), "GAME_OVER")


def test_effect_decisions_refuse_other_actions() -> None:
    state = position(dice=(3, 3))
    seat = seat_now(state)
    store(state, seat, "warehouse")
    state.players[seat].goods = [0, 2, 0, 0, 0, 0, 0]
    state.apply_action(seat, PlaceTile(3, 0, kind("warehouse"), 12))
    assert state.pending_decision() == "WAREHOUSE_SELL"
    rejects(state, seat, TakeWorkers(0), "WRONG_STEP")
    rejects(state, seat, SellGoods(3, 0, 1), "DIE_NOT_AVAILABLE")
    rejects(state, seat, PlaceTile(0, 0, kind("ship"), 20), "WRONG_STEP")
