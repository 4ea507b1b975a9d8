"""The whole suite against live servers of ours, over gRPC, through the command line.

* ``meeple serve`` passes every applicable fixture (with our known-failing list, which must not
  be stale);
* a server whose Carcassonne road scoring is off by one fails exactly the fixtures that score
  a road, and no other.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

from conformance import RUNNER_VERSION, SPEC_VERSION
from conformance.runner.loading import SUITE_ROOT, load_fixtures
from conformance.runner.profiles import load_profiles, suite_revision
from tests.conformance.servers import run_conformance, serving
from tests.ports import free_port

KNOWN_FAILING = SUITE_ROOT / "implementations" / "meeple.known-failing.txt"
GAME_PROFILES = (
    "carcassonne-core", "burgundy-core", "burgundy-readings", "turn-timers", "undo",
    "undo-with-seats", "seeded-chance",
)  # fmt: skip
ROAD_FIXTURE = "carcassonne/scoring/road-closed-by-two-junctions"

#: every hand-written Carcassonne fixture whose expectations involve a road's points
ROAD_SCORING = {
    "carcassonne/scoring/road-closed-by-two-junctions",
    "carcassonne/followers/thief-on-the-road-this-tile-completes",
    "carcassonne/endgame/incomplete-features",
    "carcassonne/endgame/incomplete-feature-scores-each",
    "carcassonne/endgame/road-enclosed-field-scores-nothing",
    "carcassonne/scoring/road-closing-a-loop",
    "carcassonne/endgame/tied-winners-past-a-lap",
    "carcassonne/completions/one-tile-closes-two-roads",
    "carcassonne/completions/one-tile-closes-a-road-and-a-city",
    "carcassonne/endgame/fields-after-every-other-feature",
    "carcassonne/endgame/monastery-with-seven-neighbours-is-incomplete",
}


def _report(path: Path) -> dict[str, dict[str, object]]:
    document = json.loads(path.read_text(encoding="utf-8"))
    return {entry["name"]: entry for entry in document["results"]}


def test_our_server_passes_the_suite_and_is_certified(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    junit = tmp_path / "report.xml"
    with serving(["clients.cli"], tmp_path / "meeple.db") as target:
        run = run_conformance(
            target, "--known-failing", str(KNOWN_FAILING), "--strict-known-failing",
            "--skip", "service/*", "--json", str(report), "--junit", str(junit), "-q",
            # the turn-based profile needs a webhook receiver: tests/conformance/test_turn_based.py
            "--skip", "carcassonne/turn-based/*",
            *[arg for name in GAME_PROFILES for arg in ("--require-profile", name)],
        )  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.rstrip().endswith(": PASSED"), run.stdout
    document = json.loads(report.read_text(encoding="utf-8"))
    results = _report(report)
    assert results, "no fixture ran"
    statuses = {entry["counted_as"] for entry in results.values()}
    assert statuses <= {"passed", "known failing", "skipped"}, run.stdout
    assert {entry["status"] for entry in results.values()} <= {"PASS", "FAIL", "NOT_APPLICABLE"}
    assert any(name.startswith("carcassonne/") for name in results)
    # the report says who ran what against whom, when, and the verdict per profile
    assert document["spec_version"] == SPEC_VERSION
    assert document["runner_version"] == RUNNER_VERSION
    assert document["suite_revision"] == suite_revision()
    assert document["implementation"] == {"name": "meeple", "version": "0.1.0"}
    assert document["target"] == target and document["date"].endswith("Z")
    verdicts = {entry["profile"]: entry for entry in document["profiles"]}
    for name in GAME_PROFILES:
        assert verdicts[name]["certified"], verdicts[name]
        assert verdicts[name]["passed"] == verdicts[name]["required"] > 0
        assert f"{load_profiles()[name].label}: CERTIFIED" in run.stdout
    suite = ElementTree.parse(junit).getroot()
    assert suite.get("failures") == "0"
    assert int(suite.get("tests") or 0) == len(results)
    properties = {p.get("name"): p.get("value") for p in suite.iter("property")}
    assert properties["suite_revision"] == suite_revision()
    assert properties["implementation_name"] == "meeple"
    assert properties["profile.carcassonne-core@1"] == "certified"


def test_a_broken_server_fails_exactly_the_road_fixtures(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    with serving(["tests.conformance.broken_carcassonne"], tmp_path / "broken.db") as target:
        run = run_conformance(
            target, "--game", "carcassonne", "--skip", "carcassonne/playthrough",
            "--known-failing", str(KNOWN_FAILING), "--json", str(report),
            # the turn-based profile needs a webhook receiver: tests/conformance/test_turn_based.py
            "--skip", "carcassonne/turn-based/*",
        )  # fmt: skip
    assert run.returncode == 1, run.stdout + run.stderr
    results = _report(report)
    failed = {name for name, entry in results.items() if entry["counted_as"] == "failed"}
    known = {name for name, entry in results.items() if entry["counted_as"] == "known failing"}
    assert failed | known == ROAD_SCORING, run.stdout
    # the known failure (an error reason at the end) now fails earlier, on the road's points
    incomplete = results["carcassonne/endgame/incomplete-features"]["failure"]
    assert isinstance(incomplete, dict)
    assert incomplete["step"] == 1, incomplete
    road = results["carcassonne/scoring/road-closed-by-two-junctions"]["failure"]
    assert isinstance(road, dict)
    assert any("expected 3, got 4" in line for line in road["diff"]), road
    assert "FAIL carcassonne/scoring/road-closed-by-two-junctions" in run.stdout


def test_known_failing_is_per_fixture_and_fails_only_when_strict(tmp_path: Path) -> None:
    known = tmp_path / "known-failing.txt"
    known.write_text("carcassonne/perft/first-tile-*\n", encoding="utf-8")
    report = tmp_path / "report.json"
    with serving(["tests.conformance.broken_carcassonne"], tmp_path / "broken.db") as target:
        # one listed fixture fails (a road is scored), one passes
        picked = ["--run", "carcassonne/perft/first-tile-a", "--run", ROAD_FIXTURE]
        lenient = run_conformance(
            target, *picked, "--known-failing", str(known), "--json", str(report)
        )
        strict = run_conformance(
            target, *picked, "--known-failing", str(known), "--strict-known-failing"
        )
        known.write_text(f"carcassonne/perft/first-tile-*\n{ROAD_FIXTURE}\n", encoding="utf-8")
        listed = run_conformance(target, *picked, "--known-failing", str(known))
    # the road fixture is not listed: it fails the run, and the summary says so
    assert lenient.returncode == 1, lenient.stdout
    assert lenient.stdout.rstrip().endswith(
        "0 passed, 1 failed, 0 known failing, 1 unexpectedly passed, 0 not applicable: FAILED"
    ), lenient.stdout
    assert "XPASS carcassonne/perft/first-tile-a: listed as known failing" in lenient.stdout
    statuses = {name: entry["counted_as"] for name, entry in _report(report).items()}
    assert statuses["carcassonne/perft/first-tile-a"] == "unexpectedly passed"
    assert statuses[ROAD_FIXTURE] == "failed"
    assert strict.returncode == 1 and strict.stdout.rstrip().endswith("FAILED")
    # both listed: the road failure is expected, the pass only reported, so the run passes
    assert listed.returncode == 0, listed.stdout
    assert listed.stdout.rstrip().endswith(
        "0 passed, 0 failed, 1 known failing, 1 unexpectedly passed, 0 not applicable: PASSED"
    ), listed.stdout
    assert "XPASS carcassonne/perft/first-tile-a" in listed.stdout


def test_a_server_ignoring_k7_fails_exactly_the_k7_fixtures(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    with serving(["tests.conformance.broken_burgundy"], tmp_path / "broken.db") as target:
        run = run_conformance(
            target, "--game", "burgundy", "--skip", "burgundy/playthrough",
            "--known-failing", str(KNOWN_FAILING), "--json", str(report),
        )  # fmt: skip
    assert run.returncode == 1, run.stdout + run.stderr
    results = _report(report)
    failed = {name for name, entry in results.items() if entry["counted_as"] == "failed"}
    assert failed == {
        "burgundy/contexts/castle-action-places-animals-k7",
        "burgundy/contexts/city-hall-places-animals-k7",
        "burgundy/knowledge/k7-sheep-score-9-edition-2011",
        "burgundy/knowledge/k7-sheep-score-9-edition-2019",
    }, run.stdout
    assert len(results) > 20


def test_the_pre_flight_stops_with_one_clear_message(tmp_path: Path) -> None:
    nobody = f"127.0.0.1:{free_port()}"
    unreachable = run_conformance(nobody, "--timeout", "2")
    assert unreachable.returncode == 3
    assert (
        unreachable.stdout.strip()
        .splitlines()[-1]
        .startswith(f"pre-flight failed: cannot reach {nobody}")
    ), unreachable.stdout
    carcassonne_only = tmp_path / "carcassonne-only.yaml"
    carcassonne_only.write_text(
        "name: elsewhere\nversion: '2'\ngames: [carcassonne]\n"
        "features: [chance_script, legal_actions, position_loading]\n",
        encoding="utf-8",
    )
    with serving(["clients.cli"], tmp_path / "meeple.db") as target:
        wrong_token = run_conformance(target, "--admin-token", "not-the-token")
        no_config = subprocess.run(
            [sys.executable, "-m", "conformance.runner.cli", "run", "--target", target],
            capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        skipped = run_conformance(
            target, "--implementation", str(carcassonne_only), "--run", "carcassonne/perft/*",
            "--run", "burgundy/perft/*",
        )  # fmt: skip
    with serving(["tests.conformance.carcassonne_only"], tmp_path / "one.db") as target:
        wrong_games = run_conformance(target)  # our config declares both games
    for run, expected in (
        (wrong_token, "the admin token was not accepted"),
        (wrong_games, "ListGames at"),
    ):
        assert run.returncode == 3, run.stdout
        lines = run.stdout.strip().splitlines()
        assert lines[-1].startswith("pre-flight failed: ") and expected in lines[-1], lines
        assert not any(line.startswith(("ok", "FAIL")) for line in lines), lines
    # no silent default: a foreign target needs its own config
    assert no_config.returncode == 2 and "--implementation" in no_config.stderr
    # the text output groups skip reasons, and the verdicts say why a profile is not certified
    assert skipped.returncode == 0, skipped.stdout
    assert "not applicable, by reason:" in skipped.stdout
    assert "game burgundy not declared" in skipped.stdout
    assert "elsewhere 2 at" in skipped.stdout
    # a profile whose features the config does not declare gets no verdict: it is not claimed
    assert "carcassonne-core@1: NOT CERTIFIED" not in skipped.stdout
    assert "profiles not claimed: carcassonne-core@1, burgundy-core@1" in skipped.stdout


def test_our_server_passes_the_service_fixtures(tmp_path: Path) -> None:
    """Every service fixture passes but the issue-11 ones listed as known failing; once those
    pass too (the hardening landed), service-core and service-live are certified."""
    report = tmp_path / "report.json"
    with serving(["clients.cli"], tmp_path / "meeple.db") as target:
        run = run_conformance(
            target, str(SUITE_ROOT / "fixtures" / "service"), "--known-failing",
            str(KNOWN_FAILING), "--json", str(report), "--heartbeat-within", "10",
        )  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    document = json.loads(report.read_text(encoding="utf-8"))
    statuses = {entry["name"]: entry["counted_as"] for entry in document["results"]}
    service = [f.name for f in load_fixtures() if f.name.startswith("service/")]
    assert sorted(statuses) == sorted(service) and "failed" not in statuses.values()
    listed = {name for name, status in statuses.items() if status != "passed"}
    assert all("issue 11" in _listed_under(name).lower() for name in listed), listed
    verdicts = {entry["profile"]: entry for entry in document["profiles"]}
    for name in ("service-core", "service-live"):
        assert verdicts[name]["certified"] == (not listed), verdicts[name]


def _listed_under(name: str) -> str:
    """The comment block above ``name`` in our known-failing list."""
    lines = KNOWN_FAILING.read_text(encoding="utf-8").splitlines()
    index = lines.index(name)
    return "\n".join(line for line in lines[:index] if line.startswith("#"))
