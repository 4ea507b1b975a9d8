"""Regenerate what the suite derives from the game registry, or check that it is fresh.

    python -m conformance.regenerate          (rewrite the files)
    python -m conformance.regenerate --check  (list stale files; exit 1 if any)

* ``schema/fixture.schema.json``: the ``game`` enum and the games' own features
  (:mod:`conformance.runner.vocabulary`);
* ``implementations/meeple.yaml``: the games we implement and their features;
* ``rules/...``: the documents each game generates for engine authors from its data
  (:meth:`engines.contract.Game.rules_documents`, e.g. a tile catalogue);
* ``docs/certify.md`` and ``README.md``: every number they state about the suite and the
  mutation benchmark (:mod:`conformance.figures`);
* ``COVERAGE.md``: the rule coverage matrix (:mod:`conformance.runner.coverage`);
* ``service/lessons/courses.json``: the lessons as the service serves them, each played through
  its engine (:mod:`conformance.lessons.build`).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

import yaml

from conformance.runner.loading import SUITE_ROOT
from conformance.runner.vocabulary import derived_lists, derived_schema, registered_games

FIXTURE_SCHEMA = SUITE_ROOT / "schema" / "fixture.schema.json"
IMPLEMENTATION = SUITE_ROOT / "implementations" / "meeple.yaml"
RULES = SUITE_ROOT / "rules"
COVERAGE = SUITE_ROOT / "COVERAGE.md"


def _schema_text() -> str:
    current = json.loads(FIXTURE_SCHEMA.read_text(encoding="utf-8"))
    return json.dumps(derived_schema(current, registered_games()), indent=2) + "\n"


def _implementation_text() -> str:
    text = IMPLEMENTATION.read_text(encoding="utf-8")
    current = yaml.safe_load(text)
    games, features = derived_lists(current["games"], current["features"], registered_games())
    head = [line for line in text.splitlines() if line.startswith("#")]
    lines = [*head, f"name: {current['name']}", f"version: {json.dumps(current['version'])}"]
    lines.append(f"games: [{', '.join(games)}]")
    lines.append("features:")
    lines += [f"  - {feature}" for feature in features]
    for key, value in current.items():
        if key not in ("name", "version", "games", "features"):
            lines.append(yaml.safe_dump({key: value}, sort_keys=False).rstrip())
    return "\n".join(lines) + "\n"


def _rules_documents() -> dict[Path, str]:
    from engines.registry import all_games

    return {
        RULES / relative: text
        for game in all_games()
        for relative, text in game.rules_documents().items()
    }


def _coverage_text() -> str:
    from conformance.runner.coverage import build, render_markdown
    from conformance.runner.loading import load_fixtures

    return render_markdown(build(load_fixtures()), "python -m conformance.regenerate")


def expected_files() -> dict[Path, str]:
    from conformance.figures import expected_doc
    from conformance.lessons.build import lesson_files

    files = {FIXTURE_SCHEMA: _schema_text(), IMPLEMENTATION: _implementation_text()}
    files[COVERAGE] = _coverage_text()
    files.update(_rules_documents())
    files.update(expected_doc())
    files.update(lesson_files())
    return files


def stale() -> list[Path]:
    """Derived files that differ from what the registry generates, and extra files in the
    folders the games' documents fill (under rules/)."""
    expected = expected_files()
    found = [
        p
        for p, text in expected.items()
        if not p.is_file() or p.read_text(encoding="utf-8") != text
    ]
    folders = {p.parent for p in expected if p.is_relative_to(RULES) and p.parent != RULES}
    extra = [p for folder in folders for p in folder.iterdir() if p.is_file() and p not in expected]
    return found + sorted(extra)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m conformance.regenerate", description=__doc__)
    parser.add_argument("--check", action="store_true", help="only list stale files")
    args = parser.parse_args(argv)
    if args.check:
        outdated = stale()
        for path in outdated:
            print(f"stale: {path} (run: python -m conformance.regenerate)")
        return 1 if outdated else 0
    for path, text in expected_files().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
