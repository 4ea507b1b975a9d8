"""A result to publish, on real runs: our server certified for a small profile (turn-timers) and
the independent server on a subset; the report's claim strings and statuses, ``verify`` (a
report edited by hand is rejected; a re-run against the target agrees), ``badge`` and
``matrix``; and failures that cite their rule, file, line and action."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

from conformance import RUNNER_VERSION, SPEC_VERSION
from conformance.runner.integrity import digest, seal
from conformance.runner.loading import load_fixtures
from conformance.runner.profiles import suite_revision
from tests.conformance.golden_steps import first_road_scored
from tests.conformance.servers import ADMIN_TOKEN, ROOT, run_conformance, serving

INDEPENDENT = ROOT / "tests" / "conformance" / "independent" / "implementation.yaml"
#: our server, claiming only the turn clock (a profile of four fixtures)
TIMERS_ONLY = """\
name: meeple
version: "0.1.0"
games: [carcassonne]
features: [chance_script, table_options, turn_timers]
profiles: [turn-timers]
"""


def conformance(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, MEEPLE_ADMIN_TOKEN=ADMIN_TOKEN)
    return subprocess.run(
        [sys.executable, "-m", "conformance.runner.cli", *args],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip


def test_reports_verify_badge_and_matrix_on_two_implementations(tmp_path: Path) -> None:
    config = tmp_path / "timers.yaml"
    config.write_text(TIMERS_ONLY, encoding="utf-8")
    ours, theirs = tmp_path / "ours.json", tmp_path / "theirs.json"
    junit = tmp_path / "theirs.xml"
    with serving(["clients.cli"], tmp_path / "meeple.db") as target:
        run = run_conformance(
            target, "--implementation", str(config), "--run", "carcassonne/turn-timers",
            "--json", str(ours), "-q",
        )  # fmt: skip
        assert run.returncode == 0, run.stdout + run.stderr
        rerun = conformance("verify", str(ours), "--target", target)
    revision = suite_revision()
    claim = (
        f"meeple 0.1.0 is certified for turn-timers@1 at meeple conformance suite "
        f"{SPEC_VERSION}+{revision} (runner {RUNNER_VERSION})"
    )
    assert f"claim: {claim}" in run.stdout
    assert "profiles not claimed: carcassonne-core@1, burgundy-core@1" in run.stdout
    document = json.loads(ours.read_text(encoding="utf-8"))
    assert document["claims"] == [claim]
    assert [v["profile"] for v in document["profiles"]] == ["turn-timers"]
    assert "carcassonne-core@1" in document["not_claimed"]
    assert document["environment"]["python"] and document["environment"]["runner"] == "pip"
    timers = [r for r in document["results"] if r["name"].startswith("carcassonne/turn-timers/")]
    suite_timers = [
        f.name for f in load_fixtures() if f.name.startswith("carcassonne/turn-timers/")
    ]
    assert sorted(r["name"] for r in timers) == sorted(suite_timers) and len(timers) >= 4
    assert {r["status"] for r in timers} == {"PASS"}
    for result in timers:
        assert result["source"].startswith("conformance/rules/service.md#")
        assert result["file"] == "conformance/fixtures/carcassonne/turn-timers.yaml"
        assert result["line"] > 0 and result["sha256"].startswith("sha256:")
        assert result["steps"] and {s["status"] for s in result["steps"]} == {"PASS"}
    assert rerun.returncode == 0 and "VERIFIED (re-run on" in rerun.stdout, rerun.stdout
    # the certificate says which profile version and which fixtures, as written, it covers
    (covered,) = document["profiles"]
    hashes = {r["name"]: r["sha256"] for r in timers}
    assert covered["profile_version"] == 1 and covered["fixtures"] == hashes
    assert covered["fixtures_sha256"] == digest(hashes)
    covers = f"covers turn-timers@1: {len(timers)} fixtures, fixtures {digest(hashes)}"
    assert covers in run.stdout and covers in rerun.stdout

    with serving(["tests.conformance.independent.server"], tmp_path / "unused.db") as target:
        run = run_conformance(
            target, "--implementation", str(INDEPENDENT), "--run", "carcassonne/scoring",
            "--json", str(theirs), "--junit", str(junit), "-q",
        )  # fmt: skip
        assert run.returncode == 0, run.stdout + run.stderr
        rerun = conformance("verify", str(theirs), "--target", target)
    assert rerun.returncode == 0, rerun.stdout
    report = json.loads(theirs.read_text(encoding="utf-8"))
    assert report["not_claimed"] == [
        "burgundy-core@1", "burgundy-readings@1", "service-core@1", "service-live@1",
        "service-chat@1", "turn-timers@1", "undo@1", "undo-with-seats@1", "turn-based@1",
        "seeded-chance@2",
    ]  # fmt: skip
    (verdict,) = report["profiles"]  # only the claimed profile has a verdict
    assert verdict["profile"] == "carcassonne-core" and not verdict["certified"]
    ran = [r for r in report["results"] if r["status"] != "NOT_APPLICABLE"]
    suite = ElementTree.parse(junit).getroot()
    assert int(suite.get("tests") or 0) == len(ran) > 0  # no skipped case per unclaimed fixture
    assert not list(suite.iter("skipped"))

    # verify: unedited reports pass; one edited by hand, or re-sealed with a verdict its
    # statuses do not give, is rejected
    assert conformance("verify", str(theirs)).returncode == 0
    edited = dict(document)
    edited["results"] = [dict(r) for r in document["results"]]
    edited["results"][0]["status"] = "FAIL"
    hand = tmp_path / "hand-edited.json"
    hand.write_text(json.dumps(edited), encoding="utf-8")
    rejected = conformance("verify", str(hand))
    assert rejected.returncode == 1, rejected.stdout
    assert "the report was edited after the run" in rejected.stdout
    forged = dict(report)
    forged["profiles"] = [dict(verdict, certified=True, reasons=[])]
    forged_path = tmp_path / "forged.json"
    forged_path.write_text(json.dumps(seal(forged)), encoding="utf-8")
    rejected = conformance("verify", str(forged_path))
    assert rejected.returncode == 1 and "its statuses say certified=False" in rejected.stdout
    other = dict(document, profiles=[dict(covered, fixtures=dict(hashes, extra="sha256:0"))])
    forged_path.write_text(json.dumps(seal(other)), encoding="utf-8")
    rejected = conformance("verify", str(forged_path))
    assert rejected.returncode == 1, rejected.stdout
    assert (
        "turn-timers@1: the report's fixtures differs from what this suite's profile covers"
        in rejected.stdout
    )

    badges = tmp_path / "badges"
    made = conformance("badge", str(ours), "--out", str(badges))
    assert made.returncode == 0, made.stdout
    svg = (badges / "turn-timers.svg").read_text(encoding="utf-8")
    assert "turn-timers@1 certified" in svg and claim in svg
    assert f"covers {len(timers)} fixtures, fixtures {digest(hashes)}" in svg
    assert sorted(p.name for p in badges.iterdir()) == ["turn-timers.svg"]
    assert conformance("badge", str(hand), "--out", str(badges)).returncode == 1
    assert conformance("badge", str(theirs), "--out", str(badges)).returncode == 1  # none

    page = tmp_path / "matrix.html"
    matrix = conformance("matrix", str(ours), str(theirs), "--out", str(page))
    assert matrix.returncode == 0, matrix.stdout
    html = page.read_text(encoding="utf-8")
    assert "<b>meeple</b> 0.1.0" in html and "<b>independent-carcassonne</b> 0.1.0" in html
    assert f"turn-timers@1: certified ({len(timers)}/{len(timers)})" in html and revision in html
    assert "carcassonne/scoring/road-closed-by-two-junctions" in html


def test_a_failure_cites_its_rule_file_line_and_action(tmp_path: Path) -> None:
    report, junit = tmp_path / "report.json", tmp_path / "report.xml"
    with serving(["tests.conformance.broken_carcassonne"], tmp_path / "broken.db") as target:
        run = run_conformance(
            target, "--run", "carcassonne/scoring/road-closed-by-two-junctions",
            "--run", "carcassonne/playthrough/2p-seed1", "--json", str(report),
            "--junit", str(junit), "-q",
        )  # fmt: skip
    assert run.returncode == 1, run.stdout + run.stderr
    text = run.stdout
    assert "rule: conformance/rules/carcassonne.md#scoring-road-completed" in text
    assert "written at: conformance/fixtures/carcassonne/scoring.yaml:22" in text
    assert 'action sent: {"pass": {}}' in text
    assert "$.featureScored.points[0]: expected 3, got 4" in text
    # the playthrough: the first diverging step, the position before it, the rules it touches
    step, event = first_road_scored("2p-seed1")
    assert f"at step {step}: expectation not met" in text
    assert f"position before it (the view at step {step - 1})" in text
    assert "rules it touches: conformance/rules/carcassonne.md#turn-actions" in text
    # ... and names the broken rule: the scoring rule of the first feature scored wrong
    assert (
        "broken rule: conformance/rules/carcassonne.md#scoring-road-completed "
        f"(the first divergence: events[{event}], a recorded featureScored)"
    ) in text
    assert "checks: A road from junction to junction through the start tile" in text
    results = {r["name"]: r for r in json.loads(report.read_text(encoding="utf-8"))["results"]}
    road = results["carcassonne/scoring/road-closed-by-two-junctions"]
    assert road["status"] == "FAIL" and road["failure"]["action"] == {"pass": {}}
    assert [s["status"] for s in road["steps"]] == ["PASS", "PASS", "PASS", "FAIL"]
    game = results["carcassonne/playthrough/2p-seed1"]["failure"]
    assert game["position_before"]["tiles"]
    assert game["written_at"].startswith("conformance/generated/carcassonne/playthrough-2p-seed1")
    assert game["broken_rule"] == "conformance/rules/carcassonne.md#scoring-road-completed"
    assert road["failure"]["description"].startswith("A road from junction to junction")
    # the JUnit report carries the same actionable failure
    cases = {c.get("name"): c for c in ElementTree.parse(junit).getroot().iter("testcase")}
    failed = cases["road-closed-by-two-junctions"].find("failure")
    assert failed is not None and failed.text is not None
    assert "rule: conformance/rules/carcassonne.md#scoring-road-completed" in failed.text
    assert "written at: conformance/fixtures/carcassonne/scoring.yaml:22" in failed.text
    assert 'action sent: {"pass": {}}' in failed.text
