"""The benchmark script runs (its figures are reported, never asserted: see bench/)."""

from __future__ import annotations

import pytest

from bench import carcassonne as bench


def test_benchmark_runs_and_reports_both_player_counts(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--games", "2", "--players", "2", "5"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines] == [
        "carcassonne 2 players",
        "carcassonne 5 players",
    ]
    assert all("games/s" in line and "median legal_actions" in line for line in lines)
