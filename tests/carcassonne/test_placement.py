"""Setup, tile draws and tile placement."""

from __future__ import annotations

import pytest
from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne.actions import PASS, PlaceTile
from engines.carcassonne.state import CarcassonneState
from engines.errors import IllegalAction, InvalidOptions

from .helpers import DATA, GAME, draw, kinds, position, turn

TYPES = {"city": 3, "road": 2, "field": 1}
RAW = {t["letter"]: t for t in DATA["tiles"]}


def brute_force_placements(state: CarcassonneState, letter: str) -> set[tuple[int, int, int]]:
    """Every (x, y, rotation) where the tile fits, straight from the JSON edges."""
    tiles = {(t.x, t.y): (t.tile, t.rotation) for t in state.to_proto().tiles}

    def edge(letter: str, rotation: int, side: int) -> str:
        edges: list[str] = RAW[letter]["edges"]
        return edges[(side - rotation) % 4]

    steps = ((0, -1), (1, 0), (0, 1), (-1, 0))
    legal = set()
    empty = {(x + dx, y + dy) for x, y in tiles for dx, dy in steps} - set(tiles)
    for x, y in empty:
        for r in range(4):
            ok = True
            for side, (dx, dy) in enumerate(steps):
                other = tiles.get((x + dx, y + dy))
                if other and edge(letter, r, side) != edge(other[0], other[1], (side + 2) % 4):
                    ok = False
            if ok:
                legal.add((x, y, r))
    return legal


def test_new_game_has_the_start_tile_and_a_hidden_pile_of_71() -> None:
    state = GAME.new_game(3)
    message = state.to_proto()
    assert [(t.tile, t.x, t.y, t.rotation) for t in message.tiles] == [("D", 0, 0, 0)]
    request = state.chance_request()
    assert request is not None and request.kind == "tile"
    assert sum(request.weights) == 71
    assert dict(zip(request.outcomes, request.weights, strict=True))["D"] == 3
    assert state.current_seat() is None and state.pending_decision() == ""


def test_a_draw_shows_the_tile_and_asks_the_seat_to_place_it() -> None:
    state = GAME.new_game(2)
    events = draw(state, "V")
    assert kinds(events) == ["tile_drawn"]
    assert events[0].tile_drawn.tile == "V" and events[0].tile_drawn.tiles_remaining == 70
    assert state.current_seat() == 0 and state.pending_decision() == "PLACE_TILE"
    assert state.view(1).current_tile == "V"


@pytest.mark.parametrize("letter", sorted(RAW))
def test_legal_placements_are_exactly_the_fitting_distinct_ones(letter: str) -> None:
    state = position(
        [("U", 1, 0, 0), ("E", 0, 1, 2), ("V", -1, 0, 2), ("K", 2, 0, 0)],
        drawn=letter,
        step=pb.STEP_PLACE_TILE,
        pile={"B": 1},
    )
    listed = state.legal_actions()
    assert len(listed) == len(set(listed))
    assert all(isinstance(a, PlaceTile) for a in listed)
    tile_type = next(t for t in GAME_TILES if t.letter == letter)
    expected = {(x, y, tile_type.canonical_rotation[r]) for x, y, r in brute_force_placements(
        state, letter)}  # fmt: skip
    assert {(a.x, a.y, a.rotation) for a in listed if isinstance(a, PlaceTile)} == expected
    # canonical order: by x, then y, then rotation
    keys = [(a.x, a.y, a.rotation) for a in listed if isinstance(a, PlaceTile)]
    assert keys == sorted(keys)


from engines.carcassonne.tiles import TILE_TYPES as GAME_TILES  # noqa: E402


def test_every_touching_edge_must_match() -> None:
    state = GAME.new_game(2)
    draw(state, "E")
    # E in rotation 0 puts its city north; at (0, 1) its north edge would touch D's field
    with pytest.raises(IllegalAction) as rejected:
        state.apply_action(0, PlaceTile(0, 1, 0))
    assert rejected.value.reason == "TILE_DOES_NOT_FIT"
    state.apply_action(0, PlaceTile(0, 1, 2))  # city turned south: field meets field


