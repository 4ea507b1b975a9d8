"""bench.round_trip starts two real servers (a revision exported with git archive, and this
tree) and measures both: run it on a tiny budget against HEAD, with each client against the
baseline, and check that every figure was measured."""

from __future__ import annotations

import json

import pytest

from bench import round_trip


@pytest.mark.parametrize("old_client", ["old", "new"])
def test_round_trip_against_head(capsys: pytest.CaptureFixture[str], old_client: str) -> None:
    argv = ["--baseline", "HEAD", "--rounds", "1", "--seconds", "1", "--tables", "2"]
    assert round_trip.main([*argv, "--old-client", old_client, "--json"]) == 0
    out = capsys.readouterr().out
    rows = json.loads(out[out.index("{") :])
    for label in ("old", "new"):
        (row,) = rows[label]
        assert row["actions_per_s"] > 0 and row["server_cpu_ms_per_action"] > 0
        assert row["noop_p50_ms"] > 0 and row["ratio"] == pytest.approx(
            row["submit_p50_ms"] / row["noop_p50_ms"]
        )
        # each handler alone, from the server's log, is a part of its round trip
        assert 0 < row["noop_handler_p50_ms"] < row["noop_p50_ms"]
        assert 0 < row["submit_handler_p50_ms"] < row["submit_p50_ms"]
    assert "targets: ratio <= 1.5x, >= 1,500 actions/s" in out


def test_round_trip_with_the_new_store_in_memory(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--baseline", "HEAD", "--rounds", "1", "--seconds", "1", "--tables", "2"]
    assert round_trip.main([*argv, "--old-client", "new", "--memory", "--json"]) == 0
    out = capsys.readouterr().out
    rows = json.loads(out[out.index("{") :])
    assert rows["new"][0]["actions_per_s"] > 0 and rows["old"][0]["actions_per_s"] > 0
