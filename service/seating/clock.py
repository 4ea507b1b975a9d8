"""The service clock: wall time, or (conformance mode and tests) wall time plus an offset that
only moves forward, so a runner can make a turn deadline pass without waiting for it."""

from __future__ import annotations

import time
from collections.abc import Callable


class AdjustableClock:
    """``base() + offset``; :meth:`advance` moves it forward."""

    def __init__(self, base: Callable[[], float] = time.time) -> None:
        self.base = base
        self.offset = 0.0

    def __call__(self) -> float:
        return self.base() + self.offset

    def advance(self, seconds: float) -> float:
        if seconds < 0:
            raise ValueError("the clock only moves forward")
        self.offset += seconds
        return self()
