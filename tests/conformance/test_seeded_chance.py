"""The seeded-chance fixtures bite: a server that breaks one step of the chance contract
(conformance/chance.md) fails every one of them, and the failure names the broken step. (Ours
passes them and is certified for seeded-chance: test_live_server.py.)"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conformance.runner.loading import load_fixtures
from tests.conformance.broken_seeding import BREAKERS, WHY
from tests.conformance.servers import run_conformance, serving

SEEDED = {f.name for f in load_fixtures() if "seeded_chance" in f.features}


def test_both_games_have_seeded_chance_fixtures() -> None:
    assert {name.split("/")[0] for name in SEEDED} == {"carcassonne", "burgundy"}


@pytest.mark.parametrize("mode", sorted(BREAKERS))
def test_a_server_breaking_the_chance_contract_fails_every_seeded_fixture(
    mode: str, tmp_path: Path
) -> None:
    report = tmp_path / "report.json"
    with serving(["tests.conformance.broken_seeding", mode], tmp_path / "broken.db") as target:
        run = run_conformance(
            target, "--run", "*/seeded-chance/*", "--json", str(report), "-q", "--timeout", "10"
        )
    results = json.loads(report.read_text(encoding="utf-8"))["results"]
    failed = {entry["name"]: entry for entry in results if entry["counted_as"] == "failed"}
    assert set(failed) == SEEDED, run.stdout
    assert all(WHY[mode] in json.dumps(entry) for entry in failed.values()), run.stdout
    assert run.returncode == 1 and run.stdout.rstrip().endswith("FAILED")
