"""The readings of issue 17: the start player is drawn (option start_seat), knowledge tile 5
is a "may", a depot pair in either order is one action, the Warehouse's sale may be declined
(option warehouse_sale), and the second tie-break step is an option (tiebreak_turn_order)."""

from __future__ import annotations

import pytest
from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy.actions import (
    DeclineEffect,
    PlaceTile,
    SellGoods,
    ShipGoods,
    TakeTile,
)
from engines.burgundy.state import OVER, SETUP_GOODS, START_SEAT, BurgundyState
from engines.chance import ChanceOutcome, ChanceRequest, ScriptedChance, SeededChance
from engines.contract import replay, settle, start
from engines.errors import IllegalAction, InvalidOptions, InvalidState
from tests.burgundy.helpers import (
    GAME,
    kind,
    position,
    put,
    rejects,
    seat_now,
    store,
    take_from_supply,
)

# ---------------------------------------------------------------- 1. the start player


def _new(num_players: int, **options: str) -> BurgundyState:
    state = GAME.new_game(num_players, options)
    assert isinstance(state, BurgundyState)
    return state


def test_the_start_player_is_a_chance_outcome_by_default() -> None:
    state = _new(3)
    assert state.options["start_seat"] == "random"
    assert state.stage == START_SEAT and state.current_seat() is None
    request = state.chance_request()
    assert request is not None
    assert (request.kind, request.outcomes, request.weights) == (
        "start_seat",
        ("0", "1", "2"),
        (1, 1, 1),
    )
    assert [p.workers for p in state.players] == [0, 0, 0]  # nobody's position is known yet
    events = state.apply_chance("2")
    assert [e.WhichOneof("event") for e in events] == ["start_seat_drawn"]
    assert events[0].start_seat_drawn.seat == 2
    assert state.stage == SETUP_GOODS
    # 1 worker for the start player, then 2 and 3 clockwise; its marker on top of the stack
    assert [p.workers for p in state.players] == [2, 3, 1]
    assert state.track[0] == [1, 0, 2]  # bottom of the stack first
    assert state.final_order() == [2, 0, 1]


def test_the_drawn_start_player_takes_the_first_turn_and_rolls_first() -> None:
    script = {"start_seat": ["1"], "die": ["6", "5", "2", "3", "4"]}
    seeded, scripted = SeededChance(5), ScriptedChance(script)

    class Mixed:
        """The start seat and the dice scripted, the goods and tiles seeded."""

        def choose(self, request: ChanceRequest) -> str:
            source = scripted if request.kind in script else seeded
            return source.choose(request)

    state, step = start(GAME, 2, Mixed())
    assert isinstance(state, BurgundyState)
    assert step.outcomes[0] == ChanceOutcome("start_seat", "1")
    assert state.current_seat() == 1
    assert state.turn_order == [1, 0]
    assert [state.players[1].dice, state.players[0].dice] == [[6, 5], [2, 3]]
    # the recorded outcomes replay the same game without any generator
    again = replay(GAME, 2, None, step.outcomes, [])
    assert again.to_proto() == state.to_proto()


def test_every_seat_can_be_drawn() -> None:
    starters = set()
    for seed in range(40):
        state = _new(4)
        settle(state, SeededChance(seed))
        starters.add(state.current_seat())
    assert starters == {0, 1, 2, 3}


def test_an_impossible_start_seat_outcome_changes_nothing() -> None:
    state = _new(2)
    before = state.to_proto()
    with pytest.raises(IllegalAction) as refused:
        state.apply_chance("2")
    assert refused.value.reason == "IMPOSSIBLE_OUTCOME"
    assert state.to_proto() == before


@pytest.mark.parametrize(("start_seat", "workers"), [("0", [1, 2, 3]), ("1", [3, 1, 2])])
def test_start_seat_option_names_the_start_player(start_seat: str, workers: list[int]) -> None:
    state = _new(3, start_seat=start_seat)
    assert state.stage == SETUP_GOODS
    request = state.chance_request()
    assert request is not None and request.kind == "goods"  # no draw
    assert [p.workers for p in state.players] == workers
    settle(state, SeededChance(3))
    assert state.current_seat() == int(start_seat)


