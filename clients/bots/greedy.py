"""The ``greedy`` bot: one ply, the best immediate result.

Each legal action is applied to a clone and the chance it leads to is settled with a throwaway
seeded source; the resulting position is valued by its projected score margin
(:mod:`clients.bots.evaluation`): the score if the game ended now. When the same seat must
decide again straight away (a turn in several steps, e.g. place a tile then a follower), the bot
looks through those steps too, so a "ply" is the seat's whole turn, bounded by ``max_nodes``
positions. The search bot runs the same one-ply policy on its expected final scores instead
(``evaluation=expected_scores``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from clients.bots.base import AnyGame, AnyState, Bot
from clients.bots.evaluation import margins, projected_scores
from engines.chance import SeededChance
from engines.contract import act


class GreedyBot(Bot):
    name = "greedy"

    def __init__(
        self,
        game: AnyGame,
        seed: int = 0,
        max_nodes: int = 600,
        sample: int | None = None,
        evaluation: Callable[[AnyGame, AnyState], list[float]] = projected_scores,
    ) -> None:
        super().__init__(game, seed)
        self.max_nodes = max_nodes
        self.evaluation = evaluation
        #: when set, only this many random legal actions are valued (a fast rollout policy)
        self.sample = sample

    def choose(self, state: AnyState, seat: int) -> Hashable:
        legal: list[Hashable] = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if self.sample is not None and len(legal) > self.sample:
            legal = self.rng.sample(legal, self.sample)
        values = self.values(state, seat, legal)
        best_value = max(values)
        best = [a for a, v in zip(legal, values, strict=True) if v >= best_value - 1e-9]
        return best[self.rng.randrange(len(best))]

    def values(self, state: AnyState, seat: int, legal: list[Hashable]) -> list[float]:
        """The one-ply value of each action: the seat's margin by ``evaluation`` after its turn."""
        self._budget = self.max_nodes
        # every action settles its chance on a fresh source of the same seed
        chance = SeededChance(self.rng.getrandbits(63))
        return [self._value_after(state, seat, a, chance, depth=0) for a in legal]

    def ranked(self, state: AnyState, seat: int, legal: list[Hashable]) -> list[Hashable]:
        """``legal`` from the best one-ply value to the worst (stable for ties)."""
        values = self.values(state, seat, legal)
        order = sorted(range(len(legal)), key=lambda i: -values[i])
        return [legal[i] for i in order]

    def _value_after(
        self, state: AnyState, seat: int, action: Hashable, chance: SeededChance, depth: int
    ) -> float:
        child = state.clone()
        act(child, seat, action, chance.again(), events=False)
        self._budget -= 1
        if child.current_seat() == seat and depth < 3 and self._budget > 0:
            follow = child.legal_actions()
            if len(follow) * 1 <= self._budget:
                return max(self._value_after(child, seat, nxt, chance, depth + 1) for nxt in follow)
        return margins(self.evaluation(self.game, child))[seat]
