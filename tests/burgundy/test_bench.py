"""The benchmark script runs (its figures are reported, never asserted: see bench/)."""

from __future__ import annotations

import pytest

from bench import burgundy as bench


def test_benchmark_reports_games_without_and_with_events(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert bench.main(["--games", "2", "--blocks", "1", "--players", "2", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()[1:]
    assert [line.split(":")[0] for line in lines] == ["2 players", "4 players"]
    for line in lines:
        assert "without events; every event built:" in line
        assert line.count("games/s CPU") == 2 and "median legal_actions" in line
