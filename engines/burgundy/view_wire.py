"""A Burgundy View in wire form, written without building the message: what the service sends
on every reply, and what :meth:`engines.burgundy.state.BurgundyState.view` parses.

The bytes are the View's deterministic serialization: its fields in number order, each run of
fields taken from a bounded memo (:class:`engines.wire.WireMemo`) keyed by the values it shows,
as immutable tuples, so an entry is a pure function of its key and never depends on which
state, clone or game asked for it. The runs are cut where the values change at different
times: the head (seat, player count, options), the turn (stage, phase, round, order, the seat
to act, its decision, the white die), each depot, each player's holdings, estate, dice and
points, the track, and the tail (pending effect, purchase, supply sizes, bonus tiles left). A
view after a move therefore rebuilds only the few runs the move changed. Misses write scalars
and packed integers by hand (:mod:`engines.wire`); the tiny constant pieces (a tile label in a
depot space, storage or an estate cell, a bonus tile) are serialized once by protobuf itself.

:func:`engines.burgundy.encode.state_view` builds the same View field by field; it is the
reference the tests compare these bytes with, for every seat and a spectator, on every position
of random games.
"""

from __future__ import annotations

from typing import Final

from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import catalog as C
from engines.burgundy.encode import tile_label
from engines.burgundy.player import Player
from engines.burgundy.position import Position
from engines.burgundy.stages import OVER, PLAY, ROLL
from engines.wire import (
    LENGTH_DELIMITED,
    VARINT,
    WireMemo,
    delimited,
    field_key,
    packed,
    scalar,
    string_entry,
    varint,
)

# View fields after the head (1 seat, 2 num_players, 3 options; see _head_wire)
_STAGE: Final = field_key(4, VARINT)
_PHASE: Final = field_key(5, VARINT)
_ROUND: Final = field_key(6, VARINT)
_TURN_ORDER: Final = field_key(7, LENGTH_DELIMITED)
_CURRENT_SEAT: Final = field_key(8, VARINT)
_PENDING_DECISION: Final = field_key(9, LENGTH_DELIMITED)
_WHITE_DIE: Final = field_key(10, VARINT)
_DEPOT: Final = field_key(11, LENGTH_DELIMITED)
_ROUND_GOODS: Final = field_key(12, LENGTH_DELIMITED)
_PLAYER: Final = field_key(13, LENGTH_DELIMITED)
_TRACK_SPACE: Final = field_key(14, LENGTH_DELIMITED)
_PENDING_EFFECT: Final = field_key(15, VARINT)
_BOUGHT: Final = field_key(16, VARINT)
_NORMAL_SUPPLY: Final = field_key(17, VARINT)
_BLACK_SUPPLY: Final = field_key(18, VARINT)
_BONUS_LEFT: Final = field_key(19, LENGTH_DELIMITED)

# Player fields (storage, estate and bonus tiles come from the piece tables below)
_PLAYER_SEAT: Final = field_key(1, VARINT)
_SCORE: Final = field_key(2, VARINT)
_SILVER: Final = field_key(3, VARINT)
_WORKERS: Final = field_key(4, VARINT)
_GOODS: Final = field_key(5, LENGTH_DELIMITED)
_SOLD: Final = field_key(6, LENGTH_DELIMITED)
_DICE: Final = field_key(9, LENGTH_DELIMITED)
_UNUSED_DICE: Final = field_key(10, LENGTH_DELIMITED)
_POINTS_BY_CAUSE: Final = field_key(12, LENGTH_DELIMITED)
_EMPTY_SPACES: Final = field_key(13, VARINT)

# Depot fields
_DEPOT_NUMBER: Final = field_key(1, VARINT)
_DEPOT_GOODS: Final = field_key(3, LENGTH_DELIMITED)

#: TrackSpace.seats
_TRACK_SEATS: Final = field_key(1, LENGTH_DELIMITED)


_KINDS: Final = range(-1, len(C.KINDS))

#: tile kind (-1: none) -> one ``Depot.spaces`` entry
_SPACE: Final = {k: pb.Depot(spaces=[tile_label(k)]).SerializeToString() for k in _KINDS}
#: tile kind -> one ``Player.storage`` entry
_STORED: Final = {k: pb.Player(storage=[tile_label(k)]).SerializeToString() for k in _KINDS}
#: (colour index 0..5, large) -> one ``Player.bonus_tiles`` entry
_BONUS: Final = {
    (colour, large): pb.Player(
        bonus_tiles=[pb.BonusTile(colour=colour + 1, large=large)]  # type: ignore[arg-type]
    ).SerializeToString()
    for colour in range(6)
    for large in (False, True)
}


