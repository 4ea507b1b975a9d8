"""The rules digests' anchors (``conformance/rules/*.md``) that fixture sources point to.

An anchor is the ``id`` of an ``<a id="..."></a>`` in a digest; a fixture's ``source`` is
``rules/<digest>.md#<anchor>``. Anchors starting with ``example-`` are the rulebooks' worked
examples (SPEC.md, "A fixture").
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from conformance.runner.loading import SUITE_ROOT

RULES_DIR = SUITE_ROOT / "rules"
#: the form of a fixture's source (the schema holds the same pattern)
SOURCE_PATTERN = re.compile(r"^(rules/[a-z0-9-]+\.md)#([a-z0-9-]+)$")
_ANCHOR = re.compile(r'<a id="([a-z0-9-]+)"></a>')
EXAMPLE_PREFIX = "example-"


def anchors_in(text: str) -> list[str]:
    """Every anchor id of one digest, in order (duplicates kept, for the checker)."""
    return _ANCHOR.findall(text)


def _registered_digests() -> dict[str, str]:
    """``rules/<name>.md`` -> text, for the Markdown documents registered games publish
    (:meth:`engines.contract.Game.rules_documents`): how a game registered as a plugin brings
    its own digest; none when the engines are not installed beside the runner."""
    try:
        from engines.registry import game_names, get_game
    except ImportError:  # pragma: no cover - a runner installed without our engines
        return {}
    return {
        f"rules/{relative}": text
        for name in game_names()
        for relative, text in get_game(name).rules_documents().items()
        if relative.endswith(".md") and "/" not in relative
    }


@cache
def digest_anchors(rules_dir: Path = RULES_DIR) -> dict[str, frozenset[str]]:
    """``rules/<name>.md`` -> the anchor ids it defines: the digests on disk, and those of
    registered games that are not on disk (a plugin game's own)."""
    found = {
        f"rules/{path.name}": frozenset(anchors_in(path.read_text(encoding="utf-8")))
        for path in sorted(rules_dir.glob("*.md"))
    }
    for digest, text in _registered_digests().items():
        found.setdefault(digest, frozenset(anchors_in(text)))
    return found


def source_problem(source: str, rules_dir: Path = RULES_DIR) -> str | None:
    """Why ``source`` names no existing anchor, or None when it does."""
    match = SOURCE_PATTERN.match(source)
    if match is None:
        return f"source {source!r} is not of the form rules/<digest>.md#<anchor>"
    digest, anchor = match.groups()
    anchors = digest_anchors(rules_dir).get(digest)
    if anchors is None:
        return f"source {source}: no digest conformance/{digest}"
    if anchor not in anchors:
        return f"source {source}: no anchor '{anchor}' in conformance/{digest}"
    return None


def example_sources(rules_dir: Path = RULES_DIR) -> set[str]:
    """Every worked-example anchor as a source string (``rules/x.md#example-...``)."""
    return {
        f"{digest}#{anchor}"
        for digest, anchors in digest_anchors(rules_dir).items()
        for anchor in anchors
        if anchor.startswith(EXAMPLE_PREFIX)
    }
