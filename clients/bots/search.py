"""The ``search`` bot: determinized Monte Carlo search with sequential halving over the best
whole-turn candidates, valued by expected final scores.

1. Every legal action is valued one ply deep (the seat's whole turn, like the greedy bot), but
   by the game's *expected final scores* (:func:`clients.bots.evaluation.expected_scores`:
   what unfinished features are likely to become, what followers, goods, silver and estate
   progress will be worth), not by the score if the game ended now. The ``width`` best become
   the candidates, each starting with its one-ply value as one virtual simulation (so with no
   budget the bot plays its one-ply choice).
2. The budget (simulations or seconds) is split into phases of *sequential halving* (Karnin et
   al., 2013, a bandit algorithm for picking the best arm): in each phase the surviving
   candidates get equal simulations, then the worse half is dropped, so the budget
   concentrates on the close contenders.
3. Simulations run in rounds: in each round every surviving candidate is played in the same
   *determinization* (common random numbers: a clone of the position with the same fresh
   seeded chance source), so candidates are compared on equal draws. Engines keep chance lazy
   (a state holds what remains, never an order), so this samples the hidden draw order, dice
   and future goods among the worlds consistent with what the seat knows.
4. After the candidate, a one-ply policy on the same expected scores plays the rest of the
   seat's turn and then ``turns`` rounds of the other seats' turns (the opponents' model),
   stopping when the seat is to move again. The value of a simulation is the seat's expected
   margin over the best other seat there (its final margin if the game ended).

The bot stops at its time budget or its iteration budget, whichever comes first, and plays the
surviving candidate with the best mean value (ties: most simulations, then the better one-ply
value). ``python -m bench.bots`` measures what each part is worth (docs/clients.md: bots).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable

from google.protobuf.message import Message

from clients.bots.base import AnyGame, AnyState, Bot
from clients.bots.evaluation import expected_scores, margins
from clients.bots.greedy import GreedyBot
from engines.chance import SeededChance
from engines.contract import act

#: a bound on the decisions one simulation makes after the candidate
MAX_SIMULATION_DECISIONS = 200


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
        policy_nodes: int | None = None,
        clock: Callable[[], float] = time.perf_counter,
        resample: bool = False,
    ) -> None:
        super().__init__(game, seed)
        #: what ``seconds`` is measured on (wall time by default; benchmarks that compare CPU
        #: time pass time.process_time)
        self.clock = clock
        #: sample each simulation's world from the seat's View (the game's state_from_view
        #: hook: the hidden parts, such as Burgundy's supplies, drawn afresh) rather than
        #: cloning the state: information-set sampling, for a bot that must not use what its
        #: seat cannot see
        self.resample = resample
        self._view: Message | None = None
        self._sampled: AnyState | None = None
        self._sampled_seed = -1
        self.seconds = seconds
        self.iterations = iterations
        settings = game.search
        self.width = settings.width if width is None else width
        self.turns = settings.turns if turns is None else turns
        self._judge = GreedyBot(game, seed + 1, evaluation=expected_scores)
        nodes = settings.policy_nodes if policy_nodes is None else policy_nodes
        self._policy = GreedyBot(game, seed + 2, max_nodes=nodes, evaluation=expected_scores)
        #: simulations run for the last decision (for logs and benchmarks)
        self.last_iterations = 0

    def choose(self, state: AnyState, seat: int) -> Hashable:
        began = self.clock()
        legal: list[Hashable] = state.legal_actions()
        self.last_iterations = 0
        if len(legal) == 1:
            return legal[0]
        self._view = state.view(seat) if self.resample else None
        self._sampled = None
        values = self._judge.values(state, seat, legal)
        order = sorted(range(len(legal)), key=lambda i: -values[i])[: self.width]
        candidates = [legal[i] for i in order]
        if len(candidates) == 1 or self.iterations == 0:
            return candidates[0]
        # the one-ply value counts as one virtual simulation: with a tiny budget the bot plays
        # its one-ply choice, and simulations take over as they accumulate
        visits = [1] * len(candidates)
        totals = [values[i] for i in order]
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
                if phase_deadline is not None and self.clock() >= phase_deadline:
                    break
                # one round: every surviving candidate against the same sampled future
                # (common random numbers), so they are compared on equal draws, not on luck
                world = self.rng.getrandbits(63)
                for index in alive:
                    totals[index] += self._simulate(state, seat, candidates[index], world)
                    visits[index] += 1
                    done += 1
            if phase < phases and len(alive) > 2:
                alive.sort(key=lambda i: (-totals[i] / visits[i], -visits[i], i))
                alive = alive[: max(2, (len(alive) + 1) // 2)]
        self.last_iterations = done
        best = max(alive, key=lambda i: (totals[i] / visits[i], visits[i], -i))
        return candidates[best]

    def simulate(self, root: AnyState, seat: int, action: Hashable, world: int) -> float:
        """One simulation of ``action`` in the determinization ``world`` (what the bot's
        search runs; the game review runs the same, :mod:`clients.review.engine`)."""
        return self._simulate(root, seat, action, world)

    def _simulate(self, root: AnyState, seat: int, action: Hashable, world: int) -> float:
        """The seat's expected margin after ``action``, the rest of its turn and ``turns``
        rounds of the other seats' turns, in the determinization ``world``."""
        if self._view is None:
            state = root.clone()
        else:
            # one sampled world per round, shared by its candidates (common random numbers)
            sampled = self._sampled
            if sampled is None or self._sampled_seed != world:
                sampled = self.game.state_from_view(self._view, random.Random(world))
                self._sampled, self._sampled_seed = sampled, world
            state = sampled.clone()
        chance = SeededChance(world)
        self._policy.rng.seed(world)
        act(state, seat, action, chance, events=False)
        previous = seat
        rounds = 0
        for _ in range(MAX_SIMULATION_DECISIONS):
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
            act(state, mover, self._policy.choose(state, mover), chance, events=False)
        return margins(expected_scores(self.game, state))[seat]
