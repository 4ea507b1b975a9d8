"""The 72 base-game tiles, loaded from ``data/tiles.json``, and their precomputed rotations.

For every letter and rotation a :class:`Variant` holds the tile in board orientation: edge
types, segments sorted by canonical location, and lookup tables from sides and half-edges to
segments. :data:`FIT` answers "which distinct rotations of this letter fit this frontier
square" with one list index, so enumerating placements costs one lookup per open square.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any, Final

from engines.carcassonne.geometry import (
    CENTER,
    CITY,
    DELTAS,
    EDGE_TYPES,
    FIELD,
    FIELD_EDGE,
    HALVES,
    MONASTERY,
    ROAD,
    SIDES,
    edge_location,
    facing_half,
    half_location,
)
from engines.records import reduce_fields

# found through the package, not __file__ (which a module compiled by mypyc does not set to its
# own path): engines/carcassonne/data/tiles.json
DATA_FILE: Final = resources.files("engines.carcassonne") / "data" / "tiles.json"
FOLLOWERS_PER_PLAYER: Final = 7
START_LETTER: Final = "D"


@dataclass(frozen=True, slots=True)
class Segment:
    """One feature segment of a tile in board orientation."""

    kind: int
    #: sides a road or city reaches (board orientation)
    sides: tuple[int, ...]
    #: half-edges a field touches (board orientation)
    halves: tuple[int, ...]
    pennant: bool
    #: for a field: indexes (in this variant) of the city segments it borders
    cities: tuple[int, ...]
    #: the canonical location (first in the order N E S W NL..WR CENTER)
    location: int
    #: every location naming this segment
    locations: tuple[int, ...]

    def __reduce__(self) -> tuple[type[Any], tuple[Any, ...]]:
        return reduce_fields(self)  # pickles alike compiled (engines/records.py)


@dataclass(frozen=True, slots=True)
class Variant:
    """A tile type in one rotation."""

    letter: str
    index: int
    rotation: int
    #: edge types N, E, S, W
    edges: tuple[int, int, int, int]
    segments: tuple[Segment, ...]
    #: per side, the road or city segment reaching it, else -1
    side_segment: tuple[int, int, int, int]
    #: per half-edge, the field segment touching it, else -1
    half_segment: tuple[int, ...]
    #: (kind, location) -> segment index, for every location of every segment
    spots: dict[tuple[int, int], int]
    #: index of the monastery segment, else -1
    monastery: int
    # ---- tables for the hot paths, derived from the fields above
    #: open edges per segment (sides a road or city reaches, 0 for fields and monasteries)
    open_edges: tuple[int, ...]
    #: pennants per segment (0 or 1)
    pennants: tuple[int, ...]
    #: indexes of the road and city segments
    edge_segments: tuple[int, ...]
    #: (segment index, bordered city segment indexes) of each field bordering a city
    field_cities: tuple[tuple[int, tuple[int, ...]], ...]
    #: (segment index, kind, location) of each road and city segment, in segment order
    closable: tuple[tuple[int, int, int], ...]
    #: side_segment then half_segment: the segment reached through each of 12 connections
    connections: tuple[int, ...]
    #: per side: (own segment, the neighbour's connection index, whether it joins a road or
    #: city edge) for every segment this side connects to the neighbour on that side
    links: tuple[tuple[tuple[int, int, bool], ...], ...]
    #: per side: this tile's edge type on it, shifted to the neighbour's frontier code slot
    frontier_bits: tuple[int, int, int, int]
    #: per side N, E, S, W: (packed-position offset of the neighbour, frontier_bits, links)
    sides: tuple[tuple[int, int, tuple[tuple[int, int, bool], ...]], ...]

    def signature(self) -> tuple[Any, ...]:
        return (
            self.edges,
            tuple((s.kind, s.sides, s.halves, s.pennant, s.cities) for s in self.segments),
        )

    def __reduce__(self) -> tuple[type[Any], tuple[Any, ...]]:
        return reduce_fields(self)  # pickles alike compiled (engines/records.py)


@dataclass(frozen=True, slots=True)
class TileType:
    letter: str
    index: int
    count: int
    description: str
    #: variants by rotation 0..3 (equivalent rotations hold equal data)
    variants: tuple[Variant, Variant, Variant, Variant]
    #: rotation -> the smallest rotation giving the same placement
    canonical_rotation: tuple[int, int, int, int]
    #: the distinct rotations, ascending
    distinct_rotations: tuple[int, ...]

    def __reduce__(self) -> tuple[type[Any], tuple[Any, ...]]:
        return reduce_fields(self)  # pickles alike compiled (engines/records.py)


#: a segment before its final index: (sort key, kind, sides, halves, pennant, raw city
#: indexes, raw id)
_Pending = tuple[int, int, tuple[int, ...], tuple[int, ...], bool, tuple[int, ...], str]


def _rotate(letter: str, index: int, raw: dict[str, Any], r: int) -> Variant:
    """The tile ``raw`` turned ``r`` quarter turns clockwise, with its lookup tables."""
    edges = [0, 0, 0, 0]
    for i, edge in enumerate(raw["edges"]):
        edges[(i + r) % 4] = EDGE_TYPES[edge]
    segments = _segments(raw, r)
    side_segment, half_segment, spots = _segment_lookups(segments)
    # side s faces the neighbour's side (s + 2) % 4, whose code slot is 2 bits at 2 * that
    frontier_bits = (edges[0] << 4, edges[1] << 6, edges[2], edges[3] << 2)
    links = tuple(
        _side_links(letter, side, edges[side], side_segment, half_segment) for side in range(4)
    )
    return Variant(
        letter=letter,
        index=index,
        rotation=r,
        edges=(edges[0], edges[1], edges[2], edges[3]),
        segments=segments,
        side_segment=(side_segment[0], side_segment[1], side_segment[2], side_segment[3]),
        half_segment=tuple(half_segment),
        spots=spots,
        monastery=len(segments) - 1 if raw["monastery"] else -1,
        open_edges=tuple(len(seg.sides) for seg in segments),
        pennants=tuple(1 if seg.pennant else 0 for seg in segments),
        edge_segments=tuple(n for n, seg in enumerate(segments) if seg.sides),
        field_cities=tuple((n, seg.cities) for n, seg in enumerate(segments) if seg.cities),
        closable=tuple(
            (n, seg.kind, seg.location)
            for n, seg in enumerate(segments)
            if seg.kind in (ROAD, CITY)
        ),
        connections=(*side_segment, *half_segment),
        links=links,
        frontier_bits=frontier_bits,
        sides=tuple(zip(DELTAS, frontier_bits, links, strict=True)),
    )


def _pending_segments(raw: dict[str, Any], r: int) -> list[_Pending]:
    """The tile's cities, roads, fields and monastery turned ``r`` quarter turns, sorted by
    canonical location (a field's cities still by their raw index)."""
    side_of = {name: (i + r) % 4 for i, name in enumerate(SIDES)}
    half_of = {name: (i + 2 * r) % 8 for i, name in enumerate(HALVES)}
    pending: list[_Pending] = []
    for i, city in enumerate(raw["cities"]):
        sides = tuple(sorted(side_of[s] for s in city["edges"]))
        pending.append((edge_location(sides[0]), CITY, sides, (), city["pennant"], (), f"c{i}"))
    for road in raw["roads"]:
        sides = tuple(sorted(side_of[s] for s in road["edges"]))
        pending.append((edge_location(sides[0]), ROAD, sides, (), False, (), ""))
    for field in raw["fields"]:
        halves = tuple(sorted(half_of[h] for h in field["halves"]))
        cities = tuple(field["adjacent_cities"])
        pending.append((half_location(halves[0]), FIELD, (), halves, False, cities, ""))
    if raw["monastery"]:
        pending.append((CENTER, MONASTERY, (), (), False, (), ""))
    pending.sort(key=lambda p: p[0])
    return pending


def _segments(raw: dict[str, Any], r: int) -> tuple[Segment, ...]:
    """The rotated tile's segments in canonical order, a field's cities by their new index."""
    pending = _pending_segments(raw, r)
    new_index_of_city = {p[6]: n for n, p in enumerate(pending) if p[6]}
    segments: list[Segment] = []
    for location, kind, sides, halves, pennant, cities, _ in pending:
        if kind == FIELD:
            locations = tuple(half_location(h) for h in halves)
        elif kind == MONASTERY:
            locations = (CENTER,)
        else:
            locations = tuple(edge_location(s) for s in sides)
        mapped = tuple(sorted(new_index_of_city[f"c{c}"] for c in cities))
        segments.append(Segment(kind, sides, halves, pennant, mapped, location, locations))
    return tuple(segments)


def _segment_lookups(
    segments: tuple[Segment, ...],
) -> tuple[list[int], list[int], dict[tuple[int, int], int]]:
    """Per side and per half-edge the segment reaching it (-1: none), and (kind, location)
    -> segment for every location of every segment."""
    side_segment = [-1, -1, -1, -1]
    half_segment = [-1] * 8
    spots: dict[tuple[int, int], int] = {}
    for n, seg in enumerate(segments):
        for s in seg.sides:
            side_segment[s] = n
        for h in seg.halves:
            half_segment[h] = n
        for loc in seg.locations:
            spots[(seg.kind, loc)] = n
    return side_segment, half_segment, spots


def _side_links(
    letter: str, side: int, edge: int, side_segment: list[int], half_segment: list[int]
) -> tuple[tuple[int, int, bool], ...]:
    """(own segment, the neighbour's connection index, whether a road or city edge joins)
    for every segment that ``side`` connects to the neighbour on that side."""
    opposite = (side + 2) % 4
    links: list[tuple[int, int, bool]] = []
    if side_segment[side] >= 0:
        links.append((side_segment[side], opposite, True))
    # both halves of a field edge belong to one field, on this tile and on the neighbour
    # (whose edge is a field edge too): one union joins them
    halves = (2 * side,) if edge == FIELD_EDGE else (2 * side, 2 * side + 1)
    if edge == FIELD_EDGE and half_segment[2 * side] != half_segment[2 * side + 1]:
        raise ValueError(f"tile {letter}: the halves of field edge {side} differ")
    for half in halves:
        if half_segment[half] >= 0:
            links.append((half_segment[half], 4 + facing_half(half), False))
    return tuple(links)


def _load() -> tuple[TileType, ...]:
    data = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    types: list[TileType] = []
    for index, raw in enumerate(data["tiles"]):
        letter = raw["letter"]
        variants = [_rotate(letter, index, raw, r) for r in range(4)]
        canonical = []
        for r in range(4):
            sig = variants[r].signature()
            canonical.append(next(q for q in range(4) if variants[q].signature() == sig))
        types.append(
            TileType(
                letter=letter,
                index=index,
                count=int(raw["count"]),
                description=raw["description"],
                variants=(variants[0], variants[1], variants[2], variants[3]),
                canonical_rotation=(canonical[0], canonical[1], canonical[2], canonical[3]),
                distinct_rotations=tuple(sorted(set(canonical))),
            )
        )
    if sum(t.count for t in types) != data["total"]:
        raise ValueError("tile counts do not add up to the total")
    return tuple(types)


TILE_TYPES: Final = _load()
LETTERS: Final = tuple(t.letter for t in TILE_TYPES)
LETTER_INDEX: Final = {t.letter: t.index for t in TILE_TYPES}
START_INDEX: Final = LETTER_INDEX[START_LETTER]
VARIANTS: Final = tuple(t.variants for t in TILE_TYPES)
TOTAL_TILES: Final = sum(t.count for t in TILE_TYPES)


def initial_pile() -> list[int]:
    """Copies per letter index in the draw pile at the start (the start tile D is not in it)."""
    return [t.count - (1 if t.letter == START_LETTER else 0) for t in TILE_TYPES]


def _fits(variant: Variant, code: int) -> bool:
    for side in range(4):
        need = (code >> (2 * side)) & 3
        if need and variant.edges[side] != need:
            return False
    return True


def _fit_table() -> tuple[tuple[tuple[int, ...], ...], ...]:
    table = []
    for tile in TILE_TYPES:
        row = []
        for code in range(256):
            row.append(tuple(r for r in tile.distinct_rotations if _fits(tile.variants[r], code)))
        table.append(tuple(row))
    return tuple(table)


#: FIT[letter index][frontier code] -> distinct rotations that fit a square with that code.
#: A frontier code packs the required edge type per side (2 bits each, side s at bit 2s).
FIT: Final = _fit_table()
#: FIT as bit masks: FIT_MASKS[letter index][code] has bit r set when rotation r fits.
FIT_MASKS: Final = tuple(tuple(sum(1 << r for r in rotations) for rotations in row) for row in FIT)
#: FITTING_CODES[letter index]: the frontier codes where at least one rotation fits.
FITTING_CODES: Final = tuple(
    frozenset(code for code, rotations in enumerate(row) if rotations) for row in FIT
)
