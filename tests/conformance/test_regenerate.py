"""What the suite derives from the game registry is fresh: the fixture schema's game and
feature enums, our implementation config and the games' rules documents."""

from __future__ import annotations

import json

import yaml

from conformance import regenerate
from conformance.runner.vocabulary import derived_lists, registered_games, with_plugins
from engines.registry import game_names, get_game


def test_the_derived_files_are_fresh() -> None:
    assert regenerate.stale() == [], "run: python -m conformance.regenerate"


def test_the_schema_and_our_config_name_exactly_the_registered_games() -> None:
    schema = json.loads(regenerate.FIXTURE_SCHEMA.read_text())
    config = yaml.safe_load(regenerate.IMPLEMENTATION.read_text())
    assert sorted(schema["$defs"]["game"]["enum"]) == sorted(game_names())
    assert sorted(config["games"]) == sorted(game_names())
    for name in game_names():
        for feature in get_game(name).conformance_features:
            assert feature in schema["$defs"]["feature"]["enum"]
            assert feature in config["features"]


def test_a_new_game_and_its_features_are_derived_and_a_removed_one_goes() -> None:
    games = {**registered_games(), "dice": ("dice_variant",)}
    names, features = derived_lists(["carcassonne", "gone"], ["events"], games)
    assert names[0] == "carcassonne" and "dice" in names and "gone" not in names
    assert features[0] == "events" and "dice_variant" in features


def test_the_runner_accepts_games_registered_at_run_time() -> None:
    schema = {"$defs": {"game": {"enum": ["carcassonne"]}, "feature": {"enum": ["events"]}}}
    extended = with_plugins(schema, {"dice": ("dice_variant",)})
    assert extended["$defs"]["game"]["enum"] == ["carcassonne", "dice"]
    assert extended["$defs"]["feature"]["enum"] == ["events", "dice_variant"]
    assert schema["$defs"]["game"]["enum"] == ["carcassonne"]  # the input is not changed
