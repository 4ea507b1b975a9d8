"""The rule coverage matrix: every rule of the rules digests (``conformance/rules/*.md``), every
context it applies in (``conformance/rules/contexts.yaml``), and the hand-written fixtures that
pin each cell (SPEC.md, "The coverage matrix").

A rule that declares no contexts is one cell. A fixture pins the cell of its ``source`` and
``context``, and every cell its ``covers`` lists; a recorded playthrough pins none (its failure
names the rule of its first diverging event instead). A cell without a fixture is a gap.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from conformance.runner.anchors import RULES_DIR, SOURCE_PATTERN
from conformance.runner.documents import read_document
from conformance.runner.loading import Fixture

CONTEXTS = RULES_DIR / "contexts.yaml"
#: the context of a rule that declares none: the rule as a whole
WHOLE_RULE = ""
_HEADING = re.compile(r'^#+ <a id="([a-z0-9-]+)"></a>(.*)$', re.MULTILINE)


@dataclass(slots=True)
class Cell:
    """One rule in one context, and the fixtures that pin it."""

    source: str
    context: str
    text: str
    fixtures: list[str] = field(default_factory=list)


@dataclass(slots=True)
class Rule:
    """A rule (an anchor of a digest), its title and its cells."""

    source: str
    title: str
    cells: list[Cell]
    #: fixtures citing a rule with contexts without naming one (they pin no cell)
    unplaced: list[str] = field(default_factory=list)


@dataclass(slots=True)
class Matrix:
    rules: list[Rule]
    #: anchors that are no rule of their own (the recorded playthroughs' ``complete-game``)
    playthrough_anchors: list[str]

    def cells(self) -> list[Cell]:
        return [cell for rule in self.rules for cell in rule.cells]

    def gaps(self) -> list[Cell]:
        return [cell for cell in self.cells() if not cell.fixtures]

    def by_digest(self) -> dict[str, list[Rule]]:
        grouped: dict[str, list[Rule]] = {}
        for rule in self.rules:
            grouped.setdefault(rule.source.split("#")[0], []).append(rule)
        return grouped


@cache
def _contexts_cached(path: Path, mtime: float) -> dict[str, Any]:
    del mtime  # part of the cache key only
    loaded: dict[str, Any] = read_document(path) or {}
    return loaded


def contexts(path: Path = CONTEXTS) -> dict[str, Any]:
    """The parsed contexts file (``rules`` and ``playthrough_anchors``)."""
    return _contexts_cached(path, path.stat().st_mtime)


def declared(path: Path = CONTEXTS) -> dict[str, dict[str, str]]:
    """``rules/<digest>.md#<anchor>`` -> {context id: text}, for the rules that declare some."""
    return {
        f"{digest}#{anchor}": dict(cells)
        for digest, anchors in (contexts(path).get("rules") or {}).items()
        for anchor, cells in anchors.items()
    }


def digest_rules(rules_dir: Path = RULES_DIR) -> list[tuple[str, str]]:
    """Every (source, title) of the digests on disk, digest by digest, in page order."""
    found: list[tuple[str, str]] = []
    for path in sorted(rules_dir.glob("*.md")):
        for anchor, title in _HEADING.findall(path.read_text(encoding="utf-8")):
            found.append((f"rules/{path.name}#{anchor}", title.strip()))
    return found


def _pins(fixture: Fixture) -> list[tuple[str, str]]:
    """The (source, context) pairs a fixture names."""
    pairs = [(fixture.source, fixture.context)]
    pairs += [(str(c["source"]), str(c.get("context", ""))) for c in fixture.covers]
    return pairs


def build(fixtures: Iterable[Fixture], rules_dir: Path = RULES_DIR) -> Matrix:
    """The matrix of the digests under ``rules_dir`` and the hand-written ``fixtures``."""
    data = contexts(rules_dir / "contexts.yaml")
    playthrough = [str(a) for a in data.get("playthrough_anchors") or []]
    cells_of = declared(rules_dir / "contexts.yaml")
    rules: list[Rule] = []
    index: dict[tuple[str, str], Cell] = {}
    by_source: dict[str, Rule] = {}
    for source, title in digest_rules(rules_dir):
        if source in playthrough:
            continue
        wanted = cells_of.get(source) or {WHOLE_RULE: "the rule"}
        rule = Rule(source, title, [Cell(source, c, text) for c, text in wanted.items()])
        rules.append(rule)
        by_source[source] = rule
        index.update({(source, cell.context): cell for cell in rule.cells})
    for fixture in fixtures:
        if fixture.generated:
            continue
        for source, context in _pins(fixture):
            cell = index.get((source, context))
            if cell is not None and fixture.name not in cell.fixtures:
                cell.fixtures.append(fixture.name)
            elif cell is None and context == WHOLE_RULE and source in by_source:
                by_source[source].unplaced.append(fixture.name)
    return Matrix(rules, playthrough)


def context_problems(fixture: Fixture, rules_dir: Path = RULES_DIR) -> list[str]:
    """A fixture naming a context its rule does not declare (``meeple-conformance check``)."""
    cells_of = declared(rules_dir / "contexts.yaml")
    problems: list[str] = []
    for source, context in _pins(fixture):
        if context and context not in cells_of.get(source, {}):
            known = ", ".join(cells_of.get(source, {})) or "none"
            problems.append(f"context '{context}' of {source} is not declared (declared: {known})")
    return problems


