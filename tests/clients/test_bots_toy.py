"""Bot mechanics on a tiny game: legality, determinism, budgets, strength ordering."""

from __future__ import annotations

import time

import pytest

from clients.bots import make_bot
from clients.bots.arena import head_to_head, play
from clients.bots.search import SearchBot
from engines.chance import SeededChance
from engines.contract import start
from tests.games.toy.game import ToyGame

GAME = ToyGame()


@pytest.mark.parametrize("name", ["random", "greedy", "search"])
def test_every_bot_finishes_games_with_legal_actions(name: str) -> None:
    for players in (2, 4):
        bots = [make_bot(name, GAME, seed, iterations=30) for seed in range(players)]
        result = play(GAME, bots, seed=players)
        assert result.decisions == 10
        assert len(result.outcome.scores) == players


def test_bots_are_deterministic_given_their_seed() -> None:
    def run() -> tuple[int, ...]:
        bots = [make_bot("search", GAME, 5, iterations=40), make_bot("greedy", GAME, 6)]
        return play(GAME, bots, seed=3).outcome.scores

    assert run() == run()


def test_greedy_takes_the_best_immediate_result() -> None:
    state, _ = start(GAME, 2, SeededChance(1))
    assert make_bot("greedy", GAME, 0).choose(state, 0) == "TAKE"


def test_search_respects_its_time_budget() -> None:
    state, _ = start(GAME, 3, SeededChance(2))
    bot = SearchBot(GAME, 0, seconds=0.05)
    began = time.perf_counter()
    bot.choose(state, 0)
    assert time.perf_counter() - began < 1.0
    assert bot.last_iterations > 0


def test_greedy_beats_random_on_the_toy_game() -> None:
    greedy, rand = head_to_head(
        GAME, lambda s: make_bot("greedy", GAME, s), lambda s: make_bot("random", GAME, s), 40, 1
    )
    assert greedy > 0.75 > rand
