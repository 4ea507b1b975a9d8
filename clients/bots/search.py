"""The ``search`` bot: determinized Monte Carlo search with sequential halving over the greedy
bot's best candidates.

1. Every legal action is valued one ply deep like the greedy bot does (the seat's whole turn);
   the ``width`` best become the candidates, each starting with its greedy value as one
   virtual simulation (so a tiny budget plays like greedy).
2. The budget (simulations or seconds) is split into phases of *sequential halving* (Karnin et
   al., 2013, a bandit algorithm for picking the best arm): in each phase the surviving
   candidates get equal simulations, then the worse half is dropped, so the budget
   concentrates on the close contenders.
3. Simulations run in rounds: in each round every surviving candidate is played in the same
   *determinization* (common random numbers: a clone of the position with the same fresh
   seeded chance source), so candidates are compared on equal draws. Engines keep
   chance lazy (a state holds what remains, never an order), so this samples the hidden draw
   order, dice and future goods among the worlds consistent with what the seat knows.
4. After the candidate, a fast greedy policy plays every seat (the opponents' model) for whole
   turns: the rest of the seat's own turn, then ``turns`` rounds of the other seats' turns,
   stopping when the seat is to move again (so the horizon never cuts a turn in half). The
   position is valued with :func:`clients.bots.evaluation.rewards` (a squashed projected
   margin, or the result).

The bot stops at its time budget or its iteration budget, whichever comes first, and plays the
surviving candidate with the best mean (ties: most simulations).
"""

from __future__ import annotations

import math
import time
from collections.abc import Hashable

from clients.bots.base import AnyGame, AnyState, Bot
from clients.bots.evaluation import heuristic_constant, rewards, search_turns, squash
from clients.bots.greedy import GreedyBot
from engines.chance import SeededChance
from engines.contract import act

#: the default bound on the decisions one playout makes (the horizon is in turns)
MAX_PLAYOUT_DECISIONS = 60


class SearchBot(Bot):
    name = "search"

    def __init__(
        self,
        game: AnyGame,
        seed: int = 0,
        *,
        seconds: float | None = 1.0,
        iterations: int | None = None,
        width: int | None = None,
        turns: int | None = None,
        depth: int | None = None,
        policy_nodes: int | None = None,
    ) -> None:
        super().__init__(game, seed)
        self.seconds = seconds
        self.iterations = iterations
        self.width = heuristic_constant(game, "SEARCH_WIDTH", 8) if width is None else width
        self.turns = search_turns(game) if turns is None else turns
        #: a cap on the decisions a playout makes after the candidate (``SEARCH_DEPTH``)
        self.depth = (
            heuristic_constant(game, "SEARCH_DEPTH", MAX_PLAYOUT_DECISIONS)
            if depth is None
            else depth
        )
        self._judge = GreedyBot(game, seed + 1)
        nodes = (
            policy_nodes
            if policy_nodes is not None
            else heuristic_constant(game, "POLICY_NODES", 200)
        )
        self._policy = GreedyBot(game, seed + 2, max_nodes=nodes)
        #: simulations run for the last decision (for logs and benchmarks)
        self.last_iterations = 0

    def choose(self, state: AnyState, seat: int) -> Hashable:
        began = time.perf_counter()
        legal: list[Hashable] = state.legal_actions()
        self.last_iterations = 0
        if len(legal) == 1:
            return legal[0]
        values = self._judge.values(state, seat, legal)
        order = sorted(range(len(legal)), key=lambda i: -values[i])[: self.width]
        candidates = [legal[i] for i in order]
        if len(candidates) == 1:
            return candidates[0]
        # the greedy value counts as one virtual simulation: with a tiny budget the bot plays
        # like greedy, and simulations take over as they accumulate
        visits = [1] * len(candidates)
        totals = [squash(values[i], self.game) for i in order]
        alive = list(range(len(candidates)))
        phases = max(1, math.ceil(math.log2(len(candidates))))
        done = 0
        for phase in range(1, phases + 1):
            # each phase ends at its share of the budget (cumulative)
            phase_iterations = (
                None if self.iterations is None else (self.iterations * phase) // phases
            )
            phase_deadline = (
                None if self.seconds is None else began + (self.seconds * phase) / phases
            )
            while True:
                if phase_iterations is not None and done >= phase_iterations:
                    break
                if phase_deadline is not None and time.perf_counter() >= phase_deadline:
                    break
                # one round: every surviving candidate against the same sampled future
                # (common random numbers), so they are compared on equal draws, not on luck
                world = self.rng.getrandbits(63)
                for index in alive:
                    totals[index] += self._simulate(state, seat, candidates[index], world)
                    visits[index] += 1
                    done += 1
            if phase < phases:
                alive.sort(key=lambda i: (-totals[i] / visits[i], -visits[i], i))
                alive = alive[: max(2, (len(alive) + 1) // 2)] if len(alive) > 2 else alive
        self.last_iterations = done
        best = max(alive, key=lambda i: (totals[i] / visits[i], visits[i], -i))
        return candidates[best]

    def _simulate(self, root: AnyState, seat: int, action: Hashable, world: int) -> float:
        state = root.clone()
        chance = SeededChance(world)
        self._policy.rng.seed(world)
        act(state, seat, action, chance)
        previous = seat
        rounds = 0
        for _ in range(self.depth):
            if state.is_terminal():
                break
            mover = state.current_seat()
            assert mover is not None
            if mover == seat and previous != seat:
                # the other seats have played a round of turns: back to us
                rounds += 1
                if rounds >= self.turns:
                    break
            previous = mover
            act(state, mover, self._policy.choose(state, mover), chance)
        return rewards(self.game, state)[seat]
