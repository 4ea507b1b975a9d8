"""Where a fixture and its steps are written (file and line), and its rules anchor as a link,
so that a failure points an author at the text to read."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import yaml

from conformance.runner.documents import SUITE_ROOT

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def display_path(path: Path) -> str:
    """The file relative to the repository (``conformance/fixtures/...``) when it is in it."""
    try:
        return path.resolve().relative_to(SUITE_ROOT.parent).as_posix()
    except ValueError:
        return str(path)


def rules_link(source: str) -> str:
    """``rules/carcassonne.md#x`` -> ``conformance/rules/carcassonne.md#x`` (a link into the
    suite's rules digests)."""
    return f"conformance/{source}" if source.startswith("rules/") else source


@cache
def _lines(path: Path, mtime: float) -> dict[str, tuple[int, tuple[int, ...]]]:
    del mtime  # part of the cache key only
    root = yaml.compose(path.read_text(encoding="utf-8"), Loader=_LOADER)
    found: dict[str, tuple[int, tuple[int, ...]]] = {}
    fixtures = _get(root, "fixtures")
    if not isinstance(fixtures, yaml.SequenceNode):
        return found
    for node in fixtures.value:
        name = _get(node, "name")
        steps = _get(node, "steps")
        step_lines = (
            tuple(step.start_mark.line + 1 for step in steps.value)
            if isinstance(steps, yaml.SequenceNode)
            else ()
        )
        if isinstance(name, yaml.ScalarNode):
            found[name.value] = (node.start_mark.line + 1, step_lines)
    return found


def _get(node: yaml.Node | None, key: str) -> yaml.Node | None:
    if not isinstance(node, yaml.MappingNode):
        return None
    for k, v in node.value:
        if isinstance(k, yaml.ScalarNode) and k.value == key:
            found: yaml.Node = v
            return found
    return None


def locate(path: Path, name: str, step: int | None = None) -> int:
    """The line of fixture ``name`` in ``path`` (of its step ``step`` when given); 0 if unknown."""
    try:
        fixture_line, steps = _lines(path, path.stat().st_mtime).get(name, (0, ()))
    except (OSError, yaml.YAMLError):
        return 0
    if step is not None and 0 <= step < len(steps):
        return steps[step]
    return fixture_line
