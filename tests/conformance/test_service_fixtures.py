"""The service-behaviour fixtures bite: each fails against a server broken in the matching way,
and only the fixtures of that rule fail (the suite itself passes against ours: see
test_live_server.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conformance.runner.loading import SUITE_ROOT, load_fixtures
from conformance.runner.selection import matches, read_patterns
from tests.conformance.broken_service import BITES
from tests.conformance.servers import run_conformance, serving

KNOWN_FAILING = SUITE_ROOT / "implementations" / "meeple.known-failing.txt"
SERVICE = {f.name for f in load_fixtures() if f.name.startswith("service/")}


def test_every_service_fixture_is_bitten_by_some_broken_server() -> None:
    known = {name for name in SERVICE if matches(name, read_patterns(KNOWN_FAILING))}
    bitten = set().union(*BITES.values())
    # the known-failing ones are bitten by today's server itself (issue 11 fixes them)
    assert SERVICE - known <= bitten, sorted(SERVICE - known - bitten)
    assert bitten <= SERVICE


@pytest.mark.parametrize("mode", sorted(BITES))
def test_a_broken_server_fails_exactly_the_matching_fixtures(mode: str, tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    with serving(["tests.conformance.broken_service", mode], tmp_path / "broken.db") as target:
        run = run_conformance(
            target, str(SUITE_ROOT / "fixtures" / "service"), "--known-failing", str(KNOWN_FAILING),
            "--json", str(report), "-q", "--timeout", "5", "--heartbeat-within", "5",
        )  # fmt: skip
    results = json.loads(report.read_text(encoding="utf-8"))["results"]
    failed = {entry["name"] for entry in results if entry["counted_as"] == "failed"}
    known = {name for name in SERVICE if matches(name, read_patterns(KNOWN_FAILING))}
    assert failed == BITES[mode] - known, run.stdout
    assert run.returncode == 1 and run.stdout.rstrip().endswith("FAILED")
