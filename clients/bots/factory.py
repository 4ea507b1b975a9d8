"""The factory of bots by name: ``random``, ``greedy``, ``search``, and the named levels
(``beginner`` .. ``expert``, :data:`clients.bots.levels.NAMED_LEVELS`)."""

from __future__ import annotations

from clients.bots.base import AnyGame, Bot
from clients.bots.greedy import GreedyBot
from clients.bots.levels import NAMED_LEVELS
from clients.bots.random_bot import RandomBot
from clients.bots.search import SearchBot


def bot_names() -> list[str]:
    return ["random", "greedy", "search", *NAMED_LEVELS]


def make_bot(
    name: str,
    game: AnyGame,
    seed: int = 0,
    *,
    seconds: float | None = None,
    iterations: int | None = None,
) -> Bot:
    """A bot by name. ``seconds`` / ``iterations`` bound the search bot per move (defaults:
    one second; tests pass a fixed iteration count so results do not depend on the machine).
    A named level brings its own budget and ignores them."""
    named = NAMED_LEVELS.get(name)
    if named is not None:
        if named.bot == "greedy":
            return GreedyBot(game, seed, sample=named.sample)
        return SearchBot(
            game,
            seed,
            seconds=None,
            iterations=named.iterations,
            width=named.width,
            turns=named.turns,
        )
    if name == "random":
        return RandomBot(game, seed)
    if name == "greedy":
        return GreedyBot(game, seed)
    if name == "search":
        if seconds is None and iterations is None:
            seconds = 1.0
        return SearchBot(game, seed, seconds=seconds, iterations=iterations)
    raise ValueError(f"unknown bot {name!r}; choose one of {', '.join(bot_names())}")
