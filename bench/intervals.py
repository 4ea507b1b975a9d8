"""Confidence intervals of win rates shared by the strength benchmarks."""

from __future__ import annotations

import math


def clopper_pearson(successes: float, n: int, level: float = 0.95) -> tuple[float, float]:
    """The exact two-sided interval of a binomial proportion (a half win rounds down), by
    bisection on the binomial tails."""
    if n == 0:
        return 0.0, 1.0
    k = int(successes)
    tail = (1 - level) / 2
    # the lower bound: P(X >= k) = tail; the upper: P(X <= k) = tail, i.e. P(X >= k+1) = 1 - tail
    low = 0.0 if k == 0 else _solve(n, k, tail)
    high = 1.0 if k == n else _solve(n, k + 1, 1 - tail)
    return low, high


def _solve(n: int, k: int, target: float) -> float:
    """The p at which P(X >= k) = target for X ~ Binomial(n, p) (it rises with p)."""
    low, high = 0.0, 1.0
    for _ in range(60):
        p = (low + high) / 2
        at_least = sum(math.comb(n, i) * p**i * (1 - p) ** (n - i) for i in range(k, n + 1))
        low, high = (p, high) if at_least < target else (low, p)
    return (low + high) / 2
