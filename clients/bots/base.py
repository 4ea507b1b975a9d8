"""The bot interface (the factory of bots by name is :mod:`clients.bots.factory`)."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Hashable, Sequence
from typing import Any

from engines.contract import Game, GameState

AnyState = GameState[Any, Any, Any, Any]
AnyGame = Game[Any, Any, Any, Any]


class Bot(ABC):
    """Chooses one legal action for the seat to move in a settled state.

    Bots are deterministic given their seed and the states they are shown. ``needs_state`` is
    False for bots that only need the list of legal actions (they can play through the API
    without rebuilding a state from the view).
    """

    name: str = "bot"
    needs_state: bool = True

    def __init__(self, game: AnyGame, seed: int = 0) -> None:
        self.game = game
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, state: AnyState, seat: int) -> Hashable:
        """One of ``state.legal_actions()``; ``state`` is settled and ``seat`` is to move."""

    def choose_among(self, legal: Sequence[Hashable]) -> Hashable:
        """Choose from a list of legal actions alone (only for bots with ``needs_state``
        False)."""
        raise NotImplementedError(f"the {self.name} bot needs a state")
