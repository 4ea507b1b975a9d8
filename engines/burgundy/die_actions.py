"""Die actions and the purchase: taking a tile, selling goods, taking workers, buying, a
ship's goods, declining an effect, ending a turn; with the checks every die action shares."""

from __future__ import annotations

from typing import Final

from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import catalog as C
from engines.burgundy import events as E
from engines.burgundy import knowledge as K
from engines.burgundy.actions import (
    NO_DISCARD,
    PAY_MIXED,
    PAY_WORKERS,
    BurgundyAction,
    BuyTile,
    DeclineEffect,
    EndTurn,
    SellGoods,
    ShipGoods,
    TakeTile,
    TakeWorkers,
)
from engines.burgundy.chance_nodes import ChanceNodes
from engines.burgundy.player import Player
from engines.burgundy.rules import COST
from engines.burgundy.stages import (
    CASTLE_EFFECT,
    CITY_HALL_EFFECT,
    EFFECT_TAKE_COLOURS,
    KIND_COLOUR,
    KIND_LABELS,
    NONE,
    OVER,
    PAYMENT_PROTO,
    PENDING_LABELS,
    PLAY,
    SALE,
    SHIP_EFFECT,
    WAREHOUSE_EFFECT,
    reject,
)
from engines.errors import MalformedAction

NUM_KINDS: Final = C.NUM_KINDS
WORKER_ADJUSTS_TWO: Final = K.WORKER_ADJUSTS_TWO
FREE_ADJUST_TAKE_TILE: Final = K.FREE_ADJUST_TAKE_TILE


