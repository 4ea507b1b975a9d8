from __future__ import annotations

from pathlib import Path

import pytest

from conformance.runner.loading import Fixture
from conformance.runner.selection import (
    OUR_IMPLEMENTATION,
    Implementation,
    load_implementation,
    matches,
    not_applicable,
    read_patterns,
)


def _fixture(
    game: str = "carcassonne", features: tuple[str, ...] = (), players: int = 2
) -> Fixture:
    return Fixture(
        name=f"{game}/area/case", game=game, players=players, options={}, source="",
        features=features, chance=(), steps=(), path=Path("x.yaml"),
    )  # fmt: skip


def test_patterns_are_globs_and_prefixes() -> None:
    assert matches("carcassonne/scoring/road", ["carcassonne/scoring/*"])
    assert matches("carcassonne/scoring/road", ["carcassonne/scoring"])
    assert matches("carcassonne/scoring/road", ["*/road"])
    assert not matches("carcassonne/scoring-extra/road", ["carcassonne/scoring"])
    assert not matches("burgundy/scoring/road", ["carcassonne/*"])


def test_only_declared_games_features_and_player_counts_apply() -> None:
    implementation = Implementation(
        "x", frozenset({"carcassonne"}), frozenset({"chance_script"}), {"carcassonne": 4}
    )
    assert not_applicable(_fixture(features=("chance_script",)), implementation) == ""
    assert "game burgundy" in not_applicable(_fixture("burgundy"), implementation)
    assert "position_loading" in not_applicable(
        _fixture(features=("chance_script", "position_loading")), implementation
    )
    assert "above the declared 4" in not_applicable(_fixture(players=5), implementation)


def test_our_implementation_config_is_valid_and_complete() -> None:
    ours = load_implementation(OUR_IMPLEMENTATION)
    assert ours.games == {"carcassonne", "burgundy"}
    assert "position_loading" in ours.features


def test_a_bad_config_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "impl.yaml"
    bad.write_text("name: x\ngames: [chess]\nfeatures: []\n", encoding="utf-8")
    with pytest.raises(ValueError, match="chess"):
        load_implementation(bad)


def test_known_failing_file_ignores_comments(tmp_path: Path) -> None:
    listed = tmp_path / "known.txt"
    listed.write_text("# why\ncarcassonne/a/b  # trailing\n\n*/c\n", encoding="utf-8")
    assert read_patterns(listed) == ["carcassonne/a/b", "*/c"]
