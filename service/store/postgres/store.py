"""The PostgreSQL implementation of :class:`service.store.base.Store`, for several replicas.

* psycopg 3 (async) over a :class:`psycopg_pool.AsyncConnectionPool`.
* :meth:`PostgresStore.open` applies the versioned migrations under an advisory lock, so
  replicas that start together are safe (:mod:`service.store.postgres.schema`).
* :meth:`PostgresStore.commit` is the optimistic-concurrency gate: in one transaction it records
  the idempotency key (a duplicate key means a retry: :class:`DuplicateRequest`, nothing
  written), moves the table's version from ``expected_version`` with a conditional UPDATE
  (no row updated means another replica won: :class:`VersionConflict`, nothing written), inserts
  the entries, credentials and snapshot, and calls ``pg_notify`` so every replica's watchers wake
  when, and only when, the commit is visible (:mod:`service.store.postgres.notifier`).
"""

from __future__ import annotations

import asyncio
import base64
import json
import math
import time
from collections.abc import Sequence
from typing import Any

import psycopg
import structlog
from psycopg import AsyncConnection
from psycopg.conninfo import conninfo_to_dict
from psycopg.rows import TupleRow
from psycopg_pool import AsyncConnectionPool

from service.store.base import (
    Commit,
    Compaction,
    Credential,
    CredentialKind,
    Due,
    DuplicateRequest,
    DuplicateTable,
    Entry,
    IdempotencyRecord,
    Notifier,
    Snapshot,
    Store,
    StoreStats,
    TablePage,
    TableRecord,
    TableStatus,
    VersionConflict,
)
from service.store.postgres.notifier import CHANNEL, PostgresNotifier, payload
from service.store.postgres.schema import migrate

SCHEMES = ("postgresql://", "postgres://")

_log = structlog.get_logger()

#: pooled connections per replica (plus one LISTEN connection). Keep
#: replicas x (MAX_CONNECTIONS + 1) below the server's max_connections (100 by default).
MAX_CONNECTIONS = 8

#: psycopg_pool statistics exported as gauges (the pool's own names)
POOL_GAUGES = ("pool_size", "pool_available", "pool_max", "requests_waiting")

_TABLE_COLUMNS = (
    "table_id, game, public, status, version, create_time, update_time, metadata, secret"
)
_ENTRY_COLUMNS = "table_id, version, kind, seat, payload, chance, request_id, commit_time"


class DatabaseUnreachable(psycopg.OperationalError):
    """No connection to the PostgreSQL server within the start-up timeout. Its message names
    the server's host and port, never the DSN (which may hold a password)."""

    def __init__(self, dsn: str, timeout: float, attempts: int, last: Exception) -> None:
        super().__init__(
            f"no PostgreSQL server answered at {server_address(dsn)} within {timeout:g} s "
            f"(last: {first_line(last)})"
        )
        self.attempts = attempts


def server_address(dsn: str) -> str:
    """``host:port`` of a DSN (libpq's defaults where it names none)."""
    try:
        parts = conninfo_to_dict(dsn)
    except psycopg.ProgrammingError:
        return "(an unparsable DSN)"
    return f"{parts.get('host') or 'localhost'}:{parts.get('port') or 5432}"


def first_line(error: BaseException) -> str:
    """libpq's message without its multi-line advice."""
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    return lines[0] if lines else type(error).__name__


def is_postgres_dsn(database: str) -> bool:
    """True when ``--database`` names a PostgreSQL server rather than a SQLite file."""
    return database.startswith(SCHEMES)


def _table(row: TupleRow) -> TableRecord:
    return TableRecord(
        table_id=row[0],
        game=row[1],
        public=row[2],
        status=TableStatus(row[3]),
        version=int(row[4]),
        create_time=float(row[5]),
        update_time=float(row[6]),
        metadata=bytes(row[7]),
        secret=bytes(row[8]),
    )


def _entry(row: TupleRow) -> Entry:
    return Entry(
        table_id=row[0],
        version=int(row[1]),
        kind=row[2],
        seat=row[3],
        payload=bytes(row[4]),
        chance=bytes(row[5]),
        request_id=row[6],
        commit_time=float(row[7]),
    )


