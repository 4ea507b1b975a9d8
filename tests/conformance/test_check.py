"""``meeple-conformance check`` accepts the suite and catches broken fixtures."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from conformance.runner.checking import check, feature_vocabulary
from conformance.runner.cli import main
from conformance.runner.loading import SUITE_ROOT

GOOD: dict[str, Any] = {
    "spec_version": "2.0",
    "fixtures": [
        {
            "name": "carcassonne/test/one",
            "game": "carcassonne",
            "players": 2,
            "source": "rules/carcassonne.md#placement-edges",
            "features": ["chance_script"],
            "chance": [{"kind": "tile", "value": "U"}],
            "steps": [{"expect": {"current_seat": 0}}],
        }
    ],
}


def _write(folder: Path, name: str, document: object) -> Path:
    path = folder / name
    path.write_text(yaml.safe_dump(document), encoding="utf-8")
    return path


def _fixture(**changes: object) -> dict[str, object]:
    fixture: dict[str, object] = dict(GOOD["fixtures"][0])
    fixture.update(changes)
    return fixture


def test_the_suite_is_valid() -> None:
    count, problems = check()
    assert problems == []
    assert count > 0


def test_check_command_exit_codes(tmp_path: Path) -> None:
    _write(tmp_path, "good.yaml", GOOD)
    assert main(["check", str(tmp_path)]) == 0
    _write(tmp_path, "bad.yaml", {"spec_version": "2.0", "fixtures": [{"name": "x"}]})
    assert main(["check", str(tmp_path)]) == 1


@pytest.mark.parametrize(
    ("fixture", "fragment"),
    [
        (_fixture(features=["teleportation"]), "teleportation"),
        (_fixture(name="Carcassonne One"), "does not match"),
        (_fixture(name="burgundy/test/one"), "must start with the game"),
        (_fixture(source="rules/carcassonne.md#no-such-rule"), "no anchor 'no-such-rule'"),
        (_fixture(source="rules/chess.md#castling"), "no digest conformance/rules/chess.md"),
        (_fixture(source="seeds/004_e0186f9af15219a7.txt"), "does not match"),
        (
            _fixture(source={"file": "seeds/004_e0186f9af15219a7.txt", "section": "x y z"}),
            "is not of type 'string'",
        ),
        (_fixture(), None),
        (_fixture(position={"numPlayers": 2}), "position_loading"),
        (_fixture(features=["position_loading"]), "position_loading"),
        (_fixture(features=["playthrough"]), "playthrough"),
        (_fixture(steps=[]), "at least one step"),
        (_fixture(steps=[{"act": {"seat": 3, "action": {"pass": {}}}}]), "seat 3"),
        (
            _fixture(
                steps=[
                    {
                        "act": {"seat": 0, "action": {}},
                        "expect_error": {"seat": 0, "action": {}, "code": "ABORTED", "reason": "X"},
                    }
                ]
            ),
            "not valid under any",
        ),
        (
            _fixture(
                steps=[
                    {
                        "expect_error": {
                            "seat": 0,
                            "action": {},
                            "code": "ABORTED",
                            "reason": "not upper",
                        }
                    }
                ]
            ),
            "does not match",
        ),
    ],
)
def test_check_catches(tmp_path: Path, fixture: dict[str, object], fragment: str | None) -> None:
    suite = tmp_path / "suite"
    suite.mkdir()
    _write(suite, "case.yaml", {"spec_version": "2.0", "fixtures": [fixture]})
    _, problems = check([suite])
    if fragment is None:  # the unbroken fixture: the cases above fail for their change alone
        assert problems == []
        return
    assert problems, "the broken fixture must be reported"
    assert any(fragment in line for line in problems), problems


def test_check_catches_duplicate_names(tmp_path: Path) -> None:
    _write(tmp_path, "a.yaml", GOOD)
    _write(tmp_path, "b.yaml", GOOD)
    _, problems = check([tmp_path])
    assert any("already used" in line for line in problems)


def test_generated_files_must_be_marked_and_placed(tmp_path: Path) -> None:
    marked = dict(GOOD, generated=True, generator="meeple-conformance generate")
    _write(tmp_path, "golden.yaml", marked)
    _, problems = check([tmp_path])
    assert any("generated files live under generated/" in line for line in problems)


def test_spec_documents_every_feature() -> None:
    spec = (SUITE_ROOT / "SPEC.md").read_text(encoding="utf-8")
    for feature in feature_vocabulary():
        assert f"| `{feature}` |" in spec, feature
