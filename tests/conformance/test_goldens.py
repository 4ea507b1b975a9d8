"""The playthrough goldens are what ``meeple-conformance generate`` writes today.

A behaviour change of either engine shows up here first (and in the live run, which compares
the server's every observation with them). If the change is intended, regenerate with the
documented command and review the diff.
"""

from __future__ import annotations

from pathlib import Path

from conformance.runner.golden import generate_all
from conformance.runner.loading import SUITE_ROOT


def test_goldens_are_up_to_date(tmp_path: Path) -> None:
    assert generate_all(tmp_path) == 0
    fresh = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*.json"))
    committed = sorted(
        p.relative_to(SUITE_ROOT / "generated") for p in (SUITE_ROOT / "generated").rglob("*.json")
    )
    assert fresh == committed
    stale = [
        str(rel)
        for rel in fresh
        if (tmp_path / rel).read_text(encoding="utf-8")
        != (SUITE_ROOT / "generated" / rel).read_text(encoding="utf-8")
    ]
    assert stale == [], "stale goldens: run `meeple-conformance generate` and review the diff"
