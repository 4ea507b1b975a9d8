"""Scoring during the game and at the end, including every worked example of seed 004."""

from __future__ import annotations

from collections.abc import Sequence

from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne.actions import PlaceTile
from engines.carcassonne.state import CarcassonneState

from .helpers import CITY, FIELD, MONASTERY, ROAD, draw, follower, kinds, position, scored, turn

# A city open to the north: the start tile's cap, G and F (pennant) running north.
OPEN_CITY = [("G", 0, -1, 1), ("F", 0, -2, 1)]


def closing_city(
    followers: Sequence[tuple[int, int, int, int, str]], players: int = 2, pile: int = 3
) -> CarcassonneState:
    """OPEN_CITY with E drawn; E at (0, -3) turned south (rotation 2) closes it."""
    state = position(OPEN_CITY, followers, players=players, pile={"E": 1, "U": pile})
    draw(state, "E")
    return state


# ---------------------------------------------------------------------------- during the game


def test_completed_city_scores_2_per_tile_and_2_per_pennant() -> None:
    state = closing_city([(0, 0, -1, CITY, "N")])
    events = turn(state, (0, -3, 2))
    [city] = scored(events)
    assert (city.kind, city.phase, city.complete) == (CITY, pb.SCORING_PHASE_TURN, True)
    assert (city.tiles, city.pennants, list(city.points)) == (4, 1, [10, 0])
    assert state.scores() == [10, 0]


def test_two_tile_city_is_worth_4_no_small_city_rule() -> None:
    state = position([], [(1, 0, 0, CITY, "N")], pile={"E": 1, "U": 3})
    draw(state, "E")
    [city] = scored(turn(state, (0, -1, 2)))
    assert (city.tiles, list(city.points)) == (2, [0, 4])


def test_majority_takes_all_the_points() -> None:
    # seat 0 has two knights in the city (it was joined), seat 1 one
    followers = [(0, 0, 0, CITY, "N"), (1, 0, -1, CITY, "N"), (0, 0, -2, CITY, "N")]
    state = closing_city(followers)
    [city] = scored(turn(state, (0, -3, 2)))
    assert list(city.points) == [10, 0]
    assert len(city.followers_returned) == 3
    assert [s.followers_in_supply for s in state.view(0).seats] == [7, 7]


def test_tied_majority_all_score_in_full() -> None:
    followers = [(0, 0, 0, CITY, "N"), (1, 0, -1, CITY, "N"), (2, 0, -2, CITY, "N")]
    state = closing_city(followers, players=3)
    [city] = scored(turn(state, (0, -3, 2)))
    assert list(city.points) == [10, 10, 10]
    assert state.scores() == [10, 10, 10]


def test_more_followers_do_not_multiply_the_score() -> None:
    followers = [(0, 0, 0, CITY, "N"), (0, 0, -1, CITY, "N")]
    state = closing_city(followers)
    [city] = scored(turn(state, (0, -3, 2)))
    assert list(city.points) == [10, 0]


def test_scoring_order_complete_place_score_return() -> None:
    """Seed 004, §2: 1) complete with the new tile, 2) place the knight, 3) score,
    4) return the knight, all in the same turn."""
    state = closing_city([])
    events = turn(state, (0, -3, 2), follower(CITY, "S"), next_tiles=("U",))
    assert kinds(events) == [
        "tile_placed", "follower_placed", "feature_scored", "tile_drawn"
    ]  # fmt: skip
    city = events[2].feature_scored
    assert list(city.points) == [10, 0]
    [back] = city.followers_returned
    assert (back.seat, back.x, back.y, back.kind) == (0, 0, -3, CITY)
    assert state.view(None).seats[0].followers_in_supply == 7
    assert not state.to_proto().followers


