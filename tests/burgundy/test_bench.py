"""The benchmark script runs (its figures are reported, never asserted: see bench/)."""

from __future__ import annotations

import pytest

from bench import burgundy as bench
from bench import burgundy_view


def test_benchmark_reports_games_without_and_with_events(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert bench.main(["--games", "2", "--blocks", "1", "--players", "2", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()[1:]
    assert [line.split(":")[0] for line in lines] == ["2 players", "4 players"]
    for line in lines:
        assert "without events; every event built:" in line
        assert line.count("games/s CPU") == 2 and "median legal_actions" in line


def test_view_benchmark_reports_both_paths(capsys: pytest.CaptureFixture[str]) -> None:
    assert burgundy_view.main(["--games", "1", "--players", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()[1:]
    assert len(lines) == 1 and lines[0].startswith("2 players: once per position:")
    assert lines[0].count("view_wire") == 2
