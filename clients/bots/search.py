"""The ``search`` bot: determinized Monte Carlo tree search (single-observer ISMCTS).

Every iteration plays a different *determinization*: a clone of the position with a fresh seeded
chance source. Engines keep chance lazy (a state holds what remains, never an order), so this
samples the hidden draw order and future goods uniformly among the worlds consistent with what
the seat knows. The tree is open-loop: a node is a sequence of actions, and its children are
the actions seen legal there in some determinization; selection uses UCB1 with availability
counts so actions that are rarely legal (a tile only some draws allow) are not starved.

A playout is a short random continuation valued by :func:`clients.bots.evaluation.rewards`,
which backs up one reward per seat (each node maximises the reward of the seat that chose it).
The bot stops at its time budget or its iteration budget, whichever comes first, and plays the
most visited action.
"""

from __future__ import annotations

import math
import time
from collections.abc import Hashable
from dataclasses import dataclass, field

from clients.bots.base import AnyGame, AnyState, Bot
from clients.bots.evaluation import rewards
from engines.chance import SeededChance
from engines.contract import act


@dataclass(slots=True)
class _Node:
    seat: int  # the seat whose action led here (-1 for the root)
    visits: int = 0
    available: int = 0
    reward: float = 0.0
    children: dict[Hashable, _Node] = field(default_factory=dict)


class SearchBot(Bot):
    name = "search"

    def __init__(
        self,
        game: AnyGame,
        seed: int = 0,
        *,
        seconds: float | None = 1.0,
        iterations: int | None = None,
        exploration: float = 0.7,
        rollout_depth: int = 8,
    ) -> None:
        super().__init__(game, seed)
        self.seconds = seconds
        self.iterations = iterations
        self.exploration = exploration
        self.rollout_depth = rollout_depth
        #: iterations run for the last decision (for logs and benchmarks)
        self.last_iterations = 0

    def choose(self, state: AnyState, seat: int) -> Hashable:
        legal: list[Hashable] = state.legal_actions()
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        root = _Node(seat=-1)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while True:
            if self.iterations is not None and done >= self.iterations:
                break
            if deadline is not None and done > 0 and time.perf_counter() >= deadline:
                break
            self._iterate(root, state)
            done += 1
        self.last_iterations = done
        ranked = sorted(
            legal,
            key=lambda a: (
                root.children[a].visits if a in root.children else -1,
                root.children[a].reward if a in root.children else 0.0,
            ),
            reverse=True,
        )
        return ranked[0]

    def _iterate(self, root: _Node, root_state: AnyState) -> None:
        state = root_state.clone()
        chance = SeededChance(self.rng.getrandbits(63))
        node = root
        path = [root]
        expanded = False
        while not state.is_terminal() and not expanded:
            seat = state.current_seat()
            assert seat is not None
            legal = state.legal_actions()
            untried = [a for a in legal if a not in node.children]
            for action in legal:
                child = node.children.get(action)
                if child is not None:
                    child.available += 1
            if untried:
                action = untried[self.rng.randrange(len(untried))]
                child = _Node(seat=seat, available=1)
                node.children[action] = child
                expanded = True
            else:
                action = self._select(node, legal)
                child = node.children[action]
            act(state, seat, action, chance)
            node = child
            path.append(node)
        for _ in range(self.rollout_depth):
            if state.is_terminal():
                break
            seat = state.current_seat()
            assert seat is not None
            legal = state.legal_actions()
            act(state, seat, legal[self.rng.randrange(len(legal))], chance)
        result = rewards(self.game, state)
        for visited in path:
            visited.visits += 1
            if visited.seat >= 0:
                visited.reward += result[visited.seat]

    def _select(self, node: _Node, legal: list[Hashable]) -> Hashable:
        best: Hashable = legal[0]
        best_score = float("-inf")
        for action in legal:
            child = node.children[action]
            score = child.reward / child.visits + self.exploration * math.sqrt(
                math.log(max(child.available, 1)) / child.visits
            )
            if score > best_score:
                best, best_score = action, score
        return best
