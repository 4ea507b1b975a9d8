"""The legal actions of a Burgundy position, in canonical order.

The memos here are pure functions of their arguments (depot contents, a storage, an estate's
filled cells), so they stay right whatever changed the position; each holds at most
MEMO_LIMIT entries. The hot loops look in the memo dicts themselves (a dict lookup, where a
call would cost as much again) and build what is missing through the functions beside them.
Actions with a discard are built once, like those of :mod:`engines.burgundy.interned`."""

from __future__ import annotations

from itertools import compress
from operator import itemgetter
from typing import Final

from engines.burgundy import catalog as C
from engines.burgundy import knowledge as K
from engines.burgundy.actions import (
    NO_DISCARD,
    PAY_MIXED,
    PAY_SILVER,
    PAY_WORKERS,
    BurgundyAction,
    BuyTile,
    DeclineEffect,
    EndTurn,
    TakeTile,
)
from engines.burgundy.interned import (
    BUY,
    GOODS_BITS,
    MAX_WORKERS_NEEDED,
    PLACE,
    SELL,
    SELLS,
    SHIP_GOODS,
    SHIP_SINGLES,
    SHIPS,
    TAKE,
    TAKE_WORKERS,
    goods_mask,
    new,
    ship_masks,
    ship_row,
)
from engines.burgundy.player import Player
from engines.burgundy.rules import COST
from engines.burgundy.scoring import Scoring
from engines.burgundy.stages import (
    ADJ,
    BOARD,
    CASTLE_EFFECT,
    CELL_DIE,
    CITY_HALL_EFFECT,
    EFFECT_TAKE_COLOURS,
    KIND_BUILDING,
    KIND_COLOUR,
    NONE,
    PLAY,
    SHIP_EFFECT,
    WAREHOUSE_EFFECT,
)

END_TURN: Final = EndTurn()
#: the virtual die of an effect (a castle, City Hall)
VIRTUAL_DIE: Final = [0]
STORAGE_SPACES: Final = C.STORAGE_SPACES
WORKER_ADJUSTS_TWO: Final = K.WORKER_ADJUSTS_TWO
FREE_ADJUST_TAKE_TILE: Final = K.FREE_ADJUST_TAKE_TILE
MULTIPLE_SAME_BUILDING: Final = K.MULTIPLE_SAME_BUILDING
DECLINE_EFFECT: Final = DeclineEffect()
#: colour -> the knowledge tile giving one free die step when placing a tile of that colour
FREE_PLACE_KNOWLEDGE: Final = tuple(
    K.FREE_ADJUST_PLACE_BUILDING
    if colour == C.BUILDING
    else K.FREE_ADJUST_PLACE_SHIP_ANIMAL
    if colour in (C.SHIP, C.PASTURE)
    else K.FREE_ADJUST_PLACE_CASTLE_MINE_KNOWLEDGE
    for colour in range(6)
)


#: a memo holds at most this many entries (then starts afresh: the memos only save work)
MEMO_LIMIT: Final = 1 << 16
#: a depot's spaces -> its distinct tile kinds in kind order (:func:`_offer`)
_OFFER: Final[dict[tuple[int, ...], tuple[int, ...]]] = {}


def _offer(spaces: tuple[int, ...]) -> tuple[int, ...]:
    """The distinct tile kinds on a depot's spaces, in kind order."""
    found = _OFFER.get(spaces)
    if found is None:
        found = tuple(sorted({k for k in spaces if k >= 0}))
        if len(_OFFER) >= MEMO_LIMIT:
            _OFFER.clear()
        _OFFER[spaces] = found
    return found


def _depot_bounds(num_players: int) -> tuple[tuple[int, int, int], ...]:
    """(depot, first, end) of each numbered depot's spaces in the spaces of depots 1..6 one
    after the other."""
    bounds = []
    start = 0
    for depot, slots in enumerate(C.depot_slots(num_players)[1:], 1):
        bounds.append((depot, start, start + len(slots)))
        start += len(slots)
    return tuple(bounds)


#: the spaces of depots 1..6 one after the other, by their number (which tells the player
#: count: 12, 18 or 24 spaces) -> (depot, first, end) of each depot
DEPOT_BOUNDS: Final = {bounds[-1][2]: bounds for bounds in map(_depot_bounds, (2, 3, 4))}
assert len(DEPOT_BOUNDS) == 3


