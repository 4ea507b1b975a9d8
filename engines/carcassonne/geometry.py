"""Board geometry: sides, half-edges, locations, feature kinds and packed positions.

x grows to the east and y to the south (so north of (x, y) is (x, y - 1)). Sides are indexed
N=0, E=1, S=2, W=3 and half-edges NL=0 ... WR=7, clockwise from the north-west corner. A
rotation of r quarter turns clockwise maps side e to (e + r) % 4 and half-edge h to
(h + 2r) % 8. Side e faces the neighbour's side (e + 2) % 4; half-edge h faces the neighbour's
((h + 4) % 8) ^ 1.

Positions are packed into one int, ``x * STRIDE + y``, so that neighbours are additions and
sorting packed positions sorts by (x, y).
"""

from __future__ import annotations

from typing import Final

SIDES: Final = ("N", "E", "S", "W")
HALVES: Final = ("NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR")

# Edge types (2 bits each in a frontier constraint code; 0 = no neighbour on that side).
FIELD_EDGE: Final = 1
ROAD_EDGE: Final = 2
CITY_EDGE: Final = 3
EDGE_TYPES: Final = {"field": FIELD_EDGE, "road": ROAD_EDGE, "city": CITY_EDGE}

# Feature kinds, numbered as the proto enum FeatureKind.
ROAD: Final = 1
CITY: Final = 2
MONASTERY: Final = 3
FIELD: Final = 4
KIND_NAMES: Final = {ROAD: "road", CITY: "city", MONASTERY: "monastery", FIELD: "field"}

# Locations, numbered as the proto enum Location: edges 1..4, half-edges 5..12, centre 13.
CENTER: Final = 13
LOCATION_NAMES: Final = ("", *SIDES, *HALVES, "CENTER")
EDGE_LOCATIONS: Final = frozenset(range(1, 5))
HALF_LOCATIONS: Final = frozenset(range(5, 13))
LOCATIONS_OF_KIND: Final = {
    ROAD: EDGE_LOCATIONS,
    CITY: EDGE_LOCATIONS,
    FIELD: HALF_LOCATIONS,
    MONASTERY: frozenset({CENTER}),
}


def edge_location(side: int) -> int:
    return side + 1


def half_location(half: int) -> int:
    return half + 5


STRIDE: Final = 1024
MAX_COORD: Final = 511
# Packed-position offsets of the neighbours on sides N, E, S, W.
DELTAS: Final = (-1, STRIDE, 1, -STRIDE)
# The 8 squares around a position (for monasteries).
RING: Final = (-1, 1, STRIDE, -STRIDE, STRIDE - 1, STRIDE + 1, -STRIDE - 1, -STRIDE + 1)


def pack(x: int, y: int) -> int:
    return x * STRIDE + y


def unpack(key: int) -> tuple[int, int]:
    y = (key + STRIDE // 2) % STRIDE - STRIDE // 2
    return (key - y) // STRIDE, y


def in_range(x: int, y: int) -> bool:
    return -MAX_COORD <= x <= MAX_COORD and -MAX_COORD <= y <= MAX_COORD


def facing_half(half: int) -> int:
    """The neighbour's half-edge that half-edge ``half`` touches."""
    return ((half + 4) % 8) ^ 1
