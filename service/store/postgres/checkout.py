"""A cheap checkout of pooled connections for the PostgreSQL store's hot calls.

``psycopg_pool``'s ``connection()`` costs about 60 microseconds of the replica's CPU per call
(its locks, statistics and return checks), as much as the query it wraps; a replica makes three
such calls per action (two version reads and the commit). :class:`Checkout` keeps up to
``keep`` idle connections taken from the pool in a plain list and hands them out again without
going through the pool (every call of the store checks out through it, so none waits on the pool
while the list holds an idle connection); a connection whose call failed in the driver or that comes back in any state but idle (broken, a transaction left
open) goes back to the pool instead, which repairs or discards
it, so a database restart costs one failed call per cached connection, as with the pool itself.
Connections held here count against the pool's ``max_size``, and :meth:`idle` lets the store's
statistics report them as available.
"""

from __future__ import annotations

from types import TracebackType

import psycopg
from psycopg import AsyncConnection
from psycopg.pq import TransactionStatus
from psycopg.rows import TupleRow
from psycopg_pool import AsyncConnectionPool

Connection = AsyncConnection[TupleRow]


class Checkout:
    """``async with checkout as connection:`` a pooled connection, cheaply."""

    __slots__ = ("_keep", "_pool", "_spare")

    def __init__(self, pool: AsyncConnectionPool[Connection], keep: int) -> None:
        self._pool = pool
        self._keep = keep
        self._spare: list[Connection] = []

    def __call__(self) -> _Lease:
        return _Lease(self)

    def idle(self) -> int:
        """Connections held here, idle."""
        return len(self._spare)

    async def get(self) -> Connection:
        if self._spare:
            return self._spare.pop()
        return await self._pool.getconn()

    async def put(self, connection: Connection, failed: bool) -> None:
        if (
            not failed
            and len(self._spare) < self._keep
            and not connection.closed
            and connection.info.transaction_status == TransactionStatus.IDLE
        ):
            self._spare.append(connection)
        else:
            await self._pool.putconn(connection)

    async def close(self) -> None:
        """Give every held connection back (before the pool closes)."""
        spare, self._spare = self._spare, []
        for connection in spare:
            await self._pool.putconn(connection)


class _Lease:
    __slots__ = ("_checkout", "_connection")

    def __init__(self, checkout: Checkout) -> None:
        self._checkout = checkout

    async def __aenter__(self) -> Connection:
        self._connection = await self._checkout.get()
        return self._connection

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        await self._checkout.put(self._connection, failed=isinstance(error, psycopg.Error))
