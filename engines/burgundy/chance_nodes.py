"""Chance nodes: what a Burgundy position asks of chance (start seat, goods, depot fills,
dice) and how an outcome applies."""

from __future__ import annotations

from itertools import compress
from typing import Final

from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import catalog as C
from engines.burgundy import events as E
from engines.burgundy.stages import (
    FILL_DEPOTS,
    GOODS_LABELS,
    KIND_COLOUR,
    KIND_LABELS,
    PLAY,
    ROLL,
    SETUP_GOODS,
    START_SEAT,
)
from engines.burgundy.turns import COLOUR_END, COLOUR_START, FILL_PLANS, TurnFlow
from engines.chance import ChanceRequest
from engines.errors import IllegalAction

DIE_REQUEST: Final = ChanceRequest("die", GOODS_LABELS[1:], (1, 1, 1, 1, 1, 1))
START_SEAT_REQUESTS: Final = {
    n: ChanceRequest("start_seat", tuple(str(seat) for seat in range(n)), (1,) * n)
    for n in (2, 3, 4)
}

#: colour -> the labels of its kinds (kinds of one colour are consecutive kind numbers)
COLOUR_LABELS: Final = tuple(tuple(C.KINDS[k].label for k in kinds) for kinds in C.KINDS_OF_COLOUR)
GOODS_OUTCOMES: Final = GOODS_LABELS[1:]
GOODS_VALUE: Final = {label: g for g, label in enumerate(GOODS_LABELS) if g}
DIE_VALUE: Final = {label: int(label) for label in DIE_REQUEST.outcomes}
KIND_BY_LABEL: Final = C.KIND_BY_LABEL
GOODS_PER_PHASE: Final = C.GOODS_PER_PHASE


def _request(kind: str, labels: tuple[str, ...], weights: tuple[int, ...]) -> ChanceRequest:
    """The request for ``labels`` weighted by supply counts ``weights`` (those at 0 left out,
    as the contract wants positive weights). A supply asked for is never empty (a fill whose
    supply is empty is skipped). Not memoized: supplies rarely repeat from game to game."""
    if 0 in weights:
        labels = tuple(compress(labels, weights))
        weights = tuple(filter(None, weights))
    return ChanceRequest(kind, labels, weights)


