"""Fixed-seed strength checks on the real engines: greedy beats random clearly, and search
beats greedy clearly. Deterministic (seeded bots, iteration budgets), so they cannot flake;
the larger measurements are ``python -m bench.bots`` (figures in the README).

The search-vs-greedy checks play a seeded set of 2-player games with seats alternating at a
small budget (the wall time stays near a minute) and assert the search bot wins at least 60%
of them (measured: Carcassonne 10 of 16, Burgundy 8 of 12). They fail if search falls to
greedy's level on this set; they are regression guards, not proof of significance (a coin
flip would reach 60% of 16 games about a fifth of the time): the 40-game figures are
``python -m bench.bots`` (README)."""

from __future__ import annotations

import pytest

from clients.bots import make_bot
from clients.bots.arena import head_to_head
from clients.bots.search import SearchBot
from engines import registry

#: game -> (games, simulations per move, required search win rate)
SEARCH_CHECKS = {
    "carcassonne": (16, 24, 0.6),
    "burgundy": (12, 16, 0.6),
}


@pytest.mark.parametrize("game_name", ["carcassonne", "burgundy"])
def test_greedy_beats_random_clearly(game_name: str) -> None:
    game = registry.get_game(game_name)
    greedy, rand = head_to_head(
        game, lambda s: make_bot("greedy", game, s), lambda s: make_bot("random", game, s), 8, 1
    )
    assert greedy >= 0.9 and rand <= 0.1


@pytest.mark.slow
@pytest.mark.parametrize("game_name", ["carcassonne", "burgundy"])
def test_search_beats_greedy_clearly(game_name: str) -> None:
    game = registry.get_game(game_name)
    games, iterations, required = SEARCH_CHECKS[game_name]
    search, greedy = head_to_head(
        game,
        lambda s: SearchBot(game, s, seconds=None, iterations=iterations),
        lambda s: make_bot("greedy", game, s),
        games,
        1,
    )
    print(f"{game_name}: search {search:.0%} v greedy {greedy:.0%} over {games} games")
    assert search >= required and search > greedy, (search, greedy)
