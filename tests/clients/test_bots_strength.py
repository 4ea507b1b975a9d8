"""Fixed-seed strength checks on the real engines: greedy beats random clearly, and search
beats greedy. Deterministic (seeded bots, iteration budgets), so they cannot flake; the
larger measurements are ``python -m bench.bots`` (figures in the README)."""

from __future__ import annotations

import pytest

from clients.bots import make_bot
from clients.bots.arena import head_to_head
from clients.bots.search import SearchBot
from engines import registry


@pytest.mark.parametrize("game_name", ["carcassonne", "burgundy"])
def test_greedy_beats_random_clearly(game_name: str) -> None:
    game = registry.get_game(game_name)
    greedy, rand = head_to_head(
        game, lambda s: make_bot("greedy", game, s), lambda s: make_bot("random", game, s), 8, 1
    )
    assert greedy >= 0.9 and rand <= 0.1


@pytest.mark.slow
def test_search_beats_greedy_at_carcassonne() -> None:
    game = registry.get_game("carcassonne")
    search, greedy = head_to_head(
        game,
        lambda s: SearchBot(game, s, seconds=None, iterations=24),
        lambda s: make_bot("greedy", game, s),
        8,
        1,
    )
    assert search > greedy
