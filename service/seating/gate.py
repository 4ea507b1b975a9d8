"""A counting gate with priorities: at most ``size`` holders; waiters of a lower priority number
go first (ties in arrival order). The turn keeper puts bot turns that follow a timeout ahead of
ordinary bot seats, so a person's missed turn is played as soon as a worker is free."""

from __future__ import annotations

import asyncio
import heapq
import itertools
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager


class PriorityGate:
    def __init__(self, size: int) -> None:
        self.size = size
        self._held = 0
        self._waiting: list[tuple[int, int, asyncio.Future[None]]] = []
        self._order = itertools.count()

    @asynccontextmanager
    async def hold(self, priority: int) -> AsyncIterator[None]:
        if self._held >= self.size or self._waiting:
            waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
            heapq.heappush(self._waiting, (priority, next(self._order), waiter))
            try:
                await waiter
            except BaseException:
                if waiter.done() and not waiter.cancelled():
                    self._release()  # handed the slot while being cancelled: pass it on
                else:
                    self._waiting = [w for w in self._waiting if w[2] is not waiter]
                    heapq.heapify(self._waiting)
                raise
        else:
            self._held += 1
        try:
            yield
        finally:
            self._release()

    def _release(self) -> None:
        while self._waiting:
            _, _, waiter = heapq.heappop(self._waiting)
            if not waiter.done():
                waiter.set_result(None)  # the slot passes straight to the next waiter
                return
        self._held -= 1
