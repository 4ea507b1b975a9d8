"""The ``random`` bot: a uniform choice among the legal actions."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from clients.bots.base import AnyState, Bot


class RandomBot(Bot):
    name = "random"
    needs_state = False

    def choose(self, state: AnyState, seat: int) -> Hashable:
        return self.choose_among(state.legal_actions())

    def choose_among(self, legal: Sequence[Hashable]) -> Hashable:
        if not legal:
            raise ValueError("no legal action to choose from")
        return legal[self.rng.randrange(len(legal))]