def test_start_seat_must_be_a_seat() -> None:
    with pytest.raises(InvalidOptions) as refused:
        _new(2, start_seat="2")
    assert refused.value.reason == "INVALID_OPTION_VALUE"
    assert refused.value.metadata == {"option": "start_seat", "value": "2"}
    message = _new(3, start_seat="2").to_proto()
    message.num_players = 2
    with pytest.raises(InvalidState):
        GAME.state_from_proto(message)


def test_the_state_before_the_draw_round_trips() -> None:
    state = _new(4)
    message = state.to_proto()
    assert message.stage == pb.STAGE_START_SEAT
    restored = GAME.state_from_proto(message)
    assert restored.to_proto() == message
    assert restored.chance_request() == state.chance_request()
    assert list(state.view(None).turn_order) == []


# ---------------------------------------------------------------- 2. knowledge tile 5


def _ship_pending(
    goods: dict[int, tuple[int, int]], held: tuple[int, ...] = (), adjacency: str = "ring"
) -> tuple[BurgundyState, int]:
    """A K5 owner's ship placed; ``goods`` maps a depot to (goods type, count) on it."""
    state = position(dice=(5, 5), k5_adjacency=adjacency)
    seat = seat_now(state)
    put(state, seat, 13, "knowledge_5")
    p = state.players[seat]
    p.goods = [0] * 7
    for g in held:
        p.goods[g] = 1
    for d in range(1, 7):
        state.depot_goods[d] = [0] * 7
    for d, (g, count) in goods.items():
        state.depot_goods[d][g] = count
    # goods are conserved: what the test puts on the depots comes from the unrevealed ones
    state.unrevealed = [0] + [0] * 6
    state.round_goods = []
    state.unrevealed[1] = 42 - state.goods_count()
    store(state, seat, "ship")
    state.apply_action(seat, PlaceTile(5, 0, kind("ship"), 20))
    assert state.pending_decision() == "SHIP_GOODS"
    return state, seat


def test_k5_may_take_one_depot_to_keep_a_goods_slot_free() -> None:
    # two types held, one slot free; depot 3 has a held type, depot 4 a new one that would
    # fill the last slot
    state, seat = _ship_pending({3: (1, 3), 4: (6, 1)}, held=(1, 2))
    p = state.players[seat]
    legal = state.legal_actions()
    assert ShipGoods(3, 4, (1 << 1) | (1 << 6)) in legal
    assert ShipGoods(3, 4, 1 << 1) not in legal  # a pair still takes every type that fits
    assert ShipGoods(3, 0, 1 << 1) in legal
    state.apply_action(seat, ShipGoods(3, 0, 1 << 1))
    assert p.goods == [0, 4, 1, 0, 0, 0, 0]
    assert state.depot_goods[4][6] == 1 and p.held_types() == 2


def test_k5_lists_every_single_depot_and_every_adjacent_pair_once() -> None:
    state, _seat = _ship_pending({6: (2, 1)})
    legal = state.legal_actions()
    options = [(a.depot, a.second) for a in legal if isinstance(a, ShipGoods)]
    assert len(options) == len(set(options)) == 12  # one goods type in sight: one mask each
    assert {d for d, second in options if not second} == {1, 2, 3, 4, 5, 6}


# ---------------------------------------------------------------- 3. a pair in either order


@pytest.mark.parametrize(("depot", "second"), [(6, 1), (1, 6), (2, 1), (1, 2)])
def test_a_depot_pair_in_either_order_is_one_action(depot: int, second: int) -> None:
    message = pb.Action(ship_goods=pb.ShipGoodsAction(depot=depot, second_depot=second))
    action = GAME.action_from_proto(message)
    assert action == ShipGoods(min(depot, second), max(depot, second), 0)
    assert GAME.action_to_proto(action).ship_goods.depot == min(depot, second)


def test_the_pair_6_1_is_accepted_on_the_ring_and_refused_truly_on_a_line() -> None:
    state, seat = _ship_pending({6: (2, 1), 1: (3, 2)})
    reversed_pair = pb.Action(ship_goods=pb.ShipGoodsAction(depot=6, second_depot=1, goods=[2, 3]))
    state.apply_action(seat, GAME.action_from_proto(reversed_pair))
    assert state.players[seat].goods[2:4] == [1, 2]

    line, seat = _ship_pending({6: (2, 1), 1: (3, 2)}, adjacency="line")
    rejects(line, seat, GAME.action_from_proto(reversed_pair), "DEPOTS_NOT_ADJACENT")


