"""Cross-replica wake-ups with PostgreSQL LISTEN/NOTIFY.

Every commit of :class:`service.store.postgres.store.PostgresStore` calls ``pg_notify`` on
:data:`CHANNEL` inside its transaction, so the notification is delivered exactly when (and only
if) the commit becomes visible, to every replica listening. Each replica holds one dedicated
autocommit connection that wakes its local watchers of the notified table, which then read the
new entries from the log: the payload (the table id) is only a wake-up, so nothing depends on
its size, and a lost or coalesced notification costs a re-read, not an event.

The connection LISTENs only while this process has a watcher (a WatchTable stream): PostgreSQL
signals every listening backend of the database at every commit, and that backend reads the
queue and sends the notification on (about 50 us of PostgreSQL's CPU per commit and listening
replica, and the replica's own to receive it). A replica serving no stream, a bot host or a
gRPC platform's polling front end, costs nothing per commit. The first watcher starts the
LISTEN; once it is in place every watcher is woken to read the log once more, since a commit
made before it was not notified. When the last watcher has been gone for ``linger`` seconds the
connection UNLISTENs (a page reloading does not toggle it).

If the LISTEN connection drops, it is reopened with backoff and every local watcher is woken,
because notifications sent while disconnected are lost.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable

import psycopg
from psycopg import AsyncConnection
from psycopg.rows import TupleRow

from service.store.base import Notifier, Subscription
from service.store.notify import InProcessNotifier, _LocalSubscription

#: the LISTEN/NOTIFY channel of table commits; payload "<table_id>:<version>"
CHANNEL = "meeple_table_commits"

_log = logging.getLogger(__name__)


def payload(table_id: str, version: int) -> str:
    return f"{table_id}:{version}"


def table_of(notification_payload: str) -> str:
    return notification_payload.rpartition(":")[0] or notification_payload


class _LocalFanout(InProcessNotifier):
    """The process's watchers; calls ``on_change`` when it gains its first or loses its last."""

    def __init__(self, on_change: Callable[[], None]) -> None:
        super().__init__()
        self._on_change = on_change

    @property
    def watched(self) -> bool:
        return bool(self._subscribers)

    def subscribe(self, table_id: str) -> Subscription:
        first = not self._subscribers
        subscription = super().subscribe(table_id)
        if first:
            self._on_change()
        return subscription

    def _remove(self, subscription: _LocalSubscription) -> None:
        super()._remove(subscription)
        if not self._subscribers:
            self._on_change()

    def wake_all(self) -> None:
        for table_id in list(self._subscribers):
            self.wake_local(table_id)


class PostgresNotifier(Notifier):
    """One connection, LISTENing while this process has watchers, fanning wake-ups out to
    them."""

    cross_process = True

    def __init__(
        self,
        dsn: str,
        *,
        reconnect_delay: float = 0.2,
        max_delay: float = 5.0,
        linger: float = 30.0,
    ) -> None:
        self._dsn = dsn
        self._changed = asyncio.Event()
        self._local = _LocalFanout(self._changed.set)
        self._task: asyncio.Task[None] | None = None
        self._connected = asyncio.Event()
        self._reconnect_delay = reconnect_delay
        self._max_delay = max_delay
        self._linger = linger
        #: how many times the connection was (re)established; for tests and metrics
        self.connections = 0
        #: whether the connection LISTENs now; for tests and metrics
        self.listening = False

    def subscribe(self, table_id: str) -> Subscription:
        return self._local.subscribe(table_id)

    async def publish(self, table_id: str, version: int) -> None:
        # The commit's pg_notify reaches every listening replica, this one included; waking
        # local watchers now as well spares them the round trip through the server.
        self._local.wake_local(table_id)

    def wake_local(self, table_id: str) -> None:
        self._local.wake_local(table_id)

    def subscriber_count(self, table_id: str) -> int:
        return self._local.subscriber_count(table_id)

    async def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="meeple-postgres-listen")
        # the connection is in place before the server serves (or the start-up fails loudly)
        waiter = asyncio.create_task(self._connected.wait())
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
                async with await AsyncConnection.connect(
                    self._dsn, autocommit=True, fallback_application_name="meeple listen"
                ) as connection:
                    self.connections += 1
                    delay = self._reconnect_delay
                    if not first:
                        self._local.wake_all()  # notifications may have been missed meanwhile
                    first = False
                    self._connected.set()
                    await self._serve(connection)
            except asyncio.CancelledError:
                raise
            except psycopg.Error as error:
                if first:
                    raise  # cannot connect at start-up: a configuration error, surface it
                _log.warning("LISTEN connection lost (%s); reconnecting in %.1fs", error, delay)
            finally:
                self.listening = False
            self._local.wake_all()
            await asyncio.sleep(delay)
            delay = min(delay * 2, self._max_delay)

    async def _serve(self, connection: AsyncConnection[TupleRow]) -> None:
        """LISTEN while there are watchers, deliver, UNLISTEN after they have lingered away."""
        while True:
            self._changed.clear()
            watched = self._local.watched
            if watched and not self.listening:
                await connection.execute(f"LISTEN {CHANNEL}")
                self.listening = True
                self._local.wake_all()  # commits made before the LISTEN were not notified
            if not self.listening:
                await self._changed.wait()
                continue
            changed = await self._deliver(connection, None if watched else self._linger)
            if not changed and not self._local.watched:
                await connection.execute(f"UNLISTEN {CHANNEL}")
                self.listening = False

    async def _deliver(self, connection: AsyncConnection[TupleRow], timeout: float | None) -> bool:
        """Wake watchers for every notification until the watchers come or go (True) or
        ``timeout`` passes (False). A failure of the connection is raised."""
        delivery = asyncio.create_task(self._wake_for(connection))
        changed = asyncio.create_task(self._changed.wait())
        try:
            done, _ = await asyncio.wait(
                {delivery, changed}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED
            )
            if delivery in done:
                delivery.result()  # only ever ends by raising
            return changed in done
        finally:
            for task in (delivery, changed):
                task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await delivery

    async def _wake_for(self, connection: AsyncConnection[TupleRow]) -> None:
        async for notification in connection.notifies():
            self._local.wake_local(table_of(notification.payload))
        raise psycopg.OperationalError("the LISTEN connection stopped delivering")
