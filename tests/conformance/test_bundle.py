"""``meeple-conformance export``: one JSON document holding the whole suite, valid against its
schema, from which a runner in any language can read every fixture."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from conformance import RUNNER_VERSION, SPEC_VERSION
from conformance.runner.checking import schema_errors
from conformance.runner.loading import FIXTURE_DIRS, SUITE_ROOT, fixture_files, load_fixtures
from conformance.runner.profiles import suite_revision


def test_export_writes_the_whole_suite_as_one_valid_document(tmp_path: Path) -> None:
    out = tmp_path / "suite.json"
    done = subprocess.run(
        [sys.executable, "-m", "conformance.runner.cli", "export", "--out", str(out)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    bundle = json.loads(out.read_text(encoding="utf-8"))
    assert schema_errors(bundle, "bundle.schema.json") == []
    assert bundle["suite_revision"] == suite_revision()
    assert (bundle["spec_version"], bundle["runner_version"]) == (SPEC_VERSION, RUNNER_VERSION)
    assert bundle["spec"] == (SUITE_ROOT / "SPEC.md").read_text(encoding="utf-8")
    # the seeded-chance fixtures check draws against chance.md's data: it is in the bundle
    assert bundle["chance"] == (SUITE_ROOT / "chance.md").read_text(encoding="utf-8")
    assert set(bundle["schemas"]) >= {"fixture.schema.json", "profiles.schema.json"}
    assert set(bundle["profiles"]["profiles"]) >= {"carcassonne-core", "service-live"}
    paths = [entry["path"] for entry in bundle["files"]]
    assert paths == [p.relative_to(SUITE_ROOT).as_posix() for p in fixture_files(FIXTURE_DIRS)]
    names = [f["name"] for entry in bundle["files"] for f in entry["document"]["fixtures"]]
    assert names == [fixture.name for fixture in load_fixtures()]
    # the coverage matrix is published with the suite: its contexts and the matrix itself
    assert "rules/contexts.yaml" in bundle["rules"] and "rules/touches.yaml" in bundle["rules"]
    assert "rules/burgundy.md" in bundle["contexts"]["rules"]
    assert bundle["coverage"]["gaps"] == [] and bundle["coverage"]["rules"]