def _distinct(storage: list[int]) -> tuple[int, ...]:
    """The distinct kinds of a storage (at most three tiles), in kind order."""
    if len(storage) == 3:
        a, b, c = storage
        if a > b:
            a, b = b, a
        if b > c:
            b, c = c, b
            if a > b:
                a, b = b, a
        if a == b:
            return (a,) if b == c else (a, c)
        return (a, b) if b == c else (a, b, c)
    if len(storage) == 2:
        a, b = storage
        return (a,) if a == b else (a, b) if a < b else (b, a)
    return tuple(sorted(set(storage)))


#: colour -> the cells whose being filled decides its frontier: its cells and their neighbours
#: (a key of _FRONTIER keeps only these of the filled mask, so that a tile placed away from a
#: colour leaves that colour's key, and its memo entry, as it was)
def _reach(colour: int) -> int:
    mask = 0
    for c in BOARD.colour_cells[colour]:
        mask |= 1 << c | ADJ[c]
    return mask


REACH: Final = tuple(map(_reach, range(6)))
#: (colour | (filled & REACH[colour]) << 3) -> the frontier cells of that colour
#: (:func:`_frontier`)
_FRONTIER: Final[dict[int, tuple[int, ...]]] = {}


def _frontier(key: int) -> tuple[int, ...]:
    """Empty cells of colour ``key & 7`` adjacent to a filled cell of the mask ``key >> 3``
    (memoized: the callers look in _FRONTIER first)."""
    colour, filled = key & 7, key >> 3
    found = tuple(
        [c for c in BOARD.colour_cells[colour] if not (filled >> c) & 1 and ADJ[c] & filled]
    )
    if len(_FRONTIER) >= MEMO_LIMIT:
        _FRONTIER.clear()
    _FRONTIER[key] = found
    return found


def _frontier_cells(colour: int, filled: int) -> tuple[int, ...]:
    """Empty cells of ``colour`` adjacent to a filled cell of the ``filled`` mask."""
    key = colour | (filled & REACH[colour]) << 3
    found = _FRONTIER.get(key)
    return _frontier(key) if found is None else found


#: the takes with a discard (storage full) of one die, workers, depot and kind, by the
#: discarded kind; packed as in :func:`_discard_row`, filled as they are met
_TAKE_DISCARD: Final[dict[int, list[TakeTile | None]]] = {}


def _discard_row(key: int) -> list[TakeTile | None]:
    """The row of ``key`` = ((die * 8 + workers) * 8 + depot) * 64 + kind: by discarded kind,
    its TakeTile once built (:func:`_take_discard`), shared like the tables of
    :mod:`engines.burgundy.interned` (memoized: the callers look in _TAKE_DISCARD first)."""
    row: list[TakeTile | None] = [None] * C.NUM_KINDS
    if len(_TAKE_DISCARD) >= MEMO_LIMIT:
        _TAKE_DISCARD.clear()
    _TAKE_DISCARD[key] = row
    return row


def _take_discard(key: int, row: list[TakeTile | None], discard: int) -> TakeTile:
    """The TakeTile of ``key`` (as in :func:`_discard_row`) discarding ``discard``, kept in
    its row."""
    action: TakeTile = new(TakeTile, (key >> 12, key >> 9 & 7, key >> 6 & 7, key & 63, discard))
    row[discard] = action
    return action


BUILDING_CELLS: Final = BOARD.colour_cells[C.BUILDING]
BUILDING_REACH: Final = REACH[C.BUILDING]
#: an estate -> the kinds on its building cells (the only cells the building rule reads:
#: every city's cells have the city's colour)
BUILDING_CELLS_OF: Final = itemgetter(*BUILDING_CELLS)
assert all(
    BOARD.colour[x] == C.BUILDING
    for c in BUILDING_CELLS
    for x in BOARD.region_cells[BOARD.region[c]]
)
_CITIES: Final = tuple(sorted({BOARD.region[c] for c in BUILDING_CELLS}))
#: cell -> the bit of its city (the cities in region order; 0 for a cell of no city)
CITY_BIT: Final = tuple(
    1 << _CITIES.index(BOARD.region[c]) if c in BUILDING_CELLS else 0
    for c in range(C.NUM_CELLS + 1)
)
#: the building cells, each with the bit of its city (the order of BUILDING_CELLS_OF)
_BUILDING_CITY_BITS: Final = tuple(CITY_BIT[c] for c in BUILDING_CELLS)
NUM_BUILDING_TYPES: Final = max(C.KIND_BUILDING) + 1
#: the kinds on the building cells (BUILDING_CELLS_OF) -> by building type, the bits of the
#: cities holding one (:func:`_cities_holding`)
_HOLDING: Final[dict[tuple[int, ...], list[int]]] = {}
#: (the building frontier's key, as in _FRONTIER) << 8 | cities -> the frontier's cells in
#: none of those cities (:func:`_building_cells`)
_OUTSIDE: Final[dict[int, tuple[int, ...]]] = {}


