"""Each of the eight buildings, the building rule of cities, and lost effects."""

from __future__ import annotations

import pytest
from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy.actions import (
    BuyTile,
    DeclineEffect,
    PlaceTile,
    SellGoods,
    TakeTile,
)
from engines.burgundy.state import BurgundyState
from engines.errors import IllegalAction
from tests.burgundy.helpers import kind, position, put, seat_now, store

# cell 12 (die 3) is a one-space city next to the starting castle; cells 26 (die 3) and 27
# (die 1) belong to the five-space city R11; 26 touches the starting castle.


def _with_building(
    label: str, dice: tuple[int, int] = (3, 3), edition: str = "2019"
) -> BurgundyState:
    state = position(dice=dice, edition=edition)
    store(state, seat_now(state), label)
    return state


def _clear_depots(state: BurgundyState) -> None:
    for d in range(1, 7):
        state.out_of_game += sum(1 for k in state.depots[d] if k >= 0)
        state.depots[d] = [-1] * len(state.depots[d])


def test_warehouse_sells_one_goods_type() -> None:
    state = _with_building("warehouse")
    seat = seat_now(state)
    p = state.players[seat]
    p.goods = [0, 2, 0, 1, 0, 0, 0]
    state.apply_action(seat, PlaceTile(3, 0, kind("warehouse"), 12))
    assert state.pending_decision() == "WAREHOUSE_SELL"
    assert state.legal_actions() == [SellGoods(0, 0, 1), SellGoods(0, 0, 3), DeclineEffect()]
    state.apply_action(seat, SellGoods(0, 0, 1))
    assert p.goods[1] == 0 and p.sold[1] == 2
    assert p.score == (1 + 10) + 2 * 2  # the one-space city in phase A, then the sale


def test_warehouse_without_goods_is_lost_but_placed() -> None:
    state = _with_building("warehouse")
    seat = seat_now(state)
    state.players[seat].goods = [0] * 7
    events = state.apply_action(seat, PlaceTile(3, 0, kind("warehouse"), 12))
    assert state.players[seat].estate[12] == kind("warehouse")
    assert state.pending_decision() == "DIE_ACTION"
    assert any(e.WhichOneof("event") == "effect_resolved" for e in events)


def test_watchtower_scores_4() -> None:
    state = _with_building("watchtower", dice=(3, 1))
    seat = seat_now(state)
    events = state.apply_action(seat, PlaceTile(3, 0, kind("watchtower"), 26))
    causes = [e.points_scored.cause for e in events if e.WhichOneof("event") == "points_scored"]
    assert pb.SCORE_CAUSE_WATCHTOWER in causes


@pytest.mark.parametrize(
    ("label", "decision", "allowed", "refused"),
    [
        ("carpenters_workshop", "CARPENTERS_WORKSHOP_TAKE", "bank", "ship"),
        ("church", "CHURCH_TAKE", "mine", "bank"),
        ("market", "MARKET_TAKE", "pig_2", "castle"),
    ],
)
def test_taking_buildings(label: str, decision: str, allowed: str, refused: str) -> None:
    state = _with_building(label)
    seat = seat_now(state)
    _clear_depots(state)
    state.depots[2][0] = kind(allowed)
    state.depots[4][0] = kind(refused)
    state.apply_action(seat, PlaceTile(3, 0, kind(label), 12))
    assert state.pending_decision() == decision
    assert state.legal_actions() == [TakeTile(0, 0, 2, kind(allowed))]
    with pytest.raises(IllegalAction) as wrong:
        state.clone().apply_action(seat, TakeTile(0, 0, 4, kind(refused)))
    assert wrong.value.reason == "WRONG_TILE_TYPE"
    state.apply_action(seat, TakeTile(0, 0, 2, kind(allowed)))
    assert kind(allowed) in state.players[seat].storage


@pytest.mark.parametrize("label", ["carpenters_workshop", "church", "market"])
def test_take_effect_with_nothing_to_take_is_lost(label: str) -> None:
    state = _with_building(label)
    seat = seat_now(state)
    _clear_depots(state)
    state.apply_action(seat, PlaceTile(3, 0, kind(label), 12))
    assert state.pending_decision() == "DIE_ACTION"
    assert state.players[seat].estate[12] == kind(label)


