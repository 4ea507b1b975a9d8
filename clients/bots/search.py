"""The ``search`` bot: determinized Monte Carlo search over the greedy bot's best candidates.

1. Every legal action is valued one ply deep like the greedy bot does (the seat's whole turn);
   the ``width`` best become the candidates.
2. Simulations are spread over the candidates with UCB1. Each simulation plays a different
   *determinization*: a clone of the position with a fresh seeded chance source. Engines keep
   chance lazy (a state holds what remains, never an order), so this samples the hidden draw
   order, dice and future goods among the worlds consistent with what the seat knows.
3. After the candidate, the next ``depth`` decisions (per game, e.g. 2 for Carcassonne: the
   next seat's whole turn) are played by a fast greedy policy for
   every seat (the opponents' model), and the position is valued with
   :func:`clients.bots.evaluation.rewards` (a squashed projected margin, or the result).

The bot stops at its time budget or its iteration budget, whichever comes first, and plays the
candidate with the best mean (ties: most simulations).
"""

from __future__ import annotations

import math
import time
from collections.abc import Hashable

from clients.bots.base import AnyGame, AnyState, Bot
from clients.bots.evaluation import heuristic_constant, rewards, search_depth
from clients.bots.greedy import GreedyBot
from engines.chance import SeededChance
from engines.contract import act


class SearchBot(Bot):
    name = "search"

    def __init__(
        self,
        game: AnyGame,
        seed: int = 0,
        *,
        seconds: float | None = 1.0,
        iterations: int | None = None,
        width: int = 4,
        depth: int | None = None,
        exploration: float = 0.4,
        policy_nodes: int | None = None,
    ) -> None:
        super().__init__(game, seed)
        self.seconds = seconds
        self.iterations = iterations
        self.width = width
        self.depth = search_depth(game) if depth is None else depth
        self.exploration = exploration
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
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        candidates = self._judge.ranked(state, seat, legal)[: self.width]
        if len(candidates) == 1:
            self.last_iterations = 0
            return candidates[0]
        deadline = None if self.seconds is None else began + self.seconds
        visits = [0] * len(candidates)
        totals = [0.0] * len(candidates)
        done = 0
        while True:
            if self.iterations is not None and done >= self.iterations:
                break
            out_of_time = deadline is not None and time.perf_counter() >= deadline
            if out_of_time and done >= len(candidates):
                break
            index = self._select(visits, totals, done)
            totals[index] += self._simulate(state, seat, candidates[index])
            visits[index] += 1
            done += 1
        self.last_iterations = done
        best = max(
            range(len(candidates)),
            key=lambda i: (totals[i] / visits[i] if visits[i] else -1.0, visits[i], -i),
        )
        return candidates[best]

    def _select(self, visits: list[int], totals: list[float], done: int) -> int:
        for index, count in enumerate(visits):
            if count == 0:
                return index
        log_n = math.log(done)
        return max(
            range(len(visits)),
            key=lambda i: totals[i] / visits[i] + self.exploration * math.sqrt(log_n / visits[i]),
        )

    def _simulate(self, root: AnyState, seat: int, action: Hashable) -> float:
        state = root.clone()
        chance = SeededChance(self.rng.getrandbits(63))
        act(state, seat, action, chance)
        for _ in range(self.depth):
            if state.is_terminal():
                break
            mover = state.current_seat()
            assert mover is not None
            act(state, mover, self._policy.choose(state, mover), chance)
        return rewards(self.game, state)[seat]
