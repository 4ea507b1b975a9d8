"""The benchmarks' shared warm-up and block timing (bench/steady.py)."""

from __future__ import annotations

import pytest

from bench.steady import Spread, steady_rates


def test_warm_up_blocks_come_first_and_measured_blocks_are_numbered_from_zero() -> None:
    seen: list[int] = []

    def block(k: int) -> int:
        seen.append(k)
        sum(range(20_000))  # some work, so that the clocks move
        return 10

    rates = steady_rates(block, blocks=4, min_warmup=2, max_warmup=5)
    warmup, measured = seen[: rates.warmup_blocks], seen[rates.warmup_blocks :]
    assert 2 <= rates.warmup_blocks <= 5
    assert warmup == list(range(-1, -1 - rates.warmup_blocks, -1))
    assert measured == [0, 1, 2, 3]
    assert len(rates.cpu) == len(rates.wall) == 4
    assert len(rates.warmup_cpu) == rates.warmup_blocks
    assert all(rate > 0 for rate in rates.cpu + rates.wall)
    assert "of 4 blocks after" in rates.summary("games/s")


def test_warm_up_continues_while_blocks_get_faster() -> None:
    # each warm-up block does less work than the one before, so each one is clearly faster
    # and the warm-up runs to its limit
    def block(k: int) -> int:
        sum(range(400_000 // (2 ** min(-k, 8)) if k < 0 else 1_000))
        return 1

    assert steady_rates(block, blocks=1, min_warmup=2, max_warmup=4).warmup_blocks == 4


def test_spread_is_min_median_max() -> None:
    spread = Spread.of([3.0, 1.0, 2.0, 10.0, 4.0])
    assert (spread.low, spread.median, spread.high) == (1.0, 3.0, 10.0)
    assert spread.text() == "3.0 (1.0–10.0)"


def test_bad_block_counts_are_refused() -> None:
    with pytest.raises(ValueError):
        steady_rates(lambda k: 1, blocks=0)
    with pytest.raises(ValueError):
        steady_rates(lambda k: 1, min_warmup=1)
