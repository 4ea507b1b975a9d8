"""A short seeded match of our search bot against OpenSpiel's ISMCTSBot finishes (tiny
simulation counts; the measured win rates are bench.vs_openspiel's)."""

from __future__ import annotations

import pyspiel
import pytest

from bench.vs_openspiel import (
    CalibratedBot,
    Tally,
    level_iterations,
    opponent_bot,
    ours_per_move,
    owed,
    run,
    wilson,
)


@pytest.mark.parametrize("game", ["carcassonne", "burgundy"])
def test_a_seeded_match_against_ismcts_finishes(game: str) -> None:
    tally = run(game, "ismcts", "sims", matches=1, simulations=2, seconds=0.0, seed=3)
    assert tally.matches == 1 and tally.wins in (0.0, 0.5, 1.0)
    # both sides decided many times, and each decision was timed
    assert min(tally.moves) > 20 and all(cpu > 0 for cpu in tally.cpu)


def test_the_time_budget_sets_openspiels_simulations_from_its_measured_rate() -> None:
    game = pyspiel.load_game("python_meeple_burgundy", {"players": 2})
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    bot, attribute = opponent_bot("mcts", game, simulations=1, seed=1)
    timed = CalibratedBot(bot, attribute, seconds=0.05, first=3)
    assert timed.step(state) in state.legal_actions()
    assert getattr(bot, attribute) == 3 and timed.rate is not None and timed.rate > 0
    rate = timed.rate
    timed.step(state)
    assert getattr(bot, attribute) == max(2, round(rate * 0.05))


def test_wilson_interval() -> None:
    low, high = wilson(13, 20)
    assert round(low, 3) == 0.433 and round(high, 3) == 0.819
    assert wilson(0, 0) == (0.0, 1.0)


def test_the_level_budget_gives_the_opponent_a_multiple_of_our_measured_time() -> None:
    """Under ``--budget level --ratio R`` the opponent's seconds per move follow our bot's mean
    CPU per move so far, times R (a guess before our first move)."""
    tally = Tally()
    assert ours_per_move(tally, guess=0.2) == 0.2
    tally.cpu[0], tally.moves[0] = 3.0, 10
    assert ours_per_move(tally, guess=0.2) == 0.3
    game = pyspiel.load_game("python_meeple_carcassonne", {"players": 2})
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    bot, attribute = opponent_bot("ismcts", game, simulations=1, seed=1)
    timed = CalibratedBot(bot, attribute, lambda: 10 * ours_per_move(tally, 0.2), first=3)
    timed.step(state)
    rate = timed.rate
    assert rate is not None and rate > 0
    timed.step(state)
    assert getattr(bot, attribute) == max(2, round(rate * 3.0))  # 10 x 0.3 s
    assert level_iterations("expert") == 160
    with pytest.raises(ValueError, match="not a search level"):
        level_iterations("hard")  # the one-ply choice: no simulation budget
    with pytest.raises(ValueError, match="not a search level"):
        level_iterations("medium")  # greedy


def test_the_level_budget_makes_up_what_the_opponent_is_owed() -> None:
    """``owed`` asks for what brings the opponent's mean CPU per move to ``ratio`` times ours:
    more after it fell short (our cost per move rose), less after it overspent, within half and
    twice the fair share."""
    tally = Tally()
    assert owed(tally, 10, guess=0.2) == 2.0  # nothing played: 10 x the guess
    tally.cpu, tally.moves = [3.0, 28.0], [10, 10]  # ours 0.3 s per move; theirs 2.8, not 3
    assert owed(tally, 10, guess=0.2) == pytest.approx(3.0 * 11 - 28.0)  # 5 s: catching up
    tally.cpu[1] = 29.0
    assert owed(tally, 10, guess=0.2) == pytest.approx(4.0)
    tally.cpu[1] = 20.0  # far behind: capped at twice the fair share
    assert owed(tally, 10, guess=0.2) == pytest.approx(6.0)
    tally.cpu[1] = 40.0  # ahead: at least half the fair share
    assert owed(tally, 10, guess=0.2) == pytest.approx(1.5)


class _Clock:
    now = 0.0

    def __call__(self) -> float:
        return self.now


class _UnevenBot:
    """A bot whose every third move costs six times as much per simulation, on a fake clock."""

    def __init__(self, clock: _Clock) -> None:
        self.clock = clock
        self.simulations = 0
        self.moves = 0

    def step(self, state: object) -> int:
        self.moves += 1
        per_simulation = 0.006 if self.moves % 3 == 0 else 0.001
        self.clock.now += 0.02 + self.simulations * per_simulation
        return 0


class _TwoChoices:
    def legal_actions(self) -> list[int]:
        return [0, 1]


@pytest.mark.parametrize("corrected", [True, False])
def test_the_opponent_spends_its_budget_on_average_over_moves_of_unlike_cost(
    corrected: bool,
) -> None:
    clock = _Clock()
    bot = _UnevenBot(clock)
    timed = CalibratedBot(bot, "simulations", seconds=0.5, clock=clock)
    if not corrected:
        timed.correction = lambda: 1.0  # type: ignore[method-assign]
    spent = []
    for _ in range(120):
        began = clock.now
        timed.step(_TwoChoices())
        spent.append(clock.now - began)
    mean = sum(spent[30:]) / len(spent[30:])
    if corrected:
        assert abs(mean - 0.5) < 0.05, mean
    else:  # the rate alone overspends here (as it underspent against our bot in Carcassonne)
        assert mean > 0.75, mean
