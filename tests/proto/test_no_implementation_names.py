"""Proto comments are the contract for every language: they name no part of this Python
implementation (modules, classes, functions, data files)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.proto.contract_text import ROOT, comments

PROTOS = sorted((ROOT / "proto" / "meeple").rglob("*.proto"))

#: what implementation names look like in a comment
FORBIDDEN = re.compile(
    r"\b(?:engines|service|clients|conformance\.runner)[./]\w"  # package and module paths
    r"|\w\.py\b"  # Python files
    r"|\b\w+\(\)"  # calls of functions or methods
    r"|\b(?:apply_chance|ActionRejected|IllegalAction|MalformedAction|InvalidState"
    r"|InvalidOptions|ChanceScriptError|GameState|LiveGame|TableService)\b"
    r"|\bdata/\S*\.json\b"
)


def test_the_pattern_bites() -> None:
    for sample in (
        "// see engines.chance",
        "// GameState.pending_decision()",
        "// engines.errors.ActionRejected",
        "// Chance (apply_chance)",
        "// engines/carcassonne/data/tiles.json",
        "// in service/history.py",
    ):
        assert FORBIDDEN.search(sample), sample


@pytest.mark.parametrize("proto", PROTOS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_implementation_names_in_comments(proto: Path) -> None:
    found = [
        line.strip()
        for line in comments(proto.read_text(encoding="utf-8")).splitlines()
        if FORBIDDEN.search(line)
    ]
    assert found == []