class DieActions(ChanceNodes):
    __slots__ = ()

    def _check_turn(self, seat: int) -> None:
        if self.stage == OVER:
            raise reject("GAME_OVER", "the game is over")
        if self.stage != PLAY:
            raise reject("CHANCE_PENDING", "a chance outcome is pending")
        if seat != self.turn_order[self.turn_index]:
            raise reject("NOT_YOUR_TURN", f"it is seat {self.turn_order[self.turn_index]}'s turn")

    def _check_die(self, p: Player, die: int, workers: int, need: int, effect_ok: bool) -> None:
        """Validate the die and worker payment of a die action (need = minimum workers)."""
        if not 0 <= die <= 6:
            raise MalformedAction("INVALID_DIE", "die must be 0..6")
        if workers < 0:
            raise MalformedAction("INVALID_WORKERS", "workers must not be negative")
        if die == 0:
            if not effect_ok:
                raise reject("DIE_NOT_AVAILABLE", "the virtual die exists only for effects")
            if workers:
                raise reject("TOO_MANY_WORKERS", "a virtual die needs no workers")
            return
        if self.pending != NONE:
            raise reject("DIE_NOT_AVAILABLE", "an effect must be resolved with die 0")
        if die not in p.unused:
            raise reject("DIE_NOT_AVAILABLE", f"no unused die showing {die}")
        if workers > p.workers:
            raise reject("NOT_ENOUGH_WORKERS", f"{workers} workers paid, {p.workers} held")
        if workers < need:
            raise reject("WRONG_DIE_VALUE", f"the die needs {need} workers for this target")
        if workers > need:
            raise reject("TOO_MANY_WORKERS", f"the die needs only {need} workers")

    def _use_die(self, seat: int, p: Player, die: int, workers: int, events: E.Events) -> None:
        if die == 0:
            return
        p.unused.remove(die)
        if workers:
            p.workers -= workers
            if events is not None:
                events.append(E.workers_paid(seat, die, workers))

    def _check_discard(self, p: Player, discard: int) -> None:
        if discard == NO_DISCARD:
            if len(p.storage) >= C.STORAGE_SPACES:
                raise reject("DISCARD_REQUIRED", "storage is full: name a stored tile to discard")
            return
        if not 0 <= discard < C.NUM_KINDS:
            raise MalformedAction("UNKNOWN_TILE", "unknown discard tile")
        if len(p.storage) < C.STORAGE_SPACES:
            raise reject("DISCARD_NOT_ALLOWED", "storage has room")
        if discard not in p.storage:
            raise reject("DISCARD_NOT_STORED", "the discarded tile is not in storage")

    def _store(self, p: Player, kind: int, discard: int) -> None:
        if discard != NO_DISCARD:
            p.storage.remove(discard)
            self.out_of_game += 1
        p.storage.append(kind)
        p.storage.sort()

    def _take_tile(self, seat: int, a: TakeTile, events: E.Events) -> None:
        p = self.players[seat]
        die, workers, depot, kind, discard = a
        if not 1 <= depot <= 6 or not 0 <= kind < NUM_KINDS:
            raise MalformedAction("INVALID_DEPOT", "depot must be 1..6, and the tile known")
        pending = self.pending
        effect_ok = pending == CASTLE_EFFECT or pending in EFFECT_TAKE_COLOURS
        if pending != NONE and not effect_ok:
            raise reject("WRONG_STEP", f"{PENDING_LABELS[pending]} does not take tiles")
        knowledge = p.knowledge
        costs = COST[knowledge >> WORKER_ADJUSTS_TWO & 1][knowledge >> FREE_ADJUST_TAKE_TILE & 1]
        need = costs[die][depot] if 1 <= die <= 6 else 0
        self._check_die(p, die, workers, need, effect_ok)
        spaces = self.depots[depot]
        if kind not in spaces:
            raise reject("TILE_NOT_IN_DEPOT", f"depot {depot} has no {C.KINDS[kind].label}")
        if pending in EFFECT_TAKE_COLOURS and KIND_COLOUR[kind] not in EFFECT_TAKE_COLOURS[pending]:
            raise reject("WRONG_TILE_TYPE", f"{PENDING_LABELS[pending]} cannot take that tile")
        self._check_discard(p, discard)
        if die:
            self._use_die(seat, p, die, workers, events)
        spaces[spaces.index(kind)] = -1
        self._store(p, kind, discard)
        if events is not None:
            events.append(
                E.tile_taken(
                    seat,
                    depot,
                    KIND_LABELS[kind],
                    KIND_LABELS[discard] if discard >= 0 else "",
                    False,
                    pb.PAYMENT_UNSPECIFIED,
                )
            )
        self.pending = NONE
        self._after_action(seat, events)

    def _buy_tile(self, seat: int, a: BuyTile, events: E.Events) -> None:
        p = self.players[seat]
        if not 0 <= a.depot <= 6 or not 0 <= a.kind < C.NUM_KINDS or a.payment not in (0, 1, 2):
            raise MalformedAction("INVALID_DEPOT", "depot 0..6, a known tile, payment 0..2")
        pending = self.pending
        if pending != NONE and not (
            self._buy_in_effect and pending in (CASTLE_EFFECT, CITY_HALL_EFFECT)
        ):
            raise reject("WRONG_STEP", "no purchase during this decision")
        if self.bought:
            raise reject("ALREADY_BOUGHT_THIS_TURN", "one purchase per turn")
        if a.depot and not p.has(K.BUY_FROM_ANY_DEPOT):
            raise reject("DEPOT_NOT_ALLOWED", "buying from a numbered depot needs K6")
        if a.payment == PAY_WORKERS:
            if not (self._k6_workers and p.has(K.BUY_FROM_ANY_DEPOT)):
                raise reject("PAYMENT_NOT_ALLOWED", "paying with workers needs the 2019 K6")
            if p.workers < 2:
                raise reject("NOT_ENOUGH_WORKERS", "a purchase costs 2 workers")
        elif a.payment == PAY_MIXED:
            if not (self._k6_mixed and p.has(K.BUY_FROM_ANY_DEPOT)):
                raise reject("PAYMENT_NOT_ALLOWED", "mixed payment needs the 2019 K6 and option")
            if p.silver < 1:
                raise reject("NOT_ENOUGH_SILVER", "a mixed purchase costs 1 silverling")
            if p.workers < 1:
                raise reject("NOT_ENOUGH_WORKERS", "a mixed purchase costs 1 worker")
        elif p.silver < 2:
            raise reject("NOT_ENOUGH_SILVER", "a purchase costs 2 silverlings")
        if a.kind not in self.depots[a.depot]:
            raise reject("TILE_NOT_IN_DEPOT", f"depot {a.depot} has no {C.KINDS[a.kind].label}")
        self._check_discard(p, a.discard)
        if a.payment == PAY_WORKERS:
            p.workers -= 2
        elif a.payment == PAY_MIXED:
            p.workers -= 1
            p.silver -= 1
        else:
            p.silver -= 2
        spaces = self.depots[a.depot]
        spaces[spaces.index(a.kind)] = -1
        self._store(p, a.kind, a.discard)
        self.bought = True
        if events is not None:
            discarded = KIND_LABELS[a.discard] if a.discard >= 0 else ""
            payment = PAYMENT_PROTO[a.payment]
            events.append(
                E.tile_taken(seat, a.depot, KIND_LABELS[a.kind], discarded, True, payment)
            )
        if pending == NONE:
            self._after_action(seat, events)

    def _sell_goods(self, seat: int, a: SellGoods, events: E.Events) -> None:
        p = self.players[seat]
        if not 1 <= a.goods <= 6:
            raise MalformedAction("INVALID_GOODS", "goods must be 1..6")
        pending = self.pending
        effect_ok = pending in (CASTLE_EFFECT, WAREHOUSE_EFFECT)
        if pending != NONE and not effect_ok:
            raise reject("WRONG_STEP", f"{PENDING_LABELS[pending]} does not sell goods")
        costs = COST[p.knowledge >> K.WORKER_ADJUSTS_TWO & 1][0]
        need = costs[a.die][a.goods] if 1 <= a.die <= 6 else 0
        if not p.goods[a.goods]:
            raise reject("NO_SUCH_GOODS", f"no goods of type {a.goods} held")
        self._check_die(p, a.die, a.workers, need, effect_ok)
        self._use_die(seat, p, a.die, a.workers, events)
        self.pending = NONE
        self._sell(seat, p, a.goods, events)
        self._after_action(seat, events)

    def _sell(self, seat: int, p: Player, goods: int, events: E.Events) -> None:
        count = p.goods[goods]
        p.goods[goods] = 0
        p.sold[goods] += count
        silver = 2 if p.has(K.SALE_EXTRA_SILVER) else 1
        workers = 1 if p.has(K.SALE_EXTRA_WORKER) else 0
        p.silver += silver
        p.workers += workers
        if events is not None:
            sold = pb.GoodsSold(seat=seat, goods=goods, count=count, silver=silver, workers=workers)
            events.append(pb.Event(goods_sold=sold))
        self._score(seat, count * C.SALE_POINTS[self.n], SALE, events)

    def _take_workers(self, seat: int, a: TakeWorkers, events: E.Events) -> None:
        p = self.players[seat]
        pending = self.pending
        if pending != NONE and pending != CASTLE_EFFECT:
            raise reject("WRONG_STEP", f"{PENDING_LABELS[pending]} does not take workers")
        self._check_die(p, a.die, 0, 0, pending == CASTLE_EFFECT)
        self._use_die(seat, p, a.die, 0, events)
        self.pending = NONE
        workers = 4 if p.has(K.TAKE_WORKERS_FOUR) else 2
        silver = 1 if p.has(K.TAKE_WORKERS_EXTRA_SILVER) else 0
        p.workers += workers
        p.silver += silver
        if events is not None:
            events.append(E.workers_taken(seat, workers, silver))
        self._after_action(seat, events)

    def _ship_goods(self, seat: int, a: ShipGoods, events: E.Events) -> None:
        p = self.players[seat]
        if not 1 <= a.depot <= 6 or not 0 <= a.second <= 6 or a.goods_mask & ~0b1111110:
            raise MalformedAction("INVALID_DEPOT", "depots 1..6, goods types 1..6")
        if a.second and a.second < a.depot:
            raise MalformedAction(
                "INVALID_DEPOT",
                "an engine ShipGoods names the lower-numbered depot of a pair first "
                "(the protobuf Action takes either order)",
            )
        if self.pending != SHIP_EFFECT:
            raise reject("WRONG_STEP", "no ship is waiting for its goods")
        if p.has(K.SHIP_ADJACENT_DEPOT):
            if a.second and (a.depot, a.second) not in self._ship_pairs:
                raise reject("DEPOTS_NOT_ADJACENT", "the two depots must be adjacent")
        elif a.second:
            raise reject("SECOND_DEPOT_NOT_ALLOWED", "a second depot needs K5")
        masks = self._ship_masks(p, a.depot, a.second)
        if a.goods_mask not in masks:
            present = 0
            for d in (a.depot, a.second):
                if d:
                    for g in range(1, 7):
                        if self.depot_goods[d][g]:
                            present |= 1 << g
            if a.goods_mask & ~present:
                raise reject("GOODS_NOT_AVAILABLE", "those goods are not on the depot(s)")
            held = sum(1 << g for g in range(1, 7) if p.goods[g])
            if (held | a.goods_mask).bit_count() > C.GOODS_TYPE_LIMIT:
                raise reject("GOODS_TYPE_LIMIT", "at most 3 goods types can be held")
            raise reject("MUST_TAKE_ALL_GOODS", "a ship takes every goods type that fits")
        for d in (a.depot, a.second):
            if not d:
                continue
            for g in range(1, 7):
                count = self.depot_goods[d][g]
                if count and a.goods_mask >> g & 1:
                    self.depot_goods[d][g] = 0
                    p.goods[g] += count
                    if events is not None:
                        taken = pb.GoodsTaken(seat=seat, depot=d, goods=g, count=count)
                        events.append(pb.Event(goods_taken=taken))
        self.pending = NONE
        self._advance_track(seat, events)
        self._after_action(seat, events)

    def _decline_effect(self, seat: int, _action: DeclineEffect, events: E.Events) -> None:
        if self.pending == CITY_HALL_EFFECT:
            probe: list[BurgundyAction] = []
            self._place_actions(self.players[seat], [0], probe)
            if probe:
                raise reject("PLACEMENT_POSSIBLE", "a City Hall placement is possible")
        elif self.pending == WAREHOUSE_EFFECT:
            if not self._warehouse_optional:
                raise reject("WRONG_STEP", "the Warehouse's sale is compulsory at this table")
            if events is not None:
                events.append(E.effect_resolved(seat, "warehouse", "declined"))
        else:
            raise reject("WRONG_STEP", "only a City Hall or Warehouse effect can be declined")
        self.pending = NONE
        self._after_action(seat, events)

    def _end_turn_action(self, seat: int, _action: EndTurn, events: E.Events) -> None:
        if self.pending != NONE:
            raise reject("WRONG_STEP", "an effect must be resolved first")
        if self.players[seat].unused:
            raise reject("DICE_REMAINING", "both dice must be used before the turn ends")
        self._end_turn(events)