def _cities_holding(on_buildings: tuple[int, ...]) -> list[int]:
    """By building type, the bits of the cities holding a building of that type, given the
    kinds on the building cells (memoized: estates gain buildings seldom)."""
    holding = _HOLDING.get(on_buildings)
    if holding is None:
        holding = [0] * NUM_BUILDING_TYPES
        for kind, bit in zip(on_buildings, _BUILDING_CITY_BITS, strict=True):
            if kind >= 0:
                holding[KIND_BUILDING[kind]] |= bit
        if len(_HOLDING) >= MEMO_LIMIT:
            _HOLDING.clear()
        _HOLDING[on_buildings] = holding
    return holding


def _building_cells(building: int, filled: int, holding: list[int]) -> tuple[int, ...]:
    """The frontier building cells whose city holds no building of type ``building``, given
    :func:`_cities_holding` of the estate."""
    key = C.BUILDING | (filled & BUILDING_REACH) << 3
    frontier = _FRONTIER.get(key)
    if frontier is None:
        frontier = _frontier(key)
    cities = holding[building]
    if not cities or not frontier:
        return frontier
    key = key << 8 | cities
    found = _OUTSIDE.get(key)
    if found is None:
        found = tuple(c for c in frontier if not CITY_BIT[c] & cities)
        if len(_OUTSIDE) >= MEMO_LIMIT:
            _OUTSIDE.clear()
        _OUTSIDE[key] = found
    return found


Takes = tuple[tuple[tuple[TakeTile, ...], ...], ...]


class Offer:
    """A numbered depot's offer: the depot, its distinct kinds in kind order, and its takes
    into storage that has room (``takes[die][workers]``: the TakeTile of each kind, as in
    TAKE). An object, not a tuple: compiled, a tuple of this shape is unboxed, and a new one
    boxed wherever it is stored."""

    __slots__ = ("depot", "kinds", "takes")

    def __init__(self, depot: int, kinds: tuple[int, ...], takes: Takes) -> None:
        self.depot = depot
        self.kinds = kinds
        self.takes = takes


Offers = tuple[Offer, ...]
#: per depot (0, the black depot, unused): its spaces -> its offer (no kinds when it is
#: empty: :func:`_depot_offer`)
_DEPOT_OFFER: Final[tuple[dict[tuple[int, ...], Offer], ...]] = tuple({} for _ in C.depot_slots(2))


def _depot_offer(depot: int, spaces: tuple[int, ...]) -> Offer:
    """The offer of ``depot`` holding ``spaces`` (memoized: the callers look in _DEPOT_OFFER
    first)."""
    kinds = _offer(spaces)
    # TAKE[die][workers][depot][kind]: by die, by workers, the takes of the depot's kinds
    takes = tuple(
        tuple(tuple(by_depot[depot][kind] for kind in kinds) for by_depot in by_workers)
        for by_workers in TAKE
    )
    offer = Offer(depot, kinds, takes)
    memo = _DEPOT_OFFER[depot]
    if len(memo) >= MEMO_LIMIT:
        memo.clear()
    memo[spaces] = offer
    return offer


#: the spaces of depots 1..6 one after the other -> their offers (:func:`_offers`)
_OFFERS: Final[dict[tuple[int, ...], Offers]] = {}


def _offers(spaces: tuple[int, ...]) -> Offers:
    """The offer of each non-empty numbered depot, given the spaces of depots 1..6 one after
    the other (memoized: the callers look in _OFFERS first; most depots are unchanged since
    the last position, so their offers come from _DEPOT_OFFER)."""
    found: list[Offer] = []
    for depot, first, end in DEPOT_BOUNDS[len(spaces)]:
        part = spaces[first:end]
        offer = _DEPOT_OFFER[depot].get(part)
        if offer is None:
            offer = _depot_offer(depot, part)
        if offer.kinds:
            found.append(offer)
    offers = tuple(found)
    if len(_OFFERS) >= MEMO_LIMIT:
        _OFFERS.clear()
    _OFFERS[spaces] = offers
    return offers


