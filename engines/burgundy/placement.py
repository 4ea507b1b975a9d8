"""Placing a tile and what it does: animals, regions, colour bonuses, and each building's
effect (immediate, or pending until the player resolves it)."""

from __future__ import annotations

from typing import Final

from engines.burgundy import catalog as C
from engines.burgundy import events as E
from engines.burgundy import knowledge as K
from engines.burgundy.actions import (
    BurgundyAction,
    PlaceTile,
)
from engines.burgundy.die_actions import DieActions
from engines.burgundy.legal import FREE_PLACE_KNOWLEDGE
from engines.burgundy.player import Player
from engines.burgundy.rules import COST
from engines.burgundy.stages import (
    ADJ,
    ANIMALS,
    BOARD,
    BONUS_TILE,
    BUILDING_EFFECT,
    CASTLE_EFFECT,
    CELL_COLOUR,
    CELL_DIE,
    CITY_HALL_EFFECT,
    COLOUR_PROTO,
    EFFECT_TAKE_COLOURS,
    KIND_BUILDING,
    KIND_COLOUR,
    NONE,
    PENDING_LABELS,
    REGION,
    SHIP_EFFECT,
    WAREHOUSE_EFFECT,
    WATCHTOWER,
    reject,
)
from engines.errors import MalformedAction

NUM_CELLS: Final = C.NUM_CELLS
NUM_KINDS: Final = C.NUM_KINDS
WORKER_ADJUSTS_TWO: Final = K.WORKER_ADJUSTS_TWO


class Placement(DieActions):
    __slots__ = ()

    def _place_tile(self, seat: int, a: PlaceTile, events: E.Events) -> None:
        p = self.players[seat]
        die, workers, kind, cell = a
        if not 1 <= cell <= NUM_CELLS or not 0 <= kind < NUM_KINDS:
            raise MalformedAction("INVALID_CELL", "cell must be 1..37, and the tile known")
        pending = self.pending
        effect_ok = pending in (CASTLE_EFFECT, CITY_HALL_EFFECT)
        if pending != NONE and not effect_ok:
            raise reject("WRONG_STEP", f"{PENDING_LABELS[pending]} does not place tiles")
        knowledge = p.knowledge
        if 1 <= die <= 6:
            free = knowledge >> FREE_PLACE_KNOWLEDGE[KIND_COLOUR[kind]] & 1
            need = COST[knowledge >> WORKER_ADJUSTS_TWO & 1][free][die][CELL_DIE[cell]]
        else:
            need = 0
        if not 0 <= die <= 6:
            raise MalformedAction("INVALID_DIE", "die must be 0..6")
        if kind not in p.storage:
            raise reject("TILE_NOT_STORED", f"no {C.KINDS[kind].label} in storage")
        filled = p.filled
        if (filled >> cell) & 1:
            raise reject("CELL_OCCUPIED", f"cell {cell} is occupied")
        if CELL_COLOUR[cell] != KIND_COLOUR[kind]:
            raise reject("COLOUR_MISMATCH", f"cell {cell} does not take that colour")
        if not ADJ[cell] & filled:
            raise reject("NOT_ADJACENT", f"cell {cell} touches no placed tile")
        if cell not in self._place_cells(p, kind):
            raise reject("BUILDING_ALREADY_IN_CITY", "that building is already in this city")
        self._check_die(p, die, workers, need, effect_ok)
        if die:
            self._use_die(seat, p, die, workers, events)
        self.pending = NONE
        p.storage.remove(kind)
        self._place(seat, p, kind, cell, events)
        if self.pending == NONE:
            self._after_action(seat, events)

    def _place(self, seat: int, p: Player, kind: int, cell: int, events: E.Events) -> None:
        """Put the tile on the cell, score, and start its effect."""
        p.estate[cell] = kind
        p.filled |= 1 << cell
        label = C.KINDS[kind].label
        if events is not None:
            events.append(E.tile_placed(seat, label, cell))
        colour = KIND_COLOUR[kind]
        region = BOARD.region[cell]
        if colour == C.PASTURE:
            species = C.KIND_SPECIES[kind]
            animals = 0
            tiles = 0
            for c in BOARD.region_cells[region]:
                k = p.estate[c]
                if k >= 0 and C.KIND_SPECIES[k] == species:
                    animals += C.KIND_ANIMALS[k]
                    tiles += 1
            self._score(
                seat, animals + (tiles if p.has(K.ANIMAL_TILE_BONUS) else 0), ANIMALS, events
            )
        mask = BOARD.region_mask[region]
        if p.filled & mask == mask and region != BOARD.start_region:
            size = len(BOARD.region_cells[region])
            points = C.REGION_POINTS[size] + C.PHASE_BONUS[self.phase]
            self._score(seat, points, REGION, events, region=region)
        cmask = BOARD.colour_mask[colour]
        if p.filled & cmask == cmask:
            owners = self.bonus_owner[colour]
            for i, large in ((0, True), (1, False)):
                if owners[i] < 0:
                    owners[i] = seat
                    p.bonus_tiles.append((colour, large))
                    points = (C.BONUS_LARGE if large else C.BONUS_SMALL)[self.n]
                    self._score(
                        seat, points, BONUS_TILE, events, colour=COLOUR_PROTO[colour], large=large
                    )
                    break
        if colour == C.SHIP:
            if any(any(g) for g in self.depot_goods[1:]):
                self.pending = SHIP_EFFECT
            else:
                if events is not None:
                    events.append(E.effect_resolved(seat, label, "no goods on any depot"))
                self._advance_track(seat, events)
        elif colour == C.CASTLE:
            self.pending = CASTLE_EFFECT
        elif colour == C.KNOWLEDGE:
            p.knowledge |= 1 << C.KIND_KNOWLEDGE[kind]
        elif colour == C.BUILDING:
            building = KIND_BUILDING[kind]
            if building == C.WATCHTOWER:
                self._score(seat, 4, WATCHTOWER, events)
            elif building == C.BANK:
                p.silver += 2
                if events is not None:
                    events.append(E.effect_resolved(seat, label, "+2 silverlings", silver=2))
            elif building == C.BOARDING_HOUSE:
                p.workers += 4
                if events is not None:
                    events.append(E.effect_resolved(seat, label, "+4 workers", workers=4))
            else:
                effect = BUILDING_EFFECT[building]
                if self._effect_usable(p, effect):
                    self.pending = effect
                else:
                    if events is not None:
                        lost = E.effect_resolved(seat, label, "lost: it cannot be used")
                        events.append(lost)

    def _effect_usable(self, p: Player, effect: int) -> bool:
        if effect == WAREHOUSE_EFFECT:
            return any(p.goods)
        if effect == CITY_HALL_EFFECT:
            probe: list[BurgundyAction] = []
            self._place_actions(p, [0], probe)
            return bool(probe) or (self._buy_in_effect and self._can_buy(p))
        colours = EFFECT_TAKE_COLOURS[effect]
        return any(k >= 0 and KIND_COLOUR[k] in colours for d in self.depots[1:] for k in d)
