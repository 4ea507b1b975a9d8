"""The whole suite against live servers of ours, over gRPC, through the command line.

* ``meeple serve`` passes every applicable fixture (with our known-failing list, which must not
  be stale);
* a server whose Carcassonne road scoring is off by one fails exactly the fixtures that score
  a road, and no other.
"""

from __future__ import annotations

import json
from pathlib import Path
from xml.etree import ElementTree

from conformance.runner.loading import SUITE_ROOT
from tests.conformance.servers import run_conformance, serving

KNOWN_FAILING = SUITE_ROOT / "implementations" / "meeple.known-failing.txt"

#: every hand-written Carcassonne fixture whose expectations involve a road's points
ROAD_SCORING = {
    "carcassonne/scoring/road-closed-by-two-junctions",
    "carcassonne/followers/thief-on-the-road-this-tile-completes",
    "carcassonne/endgame/incomplete-features",
    "carcassonne/endgame/incomplete-feature-scores-each",
    "carcassonne/endgame/road-enclosed-field-scores-nothing",
}


def _report(path: Path) -> dict[str, dict[str, object]]:
    document = json.loads(path.read_text(encoding="utf-8"))
    return {entry["name"]: entry for entry in document["results"]}


def test_our_server_passes_the_suite(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    junit = tmp_path / "report.xml"
    with serving(["clients.cli"], tmp_path / "meeple.db") as target:
        run = run_conformance(
            target, "--known-failing", str(KNOWN_FAILING),
            "--json", str(report), "--junit", str(junit), "-q",
        )  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    results = _report(report)
    assert results, "no fixture ran"
    statuses = {entry["status"] for entry in results.values()}
    assert statuses <= {"passed", "known failing"}, run.stdout
    assert any(name.startswith("carcassonne/") for name in results)
    suite = ElementTree.parse(junit).getroot()
    assert suite.get("failures") == "0"
    assert int(suite.get("tests") or 0) == len(results)


def test_a_broken_server_fails_exactly_the_road_fixtures(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    with serving(["tests.conformance.broken_carcassonne"], tmp_path / "broken.db") as target:
        run = run_conformance(
            target, "--game", "carcassonne", "--skip", "carcassonne/playthrough",
            "--known-failing", str(KNOWN_FAILING), "--json", str(report),
        )  # fmt: skip
    assert run.returncode == 1, run.stdout + run.stderr
    results = _report(report)
    failed = {name for name, entry in results.items() if entry["status"] == "failed"}
    known = {name for name, entry in results.items() if entry["status"] == "known failing"}
    assert failed | known == ROAD_SCORING, run.stdout
    # the known failure (an error reason at the end) now fails earlier, on the road's points
    incomplete = results["carcassonne/endgame/incomplete-features"]["failure"]
    assert isinstance(incomplete, dict)
    assert incomplete["step"] == 1, incomplete
    road = results["carcassonne/scoring/road-closed-by-two-junctions"]["failure"]
    assert isinstance(road, dict)
    assert any("expected 3, got 4" in line for line in road["diff"]), road
    assert "FAIL carcassonne/scoring/road-closed-by-two-junctions" in run.stdout


def test_a_known_failure_that_passes_fails_the_run(tmp_path: Path) -> None:
    stale = tmp_path / "known-failing.txt"
    stale.write_text("carcassonne/perft/first-tile-a\n", encoding="utf-8")
    with serving(["clients.cli"], tmp_path / "meeple.db") as target:
        run = run_conformance(
            target, "--run", "carcassonne/perft/first-tile-a", "--known-failing", str(stale)
        )
    assert run.returncode == 1, run.stdout
    assert "listed as known failing, but it passed" in run.stdout


def test_a_server_ignoring_k7_fails_exactly_the_k7_fixtures(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    with serving(["tests.conformance.broken_burgundy"], tmp_path / "broken.db") as target:
        run = run_conformance(
            target, "--game", "burgundy", "--skip", "burgundy/playthrough",
            "--known-failing", str(KNOWN_FAILING), "--json", str(report),
        )  # fmt: skip
    assert run.returncode == 1, run.stdout + run.stderr
    results = _report(report)
    failed = {name for name, entry in results.items() if entry["status"] == "failed"}
    assert failed == {
        "burgundy/knowledge/k7-sheep-score-9-edition-2011",
        "burgundy/knowledge/k7-sheep-score-9-edition-2019",
    }, run.stdout
    assert len(results) > 20
