from __future__ import annotations

from engines.burgundy.state import BurgundyState
from engines.chance import SeededChance
from tests.burgundy.helpers import GAME, started


def _assert_same(a: BurgundyState, b: BurgundyState) -> None:
    assert a.to_proto() == b.to_proto()
    assert a.legal_actions() == b.legal_actions()
    assert a.chance_request() == b.chance_request()
    assert a.pending_decision() == b.pending_decision()


def test_round_trip_mid_chance_and_continue_identically() -> None:
    state = GAME.new_game(3)
    chance = SeededChance(5)
    for _ in range(20):  # inside setup goods and depot filling
        request = state.chance_request()
        assert request is not None
        state.apply_chance(chance.choose(request))
    restored = GAME.state_from_proto(state.to_proto())
    _assert_same(state, restored)
    a, b = SeededChance(9), SeededChance(9)
    for _ in range(30):
        ra, rb = state.chance_request(), restored.chance_request()
        assert ra == rb
        if ra is None or rb is None:
            break
        assert state.apply_chance(a.choose(ra)) == restored.apply_chance(b.choose(rb))


def test_malformed_actions_are_rejected_at_the_boundary() -> None:
    import pytest
    from meeple.burgundy.v1 import burgundy_pb2 as pb

    from engines.errors import MalformedAction

    for message in (
        pb.Action(),
        pb.Action(take_tile=pb.TakeTileAction(die=7, depot=1, tile="ship")),
        pb.Action(take_tile=pb.TakeTileAction(die=1, depot=1, tile="dragon")),
        pb.Action(place_tile=pb.PlaceTileAction(die=1, tile="ship", cell=38)),
        pb.Action(sell_goods=pb.SellGoodsAction(die=1, goods=0)),
        pb.Action(buy_tile=pb.BuyTileAction(depot=7, tile="ship")),
        pb.Action(ship_goods=pb.ShipGoodsAction(depot=1, goods=[2, 2])),
    ):
        with pytest.raises(MalformedAction):
            GAME.action_from_proto(message)


def test_inconsistent_positions_are_refused() -> None:
    import pytest

    from engines.errors import InvalidState

    base = started(2, seed=4).to_proto()
    broken = []
    m = type(base)()
    m.CopyFrom(base)
    m.players[0].storage.extend(["ship", "ship", "ship", "mine"])
    broken.append(m)
    m = type(base)()
    m.CopyFrom(base)
    m.players[1].estate[0].tile = "bank"  # the starting castle replaced
    broken.append(m)
    m = type(base)()
    m.CopyFrom(base)
    m.players[0].goods[0] += 1  # a goods tile from nowhere
    broken.append(m)
    m = type(base)()
    m.CopyFrom(base)
    del m.track[3]
    broken.append(m)
    m = type(base)()
    m.CopyFrom(base)
    m.options["edition"] = "1999"
    broken.append(m)
    for message in broken:
        with pytest.raises(InvalidState):
            GAME.state_from_proto(message)
