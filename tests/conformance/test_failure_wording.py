"""Failures name the broken rule (SPEC.md, "Results"): every failure prints the fixture's
description, and a recorded playthrough's failure names the rule of its first diverging event
(a scored feature: the scoring rule of its kind and phase), not only "a complete game".

The fixtures run in-process against broken engines: Burgundy's sale points in this process
(pytest's monkeypatch undoes it), Carcassonne's roads in a process of its own that runs the pure
engines (a patched method does not reach compiled code). test_publishing.py checks the same
wording through a broken server over gRPC.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from meeple.carcassonne.v1 import carcassonne_pb2

from conformance.runner.diverging import broken_rule, event_rule
from conformance.runner.loading import Fixture, load_fixtures
from conformance.runner.running import Result, run_fixture
from engines.burgundy import catalog as burgundy_catalog
from tests.conformance.golden_steps import first_road_scored
from tests.conformance.inprocess import InProcessDriver

RULES = "conformance/rules/"
ROOT = Path(__file__).resolve().parents[2]


def _fixture(name: str) -> Fixture:
    return next(f for f in load_fixtures() if f.name == name)


def _run(name: str) -> Result:
    result = run_fixture(_fixture(name), InProcessDriver())
    assert result.status == "failed" and result.failure is not None
    return result


def _run_with_roads_off_by_one(name: str, *, incomplete_only: bool = False) -> dict[str, Any]:
    """The fixture run in-process against an engine whose roads (or only the final scoring's
    incomplete roads) score one point too many, in a process of its own: the patch reaches
    the pure engines only (broken_carcassonne.py), and this one may run the compiled ones."""
    mode = ["--incomplete-roads"] if incomplete_only else []
    run = subprocess.run(
        [sys.executable, "-m", "tests.conformance.broken_carcassonne", *mode, "fixture", name],
        capture_output=True, text=True, timeout=300, cwd=ROOT, check=False,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    result: dict[str, Any] = json.loads(run.stdout)
    assert result["status"] == "failed" and result["failure"] is not None
    failure: dict[str, Any] = result["failure"]
    return failure


def test_a_playthrough_names_the_scoring_rule_of_the_road_it_scores_wrong() -> None:
    failure = _run_with_roads_off_by_one("carcassonne/playthrough/4p-seed2")
    step, event = first_road_scored("4p-seed2")
    text = failure["render"]
    assert f"at step {step}: expectation not met" in text
    assert (
        f"broken rule: {RULES}carcassonne.md#scoring-road-completed "
        f"(the first divergence: events[{event}], a recorded featureScored)"
    ) in text
    assert f"rule: {RULES}carcassonne.md#complete-game" in text  # the fixture's own anchor
    assert "checks: A complete random game of Carcassonne (4 players)" in text
    # only the final scoring's incomplete roads broken: the final scoring's rule is named
    final = _run_with_roads_off_by_one("carcassonne/playthrough/2p-seed1", incomplete_only=True)
    step, event = first_road_scored("2p-seed1", complete=False)
    assert final["step"] == step
    assert final["diverging"] == f"events[{event}], a recorded featureScored"
    assert final["broken_rule"] == f"{RULES}carcassonne.md#final-incomplete-features"


def test_a_hand_written_failure_prints_its_description_and_rule() -> None:
    text = _run_with_roads_off_by_one("carcassonne/scoring/road-closed-by-two-junctions")["render"]
    assert "checks: A road from junction to junction through the start tile is complete" in text
    assert f"rule: {RULES}carcassonne.md#scoring-road-completed" in text
    assert "broken rule" not in text  # a hand-written fixture's rule is its own source


def test_a_burgundy_playthrough_names_the_sale_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    wrong = {players: points + 1 for players, points in burgundy_catalog.SALE_POINTS.items()}
    monkeypatch.setattr(burgundy_catalog, "SALE_POINTS", wrong)
    failure = _run("burgundy/playthrough/2p-seed1").failure
    assert failure is not None
    assert failure.broken_rule == f"{RULES}burgundy.md#action-sell-goods", failure.render()
    assert "a recorded pointsScored" in failure.diverging


def test_event_rules_follow_the_fields_of_the_event() -> None:
    road = {"featureScored": {"kind": "FEATURE_KIND_ROAD", "phase": "SCORING_PHASE_TURN"}}
    field = {"featureScored": {"kind": "FEATURE_KIND_FIELD", "phase": "SCORING_PHASE_FINAL"}}
    monastery = {"featureScored": {"kind": "FEATURE_KIND_MONASTERY", "phase": "SCORING_PHASE_TURN"}}
    assert event_rule("carcassonne", road) == "rules/carcassonne.md#scoring-road-completed"
    assert event_rule("carcassonne", field) == "rules/carcassonne.md#final-fields"
    assert event_rule("carcassonne", monastery).endswith("#scoring-monastery-completed")
    k20 = {"pointsScored": {"cause": "SCORE_CAUSE_KNOWLEDGE", "knowledge": 20}}
    assert event_rule("burgundy", k20) == "rules/burgundy.md#knowledge-k16-to-k23"
    bonus = {"pointsScored": {"cause": "SCORE_CAUSE_BONUS_TILE"}}
    assert event_rule("burgundy", bonus) == "rules/burgundy.md#colour-bonus"
    # an event the implementation left out, or one it added, diverges too
    missing = broken_rule("carcassonne", [{"tilePlaced": {}}, road], [{"tilePlaced": {}}], None)
    assert missing == (
        f"{RULES}carcassonne.md#scoring-road-completed",
        "events[1], a recorded featureScored",
    )
    added = broken_rule("carcassonne", [], [road], {"pass": {}})
    assert added[1] == "events[0], an unexpected featureScored"
    # a refused action, or a view that differs after equal events: the action's rule
    refused = broken_rule("carcassonne", None, None, {"placeTile": {}})
    assert refused == (f"{RULES}carcassonne.md#placement-edges", "the action sent, placeTile")


class _GarbledViews(InProcessDriver):
    """An implementation whose views, after the first, are bytes that are no View message."""

    def create_table(self, *args: Any, **kwargs: Any) -> Any:
        table = super().create_table(*args, **kwargs)
        first = table.observe
        seen: list[Any] = []

        def observe(viewer: Any) -> Any:
            if not seen:
                seen.append(viewer)
                return first(viewer)
            carcassonne_pb2.View.FromString(b"\x0a\xff")  # a length past the end: DecodeError
            raise AssertionError("unreachable: the bytes above do not parse")

        setattr(table, "observe", observe)  # noqa: B010 - the instance's, not the class's
        return table


def test_a_response_that_does_not_parse_fails_the_fixture_at_its_step() -> None:
    """A third-party server's garbled payload is a failure of the fixture, at its step, not an
    error of the runner."""
    result = run_fixture(_fixture("carcassonne/options/start-seat"), _GarbledViews())
    assert result.status == "failed" and result.failure is not None
    assert result.failure.step == 0 and result.failure.status == "ERROR"
    assert result.failure.what.startswith("a response does not parse as the message it names")
