"""What the PostgreSQL store's single-flight batchers share (version reads in
:mod:`service.store.postgres.versions`, commits in :mod:`service.store.postgres.group_commit`):
a moment's wait for company under load, and settling a waiter's future."""

from __future__ import annotations

import asyncio
from typing import TypeVar

T = TypeVar("T")


class Company:
    """Under load, a batch waits ``window`` seconds before it is sent, so that more work joins
    it (as Nagle's algorithm does for small packets); "under load" means the previous batch was
    sent less than ``busy_within`` seconds ago. An idle process's batch goes at once."""

    def __init__(self, window: float = 0.0, busy_within: float = 0.0) -> None:
        self._window = window
        self._busy_within = busy_within
        #: the loop time the last batch was sent at (-inf: never)
        self._last_sent = float("-inf")

    async def before_sending(self) -> None:
        """Wait for company if busy; the batch taken right after this call is being sent."""
        loop = asyncio.get_running_loop()
        if self._window > 0 and loop.time() - self._last_sent < self._busy_within:
            await asyncio.sleep(self._window)
        self._last_sent = loop.time()


def settle(
    future: asyncio.Future[T], result: T | None = None, error: BaseException | None = None
) -> None:
    """Answer a waiter with ``result``, or fail it with ``error`` (cancel it for a
    cancellation); a waiter that is done already (its caller gave up) is left alone."""
    if future.done():
        return
    if error is None:
        future.set_result(result)  # type: ignore[arg-type]
    elif isinstance(error, asyncio.CancelledError):
        future.cancel()
    else:
        future.set_exception(error)