def _encode_cursor(create_time: float, table_id: str) -> str:
    raw = json.dumps([create_time, table_id], separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _decode_cursor(cursor: str) -> tuple[float, str]:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        create_time, table_id = json.loads(raw)
        return float(create_time), str(table_id)
    except (ValueError, TypeError) as error:
        raise ValueError(f"invalid page cursor {cursor!r}") from error


class PostgresStore(Store):
    """Tables, logs, snapshots, credentials and idempotency records in PostgreSQL."""

    def __init__(
        self,
        dsn: str,
        *,
        min_connections: int = 2,
        max_connections: int = MAX_CONNECTIONS,
        connect_timeout: float = 10.0,
    ) -> None:
        if not is_postgres_dsn(dsn):
            raise ValueError("a PostgreSQL DSN starts with postgresql:// or postgres://")
        self._dsn = dsn
        self._pool: AsyncConnectionPool[AsyncConnection[TupleRow]] = AsyncConnectionPool(
            dsn,
            min_size=min_connections,
            max_size=max_connections,
            timeout=connect_timeout,
            open=False,
            name="meeple",
            # reads are single statements: no implicit transaction to commit on return to the
            # pool (one round trip each); commits open an explicit transaction
            kwargs={"autocommit": True},
            # no check on checkout (it costs a round trip on every call): a connection broken
            # by a database restart fails its one call, is discarded, and the pool reconnects
        )
        self._notifier = PostgresNotifier(dsn)
        self._connect_timeout = connect_timeout
        #: migrations applied by this process's open() (empty when another replica did them)
        self.applied_migrations: list[int] = []

    @property
    def notifier(self) -> Notifier:
        return self._notifier

    async def open(self) -> None:
        async with await self._first_connection() as connection:
            self.applied_migrations = await migrate(connection)
        await self._pool.open(wait=True, timeout=self._connect_timeout)
        await self._notifier.start()  # idempotent; LISTEN is in place before we serve

    async def _first_connection(self) -> AsyncConnection[TupleRow]:
        """Connect, retrying with backoff for up to ``connect_timeout`` seconds: replicas often
        start while the database is still coming up (compose, Kubernetes)."""
        deadline = time.monotonic() + self._connect_timeout
        delay = 0.2
        attempts = 0
        while True:
            # libpq's own timeout is whole seconds, at least 2: bounded by what is left
            left = max(2, min(5, math.ceil(deadline - time.monotonic())))
            try:
                return await AsyncConnection.connect(self._dsn, connect_timeout=left)
            except psycopg.OperationalError as error:
                attempts += 1
                if time.monotonic() + delay >= deadline:
                    raise DatabaseUnreachable(
                        self._dsn, self._connect_timeout, attempts, error
                    ) from error
                if attempts == 1:  # say so at once, not after the whole timeout
                    _log.warning(
                        "waiting_for_database",
                        address=server_address(self._dsn),
                        error=first_line(error),
                        timeout_s=self._connect_timeout,
                    )
                await asyncio.sleep(delay)
                delay = min(delay * 2, 2.0)

    async def close(self) -> None:
        await self._notifier.close()
        await self._pool.close()

    # ---- tables -------------------------------------------------------------------------

    async def create_table(
        self,
        table: TableRecord,
        credentials: Sequence[Credential] = (),
        idempotency: IdempotencyRecord | None = None,
    ) -> None:
        async with self._pool.connection() as connection, connection.transaction():
            if idempotency is not None:
                await self._record_request(connection, idempotency, table.update_time)
            cursor = await connection.execute(
                f"INSERT INTO meeple_tables ({_TABLE_COLUMNS})"
                " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)"
                " ON CONFLICT (table_id) DO NOTHING",
                (
                    table.table_id,
                    table.game,
                    table.public,
                    table.status.value,
                    table.version,
                    table.create_time,
                    table.update_time,
                    table.metadata,
                    table.secret,
                ),
            )
            if cursor.rowcount != 1:
                raise DuplicateTable(table.table_id)
            await self._add_credentials(connection, credentials)

    async def get_table(self, table_id: str) -> TableRecord | None:
        async with self._pool.connection() as connection:
            cursor = await connection.execute(
                f"SELECT {_TABLE_COLUMNS} FROM meeple_tables WHERE table_id = %s", (table_id,)
            )
            row = await cursor.fetchone()
        return _table(row) if row else None

    async def get_version(self, table_id: str) -> int | None:
        async with self._pool.connection() as connection:
            return await self._version(connection, table_id)

    async def list_tables(
        self,
        *,
        page_size: int,
        cursor: str = "",
        game: str | None = None,
        status: TableStatus | None = None,
        public_only: bool = True,
    ) -> TablePage:
        if page_size <= 0:
            raise ValueError("page_size must be positive")
        conditions: list[str] = []
        parameters: list[Any] = []
        if public_only:
            conditions.append("public")
        if game is not None:
            conditions.append("game = %s")
            parameters.append(game)
        if status is not None:
            conditions.append("status = %s")
            parameters.append(status.value)
        if cursor:
            after_time, after_id = _decode_cursor(cursor)
            conditions.append("(create_time, table_id) < (%s, %s)")
            parameters += [after_time, after_id]
        where = f"WHERE {' AND '.join(conditions)}" if conditions else ""
        query = (
            f"SELECT {_TABLE_COLUMNS} FROM meeple_tables {where}"
            " ORDER BY create_time DESC, table_id DESC LIMIT %s"
        )
        parameters.append(page_size + 1)
        async with self._pool.connection() as connection:
            rows = await (await connection.execute(query.encode(), parameters)).fetchall()
        tables = [_table(row) for row in rows[:page_size]]
        more = len(rows) > page_size
        next_cursor = _encode_cursor(tables[-1].create_time, tables[-1].table_id) if more else ""
        return TablePage(tables=tables, next_cursor=next_cursor)

    # ---- the log -------------------------------------------------------------------------

    async def commit(self, commit: Commit) -> None:
        new_version = commit.expected_version + len(commit.entries)
        stamp = commit.time or time.time()  # like the SQLite store: 0 means "now"
        async with self._pool.connection() as connection, connection.transaction():
            if commit.idempotency is not None:
                await self._record_request(connection, commit.idempotency, stamp)
            cursor = await connection.execute(
                "UPDATE meeple_tables SET version = %s, update_time = %s,"
                " status = coalesce(%s, status), metadata = coalesce(%s, metadata)"
                " WHERE table_id = %s AND version = %s",
                (
                    new_version,
                    stamp,
                    commit.status.value if commit.status is not None else None,
                    commit.metadata,
                    commit.table_id,
                    commit.expected_version,
                ),
            )
            if cursor.rowcount != 1:
                actual = await self._version(connection, commit.table_id)
                raise VersionConflict(commit.table_id, commit.expected_version, actual)
            if commit.entries:
                async with connection.cursor() as insert:
                    await insert.executemany(
                        f"INSERT INTO meeple_entries ({_ENTRY_COLUMNS})"
                        " VALUES (%s, %s, %s, %s, %s, %s, %s, %s)",
                        [
                            (
                                commit.table_id,
                                commit.expected_version + offset,
                                entry.kind,
                                entry.seat,
                                entry.payload,
                                entry.chance,
                                entry.request_id,
                                stamp,
                            )
                            for offset, entry in enumerate(commit.entries, start=1)
                        ],
                    )
            if commit.revoke_credentials:
                await connection.execute(
                    "DELETE FROM meeple_credentials WHERE table_id = %s AND token_hash = ANY(%s)",
                    (commit.table_id, list(commit.revoke_credentials)),
                )
            await self._add_credentials(connection, commit.add_credentials)
            if commit.snapshot is not None:
                snapshot = commit.snapshot
                await connection.execute(
                    "INSERT INTO meeple_snapshots (table_id, version, state, chance_position)"
                    " VALUES (%s, %s, %s, %s) ON CONFLICT (table_id, version)"
                    " DO UPDATE SET state = EXCLUDED.state,"
                    " chance_position = EXCLUDED.chance_position",
                    (snapshot.table_id, snapshot.version, snapshot.state, snapshot.chance_position),
                )
            if commit.compaction is not None:
                await self._compact(connection, commit.table_id, commit.compaction)
            if commit.due is not None:
                await self._set_due(connection, commit.table_id, commit.due)
            # delivered to every LISTENing replica at commit, never for a rolled-back change
            await connection.execute(
                "SELECT pg_notify(%s, %s)", (CHANNEL, payload(commit.table_id, new_version))
            )

    @staticmethod
    async def _compact(
        connection: AsyncConnection[TupleRow], table_id: str, compaction: Compaction
    ) -> None:
        await connection.execute(
            "DELETE FROM meeple_snapshots WHERE table_id = %s AND version < %s",
            (table_id, compaction.snapshots_below),
        )
        await connection.execute(
            "DELETE FROM meeple_idempotency WHERE scope = %s AND version < %s AND version IN"
            " (SELECT version FROM meeple_entries WHERE table_id = %s AND kind = ANY(%s))",
            (table_id, compaction.retries_below, table_id, list(compaction.retry_kinds)),
        )

    async def read_entries(
        self, table_id: str, after_version: int, limit: int | None = None
    ) -> list[Entry]:
        query = (
            f"SELECT {_ENTRY_COLUMNS} FROM meeple_entries"
            " WHERE table_id = %s AND version > %s ORDER BY version"
        )
        parameters: list[Any] = [table_id, after_version]
        if limit is not None:
            query += " LIMIT %s"
            parameters.append(max(limit, 0))
        async with self._pool.connection() as connection:
            rows = await (await connection.execute(query.encode(), parameters)).fetchall()
        return [_entry(row) for row in rows]

    async def latest_snapshot(self, table_id: str, at_most: int | None = None) -> Snapshot | None:
        query = (
            "SELECT table_id, version, state, chance_position FROM meeple_snapshots"
            " WHERE table_id = %s"
        )
        parameters: list[Any] = [table_id]
        if at_most is not None:
            query += " AND version <= %s"
            parameters.append(at_most)
        query += " ORDER BY version DESC LIMIT 1"
        async with self._pool.connection() as connection:
            row = await (await connection.execute(query.encode(), parameters)).fetchone()
        if row is None:
            return None
        return Snapshot(
            table_id=row[0], version=int(row[1]), state=bytes(row[2]), chance_position=bytes(row[3])
        )

    # ---- credentials and idempotency ---------------------------------------------------------

    async def find_credential(self, token_hash: str) -> Credential | None:
        async with self._pool.connection() as connection:
            cursor = await connection.execute(
                "SELECT token_hash, table_id, kind, seat FROM meeple_credentials"
                " WHERE token_hash = %s",
                (token_hash,),
            )
            row = await cursor.fetchone()
        if row is None:
            return None
        return Credential(
            token_hash=row[0], table_id=row[1], kind=CredentialKind(row[2]), seat=row[3]
        )

    async def get_idempotency(self, scope: str, request_id: str) -> IdempotencyRecord | None:
        async with self._pool.connection() as connection:
            return await self._idempotency(connection, scope, request_id)

    # ---- the schedule ------------------------------------------------------------------------

    async def claim_due(
        self, now: float, limit: int, lease_until: float, kind: str | None = None
    ) -> list[str]:
        """One statement: the due rows nobody holds, locked with SKIP LOCKED so concurrent
        replicas claim disjoint sets, get a lease; a dead replica's lease lapses."""
        async with self._pool.connection() as connection, connection.transaction():
            cursor = await connection.execute(
                "WITH due AS ("
                " SELECT table_id FROM meeple_schedule"
                " WHERE due <= %s AND lease_until <= %s"
                " AND (%s::text IS NULL OR kind = %s::text)"
                " ORDER BY due LIMIT %s FOR UPDATE SKIP LOCKED)"
                " UPDATE meeple_schedule AS s SET lease_until = %s"
                " FROM due WHERE s.table_id = due.table_id"
                " RETURNING s.table_id, s.due",
                (now, now, kind, kind, limit, lease_until),
            )
            rows = await cursor.fetchall()
        return [str(row[0]) for row in sorted(rows, key=lambda row: float(row[1]))]

    async def set_due(self, table_id: str, due: Due, at_version: int) -> None:
        async with self._pool.connection() as connection, connection.transaction():
            cursor = await connection.execute(
                "SELECT version FROM meeple_tables WHERE table_id = %s FOR SHARE", (table_id,)
            )
            row = await cursor.fetchone()
            if row is not None and int(row[0]) == at_version:
                await self._set_due(connection, table_id, due)

    @staticmethod
    async def _set_due(connection: AsyncConnection[TupleRow], table_id: str, due: Due) -> None:
        if due.time is None:
            await connection.execute(
                "DELETE FROM meeple_schedule WHERE table_id = %s", (table_id,)
            )
        else:
            await connection.execute(
                "INSERT INTO meeple_schedule (table_id, due, kind, lease_until)"
                " VALUES (%s, %s, %s, 0) ON CONFLICT (table_id) DO UPDATE"
                " SET due = EXCLUDED.due, kind = EXCLUDED.kind, lease_until = 0",
                (table_id, due.time, due.kind),
            )

    async def stats(self) -> StoreStats:
        current = self._pool.get_stats()
        pool = {key: int(value) for key, value in current.items() if key in POOL_GAUGES}
        async with self._pool.connection() as connection:
            cursor = await connection.execute(
                "SELECT game, status, COUNT(*) FROM meeple_tables GROUP BY game, status"
            )
            rows = await cursor.fetchall()
        tables = {(str(game), TableStatus(str(status))): int(n) for game, status, n in rows}
        return StoreStats(tables=tables, pool=pool)

    # ---- helpers ---------------------------------------------------------------------------

    @staticmethod
    async def _version(connection: AsyncConnection[TupleRow], table_id: str) -> int | None:
        cursor = await connection.execute(
            "SELECT version FROM meeple_tables WHERE table_id = %s", (table_id,)
        )
        row = await cursor.fetchone()
        return int(row[0]) if row else None

    @staticmethod
    async def _idempotency(
        connection: AsyncConnection[TupleRow], scope: str, request_id: str
    ) -> IdempotencyRecord | None:
        cursor = await connection.execute(
            "SELECT scope, request_id, fingerprint, response, version FROM meeple_idempotency"
            " WHERE scope = %s AND request_id = %s",
            (scope, request_id),
        )
        row = await cursor.fetchone()
        if row is None:
            return None
        return IdempotencyRecord(
            scope=row[0],
            request_id=row[1],
            fingerprint=row[2],
            response=bytes(row[3]),
            version=int(row[4]),
        )

    async def _record_request(
        self, connection: AsyncConnection[TupleRow], record: IdempotencyRecord, time: float
    ) -> None:
        """Insert the idempotency record first: a concurrent duplicate waits on the key, then
        sees the winner's committed record and raises DuplicateRequest."""
        cursor = await connection.execute(
            "INSERT INTO meeple_idempotency"
            " (scope, request_id, fingerprint, response, version, create_time)"
            " VALUES (%s, %s, %s, %s, %s, %s) ON CONFLICT (scope, request_id) DO NOTHING",
            (
                record.scope,
                record.request_id,
                record.fingerprint,
                record.response,
                record.version,
                time,
            ),
        )
        if cursor.rowcount == 1:
            return
        existing = await self._idempotency(connection, record.scope, record.request_id)
        if existing is None:  # pragma: no cover - a recorded request is never deleted
            raise RuntimeError(f"idempotency record {record.request_id} vanished")
        raise DuplicateRequest(existing)

    async def _add_credentials(
        self, connection: AsyncConnection[TupleRow], credentials: Sequence[Credential]
    ) -> None:
        if not credentials:
            return
        async with connection.cursor() as insert:
            await insert.executemany(
                "INSERT INTO meeple_credentials (token_hash, table_id, kind, seat)"
                " VALUES (%s, %s, %s, %s)",
                [(c.token_hash, c.table_id, c.kind.value, c.seat) for c in credentials],
            )
