"""The soak benchmark runs against a real ``meeple serve`` and reports every figure (they are
reported in the README, never asserted as speed targets: see bench/)."""

from __future__ import annotations

import json

import pytest

from bench import soak


def test_soak_benchmark_runs_and_reports(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        soak.main(["--seconds", "2", "--tables", "2", "--creators", "1", "--games", "1", "--json"])
        == 0
    )
    out = capsys.readouterr().out
    results = json.loads(out[out.index("{") :])
    for figures in results["per_finished_game"].values():
        assert figures["actions"] > 0 and figures["snapshot_count"] == 1
        assert figures["disk_bytes_used"] > figures["events"] > 0
    assert results["soak"]["actions"] > 0
    assert results["soak"]["after_stop"]["wal_bytes"] == 0
    assert "WAL high-water" in out
