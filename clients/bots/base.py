"""The bot interface and the factory of bots by name."""

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


def bot_names() -> list[str]:
    return ["random", "greedy", "search"]


def make_bot(
    name: str,
    game: AnyGame,
    seed: int = 0,
    *,
    seconds: float | None = None,
    iterations: int | None = None,
) -> Bot:
    """A bot by name. ``seconds`` / ``iterations`` bound the search bot per move (defaults:
    one second; tests pass a fixed iteration count so results do not depend on the machine)."""
    from clients.bots.greedy import GreedyBot
    from clients.bots.random_bot import RandomBot
    from clients.bots.search import SearchBot

    if name == "random":
        return RandomBot(game, seed)
    if name == "greedy":
        return GreedyBot(game, seed)
    if name == "search":
        if seconds is None and iterations is None:
            seconds = 1.0
        return SearchBot(game, seed, seconds=seconds, iterations=iterations)
    raise ValueError(f"unknown bot {name!r}; choose one of {', '.join(bot_names())}")
