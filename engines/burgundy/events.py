"""Builders of the frequent Burgundy events, memoized in wire form.

A game emits about 580 events, most of them from small finite sets (a die roll is a seat and a
value, a depot fill a depot, a space and a tile). :func:`event` keeps the serialized bytes of
every event it has built and returns a fresh message parsed from them: equal, field for field,
to the message built directly, independent of every other copy, and about four times cheaper
than building the nested messages. The memo is bounded.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from meeple.burgundy.v1 import burgundy_pb2 as pb

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
_WIRE: dict[tuple[Any, ...], bytes] = {}
_parse = pb.Event.FromString
_MEMO_LIMIT = 1 << 16


def event(key: tuple[Any, ...]) -> pb.Event:
    """The event ``key`` names: an Event field of :data:`FIELDS`, then its message's values in
    that order, e.g. ``("die_rolled", seat, value)``."""
    wire = _WIRE.get(key)
    if wire is None:
        message, fields = FIELDS[key[0]]
        values = {f: v for f, v in zip(fields, key[1:], strict=True) if v is not None}
        built = pb.Event(**{key[0]: message(**values)})
        if len(_WIRE) >= _MEMO_LIMIT:
            _WIRE.clear()
        wire = _WIRE[key] = built.SerializeToString()
    return _parse(wire)


def die_rolled(seat: int | None, value: int) -> pb.Event:
    """A die rolled: a player's (seat) or the white die (seat -1)."""
    return event(("die_rolled", seat, value))


def depot_filled(depot: int, space: int, tile: str) -> pb.Event:
    return event(("depot_filled", depot, space, tile))


def goods_revealed(seat: int | None, goods: int) -> pb.Event:
    return event(("goods_revealed", seat, goods))


def goods_placed(depot: int, goods: int) -> pb.Event:
    return event(("goods_placed", depot, goods))


def turn_started(seat: int) -> pb.Event:
    return event(("turn_started", seat))


def turn_ended(seat: int) -> pb.Event:
    return event(("turn_ended", seat))


def round_started(phase: int, round_: int, turn_order: Sequence[int]) -> pb.Event:
    return event(("round_started", phase, round_, tuple(turn_order)))


def tile_taken(
    seat: int, depot: int, tile: str, discarded: str, bought: bool, payment: pb.Payment.ValueType
) -> pb.Event:
    return event(("tile_taken", seat, depot, tile, discarded, bought, payment))


def workers_paid(seat: int, die: int, workers: int) -> pb.Event:
    return event(("workers_paid", seat, die, workers))


def tile_placed(seat: int, tile: str, cell: int) -> pb.Event:
    return event(("tile_placed", seat, tile, cell))


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
