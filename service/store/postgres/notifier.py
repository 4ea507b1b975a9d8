"""Cross-replica wake-ups with PostgreSQL LISTEN/NOTIFY.

Every commit of :class:`service.store.postgres.store.PostgresStore` calls ``pg_notify`` on
:data:`CHANNEL` inside its transaction, so the notification is delivered exactly when (and only
if) the commit becomes visible, to every replica. Each replica holds one dedicated autocommit
connection that LISTENs and wakes its local watchers of that table, which then read the new
entries from the log: the payload (the table id) is only a wake-up, so nothing depends on its
size, and a lost or coalesced notification costs a re-read, not an event.

If the LISTEN connection drops, it is reopened with backoff and every local watcher is woken,
because notifications sent while disconnected are lost.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

import psycopg
from psycopg import AsyncConnection

from service.store.base import Notifier, Subscription
from service.store.notify import InProcessNotifier

#: the LISTEN/NOTIFY channel of table commits; payload "<table_id>:<version>"
CHANNEL = "meeple_table_commits"

_log = logging.getLogger(__name__)


def payload(table_id: str, version: int) -> str:
    return f"{table_id}:{version}"


def table_of(notification_payload: str) -> str:
    return notification_payload.rpartition(":")[0] or notification_payload


class _LocalFanout(InProcessNotifier):
    def wake_all(self) -> None:
        for table_id in list(self._subscribers):
            self.wake_local(table_id)


class PostgresNotifier(Notifier):
    """LISTENs on one connection and fans wake-ups out to this process's watchers."""

    cross_process = True

    def __init__(self, dsn: str, *, reconnect_delay: float = 0.2, max_delay: float = 5.0) -> None:
        self._dsn = dsn
        self._local = _LocalFanout()
        self._task: asyncio.Task[None] | None = None
        self._listening = asyncio.Event()
        self._reconnect_delay = reconnect_delay
        self._max_delay = max_delay
        #: how many times the LISTEN connection was (re)established; for tests and metrics
        self.connections = 0

    def subscribe(self, table_id: str) -> Subscription:
        return self._local.subscribe(table_id)

    async def publish(self, table_id: str, version: int) -> None:
        # The commit's pg_notify reaches every replica, this one included; waking local watchers
        # now as well spares them the round trip through the server.
        self._local.wake_local(table_id)

    def wake_local(self, table_id: str) -> None:
        self._local.wake_local(table_id)

    def subscriber_count(self, table_id: str) -> int:
        return self._local.subscriber_count(table_id)

    async def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="meeple-postgres-listen")
        # the first LISTEN is in place before the server serves (or the start-up fails loudly)
        waiter = asyncio.create_task(self._listening.wait())
        done, _ = await asyncio.wait({waiter, self._task}, return_when=asyncio.FIRST_COMPLETED)
        if waiter not in done:
            waiter.cancel()
            self._task.result()  # raises the listener's failure

    async def close(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _run(self) -> None:
        delay = self._reconnect_delay
        first = True
        while True:
            try:
                async with await AsyncConnection.connect(self._dsn, autocommit=True) as connection:
                    await connection.execute(f"LISTEN {CHANNEL}")
                    self.connections += 1
                    delay = self._reconnect_delay
                    if not first:
                        self._local.wake_all()  # notifications may have been missed meanwhile
                    first = False
                    self._listening.set()
                    async for notification in connection.notifies():
                        self._local.wake_local(table_of(notification.payload))
            except asyncio.CancelledError:
                raise
            except psycopg.Error as error:
                if first:
                    raise  # cannot listen at start-up: a configuration error, surface it
                _log.warning("LISTEN connection lost (%s); reconnecting in %.1fs", error, delay)
            self._local.wake_all()
            await asyncio.sleep(delay)
            delay = min(delay * 2, self._max_delay)
