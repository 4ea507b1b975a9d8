"""Knowledge tiles (both editions where they differ), castles, purchases, storage, phase
end income (after phase E too) and the 3-player depot-6 rule."""

from __future__ import annotations

import pytest
from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import catalog as C
from engines.burgundy.actions import (
    PAY_MIXED,
    PAY_WORKERS,
    BuyTile,
    EndTurn,
    PlaceTile,
    SellGoods,
    ShipGoods,
    TakeTile,
    TakeWorkers,
)
from engines.burgundy.state import FILL_DEPOTS, OVER, BurgundyState
from engines.chance import SeededChance
from engines.errors import IllegalAction
from tests.burgundy.helpers import GAME, kind, position, put, seat_now, store


def _reason(state: BurgundyState, seat: int, action: object) -> str:
    with pytest.raises(IllegalAction) as rejected:
        state.clone().apply_action(seat, action)  # type: ignore[arg-type]
    return rejected.value.reason


def _end_of_phase(state: BurgundyState, phase: int) -> int:
    """Make the current turn the last of ``phase``; returns the acting seat."""
    state.phase = phase
    state.round = 4
    state.turn_index = state.n - 1
    seat = state.turn_order[-1]
    for other in state.turn_order:
        state.players[other].unused = []
    state.players[seat].unused = [1]
    state.players[seat].silver = 0
    return seat


@pytest.mark.parametrize("phase", [0, 4])
def test_phase_end_income_with_and_without_k2(phase: int) -> None:
    state = position()
    seat = _end_of_phase(state, phase)
    other = next(s for s in range(state.n) if s != seat)
    put(state, seat, 25, "mine")
    put(state, seat, 30, "mine")
    put(state, other, 25, "mine")
    put(state, other, 13, "knowledge_2")
    state.players[other].silver = 0
    workers = (state.players[seat].workers + 2, state.players[other].workers + 1)
    events = state.apply_action(seat, TakeWorkers(1))
    incomes = {e.phase_income.seat: e.phase_income for e in events if e.HasField("phase_income")}
    assert (incomes[seat].silver, incomes[seat].workers) == (2, 0)
    assert (incomes[other].silver, incomes[other].workers) == (1, 1)
    assert (state.players[seat].workers, state.players[other].workers) == workers
    if phase == 4:
        assert state.stage == OVER
        # the income was paid before final scoring counted the silverlings
        assert state.players[seat].by_cause[7] == 2
    else:
        assert state.stage == FILL_DEPOTS and state.phase == 1
        assert state.players[seat].silver == 2


def test_phase_start_clears_the_board_but_keeps_goods() -> None:
    state = position()
    seat = _end_of_phase(state, 0)
    state.depot_goods[2][4] = 3
    on_board = sum(1 for d in state.depots for k in d if k >= 0)
    out = state.out_of_game
    events = state.apply_action(seat, TakeWorkers(1))
    started = next(e.phase_started for e in events if e.HasField("phase_started"))
    assert started.tiles_removed == on_board
    assert state.out_of_game == out + on_board
    assert all(k < 0 for d in state.depots for k in d)
    assert state.depot_goods[2][4] == 3


def test_three_players_depot_6_gets_a_mine_in_phases_b_and_d() -> None:
    state = GAME.new_game(3)
    chance = SeededChance(4)
    seen: dict[int, tuple[str, ...]] = {}
    plan_index = None
    while True:
        request = state.chance_request()
        if request is None:
            # play on with workers only until the next phases
            seat = state.current_seat()
            if seat is None:
                break
            legal = state.legal_actions()
            state.apply_action(seat, legal[-1])
            continue
        if state.stage == FILL_DEPOTS:
            plan = state.fill_plan()
            if plan_index is None:
                plan_index = next(i for i, (d, s, _c) in enumerate(plan) if d == 6 and s == 2)
            if state.chance_step == plan_index:
                seen[state.phase] = request.outcomes
        state.apply_chance(chance.choose(request))
        if len(seen) == 5:
            break
    assert seen[0] == ("castle",) and seen[2] == ("castle",) and seen[4] == ("castle",)
    assert seen[1] == ("mine",) and seen[3] == ("mine",)


