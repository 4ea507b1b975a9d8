"""Reading fixture files (YAML or JSON) into :class:`Fixture` records."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from conformance.runner.documents import SUITE_ROOT as SUITE_ROOT
from conformance.runner.documents import read_document as read_document

FIXTURE_DIRS = (SUITE_ROOT / "fixtures", SUITE_ROOT / "generated")
FIXTURE_SUFFIXES = (".yaml", ".yml", ".json")
#: the game of a service fixture: it runs on the first game the implementation declares
ANY_GAME = "any"
#: the feature of the seeded-chance fixtures: service steps at a seeded table of their own game
SEEDED = "seeded_chance"


@dataclass(frozen=True, slots=True)
class Fixture:
    """One fixture, as written in its file (steps kept as plain data)."""

    name: str
    game: str
    players: int
    options: dict[str, str]
    #: ``rules/<digest>.md#<anchor>``: the rule or example the fixture checks
    source: str
    features: tuple[str, ...]
    chance: tuple[dict[str, str], ...]
    steps: tuple[dict[str, Any], ...]
    path: Path
    generated: bool = False
    description: str = ""
    position: dict[str, Any] | None = None
    expect_create_error: dict[str, str] | None = None
    forbidden: tuple[dict[str, Any], ...] = field(default_factory=tuple)
    #: service fixtures: the table the steps start from (visibility, stage, auto_start)
    table: dict[str, Any] | None = None
    #: the context of ``source`` the fixture pins (conformance/rules/contexts.yaml), or ""
    context: str = ""
    #: further cells of the coverage matrix it pins: ``{"source": ..., "context": ...}``
    covers: tuple[dict[str, str], ...] = field(default_factory=tuple)


def fixture_files(roots: Iterable[Path] = FIXTURE_DIRS) -> list[Path]:
    """Every fixture file under ``roots``, in a stable order."""
    found: list[Path] = []
    for root in roots:
        if root.is_file():
            found.append(root)
        elif root.is_dir():
            found += [p for p in root.rglob("*") if p.suffix in FIXTURE_SUFFIXES and p.is_file()]
    return sorted(found)


def fixtures_of(document: dict[str, Any], path: Path) -> Iterator[Fixture]:
    """The fixtures of one parsed (and schema-valid) document."""
    generated = bool(document.get("generated", False))
    for raw in document["fixtures"]:
        yield Fixture(
            name=raw["name"],
            game=raw["game"],
            players=int(raw["players"]),
            options={str(k): str(v) for k, v in (raw.get("options") or {}).items()},
            source=str(raw["source"]),
            features=tuple(raw.get("features", ())),
            chance=tuple(raw.get("chance", ())),
            steps=tuple(raw.get("steps", ())),
            path=path,
            generated=generated,
            description=str(raw.get("description", "")),
            position=_position(raw),
            expect_create_error=raw.get("expect_create_error"),
            forbidden=tuple(raw.get("forbidden", ())),
            table=raw.get("table"),
            context=str(raw.get("context", "")),
            covers=tuple(raw.get("covers", ())),
        )


def _position(raw: dict[str, Any]) -> dict[str, Any] | None:
    """The fixture's position in full (a compact one expanded: SPEC.md, Compact positions)."""
    position = raw.get("position")
    if position is None or raw.get("position_form", "full") == "full":
        return position
    from conformance.runner.compact import expand

    options = {str(k): str(v) for k, v in (raw.get("options") or {}).items()}
    try:
        expanded: dict[str, Any] = expand(raw["game"], position, int(raw["players"]), options)
    except ValueError as error:
        raise ValueError(f"{raw['name']}: compact position: {error}") from error
    return expanded


def load_fixtures(roots: Iterable[Path] = FIXTURE_DIRS) -> list[Fixture]:
    """Every fixture under ``roots`` (files are assumed valid: run ``check`` first)."""
    loaded: list[Fixture] = []
    for path in fixture_files(roots):
        loaded += fixtures_of(read_document(path), path)
    return loaded
