"""Knowledge (monastery) tiles 1..26 by name.

Each constant is a tile number, looked up once by the effect ``data/knowledge.json`` gives it,
so the rules code reads ``p.has(SALE_EXTRA_SILVER)`` rather than ``p.has(3)``. A player holds
its knowledge tiles as a bit mask (bit ``number`` set), so the hot paths test
``knowledge >> NUMBER & 1`` with the same constants.
"""

from __future__ import annotations

from typing import Final

from engines.burgundy import catalog as C


def _numbers(effect: str) -> list[int]:
    return [t["number"] for t in C.KNOWLEDGE_TILES if t["effect"] == effect]


def _number(effect: str) -> int:
    (number,) = _numbers(effect)
    return number


#: K1: a city may hold several buildings of one type
MULTIPLE_SAME_BUILDING: Final = _number("multiple_same_building_per_city")
#: K2: phase income also pays one worker per mine
MINE_INCOME_WORKER: Final = _number("mine_income_worker")
#: K3: a sale pays 2 silverlings instead of 1
SALE_EXTRA_SILVER: Final = _number("sale_extra_silver")
#: K4: a sale also pays 1 worker
SALE_EXTRA_WORKER: Final = _number("sale_extra_worker")
#: K5: a ship may also take the goods of an adjacent depot
SHIP_ADJACENT_DEPOT: Final = _number("ship_adjacent_depot")
#: K6: purchases from any depot (2019: also paid with workers)
BUY_FROM_ANY_DEPOT: Final = _number("buy_from_any_depot")
#: K7: +1 point per tile of the scoring species in the pasture
ANIMAL_TILE_BONUS: Final = _number("animal_tile_bonus")
#: K8: each worker turns a die by up to 2
WORKER_ADJUSTS_TWO: Final = _number("worker_adjusts_two")
#: K9: one free die step when placing a building
FREE_ADJUST_PLACE_BUILDING: Final = _number("free_adjust_place_building")
#: K10: one free die step when placing a ship or an animal
FREE_ADJUST_PLACE_SHIP_ANIMAL: Final = _number("free_adjust_place_ship_animal")
#: K11: one free die step when placing a castle, mine or knowledge tile
FREE_ADJUST_PLACE_CASTLE_MINE_KNOWLEDGE: Final = _number("free_adjust_place_castle_mine_knowledge")
#: K12: one free die step when taking a tile from a depot
FREE_ADJUST_TAKE_TILE: Final = _number("free_adjust_take_tile")
#: K13: taking workers also pays 1 silverling
TAKE_WORKERS_EXTRA_SILVER: Final = _number("take_workers_extra_silver")
#: K14: taking workers gives 4 instead of 2
TAKE_WORKERS_FOUR: Final = _number("take_workers_four")
#: K15: end game, points per goods type sold (edition value)
FINAL_PER_GOODS_TYPE_SOLD: Final = _number("final_per_goods_type_sold")
#: K16..K23: end game, points per building of one type: (tile number, building type index)
FINAL_PER_BUILDING: Final[tuple[tuple[int, int], ...]] = tuple(
    (t["number"], C.BUILDING_TYPES.index(t["building"]))
    for t in C.KNOWLEDGE_TILES
    if t["effect"] == "final_per_building"
)
#: K24: end game, points per animal species in the estate
FINAL_PER_ANIMAL_SPECIES: Final = _number("final_per_animal_species")
#: K25: end game, 1 point per goods tile sold
FINAL_PER_GOODS_TILE_SOLD: Final = _number("final_per_goods_tile_sold")
#: K26: end game, points per bonus tile (edition value)
FINAL_PER_BONUS_TILE: Final = _number("final_per_bonus_tile")
