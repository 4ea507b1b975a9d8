"""A third game gets the OpenSpiel game and both environments by adding its encoder.

The toy card game (tests/games/toy) declares ``rl_encoding`` (tests/games/toy/rl_encoding.py)
and is registered the way an installed plugin is (an entry point of the group
``meeple.games``); nothing in clients/rl names it.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pyspiel
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

from clients.rl import openspiel as rl_openspiel
from clients.rl.core import NoEncoding, encoding_for
from clients.rl.gym import MeepleEnv
from clients.rl.pettingzoo import env
from engines import registry
from engines.registry import ENTRY_POINT_GROUP
from tests.games.secret.game import SecretGame

GAME = "toy"


@pytest.fixture(scope="module")
def toy(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("toy_plugin")
    info = folder / "toy_cards-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: toy-cards\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(
        f"[{ENTRY_POINT_GROUP}]\n{GAME} = tests.games.toy.game:ToyGame\n"
    )
    saved = list(sys.path)
    sys.path.insert(0, str(Path(folder)))
    registry.refresh()
    try:
        assert rl_openspiel.register(GAME)
        yield GAME
    finally:
        sys.path[:] = saved
        registry.refresh()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_openspiel_random_sim_test(toy: str, players: int) -> None:
    game = pyspiel.load_game(f"python_meeple_{toy}", {"players": players})
    assert game.num_distinct_actions() == 3 and game.max_chance_outcomes() == 5
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_pettingzoo_and_gymnasium(toy: str) -> None:
    api_test(env(toy, players=3), num_cycles=100, verbose_progress=False)
    check_env(MeepleEnv(toy, players=2), skip_render_check=True)


def test_a_game_without_an_encoding_gets_a_clear_error() -> None:
    with pytest.raises(NoEncoding, match="offers no reinforcement-learning encoding"):
        encoding_for(SecretGame(), 2, {})
