"""Version reads of the PostgreSQL store, coalesced: one query answers every read waiting for it.

Every read RPC checks a table's version first (:meth:`Store.get_version`, see
:mod:`service.tablecache`), so a busy replica sends that one-row query several times per action,
each with its own pool checkout and round trip. :class:`VersionReads` queues the reads that
arrive while a query is under way and answers all of them with ONE query
(``table_id IN (...)``, in chunks of 16 tables) sent after the last of them arrived.

Linearizable, as a read of its own: a read is only ever answered by a query that was sent after
the read began (a read that arrives while a query is in flight waits for the next one), so it
sees every commit whose response was sent before it began, on any replica.

Under load, a query first waits ``window`` seconds for company (as Nagle's algorithm does for
small packets): a busy replica's reads arrive about a millisecond apart, and a query round trip
costs PostgreSQL and the replica about 100 us of CPU each, whatever it carries. "Under load"
means the previous query was sent less than ``busy_within`` seconds before this batch's first
read arrived; an idle replica's read (a person playing) is sent at once. The wait only ever adds
reads to a query not yet sent, so every read is still answered by a query sent after it began.

A failed query fails exactly the reads it was to answer; the next read starts a new query. A
read that is cancelled (its deadline) leaves the others waiting for their answer.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable, Sequence

from service.store.postgres.single_flight import Company, settle

#: the query runner: the current versions of the named tables (missing ones are absent)
Query = Callable[[Sequence[str]], Awaitable[dict[str, int]]]


class VersionReads:
    """Single-flight batching of version reads over ``query``."""

    def __init__(self, query: Query, *, window: float = 0.0, busy_within: float = 0.0) -> None:
        self._query = query
        self._company = Company(window, busy_within)
        self._waiting: dict[str, list[asyncio.Future[int | None]]] = {}
        self._task: asyncio.Task[None] | None = None
        #: reads asked for and queries sent (their ratio is the batching's gain)
        self.reads = 0
        self.queries = 0

    async def get(self, table_id: str) -> int | None:
        """The table's version (None when it does not exist), read after this call began."""
        future: asyncio.Future[int | None] = asyncio.get_running_loop().create_future()
        self._waiting.setdefault(table_id, []).append(future)
        self.reads += 1
        if self._task is None:
            self._task = asyncio.create_task(self._drain(), name="meeple-version-reads")
        return await future

    async def _drain(self) -> None:
        """Send one query per batch until no read waits; every batch is the reads that arrived
        before its query was sent."""
        try:
            while self._waiting:
                await self._company.before_sending()
                batch, self._waiting = self._waiting, {}
                self.queries += 1
                try:
                    found = await self._query(list(batch))
                except BaseException as error:
                    _fail(batch.values(), error)
                    if isinstance(error, asyncio.CancelledError):
                        raise
                    continue
                for table_id, futures in batch.items():
                    for future in futures:
                        settle(future, found.get(table_id))
        except asyncio.CancelledError:
            _fail(self._waiting.values(), asyncio.CancelledError())
            self._waiting = {}
            raise
        finally:
            self._task = None


def _fail(waiting: Iterable[list[asyncio.Future[int | None]]], error: BaseException) -> None:
    """Fail (or cancel) every read of ``waiting`` that is still waiting."""
    for futures in waiting:
        for future in futures:
            settle(future, error=error)
