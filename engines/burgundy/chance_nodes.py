"""Chance nodes: what a Burgundy position asks of chance (start seat, goods, depot fills,
dice) and how an outcome applies."""

from __future__ import annotations

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
from engines.burgundy.turns import COLOUR_END, COLOUR_START, TurnFlow, fill_plan
from engines.chance import ChanceRequest
from engines.errors import IllegalAction

DIE_REQUEST = ChanceRequest("die", GOODS_LABELS[1:], (1, 1, 1, 1, 1, 1))
START_SEAT_REQUESTS = {
    n: ChanceRequest("start_seat", tuple(str(seat) for seat in range(n)), (1,) * n)
    for n in (2, 3, 4)
}

#: chance requests by (colour, or one of the keys below; weights in canonical order)
_REQUESTS: dict[tuple[int, tuple[int, ...]], ChanceRequest] = {}
BLACK_KEY, GOODS_KEY = -1, 6
#: colour -> the labels of its kinds (kinds of one colour are consecutive kind numbers)
COLOUR_LABELS = tuple(tuple(C.KINDS[k].label for k in kinds) for kinds in C.KINDS_OF_COLOUR)
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


class ChanceNodes(TurnFlow):
    __slots__ = ()

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
            supply = self.normal_supply[COLOUR_START[colour] : COLOUR_END[colour]]
            return _request(colour, COLOUR_LABELS[colour], tuple(supply))
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
                events.append(E.die_rolled(None, v))
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
                events.append(E.goods_revealed(None, g))
            self.chance_step += 1
            self._skip_impossible_fills()
            if self.chance_step == len(plan) + C.GOODS_PER_PHASE:
                self._start_round(events)
        return events
