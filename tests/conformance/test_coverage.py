"""The rule coverage matrix (``meeple-conformance coverage``): every rule of the digests, every
context ``conformance/rules/contexts.yaml`` declares for it, and the hand-written fixtures that
pin each cell."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from conformance.runner.checking import check
from conformance.runner.cli import main
from conformance.runner.coverage import build, digest_rules, gap_lines
from conformance.runner.loading import SUITE_ROOT, load_fixtures

BASE: dict[str, Any] = {
    "name": "carcassonne/test/one",
    "game": "carcassonne",
    "players": 2,
    "source": "rules/carcassonne.md#scoring-road-completed",
    "features": ["chance_script"],
    "chance": [{"kind": "tile", "value": "U"}],
    "steps": [{"expect": {"current_seat": 0}}],
}


def _suite(folder: Path, **changes: Any) -> Path:
    path = folder / "one.yaml"
    fixture = {**BASE, **changes}
    path.write_text(yaml.safe_dump({"spec_version": "2.2", "fixtures": [fixture]}), "utf-8")
    return path


def test_every_rule_of_every_digest_is_a_row_and_playthrough_anchors_are_not() -> None:
    matrix = build(load_fixtures())
    rows = {rule.source for rule in matrix.rules}
    every = {source for source, _ in digest_rules()}
    assert rows == every - set(matrix.playthrough_anchors)
    assert "rules/burgundy.md#complete-game" in matrix.playthrough_anchors
    sale = next(r for r in matrix.rules if r.source == "rules/burgundy.md#action-sell-goods")
    assert [c.context for c in sale.cells] == [
        "players-2", "players-3", "players-4", "castle-action", "warehouse"
    ]  # fmt: skip
    assert [c.context for c in next(r for r in matrix.rules if r.source.endswith("#turn")).cells]
    three = next(c for c in sale.cells if c.context == "players-3")
    assert "burgundy/examples/three-player-sale" in three.fixtures


def test_a_cell_is_filled_by_source_and_context_or_by_covers_never_by_a_playthrough(
    tmp_path: Path,
) -> None:
    own = _suite(tmp_path, context="two-roads")
    rule = "rules/carcassonne.md#scoring-road-completed"
    cells = {c.context: c.fixtures for c in build(load_fixtures([own])).cells() if c.source == rule}
    assert cells["two-roads"] == ["carcassonne/test/one"] and cells["loop"] == []
    covering = _suite(
        tmp_path,
        source="rules/carcassonne.md#placement-edges",
        covers=[{"source": rule, "context": "loop"}, {"source": "rules/carcassonne.md#fields"}],
    )
    matrix = build(load_fixtures([covering]))
    filled = {(c.source, c.context) for c in matrix.cells() if c.fixtures}
    assert filled == {
        (rule, "loop"), ("rules/carcassonne.md#fields", ""),
        ("rules/carcassonne.md#placement-edges", ""),
    }  # fmt: skip
    goldens = load_fixtures([SUITE_ROOT / "generated"])
    assert goldens and not [c for c in build(goldens).cells() if c.fixtures]


def test_check_refuses_a_context_its_rule_does_not_declare(tmp_path: Path) -> None:
    count, problems = check([_suite(tmp_path, context="three-roads")])
    assert count == 1
    assert any("context 'three-roads' of rules/carcassonne.md#scoring-road-completed" in p
               for p in problems), problems  # fmt: skip
    count, problems = check(
        [_suite(tmp_path, covers=[{"source": "rules/carcassonne.md#fields", "context": "x"}])]
    )
    assert any("context 'x' of rules/carcassonne.md#fields is not declared" in p for p in problems)
    assert check([_suite(tmp_path, context="loop")])[1] == []


def test_the_command_prints_the_matrix_and_its_json(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["coverage"])
    text = capsys.readouterr().out
    matrix = build(load_fixtures())
    assert code == (1 if matrix.gaps() else 0)
    assert "rules/burgundy.md#action-sell-goods  Sell goods" in text
    assert "  players-3: burgundy/examples/three-player-sale" in text
    assert f"{len(matrix.gaps())} cells without a hand-written fixture" in text
    main(["coverage", "--json"])
    document = json.loads(capsys.readouterr().out)
    rules = {rule["source"]: rule for rule in document["rules"]}
    cells = {c["context"]: c for c in rules["rules/carcassonne.md#scoring-majority"]["cells"]}
    assert "carcassonne/scoring/majority-takes-all" in cells["majority"]["fixtures"]
    assert sum(f["cells"] for f in document["figures"]) == len(matrix.cells())
    assert len(document["gaps"]) == len(matrix.gaps())


def test_the_coverage_matrix_is_complete() -> None:
    """Every cell (every rule in every context it applies in) has a hand-written fixture, so no
    rule is pinned only by a recorded playthrough."""
    gaps = build(load_fixtures()).gaps()
    assert not gaps, "cells without a hand-written fixture:\n" + "\n".join(gap_lines(gaps))
    assert main(["coverage"]) == 0


def test_a_context_without_its_fixture_is_a_gap() -> None:
    left_out = {
        "burgundy/contexts/warehouse-sale-k3-k4",
        "carcassonne/completions/one-tile-closes-two-cities",
    }
    fixtures = [f for f in load_fixtures() if f.name not in left_out]
    gaps = {(cell.source, cell.context) for cell in build(fixtures).gaps()}
    assert gaps == {
        ("rules/burgundy.md#knowledge-k3", "warehouse"),
        ("rules/burgundy.md#knowledge-k4", "warehouse"),
        ("rules/carcassonne.md#scoring-city-completed", "two-cities"),
    }
