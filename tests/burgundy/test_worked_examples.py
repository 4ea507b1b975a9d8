"""Every worked example of the two rulebooks (seeds 000 and 001), on concrete positions."""

from __future__ import annotations

import pytest
from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import catalog as C
from engines.burgundy.actions import PlaceTile, SellGoods, ShipGoods, TakeTile, TakeWorkers
from engines.burgundy.state import OVER, BurgundyState
from engines.errors import IllegalAction
from tests.burgundy.helpers import GAME, kind, position, put, seat_now, store


def _points(events: list[pb.Event]) -> list[tuple[int, int]]:
    return [
        (e.points_scored.cause, e.points_scored.points)
        for e in events
        if e.WhichOneof("event") == "points_scored"
    ]


def test_die_2_turned_to_6_with_two_workers() -> None:
    state = position(dice=(2, 4))
    seat = seat_now(state)
    state.players[seat].workers = 2
    state.depots[6][0] = kind("bank")
    legal = state.legal_actions()
    action = TakeTile(2, 2, 6, kind("bank"))
    assert action in legal
    with pytest.raises(IllegalAction) as wrong:
        state.clone().apply_action(seat, TakeTile(2, 1, 6, kind("bank")))
    assert wrong.value.reason == "WRONG_DIE_VALUE"
    state.apply_action(seat, action)
    assert state.players[seat].workers == 0
    assert state.players[seat].storage == [kind("bank")]
    assert state.players[seat].unused == [4]


def test_two_workers_needed_but_one_held() -> None:
    state = position(dice=(2, 4))
    seat = seat_now(state)
    state.players[seat].workers = 1
    state.depots[6][0] = kind("bank")
    assert TakeTile(2, 2, 6, kind("bank")) not in state.legal_actions()
    with pytest.raises(IllegalAction) as short:
        state.apply_action(seat, TakeTile(2, 2, 6, kind("bank")))
    assert short.value.reason == "NOT_ENOUGH_WORKERS"


def _ship_position(held: dict[int, int], depot_goods: dict[int, int]) -> BurgundyState:
    state = position(dice=(5, 5))
    seat = seat_now(state)
    p = state.players[seat]
    p.goods = [0] * 7
    for g, n in held.items():
        p.goods[g] = n
    for d in range(1, 7):
        state.depot_goods[d] = [0] * 7
    for g, n in depot_goods.items():
        state.depot_goods[3][g] = n
    store(state, seat, "ship")
    return state


def test_barbad_ship_and_the_three_type_limit() -> None:
    # Barbad holds turquoise (1) and one other type (2); the depot has turquoise, brown (3)
    # and pink (4): he takes the turquoise and one of brown or pink.
    state = _ship_position({1: 1, 2: 2}, {1: 2, 3: 1, 4: 1})
    seat = seat_now(state)
    state.apply_action(seat, PlaceTile(5, 0, kind("ship"), 20))
    assert state.pending_decision() == "SHIP_GOODS"
    from_depot_3 = [a for a in state.legal_actions() if isinstance(a, ShipGoods) and a.depot == 3]
    masks = sorted(a.goods_mask for a in from_depot_3)
    assert masks == sorted([(1 << 1) | (1 << 3), (1 << 1) | (1 << 4)])
    for mask, reason in (
        ((1 << 1) | (1 << 3) | (1 << 4), "GOODS_TYPE_LIMIT"),
        (1 << 3, "MUST_TAKE_ALL_GOODS"),
        ((1 << 1) | (1 << 5), "GOODS_NOT_AVAILABLE"),
    ):
        with pytest.raises(IllegalAction) as bad:
            state.clone().apply_action(seat, ShipGoods(3, 0, mask))
        assert bad.value.reason == reason
    space_before = next(i for i, s in enumerate(state.track) if seat in s)
    state.apply_action(seat, ShipGoods(3, 0, (1 << 1) | (1 << 4)))
    p = state.players[seat]
    assert p.goods[1] == 3 and p.goods[4] == 1 and p.goods[3] == 0
    assert state.depot_goods[3][3] == 1  # brown stays on the depot
    assert seat in state.track[space_before + 1]
    assert state.track[space_before + 1][-1] == seat  # on top of the stack


def test_cows_3_plus_4_is_7_then_11() -> None:
    state = position(dice=(4, 2))
    seat = seat_now(state)
    put(state, seat, 6, "cow_3")  # the pasture R1 = cells 1, 5, 6, 10, 11
    store(state, seat, "cow_4")
    events = state.apply_action(seat, PlaceTile(4, 0, kind("cow_4"), 11))
    assert _points(events) == [(pb.SCORE_CAUSE_ANIMALS, 7)]
    store(state, seat, "cow_4")
    events = state.apply_action(seat, PlaceTile(2, 0, kind("cow_4"), 5))
    assert _points(events) == [(pb.SCORE_CAUSE_ANIMALS, 11)]


