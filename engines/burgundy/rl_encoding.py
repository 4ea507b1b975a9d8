"""The Castles of Burgundy's reinforcement-learning encoding (engines.rl; docs/rl.md).

**Actions.** Tiles are named by *where they are*, not by kind, which keeps the space small:
a depot tile by its space on the depot (the lowest space holding that kind), a stored tile by
its storage slot (storage is sorted by kind; the first slot holding that kind), and a discard
to make room by the storage slot discarded (0 = none, 1..3 = slot 0..2). ``die`` is 0..6
(0: the virtual die of an effect), ``workers`` 0..3. The space is the concatenation of these
blocks, in this order (row-major within a block):

* TakeTile ``[die 7][workers 4][depot 1..6 -> 0..5][space 8][discard 4]``
* PlaceTile ``[die 7][workers 4][storage slot 3][cell 1..37 -> 0..36]``
* SellGoods ``[die 7][workers 4][goods 1..6 -> 0..5]``
* TakeWorkers ``[die 7]``
* BuyTile ``[depot 0..6][space 8][payment 3][discard 4]``
* ShipGoods ``[depot 1..6 -> 0..5][second depot 0..6][goods mask >> 1: 64]`` (bit g - 1 set
  for goods type g)
* EndTurn, DeclineEffect: one id each.

**Chance**: the outcomes of every kind in turn: ``start_seat`` 0..3, ``goods`` 1..6,
``die`` 1..6, ``hex`` and ``black_hex`` every tile kind (by label).

**Observation** (for one seat, from its View; the supplies' contents stay hidden): see
``observation_parts``; seats are in *relative* order (0 = the observing seat, then the next
seats by seat number), absent seats zero.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from engines.burgundy import catalog as C
from engines.burgundy.actions import (
    BurgundyAction,
    BuyTile,
    DeclineEffect,
    EndTurn,
    PlaceTile,
    SellGoods,
    ShipGoods,
    TakeTile,
    TakeWorkers,
)
from engines.burgundy.stages import PENDING_LABELS
from engines.contract import GameState
from engines.rl import Buffer, RLEncoding

DICE: Final = 7
WORKERS: Final = 4
SPACES: Final = 8
DISCARDS: Final = 4
SLOTS: Final = C.STORAGE_SPACES
CELLS: Final = C.NUM_CELLS
GOODS: Final = 6
KINDS: Final = C.NUM_KINDS
MAX_PLAYERS: Final = 4
DEPOTS: Final = 7  # the black depot, then 1..6

TAKE: Final = 0
PLACE: Final = TAKE + DICE * WORKERS * 6 * SPACES * DISCARDS
SELL: Final = PLACE + DICE * WORKERS * SLOTS * CELLS
WORKERS_ACTION: Final = SELL + DICE * WORKERS * GOODS
BUY: Final = WORKERS_ACTION + DICE
SHIP: Final = BUY + DEPOTS * SPACES * 3 * DISCARDS
END_TURN: Final = SHIP + 6 * 7 * 64
DECLINE: Final = END_TURN + 1
NUM_ACTIONS: Final = DECLINE + 1

KIND_LABELS: Final = tuple(kind.label for kind in C.KINDS)
KIND_INDEX: Final = {label: i for i, label in enumerate(KIND_LABELS)}
DECISIONS: Final = ("DIE_ACTION", "BUY_OR_END_TURN", *sorted(PENDING_LABELS.values()))
_DECISION_INDEX: Final = {label: i for i, label in enumerate(DECISIONS)}
SCORE_SCALE: Final = 100.0


def _space(spaces: Sequence[int], kind: int) -> int:
    space = spaces.index(kind)
    if space >= SPACES:
        raise ValueError(f"depot space {space} is beyond the encoding's {SPACES}")
    return space


def _slot(storage: Sequence[int], kind: int) -> int:
    return storage.index(kind)


def _discard(storage: Sequence[int], kind: int) -> int:
    return 0 if kind < 0 else 1 + storage.index(kind)


def _parts(players: int) -> tuple[tuple[str, tuple[int, ...]], ...]:
    del players  # one layout for every player count (absent seats are zeros)
    return (
        ("depots", (DEPOTS, SPACES, KINDS)),
        ("depot_goods", (DEPOTS, GOODS)),
        ("round_goods", (GOODS,)),
        ("white_die", (6,)),
        ("phase", (5,)),
        ("round", (5,)),
        ("estates", (MAX_PLAYERS, CELLS, KINDS)),
        ("storage", (MAX_PLAYERS, SLOTS, KINDS)),
        ("goods", (MAX_PLAYERS, GOODS)),
        ("sold", (MAX_PLAYERS, GOODS)),
        ("scalars", (MAX_PLAYERS, 5)),
        ("dice", (MAX_PLAYERS, 2, 6)),
        ("unused_dice", (MAX_PLAYERS, 6)),
        ("bonus_tiles", (MAX_PLAYERS, 6)),
        ("turn_order", (MAX_PLAYERS, MAX_PLAYERS)),
        ("to_move", (MAX_PLAYERS,)),
        ("decision", (len(DECISIONS),)),
        ("bought_this_turn", (1,)),
        ("supplies", (2,)),
        ("bonus_tiles_left", (6,)),
    )


class BurgundyEncoding(RLEncoding[BurgundyAction]):
    num_distinct_actions = NUM_ACTIONS
    chance_outcomes = (
        *(("start_seat", str(seat)) for seat in range(MAX_PLAYERS)),
        *(("goods", str(g)) for g in range(1, 7)),
        *(("die", str(d)) for d in range(1, 7)),
        *(("hex", label) for label in KIND_LABELS),
        *(("black_hex", label) for label in KIND_LABELS),
    )
    #: 5 phases x 5 rounds x 4 seats x (2 dice + effects + purchase) decisions, and the
    #: chance outcomes (dice, depot fills, goods), with a wide margin
    max_game_length = 2500

    def __init__(self, num_players: int) -> None:
        self.observation_parts = _parts(num_players)
        super().__init__()
        self.num_players = num_players
        offsets: dict[str, int] = {}
        index = 0
        for name, shape in self.observation_parts:
            offsets[name] = index
            size = 1
            for dim in shape:
                size *= dim
            index += size
        self._at = offsets

    def action_ids(
        self, state: GameState[Any, Any, Any, Any], actions: Sequence[BurgundyAction]
    ) -> list[int]:
        seat = state.current_seat()
        storage: list[int] = state.players[seat].storage if seat is not None else []  # type: ignore[attr-defined]
        depots: list[list[int]] = state.depots  # type: ignore[attr-defined]
        ids: list[int] = []
        for a in actions:
            cls = type(a)
            if getattr(a, "workers", 0) >= WORKERS:
                raise ValueError(f"{a!r} pays more workers than the encoding numbers")
            if cls is TakeTile:
                assert isinstance(a, TakeTile)
                space = _space(depots[a.depot], a.kind)
                ids.append(
                    TAKE
                    + (((a.die * WORKERS + a.workers) * 6 + a.depot - 1) * SPACES + space)
                    * DISCARDS
                    + _discard(storage, a.discard)
                )
            elif cls is PlaceTile:
                assert isinstance(a, PlaceTile)
                ids.append(
                    PLACE
                    + ((a.die * WORKERS + a.workers) * SLOTS + _slot(storage, a.kind)) * CELLS
                    + a.cell
                    - 1
                )
            elif cls is SellGoods:
                assert isinstance(a, SellGoods)
                ids.append(SELL + (a.die * WORKERS + a.workers) * GOODS + a.goods - 1)
            elif cls is TakeWorkers:
                assert isinstance(a, TakeWorkers)
                ids.append(WORKERS_ACTION + a.die)
            elif cls is BuyTile:
                assert isinstance(a, BuyTile)
                space = _space(depots[a.depot], a.kind)
                ids.append(
                    BUY
                    + ((a.depot * SPACES + space) * 3 + a.payment) * DISCARDS
                    + _discard(storage, a.discard)
                )
            elif cls is ShipGoods:
                assert isinstance(a, ShipGoods)
                ids.append(SHIP + ((a.depot - 1) * 7 + a.second) * 64 + (a.goods_mask >> 1))
            elif cls is EndTurn:
                ids.append(END_TURN)
            elif cls is DeclineEffect:
                ids.append(DECLINE)
            else:
                raise ValueError(f"no id for {a!r}")
        return ids

    def write_observation(
        self, state: GameState[Any, Any, Any, Any], seat: int, out: Buffer
    ) -> None:
        view = state.view(seat)
        at = self._at
        n = self.num_players
        base = at["depots"]
        for depot in view.depots:
            for space, label in enumerate(depot.spaces):
                if label:
                    out[base + (depot.number * SPACES + space) * KINDS + KIND_INDEX[label]] = 1.0
            for g, count in enumerate(depot.goods):
                if count:
                    out[at["depot_goods"] + depot.number * GOODS + g] = count / 4.0
        for g in view.round_goods:
            out[at["round_goods"] + g - 1] += 0.2
        if view.white_die:
            out[at["white_die"] + view.white_die - 1] = 1.0
        out[at["phase"] + min(view.phase, 4)] = 1.0
        out[at["round"] + min(view.round, 4)] = 1.0
        for player in view.players:
            r = (player.seat - seat) % n
            base = at["estates"] + r * CELLS * KINDS
            for tile in player.estate:
                out[base + (tile.cell - 1) * KINDS + KIND_INDEX[tile.tile]] = 1.0
            base = at["storage"] + r * SLOTS * KINDS
            for slot, label in enumerate(player.storage):
                out[base + slot * KINDS + KIND_INDEX[label]] = 1.0
            for g in range(GOODS):
                if player.goods[g]:
                    out[at["goods"] + r * GOODS + g] = player.goods[g] / 3.0
                if player.sold[g]:
                    out[at["sold"] + r * GOODS + g] = player.sold[g] / 3.0
            base = at["scalars"] + r * 5
            out[base] = player.score / SCORE_SCALE
            out[base + 1] = player.silver / 10.0
            out[base + 2] = player.workers / 10.0
            out[base + 3] = player.empty_spaces / CELLS
            out[base + 4] = 1.0
            for i, die in enumerate(player.dice[:2]):
                out[at["dice"] + (r * 2 + i) * 6 + die - 1] = 1.0
            for die in player.unused_dice:
                out[at["unused_dice"] + r * 6 + die - 1] += 0.5
            for bonus in player.bonus_tiles:
                out[at["bonus_tiles"] + r * 6 + bonus.colour - 1] = 1.0 if bonus.large else 0.5
        for position, other in enumerate(view.turn_order):
            out[at["turn_order"] + position * MAX_PLAYERS + (other - seat) % n] = 1.0
        if view.HasField("current_seat"):
            out[at["to_move"] + (view.current_seat - seat) % n] = 1.0
        decision = _DECISION_INDEX.get(view.pending_decision)
        if decision is not None:
            out[at["decision"] + decision] = 1.0
        if view.bought_this_turn:
            out[at["bought_this_turn"]] = 1.0
        out[at["supplies"]] = view.normal_supply_count / C.TOTAL_TILES
        out[at["supplies"] + 1] = view.black_supply_count / C.TOTAL_TILES
        for colour, left in enumerate(view.bonus_tiles_left[:6]):
            out[at["bonus_tiles_left"] + colour] = left / 2.0
