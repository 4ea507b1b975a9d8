"""Static data of The Castles of Burgundy, loaded once from ``engines/burgundy/data/*.json``.

Everything here is immutable and shared by every state: the hex-tile kinds (with their chance
labels), estate board #1 (colours, die numbers, adjacency as bit masks, regions), the depots by
player count, the tile inventory by back colour, and the scoring constants.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Final

# Colours of hex tiles and estate spaces, in this fixed order everywhere (proto enum value - 1).
CASTLE: Final = 0
PASTURE: Final = 1
SHIP: Final = 2
MINE: Final = 3
BUILDING: Final = 4
KNOWLEDGE: Final = 5
COLOUR_NAMES = ("castle", "pasture", "ship", "mine", "building", "knowledge")
_COLOUR_ALIASES = {"animal": PASTURE}

BUILDING_TYPES = (
    "warehouse",
    "watchtower",
    "carpenters_workshop",
    "church",
    "market",
    "boarding_house",
    "bank",
    "city_hall",
)
WAREHOUSE: Final = 0
WATCHTOWER: Final = 1
CARPENTERS_WORKSHOP: Final = 2
CHURCH: Final = 3
MARKET: Final = 4
BOARDING_HOUSE: Final = 5
BANK: Final = 6
CITY_HALL: Final = 7
SPECIES = ("cow", "pig", "sheep", "chicken")

NUM_CELLS: Final = 37
START_CASTLE_CELL: Final = 19


def colour_index(name: str) -> int:
    """The colour index of a colour name of the data files ("animal" means pasture)."""
    return _COLOUR_ALIASES.get(name, -1) if name in _COLOUR_ALIASES else COLOUR_NAMES.index(name)


def _load(name: str) -> Any:
    text = resources.files("engines.burgundy").joinpath("data", name).read_text("utf-8")
    return json.loads(text)


@dataclass(frozen=True, slots=True)
class TileKind:
    """One kind of hex tile: identical tiles share a kind."""

    index: int
    #: the chance label and proto name, e.g. "ship", "bank", "cow_3", "knowledge_15"
    label: str
    colour: int
    #: building type index (BUILDING_TYPES) or -1
    building: int = -1
    #: species index (SPECIES) or -1
    species: int = -1
    animals: int = 0
    #: knowledge tile number 1..26 or 0
    knowledge: int = 0


def _build_kinds() -> tuple[TileKind, ...]:
    kinds: list[TileKind] = []

    def add(label: str, colour: int, **extra: int) -> None:
        kinds.append(TileKind(len(kinds), label, colour, **extra))

    add("castle", CASTLE)
    add("mine", MINE)
    add("ship", SHIP)
    for b, name in enumerate(BUILDING_TYPES):
        add(name, BUILDING, building=b)
    for s, name in enumerate(SPECIES):
        for animals in (2, 3, 4):
            add(f"{name}_{animals}", PASTURE, species=s, animals=animals)
    for number in range(1, 27):
        add(f"knowledge_{number}", KNOWLEDGE, knowledge=number)
    return tuple(kinds)


KINDS = _build_kinds()
NUM_KINDS = len(KINDS)
KIND_BY_LABEL = {k.label: k.index for k in KINDS}
KIND_COLOUR = tuple(k.colour for k in KINDS)
KIND_BUILDING = tuple(k.building for k in KINDS)
KIND_SPECIES = tuple(k.species for k in KINDS)
KIND_ANIMALS = tuple(k.animals for k in KINDS)
KIND_KNOWLEDGE = tuple(k.knowledge for k in KINDS)
KINDS_OF_COLOUR = tuple(tuple(k.index for k in KINDS if k.colour == c) for c in range(6))
CASTLE_KIND = KIND_BY_LABEL["castle"]
MINE_KIND = KIND_BY_LABEL["mine"]


def _build_inventory() -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Counts per kind of the normal-backed and black-backed tiles (124 + 40 = 164)."""
    data = _load("inventory.json")["by_type"]
    normal = [0] * NUM_KINDS
    black = [0] * NUM_KINDS
    for simple in ("castle", "mine", "ship"):
        normal[KIND_BY_LABEL[simple]] = data[simple]["normal_back"]
        black[KIND_BY_LABEL[simple]] = data[simple]["black_back"]
    per_building_normal = data["building"]["normal_back"] // len(BUILDING_TYPES)
    per_building_black = data["building"]["black_back"] // len(BUILDING_TYPES)
    for name in data["building"]["types"]:
        normal[KIND_BY_LABEL[name]] = per_building_normal
        black[KIND_BY_LABEL[name]] = per_building_black
    for species in data["animal"]["species"]:
        for animals in data["animal"]["per_species"]["normal"]:
            normal[KIND_BY_LABEL[f"{species}_{animals}"]] += 1
        for animals in data["animal"]["per_species"]["black"]:
            black[KIND_BY_LABEL[f"{species}_{animals}"]] += 1
    black_numbers = set(data["knowledge"]["black_numbers"])
    for number in range(1, 27):
        target = black if number in black_numbers else normal
        target[KIND_BY_LABEL[f"knowledge_{number}"]] = 1
    assert sum(normal) == _load("inventory.json")["normal_back_total"]
    assert sum(black) == _load("inventory.json")["black_back_total"]
    return tuple(normal), tuple(black)


NORMAL_SUPPLY, BLACK_SUPPLY = _build_inventory()
TOTAL_TILES = sum(NORMAL_SUPPLY) + sum(BLACK_SUPPLY)