def test_depot_space_counts_by_player_count() -> None:
    for n, spaces, black in ((2, 12, 4), (3, 18, 6), (4, 24, 8)):
        state = position(n)
        assert sum(len(d) for d in state.depots[1:]) == spaces
        assert len(state.depots[0]) == black
        assert all(k >= 0 for d in state.depots for k in d)


def test_storage_full_requires_a_discard() -> None:
    state = position(dice=(2, 2))
    seat = seat_now(state)
    for label in ("bank", "ship", "mine"):
        store(state, seat, label)
    target = next(k for k in state.depots[2] if k >= 0)
    assert _reason(state, seat, TakeTile(2, 0, 2, target)) == "DISCARD_REQUIRED"
    takes = [a for a in state.legal_actions() if isinstance(a, TakeTile) and a.depot == 2]
    assert {a.discard for a in takes} == {kind("bank"), kind("ship"), kind("mine")}
    out = state.out_of_game
    state.apply_action(seat, TakeTile(2, 0, 2, target, kind("ship")))
    assert sorted(state.players[seat].storage) == sorted([kind("bank"), kind("mine"), target])
    assert state.out_of_game == out + 1


def test_castle_action() -> None:
    state = position(dice=(4, 4))
    seat = seat_now(state)
    put(state, seat, 13, "knowledge_3")  # cell 7 (die 6) touches cell 13
    store(state, seat, "castle")
    state.players[seat].unused = [6, 6]
    state.apply_action(seat, PlaceTile(6, 0, kind("castle"), 7))
    assert state.pending_decision() == "CASTLE_ACTION"
    legal = state.legal_actions()
    assert TakeWorkers(0) in legal
    assert all(getattr(a, "die", 0) == 0 for a in legal if not isinstance(a, BuyTile))
    assert {type(a).__name__ for a in legal} >= {"TakeTile", "TakeWorkers"}
    assert _reason(state, seat, TakeWorkers(6)) == "DIE_NOT_AVAILABLE"
    p = state.players[seat]
    workers = p.workers
    state.apply_action(seat, TakeWorkers(0))
    assert p.workers == workers + 2
    assert p.unused == [6]


@pytest.mark.parametrize(("edition", "can_buy"), [("2019", True), ("2011", False)])
def test_purchase_during_a_castle_action(edition: str, can_buy: bool) -> None:
    state = position(dice=(6, 6), edition=edition)
    seat = seat_now(state)
    put(state, seat, 13, "knowledge_3")
    store(state, seat, "castle")
    state.players[seat].silver = 2
    state.apply_action(seat, PlaceTile(6, 0, kind("castle"), 7))
    buys = [a for a in state.legal_actions() if isinstance(a, BuyTile)]
    assert bool(buys) is can_buy
    if not can_buy:
        assert _reason(state, seat, BuyTile(0, state.depots[0][0])) == "WRONG_STEP"


def test_one_purchase_per_turn_for_2_silverlings() -> None:
    state = position(dice=(1, 1))
    seat = seat_now(state)
    p = state.players[seat]
    p.silver = 5
    first, second = state.depots[0][0], state.depots[0][1]
    state.apply_action(seat, BuyTile(0, first))
    assert p.silver == 3 and first in p.storage
    assert _reason(state, seat, BuyTile(0, second)) == "ALREADY_BOUGHT_THIS_TURN"
    p.silver = 1
    state.bought = False
    assert _reason(state, seat, BuyTile(0, second)) == "NOT_ENOUGH_SILVER"
    assert _reason(state, seat, BuyTile(1, state.depots[1][0])) == "DEPOT_NOT_ALLOWED"


def test_purchase_after_both_dice_then_end_turn() -> None:
    state = position(dice=(1, 1))
    seat = seat_now(state)
    state.players[seat].silver = 2
    state.apply_action(seat, TakeWorkers(1))
    assert _reason(state, seat, EndTurn()) == "DICE_REMAINING"
    state.apply_action(seat, TakeWorkers(1))
    assert state.pending_decision() == "BUY_OR_END_TURN"
    legal = state.legal_actions()
    assert EndTurn() in legal and any(isinstance(a, BuyTile) for a in legal)
    state.apply_action(seat, EndTurn())
    assert state.current_seat() != seat