def declaration_problems(rules_dir: Path = RULES_DIR) -> list[str]:
    """Contexts declared for anchors that no digest defines."""
    known = {source for source, _ in digest_rules(rules_dir)}
    data = contexts(rules_dir / "contexts.yaml")
    named = [*declared(rules_dir / "contexts.yaml"), *(data.get("playthrough_anchors") or [])]
    return [
        f"conformance/rules/contexts.yaml: {source} is not an anchor of a digest"
        for source in named
        if source not in known or not SOURCE_PATTERN.match(source)
    ]


def _label(cell: Cell) -> str:
    return cell.context or "(the rule)"


def figures(matrix: Matrix) -> list[tuple[str, int, int, int, int]]:
    """Per digest: rules, cells, cells filled, distinct fixtures pinning a cell."""
    rows = []
    for digest, rules in matrix.by_digest().items():
        cells = [cell for rule in rules for cell in rule.cells]
        pinning = {name for cell in cells for name in cell.fixtures}
        filled = sum(bool(cell.fixtures) for cell in cells)
        rows.append((digest, len(rules), len(cells), filled, len(pinning)))
    return rows


def render_text(matrix: Matrix) -> str:
    """What ``meeple-conformance coverage`` prints: a rule per block, a cell per line."""
    lines: list[str] = []
    for rule in matrix.rules:
        lines.append(f"{rule.source}  {rule.title}")
        for cell in rule.cells:
            pinned = ", ".join(cell.fixtures) if cell.fixtures else "GAP: no hand-written fixture"
            lines.append(f"  {_label(cell)}: {pinned}")
    lines.append("")
    for digest, rules, cells, filled, fixtures in figures(matrix):
        lines.append(
            f"{digest}: {rules} rules, {cells} cells, {filled} filled, {fixtures} fixtures pin them"
        )
    gaps = matrix.gaps()
    lines.append(f"{len(gaps)} cells without a hand-written fixture" + (":" if gaps else ""))
    lines += [f"  GAP {line}" for line in gap_lines(gaps)]
    return "\n".join(lines) + "\n"


def as_json(matrix: Matrix) -> dict[str, Any]:
    """The matrix for machines (``coverage --json``)."""
    return {
        "rules": [
            {
                "source": rule.source,
                "title": rule.title,
                "cells": [
                    {"context": c.context, "text": c.text, "fixtures": c.fixtures}
                    for c in rule.cells
                ],
                "fixtures_without_context": rule.unplaced,
            }
            for rule in matrix.rules
        ],
        "playthrough_anchors": matrix.playthrough_anchors,
        "figures": [
            {"digest": d, "rules": r, "cells": c, "filled": f, "fixtures": n}
            for d, r, c, f, n in figures(matrix)
        ],
        "gaps": [{"source": c.source, "context": c.context} for c in matrix.gaps()],
    }


def figures_table(matrix: Matrix) -> list[str]:
    """The matrix's figures as a Markdown table (COVERAGE.md, docs/certify.md)."""
    lines = [
        "| digest | rules | cells | cells with a hand-written fixture | fixtures pinning them |",
        "|---|---|---|---|---|",
    ]
    lines += [
        f"| `{digest}` | {rules} | {cells} | {filled} | {fixtures} |"
        for digest, rules, cells, filled, fixtures in figures(matrix)
    ]
    return lines


def render_markdown(matrix: Matrix, command: str) -> str:
    """conformance/COVERAGE.md: the published matrix."""
    lines = [
        "# The rule coverage matrix",
        "",
        f"Generated by `{command}`; never edit by hand. Every rule of the rules digests "
        "(`rules/*.md`), every context it applies in (`rules/contexts.yaml`) and the "
        'hand-written fixtures that pin each cell (SPEC.md, "The coverage matrix"). A '
        "recorded playthrough fills no cell.",
        "",
        *figures_table(matrix),
        "",
    ]
    for digest, rules in matrix.by_digest().items():
        lines += [f"## `{digest}`", "", "| rule | context | fixtures |", "|---|---|---|"]
        for rule in rules:
            anchor = rule.source.split("#")[1]
            for number, cell in enumerate(rule.cells):
                head = f"[{anchor}]({rule.source}) {rule.title}" if number == 0 else ""
                context = f"`{cell.context}`: {cell.text}" if cell.context else "the rule"
                pinned = ", ".join(f"`{n}`" for n in cell.fixtures) or "**gap**"
                lines.append(f"| {_cell_text(head)} | {_cell_text(context)} | {pinned} |")
        lines.append("")
    anchors = ", ".join(f"`{a}`" for a in matrix.playthrough_anchors)
    lines.append(
        f"Not rules of their own: {anchors}, the anchors the recorded playthroughs cite; a "
        "playthrough's failure names the rule of its first diverging event."
    )
    return "\n".join(lines) + "\n"


def _cell_text(text: str) -> str:
    return text.replace("|", "\\|")


def gap_lines(cells: Sequence[Cell]) -> list[str]:
    return [f"{cell.source} [{_label(cell)}]: {cell.text}" for cell in cells]