def test_animals_of_other_pastures_and_species_do_not_count() -> None:
    state = position(dice=(2, 2))
    seat = seat_now(state)
    put(state, seat, 28, "cow_4")  # another pasture (R12)
    put(state, seat, 6, "pig_3")  # same pasture, other species
    store(state, seat, "cow_2")
    events = state.apply_action(seat, PlaceTile(2, 0, kind("cow_2"), 5))
    assert _points(events) == [(pb.SCORE_CAUSE_ANIMALS, 2)]


def test_k7_sheep_scores_9() -> None:
    state = position(dice=(4, 4))
    seat = seat_now(state)
    put(state, seat, 13, "knowledge_7")
    put(state, seat, 6, "sheep_4")
    store(state, seat, "sheep_3")
    events = state.apply_action(seat, PlaceTile(4, 0, kind("sheep_3"), 11))
    assert _points(events) == [(pb.SCORE_CAUSE_ANIMALS, (3 + 1) + (4 + 1))]


def test_k8_turns_6_into_3_with_two_workers() -> None:
    state = position(dice=(6, 6))
    seat = seat_now(state)
    state.players[seat].workers = 3
    state.depots[3][0] = kind("ship")
    assert TakeTile(6, 3, 3, kind("ship")) in state.legal_actions()
    put(state, seat, 13, "knowledge_8")
    legal = state.legal_actions()
    assert TakeTile(6, 2, 3, kind("ship")) in legal
    assert TakeTile(6, 3, 3, kind("ship")) not in legal
    with pytest.raises(IllegalAction) as extra:
        state.apply_action(seat, TakeTile(6, 3, 3, kind("ship")))
    assert extra.value.reason == "TOO_MANY_WORKERS"


def _sold(state: BurgundyState, seat: int, sold: dict[int, int]) -> None:
    for g, n in sold.items():
        state.players[seat].sold[g] = n


@pytest.mark.parametrize(("edition", "points"), [("2011", 12), ("2019", 8)])
def test_k15_with_four_goods_types_sold(edition: str, points: int) -> None:
    state = position(edition=edition)
    seat = seat_now(state)
    put(state, seat, 13, "knowledge_15")
    _sold(state, seat, {4: 4, 2: 3, 3: 3, 6: 1})  # red 4, purple 3, pink 3, orange 1
    assert state.knowledge_points(seat) == [(15, points)]


def test_k17_and_k22_with_two_watchtowers_and_four_banks_is_24() -> None:
    state = position()
    seat = seat_now(state)
    put(state, seat, 13, "knowledge_17")
    put(state, seat, 8, "knowledge_22")
    for cell, label in ((9, "watchtower"), (12, "watchtower"), (14, "bank"), (23, "bank")):
        put(state, seat, cell, label)
    put(state, seat, 26, "bank")
    put(state, seat, 37, "bank")
    assert sum(points for _, points in state.knowledge_points(seat)) == 24
    assert dict(state.knowledge_points(seat)) == {17: 8, 22: 16}


def test_k24_with_three_species_is_12() -> None:
    state = position()
    seat = seat_now(state)
    put(state, seat, 13, "knowledge_24")
    for cell, label in ((1, "sheep_2"), (5, "sheep_3"), (6, "sheep_4"), (10, "chicken_2")):
        put(state, seat, cell, label)
    put(state, seat, 28, "cow_3")
    assert state.knowledge_points(seat) == [(24, 12)]


def test_k25_is_11() -> None:
    state = position()
    seat = seat_now(state)
    put(state, seat, 13, "knowledge_25")
    _sold(state, seat, {4: 4, 2: 3, 3: 3, 6: 1})
    assert state.knowledge_points(seat) == [(25, 11)]


def test_three_players_selling_two_goods_is_1_silverling_and_6_vp() -> None:
    state = position(3, dice=(5, 1))
    seat = seat_now(state)
    p = state.players[seat]
    p.goods = [0, 0, 0, 0, 0, 2, 0]
    silver, score = p.silver, p.score
    events = state.apply_action(seat, SellGoods(5, 0, 5))
    assert p.silver == silver + 1
    assert p.score == score + 6
    assert _points(events) == [(pb.SCORE_CAUSE_SALE, 6)]
    assert p.goods[5] == 0 and p.sold[5] == 2