class ChanceNodes(TurnFlow):
    __slots__ = ()

    def chance_request(self) -> ChanceRequest | None:
        stage = self.stage
        if stage == ROLL:
            return DIE_REQUEST
        if stage == FILL_DEPOTS:
            # _request's work inline (a call less for each of the phase's draws)
            plan = FILL_PLANS[self.n][self.phase]
            step = self.chance_step
            labels: tuple[str, ...]
            weights: tuple[int, ...]
            if step >= len(plan):
                kind, labels, weights = "goods", GOODS_OUTCOMES, tuple(self.unrevealed[1:])
            else:
                colour = plan[step][2]
                if colour < 0:
                    kind, labels, weights = "black_hex", KIND_LABELS, tuple(self.black_supply)
                else:
                    kind, labels = "hex", COLOUR_LABELS[colour]
                    supply = self.normal_supply[COLOUR_START[colour] : COLOUR_END[colour]]
                    weights = tuple(supply)
            if 0 in weights:
                labels = tuple(compress(labels, weights))
                weights = tuple(filter(None, weights))
            return ChanceRequest(kind, labels, weights)
        if stage == SETUP_GOODS:
            return _request("goods", GOODS_OUTCOMES, tuple(self.unrevealed[1:]))
        if stage == START_SEAT:
            return START_SEAT_REQUESTS[self.n]
        return None

    def apply_chance(self, value: str) -> list[pb.Event]:
        events: list[pb.Event] = []
        self._apply_chance(value, events)
        return events

    def _apply_chance(self, value: str, events: E.Events = None) -> None:
        """Apply ``value``, adding its events to ``events`` (none built for None); raise
        IMPOSSIBLE_OUTCOME, before changing anything, unless it is a possible outcome of the
        pending request (the test ``value in self.chance_request().outcomes``, without building
        the request)."""
        stage = self.stage
        if stage == ROLL:  # the most frequent
            v = DIE_VALUE.get(value, 0)
            if not v:
                raise IllegalAction("IMPOSSIBLE_OUTCOME", f"die outcome {value!r} is impossible")
            step = self.chance_step
            if step < 2 * self.n:
                seat = self.turn_order[step >> 1]
                self.players[seat].dice.append(v)
                self.chance_step = step + 1
                if events is not None:
                    events.append(E.die_rolled(seat, v))
                return
            self.white = v
            if events is not None:
                events.append(E.die_rolled(None, v))
            if self.round_goods:
                g = self.round_goods.pop(0)
                self.depot_goods[v][g] += 1
                if events is not None:
                    events.append(E.goods_placed(v, g))
            self.stage = PLAY
            self.turn_index = 0
            self._start_turn(events)
            return
        if stage == FILL_DEPOTS:
            plan = FILL_PLANS[self.n][self.phase]
            step = self.chance_step
            if step < len(plan):
                depot, space, colour = plan[step]
                kind = KIND_BY_LABEL.get(value, -1)
                if colour < 0:
                    supply = self.black_supply
                    if kind < 0 or supply[kind] <= 0:
                        raise _impossible("black_hex", value)
                else:
                    supply = self.normal_supply
                    if kind < 0 or KIND_COLOUR[kind] != colour or supply[kind] <= 0:
                        raise _impossible("hex", value)
                supply[kind] -= 1
                self.depots[depot][space] = kind
                if events is not None:
                    events.append(E.depot_filled(depot, space, value))
            else:
                g = GOODS_VALUE.get(value, 0)
                if not g or self.unrevealed[g] <= 0:
                    raise _impossible("goods", value)
                self.unrevealed[g] -= 1
                self.round_goods.append(g)
                if events is not None:
                    events.append(E.goods_revealed(None, g))
            step += 1
            self.chance_step = step
            if step < len(plan):
                colour = plan[step][2]
                if not (
                    any(self.black_supply)
                    if colour < 0
                    else any(self.normal_supply[COLOUR_START[colour] : COLOUR_END[colour]])
                ):
                    self._skip_impossible_fills()
            elif step == len(plan) + GOODS_PER_PHASE:
                self._start_round(events)
            return
        if stage == START_SEAT:
            if value not in START_SEAT_REQUESTS[self.n].outcomes:
                raise _impossible("start_seat", value)
            seat = int(value)
            self._seat_players(seat)
            self.stage = SETUP_GOODS
            if events is not None:
                events.append(pb.Event(start_seat_drawn=pb.StartSeatDrawn(seat=seat)))
            return
        if stage == SETUP_GOODS:
            g = GOODS_VALUE.get(value, 0)
            if not g or self.unrevealed[g] <= 0:
                raise _impossible("goods", value)
            seat = self.chance_step // C.STARTING_GOODS
            self.unrevealed[g] -= 1
            self.players[seat].goods[g] += 1
            if events is not None:
                events.append(E.goods_revealed(seat, g))
            self.chance_step += 1
            if self.chance_step == C.STARTING_GOODS * self.n:
                self._start_phase(events)
            return
        raise IllegalAction("NO_CHANCE_PENDING", "no chance outcome is needed now")

    def apply_chance_without_events(self, value: str) -> None:
        # the same method, its event list left at None (a method, not an alias of
        # _apply_chance: mypyc compiles a class attribute as an instance attribute's default);
        # a player's die, the most frequent outcome, inline (a call less)
        if self.stage == ROLL:
            step = self.chance_step
            v = DIE_VALUE.get(value, 0)
            if v and step < 2 * self.n:
                self.players[self.turn_order[step >> 1]].dice.append(v)
                self.chance_step = step + 1
                return
        self._apply_chance(value)


def _impossible(kind_name: str, value: str) -> IllegalAction:
    return IllegalAction("IMPOSSIBLE_OUTCOME", f"{kind_name} outcome {value!r} is not possible now")