@dataclass(frozen=True, slots=True)
class Board:
    """Estate board #1. Cells are numbered 1..37; index 0 is unused."""

    colour: tuple[int, ...]
    die: tuple[int, ...]
    region: tuple[int, ...]
    #: bit mask (bit = cell id) of each cell's neighbours
    adjacent: tuple[int, ...]
    #: region id -> cells
    region_cells: tuple[tuple[int, ...], ...]
    #: region id -> bit mask of its cells
    region_mask: tuple[int, ...]
    region_colour: tuple[int, ...]
    #: colour -> cells of that colour
    colour_cells: tuple[tuple[int, ...], ...]
    colour_mask: tuple[int, ...]
    start_castle_cell: int
    start_region: int


def _build_board() -> Board:
    data = _load("board1.json")
    n = len(data["cells"])
    colour = [-1] * (n + 1)
    die = [0] * (n + 1)
    region = [0] * (n + 1)
    adjacent = [0] * (n + 1)
    for cell in data["cells"]:
        i = cell["id"]
        colour[i] = colour_index(cell["color"])
        die[i] = cell["die"]
        region[i] = cell["region"]
        for j in cell["adj"]:
            adjacent[i] |= 1 << j
    regions = data["regions"]
    region_cells: list[tuple[int, ...]] = [()] * (len(regions) + 1)
    region_mask = [0] * (len(regions) + 1)
    region_colour = [-1] * (len(regions) + 1)
    for r in regions:
        region_cells[r["id"]] = tuple(r["cells"])
        region_mask[r["id"]] = sum(1 << c for c in r["cells"])
        region_colour[r["id"]] = colour_index(r["color"])
    colour_cells = tuple(tuple(i for i in range(1, n + 1) if colour[i] == c) for c in range(6))
    start = data["start_castle_cell"]
    return Board(
        colour=tuple(colour),
        die=tuple(die),
        region=tuple(region),
        adjacent=tuple(adjacent),
        region_cells=tuple(region_cells),
        region_mask=tuple(region_mask),
        region_colour=tuple(region_colour),
        colour_cells=colour_cells,
        colour_mask=tuple(sum(1 << i for i in cells) for cells in colour_cells),
        start_castle_cell=start,
        start_region=region[start],
    )


BOARD = _build_board()


@cache
def depot_slots(num_players: int) -> tuple[tuple[int, ...], ...]:
    """Colour of each in-use space of numbered depots 1..6 (index 0 unused) for a player
    count, in the data file's order (the order in which the spaces are filled)."""
    data = _load("depots.json")["numbered_depots"]
    slots: list[tuple[int, ...]] = [()]
    for depot in range(1, 7):
        used = [s for s in data[str(depot)] if s["min_players"] <= num_players]
        slots.append(tuple(colour_index(s["color"]) for s in used))
    return tuple(slots)


@cache
def black_depot_size(num_players: int) -> int:
    size: int = _load("depots.json")["black_depot"]["used"][str(num_players)]
    return size


_SCORING = _load("scoring.json")
REGION_POINTS: tuple[int, ...] = tuple(_SCORING["region_points_by_size"])
PHASE_BONUS: tuple[int, ...] = tuple(_SCORING["phase_bonus"])
BONUS_LARGE: dict[int, int] = {int(k): v for k, v in _SCORING["bonus_tile_large"].items()}
BONUS_SMALL: dict[int, int] = {int(k): v for k, v in _SCORING["bonus_tile_small"].items()}
SALE_POINTS: dict[int, int] = {int(k): v for k, v in _SCORING["sale_points_per_tile"].items()}
STARTING_WORKERS: tuple[int, ...] = tuple(_SCORING["starting_workers_by_turn_position"])
STARTING_SILVER: int = _SCORING["starting_silver"]
STARTING_GOODS: int = _SCORING["starting_goods_per_player"]
GOODS_PER_TYPE: int = _SCORING["goods_per_type"]
GOODS_PER_PHASE: int = _SCORING["goods_per_phase"]
PHASES: int = _SCORING["phases"]
ROUNDS: int = _SCORING["rounds_per_phase"]
STORAGE_SPACES: int = _SCORING["storage_spaces"]
GOODS_TYPE_LIMIT: int = _SCORING["goods_type_limit"]
TRACK_SPACES: int = _SCORING["track_spaces"]
THREE_PLAYER_MINE_PHASES: frozenset[int] = frozenset(_SCORING["three_player_mine_phases"])
THREE_PLAYER_MINE_DEPOT: int = _SCORING["three_player_mine_depot"]
THREE_PLAYER_MINE_SLOT: int = _SCORING["three_player_mine_slot"]
TOTAL_GOODS = 6 * GOODS_PER_TYPE
PHASE_LETTERS = "ABCDE"

_KNOWLEDGE = _load("knowledge.json")
#: the knowledge tiles of the data file, each with its number, effect and edition values
KNOWLEDGE_TILES: tuple[dict[str, Any], ...] = tuple(_KNOWLEDGE["tiles"])
EDITIONS = ("2019", "2011")


@cache
def knowledge_values(edition: str) -> dict[int, dict[str, Any]]:
    """Edition-dependent values per knowledge tile number (e.g. K15 points)."""
    out: dict[int, dict[str, Any]] = {}
    for tile in _KNOWLEDGE["tiles"]:
        values = tile.get("values", {}).get(edition, {})
        out[tile["number"]] = {"effect": tile["effect"], "building": tile.get("building"), **values}
    return out
