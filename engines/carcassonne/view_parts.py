"""The View's repeated parts in wire form, memoized: placed tiles, followers, seat rows, pile
counts and options never change once built, so each is serialized once and reused by every
later view of every game.

A view is its scalar fields plus the concatenation of these parts, merged in one parse (fast
in the protobuf runtime), instead of building about a hundred small messages from Python each
time. The result is the same message as one built field by field: parsing appends repeated
entries in the order given, and serialization orders fields by number.

Every memo is a pure function of its key (shared by all states, like the square actions of
:mod:`engines.carcassonne.state`) and is cleared if it ever grows large.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Final

from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne.geometry import unpack

_MEMO_LIMIT: Final = 100_000

#: points per lap of the score track
LAP: Final = 50


class _Memo:
    """A bounded memo from a key to the wire bytes ``build(key)`` returns."""

    __slots__ = ("_build", "_found")

    def __init__(self, build: Callable[..., bytes]) -> None:
        self._build = build
        self._found: dict[Hashable, bytes] = {}

    def get(self, key: Hashable, *args: int | str) -> bytes:
        found = self._found.get(key)
        if found is None:
            if len(self._found) >= _MEMO_LIMIT:
                self._found.clear()
            found = self._found[key] = self._build(*args)
        return found


def _placed_tile(letter: str, rotation: int, pos: int) -> pb.PlacedTile:
    x, y = unpack(pos)
    return pb.PlacedTile(tile=letter, x=x, y=y, rotation=rotation)


def _tile_wire(letter: str, rotation: int, pos: int) -> bytes:
    return pb.View(tiles=[_placed_tile(letter, rotation, pos)]).SerializeToString()


def _follower_wire(seat: int, pos: int, kind: int, location: int) -> bytes:
    x, y = unpack(pos)
    follower = pb.Follower(seat=seat, x=x, y=y, kind=kind, location=location)  # type: ignore[arg-type]
    return pb.View(followers=[follower]).SerializeToString()


def _seat_wire(seat: int, score: int, supply: int) -> bytes:
    status = pb.SeatStatus(
        seat=seat,
        score=score,
        laps=score // LAP,
        track_space=score % LAP,
        followers_in_supply=supply,
    )
    return pb.View(seats=[status]).SerializeToString()


def _pile_wire(letter: str, count: int) -> bytes:
    return pb.View(pile=[pb.TileCount(tile=letter, count=count)]).SerializeToString()


def _options_wire(start_seat: int, unplaceable_tile: int) -> bytes:
    options = pb.Options(start_seat=start_seat, unplaceable_tile=unplaceable_tile)  # type: ignore[arg-type]
    return pb.View(options=options).SerializeToString()


_TILES = _Memo(_tile_wire)
_FOLLOWERS = _Memo(_follower_wire)
_SEATS = _Memo(_seat_wire)
_PILE = _Memo(_pile_wire)
_OPTIONS = _Memo(_options_wire)


def tile(letter: str, rotation: int, pos: int) -> bytes:
    """One ``View.tiles`` entry: the tile ``letter`` at packed square ``pos``."""
    return _TILES.get((letter, rotation, pos), letter, rotation, pos)


def follower(seat: int, pos: int, kind: int, location: int) -> bytes:
    """One ``View.followers`` entry."""
    return _FOLLOWERS.get((seat, pos, kind, location), seat, pos, kind, location)


def seat(seat: int, score: int, supply: int) -> bytes:
    """One ``View.seats`` entry."""
    return _SEATS.get((seat, score, supply), seat, score, supply)


def pile(letter: str, count: int) -> bytes:
    """One ``View.pile`` entry."""
    return _PILE.get((letter, count), letter, count)


def options(start_seat: int, unplaceable_tile: int) -> bytes:
    """The ``View.options`` field."""
    return _OPTIONS.get((start_seat, unplaceable_tile), start_seat, unplaceable_tile)


def placed_tile(letter: str, rotation: int, pos: int) -> pb.PlacedTile:
    """The PlacedTile message of one tile (for ``View.last_placed``)."""
    return _placed_tile(letter, rotation, pos)
