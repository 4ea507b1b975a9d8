"""The layer under every rule of a Burgundy position: its fields, construction, copying,
and the contract's plain queries. The rules are layers above it (see
:mod:`engines.burgundy.state`)."""

from __future__ import annotations

from typing import Any, Self

from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import catalog as C
from engines.burgundy import knowledge as K
from engines.burgundy.actions import (
    BurgundyAction,
)
from engines.burgundy.player import Player
from engines.burgundy.rules import ship_pairs, turn_order
from engines.burgundy.stages import (
    BOARD,
    NONE,
    OVER,
    PENDING_LABELS,
    PLAY,
    SETUP_GOODS,
    START_SEAT,
)
from engines.contract import GameState


class Position(GameState[BurgundyAction, pb.Event, pb.View, pb.State]):
    """The data of a position and the questions about it that need no rules."""

    __slots__ = (
        "_behind",
        "_buy_in_effect",
        "_fewest",
        "_k6_mixed",
        "_k6_workers",
        "_k15",
        "_k26",
        "_ship_pairs",
        "_warehouse_optional",
        "black_supply",
        "bonus_owner",
        "bought",
        "chance_step",
        "depot_goods",
        "depots",
        "n",
        "normal_supply",
        "options",
        "out_of_game",
        "pending",
        "phase",
        "players",
        "round",
        "round_goods",
        "stage",
        "track",
        "turn_index",
        "turn_order",
        "unrevealed",
        "white",
    )

    def __init__(
        self, num_players: int | None = None, options: dict[str, str] | None = None
    ) -> None:
        if num_players is None or options is None:
            # an empty shell, for clone() and for copy and pickle (a class compiled by mypyc
            # has no object.__new__, and its __new__ runs __init__ with no arguments)
            return
        self.n = num_players
        self.options = dict(options)
        self._configure()
        self.stage = SETUP_GOODS
        self.chance_step = 0
        self.phase = 0
        self.round = 0
        self.turn_order: list[int] = list(range(num_players))
        self.turn_index = 0
        self.white = 0
        self.depots: list[list[int]] = [[-1] * C.black_depot_size(num_players)] + [
            [-1] * len(slots) for slots in C.depot_slots(num_players)[1:]
        ]
        self.depot_goods: list[list[int]] = [[0] * 7 for _ in range(7)]
        self.round_goods: list[int] = []
        self.unrevealed = [0] + [C.GOODS_PER_TYPE] * 6
        self.normal_supply = list(C.NORMAL_SUPPLY)
        self.black_supply = list(C.BLACK_SUPPLY)
        self.normal_supply[C.CASTLE_KIND] -= num_players  # the starting castles
        self.out_of_game = 0
        self.players = []
        for _seat in range(num_players):
            p = Player()
            p.silver = C.STARTING_SILVER
            p.estate[BOARD.start_castle_cell] = C.CASTLE_KIND
            p.filled = 1 << BOARD.start_castle_cell
            self.players.append(p)
        self.bonus_owner = [[-1, -1] for _ in range(6)]
        self.track: list[list[int]] = [[] for _ in range(C.TRACK_SPACES)]
        self.track[0] = list(reversed(range(num_players)))  # until the start player is known
        self.pending = NONE
        self.bought = False
        start_seat = self.options["start_seat"]
        if start_seat == "random":
            self.stage = START_SEAT  # workers 0 until the draw
        else:
            self._seat_players(int(start_seat))

    def _seat_players(self, start: int) -> None:
        """The start player takes 1 worker and the next seats clockwise 2, 3, 4; the markers
        stack on the track's first space, the start player's on top."""
        order = [(start + i) % self.n for i in range(self.n)]
        for position, seat in enumerate(order):
            self.players[seat].workers = C.STARTING_WORKERS[position]
        self.track[0] = order[::-1]  # bottom of the stack first
        self.turn_order = order

    def _configure(self) -> None:
        edition = self.options["edition"]
        values = C.knowledge_values(edition)
        self._k6_workers = bool(values[K.BUY_FROM_ANY_DEPOT].get("pay_with_workers"))
        self._k6_mixed = self._k6_workers and self.options["k6_mixed_payment"] == "yes"
        self._ship_pairs = ship_pairs(self.options["k5_adjacency"] == "ring")
        self._buy_in_effect = self.options["purchase_during_bonus_action"] == "yes"
        self._k15 = int(values[K.FINAL_PER_GOODS_TYPE_SOLD]["points"])
        self._k26 = int(values[K.FINAL_PER_BONUS_TILE]["points"])
        self._fewest = self.options["tiebreak_empty_spaces"] == "fewest"
        self._behind = self.options["tiebreak_turn_order"] == "behind"
        self._warehouse_optional = self.options["warehouse_sale"] == "optional"

    @property
    def num_players(self) -> int:
        return self.n

    def clone(self) -> Self:
        s = type(self)()
        s.n = self.n
        s.options = self.options
        s._k6_workers = self._k6_workers
        s._k6_mixed = self._k6_mixed
        s._ship_pairs = self._ship_pairs
        s._buy_in_effect = self._buy_in_effect
        s._k15 = self._k15
        s._k26 = self._k26
        s._fewest = self._fewest
        s._behind = self._behind
        s._warehouse_optional = self._warehouse_optional
        s.stage = self.stage
        s.chance_step = self.chance_step
        s.phase = self.phase
        s.round = self.round
        s.turn_order = self.turn_order[:]
        s.turn_index = self.turn_index
        s.white = self.white
        s.depots = [d[:] for d in self.depots]
        s.depot_goods = [g[:] for g in self.depot_goods]
        s.round_goods = self.round_goods[:]
        s.unrevealed = self.unrevealed[:]
        s.normal_supply = self.normal_supply[:]
        s.black_supply = self.black_supply[:]
        s.out_of_game = self.out_of_game
        s.players = [p.copy() for p in self.players]
        s.bonus_owner = [b[:] for b in self.bonus_owner]
        s.track = [t[:] for t in self.track]
        s.pending = self.pending
        s.bought = self.bought
        return s

    def is_terminal(self) -> bool:
        return self.stage == OVER

    def scores(self) -> list[int]:
        return [p.score for p in self.players]

    def current_seat(self) -> int | None:
        if self.stage != PLAY:
            return None
        return self.turn_order[self.turn_index]

    def pending_decision(self) -> str:
        if self.stage != PLAY:
            return ""
        if self.pending:
            return PENDING_LABELS[self.pending]
        if self.players[self.turn_order[self.turn_index]].unused:
            return "DIE_ACTION"
        return "BUY_OR_END_TURN"

    def final_order(self) -> list[int]:
        """The turn order read from the track now (first player first)."""
        return turn_order(self.track)

    def tile_count(self) -> int:
        """Every hex tile accounted for (164 in a consistent state)."""
        total = sum(self.normal_supply) + sum(self.black_supply) + self.out_of_game
        total += sum(1 for d in self.depots for k in d if k >= 0)
        for p in self.players:
            total += len(p.storage) + p.filled.bit_count()
        return total

    def goods_count(self) -> int:
        """Every goods tile accounted for (42 in a consistent state)."""
        total = sum(self.unrevealed) + len(self.round_goods)
        total += sum(sum(g) for g in self.depot_goods)
        for p in self.players:
            total += sum(p.goods) + sum(p.sold)
        return total

    def describe(self) -> dict[str, Any]:
        """A compact summary for debugging."""
        return {
            "stage": self.stage,
            "phase": self.phase,
            "round": self.round,
            "turn_order": self.turn_order,
            "scores": self.scores(),
        }
