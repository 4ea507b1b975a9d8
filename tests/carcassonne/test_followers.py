"""Placing followers, turn order, and rejected actions."""

from __future__ import annotations

import pytest
from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne.actions import PASS, Pass, PlaceFollower, PlaceTile
from engines.errors import ActionRejected, IllegalAction, MalformedAction

from .helpers import CITY, FIELD, GAME, LOC, MONASTERY, ROAD, draw, follower, position, turn


def test_follower_spots_of_the_placed_tile_in_canonical_order() -> None:
    state = GAME.new_game(2)
    draw(state, "U")
    state.apply_action(0, PlaceTile(1, 0, 0))
    assert state.pending_decision() == "PLACE_FOLLOWER" and state.current_seat() == 0
    assert state.legal_actions() == [
        follower(ROAD, "E"),  # the road W-E, named by its first edge
        follower(FIELD, "NL"),  # the field north of the road
        follower(FIELD, "ER"),  # the field south of the road
        PASS,
    ]


def test_a_placed_follower_leaves_the_supply_and_stands_on_the_map() -> None:
    state = GAME.new_game(2)
    draw(state, "U")
    events = turn(state, (1, 0, 0), follower(ROAD, "W"), next_tiles=("V",))
    placed = events[1].follower_placed.follower
    assert (placed.seat, placed.x, placed.y, placed.kind, placed.location) == (
        0, 1, 0, ROAD, LOC["E"]
    )  # fmt: skip
    view = state.view(None)
    assert [s.followers_in_supply for s in view.seats] == [6, 7]
    assert len(view.followers) == 1


def test_any_location_on_the_same_feature_names_it() -> None:
    state = GAME.new_game(2)
    draw(state, "U")
    state.apply_action(0, PlaceTile(1, 0, 0))
    assert follower(FIELD, "WR") not in state.legal_actions()
    events = state.apply_action(0, follower(FIELD, "WR"))  # same field as NL
    assert events[0].follower_placed.follower.location == LOC["NL"]


def test_a_feature_connected_to_a_follower_is_occupied_however_far() -> None:
    state = GAME.new_game(2)
    draw(state, "U")
    turn(state, (-1, 0, 0), follower(ROAD, "E"), next_tiles=("U",))
    state.apply_action(1, PlaceTile(1, 0, 0))  # the same road, two tiles away
    legal = state.legal_actions()
    assert all(not (isinstance(a, PlaceFollower) and a.kind == ROAD) for a in legal)
    with pytest.raises(IllegalAction) as rejected:
        state.apply_action(1, follower(ROAD, "E"))
    assert rejected.value.reason == "FEATURE_OCCUPIED"


def test_own_followers_occupy_too() -> None:
    state = position([("U", 1, 0, 0)], [(0, 1, 0, FIELD, "NL")], drawn="U", step=pb.STEP_PLACE_TILE)
    state.apply_action(0, PlaceTile(2, 0, 0))
    with pytest.raises(IllegalAction) as rejected:
        state.apply_action(0, follower(FIELD, "NR"))
    assert rejected.value.reason == "FEATURE_OCCUPIED"
    state.apply_action(0, follower(FIELD, "SL"))  # the field south of the road is free


def test_joining_two_occupied_features_by_a_tile_is_allowed() -> None:
    # seat 0's thief on the start road; seat 1's thief on a road that will meet it at (1, 0)
    tiles = [("E", 0, 1, 2), ("V", 1, 1, 2), ("U", 2, 1, 0)]
    followers = [(0, 0, 0, ROAD, "E"), (1, 1, 1, ROAD, "N")]
    state = position(tiles, followers, drawn="V", step=pb.STEP_PLACE_TILE)
    assert PlaceTile(1, 0, 0) in state.legal_actions()
    state.apply_action(0, PlaceTile(1, 0, 0))
    assert not any(isinstance(a, PlaceFollower) and a.kind == ROAD for a in state.legal_actions())


def test_no_follower_left_still_places_tiles() -> None:
    tiles = [("U", x, 0, 0) for x in range(1, 8)]
    followers = [(0, x, 0, FIELD, "NL") for x in range(1, 8)]
    state = position(tiles, followers, drawn="U", step=pb.STEP_PLACE_TILE)
    assert state.legal_actions()  # the tile is still placed
    state.apply_action(0, PlaceTile(-1, 0, 0))
    assert state.legal_actions() == [PASS]
    with pytest.raises(IllegalAction) as rejected:
        state.apply_action(0, follower(ROAD, "E"))
    assert rejected.value.reason == "NO_FOLLOWER_LEFT"


def test_no_such_feature_on_the_placed_tile() -> None:
    state = GAME.new_game(2)
    draw(state, "U")
    state.apply_action(0, PlaceTile(1, 0, 0))
    for spot in (follower(CITY, "N"), follower(MONASTERY, "CENTER"), follower(ROAD, "N")):
        with pytest.raises(IllegalAction) as rejected:
            state.apply_action(0, spot)
        assert rejected.value.reason == "NO_SUCH_FEATURE"