def test_boarding_house_gives_4_workers_not_boosted_by_k13_k14() -> None:
    state = _with_building("boarding_house")
    seat = seat_now(state)
    put(state, seat, 13, "knowledge_13")
    put(state, seat, 8, "knowledge_14")
    p = state.players[seat]
    workers, silver = p.workers, p.silver
    state.apply_action(seat, PlaceTile(3, 0, kind("boarding_house"), 12))
    assert (p.workers, p.silver) == (workers + 4, silver)


def test_bank_gives_2_silverlings() -> None:
    state = _with_building("bank")
    seat = seat_now(state)
    p = state.players[seat]
    silver = p.silver
    state.apply_action(seat, PlaceTile(3, 0, kind("bank"), 12))
    assert p.silver == silver + 2


def test_city_hall_places_with_any_value_but_colour_and_adjacency_hold() -> None:
    state = _with_building("city_hall")
    seat = seat_now(state)
    store(state, seat, "cow_2")
    state.apply_action(seat, PlaceTile(3, 0, kind("city_hall"), 12))
    assert state.pending_decision() == "CITY_HALL_PLACE"
    cells = {a.cell for a in state.legal_actions() if isinstance(a, PlaceTile)}
    assert cells == {6, 11}  # pasture cells touching the castle or the City Hall
    with pytest.raises(IllegalAction) as far:
        state.clone().apply_action(seat, PlaceTile(0, 0, kind("cow_2"), 1))
    assert far.value.reason == "NOT_ADJACENT"
    with pytest.raises(IllegalAction) as colour:
        state.clone().apply_action(seat, PlaceTile(0, 0, kind("cow_2"), 13))
    assert colour.value.reason == "COLOUR_MISMATCH"
    state.apply_action(seat, PlaceTile(0, 0, kind("cow_2"), 6))
    assert state.players[seat].score == 1 + 10 + 2  # the 1-space city in phase A, 2 cows


def test_city_hall_2019_may_buy_first_and_decline_only_without_placement() -> None:
    state = _with_building("city_hall", edition="2019")
    seat = seat_now(state)
    state.players[seat].silver = 2
    state.depots[0][0] = kind("ship")
    state.apply_action(seat, PlaceTile(3, 0, kind("city_hall"), 12))
    assert state.pending_decision() == "CITY_HALL_PLACE"
    legal = state.legal_actions()
    assert DeclineEffect() in legal
    assert BuyTile(0, kind("ship")) in legal
    state.apply_action(seat, BuyTile(0, kind("ship")))
    legal = state.legal_actions()
    assert DeclineEffect() not in legal
    assert PlaceTile(0, 0, kind("ship"), 18) in legal
    with pytest.raises(IllegalAction) as decline:
        state.clone().apply_action(seat, DeclineEffect())
    assert decline.value.reason == "PLACEMENT_POSSIBLE"


def test_city_hall_2011_has_no_purchase_during_the_effect() -> None:
    state = _with_building("city_hall", edition="2011")
    seat = seat_now(state)
    state.players[seat].silver = 2
    state.depots[0][0] = kind("ship")
    state.apply_action(seat, PlaceTile(3, 0, kind("city_hall"), 12))
    assert state.pending_decision() == "DIE_ACTION"  # nothing to place: effect lost
    assert state.players[seat].silver == 2


def test_only_one_building_of_each_type_per_city() -> None:
    state = _with_building("bank", dice=(3, 1))
    seat = seat_now(state)
    put(state, seat, 26, "bank")
    legal = state.legal_actions()
    assert PlaceTile(1, 0, kind("bank"), 27) not in legal
    with pytest.raises(IllegalAction) as same:
        state.clone().apply_action(seat, PlaceTile(1, 0, kind("bank"), 27))
    assert same.value.reason == "BUILDING_ALREADY_IN_CITY"
    assert PlaceTile(3, 0, kind("bank"), 12) in legal  # another city is fine


def test_k1_allows_the_same_building_twice_in_a_city() -> None:
    state = _with_building("bank", dice=(3, 1))
    seat = seat_now(state)
    put(state, seat, 26, "bank")
    put(state, seat, 13, "knowledge_1")
    assert PlaceTile(1, 0, kind("bank"), 27) in state.legal_actions()