def _head_wire(seat: int, num_players: int, options: tuple[tuple[str, str], ...]) -> bytes:
    """Fields 1-3: the viewing seat (-1: none), the player count, the options (in key order,
    as the deterministic serialization writes a map)."""
    head = pb.View(num_players=num_players, options=dict(options))
    if seat >= 0:
        head.seat = seat
    return head.SerializeToString(deterministic=True)


def _turn_wire(
    stage: int,
    phase: int,
    round_: int,
    turn_order: tuple[int, ...],
    current: int,
    decision: str,
    white: int,
) -> bytes:
    """Fields 4-10: stage, phase, round, turn order (shown from the first roll on), the seat
    to act (-1: none), the pending decision and the white die."""
    return b"".join(
        (
            scalar(_STAGE, stage),
            scalar(_PHASE, phase),
            scalar(_ROUND, round_),
            packed(_TURN_ORDER, turn_order) if stage in (ROLL, PLAY, OVER) else b"",
            _CURRENT_SEAT + varint(current) if current >= 0 else b"",
            string_entry(_PENDING_DECISION, decision) if decision else b"",
            scalar(_WHITE_DIE, white),
        )
    )


def _depot_wire(number: int, spaces: tuple[int, ...], goods: tuple[int, ...]) -> bytes:
    """One ``View.depots`` entry: the black depot (0) has no goods space."""
    body = b"".join([_SPACE[k] for k in spaces])
    if number:
        body = _DEPOT_NUMBER + varint(number) + body + packed(_DEPOT_GOODS, goods[1:])
    return delimited(_DEPOT, body)


def _track_wire(*track: tuple[int, ...]) -> bytes:
    """Field 14: the turn-order track's spaces, each its stack of seats."""
    return b"".join([delimited(_TRACK_SPACE, packed(_TRACK_SEATS, seats)) for seats in track])


def _tail_wire(
    pending: int,
    bought: bool,
    normal_supply: int,
    black_supply: int,
    bonus_owners: tuple[tuple[int, int], ...],
) -> bytes:
    """Fields 15-19: the pending effect (0 outside play), whether the turn's player bought,
    the supplies' sizes and, per colour, how many of its two bonus tiles nobody holds."""
    left = [(large < 0) + (small < 0) for large, small in bonus_owners]
    return b"".join(
        (
            scalar(_PENDING_EFFECT, pending),
            scalar(_BOUGHT, bought),
            scalar(_NORMAL_SUPPLY, normal_supply),
            scalar(_BLACK_SUPPLY, black_supply),
            packed(_BONUS_LEFT, left),
        )
    )


def _holdings_wire(
    seat: int,
    score: int,
    silver: int,
    workers: int,
    goods: tuple[int, ...],
    sold: tuple[int, ...],
) -> bytes:
    """A ``Player``'s fields 1-6: seat, score, silverlings, workers, goods held and sold."""
    return b"".join(
        (
            scalar(_PLAYER_SEAT, seat),
            scalar(_SCORE, score),
            scalar(_SILVER, silver),
            scalar(_WORKERS, workers),
            packed(_GOODS, goods[1:]),
            packed(_SOLD, sold[1:]),
        )
    )


def _cell_wire(cell: int, kind: int) -> bytes:
    """One ``Player.estate`` entry."""
    return pb.Player(estate=[pb.EstateTile(cell=cell, tile=tile_label(kind))]).SerializeToString()


#: (cell, tile kind) -> one ``Player.estate`` entry (filled when first met: the 37 x 49 pairs
#: are too many to build at import); the limit holds them all
_CELLS: Final = WireMemo(_cell_wire, limit=C.NUM_CELLS * len(C.KINDS) + 1)


def _estate_wire(*estate: int) -> bytes:
    """A ``Player``'s field 8: one estate entry per filled cell, in cell order (``estate`` is
    indexed by cell; index 0 is no cell and stays empty)."""
    found, miss = _CELLS.found, _CELLS.miss
    return b"".join([found.get(key) or miss(key) for key in enumerate(estate) if key[1] >= 0])


