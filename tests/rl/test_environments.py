"""The PettingZoo AEC environment passes PettingZoo's api_test, and the Gymnasium environment
Gymnasium's check_env, for both games at every player count."""

from __future__ import annotations

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

from clients.rl.gym import MeepleEnv
from clients.rl.pettingzoo import env
from tests.rl.positions import TABLES


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize(("game", "players"), TABLES)
def test_pettingzoo_api_test(game: str, players: int) -> None:
    api_test(env(game, players=players), num_cycles=1000, verbose_progress=False)


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize(("game", "players"), TABLES)
def test_gymnasium_check_env(game: str, players: int) -> None:
    check_env(MeepleEnv(game, players=players, seat=players - 1), skip_render_check=True)


def test_pettingzoo_plays_a_seeded_game_to_the_end_with_masks() -> None:
    environment = env("burgundy", players=2, start_seat="1")
    environment.reset(seed=7)
    assert environment.agent_selection == "player_1"
    rng = np.random.default_rng(7)
    steps = 0
    final: dict[str, float] = {}
    for agent in environment.agent_iter():
        observation, reward, terminated, truncated, _ = environment.last()
        if terminated or truncated:
            final[agent] = float(reward)
            environment.step(None)
            continue
        mask = observation["action_mask"]
        assert mask.dtype == np.int8 and mask.sum() >= 1
        other = environment.observe(next(a for a in environment.possible_agents if a != agent))
        assert not other["action_mask"].any()
        environment.step(int(rng.choice(np.flatnonzero(mask))))
        steps += 1
    assert steps > 100
    assert set(final) == {"player_0", "player_1"}
    assert sorted(final.values()) in ([-1.0, 1.0], [0.0, 0.0])
    assert [final["player_0"], final["player_1"]] == environment.position.returns()


def test_pettingzoo_rejects_an_illegal_action_and_changes_nothing() -> None:
    environment = env("carcassonne", players=2)
    environment.reset(seed=3)
    observation = environment.observe(environment.agent_selection)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    before = environment.position.state.to_proto()
    with pytest.raises(ValueError, match="not legal"):
        environment.step(illegal)
    assert environment.position.state.to_proto() == before


def test_gym_episode_against_the_greedy_bot_ends_with_the_seats_return() -> None:
    environment = MeepleEnv("carcassonne", players=2, seat=1, opponent="greedy")
    observation, _ = environment.reset(seed=5)
    rng = np.random.default_rng(5)
    done, reward, steps = False, 0.0, 0
    while not done:
        action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        observation, reward, done, truncated, _ = environment.step(action)
        assert not truncated
        steps += 1
    assert steps > 50 and reward in (-1.0, 0.0, 1.0)
    assert reward == environment.position.returns()[1]


def test_gym_illegal_action_ends_the_episode_with_a_penalty() -> None:
    environment = MeepleEnv("burgundy", players=2)
    observation, _ = environment.reset(seed=1)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    _, reward, terminated, _, info = environment.step(illegal)
    assert (reward, terminated, info) == (-1.0, True, {"illegal_action": True})


def test_render_is_the_games_text() -> None:
    aec = env("carcassonne", players=2, render_mode="ansi")
    aec.reset(seed=1)
    assert "followers in supply" in aec.render()
    single = MeepleEnv("burgundy", players=2, render_mode="ansi")
    single.reset(seed=1)
    assert (single.render() or "").startswith("phase A, round 1 of 5")
    assert MeepleEnv("burgundy", players=2).render() is None
