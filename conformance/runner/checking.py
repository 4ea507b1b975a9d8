"""``meeple-conformance check``: the fixtures themselves are valid.

Checks every file against ``schema/fixture.schema.json``, then what a schema cannot say:
unique names, names starting with their game, sources naming an anchor of a rules digest,
features consistent with the fixture (a loaded position needs ``position_loading``, generated
files live under ``generated/`` and need ``playthrough``), and the SPEC version.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
from referencing import Registry, Resource

from conformance.runner.anchors import source_problem
from conformance.runner.coverage import CONTEXTS, context_problems, declaration_problems
from conformance.runner.loading import (
    ANY_GAME,
    FIXTURE_DIRS,
    SEEDED,
    SUITE_ROOT,
    Fixture,
    fixture_files,
    fixtures_of,
    read_document,
)
from conformance.runner.vocabulary import registered_games, with_plugins

SCHEMA_DIR = SUITE_ROOT / "schema"
FIXTURE_SCHEMA = "fixture.schema.json"
SPEC_MAJOR = "2"


@cache
def _registry() -> Registry[Any]:
    registry: Registry[Any] = Registry()
    for path in SCHEMA_DIR.glob("*.schema.json"):
        loaded = schema(path.name)
        resource = Resource.from_contents(loaded)
        registry = registry.with_resources([(loaded["$id"], resource), (path.name, resource)])
    return registry


def schema(name: str) -> dict[str, Any]:
    """A schema of the suite; the fixture schema also accepts games registered as plugins in
    this process (:mod:`conformance.runner.vocabulary`)."""
    loaded: dict[str, Any] = json.loads((SCHEMA_DIR / name).read_text(encoding="utf-8"))
    if name == FIXTURE_SCHEMA:
        return with_plugins(loaded, registered_games())
    return loaded


def validator(name: str) -> jsonschema.protocols.Validator:
    document = schema(name)
    cls = jsonschema.validators.validator_for(document)
    return cls(document, registry=_registry())


def schema_errors(document: Any, schema_name: str = "fixture.schema.json") -> list[str]:
    """Schema violations of one document, as 'path: message' lines."""
    found = sorted(validator(schema_name).iter_errors(document), key=lambda e: list(e.path))
    return [
        f"{'/'.join(str(p) for p in error.absolute_path) or '<root>'}: {error.message}"
        for error in found
    ]


def feature_vocabulary() -> list[str]:
    """The closed features vocabulary (the schema's enum)."""
    features: list[str] = schema("fixture.schema.json")["$defs"]["feature"]["enum"]
    return features


def check(roots: Iterable[Path] = FIXTURE_DIRS) -> tuple[int, list[str]]:
    """Validate every fixture file under ``roots``. Returns (fixture count, problems)."""
    problems: list[str] = [
        f"conformance/positions.yaml: {line}"
        for line in schema_errors(
            read_document(SUITE_ROOT / "positions.yaml"), "positions.schema.json"
        )
    ]
    problems += declaration_problems()
    problems += [
        f"conformance/rules/contexts.yaml: {line}"
        for line in schema_errors(read_document(CONTEXTS), "contexts.schema.json")
    ]
    seen: dict[str, Path] = {}
    count = 0
    generated_root = SUITE_ROOT / "generated"
    for path in fixture_files(roots):
        label = _label(path)
        try:
            document = read_document(path)
        except Exception as error:  # any parse error is a finding, not a crash
            problems.append(f"{label}: cannot parse: {error}")
            continue
        errors = schema_errors(document)
        if errors:
            problems += [f"{label}: {line}" for line in errors]
            continue
        if document["spec_version"].split(".")[0] != SPEC_MAJOR:
            problems.append(
                f"{label}: spec_version {document['spec_version']} is not {SPEC_MAJOR}.x"
            )
        # the suite's generated/, or a folder of that name from `generate --out`
        in_generated = generated_root in path.resolve().parents or any(
            parent.name == "generated" for parent in path.resolve().parents
        )
        if bool(document.get("generated")) != in_generated:
            problems.append(f"{label}: generated files live under generated/, and only they")
        if document.get("generated") and not document.get("generator"):
            problems.append(f"{label}: a generated file names its generator command")
        try:
            fixtures = list(fixtures_of(document, path))
        except ValueError as error:  # a compact position that cannot be filled in
            problems.append(f"{label}: {error}")
            continue
        for fixture in fixtures:
            count += 1
            where = f"{label}: {fixture.name}"
            if fixture.name in seen:
                problems.append(f"{where}: name already used in {_label(seen[fixture.name])}")
            seen[fixture.name] = path
            prefix = "service" if fixture.game == ANY_GAME else fixture.game
            if fixture.name.split("/")[0] != prefix:
                what = "the service area" if fixture.game == ANY_GAME else "the game"
                problems.append(f"{where}: the name must start with {what} '{prefix}/'")
            if (fixture.position is not None) != ("position_loading" in fixture.features):
                problems.append(
                    f"{where}: a loaded position needs feature position_loading, and only it"
                )
            if fixture.generated != ("playthrough" in fixture.features):
                problems.append(f"{where}: generated fixtures, and only they, need playthrough")
            if fixture.expect_create_error is not None and fixture.steps:
                problems.append(f"{where}: a fixture expecting a create error has no steps")
            if not fixture.expect_create_error and not fixture.steps:
                problems.append(f"{where}: a fixture needs at least one step")
            problems += [
                f"{where}: {line}" for line in _step_problems(fixture.steps, fixture.players)
            ]
            problems += [f"{where}: {line}" for line in order_problems(fixture)]
            problems += [f"{where}: {line}" for line in _kind_problems(fixture)]
            problems += [f"{where}: {line}" for line in context_problems(fixture)]
            source_trouble = source_problem(fixture.source)
            if source_trouble is not None:
                problems.append(f"{where}: {source_trouble}")
    if count == 0:
        problems.append("no fixtures found")
    return count, problems


def _step_problems(steps: Iterable[dict[str, Any]], players: int) -> list[str]:
    problems: list[str] = []
    for index, step in enumerate(steps):
        for key in ("act", "expect_error"):
            if key in step and step[key]["seat"] >= players:
                problems.append(f"step {index}: seat {step[key]['seat']} with {players} players")
        viewer = step.get("expect", {}).get("viewer")
        if isinstance(viewer, int) and viewer >= players:
            problems.append(f"step {index}: viewer {viewer} with {players} players")
    return problems


def _label(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(SUITE_ROOT.parent))
    except ValueError:
        return str(path)


def _view_and_event(game: str) -> tuple[Any, Any]:
    """The game's View and Event descriptors: the registered game's own, else the protos'
    naming convention (``meeple.<game>.v1``)."""
    try:
        from engines.registry import get_game

        registered = get_game(game)
    except (ImportError, KeyError):
        from conformance.runner.wire import message_class

        return (
            message_class(f"meeple.{game}.v1.View").DESCRIPTOR,
            message_class(f"meeple.{game}.v1.Event").DESCRIPTOR,
        )
    return registered.view_type.DESCRIPTOR, registered.event_type.DESCRIPTOR


def order_problems(fixture: Fixture) -> list[str]:
    """The fixture lint of SPEC.md, "What goldens compare": no expectation may compare the
    order of a repeated field whose order the proto comments leave unspecified."""
    if fixture.game == ANY_GAME:
        return []
    from conformance.runner.orders import unordered_lists

    view, event = _view_and_event(fixture.game)
    problems: list[str] = []
    for index, step in enumerate(fixture.steps):
        expect = step.get("expect", {})
        found: list[str] = []
        for key in ("view", "view_exact"):
            if key in expect:
                found += unordered_lists(expect[key], view, key)
        for key in ("events", "events_exact"):
            if isinstance(expect.get(key), list):
                for number, item in enumerate(expect[key]):
                    found += unordered_lists(item, event, f"{key}[{number}]")
        problems += [
            f"step {index}: {path} compares an order the proto does not specify "
            "(specify it in the field's comment, or use $contains)"
            for path in found
        ]
    return problems


GAME_STEP_KEYS = {"act", "expect", "expect_error"}
SERVICE_STEP_KEYS = {
    "call",
    "list_events",
    "list_tables",
    "watch",
    "expect_watch",
    "close_watch",
    "check_seed",
}


def _kind_problems(fixture: Fixture) -> list[str]:
    """Service fixtures (game any) and seeded-chance ones hold only service steps and a
    `table`; game fixtures none. Only seeded-chance fixtures check a seed."""
    seeded = SEEDED in fixture.features
    service = fixture.game == ANY_GAME or seeded
    problems: list[str] = []
    for index, step in enumerate(fixture.steps):
        if bool(set(step) & SERVICE_STEP_KEYS) != service:
            kind = "game" if service else "service"
            problems.append(
                f"step {index}: a {kind} step in a {'service' if service else 'game'} fixture"
            )
        if "check_seed" in step and not seeded:
            problems.append(f"step {index}: check_seed needs feature {SEEDED}")
    if not service and fixture.table is not None:
        problems.append("only service and seeded-chance fixtures describe a `table`")
    if service and (fixture.position is not None or fixture.chance or fixture.forbidden):
        problems.append("a service fixture has no position, chance or forbidden")
    if seeded and fixture.game == ANY_GAME:
        problems.append(f"a {SEEDED} fixture names its game")
    if (fixture.game == ANY_GAME) != any(f.startswith("service_") for f in fixture.features):
        problems.append("service fixtures, and only they, need a service_* feature")
    if fixture.table and fixture.table.get("entropy") and not seeded:
        problems.append(f"only {SEEDED} fixtures send entropy")
    return problems