def test_closing_an_empty_city_scores_nothing_and_a_farmer_may_go_instead() -> None:
    """Seed 004: close a city without a follower, put a farmer on the field instead."""
    state = position(OPEN_CITY, pile={"E": 1})
    draw(state, "E")
    events = turn(state, (0, -3, 2), follower(FIELD, "NL"))
    city = scored(events)[0]
    assert (city.kind, city.phase, list(city.points)) == (CITY, pb.SCORING_PHASE_TURN, [0, 0])
    # that was the last tile: the farmer stayed and scores the completed city at the end
    final = [s for s in scored(events) if s.phase == pb.SCORING_PHASE_FINAL]
    assert [(s.kind, s.cities, list(s.points)) for s in final] == [(FIELD, 1, [3, 0])]
    assert state.scores() == [3, 0]


def test_road_scores_1_per_tile_when_both_ends_stop() -> None:
    # start road W-E; W ends at a junction W (3 roads), E ends at a crossroads X
    state = position([("W", -1, 0, 0)], [(1, 0, 0, ROAD, "E")], pile={"X": 1, "U": 2})
    draw(state, "X")
    [road] = scored(turn(state, (1, 0, 0)))
    assert (road.kind, road.tiles, list(road.points)) == (ROAD, 3, [0, 3])


def test_road_loop_completes_and_counts_distinct_tiles() -> None:
    loop = [("V", 0, 1, 3), ("V", 1, 1, 0), ("V", 0, 2, 2)]
    state = position(loop, [(0, 0, 1, ROAD, "E")], pile={"V": 1, "U": 1})
    draw(state, "V")
    [road] = scored(turn(state, (1, 2, 1)))
    assert (road.kind, road.complete, road.tiles, list(road.points)) == (ROAD, True, 4, [4, 0])


def test_road_loop_through_a_crossroads_counts_the_crossroads_once() -> None:
    # X's east road runs round three curves back into X's south road: both ends stop at X
    loop = [("X", 1, 0, 0), ("V", 2, 0, 0), ("V", 2, 1, 1)]
    state = position(loop, [(0, 1, 0, ROAD, "E")], pile={"V": 1, "U": 1})
    draw(state, "V")
    [road] = scored(turn(state, (1, 1, 2)))
    assert (road.kind, road.tiles, list(road.points)) == (ROAD, 4, [4, 0])


def test_a_tile_with_two_segments_of_one_city_counts_once() -> None:
    # a ring of three city corners closed by I, whose two caps join the same city
    ring = [("N", 0, 1, 3), ("N", -1, 1, 2), ("N", -1, 2, 1)]
    state = position(ring, [(0, 0, 1, CITY, "S")], pile={"I": 1, "U": 1})
    draw(state, "I")
    [city] = scored(turn(state, (0, 2, 0)))
    assert (city.tiles, list(city.points)) == (4, [8, 0])


SURROUNDED = [
    ("U", 1, 0, 0), ("U", -1, 0, 0), ("B", 0, 1, 0), ("B", -1, 1, 0), ("B", 1, 1, 0),
    ("E", -1, 2, 2), ("E", 1, 2, 2),
]  # fmt: skip


def test_monastery_scores_9_when_surrounded() -> None:
    state = position(SURROUNDED, [(1, 0, 1, MONASTERY, "CENTER")], pile={"E": 1, "U": 1})
    draw(state, "E")
    [monastery] = scored(turn(state, (0, 2, 2)))
    assert (monastery.kind, monastery.tiles, list(monastery.points)) == (MONASTERY, 9, [0, 9])
    assert (monastery.x, monastery.y) == (0, 1)


def test_follower_on_a_monastery_tiles_field_leaves_the_monastery_empty() -> None:
    """Seed 004: on a monastery tile the follower may go on the field instead; the monastery
    then stays empty, even when it is completed."""
    around = [t for t in SURROUNDED if t[:3] != ("B", 0, 1)] + [("E", 0, 2, 2)]
    state = position(around, pile={"B": 1, "U": 3})
    draw(state, "B")
    state.apply_action(0, PlaceTile(0, 1, 0))
    assert follower(MONASTERY, "CENTER") in state.legal_actions()
    events = state.apply_action(0, follower(FIELD, "NL"))
    [monastery] = scored(events)  # completed at once (8 neighbours), nobody on it
    assert (monastery.kind, list(monastery.points)) == (MONASTERY, [0, 0])
    assert [(f.kind, f.x, f.y) for f in state.to_proto().followers] == [(FIELD, 0, 1)]
    assert state.scores() == [0, 0]