@pytest.mark.parametrize("edition", ["2019", "2011"])
def test_k6_buys_from_numbered_depots_and_2019_pays_with_workers(edition: str) -> None:
    state = position(dice=(1, 1), edition=edition)
    seat = seat_now(state)
    put(state, seat, 13, "knowledge_6")
    p = state.players[seat]
    p.silver, p.workers = 2, 2
    target = state.depots[4][0]
    legal = state.legal_actions()
    assert BuyTile(4, target) in legal
    by_workers = BuyTile(4, target, PAY_WORKERS)
    if edition == "2019":
        assert by_workers in legal
        p.silver = 0
        state.apply_action(seat, by_workers)
        assert (p.workers, p.silver) == (0, 0) and target in p.storage
    else:
        assert by_workers not in legal
        assert _reason(state, seat, by_workers) == "PAYMENT_NOT_ALLOWED"


def test_k3_and_k4_sale_bonuses_per_sale() -> None:
    state = position(dice=(2, 2))
    seat = seat_now(state)
    put(state, seat, 13, "knowledge_3")
    put(state, seat, 8, "knowledge_4")
    p = state.players[seat]
    p.goods = [0, 0, 3, 0, 0, 0, 0]
    silver, workers = p.silver, p.workers
    state.apply_action(seat, SellGoods(2, 0, 2))
    assert (p.silver, p.workers) == (silver + 2, workers + 1)


