"""bench.webhooks on a tiny budget: a real server POSTs to the loopback receiver while two tables
play; every figure is printed and sane, and every webhook was signed."""

from __future__ import annotations

import re

import pytest

from bench import webhooks


def test_webhook_bench_prints_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    assert webhooks.main(["--tables", "2", "--blocks", "1", "--seconds", "1.5"]) == 0
    out = capsys.readouterr().out
    block = re.search(
        r"actions/s ([\d.]+), deliveries/s ([\d.]+), p50 ms ([\d.]+), p99 ms ([\d.]+), "
        r"outbox mean ([\d.]+), outbox max ([\d.]+) \((\d+) turn webhooks timed\)",
        out,
    )
    assert block is not None, out
    actions, deliveries, p50, p99, _, _, timed = (float(g) for g in block.groups())
    assert actions > 0 and deliveries > 0 and timed > 0
    assert 0 < p50 <= p99
    assert "unsigned webhooks: 0" in out
    for name in ("actions/s", "deliveries/s", "p50 ms", "p99 ms", "outbox mean", "outbox max"):
        assert re.search(rf"{re.escape(name)}: min .* median .* max", out), name