class LegalActions(Scoring):
    __slots__ = ()

    def legal_actions(self) -> list[BurgundyAction]:
        if self.stage != PLAY:
            return []
        p = self.players[self.turn_order[self.turn_index]]
        out: list[BurgundyAction] = []
        pending = self.pending
        if pending == NONE:
            unused = p.unused
            if unused:
                if len(unused) == 1:
                    dice = unused
                else:  # the distinct values, in order
                    a, b = unused
                    dice = [a, b] if a < b else [b, a] if b < a else [a]
                self._die_actions(p, dice, out)
                if not self.bought:
                    self._buy_actions(p, out)
            else:
                self._buy_actions(p, out)
                out.append(END_TURN)
            return out
        if pending == SHIP_EFFECT:
            self._ship_actions(p, out)
        elif pending == CASTLE_EFFECT:
            self._die_actions(p, VIRTUAL_DIE, out)
            if self._buy_in_effect and not self.bought:
                self._buy_actions(p, out)
        elif pending == CITY_HALL_EFFECT:
            self._place_actions(p, VIRTUAL_DIE, out)
            placements = len(out)
            if self._buy_in_effect and not self.bought:
                self._buy_actions(p, out)
            if not placements:
                out.append(DECLINE_EFFECT)
        elif pending == WAREHOUSE_EFFECT:
            sells = SELL[0][0]
            for g in range(1, 7):
                if p.goods[g]:
                    out.append(sells[g])
            if self._warehouse_optional:
                out.append(DECLINE_EFFECT)
        else:
            colours = EFFECT_TAKE_COLOURS[pending]
            discards = self._discards(p)
            for offer in self._offers():
                depot = offer.depot
                for kind in offer.kinds:
                    if KIND_COLOUR[kind] in colours:
                        for discard in discards:
                            out.append(new(TakeTile, (0, 0, depot, kind, discard)))
        return out

    def _die_actions(self, p: Player, dice: list[int], out: list[BurgundyAction]) -> None:
        """Every action of each die in ``dice`` (0: the virtual die of a castle), in canonical
        order: take a tile, place a tile, sell goods, take workers."""
        workers = p.workers
        knowledge = p.knowledge
        costs = COST[knowledge >> WORKER_ADJUSTS_TWO & 1]
        append = out.append
        storage = p.storage
        # take a tile
        d = self.depots
        spaces = (*d[1], *d[2], *d[3], *d[4], *d[5], *d[6])
        offers = _OFFERS.get(spaces)
        if offers is None:
            offers = _offers(spaces)
        if offers:
            cost_take = costs[knowledge >> FREE_ADJUST_TAKE_TILE & 1]
            if len(storage) < STORAGE_SPACES:
                for die in dice:
                    row = cost_take[die]
                    for offer in offers:
                        need = row[offer.depot]
                        if need <= workers:
                            out += offer.takes[die][need]
            else:
                discards = _distinct(storage)
                for die in dice:
                    row = cost_take[die]
                    for offer in offers:
                        depot = offer.depot
                        need = row[depot]
                        if need <= workers:
                            base = ((die << 3 | need) << 3 | depot) << 6
                            for kind in offer.kinds:
                                key = base | kind
                                by_discard = _TAKE_DISCARD.get(key)
                                if by_discard is None:
                                    by_discard = _discard_row(key)
                                for discard in discards:
                                    action = by_discard[discard]
                                    if action is None:
                                        action = _take_discard(key, by_discard, discard)
                                    append(action)
        if storage:
            self._place_actions(p, dice, out)
        # sell goods: the bitmask of the goods types held (bit g: type g)
        goods = p.goods
        held = (
            (goods[1] and 2)
            | (goods[2] and 4)
            | (goods[3] and 8)
            | (goods[4] and 16)
            | (goods[5] and 32)
            | (goods[6] and 64)
        )
        if held:
            sells = SELLS[knowledge >> WORKER_ADJUSTS_TWO & 1]
            counted = workers if workers < MAX_WORKERS_NEEDED else MAX_WORKERS_NEEDED
            for die in dice:
                out += sells[die][counted][held]
        # take workers
        for die in dice:
            append(TAKE_WORKERS[die])

    def _place_actions(self, p: Player, dice: list[int], out: list[BurgundyAction]) -> None:
        storage = p.storage
        if not storage:
            return
        workers = p.workers
        knowledge = p.knowledge
        costs = COST[knowledge >> WORKER_ADJUSTS_TWO & 1]
        filled = p.filled
        append = out.append
        holding: list[int] | None = None
        kinds = _distinct(storage)
        for kind in kinds:
            colour = KIND_COLOUR[kind]
            if colour == C.BUILDING and not knowledge >> MULTIPLE_SAME_BUILDING & 1:
                if holding is None:
                    holding = _cities_holding(BUILDING_CELLS_OF(p.estate))
                cells = _building_cells(KIND_BUILDING[kind], filled, holding)
            else:
                key = (filled & REACH[colour]) << 3 | colour
                frontier = _FRONTIER.get(key)
                cells = _frontier(key) if frontier is None else frontier
            if not cells:
                continue
            cost = costs[knowledge >> FREE_PLACE_KNOWLEDGE[colour] & 1]
            places = PLACE[kind]
            for die in dice:
                row = cost[die]
                by_need = places[die]
                for cell in cells:
                    need = row[CELL_DIE[cell]]
                    if need <= workers:
                        append(by_need[need][cell])

    def _place_cells(self, p: Player, kind: int) -> tuple[int, ...]:
        """Empty cells of the kind's colour adjacent to a placed tile, obeying the building
        rule (one building of each type per city unless K1)."""
        colour = KIND_COLOUR[kind]
        if colour == C.BUILDING and not p.knowledge >> K.MULTIPLE_SAME_BUILDING & 1:
            holding = _cities_holding(BUILDING_CELLS_OF(p.estate))
            return _building_cells(KIND_BUILDING[kind], p.filled, holding)
        return _frontier_cells(colour, p.filled)

    def _offers(self) -> Offers:
        """(depot, its distinct kinds) of each non-empty numbered depot."""
        d = self.depots
        spaces = (*d[1], *d[2], *d[3], *d[4], *d[5], *d[6])
        found = _OFFERS.get(spaces)
        return _offers(spaces) if found is None else found

    def _discards(self, p: Player) -> tuple[int, ...]:
        if len(p.storage) < C.STORAGE_SPACES:
            return (NO_DISCARD,)
        return _distinct(p.storage)

    def _payments(self, p: Player) -> list[int]:
        """The purchase payments the player may make and afford now."""
        payments = [PAY_SILVER] if p.silver >= 2 else []
        if self._k6_workers and p.knowledge >> K.BUY_FROM_ANY_DEPOT & 1:
            if p.workers >= 2:
                payments.append(PAY_WORKERS)
            if self._k6_mixed and p.silver >= 1 and p.workers >= 1:
                payments.append(PAY_MIXED)
        return payments

    def _can_buy(self, p: Player) -> bool:
        if self.bought:
            return False
        any_depot = p.knowledge >> K.BUY_FROM_ANY_DEPOT & 1
        if p.silver < 2 and not (
            self._k6_workers
            and any_depot
            and (p.workers >= 2 or (self._k6_mixed and p.silver >= 1 and p.workers >= 1))
        ):
            return False  # no payment possible (the test of _payments)
        depots = self.depots
        if max(depots[0]) >= 0:
            return True
        return bool(any_depot) and max(map(max, depots[1:])) >= 0

    def _buy_actions(self, p: Player, out: list[BurgundyAction]) -> None:
        payments = self._payments(p)
        if not payments:
            return
        depots = range(7) if p.knowledge >> K.BUY_FROM_ANY_DEPOT & 1 else range(1)
        spaces = self.depots
        if len(p.storage) < STORAGE_SPACES:
            for depot in depots:
                for kind in _offer(tuple(spaces[depot])):
                    for pay in payments:
                        out.append(BUY[pay][depot][kind])
            return
        discards = self._discards(p)
        for depot in depots:
            for kind in _offer(tuple(spaces[depot])):
                for pay in payments:
                    for discard in discards:
                        out.append(new(BuyTile, (depot, kind, pay, discard)))

    def _ship_masks(self, p: Player, depot: int, second: int) -> tuple[int, ...]:
        """Every legal goods mask for taking from the depot (and second depot)."""
        goods = self.depot_goods
        present = goods_mask(goods[depot]) | (goods_mask(goods[second]) if second else 0)
        return ship_masks(present & SHIP_GOODS, goods_mask(p.goods))

    def _ship_actions(self, p: Player, out: list[BurgundyAction]) -> None:
        """One depot, or with K5 also a pair of adjacent depots (K5 is a "may"), with every
        legal goods mask (the actions of each depot or pair from :data:`SHIPS`)."""
        present = [0]
        for counts in self.depot_goods[1:]:
            present.append(sum(compress(GOODS_BITS, counts)))
        held = sum(compress(GOODS_BITS, p.goods))
        pairs = self._ship_pairs if p.knowledge >> K.SHIP_ADJACENT_DEPOT & 1 else ()
        for depot, second in SHIP_SINGLES + pairs:
            both = (present[depot] | present[second]) & SHIP_GOODS
            key = ((depot << 3 | second) << 7 | both) << 7 | held
            row = SHIPS.get(key)
            out += ship_row(key) if row is None else row
