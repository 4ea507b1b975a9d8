"""The engine actions legal lists name most often, built once and shared.

A random 2-player game enumerates about 1,500 actions. Actions are immutable tuples, so a legal
list may hold the same object as every other list that names that action: looking one up in
these tables costs a fraction of building a new tuple, and allocates nothing. Actions with a
discard (storage full) and the rarer action types are still built on demand, equal to these.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, compress
from typing import Final

from engines.burgundy import catalog as C
from engines.burgundy.actions import (
    NO_DISCARD,
    PAY_MIXED,
    PAY_SILVER,
    PAY_WORKERS,
    BuyTile,
    PlaceTile,
    SellGoods,
    ShipGoods,
    TakeTile,
    TakeWorkers,
)
from engines.burgundy.rules import COST

#: builds an engine action from its fields without the NamedTuple constructor's Python frame
new: Final = tuple.__new__

#: no die adjustment costs more workers than this (3 steps of 1)
MAX_WORKERS_NEEDED: Final = max(n for t in COST for f in t for row in f for n in row)
_DICE: Final = range(7)  # 0: the virtual die of an effect
_NEEDS: Final = range(MAX_WORKERS_NEEDED + 1)
_DEPOTS: Final = range(7)
_KINDS: Final = range(C.NUM_KINDS)

#: TAKE[die][workers][depot][kind]: take a tile into storage that has room
TAKE: Final[tuple[tuple[tuple[tuple[TakeTile, ...], ...], ...], ...]] = tuple(
    tuple(
        tuple(
            tuple(new(TakeTile, (die, need, depot, kind, NO_DISCARD)) for kind in _KINDS)
            for depot in _DEPOTS
        )
        for need in _NEEDS
    )
    for die in _DICE
)

#: PLACE[kind][die][workers][cell]: place a stored tile on a cell of its colour. A tuple by
#: cell number (0..37), not a dict (an index, not a hash lookup, in the hot loop): the cells of
#: other colours hold _OFF_COLOUR, which no legal list names (it asks only for the cells of
#: the tile's colour)
_OFF_COLOUR: Final = new(PlaceTile, (0, 0, 0, 0))
PLACE: Final[tuple[tuple[tuple[tuple[PlaceTile, ...], ...], ...], ...]] = tuple(
    tuple(
        tuple(
            tuple(
                new(PlaceTile, (die, need, kind, cell))
                if C.BOARD.colour[cell] == C.KIND_COLOUR[kind]
                else _OFF_COLOUR
                for cell in range(C.NUM_CELLS + 1)
            )
            for need in _NEEDS
        )
        for die in _DICE
    )
    for kind in _KINDS
)

#: SELL[die][workers][goods]: sell every goods tile of a type
SELL: Final[tuple[tuple[tuple[SellGoods, ...], ...], ...]] = tuple(
    tuple(tuple(new(SellGoods, (die, need, goods)) for goods in range(7)) for need in _NEEDS)
    for die in _DICE
)

#: SELLS[step - 1][die][workers][held]: every sale of a die, in goods order, for a player
#: holding the goods types of bitmask ``held`` (bit g: type g) with ``workers`` workers (counted
#: up to MAX_WORKERS_NEEDED: no sale needs more) when a worker turns the die ``step`` pips
SELLS: Final[tuple[tuple[tuple[tuple[tuple[SellGoods, ...], ...], ...], ...], ...]] = tuple(
    tuple(
        tuple(
            tuple(
                tuple(
                    SELL[die][need][goods]
                    for goods, need in enumerate(COST[step][0][die])
                    if held >> goods & 1 and need <= workers
                )
                for held in range(1 << 7)
            )
            for workers in _NEEDS
        )
        for die in _DICE
    )
    for step in range(2)
)

#: TAKE_WORKERS[die]
TAKE_WORKERS: Final[tuple[TakeWorkers, ...]] = tuple(new(TakeWorkers, (die,)) for die in _DICE)

#: BUY[payment][depot][kind]: the purchase into storage that has room
BUY: Final[tuple[tuple[tuple[BuyTile, ...], ...], ...]] = tuple(
    tuple(
        tuple(new(BuyTile, (depot, kind, pay, NO_DISCARD)) for kind in _KINDS) for depot in _DEPOTS
    )
    for pay in (PAY_SILVER, PAY_WORKERS, PAY_MIXED)
)

#: goods type g (index of a goods count) -> its bit (compress with goods counts, then sum:
#: the bitmask of the types held)
GOODS_BITS: Final = tuple(1 << g for g in range(7))
#: the bits of the goods types 1..6
SHIP_GOODS: Final = sum(GOODS_BITS[1:])
SHIP_SINGLES: Final = tuple((depot, 0) for depot in range(1, 7))


def goods_mask(counts: list[int]) -> int:
    """The bits of the goods types with a non-zero count."""
    return sum(compress(GOODS_BITS, counts))


@lru_cache(maxsize=1 << 14)
def ship_masks(present: int, held: int) -> tuple[int, ...]:
    """Every legal goods mask of a ship taking from depots holding the goods types
    ``present`` (bits 1..6) for a player holding the types ``held``: every type already held,
    and as many new types as fit (every choice of them when not all fit)."""
    forced = present & held
    new_types = [g for g in range(1, 7) if present >> g & 1 and not held >> g & 1]
    k = min(C.GOODS_TYPE_LIMIT - held.bit_count(), len(new_types))
    if k == len(new_types):
        return (forced | sum(1 << g for g in new_types),)
    return tuple(forced | sum(1 << g for g in combo) for combo in combinations(new_types, k))


#: ((depot << 3 | second) << 7 | present) << 7 | held -> the ship actions taking from that
#: depot (and second depot: 0 for none), whose goods types are ``present`` (bits 1..6), for a
#: player holding the types ``held``, in mask order (:func:`ship_row`; at most 12 * 64 * 128
#: entries)
SHIPS: Final[dict[int, tuple[ShipGoods, ...]]] = {}


def ship_row(key: int) -> tuple[ShipGoods, ...]:
    """The ship actions of ``key`` (as in :data:`SHIPS`), built once (the callers look in
    SHIPS first)."""
    depot, second = key >> 17, key >> 14 & 7
    masks = ship_masks(key >> 7 & 127, key & 127)
    row = tuple(new(ShipGoods, (depot, second, mask)) for mask in masks)
    SHIPS[key] = row
    return row
