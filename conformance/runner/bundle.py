"""``meeple-conformance export``: the whole suite as one JSON document (schema
``schema/bundle.schema.json``), for authors who write their own runner in any language."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from conformance import RUNNER_VERSION, SPEC_VERSION
from conformance.runner.coverage import CONTEXTS, as_json, build
from conformance.runner.loading import (
    FIXTURE_DIRS,
    SUITE_ROOT,
    fixture_files,
    load_fixtures,
    read_document,
)
from conformance.runner.profiles import suite_revision

BUNDLE_FORMAT = "meeple-conformance-bundle/1"


def bundle() -> dict[str, Any]:
    """The suite: spec text, schemas, profiles, implementation configs, every fixture file,
    every rules digest, the contexts of the coverage matrix and the matrix itself, with the
    suite revision they hash to."""
    schemas = {
        path.name: json.loads(path.read_text(encoding="utf-8"))
        for path in sorted((SUITE_ROOT / "schema").glob("*.schema.json"))
    }
    rules_dir = SUITE_ROOT / "rules"
    rules = {
        path.relative_to(SUITE_ROOT).as_posix(): path.read_text(encoding="utf-8")
        for path in sorted(rules_dir.rglob("*"))
        if path.is_file() and path.suffix in {".md", ".json", ".svg", ".yaml"}
    }

    return {
        "format": BUNDLE_FORMAT,
        "spec_version": SPEC_VERSION,
        "suite_revision": suite_revision(),
        "runner_version": RUNNER_VERSION,
        "spec": (SUITE_ROOT / "SPEC.md").read_text(encoding="utf-8"),
        "chance": (SUITE_ROOT / "chance.md").read_text(encoding="utf-8"),
        "schemas": schemas,
        "profiles": read_document(SUITE_ROOT / "profiles.yaml"),
        "positions": read_document(SUITE_ROOT / "positions.yaml"),
        "implementations": {
            path.stem: read_document(path)
            for path in sorted((SUITE_ROOT / "implementations").glob("*.yaml"))
        },
        "files": [
            {"path": path.relative_to(SUITE_ROOT).as_posix(), "document": read_document(path)}
            for path in fixture_files(FIXTURE_DIRS)
        ],
        "rules": rules,
        "contexts": read_document(CONTEXTS),
        "coverage": as_json(build(load_fixtures())),
    }


def export(out: Path | None) -> str:
    """Write the bundle to ``out`` (or return it as text when ``out`` is None)."""
    text = json.dumps(bundle(), indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    if out is not None:
        out.write_text(text, encoding="utf-8")
    return text