def test_monastery_tile_offers_the_monastery_and_its_field() -> None:
    state = GAME.new_game(2)
    draw(state, "B")
    state.apply_action(0, PlaceTile(0, 1, 0))
    assert state.legal_actions() == [follower(FIELD, "NL"), follower(MONASTERY, "CENTER"), PASS]


def test_turn_order_rotates_clockwise() -> None:
    state = GAME.new_game(3)
    draw(state, "U")
    seats = []
    for x, letter in zip((1, 2, 3), ("U", "U", "U"), strict=True):
        seats.append(state.current_seat())
        turn(state, (x, 0, 0), PASS, next_tiles=(letter,))
    assert seats == [0, 1, 2] and state.current_seat() == 0


@pytest.mark.parametrize(
    ("seat", "action", "reason"),
    [
        (1, PlaceTile(1, 0, 0), "NOT_YOUR_TURN"),
        (0, PASS, "WRONG_STEP"),
        (0, PlaceFollower(ROAD, LOC["E"]), "WRONG_STEP"),
    ],
)
def test_turn_and_step_rejections(seat: int, action: object, reason: str) -> None:
    state = GAME.new_game(2)
    draw(state, "U")
    before = state.to_proto()
    with pytest.raises(IllegalAction) as rejected:
        state.apply_action(seat, action)  # type: ignore[arg-type]
    assert rejected.value.reason == reason
    assert state.to_proto() == before


def test_tile_during_the_follower_step_is_wrong_step() -> None:
    state = GAME.new_game(2)
    draw(state, "U")
    state.apply_action(0, PlaceTile(1, 0, 0))
    with pytest.raises(IllegalAction) as rejected:
        state.apply_action(0, PlaceTile(2, 0, 0))
    assert rejected.value.reason == "WRONG_STEP"


def test_no_action_while_drawing_and_none_after_the_end() -> None:
    state = GAME.new_game(2)
    with pytest.raises(IllegalAction) as rejected:
        state.apply_action(0, PlaceTile(1, 0, 0))
    assert rejected.value.reason == "WRONG_STEP"
    ended = position([], pile={"B": 1})
    draw(ended, "B")
    turn(ended, (0, 1, 0))
    with pytest.raises(IllegalAction) as rejected:
        ended.apply_action(1, PASS)
    assert rejected.value.reason == "GAME_OVER"


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        (PlaceTile(1, 0, 4), "INVALID_ROTATION"),
        (PlaceTile(9999, 0, 0), "INVALID_COORDINATE"),
        (PlaceFollower(0, LOC["N"]), "INVALID_FEATURE_KIND"),
        (PlaceFollower(ROAD, LOC["NL"]), "INVALID_LOCATION"),
        (PlaceFollower(FIELD, LOC["N"]), "INVALID_LOCATION"),
        (PlaceFollower(MONASTERY, LOC["N"]), "INVALID_LOCATION"),
    ],
)
def test_malformed_engine_actions(action: object, reason: str) -> None:
    state = GAME.new_game(2)
    draw(state, "U")
    with pytest.raises(MalformedAction) as rejected:
        state.apply_action(0, action)  # type: ignore[arg-type]
    assert rejected.value.reason == reason


def test_actions_round_trip_through_protobuf() -> None:
    for action in (PlaceTile(-3, 7, 2), PlaceFollower(FIELD, LOC["SR"]), Pass()):
        message = GAME.action_to_proto(action)
        assert isinstance(message, pb.Action)
        assert GAME.action_from_proto(message) == action


@pytest.mark.parametrize(
    ("message", "reason"),
    [
        (pb.Action(), "ACTION_MISSING"),
        (pb.Action(place_tile=pb.PlaceTile(x=1, y=0, rotation=7)), "INVALID_ROTATION"),
        (pb.Action(place_tile=pb.PlaceTile(x=1, y=-600, rotation=0)), "INVALID_COORDINATE"),
        (
            pb.Action(place_follower=pb.PlaceFollower(location=pb.LOCATION_N)),
            "INVALID_FEATURE_KIND",
        ),
        (pb.Action(place_follower=pb.PlaceFollower(kind=pb.FEATURE_KIND_ROAD)), "INVALID_LOCATION"),
        (
            pb.Action(place_follower=pb.PlaceFollower(kind=pb.FEATURE_KIND_CITY, location=99)),  # type: ignore[arg-type]
            "INVALID_LOCATION",
        ),
        (pb.PlaceTile(), "ACTION_MISSING"),
    ],
)  # fmt: skip
def test_malformed_protobuf_actions(message: object, reason: str) -> None:
    with pytest.raises(MalformedAction) as rejected:
        GAME.action_from_proto(message)  # type: ignore[arg-type]
    assert rejected.value.reason == reason


def test_validate_action_raises_like_apply_and_changes_nothing() -> None:
    state = GAME.new_game(2)
    draw(state, "U")
    before = state.to_proto()
    for action in (PlaceTile(0, 0, 0), PlaceTile(5, 5, 0), PlaceTile(0, -1, 0), PASS):
        with pytest.raises(ActionRejected) as validated:
            state.validate_action(0, action)
        with pytest.raises(ActionRejected) as applied:
            state.apply_action(0, action)
        assert validated.value.reason == applied.value.reason
    state.validate_action(0, PlaceTile(1, 0, 0))
    assert state.to_proto() == before
