"""bench.rematch on a small fixed sample: both people of each finished table press "Play again"
at once and get the same new table (the run fails otherwise), and the figures are sane."""

from __future__ import annotations

from bench.rematch import run


def test_three_tables_each_get_one_rematch() -> None:
    figures = run(3)
    assert figures["tables"] == 3
    assert 0 < figures["faster_p50_ms"] <= figures["slower_p99_ms"]
    assert figures["faster_p50_ms"] <= figures["slower_p50_ms"]
