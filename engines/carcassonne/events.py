"""Builders of the protobuf Event messages the engine emits.

Every event is parsed from wire bytes joined from bounded memos
(:mod:`engines.wire`): protobuf merges a message that appears twice in its
wire form (the fields of both are kept, repeated fields appended in order), so an event is the
concatenation of small parts, each memoized on the few values it depends on (a tile and its
rotation, a square, a seat, a follower). Each part is built field by field once; parsing the
joined bytes gives the same message several times faster than building it, and the parts
recur far more often than whole events do. Positions are packed squares
(:func:`engines.carcassonne.geometry.pack`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne.geometry import unpack
from engines.wire import WireMemo

_parse: Final = pb.Event.FromString
#: seats a table can have (the game takes 2 to 6 players)
_SEATS: Final = range(6)

#: a follower as the scoring reports it: (seat, packed square, location, kind), which sorts in
#: ``FeatureScored.followers_returned`` order (seat, then column, row and location)
ReturnedFollower = tuple[int, int, int, int]


def follower(seat: int, x: int, y: int, kind: int, location: int) -> pb.Follower:
    return pb.Follower(seat=seat, x=x, y=y, kind=kind, location=location)  # type: ignore[arg-type]


def _wire(**fields: object) -> bytes:
    return pb.Event(**fields).SerializeToString()  # type: ignore[arg-type]


def _tile_drawn(seat: int, letter: str, remaining: int) -> bytes:
    return _wire(tile_drawn=pb.TileDrawn(seat=seat, tile=letter, tiles_remaining=remaining))


def _tile_discarded(seat: int, letter: str) -> bytes:
    return _wire(tile_discarded=pb.TileDiscarded(seat=seat, tile=letter))


def _tile_returned(seat: int, letter: str) -> bytes:
    return _wire(tile_returned=pb.TileReturned(seat=seat, tile=letter))


def _tile_placed(letter: str, rotation: int) -> bytes:
    placed = pb.PlacedTile(tile=letter, rotation=rotation)
    return _wire(tile_placed=pb.TilePlaced(tile=placed))


def _tile_placed_square(pos: int) -> bytes:
    x, y = unpack(pos)
    return _wire(tile_placed=pb.TilePlaced(tile=pb.PlacedTile(x=x, y=y)))


def _follower_placed(pos: int, kind: int, location: int) -> bytes:
    x, y = unpack(pos)
    return _wire(follower_placed=pb.FollowerPlaced(follower=follower(0, x, y, kind, location)))


def _follower_skipped(seat: int) -> bytes:
    return _wire(follower_skipped=pb.FollowerSkipped(seat=seat))


def _scored_feature(
    kind: int, final: bool, complete: bool, tiles: int, pennants: int, cities: int, location: int
) -> bytes:
    phase = pb.SCORING_PHASE_FINAL if final else pb.SCORING_PHASE_TURN
    scored = pb.FeatureScored(
        kind=kind,  # type: ignore[arg-type]
        phase=phase,
        complete=complete,
        tiles=tiles,
        pennants=pennants,
        cities=cities,
        location=location,  # type: ignore[arg-type]
    )
    return _wire(feature_scored=scored)


def _scored_square(pos: int) -> bytes:
    x, y = unpack(pos)
    return _wire(feature_scored=pb.FeatureScored(x=x, y=y))


def _scored_points(*points: int) -> bytes:
    return _wire(feature_scored=pb.FeatureScored(points=points))


def _scored_follower(seat: int, pos: int, location: int, kind: int) -> bytes:
    x, y = unpack(pos)
    back = follower(seat, x, y, kind, location)
    return _wire(feature_scored=pb.FeatureScored(followers_returned=[back]))


_TILE_DRAWN: Final = WireMemo(_tile_drawn)
_TILE_DISCARDED: Final = WireMemo(_tile_discarded)
_TILE_RETURNED: Final = WireMemo(_tile_returned)
_TILE_PLACED: Final = WireMemo(_tile_placed)
_TILE_PLACED_SQUARE: Final = WireMemo(_tile_placed_square)
_FOLLOWER_PLACED: Final = WireMemo(_follower_placed)
_FOLLOWER_SKIPPED: Final = WireMemo(_follower_skipped)
_SCORED_FEATURE: Final = WireMemo(_scored_feature)
_SCORED_SQUARE: Final = WireMemo(_scored_square)
_SCORED_POINTS: Final = WireMemo(_scored_points)
_SCORED_FOLLOWER: Final = WireMemo(_scored_follower)
# the seat parts (seat 0 is the default, left out of the wire form)
_TILE_PLACED_SEAT: Final = tuple(_wire(tile_placed=pb.TilePlaced(seat=s)) for s in _SEATS)
_FOLLOWER_SEAT: Final = tuple(
    _wire(follower_placed=pb.FollowerPlaced(follower=pb.Follower(seat=s))) for s in _SEATS
)


def tile_drawn(seat: int, letter: str, remaining: int) -> pb.Event:
    key = (seat, letter, remaining)
    return _parse(_TILE_DRAWN.found.get(key) or _TILE_DRAWN.miss(key))


def tile_discarded(seat: int, letter: str) -> pb.Event:
    key = (seat, letter)
    return _parse(_TILE_DISCARDED.found.get(key) or _TILE_DISCARDED.miss(key))


def tile_returned(seat: int, letter: str) -> pb.Event:
    key = (seat, letter)
    return _parse(_TILE_RETURNED.found.get(key) or _TILE_RETURNED.miss(key))


def tile_placed(seat: int, letter: str, pos: int, rotation: int) -> pb.Event:
    key = (letter, rotation)
    tile = _TILE_PLACED.found.get(key) or _TILE_PLACED.miss(key)
    square = _TILE_PLACED_SQUARE.found.get(pos) or _TILE_PLACED_SQUARE.miss_one(pos)
    return _parse(tile + square + _TILE_PLACED_SEAT[seat])


def follower_placed(seat: int, pos: int, kind: int, location: int) -> pb.Event:
    key = (pos, kind, location)
    spot = _FOLLOWER_PLACED.found.get(key) or _FOLLOWER_PLACED.miss(key)
    return _parse(spot + _FOLLOWER_SEAT[seat])


def follower_skipped(seat: int) -> pb.Event:
    key = (seat,)
    return _parse(_FOLLOWER_SKIPPED.found.get(key) or _FOLLOWER_SKIPPED.miss(key))


def feature_scored(
    kind: int,
    final: bool,
    complete: bool,
    tiles: int,
    pennants: int,
    cities: int,
    points: tuple[int, ...],
    returned: Sequence[ReturnedFollower],
    pos: int,
    location: int,
) -> pb.Event:
    """A FeatureScored event; ``returned`` in the order of the message (sorted tuples)."""
    key = (kind, final, complete, tiles, pennants, cities, location)
    parts = [
        _SCORED_FEATURE.found.get(key) or _SCORED_FEATURE.miss(key),
        _SCORED_SQUARE.found.get(pos) or _SCORED_SQUARE.miss_one(pos),
        _SCORED_POINTS.found.get(points) or _SCORED_POINTS.miss(points),
    ]
    found = _SCORED_FOLLOWER.found
    for back in returned:
        parts.append(found.get(back) or _SCORED_FOLLOWER.miss(back))
    return _parse(b"".join(parts))


def game_over(scores: Sequence[int], ranks: Sequence[int]) -> pb.Event:
    return pb.Event(game_over=pb.GameOver(scores=scores, ranks=ranks))
