"""Builders of the protobuf Event messages the engine emits.

The events of every turn (a draw, a placement, a follower or a pass) come from bounded memos of
their wire bytes (:mod:`engines.carcassonne.wire_memo`): each distinct event is built field by
field once and parsed from its bytes afterwards, which gives the same message several times
faster. Positions are packed squares (:func:`engines.carcassonne.geometry.pack`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne.geometry import unpack
from engines.carcassonne.wire_memo import WireMemo

_parse: Final = pb.Event.FromString


def follower(seat: int, x: int, y: int, kind: int, location: int) -> pb.Follower:
    return pb.Follower(seat=seat, x=x, y=y, kind=kind, location=location)  # type: ignore[arg-type]


def _tile_drawn(seat: int, letter: str, remaining: int) -> bytes:
    drawn = pb.TileDrawn(seat=seat, tile=letter, tiles_remaining=remaining)
    return pb.Event(tile_drawn=drawn).SerializeToString()


def _tile_discarded(seat: int, letter: str) -> bytes:
    return pb.Event(tile_discarded=pb.TileDiscarded(seat=seat, tile=letter)).SerializeToString()


def _tile_returned(seat: int, letter: str) -> bytes:
    return pb.Event(tile_returned=pb.TileReturned(seat=seat, tile=letter)).SerializeToString()


def _tile_placed(letter: str, pos: int, rotation: int) -> bytes:
    x, y = unpack(pos)
    placed = pb.PlacedTile(tile=letter, x=x, y=y, rotation=rotation)
    return pb.Event(tile_placed=pb.TilePlaced(seat=0, tile=placed)).SerializeToString()


def _follower_placed(pos: int, kind: int, location: int) -> bytes:
    x, y = unpack(pos)
    placed = pb.FollowerPlaced(follower=follower(0, x, y, kind, location))
    return pb.Event(follower_placed=placed).SerializeToString()


def _follower_skipped(seat: int) -> bytes:
    return pb.Event(follower_skipped=pb.FollowerSkipped(seat=seat)).SerializeToString()


_TILE_DRAWN: Final = WireMemo(_tile_drawn)
_TILE_DISCARDED: Final = WireMemo(_tile_discarded)
_TILE_RETURNED: Final = WireMemo(_tile_returned)
_TILE_PLACED: Final = WireMemo(_tile_placed)
_FOLLOWER_PLACED: Final = WireMemo(_follower_placed)
_FOLLOWER_SKIPPED: Final = WireMemo(_follower_skipped)


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
    # memoized for seat 0 (fewer keys), the seat set after parsing
    key = (letter, pos, rotation)
    event = _parse(_TILE_PLACED.found.get(key) or _TILE_PLACED.miss(key))
    if seat:
        event.tile_placed.seat = seat
    return event


def follower_placed(seat: int, pos: int, kind: int, location: int) -> pb.Event:
    key = (pos, kind, location)
    event = _parse(_FOLLOWER_PLACED.found.get(key) or _FOLLOWER_PLACED.miss(key))
    if seat:
        event.follower_placed.follower.seat = seat
    return event


def follower_skipped(seat: int) -> pb.Event:
    key = (seat,)
    return _parse(_FOLLOWER_SKIPPED.found.get(key) or _FOLLOWER_SKIPPED.miss(key))


def feature_scored(
    *,
    kind: int,
    final: bool,
    complete: bool,
    tiles: int,
    pennants: int,
    cities: int,
    points: Sequence[int],
    returned: Sequence[pb.Follower],
    x: int,
    y: int,
    location: int,
) -> pb.Event:
    phase = pb.SCORING_PHASE_FINAL if final else pb.SCORING_PHASE_TURN
    return pb.Event(
        feature_scored=pb.FeatureScored(
            kind=kind,  # type: ignore[arg-type]
            phase=phase,
            complete=complete,
            tiles=tiles,
            pennants=pennants,
            cities=cities,
            points=points,
            followers_returned=returned,
            x=x,
            y=y,
            location=location,  # type: ignore[arg-type]
        )
    )


def game_over(scores: Sequence[int], ranks: Sequence[int]) -> pb.Event:
    return pb.Event(game_over=pb.GameOver(scores=scores, ranks=ranks))
