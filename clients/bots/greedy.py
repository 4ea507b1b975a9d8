"""The ``greedy`` bot: one ply, the best immediate result.

Each legal action is applied to a clone and the chance it leads to is settled with a throwaway
seeded source; the resulting position is valued by its projected score margin
(:mod:`clients.bots.evaluation`). When the same seat must decide again straight away (a turn in
several steps, e.g. place a tile then a follower), the bot looks through those steps too, so a
"ply" is the seat's whole turn, bounded by ``max_nodes`` positions.
"""

from __future__ import annotations

from collections.abc import Hashable

from clients.bots.base import AnyGame, AnyState, Bot
from clients.bots.evaluation import margins, projected_scores
from engines.chance import SeededChance
from engines.contract import act


class GreedyBot(Bot):
    name = "greedy"

    def __init__(self, game: AnyGame, seed: int = 0, max_nodes: int = 600) -> None:
        super().__init__(game, seed)
        self.max_nodes = max_nodes

    def choose(self, state: AnyState, seat: int) -> Hashable:
        legal: list[Hashable] = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        self._budget = self.max_nodes
        chance_seed = self.rng.getrandbits(63)
        best_value = float("-inf")
        best: list[Hashable] = []
        for action in legal:
            value = self._value_after(state, seat, action, chance_seed, depth=0)
            if value > best_value + 1e-9:
                best_value, best = value, [action]
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return best[self.rng.randrange(len(best))]

    def _value_after(
        self, state: AnyState, seat: int, action: Hashable, chance_seed: int, depth: int
    ) -> float:
        child = state.clone()
        act(child, seat, action, SeededChance(chance_seed))
        self._budget -= 1
        if child.current_seat() == seat and depth < 3 and self._budget > 0:
            follow = child.legal_actions()
            if len(follow) * 1 <= self._budget:
                return max(
                    self._value_after(child, seat, nxt, chance_seed, depth + 1) for nxt in follow
                )
        return margins(projected_scores(self.game, child))[seat]
