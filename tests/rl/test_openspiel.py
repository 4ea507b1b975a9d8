"""The OpenSpiel games pass OpenSpiel's own random simulation test at every player count."""

from __future__ import annotations

import numpy as np
import pyspiel
import pytest

import clients.rl.openspiel as rl_openspiel
from engines.errors import InvalidOptions
from engines.registry import get_game
from tests.rl.positions import TABLES


def test_importing_registers_every_game_with_an_encoding() -> None:
    names = set(pyspiel.registered_names())
    assert {"python_meeple_carcassonne", "python_meeple_burgundy"} <= names
    assert set(rl_openspiel.REGISTERED) >= {"python_meeple_carcassonne", "python_meeple_burgundy"}


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_random_sim_test(game: str, players: int) -> None:
    loaded = pyspiel.load_game(f"python_meeple_{game}", {"players": players})
    assert loaded.num_players() == players
    pyspiel.random_sim_test(loaded, num_sims=1, serialize=True, verbose=False)


def test_every_table_option_is_a_game_parameter_and_round_trips() -> None:
    game = pyspiel.load_game(
        "python_meeple_burgundy",
        {"players": 3, "start_seat": 2, "edition": 2011, "tiebreak_empty_spaces": "most"},
    )
    parameters = game.get_parameters()
    assert set(parameters) == {"players"} | {spec.name for spec in get_game("burgundy").options}
    assert game.options["start_seat"] == "2" and game.options["edition"] == "2011"
    assert game.options["tiebreak_empty_spaces"] == "most"
    again = pyspiel.load_game(str(game))
    assert again.options == game.options and again.num_players() == 3
    # a word choice beside seat numbers is a negative number: start_seat random = -1
    default = pyspiel.load_game("python_meeple_burgundy")
    assert default.get_parameters()["start_seat"] == -1
    assert default.options["start_seat"] == "random"


def test_a_bad_option_is_a_clear_error() -> None:
    with pytest.raises(InvalidOptions, match="start_seat"):
        pyspiel.load_game("python_meeple_carcassonne", {"players": 2, "start_seat": 4})


def test_chance_outcomes_are_the_engines_request() -> None:
    game = pyspiel.load_game("python_meeple_carcassonne", {"players": 2})
    state = game.new_initial_state()
    assert state.is_chance_node()
    request = state.position.state.chance_request()
    outcomes = state.chance_outcomes()
    assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
    total = sum(request.weights)
    by_value = dict(zip(request.outcomes, request.weights, strict=True))
    for outcome, probability in outcomes:
        kind, value = game.encoding.chance_outcomes[outcome]
        assert kind == request.kind and probability == by_value[value] / total


def test_clone_serialize_and_tensors() -> None:
    game = pyspiel.load_game("python_meeple_burgundy", {"players": 2})
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    clone = state.clone()
    clone.apply_action(clone.legal_actions()[0])
    assert clone.history() != state.history()
    restored = game.deserialize_state(state.serialize())
    assert restored.history() == state.history()
    assert restored.legal_actions() == state.legal_actions()
    size = game.encoding.observation_size
    assert game.observation_tensor_shape() == [size]
    assert game.information_state_tensor_shape() == [size + 4 + game.encoding.max_game_length]
    tensor = state.observation_tensor(0)
    expected = game.encoding.observation(state.position.state, 0)
    assert np.allclose(tensor, expected) and any(expected)
    assert state.information_state_string(1).startswith("p1 ")