def test_several_features_completed_by_one_tile_score_in_spot_order() -> None:
    # L at (1, 0) ends the start road (its west end is a junction) and closes a 3-tile city
    tiles = [("W", -1, 0, 0), ("E", 0, 1, 1), ("N", 1, 1, 0)]
    followers = [(0, 0, 0, ROAD, "E"), (1, 0, 1, CITY, "E")]
    state = position(tiles, followers, pile={"L": 1, "U": 3})
    draw(state, "L")
    events = turn(state, (1, 0, 2), next_tiles=("U",))
    assert [(s.kind, s.tiles, list(s.points)) for s in scored(events)] == [
        (CITY, 3, [0, 6]),  # the city at the tile's S edge comes before the road at its W edge
        (ROAD, 3, [3, 0]),
    ]
    assert kinds(events)[-1] == "tile_drawn"  # followers are back before the next turn
    assert [s.followers_in_supply for s in state.view(None).seats] == [7, 7]


def test_completed_feature_without_follower_is_reported_with_no_points() -> None:
    state = position([], pile={"E": 1, "U": 1})
    draw(state, "E")
    [city] = scored(turn(state, (0, -1, 2)))
    assert list(city.points) == [0, 0] and city.complete


def test_laps_of_the_score_track() -> None:
    state = position([], scores=[49, 120], pile={"E": 1, "U": 1})
    view = state.view(0)
    assert [(s.score, s.laps, s.track_space) for s in view.seats] == [(49, 0, 49), (120, 2, 20)]


# ---------------------------------------------------------------------------- final scoring


def test_incomplete_features_at_the_end() -> None:
    """Seed 004: incomplete road and city 1 per tile (+1 per pennant), monastery 1 + neighbours;
    the monastery with 5 neighbours is worth 6."""
    tiles = [("U", 1, 0, 0), ("U", -1, 0, 0), ("B", 0, 1, 0), ("F", 0, -1, 1), ("B", 1, 1, 0)]
    followers = [(0, 0, 1, MONASTERY, "CENTER"), (1, 1, 0, ROAD, "E"), (0, 0, -1, CITY, "N")]
    state = position(tiles, followers, pile={"B": 1})
    draw(state, "B")
    events = turn(state, (0, 2, 0))  # the monastery's 5th neighbour, the last tile
    final = {int(s.kind): s for s in scored(events) if s.phase == pb.SCORING_PHASE_FINAL}
    assert (final[ROAD].tiles, list(final[ROAD].points)) == (3, [0, 3])
    assert (final[CITY].tiles, final[CITY].pennants, list(final[CITY].points)) == (2, 1, [3, 0])
    assert (final[MONASTERY].tiles, list(final[MONASTERY].points)) == (6, [6, 0])
    assert not any(s.complete for s in final.values())
    assert state.scores() == [9, 3]
    assert events[-1].game_over.scores == [9, 3] and list(events[-1].game_over.ranks) == [1, 2]
    assert not state.to_proto().followers


