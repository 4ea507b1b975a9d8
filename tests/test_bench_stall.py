"""bench.stall plays tables on two real servers (HEAD exported with git archive, and this tree)
while it probes each with the no-op RPC: run it on a tiny budget and check every figure."""

from __future__ import annotations

import re

import pytest

from bench import stall


def test_stall_against_head(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--baseline", "HEAD", "--rounds", "1", "--seconds", "2", "--tables", "1"]
    assert stall.main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[2] for line in lines] == ["old", "new"]
    for line in lines:
        figures = re.search(
            r"(\d+) actions/s .* p50 ([\d.]+) ms, p99 ([\d.]+) ms, max ([\d.]+) ms \((\d+) probes",
            line,
        )
        assert figures is not None, line
        actions, p50, p99, most, probes = (float(g) for g in figures.groups())
        assert actions > 0 and probes > 10
        assert 0 < p50 <= p99 <= most