def test_an_engine_pair_out_of_order_is_malformed_not_non_adjacent() -> None:
    state, seat = _ship_pending({1: (3, 2)})
    rejects(state, seat, ShipGoods(2, 1, 0), "INVALID_DEPOT")
    rejects(state, seat, ShipGoods(3, 3, 0), "DEPOTS_NOT_ADJACENT")


# ---------------------------------------------------------------- 4. optional building effects


def _warehouse_pending(sale: str = "optional") -> tuple[BurgundyState, int]:
    state = position(dice=(3, 4), warehouse_sale=sale)
    seat = seat_now(state)
    store(state, seat, "warehouse")
    state.players[seat].goods = [0, 2, 0, 1, 0, 0, 0]
    state.apply_action(seat, PlaceTile(3, 0, kind("warehouse"), 12))
    assert state.pending_decision() == "WAREHOUSE_SELL"
    return state, seat


def test_the_warehouse_sale_may_be_declined() -> None:
    state, seat = _warehouse_pending()
    assert DeclineEffect() in state.legal_actions()
    p = state.players[seat]
    score, silver = p.score, p.silver
    events = state.apply_action(seat, DeclineEffect())
    assert [e.effect_resolved.detail for e in events] == ["declined"]
    assert events[0].effect_resolved.tile == "warehouse"
    assert p.goods == [0, 2, 0, 1, 0, 0, 0] and (p.score, p.silver) == (score, silver)
    assert state.pending_decision() == "DIE_ACTION" and state.current_seat() == seat


def test_the_compulsory_warehouse_option_refuses_the_decline() -> None:
    state, seat = _warehouse_pending("compulsory")
    assert DeclineEffect() not in state.legal_actions()
    assert state.legal_actions() == [SellGoods(0, 0, 1), SellGoods(0, 0, 3)]
    rejects(state, seat, DeclineEffect(), "WRONG_STEP")


@pytest.mark.parametrize("label", ["market", "carpenters_workshop", "church"])
def test_the_takes_of_market_workshop_and_church_stay_compulsory(label: str) -> None:
    # both rulebooks word these takes as plain statements ("you take"), unlike the Warehouse
    state = position(dice=(3, 4))
    seat = seat_now(state)
    store(state, seat, label)
    for space, tile in enumerate(("ship", "warehouse")):  # something for each of the three
        if state.depots[1][space] >= 0:
            state.out_of_game += 1
        state.depots[1][space] = take_from_supply(state, tile)
    if state.depots[2][0] >= 0:
        state.out_of_game += 1
    state.depots[2][0] = take_from_supply(state, "mine")
    assert state.tile_count() == 164
    state.apply_action(seat, PlaceTile(3, 0, kind(label), 12))
    assert state.pending_decision().endswith("_TAKE")
    legal = state.legal_actions()
    assert legal and all(isinstance(a, TakeTile) for a in legal)
    rejects(state, seat, DeclineEffect(), "WRONG_STEP")


# ---------------------------------------------------------------- 5. the second tie-break


@pytest.mark.parametrize(("reading", "winner"), [("behind", "second"), ("ahead", "first")])
def test_second_tie_break_option(reading: str, winner: str) -> None:
    state = position(2, tiebreak_turn_order=reading)
    first, second = state.final_order()
    state.stage = OVER
    for p in state.players:
        p.score = 50
    outcome = state.outcome()
    assert outcome is not None
    expected = second if winner == "second" else first
    assert outcome.ranks[expected] == 1 and sorted(outcome.ranks) == [1, 2]
    assert GAME.state_from_proto(state.to_proto()).outcome() == outcome


def test_the_tie_break_options_are_listed() -> None:
    specs = {spec.name: spec for spec in GAME.options}
    assert (specs["tiebreak_turn_order"].choices, specs["tiebreak_turn_order"].default) == (
        ("behind", "ahead"),
        "behind",
    )
    assert specs["start_seat"].default == "random"
    assert specs["warehouse_sale"].choices == ("optional", "compulsory")