def test_k5_ship_takes_two_adjacent_depots_on_a_ring() -> None:
    state = position(dice=(5, 5))
    seat = seat_now(state)
    put(state, seat, 13, "knowledge_5")
    p = state.players[seat]
    p.goods = [0] * 7
    for d in range(1, 7):
        state.depot_goods[d] = [0] * 7
    state.depot_goods[6][2] = 1
    state.depot_goods[1][3] = 2
    store(state, seat, "ship")
    state.apply_action(seat, PlaceTile(5, 0, kind("ship"), 20))
    legal = state.legal_actions()
    pairs = {(a.depot, a.second) for a in legal if isinstance(a, ShipGoods) and a.second}
    assert pairs == {(1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (1, 6)}
    assert ShipGoods(1, 6, (1 << 2) | (1 << 3)) in legal
    assert ShipGoods(1, 0, 1 << 3) in legal  # K5 is a "may": one depot stays legal
    assert _reason(state, seat, ShipGoods(1, 3, 1 << 3)) == "DEPOTS_NOT_ADJACENT"
    assert _reason(state, seat, ShipGoods(3, 3, 0)) == "DEPOTS_NOT_ADJACENT"
    state.apply_action(seat, ShipGoods(1, 6, (1 << 2) | (1 << 3)))
    assert (p.goods[2], p.goods[3]) == (1, 2)


def test_without_k5_no_second_depot() -> None:
    state = position(dice=(5, 5))
    seat = seat_now(state)
    state.depot_goods[1][3] = 2
    store(state, seat, "ship")
    state.apply_action(seat, PlaceTile(5, 0, kind("ship"), 20))
    assert _reason(state, seat, ShipGoods(1, 2, 1 << 3)) == "SECOND_DEPOT_NOT_ALLOWED"


@pytest.mark.parametrize(
    ("number", "label", "cell"),
    [(9, "bank", 12), (10, "ship", 20), (11, "mine", 25)],
)
def test_k9_k10_k11_free_adjustment_for_their_placements(
    number: int, label: str, cell: int
) -> None:
    rolled = C.BOARD.die[cell] % 6 + 1  # one more than the cell's number
    state = position(dice=(rolled, rolled))
    seat = seat_now(state)
    state.players[seat].workers = 0
    store(state, seat, label)
    assert PlaceTile(rolled, 0, kind(label), cell) not in state.legal_actions()
    others = {9: 10, 10: 11, 11: 9}
    put(state, seat, 13, f"knowledge_{others[number]}")  # another type's tile: no help
    assert PlaceTile(rolled, 0, kind(label), cell) not in state.legal_actions()
    put(state, seat, 8, f"knowledge_{number}")
    assert PlaceTile(rolled, 0, kind(label), cell) in state.legal_actions()


def test_k12_free_adjustment_for_taking_and_combines_with_workers() -> None:
    state = position(dice=(1, 1))
    seat = seat_now(state)
    state.players[seat].workers = 1
    target = next(k for k in state.depots[3] if k >= 0)
    assert TakeTile(1, 2, 3, target) not in state.legal_actions()
    put(state, seat, 13, "knowledge_12")
    legal = state.legal_actions()
    assert TakeTile(1, 1, 3, target) in legal  # 1 -> 3: one free step plus one worker
    assert any(isinstance(a, TakeTile) and a.depot == 2 and a.workers == 0 for a in legal)


def test_k13_and_k14_take_workers() -> None:
    state = position(dice=(3, 3))
    seat = seat_now(state)
    p = state.players[seat]
    workers, silver = p.workers, p.silver
    put(state, seat, 13, "knowledge_13")
    state.apply_action(seat, TakeWorkers(3))
    assert (p.workers, p.silver) == (workers + 2, silver + 1)
    put(state, seat, 8, "knowledge_14")
    state.apply_action(seat, TakeWorkers(3))
    assert (p.workers, p.silver) == (workers + 6, silver + 2)


@pytest.mark.parametrize(
    ("number", "building"),
    [
        (16, "warehouse"),
        (17, "watchtower"),
        (18, "carpenters_workshop"),
        (19, "church"),
        (20, "market"),
        (21, "boarding_house"),
        (22, "bank"),
        (23, "city_hall"),
    ],
)
def test_k16_to_k23_score_4_per_building_of_their_type(number: int, building: str) -> None:
    state = position()
    seat = seat_now(state)
    put(state, seat, 13, f"knowledge_{number}")
    put(state, seat, 12, building)
    put(state, seat, 26, building)
    other = "bank" if building != "bank" else "market"
    put(state, seat, 9, other)
    assert state.knowledge_points(seat) == [(number, 8)]


@pytest.mark.parametrize(("edition", "per_tile"), [("2019", 3), ("2011", 2)])
def test_k26_points_per_bonus_tile(edition: str, per_tile: int) -> None:
    state = position(edition=edition)
    seat = seat_now(state)
    put(state, seat, 13, "knowledge_26")
    state.players[seat].bonus_tiles = [(C.MINE, True), (C.SHIP, False)]
    assert state.knowledge_points(seat) == [(26, 2 * per_tile)]


def test_colour_bonus_large_then_small() -> None:
    state = position(dice=(3, 3))
    first = seat_now(state)
    second = next(s for s in range(state.n) if s != first)
    for seat in (first, second):
        put(state, seat, 25, "mine")
        put(state, seat, 30, "mine")
    put(state, first, 13, "knowledge_3")
    store(state, first, "mine")
    state.players[first].unused = [3, 3]
    # cell 34 (die 3) touches 30
    events = state.apply_action(first, PlaceTile(3, 0, kind("mine"), 34))
    bonus = [e.points_scored for e in events if e.HasField("points_scored")]
    assert [(b.cause, b.points, b.large) for b in bonus] == [
        (pb.SCORE_CAUSE_REGION, 6 + 10, False),
        (pb.SCORE_CAUSE_BONUS_TILE, 5, True),
    ]
    assert state.bonus_owner[C.MINE] == [first, -1]


def test_k5_line_option_makes_6_and_1_not_adjacent() -> None:
    state = position(dice=(5, 5), k5_adjacency="line")
    seat = seat_now(state)
    put(state, seat, 13, "knowledge_5")
    state.depot_goods[1][3] = 2
    store(state, seat, "ship")
    state.apply_action(seat, PlaceTile(5, 0, kind("ship"), 20))
    pairs = {(a.depot, a.second) for a in state.legal_actions() if isinstance(a, ShipGoods)}
    assert (1, 6) not in pairs and (1, 2) in pairs
    assert _reason(state, seat, ShipGoods(1, 6, 1 << 3)) == "DEPOTS_NOT_ADJACENT"


@pytest.mark.parametrize("mixed", ["no", "yes"])
def test_k6_mixed_payment_option(mixed: str) -> None:
    state = position(dice=(1, 1), k6_mixed_payment=mixed)
    seat = seat_now(state)
    put(state, seat, 13, "knowledge_6")
    p = state.players[seat]
    p.silver, p.workers = 1, 1
    target = state.depots[0][0]
    action = BuyTile(0, target, PAY_MIXED)
    if mixed == "yes":
        assert action in state.legal_actions()
        state.apply_action(seat, action)
        assert (p.silver, p.workers) == (0, 0)
    else:
        assert not any(isinstance(a, BuyTile) for a in state.legal_actions())
        assert _reason(state, seat, action) == "PAYMENT_NOT_ALLOWED"
