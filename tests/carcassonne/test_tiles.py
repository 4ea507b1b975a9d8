"""The tile set as data: the 72 tiles, their topology, and the precomputed rotations."""

from __future__ import annotations

from collections import Counter

from engines.carcassonne.geometry import CITY, FIELD, HALVES, ROAD, SIDES
from engines.carcassonne.tiles import FIT, TILE_TYPES, TOTAL_TILES, initial_pile

from .helpers import DATA


def test_seventy_two_tiles_in_24_types_with_the_reference_counts() -> None:
    counts = {t.letter: t.count for t in TILE_TYPES}
    assert TOTAL_TILES == 72 and len(counts) == 24
    assert counts == {
        "A": 2, "B": 4, "C": 1, "D": 4, "E": 5, "F": 2, "G": 1, "H": 3, "I": 2, "J": 3,
        "K": 3, "L": 3, "M": 2, "N": 3, "O": 2, "P": 3, "Q": 1, "R": 3, "S": 2, "T": 1,
        "U": 8, "V": 9, "W": 4, "X": 1,
    }  # fmt: skip


def test_the_start_tile_is_not_in_the_pile() -> None:
    pile = initial_pile()
    assert sum(pile) == 71
    assert pile[TILE_TYPES[3].index] == 3 and TILE_TYPES[3].letter == "D"


def test_pennants_monasteries_and_edge_census() -> None:
    pennants = sum(t.count for t in TILE_TYPES if any(s.pennant for s in t.variants[0].segments))
    monasteries = sum(t.count for t in TILE_TYPES if t.variants[0].monastery >= 0)
    edges = Counter()  # type: Counter[int]
    for t in TILE_TYPES:
        for e in t.variants[0].edges:
            edges[e] += t.count
    assert (pennants, monasteries) == (10, 6)
    assert (edges[3], edges[2], edges[1]) == (79, 94, 115)  # city, road, field


def test_distinct_rotations_follow_the_tile_symmetry() -> None:
    distinct = {t.letter: len(t.distinct_rotations) for t in TILE_TYPES}
    assert {k for k, v in distinct.items() if v == 1} == {"B", "C", "X"}
    assert {k for k, v in distinct.items() if v == 2} == {"F", "G", "H", "U"}
    assert all(v == 4 for k, v in distinct.items() if k not in "BCXFGHU")


def _rotated_topology(raw: dict[str, object], r: int) -> tuple[object, ...]:
    """The tile's topology turned r quarter turns clockwise, straight from the JSON."""
    side = {name: SIDES[(i + r) % 4] for i, name in enumerate(SIDES)}
    half = {name: HALVES[(i + 2 * r) % 8] for i, name in enumerate(HALVES)}
    edges = raw["edges"]
    assert isinstance(edges, list)
    rotated_edges = tuple(edges[(i - r) % 4] for i in range(4))
    cities = raw["cities"]
    roads = raw["roads"]
    fields = raw["fields"]
    assert isinstance(cities, list) and isinstance(roads, list) and isinstance(fields, list)
    city_sets = [frozenset(side[e] for e in c["edges"]) for c in cities]
    return (
        rotated_edges,
        frozenset((s, c["pennant"]) for s, c in zip(city_sets, cities, strict=True)),
        frozenset(frozenset(side[e] for e in road["edges"]) for road in roads),
        frozenset(
            (frozenset(half[h] for h in f["halves"]),
             frozenset(city_sets[i] for i in f["adjacent_cities"]))
            for f in fields
        ),
    )  # fmt: skip


def test_equivalent_rotations_are_true_symmetries_of_the_data() -> None:
    for raw, tile in zip(DATA["tiles"], TILE_TYPES, strict=True):
        for r in range(4):
            same = tile.canonical_rotation[r]
            assert same <= r
            assert _rotated_topology(raw, r) == _rotated_topology(raw, same), (tile.letter, r)
        for a in tile.distinct_rotations:
            for b in tile.distinct_rotations:
                if a < b:
                    assert _rotated_topology(raw, a) != _rotated_topology(raw, b)


def test_rotation_turns_clockwise() -> None:
    e = TILE_TYPES[4]
    assert e.letter == "E"
    names = {1: "field", 2: "road", 3: "city"}
    assert [names[x] for x in e.variants[1].edges] == ["field", "city", "field", "field"]
    city = next(s for s in e.variants[1].segments if s.kind == CITY)
    assert city.sides == (1,)  # the printed north edge now faces east


def test_every_half_edge_belongs_to_one_field_except_on_city_edges() -> None:
    for tile in TILE_TYPES:
        for variant in tile.variants:
            for h in range(8):
                on_city = variant.edges[h // 2] == 3
                assert (variant.half_segment[h] < 0) == on_city, (tile.letter, h)
                if not on_city:
                    assert variant.segments[variant.half_segment[h]].kind == FIELD
            for s in range(4):
                seg = variant.side_segment[s]
                assert (seg >= 0) == (variant.edges[s] in (2, 3))
                if seg >= 0:
                    assert variant.segments[seg].kind == (ROAD if variant.edges[s] == 2 else CITY)


def test_fit_table_matches_edge_types() -> None:
    # a square whose north neighbour shows a city edge and east neighbour a road edge
    code = (3 << 0) | (2 << 2)
    for tile in TILE_TYPES:
        expected = tuple(
            r
            for r in tile.distinct_rotations
            if tile.variants[r].edges[0] == 3 and tile.variants[r].edges[1] == 2
        )
        assert FIT[tile.index][code] == expected
