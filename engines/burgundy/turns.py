"""Turn flow and phases: filling the depots at a phase's start, rounds, turns, the end of a
turn and of a phase (income), the turn-order track."""

from __future__ import annotations

from functools import cache
from typing import Final

from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import catalog as C
from engines.burgundy import events as E
from engines.burgundy import knowledge as K
from engines.burgundy.legal import LegalActions
from engines.burgundy.rules import turn_order
from engines.burgundy.stages import (
    BOARD,
    FILL_DEPOTS,
    NONE,
    ROLL,
)


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


#: [players][phase] -> :func:`fill_plan` (a table: no function call on the hot path)
FILL_PLANS: Final = tuple(
    tuple(fill_plan(n, phase) if n >= 2 else () for phase in range(C.PHASES)) for n in range(5)
)

#: colour -> the range of its kind numbers (the kinds of one colour are consecutive)
COLOUR_START: Final = tuple(kinds[0] for kinds in C.KINDS_OF_COLOUR)
COLOUR_END: Final = tuple(kinds[-1] + 1 for kinds in C.KINDS_OF_COLOUR)
assert all(
    kinds == tuple(range(COLOUR_START[c], COLOUR_END[c]))
    for c, kinds in enumerate(C.KINDS_OF_COLOUR)
)


class TurnFlow(LegalActions):
    __slots__ = ()

    def fill_plan(self) -> tuple[tuple[int, int, int], ...]:
        """(depot, space, colour) of every in-use space to fill at this phase's start, in
        order; colour -1 means the black depot."""
        return FILL_PLANS[self.n][self.phase]

    def _skip_impossible_fills(self) -> None:
        plan = FILL_PLANS[self.n][self.phase]
        step = self.chance_step
        while step < len(plan):
            colour = plan[step][2]
            if colour < 0:
                if any(self.black_supply):
                    break
            elif any(self.normal_supply[COLOUR_START[colour] : COLOUR_END[colour]]):
                break
            step += 1
        self.chance_step = step

    def _start_phase(self, events: E.Events) -> None:
        removed = 0
        for spaces in self.depots:
            for i, kind in enumerate(spaces):
                if kind >= 0:
                    removed += 1
                    spaces[i] = -1
        self.out_of_game += removed
        if events is not None:
            events.append(
                pb.Event(phase_started=pb.PhaseStarted(phase=self.phase, tiles_removed=removed))
            )
        self.stage = FILL_DEPOTS
        self.chance_step = 0
        self.round = 0
        self._skip_impossible_fills()

    def _start_round(self, events: E.Events) -> None:
        self.turn_order = turn_order(self.track)
        for p in self.players:
            p.dice = []
            p.unused = []
        self.white = 0
        self.stage = ROLL
        self.chance_step = 0
        if events is not None:
            events.append(E.round_started(self.phase, self.round, self.turn_order))

    def _start_turn(self, events: E.Events) -> None:
        seat = self.turn_order[self.turn_index]
        p = self.players[seat]
        p.unused = sorted(p.dice)
        self.bought = False
        self.pending = NONE
        if events is not None:
            events.append(E.turn_started(seat))

    def _end_turn(self, events: E.Events) -> None:
        if events is not None:
            events.append(E.turn_ended(self.turn_order[self.turn_index]))
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

    def _after_action(self, seat: int, events: E.Events) -> None:
        """After a completed action: end the turn when nothing is left to decide."""
        if self.pending != NONE:
            return
        p = self.players[seat]
        if p.unused:
            return
        if self._can_buy(p):
            return
        self._end_turn(events)

    def _phase_income(self, events: E.Events) -> None:
        mine_mask = BOARD.colour_mask[C.MINE]
        for seat, p in enumerate(self.players):
            mines = (p.filled & mine_mask).bit_count()
            if not mines:
                continue
            workers = mines if p.has(K.MINE_INCOME_WORKER) else 0
            p.silver += mines
            p.workers += workers
            if events is not None:
                events.append(
                    pb.Event(
                        phase_income=pb.PhaseIncome(
                            seat=seat, mines=mines, silver=mines, workers=workers
                        )
                    )
                )

    def _advance_track(self, seat: int, events: E.Events) -> None:
        for space, stack in enumerate(self.track):
            if seat in stack:
                stack.remove(seat)
                target = min(space + 1, len(self.track) - 1)
                self.track[target].append(seat)
                if events is not None:
                    advanced = pb.TrackAdvanced(seat=seat, space=target)
                    events.append(pb.Event(track_advanced=advanced))
                return
