"""Every benchmark (a ``bench/`` module that runs as a program) answers ``--help`` and is
described in docs/speed.md with its command (issue 47: ``bench.telemetry --help`` crashed on a
``%`` in its help text)."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SPEED = (ROOT / "docs" / "speed.md").read_text(encoding="utf-8")
BENCHMARKS = sorted(
    path.stem
    for path in (ROOT / "bench").glob("*.py")
    if 'if __name__ == "__main__":' in path.read_text(encoding="utf-8")
)


def test_the_benchmarks_are_found() -> None:
    assert {"peers", "search_rate", "telemetry", "legal_actions"} <= set(BENCHMARKS)


@pytest.mark.parametrize("name", BENCHMARKS)
def test_a_benchmark_answers_help_and_docs_speed_gives_its_command(
    name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    module = importlib.import_module(f"bench.{name}")
    monkeypatch.setattr(sys, "argv", [f"bench.{name}", "--help"])
    with pytest.raises(SystemExit) as exited:
        module.main()
    assert exited.value.code == 0
    assert "usage:" in capsys.readouterr().out
    assert f"python -m bench.{name}" in SPEED, f"docs/speed.md: describe bench.{name}"
