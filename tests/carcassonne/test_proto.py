"""State and View messages: exact round trip, loading positions, what views show."""

from __future__ import annotations

import pytest
from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines import registry
from engines.carcassonne.actions import PlaceTile
from engines.carcassonne.game import CarcassonneGame
from engines.chance import ScriptedChance
from engines.contract import act, start
from engines.errors import InvalidState
from engines.playout import random_playout

from .helpers import CITY, GAME, draw, follower, position


def test_registry_serves_the_carcassonne_engine() -> None:
    game = registry.get_game("carcassonne")
    assert isinstance(game, CarcassonneGame)
    assert (game.name, game.min_players, game.max_players) == ("carcassonne", 2, 6)
    assert {o.name: o.default for o in game.options} == {
        "start_seat": "0",
        "unplaceable_tile": "discard",
    }


@pytest.mark.parametrize("step", ["draw", "place_tile", "place_follower", "over"])
def test_state_round_trip_is_exact_at_every_kind_of_step(step: str) -> None:
    playout = random_playout(GAME, 3, seed=11)
    state = playout.state
    if step != "over":
        chance = ScriptedChance.from_outcomes(playout.outcomes)
        state, _ = start(GAME, 3, chance)
        for seat, action in playout.actions[:40]:
            act(state, seat, action, chance)
        if step == "draw":
            state.apply_action(state.current_seat() or 0, state.legal_actions()[0])
            state.apply_action(state.current_seat() or 0, state.legal_actions()[-1])
        elif step == "place_follower":
            state.apply_action(state.current_seat() or 0, state.legal_actions()[0])
    expected = {"draw": 1, "place_tile": 2, "place_follower": 3, "over": 4}[step]
    assert state.to_proto().step == expected
    message = state.to_proto()
    restored = GAME.state_from_proto(pb.State.FromString(message.SerializeToString()))
    assert restored.to_proto() == message
    assert restored.legal_actions() == state.legal_actions()
    assert restored.chance_request() == state.chance_request()
    assert restored.view(1) == state.view(1)
    assert restored.outcome() == state.outcome()


def test_views_show_the_table_but_never_the_draw_order() -> None:
    state = GAME.new_game(2)
    draw(state, "E")
    spectator = state.view(None)
    seat0 = state.view(0)
    assert not spectator.HasField("seat") and seat0.seat == 0
    seat0.ClearField("seat")
    assert seat0 == spectator  # nothing is hidden from anyone but the pile order
    assert spectator.current_tile == "E" and spectator.tiles_remaining == 70
    assert spectator.pending_decision == "PLACE_TILE" and spectator.current_seat == 0
    assert sum(t.count for t in spectator.pile) == 70
    assert [f.name for f in pb.View.DESCRIPTOR.fields if "order" in f.name] == []
    state.apply_action(0, PlaceTile(0, -1, 2))
    view = state.view(1)
    assert view.current_tile == "" and view.pending_decision == "PLACE_FOLLOWER"
    assert (view.last_placed.tile, view.last_placed.x, view.last_placed.y) == ("E", 0, -1)
    state.apply_action(0, follower(CITY, "S"))  # placed on the city it completes
    view = state.view(1)
    assert view.seats[0].score == 4 and not view.HasField("last_placed")
    assert view.current_tile == "" and not view.followers


def test_finished_game_view_has_ranks_and_no_current_seat() -> None:
    playout = random_playout(GAME, 4, seed=5)
    view = playout.state.view(2)
    assert not view.HasField("current_seat") and view.pending_decision == ""
    assert list(view.ranks) == list(playout.outcome.ranks)
    assert view.step == pb.STEP_GAME_OVER


def _start_message() -> pb.State:
    return position([], pile={"E": 1, "U": 2}).to_proto()


@pytest.mark.parametrize(
    "corrupt",
    [
        lambda m: m.tiles[0].CopyFrom(pb.PlacedTile(tile="E", x=0, y=0, rotation=0)),
        lambda m: m.tiles.add(tile="E", x=0, y=1, rotation=0),  # city faces a field
        lambda m: m.tiles.add(tile="B", x=3, y=3, rotation=0),  # not adjacent
        lambda m: m.tiles.add(tile="Z", x=0, y=1, rotation=0),
        lambda m: m.pile.add(tile="E", count=1),  # duplicate pile entry / too many tiles
        lambda m: setattr(m, "num_players", 7),
        lambda m: setattr(m, "current_seat", 2),
        lambda m: setattr(m, "step", pb.STEP_PLACE_TILE),  # no drawn tile
        lambda m: m.followers.add(seat=0, x=5, y=5, kind=pb.FEATURE_KIND_ROAD, location=1),
        lambda m: m.followers.add(seat=0, x=0, y=0, kind=pb.FEATURE_KIND_MONASTERY, location=13),
        lambda m: m.scores.append(3),
    ],
)
def test_inconsistent_states_are_rejected(corrupt: object) -> None:
    message = _start_message()
    corrupt(message)  # type: ignore[operator]
    with pytest.raises(InvalidState):
        GAME.state_from_proto(message)


def test_a_follower_on_a_completed_road_is_rejected_outside_its_turn() -> None:
    message = position(
        [("W", -1, 0, 0), ("X", 1, 0, 0)], pile={"U": 1}
    ).to_proto()  # the start road is complete
    message.followers.add(seat=0, x=0, y=0, kind=pb.FEATURE_KIND_ROAD, location=pb.LOCATION_E)
    with pytest.raises(InvalidState):
        GAME.state_from_proto(message)


def test_the_tile_of_the_follower_step_holds_no_follower_yet() -> None:
    message = position([("U", 1, 0, 0)], step=pb.STEP_PLACE_FOLLOWER).to_proto()
    message.followers.add(seat=0, x=1, y=0, kind=pb.FEATURE_KIND_ROAD, location=pb.LOCATION_E)
    with pytest.raises(InvalidState):
        GAME.state_from_proto(message)
