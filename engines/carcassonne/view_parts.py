"""The View's repeated parts in wire form, memoized: placed tiles, followers, seat rows, pile
counts and options never change once built, so each is serialized once and reused by every
later view of every game.

A view is its scalar fields plus the concatenation of these parts, merged in one parse (fast
in the protobuf runtime), instead of building about a hundred small messages from Python each
time. The result is the same message as one built field by field: parsing appends repeated
entries in the order given, and serialization orders fields by number.

Every memo is a :class:`engines.wire.WireMemo`: a pure function of its key,
shared by all states, cleared if it ever grows large.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne.geometry import unpack
from engines.carcassonne.tiles import LETTERS
from engines.wire import WireMemo

#: points per lap of the score track
LAP: Final = 50


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


#: the unplaceable_tile option's values, by whether the tile returns to the bag
UNPLACEABLE = {False: "discard", True: "return_to_bag"}


def options_map(start_seat: int, return_to_bag: bool) -> dict[str, str]:
    """State.options and View.options: every table option by name, as in Table.options."""
    return {"start_seat": str(start_seat), "unplaceable_tile": UNPLACEABLE[return_to_bag]}


def _options_wire(start_seat: int, return_to_bag: bool) -> bytes:
    options = options_map(start_seat, return_to_bag)
    return pb.View(options=options).SerializeToString(deterministic=True)


_TILES = WireMemo(_tile_wire)
_FOLLOWERS = WireMemo(_follower_wire)
_SEATS = WireMemo(_seat_wire)
_PILE = WireMemo(_pile_wire)
_OPTIONS = WireMemo(_options_wire)


def tiles(placed: Iterable[tuple[str, int, int]]) -> bytes:
    """``View.tiles`` entries for (letter, rotation, packed square) of each placed tile."""
    found, miss = _TILES.found, _TILES.miss
    return b"".join([found.get(key) or miss(key) for key in placed])


def followers(placed: Iterable[tuple[int, int, int, int]]) -> bytes:
    """``View.followers`` entries for (seat, packed square, kind, location) of each one."""
    found, miss = _FOLLOWERS.found, _FOLLOWERS.miss
    return b"".join([found.get(key) or miss(key) for key in placed])


def seats(scores: Sequence[int], supply: Sequence[int]) -> bytes:
    """``View.seats`` entries, one per seat, from its score and its followers in supply."""
    found, miss = _SEATS.found, _SEATS.miss
    keys = [(s, score, supply[s]) for s, score in enumerate(scores)]
    return b"".join([found.get(key) or miss(key) for key in keys])


def pile(counts: Sequence[int]) -> bytes:
    """``View.pile`` entries: each tile type's count in the pile (by letter index), if any."""
    found, miss = _PILE.found, _PILE.miss
    keys = [(LETTERS[i], c) for i, c in enumerate(counts) if c]
    return b"".join([found.get(key) or miss(key) for key in keys])


def options(start_seat: int, return_to_bag: bool) -> bytes:
    """The ``View.options`` field."""
    key = (start_seat, return_to_bag)
    return _OPTIONS.found.get(key) or _OPTIONS.miss(key)


def _head_wire(seat: int, num_players: int) -> bytes:
    head = pb.View(num_players=num_players)
    if seat >= 0:
        head.seat = seat
    return head.SerializeToString()


_HEADS = WireMemo(_head_wire)


def head(seat: int | None, num_players: int) -> bytes:
    """The View's fields before the tiles: the viewing seat (if any) and the seat count."""
    key = (-1 if seat is None else seat, num_players)
    return _HEADS.found.get(key) or _HEADS.miss(key)


def placed_tile(letter: str, rotation: int, pos: int) -> pb.PlacedTile:
    """The PlacedTile message of one tile (for ``View.last_placed``)."""
    return _placed_tile(letter, rotation, pos)
