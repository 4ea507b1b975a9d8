"""Builders of the frequent Burgundy events, memoized in wire form.

A game emits about 580 events, most of them from small finite sets (a die roll is a seat and a
value, a depot fill a depot, a space and a tile). Each builder keeps the serialized bytes of
every event it has built and returns a fresh message parsed from them: equal, field for field,
to the message built directly, independent of every other copy, and about four times cheaper
than building the nested messages. The memo is bounded.
"""

from __future__ import annotations

from collections.abc import Sequence

from meeple.burgundy.v1 import burgundy_pb2 as pb

_WIRE: dict[tuple[object, ...], bytes] = {}
_parse = pb.Event.FromString
_MEMO_LIMIT = 1 << 16


def _remember(key: tuple[object, ...], event: pb.Event) -> bytes:
    if len(_WIRE) >= _MEMO_LIMIT:
        _WIRE.clear()
    wire = _WIRE[key] = event.SerializeToString()
    return wire


def die_rolled(seat: int, value: int) -> pb.Event:
    """A die rolled: a player's (seat) or the white die (seat -1)."""
    key = (1, seat, value)
    wire = _WIRE.get(key)
    if wire is None:
        wire = _remember(key, pb.Event(die_rolled=pb.DieRolled(seat=seat, value=value)))
    return _parse(wire)


def depot_filled(depot: int, space: int, tile: str) -> pb.Event:
    key = (2, depot, space, tile)
    wire = _WIRE.get(key)
    if wire is None:
        wire = _remember(
            key, pb.Event(depot_filled=pb.DepotFilled(depot=depot, space=space, tile=tile))
        )
    return _parse(wire)


def goods_revealed(seat: int, goods: int) -> pb.Event:
    key = (3, seat, goods)
    wire = _WIRE.get(key)
    if wire is None:
        wire = _remember(key, pb.Event(goods_revealed=pb.GoodsRevealed(seat=seat, goods=goods)))
    return _parse(wire)


def goods_placed(depot: int, goods: int) -> pb.Event:
    key = (4, depot, goods)
    wire = _WIRE.get(key)
    if wire is None:
        wire = _remember(key, pb.Event(goods_placed=pb.GoodsPlaced(depot=depot, goods=goods)))
    return _parse(wire)


def turn_started(seat: int) -> pb.Event:
    key = (5, seat)
    wire = _WIRE.get(key)
    if wire is None:
        wire = _remember(key, pb.Event(turn_started=pb.TurnStarted(seat=seat)))
    return _parse(wire)


def turn_ended(seat: int) -> pb.Event:
    key = (6, seat)
    wire = _WIRE.get(key)
    if wire is None:
        wire = _remember(key, pb.Event(turn_ended=pb.TurnEnded(seat=seat)))
    return _parse(wire)


def round_started(phase: int, round_: int, turn_order: Sequence[int]) -> pb.Event:
    key = (7, phase, round_, *turn_order)
    wire = _WIRE.get(key)
    if wire is None:
        wire = _remember(
            key,
            pb.Event(
                round_started=pb.RoundStarted(phase=phase, round=round_, turn_order=turn_order)
            ),
        )
    return _parse(wire)


def tile_taken(
    seat: int, depot: int, tile: str, discarded: str, bought: bool, payment: pb.Payment.ValueType
) -> pb.Event:
    key = (8, seat, depot, tile, discarded, bought, payment)
    wire = _WIRE.get(key)
    if wire is None:
        taken = pb.TileTaken(
            seat=seat, depot=depot, tile=tile, discarded=discarded, bought=bought, payment=payment
        )
        wire = _remember(key, pb.Event(tile_taken=taken))
    return _parse(wire)


def workers_paid(seat: int, die: int, workers: int) -> pb.Event:
    key = (9, seat, die, workers)
    wire = _WIRE.get(key)
    if wire is None:
        wire = _remember(
            key, pb.Event(workers_paid=pb.WorkersPaid(seat=seat, die=die, workers=workers))
        )
    return _parse(wire)


def tile_placed(seat: int, tile: str, cell: int) -> pb.Event:
    key = (10, seat, tile, cell)
    wire = _WIRE.get(key)
    if wire is None:
        wire = _remember(key, pb.Event(tile_placed=pb.TilePlaced(seat=seat, tile=tile, cell=cell)))
    return _parse(wire)


def workers_taken(seat: int, workers: int, silver: int) -> pb.Event:
    key = (11, seat, workers, silver)
    wire = _WIRE.get(key)
    if wire is None:
        wire = _remember(
            key, pb.Event(workers_taken=pb.WorkersTaken(seat=seat, workers=workers, silver=silver))
        )
    return _parse(wire)


def effect_resolved(
    seat: int, tile: str, detail: str, silver: int = 0, workers: int = 0
) -> pb.Event:
    """A building's effect resolved at once, lost, or declined (rare: not memoized)."""
    resolved = pb.EffectResolved(
        seat=seat, tile=tile, detail=detail, silver=silver, workers=workers
    )
    return pb.Event(effect_resolved=resolved)
