"""One position of The Castles of Burgundy: chance, legal actions and their application.

The state is plain Python (lists and ints) for speed; protobuf appears only in the events an
action returns and in :mod:`engines.burgundy.codec` (State/View). See the proto file
``proto/meeple/burgundy/v1/burgundy.proto`` for the chance kinds, decisions and reason codes.
"""

from __future__ import annotations

from functools import cache, lru_cache
from operator import itemgetter
from typing import Any

from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import catalog as C
from engines.burgundy import events as E
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
    PlaceTile,
    SellGoods,
    ShipGoods,
    TakeTile,
    TakeWorkers,
)
from engines.burgundy.rules import COST, ship_pairs, turn_order
from engines.chance import ChanceRequest
from engines.contract import GameState, Outcome
from engines.errors import IllegalAction, MalformedAction

# stages (values of the proto enum Stage; START_SEAT comes first but was added last)
SETUP_GOODS, FILL_DEPOTS, ROLL, PLAY, OVER, START_SEAT = 1, 2, 3, 4, 5, 6
# pending effects (values of the proto enum PendingEffect)
NONE, SHIP_EFFECT, CASTLE_EFFECT, CITY_HALL_EFFECT, WAREHOUSE_EFFECT = 0, 1, 2, 3, 4
MARKET_EFFECT, CARPENTER_EFFECT, CHURCH_EFFECT = 5, 6, 7
PENDING_LABELS = {
    SHIP_EFFECT: "SHIP_GOODS",
    CASTLE_EFFECT: "CASTLE_ACTION",
    CITY_HALL_EFFECT: "CITY_HALL_PLACE",
    WAREHOUSE_EFFECT: "WAREHOUSE_SELL",
    MARKET_EFFECT: "MARKET_TAKE",
    CARPENTER_EFFECT: "CARPENTERS_WORKSHOP_TAKE",
    CHURCH_EFFECT: "CHURCH_TAKE",
}
# colours a building effect may take from a depot
EFFECT_TAKE_COLOURS = {
    MARKET_EFFECT: frozenset({C.SHIP, C.PASTURE}),
    CARPENTER_EFFECT: frozenset({C.BUILDING}),
    CHURCH_EFFECT: frozenset({C.MINE, C.KNOWLEDGE, C.CASTLE}),
}
BUILDING_EFFECT = {
    C.WAREHOUSE: WAREHOUSE_EFFECT,
    C.MARKET: MARKET_EFFECT,
    C.CARPENTERS_WORKSHOP: CARPENTER_EFFECT,
    C.CHURCH: CHURCH_EFFECT,
    C.CITY_HALL: CITY_HALL_EFFECT,
}
# score causes (values of the proto enum ScoreCause)
SALE, ANIMALS, REGION, BONUS_TILE, WATCHTOWER = 1, 2, 3, 4, 5
FINAL_GOODS, FINAL_SILVER, FINAL_WORKERS, KNOWLEDGE_SCORE = 6, 7, 8, 9
NUM_CAUSES = 10

PAYMENT_PROTO = (pb.PAYMENT_SILVER, pb.PAYMENT_WORKERS, pb.PAYMENT_MIXED)
GOODS_LABELS = ("", "1", "2", "3", "4", "5", "6")
DIE_REQUEST = ChanceRequest("die", GOODS_LABELS[1:], (1, 1, 1, 1, 1, 1))
START_SEAT_REQUESTS = {
    n: ChanceRequest("start_seat", tuple(str(seat) for seat in range(n)), (1,) * n)
    for n in (2, 3, 4)
}
BOARD = C.BOARD
KIND_COLOUR = C.KIND_COLOUR
KIND_BUILDING = C.KIND_BUILDING
CELL_DIE = BOARD.die
CELL_COLOUR = BOARD.colour
ADJ = BOARD.adjacent
ALL_CELLS_MASK = sum(1 << c for c in range(1, C.NUM_CELLS + 1))


@cache
def fill_plan(num_players: int, phase: int) -> tuple[tuple[int, int, int], ...]:
    """(depot, space, colour) of every in-use space filled at a phase's start, in order;
    colour -1 means the black depot. In a 3-player game depot 6's castle space takes a mine
    in phases B and D."""
    plan: list[tuple[int, int, int]] = []
    slots = C.depot_slots(num_players)
    for depot in range(1, 7):
        for space, colour in enumerate(slots[depot]):
            if (
                num_players == 3
                and depot == C.THREE_PLAYER_MINE_DEPOT
                and space == C.THREE_PLAYER_MINE_SLOT
                and phase in C.THREE_PLAYER_MINE_PHASES
            ):
                colour = C.MINE
            plan.append((depot, space, colour))
    for space in range(C.black_depot_size(num_players)):
        plan.append((0, space, -1))
    return tuple(plan)


#: builds an engine action from its fields without the NamedTuple constructor's Python frame
_new = tuple.__new__
END_TURN = EndTurn()
DECLINE_EFFECT = DeclineEffect()
#: colour -> the knowledge tile giving one free die step when placing a tile of that colour
FREE_PLACE_KNOWLEDGE = tuple(
    K.FREE_ADJUST_PLACE_BUILDING
    if colour == C.BUILDING
    else K.FREE_ADJUST_PLACE_SHIP_ANIMAL
    if colour in (C.SHIP, C.PASTURE)
    else K.FREE_ADJUST_PLACE_CASTLE_MINE_KNOWLEDGE
    for colour in range(6)
)


#: chance requests by (colour, or one of the keys below; weights in canonical order)
_REQUESTS: dict[tuple[int, tuple[int, ...]], ChanceRequest] = {}
BLACK_KEY, GOODS_KEY = -1, 6
#: colour -> the labels of its kinds (kinds of one colour are consecutive kind numbers)
COLOUR_LABELS = tuple(tuple(C.KINDS[k].label for k in kinds) for kinds in C.KINDS_OF_COLOUR)
COLOUR_SPAN = tuple((kinds[0], kinds[-1] + 1) for kinds in C.KINDS_OF_COLOUR)
assert all(
    kinds == tuple(range(*span)) for kinds, span in zip(C.KINDS_OF_COLOUR, COLOUR_SPAN, strict=True)
)
GOODS_VALUE = {label: g for g, label in enumerate(GOODS_LABELS) if g}


