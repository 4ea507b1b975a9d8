"""Steady-state throughput for the engine benchmarks: warm up, then time several blocks.

A Python process speeds up for a while after it starts (memos of the engines fill, the
allocator's arenas grow, the CPU's caches and branch predictors learn the hot loops): successive
300-game blocks of Carcassonne in one process once ran at 318, 382, 407 and 401 games/s, so a
figure taken after a handful of warm-up games understates the engine. :func:`steady_rates` warms
up in whole blocks until a block is no longer clearly faster than the one before it, then times
``blocks`` more and reports each one's rate; a figure is the median of those blocks, given with
their minimum and maximum.

Rates are per second of wall-clock time and per second of this process's CPU time. On a shared
machine the CPU figure is the one-core speed (other processes do not inflate it); on an idle one
the two agree.

Usage (``play_games`` plays ``count`` games with seeds from ``first``)::

    rates = steady_rates(lambda k: play_games(seed + k * 300, 300))
    print(rates.summary("games/s"))

Measured blocks are numbered 0, 1, ... and warm-up blocks -1, -2, ..., so that the measured
blocks play the same games whatever the warm-up took (two versions of an engine measured with
the same arguments play the same games).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

#: warm-up ends once a block's CPU rate is at most this much above the previous block's
TOLERANCE = 0.03


@dataclass(frozen=True, slots=True)
class Spread:
    """The minimum, median and maximum of per-block rates."""

    low: float
    median: float
    high: float

    @classmethod
    def of(cls, rates: Sequence[float]) -> Spread:
        return cls(min(rates), statistics.median(rates), max(rates))

    def text(self, digits: int = 1) -> str:
        """``median (min–max)``."""
        return f"{self.median:.{digits}f} ({self.low:.{digits}f}–{self.high:.{digits}f})"


@dataclass(frozen=True, slots=True)
class Rates:
    """Units per second of each measured block, by wall clock and by this process's CPU time."""

    wall: tuple[float, ...]
    cpu: tuple[float, ...]
    #: how many warm-up blocks ran before the measured ones
    warmup_blocks: int
    #: the CPU rate of each warm-up block, in order
    warmup_cpu: tuple[float, ...]

    @property
    def wall_spread(self) -> Spread:
        return Spread.of(self.wall)

    @property
    def cpu_spread(self) -> Spread:
        return Spread.of(self.cpu)

    def summary(self, unit: str) -> str:
        """One line: median (min–max) over the blocks, CPU then wall, and the warm-up."""
        return (
            f"{self.cpu_spread.text()} {unit} CPU, {self.wall_spread.text()} {unit} wall "
            f"(median (min–max) of {len(self.cpu)} blocks after {self.warmup_blocks} warm-up "
            "blocks)"
        )


def _timed(block: Callable[[int], int], number: int) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    units = block(number)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    # a block too short for the clock's resolution would divide by zero
    return units / max(wall, 1e-9), units / max(cpu, 1e-9)


def steady_rates(
    block: Callable[[int], int],
    *,
    blocks: int = 5,
    min_warmup: int = 2,
    max_warmup: int = 8,
    tolerance: float = TOLERANCE,
) -> Rates:
    """Warm up, then time ``blocks`` blocks; ``block(k)`` runs block ``k`` and returns how many
    units (games) it did.

    Warm-up blocks (-1, -2, ...) run until at least ``min_warmup`` have run and the last one's
    CPU rate is at most ``tolerance`` above the one before it, or ``max_warmup`` have run.
    """
    if blocks < 1 or min_warmup < 2 or max_warmup < min_warmup:
        raise ValueError("need blocks >= 1 and 2 <= min_warmup <= max_warmup")
    warmup: list[float] = []
    while len(warmup) < max_warmup:
        warmup.append(_timed(block, -1 - len(warmup))[1])
        if len(warmup) >= min_warmup and warmup[-1] <= warmup[-2] * (1 + tolerance):
            break
    measured = [_timed(block, k) for k in range(blocks)]
    return Rates(
        wall=tuple(wall for wall, _ in measured),
        cpu=tuple(cpu for _, cpu in measured),
        warmup_blocks=len(warmup),
        warmup_cpu=tuple(warmup),
    )
