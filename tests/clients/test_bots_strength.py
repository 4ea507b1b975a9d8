"""Fixed-seed strength checks on the real engines: greedy beats random clearly, and search
beats greedy clearly. Deterministic (seeded bots, iteration budgets, game ``i`` a function of
the seed and ``i`` alone), so they cannot flake; the larger measurements are
``python -m bench.bots`` (figures in the README).

"Clearly" means two things over a seeded set of 2-player games with seats alternating: the
stronger bot wins at least 70% of them, and a coin flip would win that many with probability
under 1% (one-sided binomial test)."""

from __future__ import annotations

import math
from functools import partial

import pytest

from clients.bots import make_bot
from clients.bots.arena import duel, head_to_head
from clients.bots.search import SearchBot
from engines import registry

#: game -> (games, search simulations per move). A small fixed sample (the suite's time is
#: budgeted): the fewest games of the fixed seed over which the claim holds at p < 0.01 in each
#: game. The 60-game measurement is ``python -m bench.bots`` (figures in the README).
SEARCH_CHECKS = {
    "carcassonne": (12, 24),
    "burgundy": (20, 16),
}
REQUIRED_RATE = 0.7
SIGNIFICANCE = 0.01


def coin_flip_p_value(wins: float, games: int) -> float:
    """P(a fair coin wins at least ``wins`` of ``games``), shared wins rounded down."""
    k = math.floor(wins + 1e-9)
    return sum(math.comb(games, i) for i in range(k, games + 1)) / float(1 << games)


def test_coin_flip_p_value() -> None:
    assert coin_flip_p_value(0, 10) == 1.0
    assert coin_flip_p_value(10, 10) == 1 / 1024
    assert coin_flip_p_value(28, 40) < 0.01 < coin_flip_p_value(27, 40)


@pytest.mark.parametrize("game_name", ["carcassonne", "burgundy"])
def test_greedy_beats_random_clearly(game_name: str) -> None:
    game = registry.get_game(game_name)
    games = 8
    greedy, rand = head_to_head(
        game,
        lambda s: make_bot("greedy", game, s),
        lambda s: make_bot("random", game, s),
        games,
        1,
    )
    assert greedy >= 0.9 and rand <= 0.1
    assert coin_flip_p_value(greedy * games, games) < SIGNIFICANCE


@pytest.mark.slow
@pytest.mark.parametrize("game_name", ["carcassonne", "burgundy"])
def test_search_beats_greedy_clearly(game_name: str) -> None:
    game = registry.get_game(game_name)
    games, iterations = SEARCH_CHECKS[game_name]
    result = duel(
        game,
        partial(SearchBot, game, seconds=None, iterations=iterations),
        partial(make_bot, "greedy", game),
        games,
        1,
        processes=2,
    )
    p_value = coin_flip_p_value(result.win_a * games, games)
    print(
        f"{game_name}: search {result.win_a:.0%} v greedy {result.win_b:.0%} over {games} games"
        f" (p = {p_value:.4f}), mean margin {result.margin_a:+.1f}"
    )
    assert result.win_a >= REQUIRED_RATE, result
    assert p_value < SIGNIFICANCE, (p_value, result)
    assert result.margin_a > 0, result
