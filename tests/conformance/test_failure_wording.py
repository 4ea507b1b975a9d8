"""Failures name the broken rule (SPEC.md, "Results"): every failure prints the fixture's
description, and a recorded playthrough's failure names the rule of its first diverging event
(a scored feature: the scoring rule of its kind and phase), not only "a complete game".

The engines are broken in this process only (pytest's monkeypatch undoes it), and the fixtures
run in-process; test_publishing.py checks the same wording through a broken server over gRPC.
"""

from __future__ import annotations

from typing import Any

import pytest

from conformance.runner.diverging import broken_rule, event_rule
from conformance.runner.loading import Fixture, load_fixtures
from conformance.runner.running import Result, run_fixture
from engines.burgundy import catalog as burgundy_catalog
from engines.carcassonne import state as carcassonne_state
from engines.carcassonne.geometry import ROAD
from tests.conformance.inprocess import InProcessDriver

RULES = "conformance/rules/"


def _fixture(name: str) -> Fixture:
    return next(f for f in load_fixtures() if f.name == name)


def _run(name: str) -> Result:
    result = run_fixture(_fixture(name), InProcessDriver())
    assert result.status == "failed" and result.failure is not None
    return result


@pytest.fixture
def roads_off_by_one(monkeypatch: pytest.MonkeyPatch) -> None:
    award = carcassonne_state.CarcassonneState._award

    def broken(self: Any, root: int, value: int) -> tuple[int, ...]:
        points: tuple[int, ...] = award(self, root, value + (self._segment_of(root).kind == ROAD))
        return points

    monkeypatch.setattr(carcassonne_state.CarcassonneState, "_award", broken)


@pytest.mark.usefixtures("roads_off_by_one")
def test_a_playthrough_names_the_scoring_rule_of_the_road_it_scores_wrong() -> None:
    in_turn = _run("carcassonne/playthrough/4p-seed2").failure
    assert in_turn is not None
    text = in_turn.render()
    assert "at step 52: expectation not met" in text
    assert (
        f"broken rule: {RULES}carcassonne.md#scoring-road-completed "
        "(the first divergence: events[1], a recorded featureScored)"
    ) in text
    assert f"rule: {RULES}carcassonne.md#complete-game" in text  # the fixture's own anchor
    assert "checks: A complete random game of Carcassonne (4 players)" in text
    final = _run("carcassonne/playthrough/2p-seed1").failure
    assert final is not None and final.step == 301
    assert final.broken_rule == f"{RULES}carcassonne.md#final-incomplete-features"


@pytest.mark.usefixtures("roads_off_by_one")
def test_a_hand_written_failure_prints_its_description_and_rule() -> None:
    failure = _run("carcassonne/scoring/road-closed-by-two-junctions").failure
    assert failure is not None
    text = failure.render()
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
