"""Builders of the frequent Burgundy events, memoized in wire form.

A game emits about 580 events, most of them from small finite sets (a die roll is a seat and a
value, a depot fill a depot, a space and a tile). :func:`event` keeps the serialized bytes of
every event it has built and returns a fresh message parsed from them: equal, field for field,
to the message built directly, independent of every other copy, and about four times cheaper
than building the nested messages. The memo is bounded. The most frequent events take their
bytes from tables indexed by their values (no key to build, one call). A rule given ``None``
instead of an event list builds no event at all (see :data:`Events`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.wire import WireMemo

#: Event field -> (its message type, the message's fields in the order of an event key)
FIELDS: dict[str, tuple[Any, tuple[str, ...]]] = {
    "die_rolled": (pb.DieRolled, ("seat", "value")),
    "depot_filled": (pb.DepotFilled, ("depot", "space", "tile")),
    "goods_revealed": (pb.GoodsRevealed, ("seat", "goods")),
    "goods_placed": (pb.GoodsPlaced, ("depot", "goods")),
    "turn_started": (pb.TurnStarted, ("seat",)),
    "turn_ended": (pb.TurnEnded, ("seat",)),
    "round_started": (pb.RoundStarted, ("phase", "round", "turn_order")),
    "tile_taken": (pb.TileTaken, ("seat", "depot", "tile", "discarded", "bought", "payment")),
    "workers_paid": (pb.WorkersPaid, ("seat", "die", "workers")),
    "tile_placed": (pb.TilePlaced, ("seat", "tile", "cell")),
    "workers_taken": (pb.WorkersTaken, ("seat", "workers", "silver")),
}
#: where a rule puts the events it builds: a list, or None when the caller wants none (the
#: ``*_without_events`` paths), in which case no event is built
Events = list[pb.Event] | None

_parse = pb.Event.FromString


def _serialized(key: tuple[Any, ...]) -> bytes:
    message, fields = FIELDS[key[0]]
    values = {f: v for f, v in zip(fields, key[1:], strict=True) if v is not None}
    return pb.Event(**{key[0]: message(**values)}).SerializeToString()


#: event key -> its wire form (an Event always serializes to at least its field's two bytes)
_WIRE = WireMemo(_serialized, limit=1 << 16)


def wire(key: tuple[Any, ...]) -> bytes:
    """The wire form of the event ``key`` names: an Event field of :data:`FIELDS`, then its
    message's values in that order, e.g. ``("die_rolled", seat, value)``."""
    return _WIRE.found.get(key) or _WIRE.miss_one(key)


def event(key: tuple[Any, ...]) -> pb.Event:
    """A fresh message of the event ``key`` names (see :func:`wire`)."""
    return _parse(wire(key))


def _wires(field: str, *domains: Sequence[Any]) -> Any:
    """The wire form of every ``field`` event over the product of ``domains``, as nested dicts
    indexed by the values in order."""

    def table(prefix: tuple[Any, ...], rest: tuple[Sequence[Any], ...]) -> Any:
        if not rest:
            return wire((field, *prefix))
        return {value: table((*prefix, value), rest[1:]) for value in rest[0]}

    return table((), domains)


_SEATS = (None, 0, 1, 2, 3)
_DICE = range(1, 7)
_GOODS = range(1, 7)
#: the frequent events of small finite sets, in wire form (built at import: about 300)
_DIE_ROLLED: dict[int | None, dict[int, bytes]] = _wires("die_rolled", _SEATS, _DICE)
_GOODS_REVEALED: dict[int | None, dict[int, bytes]] = _wires("goods_revealed", _SEATS, _GOODS)
_GOODS_PLACED: dict[int, dict[int, bytes]] = _wires("goods_placed", range(1, 7), _GOODS)
_TURN_STARTED: dict[int, bytes] = _wires("turn_started", range(4))
_TURN_ENDED: dict[int, bytes] = _wires("turn_ended", range(4))
_WORKERS_PAID: dict[int, dict[int, dict[int, bytes]]] = _wires(
    "workers_paid", range(4), _DICE, range(1, 4)
)
#: depot -> space -> tile -> wire form, and seat -> cell -> tile -> wire form, filled as met
_DEPOT_FILLED: list[list[dict[str, bytes]]] = [[{} for _space in range(8)] for _depot in range(7)]
_TILE_PLACED: list[list[dict[str, bytes]]] = [[{} for _cell in range(38)] for _seat in range(4)]


def die_rolled(seat: int | None, value: int) -> pb.Event:
    """A die rolled: a player's (seat) or the white die (seat None)."""
    return _parse(_DIE_ROLLED[seat][value])


def depot_filled(depot: int, space: int, tile: str) -> pb.Event:
    memo = _DEPOT_FILLED[depot][space]
    encoded = memo.get(tile)
    if encoded is None:
        encoded = memo[tile] = wire(("depot_filled", depot, space, tile))
    return _parse(encoded)


def goods_revealed(seat: int | None, goods: int) -> pb.Event:
    return _parse(_GOODS_REVEALED[seat][goods])


def goods_placed(depot: int, goods: int) -> pb.Event:
    return _parse(_GOODS_PLACED[depot][goods])


def turn_started(seat: int) -> pb.Event:
    return _parse(_TURN_STARTED[seat])


def turn_ended(seat: int) -> pb.Event:
    return _parse(_TURN_ENDED[seat])


def round_started(phase: int, round_: int, turn_order: Sequence[int]) -> pb.Event:
    return event(("round_started", phase, round_, tuple(turn_order)))


def tile_taken(
    seat: int, depot: int, tile: str, discarded: str, bought: bool, payment: pb.Payment.ValueType
) -> pb.Event:
    return event(("tile_taken", seat, depot, tile, discarded, bought, payment))


def workers_paid(seat: int, die: int, workers: int) -> pb.Event:
    return _parse(_WORKERS_PAID[seat][die][workers])


def tile_placed(seat: int, tile: str, cell: int) -> pb.Event:
    memo = _TILE_PLACED[seat][cell]
    encoded = memo.get(tile)
    if encoded is None:
        encoded = memo[tile] = wire(("tile_placed", seat, tile, cell))
    return _parse(encoded)


def workers_taken(seat: int, workers: int, silver: int) -> pb.Event:
    return event(("workers_taken", seat, workers, silver))


def effect_resolved(
    seat: int, tile: str, detail: str, silver: int = 0, workers: int = 0
) -> pb.Event:
    """A building's effect resolved at once, lost, or declined (rare: not memoized)."""
    resolved = pb.EffectResolved(
        seat=seat, tile=tile, detail=detail, silver=silver, workers=workers
    )
    return pb.Event(effect_resolved=resolved)