# The three-field farm example (seed 004): fields 1 and 2 are split by a road between city A
# (north, T) and city B (south, S and the start tile's cap); both cities border both fields.
# City C, a ring of four corners, borders field 2 only. Field 3 runs along a column of three
# H tiles closed by D tiles at both ends: four completed cities.
FARM_TILES = [
    ("S", 0, -1, 2), ("E", -1, -1, 1), ("E", 1, -1, 3), ("U", 0, -2, 1), ("T", 0, -3, 0),
    ("E", 0, -4, 2), ("E", -1, -3, 1), ("E", 1, -3, 3), ("B", 1, -2, 0),
    ("N", 2, -1, 1), ("N", 2, -2, 2), ("M", 3, -1, 0), ("N", 3, -2, 3),
    ("D", 0, 1, 2), ("H", 0, 2, 0), ("H", 0, 3, 0), ("H", 0, 4, 0), ("D", 0, 5, 0),
    ("U", 1, 2, 1), ("U", 1, 3, 1), ("U", 1, 4, 1),
]  # fmt: skip
BLUE, RED, YELLOW, BLACK = 0, 1, 2, 3
FARMERS = [
    (BLUE, 0, -3, FIELD, "SR"),  # field 1
    (BLUE, 0, -2, FIELD, "NR"),  # field 2
    (RED, 0, -1, FIELD, "NR"),  # field 2
    (YELLOW, 0, 2, FIELD, "EL"),  # field 3
    (YELLOW, 1, 3, FIELD, "NL"),  # field 3
    (BLACK, 0, 3, FIELD, "EL"),  # field 3
]


def test_three_field_farm_example_6_then_9_and_9_then_12() -> None:
    state = position(FARM_TILES, FARMERS, players=4, pile={"B": 1})
    draw(state, "B")
    events = turn(state, (4, -1, 0))  # the last tile, far from the fields
    fields = [s for s in scored(events) if s.kind == FIELD]
    assert sorted((s.cities, tuple(s.points)) for s in fields) == [
        (2, (6, 0, 0, 0)),  # field 1: Blue alone, cities A and B
        (3, (9, 9, 0, 0)),  # field 2: Blue and Red tie, cities A, B and C
        (4, (0, 0, 12, 0)),  # field 3: Yellow's 2 farmers beat Black's 1
    ]
    assert state.scores() == [15, 9, 12, 0]
    assert list(events[-1].game_over.ranks) == [1, 3, 2, 4]


def test_field_enclosed_by_roads_with_no_city_scores_0() -> None:
    """Seed 004: a field closed in by roads with no city is worth nothing."""
    loop = [("V", 0, 1, 3), ("V", 1, 1, 0), ("V", 0, 2, 2)]
    state = position(loop, pile={"V": 1})
    draw(state, "V")
    events = turn(state, (1, 2, 1), follower(FIELD, "NL"))  # the small field inside the loop
    [farm] = [s for s in scored(events) if s.kind == FIELD]
    assert (farm.cities, list(farm.points)) == (0, [0, 0])
    assert state.scores() == [0, 0]


def test_incomplete_city_does_not_count_for_a_farm() -> None:
    # farmer on the start tile's strip between road and the (open) city
    state = position([], [(0, 0, 0, FIELD, "EL")], pile={"U": 1})
    draw(state, "U")
    events = turn(state, (1, 0, 0))
    [farm] = [s for s in scored(events) if s.kind == FIELD]
    assert (farm.cities, list(farm.points)) == (0, [0, 0])


def test_farmers_stay_until_the_end() -> None:
    state = position(OPEN_CITY, [(0, 0, -1, FIELD, "EL")], pile={"E": 1, "U": 2})
    draw(state, "E")
    turn(state, (0, -3, 2), next_tiles=("U",))  # the city is complete; the farmer stays
    assert [(f.kind, f.seat) for f in state.to_proto().followers] == [(FIELD, 0)]
    assert state.view(0).seats[0].followers_in_supply == 6


def test_a_city_bordering_a_field_twice_counts_once_after_its_parts_merge() -> None:
    # the farmer's field touches the start cap and K's cap, two cities until N joins them
    tiles = [("K", 1, 0, 0), ("N", 0, -1, 2)]
    state = position(tiles, [(0, 0, 0, FIELD, "EL")], pile={"N": 1})
    draw(state, "N")
    events = turn(state, (1, -1, 3))
    city, farm = scored(events)
    assert (city.kind, city.complete, city.tiles) == (CITY, True, 4)
    assert (farm.kind, farm.cities, list(farm.points)) == (FIELD, 1, [3, 0])
