"""The in-process wake-up fan-out: enough when one process owns the database (SQLite)."""

from __future__ import annotations

import asyncio
from collections import defaultdict

from service.store.base import Notifier, Subscription


class _LocalSubscription(Subscription):
    """A wake-up flag and, while its watcher waits, one future (no task, no ``wait_for``: a
    watch stream waits once per commit of its table, so this is on the hot path)."""

    def __init__(self, owner: InProcessNotifier, table_id: str) -> None:
        self._owner = owner
        self.table_id = table_id
        self._woken = False
        self._waiter: asyncio.Future[bool] | None = None

    def wake(self) -> None:
        waiter = self._waiter
        if waiter is not None and not waiter.done():
            waiter.set_result(True)
        else:
            self._woken = True

    async def wait(self, timeout: float) -> bool:
        if self._woken:
            self._woken = False
            return True
        loop = asyncio.get_running_loop()
        waiter = self._waiter = loop.create_future()
        timer = loop.call_later(timeout, _expire, waiter)
        try:
            woken: bool = await waiter
            return woken
        finally:
            timer.cancel()
            self._waiter = None

    def close(self) -> None:
        self._owner._remove(self)


def _expire(waiter: asyncio.Future[bool]) -> None:
    if not waiter.done():
        waiter.set_result(False)


class InProcessNotifier(Notifier):
    """Wakes the subscribers of a table in this process when :meth:`publish` is called.

    A multi-process notifier (PostgreSQL LISTEN/NOTIFY) can reuse it for its local fan-out: call
    :meth:`wake_local` when a notification for a table arrives.
    """

    def __init__(self) -> None:
        self._subscribers: dict[str, set[_LocalSubscription]] = defaultdict(set)

    def subscribe(self, table_id: str) -> Subscription:
        subscription = _LocalSubscription(self, table_id)
        self._subscribers[table_id].add(subscription)
        return subscription

    async def publish(self, table_id: str, version: int) -> None:
        self.wake_local(table_id)

    def wake_local(self, table_id: str) -> None:
        for subscription in list(self._subscribers.get(table_id, ())):
            subscription.wake()

    def subscriber_count(self, table_id: str) -> int:
        return len(self._subscribers.get(table_id, ()))

    def _remove(self, subscription: _LocalSubscription) -> None:
        subscribers = self._subscribers.get(subscription.table_id)
        if subscribers is not None:
            subscribers.discard(subscription)
            if not subscribers:
                del self._subscribers[subscription.table_id]
