"""Carcassonne's terminal drawing (``engines/carcassonne/terminal.py``): exact tiles, the map
with its axes and the free squares, and every tile's edges as the engine sees them."""

from __future__ import annotations

import pytest
from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne.geometry import CITY_EDGE, FIELD_EDGE, ROAD_EDGE
from engines.carcassonne.terminal import describe, draw_map, draw_rotations, tile_glyphs
from engines.carcassonne.tiles import LETTER_INDEX, LETTERS, VARIANTS

#: the middle cell of each edge (N, E, S, W) in a 7x3 tile
EDGE_MIDDLE = ((0, 3), (1, 6), (2, 3), (1, 0))


def test_a_road_bend_in_its_four_rotations() -> None:
    assert draw_rotations("V", [0, 1, 2, 3]).plain == (
        "  r0       r1       r2       r3   \n"
        ".......  ...│...  ...│...  .......\n"
        "───┐...  ───┘...  ...└───  ...┌───\n"
        "...│...  .......  .......  ...│...\n"
    )


def test_cities_pennants_monasteries_and_villages() -> None:
    assert draw_rotations("F", [0]).plain.splitlines()[1:] == ["##...*#", "#######", "##...##"]
    assert draw_rotations("A", [0]).plain.splitlines()[1:] == [".......", "...M...", "...│..."]
    assert draw_rotations("X", [0]).plain.splitlines()[1:] == ["...│...", "───•───", "...│..."]


@pytest.mark.parametrize("letter", LETTERS)
def test_every_edge_is_drawn_as_the_engine_sees_it(letter: str) -> None:
    for rotation in range(4):
        cells = tile_glyphs(letter, rotation)
        edges = VARIANTS[LETTER_INDEX[letter]][rotation].edges
        for side, (row, column) in enumerate(EDGE_MIDDLE):
            char = cells[row][column][0]
            expected = {CITY_EDGE: "#*", ROAD_EDGE: "│─", FIELD_EDGE: "."}[edges[side]]
            assert char in expected, (letter, rotation, side, char)


def test_the_map_has_axes_tiles_followers_and_free_squares() -> None:
    view = pb.View(
        num_players=2,
        tiles=[pb.PlacedTile(tile="D", x=0, y=0), pb.PlacedTile(tile="V", x=1, y=0)],
        followers=[
            pb.Follower(seat=1, x=1, y=0, kind=pb.FEATURE_KIND_ROAD, location=pb.LOCATION_S)
        ],
    )
    assert draw_map(view, {(0, 1), (2, 0)}).plain == (
        "         0      1      2     x\n"
        "      #######.......       \n"
        "   0  ──────────┐...  2,0  \n"
        "      ..........1...       \n"
        "                           \n"
        "   1    0,1                \n"
        "                           \n"
        "   y"
    )


def test_the_screen_shows_the_tile_to_place_in_the_offered_rotations() -> None:
    view = pb.View(
        num_players=2,
        tiles=[pb.PlacedTile(tile="D", x=0, y=0)],
        seats=[pb.SeatStatus(seat=0, followers_in_supply=7), pb.SeatStatus(seat=1)],
        current_tile="E",
        current_seat=0,
        seat=0,
        tiles_remaining=70,
    )
    legal = [
        pb.Action(place_tile=pb.PlaceTile(x=0, y=1, rotation=2)),
        pb.Action(place_tile=pb.PlaceTile(x=1, y=0, rotation=1)),
        pb.Action(place_tile=pb.PlaceTile(x=0, y=-1, rotation=2)),
    ]
    text = describe(view, legal).plain
    assert " 0  seat 0 red (you): 0 points, 7 followers in supply  <- to move\n" in text
    assert text.endswith(
        "tile to place: E (city cap N)\n"
        "  r1       r2   \n"
        ".....##  .......\n"
        ".....##  .......\n"
        ".....##  #######\n"
    )
    assert "0,-1" in text and "1,0" in text and "0,1" in text