def _request(key: int, labels: tuple[str, ...], weights: tuple[int, ...]) -> ChanceRequest:
    """The request for ``labels`` weighted by supply counts ``weights`` (those at 0 left
    out), memoized: requests are immutable and a game asks for the same ones often."""
    request = _REQUESTS.get((key, weights))
    if request is None:
        kind_name = "goods" if key == GOODS_KEY else "black_hex" if key == BLACK_KEY else "hex"
        if 0 in weights:
            present = [i for i, w in enumerate(weights) if w > 0]
            request = ChanceRequest(
                kind_name, tuple([labels[i] for i in present]), tuple([weights[i] for i in present])
            )
        else:
            request = ChanceRequest(kind_name, labels, weights)
        if len(_REQUESTS) >= 1 << 16:
            _REQUESTS.clear()
        _REQUESTS[(key, weights)] = request
    return request


@lru_cache(maxsize=4096)
def _offer(spaces: tuple[int, ...]) -> tuple[int, ...]:
    """The distinct tile kinds on a depot's spaces, in kind order."""
    return tuple(sorted({k for k in spaces if k >= 0}))


@lru_cache(maxsize=8192)
def _offers(num_players: int, spaces: tuple[int, ...]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """(depot, its distinct kinds) of each non-empty numbered depot, given the spaces of depots
    1..6 one after the other."""
    out = []
    start = 0
    for depot, slots in enumerate(C.depot_slots(num_players)[1:], 1):
        kinds = _offer(spaces[start : start + len(slots)])
        start += len(slots)
        if kinds:
            out.append((depot, kinds))
    return tuple(out)


@lru_cache(maxsize=8192)
def _frontier_cells(colour: int, filled: int) -> tuple[int, ...]:
    """Empty cells of ``colour`` adjacent to a filled cell of the ``filled`` mask."""
    return tuple(c for c in BOARD.colour_cells[colour] if not (filled >> c) & 1 and ADJ[c] & filled)


BUILDING_CELLS = BOARD.colour_cells[C.BUILDING]
#: an estate -> the kinds on its building cells (the only cells the building rule reads:
#: every city's cells have the city's colour)
BUILDING_CELLS_OF = itemgetter(*BUILDING_CELLS)
_BUILDING_INDEX = {cell: i for i, cell in enumerate(BUILDING_CELLS)}
assert all(
    BOARD.colour[x] == C.BUILDING
    for c in BUILDING_CELLS
    for x in BOARD.region_cells[BOARD.region[c]]
)


@lru_cache(maxsize=8192)
def _building_cells(building: int, filled: int, on_buildings: tuple[int, ...]) -> tuple[int, ...]:
    """The frontier building cells whose city holds no building of type ``building``, given
    the kinds on the building cells (``BUILDING_CELLS_OF(estate)``)."""
    return tuple(
        c
        for c in _frontier_cells(C.BUILDING, filled)
        if not any(
            on_buildings[_BUILDING_INDEX[x]] >= 0
            and KIND_BUILDING[on_buildings[_BUILDING_INDEX[x]]] == building
            for x in BOARD.region_cells[BOARD.region[c]]
        )
    )


KIND_LABELS = tuple(k.label for k in C.KINDS)
ALL_KINDS = tuple(range(C.NUM_KINDS))


class Player:
    """One player's holdings. Goods and sold counts are indexed by type 1..6."""

    __slots__ = (
        "bonus_tiles",
        "by_cause",
        "dice",
        "estate",
        "filled",
        "goods",
        "knowledge",
        "score",
        "silver",
        "sold",
        "storage",
        "unused",
        "workers",
    )

    def __init__(self) -> None:
        self.score = 0
        self.silver = 0
        self.workers = 0
        self.goods = [0] * 7
        self.sold = [0] * 7
        self.storage: list[int] = []
        self.estate = [-1] * (C.NUM_CELLS + 1)
        self.filled = 0
        self.knowledge = 0
        self.bonus_tiles: list[tuple[int, bool]] = []
        self.dice: list[int] = []
        self.unused: list[int] = []
        self.by_cause = [0] * NUM_CAUSES

    def copy(self) -> Player:
        p = Player.__new__(Player)
        p.score = self.score
        p.silver = self.silver
        p.workers = self.workers
        p.goods = self.goods[:]
        p.sold = self.sold[:]
        p.storage = self.storage[:]
        p.estate = self.estate[:]
        p.filled = self.filled
        p.knowledge = self.knowledge
        p.bonus_tiles = self.bonus_tiles[:]
        p.dice = self.dice[:]
        p.unused = self.unused[:]
        p.by_cause = self.by_cause[:]
        return p

    def has(self, number: int) -> bool:
        """Whether knowledge tile ``number`` is in the estate."""
        return bool(self.knowledge >> number & 1)

    def held_types(self) -> int:
        return sum(1 for g in self.goods if g)

    def empty_spaces(self) -> int:
        return C.NUM_CELLS - self.filled.bit_count()


def _reject(reason: str, message: str) -> IllegalAction:
    return IllegalAction(reason, message)


class BurgundyState(GameState[BurgundyAction, pb.Event, pb.View, pb.State]):
    """A position. Build with :meth:`engines.burgundy.game.BurgundyGame.new_game`."""

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

    def __init__(self, num_players: int, options: dict[str, str]) -> None:
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
        self._buy_in_effect = edition == "2019"
        self._k15 = int(values[K.FINAL_PER_GOODS_TYPE_SOLD]["points"])
        self._k26 = int(values[K.FINAL_PER_BONUS_TILE]["points"])
        self._fewest = self.options["tiebreak_empty_spaces"] == "fewest"
        self._behind = self.options["tiebreak_turn_order"] == "behind"
        self._warehouse_optional = self.options["warehouse_sale"] == "optional"

    # ------------------------------------------------------------------ contract basics

    @property
    def num_players(self) -> int:
        return self.n

    def clone(self) -> BurgundyState:
        s = BurgundyState.__new__(BurgundyState)
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

    def outcome(self) -> Outcome | None:
        if self.stage != OVER:
            return None
        order = self.final_order()
        position = {seat: i for i, seat in enumerate(order)}
        sign = 1 if self._fewest else -1
        # position 0 is the first in turn order: "behind" ranks the larger position first
        track_sign = -1 if self._behind else 1

        def key(seat: int) -> tuple[int, int, int]:
            p = self.players[seat]
            return (-p.score, sign * p.empty_spaces(), track_sign * position[seat])

        ranked = sorted(range(self.n), key=key)
        ranks = [0] * self.n
        for i, seat in enumerate(ranked):
            ranks[seat] = i + 1
        return Outcome(tuple(self.scores()), tuple(ranks))

    def view(self, seat: int | None) -> pb.View:
        from engines.burgundy.codec import state_view

        return state_view(self, seat)

    def to_proto(self) -> pb.State:
        from engines.burgundy.codec import state_to_proto

        return state_to_proto(self)

    # ------------------------------------------------------------------ chance

    def fill_plan(self) -> tuple[tuple[int, int, int], ...]:
        """(depot, space, colour) of every in-use space to fill at this phase's start, in
        order; colour -1 means the black depot."""
        return fill_plan(self.n, self.phase)

    def chance_request(self) -> ChanceRequest | None:
        stage = self.stage
        if stage == ROLL:
            return DIE_REQUEST
        if stage == SETUP_GOODS:
            return _request(GOODS_KEY, GOODS_LABELS[1:], tuple(self.unrevealed[1:]))
        if stage == START_SEAT:
            return START_SEAT_REQUESTS[self.n]
        if stage == FILL_DEPOTS:
            plan = fill_plan(self.n, self.phase)
            if self.chance_step >= len(plan):
                return _request(GOODS_KEY, GOODS_LABELS[1:], tuple(self.unrevealed[1:]))
            colour = plan[self.chance_step][2]
            if colour < 0:
                return _request(BLACK_KEY, KIND_LABELS, tuple(self.black_supply))
            lo, hi = COLOUR_SPAN[colour]
            return _request(colour, COLOUR_LABELS[colour], tuple(self.normal_supply[lo:hi]))
        return None

    def _check_outcome(self, value: str) -> None:
        """Raise unless ``value`` is a possible outcome of the pending chance request (the
        same test as ``value in self.chance_request().outcomes``, without building it)."""
        stage = self.stage
        if stage == ROLL:
            if value not in DIE_REQUEST.outcomes:
                raise IllegalAction("IMPOSSIBLE_OUTCOME", f"die outcome {value!r} is impossible")
            return
        if stage == START_SEAT:
            possible = value in START_SEAT_REQUESTS[self.n].outcomes
            kind_name = "start_seat"
        elif stage == SETUP_GOODS:
            g = GOODS_VALUE.get(value, 0)
            possible = g > 0 and self.unrevealed[g] > 0
            kind_name = "goods"
        elif stage == FILL_DEPOTS:
            plan = fill_plan(self.n, self.phase)
            if self.chance_step >= len(plan):
                g = GOODS_VALUE.get(value, 0)
                possible = g > 0 and self.unrevealed[g] > 0
                kind_name = "goods"
            else:
                colour = plan[self.chance_step][2]
                kind = C.KIND_BY_LABEL.get(value, -1)
                if colour < 0:
                    possible = kind >= 0 and self.black_supply[kind] > 0
                    kind_name = "black_hex"
                else:
                    possible = (
                        kind >= 0 and KIND_COLOUR[kind] == colour and self.normal_supply[kind] > 0
                    )
                    kind_name = "hex"
        else:
            raise IllegalAction("NO_CHANCE_PENDING", "no chance outcome is needed now")
        if not possible:
            raise IllegalAction(
                "IMPOSSIBLE_OUTCOME", f"{kind_name} outcome {value!r} is not possible now"
            )

    def apply_chance(self, value: str) -> list[pb.Event]:
        self._check_outcome(value)
        stage = self.stage
        events: list[pb.Event] = []
        if stage == ROLL:  # the most frequent
            v = int(value)
            step = self.chance_step
            if step < 2 * self.n:
                seat = self.turn_order[step // 2]
                self.players[seat].dice.append(v)
                events.append(E.die_rolled(seat, v))
                self.chance_step += 1
            else:
                self.white = v
                events.append(E.die_rolled(-1, v))
                if self.round_goods:
                    g = self.round_goods.pop(0)
                    self.depot_goods[v][g] += 1
                    events.append(E.goods_placed(v, g))
                self.stage = PLAY
                self.turn_index = 0
                self._start_turn(events)
        elif stage == START_SEAT:
            seat = int(value)
            self._seat_players(seat)
            events.append(pb.Event(start_seat_drawn=pb.StartSeatDrawn(seat=seat)))
            self.stage = SETUP_GOODS
        elif stage == SETUP_GOODS:
            g = int(value)
            seat = self.chance_step // C.STARTING_GOODS
            self.unrevealed[g] -= 1
            self.players[seat].goods[g] += 1
            events.append(E.goods_revealed(seat, g))
            self.chance_step += 1
            if self.chance_step == C.STARTING_GOODS * self.n:
                self._start_phase(events)
        elif stage == FILL_DEPOTS:
            plan = fill_plan(self.n, self.phase)
            if self.chance_step < len(plan):
                depot, space, colour = plan[self.chance_step]
                kind = C.KIND_BY_LABEL[value]
                (self.black_supply if colour < 0 else self.normal_supply)[kind] -= 1
                self.depots[depot][space] = kind
                events.append(E.depot_filled(depot, space, value))
            else:
                g = int(value)
                self.unrevealed[g] -= 1
                self.round_goods.append(g)
                events.append(E.goods_revealed(-1, g))
            self.chance_step += 1
            self._skip_impossible_fills()
            if self.chance_step == len(plan) + C.GOODS_PER_PHASE:
                self._start_round(events)
        return events

    def _skip_impossible_fills(self) -> None:
        plan = self.fill_plan()
        while self.chance_step < len(plan):
            _depot, _space, colour = plan[self.chance_step]
            if colour < 0:
                if sum(self.black_supply) > 0:
                    return
            elif any(self.normal_supply[k] for k in C.KINDS_OF_COLOUR[colour]):
                return
            self.chance_step += 1

    def _start_phase(self, events: list[pb.Event]) -> None:
        removed = 0
        for spaces in self.depots:
            for i, kind in enumerate(spaces):
                if kind >= 0:
                    removed += 1
                    spaces[i] = -1
        self.out_of_game += removed
        events.append(
            pb.Event(phase_started=pb.PhaseStarted(phase=self.phase, tiles_removed=removed))
        )
        self.stage = FILL_DEPOTS
        self.chance_step = 0
        self.round = 0
        self._skip_impossible_fills()

    def _start_round(self, events: list[pb.Event]) -> None:
        self.turn_order = turn_order(self.track)
        for p in self.players:
            p.dice = []
            p.unused = []
        self.white = 0
        self.stage = ROLL
        self.chance_step = 0
        events.append(E.round_started(self.phase, self.round, self.turn_order))

    def _start_turn(self, events: list[pb.Event]) -> None:
        seat = self.turn_order[self.turn_index]
        p = self.players[seat]
        p.unused = sorted(p.dice)
        self.bought = False
        self.pending = NONE
        events.append(E.turn_started(seat))

    def _end_turn(self, events: list[pb.Event]) -> None:
        seat = self.turn_order[self.turn_index]
        events.append(E.turn_ended(seat))
        self.bought = False
        self.turn_index += 1
        if self.turn_index < self.n:
            self._start_turn(events)
            return
        self.round += 1
        if self.round < C.ROUNDS:
            self._start_round(events)
            return
        self._phase_income(events)
        self.phase += 1
        if self.phase < C.PHASES:
            self._start_phase(events)
            return
        self._final_scoring(events)

    def _phase_income(self, events: list[pb.Event]) -> None:
        mine_mask = BOARD.colour_mask[C.MINE]
        for seat, p in enumerate(self.players):
            mines = (p.filled & mine_mask).bit_count()
            if not mines:
                continue
            workers = mines if p.has(K.MINE_INCOME_WORKER) else 0
            p.silver += mines
            p.workers += workers
            events.append(
                pb.Event(
                    phase_income=pb.PhaseIncome(
                        seat=seat, mines=mines, silver=mines, workers=workers
                    )
                )
            )

    def _final_scoring(self, events: list[pb.Event]) -> None:
        for seat, p in enumerate(self.players):
            self._score(seat, sum(p.goods), FINAL_GOODS, events)
            self._score(seat, p.silver, FINAL_SILVER, events)
            self._score(seat, p.workers // 2, FINAL_WORKERS, events)
            for number, points in self.knowledge_points(seat):
                self._score(seat, points, KNOWLEDGE_SCORE, events, knowledge=number)
        self.stage = OVER
        self.turn_index = 0
        outcome = self.outcome()
        assert outcome is not None
        events.append(pb.Event(game_ended=pb.GameEnded(scores=outcome.scores, ranks=outcome.ranks)))

    def knowledge_points(self, seat: int) -> list[tuple[int, int]]:
        """End-game points of each end-game knowledge tile (15..26) in the estate."""
        p = self.players[seat]
        out: list[tuple[int, int]] = []
        if p.has(K.FINAL_PER_GOODS_TYPE_SOLD):
            out.append((K.FINAL_PER_GOODS_TYPE_SOLD, self._k15 * sum(1 for g in p.sold if g)))
        for number, building in K.FINAL_PER_BUILDING:
            if p.has(number):
                count = sum(
                    1
                    for c in range(1, C.NUM_CELLS + 1)
                    if p.estate[c] >= 0 and KIND_BUILDING[p.estate[c]] == building
                )
                out.append((number, 4 * count))
        if p.has(K.FINAL_PER_ANIMAL_SPECIES):
            species = {C.KIND_SPECIES[k] for k in p.estate if k >= 0 and C.KIND_SPECIES[k] >= 0}
            out.append((K.FINAL_PER_ANIMAL_SPECIES, 4 * len(species)))
        if p.has(K.FINAL_PER_GOODS_TILE_SOLD):
            out.append((K.FINAL_PER_GOODS_TILE_SOLD, sum(p.sold)))
        if p.has(K.FINAL_PER_BONUS_TILE):
            out.append((K.FINAL_PER_BONUS_TILE, self._k26 * len(p.bonus_tiles)))
        return out

    def _score(
        self,
        seat: int,
        points: int,
        cause: int,
        events: list[pb.Event],
        *,
        region: int = 0,
        colour: int = 0,
        large: bool = False,
        knowledge: int = 0,
    ) -> None:
        if points <= 0:
            return
        p = self.players[seat]
        p.score += points
        p.by_cause[cause] += points
        events.append(
            pb.Event(
                points_scored=pb.PointsScored(
                    seat=seat,
                    points=points,
                    cause=cause,  # type: ignore[arg-type]
                    region=region,
                    colour=colour,  # type: ignore[arg-type]
                    large=large,
                    knowledge=knowledge,
                    total=p.score,
                )
            )
        )

    # ------------------------------------------------------------------ legal actions

    def _place_cells(self, p: Player, kind: int) -> tuple[int, ...]:
        """Empty cells of the kind's colour adjacent to a placed tile, obeying the building
        rule (one building of each type per city unless K1)."""
        colour = KIND_COLOUR[kind]
        if colour == C.BUILDING and not p.knowledge >> K.MULTIPLE_SAME_BUILDING & 1:
            return _building_cells(KIND_BUILDING[kind], p.filled, BUILDING_CELLS_OF(p.estate))
        return _frontier_cells(colour, p.filled)

    def _offers(self) -> tuple[tuple[int, tuple[int, ...]], ...]:
        """(depot, its distinct kinds) of each non-empty numbered depot."""
        d = self.depots
        return _offers(self.n, (*d[1], *d[2], *d[3], *d[4], *d[5], *d[6]))

    def _discards(self, p: Player) -> list[int]:
        if len(p.storage) < C.STORAGE_SPACES:
            return [NO_DISCARD]
        return sorted(set(p.storage))

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
        discards = self._discards(p)
        spaces = self.depots
        for depot in depots:
            for kind in _offer(tuple(spaces[depot])):
                for pay in payments:
                    for discard in discards:
                        out.append(_new(BuyTile, (depot, kind, pay, discard)))

    def legal_actions(self) -> list[BurgundyAction]:
        if self.stage != PLAY:
            return []
        p = self.players[self.turn_order[self.turn_index]]
        out: list[BurgundyAction] = []
        pending = self.pending
        if pending == NONE:
            if p.unused:
                self._die_actions(p, sorted(set(p.unused)), out)
                if not self.bought:
                    self._buy_actions(p, out)
            else:
                self._buy_actions(p, out)
                out.append(END_TURN)
            return out
        if pending == SHIP_EFFECT:
            self._ship_actions(p, out)
        elif pending == CASTLE_EFFECT:
            self._die_actions(p, [0], out)
            if self._buy_in_effect and not self.bought:
                self._buy_actions(p, out)
        elif pending == CITY_HALL_EFFECT:
            self._place_actions(p, [0], out)
            placements = len(out)
            if self._buy_in_effect and not self.bought:
                self._buy_actions(p, out)
            if not placements:
                out.append(DECLINE_EFFECT)
        elif pending == WAREHOUSE_EFFECT:
            for g in range(1, 7):
                if p.goods[g]:
                    out.append(_new(SellGoods, (0, 0, g)))
            if self._warehouse_optional:
                out.append(DECLINE_EFFECT)
        else:
            colours = EFFECT_TAKE_COLOURS[pending]
            discards = self._discards(p)
            for depot, kinds in self._offers():
                for kind in kinds:
                    if KIND_COLOUR[kind] in colours:
                        for discard in discards:
                            out.append(_new(TakeTile, (0, 0, depot, kind, discard)))
        return out

    def _die_actions(self, p: Player, dice: list[int], out: list[BurgundyAction]) -> None:
        """Every action of each die in ``dice`` (0: the virtual die of a castle), in canonical
        order: take a tile, place a tile, sell goods, take workers."""
        workers = p.workers
        knowledge = p.knowledge
        costs = COST[knowledge >> K.WORKER_ADJUSTS_TWO & 1]
        append = out.append
        # take a tile
        cost_take = costs[knowledge >> K.FREE_ADJUST_TAKE_TILE & 1]
        offers = self._offers()
        if offers:
            if len(p.storage) < C.STORAGE_SPACES:
                for die in dice:
                    row = cost_take[die]
                    for depot, kinds in offers:
                        need = row[depot]
                        if need <= workers:
                            for kind in kinds:
                                append(_new(TakeTile, (die, need, depot, kind, NO_DISCARD)))
            else:
                discards = sorted(set(p.storage))
                for die in dice:
                    row = cost_take[die]
                    for depot, kinds in offers:
                        need = row[depot]
                        if need <= workers:
                            for kind in kinds:
                                for discard in discards:
                                    append(_new(TakeTile, (die, need, depot, kind, discard)))
        if p.storage:
            self._place_actions(p, dice, out)
        # sell goods
        goods = p.goods
        held = [g for g in range(1, 7) if goods[g]]
        if held:
            cost_sell = costs[0]
            for die in dice:
                row = cost_sell[die]
                for g in held:
                    need = row[g]
                    if need <= workers:
                        append(_new(SellGoods, (die, need, g)))
        # take workers
        for die in dice:
            append(_new(TakeWorkers, (die,)))

    def _place_actions(self, p: Player, dice: list[int], out: list[BurgundyAction]) -> None:
        if not p.storage:
            return
        workers = p.workers
        knowledge = p.knowledge
        costs = COST[knowledge >> K.WORKER_ADJUSTS_TWO & 1]
        append = out.append
        for kind in sorted(set(p.storage)):
            cells = self._place_cells(p, kind)
            if not cells:
                continue
            cost = costs[knowledge >> FREE_PLACE_KNOWLEDGE[KIND_COLOUR[kind]] & 1]
            for die in dice:
                if die == 0:
                    for cell in cells:
                        append(_new(PlaceTile, (0, 0, kind, cell)))
                    continue
                row = cost[die]
                for cell in cells:
                    need = row[CELL_DIE[cell]]
                    if need <= workers:
                        append(_new(PlaceTile, (die, need, kind, cell)))

    def _ship_options(self, p: Player) -> list[tuple[int, int]]:
        """One depot, or with K5 also a pair of adjacent depots (K5 is a "may")."""
        singles = [(d, 0) for d in range(1, 7)]
        if p.has(K.SHIP_ADJACENT_DEPOT):
            return singles + list(self._ship_pairs)
        return singles

    def _ship_masks(self, p: Player, depot: int, second: int) -> list[int]:
        """Every legal goods mask for taking from the depot (and second depot)."""
        present = [
            g
            for g in range(1, 7)
            if self.depot_goods[depot][g] or (second and self.depot_goods[second][g])
        ]
        forced = 0
        new: list[int] = []
        for g in present:
            if p.goods[g]:
                forced |= 1 << g
            else:
                new.append(g)
        free = C.GOODS_TYPE_LIMIT - p.held_types()
        k = min(free, len(new))
        if k == len(new):
            return [forced | sum(1 << g for g in new)]
        from itertools import combinations

        return [forced | sum(1 << g for g in combo) for combo in combinations(new, k)]

    def _ship_actions(self, p: Player, out: list[BurgundyAction]) -> None:
        for depot, second in self._ship_options(p):
            for mask in self._ship_masks(p, depot, second):
                out.append(ShipGoods(depot, second, mask))

    # ------------------------------------------------------------------ applying actions

    def apply_action(self, seat: int, action: BurgundyAction) -> list[pb.Event]:
        self._check_turn(seat)
        kind = type(action)
        if kind is TakeTile:
            return self._take_tile(seat, action)  # type: ignore[arg-type]
        if kind is PlaceTile:
            return self._place_tile(seat, action)  # type: ignore[arg-type]
        if kind is SellGoods:
            return self._sell_goods(seat, action)  # type: ignore[arg-type]
        if kind is TakeWorkers:
            return self._take_workers(seat, action)  # type: ignore[arg-type]
        if kind is BuyTile:
            return self._buy_tile(seat, action)  # type: ignore[arg-type]
        if kind is ShipGoods:
            return self._ship_goods(seat, action)  # type: ignore[arg-type]
        if kind is EndTurn:
            if self.pending != NONE:
                raise _reject("WRONG_STEP", "an effect must be resolved first")
            if self.players[seat].unused:
                raise _reject("DICE_REMAINING", "both dice must be used before the turn ends")
            events: list[pb.Event] = []
            self._end_turn(events)
            return events
        if kind is DeclineEffect:
            return self._decline_effect(seat)
        raise MalformedAction("INVALID_ARGUMENT", f"not a Burgundy action: {action!r}")

    def _decline_effect(self, seat: int) -> list[pb.Event]:
        events: list[pb.Event] = []
        if self.pending == CITY_HALL_EFFECT:
            probe: list[BurgundyAction] = []
            self._place_actions(self.players[seat], [0], probe)
            if probe:
                raise _reject("PLACEMENT_POSSIBLE", "a City Hall placement is possible")
        elif self.pending == WAREHOUSE_EFFECT:
            if not self._warehouse_optional:
                raise _reject("WRONG_STEP", "the Warehouse's sale is compulsory at this table")
            events.append(self._effect(seat, "warehouse", "declined"))
        else:
            raise _reject("WRONG_STEP", "only a City Hall or Warehouse effect can be declined")
        self.pending = NONE
        self._after_action(seat, events)
        return events

    def _check_turn(self, seat: int) -> None:
        if self.stage == OVER:
            raise _reject("GAME_OVER", "the game is over")
        if self.stage != PLAY:
            raise _reject("CHANCE_PENDING", "a chance outcome is pending")
        if seat != self.turn_order[self.turn_index]:
            raise _reject("NOT_YOUR_TURN", f"it is seat {self.turn_order[self.turn_index]}'s turn")

    def _check_die(self, p: Player, die: int, workers: int, need: int, effect_ok: bool) -> None:
        """Validate the die and worker payment of a die action (need = minimum workers)."""
        if not 0 <= die <= 6 or workers < 0:
            raise MalformedAction("INVALID_ARGUMENT", "die must be 0..6 and workers >= 0")
        if die == 0:
            if not effect_ok:
                raise _reject("DIE_NOT_AVAILABLE", "the virtual die exists only for effects")
            if workers:
                raise _reject("TOO_MANY_WORKERS", "a virtual die needs no workers")
            return
        if self.pending != NONE:
            raise _reject("DIE_NOT_AVAILABLE", "an effect must be resolved with die 0")
        if die not in p.unused:
            raise _reject("DIE_NOT_AVAILABLE", f"no unused die showing {die}")
        if workers > p.workers:
            raise _reject("NOT_ENOUGH_WORKERS", f"{workers} workers paid, {p.workers} held")
        if workers < need:
            raise _reject("WRONG_DIE_VALUE", f"the die needs {need} workers for this target")
        if workers > need:
            raise _reject("TOO_MANY_WORKERS", f"the die needs only {need} workers")

    def _use_die(
        self, seat: int, p: Player, die: int, workers: int, events: list[pb.Event]
    ) -> None:
        if die == 0:
            return
        p.unused.remove(die)
        if workers:
            p.workers -= workers
            events.append(E.workers_paid(seat, die, workers))

    def _check_discard(self, p: Player, discard: int) -> None:
        if discard == NO_DISCARD:
            if len(p.storage) >= C.STORAGE_SPACES:
                raise _reject("DISCARD_REQUIRED", "storage is full: name a stored tile to discard")
            return
        if not 0 <= discard < C.NUM_KINDS:
            raise MalformedAction("INVALID_ARGUMENT", "unknown discard tile")
        if len(p.storage) < C.STORAGE_SPACES:
            raise _reject("DISCARD_NOT_ALLOWED", "storage has room")
        if discard not in p.storage:
            raise _reject("DISCARD_NOT_STORED", "the discarded tile is not in storage")

    def _store(self, p: Player, kind: int, discard: int) -> None:
        if discard != NO_DISCARD:
            p.storage.remove(discard)
            self.out_of_game += 1
        p.storage.append(kind)
        p.storage.sort()

    def _take_tile(self, seat: int, a: TakeTile) -> list[pb.Event]:
        p = self.players[seat]
        if not 1 <= a.depot <= 6 or not 0 <= a.kind < C.NUM_KINDS:
            raise MalformedAction("INVALID_ARGUMENT", "depot must be 1..6 and the tile known")
        pending = self.pending
        effect_ok = pending == CASTLE_EFFECT or pending in EFFECT_TAKE_COLOURS
        if pending != NONE and not effect_ok:
            raise _reject("WRONG_STEP", f"{PENDING_LABELS[pending]} does not take tiles")
        knowledge = p.knowledge
        costs = COST[knowledge >> K.WORKER_ADJUSTS_TWO & 1][
            knowledge >> K.FREE_ADJUST_TAKE_TILE & 1
        ]
        need = costs[a.die][a.depot] if 1 <= a.die <= 6 else 0
        self._check_die(p, a.die, a.workers, need, effect_ok)
        if a.kind not in self.depots[a.depot]:
            raise _reject("TILE_NOT_IN_DEPOT", f"depot {a.depot} has no {C.KINDS[a.kind].label}")
        if (
            pending in EFFECT_TAKE_COLOURS
            and KIND_COLOUR[a.kind] not in EFFECT_TAKE_COLOURS[pending]
        ):
            raise _reject("WRONG_TILE_TYPE", f"{PENDING_LABELS[pending]} cannot take that tile")
        self._check_discard(p, a.discard)
        events: list[pb.Event] = []
        self._use_die(seat, p, a.die, a.workers, events)
        spaces = self.depots[a.depot]
        spaces[spaces.index(a.kind)] = -1
        self._store(p, a.kind, a.discard)
        discarded = KIND_LABELS[a.discard] if a.discard >= 0 else ""
        events.append(
            E.tile_taken(
                seat, a.depot, KIND_LABELS[a.kind], discarded, False, pb.PAYMENT_UNSPECIFIED
            )
        )
        self.pending = NONE
        self._after_action(seat, events)
        return events

    def _buy_tile(self, seat: int, a: BuyTile) -> list[pb.Event]:
        p = self.players[seat]
        if not 0 <= a.depot <= 6 or not 0 <= a.kind < C.NUM_KINDS or a.payment not in (0, 1, 2):
            raise MalformedAction("INVALID_ARGUMENT", "depot 0..6, a known tile, payment 0..2")
        pending = self.pending
        if pending != NONE and not (
            self._buy_in_effect and pending in (CASTLE_EFFECT, CITY_HALL_EFFECT)
        ):
            raise _reject("WRONG_STEP", "no purchase during this decision")
        if self.bought:
            raise _reject("ALREADY_BOUGHT_THIS_TURN", "one purchase per turn")
        if a.depot and not p.has(K.BUY_FROM_ANY_DEPOT):
            raise _reject("DEPOT_NOT_ALLOWED", "buying from a numbered depot needs K6")
        if a.payment == PAY_WORKERS:
            if not (self._k6_workers and p.has(K.BUY_FROM_ANY_DEPOT)):
                raise _reject("PAYMENT_NOT_ALLOWED", "paying with workers needs the 2019 K6")
            if p.workers < 2:
                raise _reject("NOT_ENOUGH_WORKERS", "a purchase costs 2 workers")
        elif a.payment == PAY_MIXED:
            if not (self._k6_mixed and p.has(K.BUY_FROM_ANY_DEPOT)):
                raise _reject("PAYMENT_NOT_ALLOWED", "mixed payment needs the 2019 K6 and option")
            if p.silver < 1:
                raise _reject("NOT_ENOUGH_SILVER", "a mixed purchase costs 1 silverling")
            if p.workers < 1:
                raise _reject("NOT_ENOUGH_WORKERS", "a mixed purchase costs 1 worker")
        elif p.silver < 2:
            raise _reject("NOT_ENOUGH_SILVER", "a purchase costs 2 silverlings")
        if a.kind not in self.depots[a.depot]:
            raise _reject("TILE_NOT_IN_DEPOT", f"depot {a.depot} has no {C.KINDS[a.kind].label}")
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
        discarded = KIND_LABELS[a.discard] if a.discard >= 0 else ""
        payment = PAYMENT_PROTO[a.payment]
        events = [E.tile_taken(seat, a.depot, KIND_LABELS[a.kind], discarded, True, payment)]
        if pending == NONE:
            self._after_action(seat, events)
        return events

    def _place_tile(self, seat: int, a: PlaceTile) -> list[pb.Event]:
        p = self.players[seat]
        if not 1 <= a.cell <= C.NUM_CELLS or not 0 <= a.kind < C.NUM_KINDS:
            raise MalformedAction("INVALID_ARGUMENT", "cell must be 1..37 and the tile known")
        pending = self.pending
        effect_ok = pending in (CASTLE_EFFECT, CITY_HALL_EFFECT)
        if pending != NONE and not effect_ok:
            raise _reject("WRONG_STEP", f"{PENDING_LABELS[pending]} does not place tiles")
        if 1 <= a.die <= 6:
            free = p.knowledge >> FREE_PLACE_KNOWLEDGE[KIND_COLOUR[a.kind]] & 1
            need = COST[p.knowledge >> K.WORKER_ADJUSTS_TWO & 1][free][a.die][CELL_DIE[a.cell]]
        else:
            need = 0
        if not 0 <= a.die <= 6:
            raise MalformedAction("INVALID_ARGUMENT", "die must be 0..6")
        if a.kind not in p.storage:
            raise _reject("TILE_NOT_STORED", f"no {C.KINDS[a.kind].label} in storage")
        if (p.filled >> a.cell) & 1:
            raise _reject("CELL_OCCUPIED", f"cell {a.cell} is occupied")
        if CELL_COLOUR[a.cell] != KIND_COLOUR[a.kind]:
            raise _reject("COLOUR_MISMATCH", f"cell {a.cell} does not take that colour")
        if not ADJ[a.cell] & p.filled:
            raise _reject("NOT_ADJACENT", f"cell {a.cell} touches no placed tile")
        if a.cell not in self._place_cells(p, a.kind):
            raise _reject("BUILDING_ALREADY_IN_CITY", "that building is already in this city")
        self._check_die(p, a.die, a.workers, need, effect_ok)
        events: list[pb.Event] = []
        self._use_die(seat, p, a.die, a.workers, events)
        self.pending = NONE
        p.storage.remove(a.kind)
        self._place(seat, p, a.kind, a.cell, events)
        if self.pending == NONE:
            self._after_action(seat, events)
        return events

    def _place(self, seat: int, p: Player, kind: int, cell: int, events: list[pb.Event]) -> None:
        """Put the tile on the cell, score, and start its effect."""
        p.estate[cell] = kind
        p.filled |= 1 << cell
        label = C.KINDS[kind].label
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
                    self._score(seat, points, BONUS_TILE, events, colour=colour + 1, large=large)
                    break
        if colour == C.SHIP:
            if any(any(g) for g in self.depot_goods[1:]):
                self.pending = SHIP_EFFECT
            else:
                events.append(self._effect(seat, label, "no goods on any depot"))
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
                events.append(self._effect(seat, label, "+2 silverlings", silver=2))
            elif building == C.BOARDING_HOUSE:
                p.workers += 4
                events.append(self._effect(seat, label, "+4 workers", workers=4))
            else:
                effect = BUILDING_EFFECT[building]
                if self._effect_usable(p, effect):
                    self.pending = effect
                else:
                    events.append(self._effect(seat, label, "lost: it cannot be used"))

    def _effect_usable(self, p: Player, effect: int) -> bool:
        if effect == WAREHOUSE_EFFECT:
            return any(p.goods)
        if effect == CITY_HALL_EFFECT:
            probe: list[BurgundyAction] = []
            self._place_actions(p, [0], probe)
            return bool(probe) or (self._buy_in_effect and self._can_buy(p))
        colours = EFFECT_TAKE_COLOURS[effect]
        return any(k >= 0 and KIND_COLOUR[k] in colours for d in self.depots[1:] for k in d)

    @staticmethod
    def _effect(seat: int, label: str, detail: str, silver: int = 0, workers: int = 0) -> pb.Event:
        return pb.Event(
            effect_resolved=pb.EffectResolved(
                seat=seat, tile=label, detail=detail, silver=silver, workers=workers
            )
        )

    def _advance_track(self, seat: int, events: list[pb.Event]) -> None:
        for space, stack in enumerate(self.track):
            if seat in stack:
                stack.remove(seat)
                target = min(space + 1, len(self.track) - 1)
                self.track[target].append(seat)
                events.append(pb.Event(track_advanced=pb.TrackAdvanced(seat=seat, space=target)))
                return

    def _sell_goods(self, seat: int, a: SellGoods) -> list[pb.Event]:
        p = self.players[seat]
        if not 1 <= a.goods <= 6:
            raise MalformedAction("INVALID_ARGUMENT", "goods must be 1..6")
        pending = self.pending
        effect_ok = pending in (CASTLE_EFFECT, WAREHOUSE_EFFECT)
        if pending != NONE and not effect_ok:
            raise _reject("WRONG_STEP", f"{PENDING_LABELS[pending]} does not sell goods")
        costs = COST[p.knowledge >> K.WORKER_ADJUSTS_TWO & 1][0]
        need = costs[a.die][a.goods] if 1 <= a.die <= 6 else 0
        if not p.goods[a.goods]:
            raise _reject("NO_SUCH_GOODS", f"no goods of type {a.goods} held")
        self._check_die(p, a.die, a.workers, need, effect_ok)
        events: list[pb.Event] = []
        self._use_die(seat, p, a.die, a.workers, events)
        self.pending = NONE
        self._sell(seat, p, a.goods, events)
        self._after_action(seat, events)
        return events

    def _sell(self, seat: int, p: Player, goods: int, events: list[pb.Event]) -> None:
        count = p.goods[goods]
        p.goods[goods] = 0
        p.sold[goods] += count
        silver = 2 if p.has(K.SALE_EXTRA_SILVER) else 1
        workers = 1 if p.has(K.SALE_EXTRA_WORKER) else 0
        p.silver += silver
        p.workers += workers
        events.append(
            pb.Event(
                goods_sold=pb.GoodsSold(
                    seat=seat, goods=goods, count=count, silver=silver, workers=workers
                )
            )
        )
        self._score(seat, count * C.SALE_POINTS[self.n], SALE, events)

    def _take_workers(self, seat: int, a: TakeWorkers) -> list[pb.Event]:
        p = self.players[seat]
        pending = self.pending
        if pending != NONE and pending != CASTLE_EFFECT:
            raise _reject("WRONG_STEP", f"{PENDING_LABELS[pending]} does not take workers")
        self._check_die(p, a.die, 0, 0, pending == CASTLE_EFFECT)
        events: list[pb.Event] = []
        self._use_die(seat, p, a.die, 0, events)
        self.pending = NONE
        workers = 4 if p.has(K.TAKE_WORKERS_FOUR) else 2
        silver = 1 if p.has(K.TAKE_WORKERS_EXTRA_SILVER) else 0
        p.workers += workers
        p.silver += silver
        events.append(E.workers_taken(seat, workers, silver))
        self._after_action(seat, events)
        return events

    def _ship_goods(self, seat: int, a: ShipGoods) -> list[pb.Event]:
        p = self.players[seat]
        if not 1 <= a.depot <= 6 or not 0 <= a.second <= 6 or a.goods_mask & ~0b1111110:
            raise MalformedAction("INVALID_ARGUMENT", "depots 1..6, goods types 1..6")
        if a.second and a.second < a.depot:
            raise MalformedAction(
                "INVALID_ARGUMENT",
                "an engine ShipGoods names the lower-numbered depot of a pair first "
                "(the protobuf Action takes either order)",
            )
        if self.pending != SHIP_EFFECT:
            raise _reject("WRONG_STEP", "no ship is waiting for its goods")
        if p.has(K.SHIP_ADJACENT_DEPOT):
            if a.second and (a.depot, a.second) not in self._ship_pairs:
                raise _reject("DEPOTS_NOT_ADJACENT", "the two depots must be adjacent")
        elif a.second:
            raise _reject("SECOND_DEPOT_NOT_ALLOWED", "a second depot needs K5")
        masks = self._ship_masks(p, a.depot, a.second)
        if a.goods_mask not in masks:
            present = 0
            for d in (a.depot, a.second):
                if d:
                    for g in range(1, 7):
                        if self.depot_goods[d][g]:
                            present |= 1 << g
            if a.goods_mask & ~present:
                raise _reject("GOODS_NOT_AVAILABLE", "those goods are not on the depot(s)")
            held = sum(1 << g for g in range(1, 7) if p.goods[g])
            if (held | a.goods_mask).bit_count() > C.GOODS_TYPE_LIMIT:
                raise _reject("GOODS_TYPE_LIMIT", "at most 3 goods types can be held")
            raise _reject("MUST_TAKE_ALL_GOODS", "a ship takes every goods type that fits")
        events: list[pb.Event] = []
        for d in (a.depot, a.second):
            if not d:
                continue
            for g in range(1, 7):
                count = self.depot_goods[d][g]
                if count and a.goods_mask >> g & 1:
                    self.depot_goods[d][g] = 0
                    p.goods[g] += count
                    events.append(
                        pb.Event(
                            goods_taken=pb.GoodsTaken(seat=seat, depot=d, goods=g, count=count)
                        )
                    )
        self.pending = NONE
        self._advance_track(seat, events)
        self._after_action(seat, events)
        return events

    def _after_action(self, seat: int, events: list[pb.Event]) -> None:
        """After a completed action: end the turn when nothing is left to decide."""
        if self.pending != NONE:
            return
        p = self.players[seat]
        if p.unused:
            return
        if self._can_buy(p):
            return
        self._end_turn(events)

    # ------------------------------------------------------------------ introspection

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
