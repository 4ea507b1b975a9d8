"""The ``search`` bot: determinized Monte Carlo search over the greedy bot's best candidates.

1. Every legal action is valued one ply deep like the greedy bot does (the seat's whole turn);
   the ``width`` best become the candidates, each starting with its greedy value as one
   virtual simulation (so a tiny budget plays like greedy).
2. Simulations run in rounds: in each round every candidate is played in the same
   *determinization* (common random numbers: a clone of the position with the same fresh
   seeded chance source), so candidates are compared on equal draws. Engines keep
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

import time
from collections.abc import Hashable

from clients.bots.base import AnyGame, AnyState, Bot
from clients.bots.evaluation import heuristic_constant, rewards, search_depth, squash
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
        policy_nodes: int | None = None,
    ) -> None:
        super().__init__(game, seed)
        self.seconds = seconds
        self.iterations = iterations
        self.width = width
        self.depth = search_depth(game) if depth is None else depth
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
        values = self._judge.values(state, seat, legal)
        order = sorted(range(len(legal)), key=lambda i: -values[i])[: self.width]
        candidates = [legal[i] for i in order]
        if len(candidates) == 1:
            self.last_iterations = 0
            return candidates[0]
        deadline = None if self.seconds is None else began + self.seconds
        # the greedy value counts as one virtual simulation: with a tiny budget the bot plays
        # like greedy, and simulations take over as they accumulate
        visits = [1] * len(candidates)
        totals = [squash(values[i], self.game) for i in order]
        done = 0
        finished = False
        while not finished:
            # one round: every candidate against the same sampled future (common random
            # numbers), so candidates are compared on equal draws, not on luck
            world = self.rng.getrandbits(63)
            for index, candidate in enumerate(candidates):
                if self.iterations is not None and done >= self.iterations:
                    finished = True
                    break
                if deadline is not None and time.perf_counter() >= deadline:
                    finished = True
                    break
                totals[index] += self._simulate(state, seat, candidate, world)
                visits[index] += 1
                done += 1
        self.last_iterations = done
        best = max(
            range(len(candidates)),
            key=lambda i: (totals[i] / visits[i], visits[i], -i),
        )
        return candidates[best]

    def _simulate(self, root: AnyState, seat: int, action: Hashable, world: int) -> float:
        state = root.clone()
        chance = SeededChance(world)
        self._policy.rng.seed(world)
        act(state, seat, action, chance)
        for _ in range(self.depth):
            if state.is_terminal():
                break
            mover = state.current_seat()
            assert mover is not None
            act(state, mover, self._policy.choose(state, mover), chance)
        return rewards(self.game, state)[seat]