def test_a_tile_must_share_an_edge_with_the_map() -> None:
    state = GAME.new_game(2)
    draw(state, "B")
    for x, y in ((1, 1), (2, 0), (-1, -1)):  # a corner only, or no contact at all
        with pytest.raises(IllegalAction) as rejected:
            state.apply_action(0, PlaceTile(x, y, 0))
        assert rejected.value.reason == "NOT_ADJACENT"


def test_a_square_with_a_tile_is_occupied() -> None:
    state = GAME.new_game(2)
    draw(state, "B")
    with pytest.raises(IllegalAction) as rejected:
        state.apply_action(0, PlaceTile(0, 0, 0))
    assert rejected.value.reason == "POSITION_OCCUPIED"


def test_equivalent_rotation_is_accepted_and_stored_canonically() -> None:
    state = GAME.new_game(2)
    draw(state, "U")
    assert PlaceTile(1, 0, 2) not in state.legal_actions()
    events = state.apply_action(0, PlaceTile(1, 0, 2))  # U turned twice looks like U unturned
    assert events[0].tile_placed.tile.rotation == 0
    assert state.to_proto().tiles[-1].rotation == 0


def test_holes_are_allowed_and_the_map_is_unbounded() -> None:
    far = [("U", x, 0, 0) for x in range(-1, -8, -1)]
    state = position(far, drawn="U", step=pb.STEP_PLACE_TILE, pile={"B": 1})
    assert PlaceTile(-8, 0, 0) in state.legal_actions()
    # a ring of road around the empty square (1, 1), closed by U at (1, 2)
    ring = [("U", 1, 0, 0), ("V", 2, 0, 0), ("U", 2, 1, 1), ("V", 2, 2, 1)]
    state = position(ring, drawn="U", step=pb.STEP_PLACE_TILE, pile={"B": 1})
    assert PlaceTile(1, 2, 0) in state.legal_actions()
    state.apply_action(0, PlaceTile(1, 2, 0))
    state.apply_action(0, PASS)
    draw(state, "B")
    assert PlaceTile(1, 1, 0) in state.legal_actions()  # the hole can be filled later


def test_unplaceable_tile_is_discarded_and_the_same_seat_draws_again() -> None:
    # After E closes the start city, no open edge is a city edge: C (all city) fits nowhere.
    state = GAME.new_game(2)
    draw(state, "E")
    events = turn(state, (0, -1, 2), PASS, next_tiles=("C", "V"))
    assert kinds(events)[-4:] == ["feature_scored", "tile_drawn", "tile_discarded", "tile_drawn"]
    assert events[-2].tile_discarded.tile == "C" and events[-2].tile_discarded.seat == 1
    assert events[-1].tile_drawn.seat == 1 and events[-1].tile_drawn.tile == "V"
    assert state.current_seat() == 1
    message = state.to_proto()
    assert list(message.discarded) == ["C"]
    assert sum(t.count for t in message.pile) == 71 - 3


def test_return_to_bag_option_puts_the_unplaceable_tile_back() -> None:
    state = GAME.new_game(2, {"unplaceable_tile": "return_to_bag"})
    draw(state, "E")
    events = turn(state, (0, -1, 2), PASS, next_tiles=("C", "V"))
    assert kinds(events)[-4:] == ["feature_scored", "tile_drawn", "tile_returned", "tile_drawn"]
    message = state.to_proto()
    assert list(message.discarded) == []
    assert {t.tile: t.count for t in message.pile}["C"] == 1


def test_the_last_tile_discarded_ends_the_game() -> None:
    state = position([("E", 0, -1, 2)], pile={"C": 1})
    events = draw(state, "C")
    assert kinds(events) == ["tile_drawn", "tile_discarded", "game_over"]
    assert state.is_terminal()


def test_the_game_ends_after_the_turn_of_the_last_tile() -> None:
    state = position([], pile={"B": 1}, players=2)
    events = draw(state, "B")
    assert not state.is_terminal()
    events = turn(state, (0, 1, 0))
    assert events[-1].WhichOneof("event") == "game_over"
    assert state.is_terminal() and state.legal_actions() == []
    assert state.chance_request() is None


def test_start_seat_option() -> None:
    state = GAME.new_game(4, {"start_seat": "2"})
    draw(state, "B")
    assert state.current_seat() == 2
    with pytest.raises(InvalidOptions):
        GAME.new_game(2, {"start_seat": "3"})
    with pytest.raises(InvalidOptions):
        GAME.new_game(7)