def _dice_wire(dice: tuple[int, ...], unused: tuple[int, ...]) -> bytes:
    """A ``Player``'s fields 9-10: the dice rolled this round and those not used yet."""
    return packed(_DICE, dice) + packed(_UNUSED_DICE, unused)


def _points_wire(
    bonus_tiles: tuple[tuple[int, bool], ...], by_cause: tuple[int, ...], filled: int
) -> bytes:
    """A ``Player``'s fields 11-13: bonus tiles, points by cause and empty estate spaces (from
    the bit set of filled cells)."""
    return b"".join(
        (
            b"".join([_BONUS[tile] for tile in bonus_tiles]),
            packed(_POINTS_BY_CAUSE, by_cause),
            scalar(_EMPTY_SPACES, C.NUM_CELLS - filled.bit_count()),
        )
    )


# every memo is keyed by what its part shows, in immutable values, and shared by every game;
# the limits bound memory (about 6 MB in all when every memo is full, measured) while holding
# far more than the parts of the positions in play (one view rebuilds only the runs a move changed)
_HEADS: Final = WireMemo(_head_wire, limit=64)
_TURNS: Final = WireMemo(_turn_wire, limit=2_048)
_DEPOTS: Final = WireMemo(_depot_wire, limit=4_096)
_TRACKS: Final = WireMemo(_track_wire, limit=512)
_TAILS: Final = WireMemo(_tail_wire, limit=1_024)
_HOLDINGS: Final = WireMemo(_holdings_wire, limit=4_096)
_ESTATES: Final = WireMemo(_estate_wire, limit=2_048)
_ROLLS: Final = WireMemo(_dice_wire, limit=512)
_POINTS: Final = WireMemo(_points_wire, limit=2_048)


def _player_wire(seat: int, p: Player) -> bytes:
    """One ``View.players`` entry: its parts that change together memoized on their values,
    the storage joined from constant entries."""
    holdings = (seat, p.score, p.silver, p.workers, tuple(p.goods), tuple(p.sold))
    estate = tuple(p.estate)
    dice = (tuple(p.dice), tuple(p.unused))
    points = (tuple(p.bonus_tiles), tuple(p.by_cause), p.filled)
    rolls = _ROLLS.found.get(dice)
    if rolls is None:  # tested against None: no dice is an empty entry, found like any other
        rolls = _ROLLS.miss(dice)
    body = b"".join(
        (
            _HOLDINGS.found.get(holdings) or _HOLDINGS.miss(holdings),
            b"".join([_STORED[k] for k in p.storage]),
            _ESTATES.found.get(estate) or _ESTATES.miss(estate),
            rolls,
            _POINTS.found.get(points) or _POINTS.miss(points),
        )
    )
    return delimited(_PLAYER, body)


def view_wire(state: Position, seat: int | None) -> bytes:
    """The deterministic serialization of ``seat``'s View (None: a spectator's): its fields in
    number order, each run of fields from a memo."""
    stage = state.stage
    current = state.current_seat()
    head = (-1 if seat is None else seat, state.n, tuple(state.options.items()))
    turn = (
        stage,
        state.phase,
        state.round,
        tuple(state.turn_order),
        -1 if current is None else current,
        state.pending_decision(),
        state.white,
    )
    depots = zip(range(7), map(tuple, state.depots), map(tuple, state.depot_goods), strict=True)
    track = tuple(map(tuple, state.track))
    tail = (
        state.pending if stage == PLAY else 0,
        state.bought,
        sum(state.normal_supply),
        sum(state.black_supply),
        tuple(map(tuple, state.bonus_owner)),
    )
    found_depot, miss_depot = _DEPOTS.found.get, _DEPOTS.miss
    return b"".join(
        (
            _HEADS.found.get(head) or _HEADS.miss(head),
            _TURNS.found.get(turn) or _TURNS.miss(turn),
            b"".join([found_depot(d) or miss_depot(d) for d in depots]),
            packed(_ROUND_GOODS, state.round_goods),
            b"".join([_player_wire(i, p) for i, p in enumerate(state.players)]),
            _TRACKS.found.get(track) or _TRACKS.miss(track),
            _TAILS.found.get(tail) or _TAILS.miss(tail),
        )
    )
