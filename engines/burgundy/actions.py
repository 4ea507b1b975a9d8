"""Engine-native actions of The Castles of Burgundy: small immutable, hashable tuples.

Every action is fully specified, so the legal list is finite, exact and duplicate-free:

* ``die`` is the rolled value of one of the acting player's unused dice (1..6), or ``0`` for
  the virtual die "of any value" of a castle bonus action or of a building effect (City Hall,
  Warehouse, Market, Carpenter's Workshop, Church);
* ``workers`` is the exact number of workers paid to turn that die (the minimum needed; 0 for a
  virtual die);
* tiles are named by kind index (``catalog.KINDS``); identical tiles are one action;
* ``discard`` is the kind of the stored tile discarded to make room when storage is full,
  or ``-1`` when storage has room.

Equality includes the action class, so actions of different classes never compare equal even
when their fields do.
"""

from __future__ import annotations

from typing import Any, NamedTuple

NO_DISCARD = -1
PAY_SILVER = 0
PAY_WORKERS = 1
PAY_MIXED = 2  # 1 silverling + 1 worker (option k6_mixed_payment)


def _eq(self: tuple[Any, ...], other: object) -> bool:
    return type(self) is type(other) and tuple.__eq__(self, other)


def _ne(self: tuple[Any, ...], other: object) -> bool:
    return not _eq(self, other)


def _hash(self: tuple[Any, ...]) -> int:
    return hash((type(self).__name__, *self))


class TakeTile(NamedTuple):
    """Take a hex tile from numbered depot ``depot`` into storage."""

    die: int
    workers: int
    depot: int
    kind: int
    discard: int = NO_DISCARD


class PlaceTile(NamedTuple):
    """Place a stored tile of ``kind`` on estate cell ``cell`` (1..37)."""

    die: int
    workers: int
    kind: int
    cell: int


class SellGoods(NamedTuple):
    """Sell every held goods tile of type ``goods`` (1..6)."""

    die: int
    workers: int
    goods: int


class TakeWorkers(NamedTuple):
    """Take workers (2, or 4 with K14; +1 silverling with K13) with any die."""

    die: int


class BuyTile(NamedTuple):
    """The once-per-turn purchase: depot 0 is the black depot, 1..6 numbered depots (K6)."""

    depot: int
    kind: int
    payment: int = PAY_SILVER
    discard: int = NO_DISCARD


class ShipGoods(NamedTuple):
    """A placed ship's goods: depot ``depot`` (and, with K5, may add the adjacent ``second``
    depot, else 0); a pair names the lower-numbered depot first (the codec maps either order of
    the protobuf Action to this one); ``goods_mask`` has bit g set for every goods type g taken
    (all tiles of that type)."""

    depot: int
    second: int
    goods_mask: int


class EndTurn(NamedTuple):
    """End the turn after both die actions without making the optional purchase."""


class DeclineEffect(NamedTuple):
    """Forgo a building's effect: a City Hall placement (legal only while no placement is
    possible) or a Warehouse sale (unless the table option warehouse_sale is compulsory)."""


ACTION_CLASSES = (
    TakeTile,
    PlaceTile,
    SellGoods,
    TakeWorkers,
    BuyTile,
    ShipGoods,
    EndTurn,
    DeclineEffect,
)
for _cls in ACTION_CLASSES:
    # equality and hash include the class (plain tuples of equal fields would collide)
    _cls.__eq__ = _eq  # type: ignore[method-assign]
    _cls.__ne__ = _ne  # type: ignore[assignment, method-assign]
    _cls.__hash__ = _hash  # type: ignore[method-assign]

BurgundyAction = (
    TakeTile | PlaceTile | SellGoods | TakeWorkers | BuyTile | ShipGoods | EndTurn | DeclineEffect
)