def test_first_turn_with_dice_2_and_5() -> None:
    state = position(dice=(2, 5))
    seat = seat_now(state)
    assert state.turn_order[0] == seat
    p = state.players[seat]
    assert (p.workers, p.silver, p.score) == (1, 1, 0)  # the start player's 1 worker
    state.apply_action(seat, TakeWorkers(2))
    assert p.workers == 3
    target = next(k for k in state.depots[5] if k >= 0)
    state.apply_action(seat, TakeTile(5, 0, 5, target))
    assert p.storage == [target]
    assert p.silver == 1
    assert p.filled == 1 << C.START_CASTLE_CELL  # no effect until placed


def test_three_space_city_completed_in_phase_c_scores_12_plus_the_effect() -> None:
    state = position(dice=(4, 4))
    state.phase = 2  # C
    seat = seat_now(state)
    put(state, seat, 14, "warehouse")
    put(state, seat, 15, "market")
    store(state, seat, "bank")
    p = state.players[seat]
    silver = p.silver
    events = state.apply_action(seat, PlaceTile(4, 0, kind("bank"), 9))
    assert _points(events) == [(pb.SCORE_CAUSE_REGION, 12)]
    assert p.silver == silver + 2


def test_city_hall_then_castle_then_a_further_placement() -> None:
    state = position(dice=(3, 3))
    seat = seat_now(state)
    for label in ("city_hall", "castle", "mine"):
        store(state, seat, label)
    state.apply_action(seat, PlaceTile(3, 0, kind("city_hall"), 12))
    assert state.pending_decision() == "CITY_HALL_PLACE"
    state.apply_action(seat, PlaceTile(0, 0, kind("castle"), 7))
    assert state.pending_decision() == "CASTLE_ACTION"
    state.apply_action(seat, PlaceTile(0, 0, kind("mine"), 25))
    p = state.players[seat]
    assert p.estate[12] == kind("city_hall")
    assert p.estate[7] == kind("castle")
    assert p.estate[25] == kind("mine")
    assert state.pending_decision() == "DIE_ACTION"
    assert p.unused == [3]


def _last_turn_of_the_game(state: BurgundyState) -> int:
    state.phase = 4
    state.round = 4
    state.turn_index = state.n - 1
    seat = state.turn_order[-1]
    for other in state.turn_order:
        state.players[other].unused = []
    state.players[seat].unused = [1]
    state.out_of_game += sum(1 for k in state.depots[0] if k >= 0)
    state.depots[0] = [-1] * len(state.depots[0])
    return seat


def test_final_example_80_3_4_2_6_is_95_in_2019() -> None:
    state = position(edition="2019")
    seat = _last_turn_of_the_game(state)
    p = state.players[seat]
    p.score = 80
    p.goods = [0, 3, 0, 0, 0, 0, 0]
    p.silver = 4
    p.workers = 3  # 5 after taking 2
    put(state, seat, 13, "knowledge_15")
    _sold(state, seat, {2: 1, 3: 2, 4: 1})
    events = state.apply_action(seat, TakeWorkers(1))
    assert state.stage == OVER
    assert p.workers == 5
    assert p.score == 95
    final = [
        (e.points_scored.cause, e.points_scored.points)
        for e in events
        if e.WhichOneof("event") == "points_scored" and e.points_scored.seat == seat
    ]
    assert final == [
        (pb.SCORE_CAUSE_FINAL_GOODS, 3),
        (pb.SCORE_CAUSE_FINAL_SILVER, 4),
        (pb.SCORE_CAUSE_FINAL_WORKERS, 2),
        (pb.SCORE_CAUSE_KNOWLEDGE, 6),
    ]


def _tied_final(tiebreak: str = "fewest") -> tuple[BurgundyState, int, int]:
    state = position(2, tiebreak_empty_spaces=tiebreak)
    first, second = state.turn_order
    state.stage = OVER
    for p in state.players:
        p.score = 50
    return state, first, second


def test_tie_break_fewest_empty_spaces_wins() -> None:
    state, first, second = _tied_final()
    put(state, first, 20, "ship")  # the first player has fewer empty spaces
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.ranks[first] == 1 and outcome.ranks[second] == 2


def test_tie_break_most_empty_spaces_option() -> None:
    state, first, second = _tied_final("most")
    put(state, first, 20, "ship")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.ranks[second] == 1 and outcome.ranks[first] == 2


def test_tie_break_then_the_player_further_back_in_turn_order_wins() -> None:
    state, first, second = _tied_final()
    assert state.final_order() == [first, second]
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.ranks[second] == 1 and outcome.ranks[first] == 2
    # after the second player moves ahead on the track, the first is further back
    state.track[0].remove(second)
    state.track[1].append(second)
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.ranks[first] == 1 and outcome.ranks[second] == 2


def test_game_outcome_through_the_game_object() -> None:
    state, _first, _second = _tied_final()
    assert GAME.state_from_proto(state.to_proto()).outcome() == state.outcome()
