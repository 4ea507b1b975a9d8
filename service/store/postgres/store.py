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
import math
import secrets
import time
from collections.abc import Sequence
from typing import Any

import psycopg
import structlog
from psycopg import AsyncConnection
from psycopg.rows import TupleRow

from service.store.base import (
    Commit,
    Credential,
    Delivery,
    Due,
    DuplicateRequest,
    DuplicateTable,
    Entry,
    IdempotencyRecord,
    Notifier,
    OutboxCounts,
    Snapshot,
    Store,
    StoreStats,
    TablePage,
    TableRecord,
    TableStatus,
    VersionConflict,
)
from service.store.chat import ChatConflict
from service.store.chat_sql import ChatStatements
from service.store.contacts import SeatContacts
from service.store.contacts_sql import ContactStatements, contact_parameters, contact_record
from service.store.postgres import one_statement, one_write
from service.store.postgres.connect import (
    first_connection,
    is_postgres_dsn,
)
from service.store.postgres.group_commit import GroupCommit, Outcome
from service.store.postgres.leases import LEASE_SECONDS, TRUSTED_PART, HeldLeases
from service.store.postgres.notifier import CHANNEL, PostgresNotifier, payload
from service.store.postgres.pool import MostRecentlyUsedPool
from service.store.postgres.schema import migrate
from service.store.postgres.transaction import (
    S,
    add_credentials,
    record_request,
    recorded_request,
    set_due,
    table_version,
)
from service.store.postgres.versions import VersionReads
from service.store.record_reviews_sql import RecordReviewStatements
from service.store.reviews import ReviewRow
from service.store.reviews_sql import ReviewStatements, review_parameters, review_record
from service.store.sql import (
    NO_BOUND,
    POSTGRESQL,
    claim_deliveries_parameters,
    claim_due_parameters,
    claimed_owners,
    credential,
    delivery,
    entry,
    next_cursor,
    snapshot,
    table_counts,
    table_parameters,
    table_record,
)

_log = structlog.get_logger()

#: pooled connections per replica (plus one LISTEN connection and one for version reads). Keep
#: replicas x (MAX_CONNECTIONS + 2) below the server's max_connections (100 by default).
#: pg_stat_activity tells them apart by application_name ("meeple", "meeple versions",
#: "meeple listen") unless the DSN names one.
MAX_CONNECTIONS = 7

#: psycopg_pool statistics exported as gauges (the pool's own names)
POOL_GAUGES = ("pool_size", "pool_available", "pool_max", "requests_waiting")

#: the versions of 1, 2, ... VERSIONS_AT_ONCE tables (:mod:`service.store.postgres.versions`):
#: an IN list of parameters, one prepared statement per length (an ``= ANY(array)`` costs both
#: sides about 50 us more per query than one ``=``: the array's encoding and its scan)
VERSIONS_AT_ONCE = 16
VERSIONS = [
    f"SELECT table_id, version FROM {POSTGRESQL.table('tables')}"
    f" WHERE table_id IN ({', '.join(['%s'] * count)})".encode()
    for count in range(VERSIONS_AT_ONCE + 1)
]
C = ContactStatements(POSTGRESQL)
R = ReviewStatements(POSTGRESQL)
CHAT = ChatStatements(POSTGRESQL)
RECORD_REVIEWS = RecordReviewStatements(POSTGRESQL)
#: a busy replica's version query waits this long for more reads to join it
#: (:mod:`service.store.postgres.versions`): a busy replica's reads arrive about a millisecond
#: apart, so a query carries several instead of one; its reads wait at most this much longer
VERSION_READ_WINDOW = 0.001
#: "busy": the previous version query was sent less than this long ago
VERSION_READS_BUSY_WITHIN = 0.01
#: a commit that meets another replica's lease waits for it to run out, at most this many times
LEASE_WAITS = 20
#: ... and this much longer than the lease's remaining time
LEASE_MARGIN = 0.005
#: the seconds until another replica's lease on a table at the expected version runs out; the
#: table's streak is reset on the way, so that the holder's next commit does not renew it
LEASE_STATE = (
    f"UPDATE {one_statement.TABLES} SET writer_streak = 0"
    " WHERE table_id = %s AND version = %s AND lease_holder NOT IN ('', %s)"
    f" AND lease_until > {one_statement.DATABASE_NOW}"
    f" RETURNING lease_until - {one_statement.DATABASE_NOW}"
)
#: a busy replica's commit waits this long for more commits to join its transaction
#: (:mod:`service.store.postgres.group_commit`)
COMMIT_WINDOW = 0.001


class PostgresStore(Store):
    """Tables, logs, snapshots, credentials and idempotency records in PostgreSQL."""

    def __init__(
        self,
        dsn: str,
        *,
        min_connections: int = 2,
        max_connections: int = MAX_CONNECTIONS,
        connect_timeout: float = 10.0,
        lease_seconds: float = LEASE_SECONDS,
    ) -> None:
        if not is_postgres_dsn(dsn):
            raise ValueError("a PostgreSQL DSN starts with postgresql:// or postgres://")
        self._dsn = dsn
        self._pool = MostRecentlyUsedPool(
            dsn,
            min_size=min_connections,
            max_size=max_connections,
            timeout=connect_timeout,
            open=False,
            name="meeple",
            # reads are single statements: no implicit transaction to commit on return to the
            # pool (one round trip each); commits open an explicit transaction
            kwargs={"autocommit": True, "fallback_application_name": "meeple"},
            # no check on checkout (it costs a round trip on every call): a connection broken
            # by a database restart fails its one call, is discarded, and the pool reconnects
        )
        self._notifier = PostgresNotifier(dsn)
        #: version reads, coalesced into one query per batch on a connection of their own
        self._versions = VersionReads(
            self._read_versions,
            window=VERSION_READ_WINDOW,
            busy_within=VERSION_READS_BUSY_WITHIN,
        )
        #: this replica's name in the tables' leases (:mod:`service.store.postgres.leases`)
        self.writer = secrets.token_hex(8)
        #: the leases this replica holds: their tables' version reads need no query
        self.leases = HeldLeases(trust=lease_seconds * TRUSTED_PART)
        self._lease_seconds = lease_seconds
        #: one-statement commits, grouped under load into one transaction
        self._group = GroupCommit(
            self._send_one,
            self._send_many,
            window=COMMIT_WINDOW,
            busy_within=VERSION_READS_BUSY_WITHIN,
        )
        self._reader: AsyncConnection[TupleRow] | None = None
        self._closing = False
        self._connect_timeout = connect_timeout
        #: migrations applied by this process's open() (empty when another replica did them)
        self.applied_migrations: list[int] = []

    @property
    def notifier(self) -> Notifier:
        return self._notifier

    async def open(self) -> None:
        async with await first_connection(self._dsn, self._connect_timeout) as connection:
            self.applied_migrations = await migrate(connection)
        await self._pool.open(wait=True, timeout=self._connect_timeout)
        await self._notifier.start()  # idempotent; LISTEN is in place before we serve

    async def close(self) -> None:
        self._closing = True
        await self._notifier.close()
        await self._pool.close()
        reader, self._reader = self._reader, None
        if reader is not None:
            await reader.close()

    # ---- tables -------------------------------------------------------------------------

    async def create_table(
        self,
        table: TableRecord,
        credentials: Sequence[Credential] = (),
        idempotency: IdempotencyRecord | None = None,
    ) -> None:
        async with self._pool.connection() as connection, connection.transaction():
            if idempotency is not None:
                await record_request(connection, idempotency, table.update_time)
            cursor = await connection.execute(S.insert_table, table_parameters(table))
            if cursor.rowcount != 1:
                raise DuplicateTable(table.table_id)
            await add_credentials(connection, credentials)

    async def get_table(self, table_id: str) -> TableRecord | None:
        async with self._pool.connection() as connection:
            cursor = await connection.execute(S.select_table, (table_id,))
            row = await cursor.fetchone()
        return table_record(row) if row else None

    async def get_version(self, table_id: str) -> int | None:
        leased = self.leases.version(table_id)
        if leased is not None:
            return leased  # no other replica can have committed (service.store.postgres.leases)
        return await self._versions.get(table_id)

    async def _read_versions(self, table_ids: Sequence[str]) -> dict[str, int]:
        """The versions of ``table_ids`` in one query (:mod:`service.store.postgres.versions`),
        on a connection of its own: :class:`VersionReads` sends one query at a time, so it needs
        no pool checkout. A broken connection fails its one query and is replaced on the next."""
        connection = self._reader
        if connection is None or connection.closed:
            timeout = max(2, math.ceil(self._connect_timeout))  # libpq: whole seconds, >= 2
            connection = await AsyncConnection.connect(
                self._dsn,
                autocommit=True,
                connect_timeout=timeout,
                fallback_application_name="meeple versions",
            )
            if self._closing:  # close() ran while this connected
                await connection.close()
                raise psycopg.OperationalError("the store is closed")
            self._reader = connection
        rows: list[TupleRow] = []
        try:
            # every read of the process waits on this connection: a query that does not come
            # back (a half-open TCP connection) must not stall them all
            async with asyncio.timeout(self._connect_timeout):
                for start in range(0, len(table_ids), VERSIONS_AT_ONCE):
                    chunk = table_ids[start : start + VERSIONS_AT_ONCE]
                    cursor = await connection.execute(VERSIONS[len(chunk)], chunk)
                    rows += await cursor.fetchall()
        except TimeoutError as error:
            self._reader = None
            await connection.close()
            raise psycopg.OperationalError("a version read timed out") from error
        except psycopg.Error:
            if connection.broken or connection.closed:
                self._reader = None
                await connection.close()
            raise
        return {str(table_id): int(version) for table_id, version in rows}

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
        query, parameters = S.list_tables(
            page_size=page_size, cursor=cursor, game=game, status=status, public_only=public_only
        )
        async with self._pool.connection() as connection:
            rows = await (await connection.execute(query.encode(), parameters)).fetchall()
        tables = [table_record(row) for row in rows[:page_size]]
        return TablePage(tables=tables, next_cursor=next_cursor(tables, page_size, len(rows)))

    # ---- the log -------------------------------------------------------------------------

    async def commit(self, commit: Commit) -> int:
        stamp = commit.time or time.time()  # like the SQLite store: 0 means "now"
        for _ in range(LEASE_WAITS):
            asked_at = self.leases.clock()
            fresh, moved, queued, leased = await self._group.commit(commit, stamp)
            if fresh and moved == 1:
                new_version = commit.expected_version + len(commit.entries)
                if leased:
                    self.leases.granted(commit.table_id, new_version, asked_at)
                else:
                    self.leases.ended(commit.table_id)
                return queued
            self.leases.ended(commit.table_id)  # refused: the next read asks the database
            wait = await self._refused(commit, fresh)
            await asyncio.sleep(wait)  # the table is leased to another replica: until it ends
        raise VersionConflict(commit.table_id, commit.expected_version, commit.expected_version)

    async def _send_one(self, commit: Commit, stamp: float) -> Outcome:
        """The usual commit (an action, a start, a bot's turn) alone: one statement, one round
        trip (:mod:`service.store.postgres.one_statement`)."""
        query, parameters = one_statement.statement(commit, stamp, self.writer, self._lease_seconds)
        async with self._pool.connection() as connection:
            try:
                cursor = await connection.execute(query.encode(), parameters)
            except psycopg.errors.UniqueViolation as error:
                if error.diag.constraint_name != one_statement.IDEMPOTENCY_KEY:
                    raise
                return False, 0, 0, False  # a retry raced its original: it won
            row = await cursor.fetchone()
        assert row is not None
        return one_statement.outcome(row)

    async def _send_many(self, commits: Sequence[tuple[Commit, float]]) -> list[Outcome]:
        """Several such commits in one transaction, sent in one write: one round trip, one WAL
        flush (:mod:`service.store.postgres.group_commit`, :mod:`.one_write`)."""
        statements = [
            one_statement.statement(commit, stamp, self.writer, self._lease_seconds)
            for commit, stamp in commits
        ]
        async with self._pool.connection() as connection:
            rows = await one_write.run(connection, statements)
        return [one_statement.outcome(row) for row in rows]

    async def _refused(self, commit: Commit, fresh: bool) -> float:
        """Why a commit wrote nothing: :class:`DuplicateRequest`, :class:`VersionConflict`, or
        (returned) the seconds until another replica's lease on the table runs out, after the
        table's streak is reset so that its holder's next commit does not renew it."""
        async with self._pool.connection() as connection:
            if not fresh:
                assert commit.idempotency is not None
                record = commit.idempotency
                existing = await recorded_request(connection, record.scope, record.request_id)
                if existing is None:  # pragma: no cover - a recorded request is never deleted
                    raise RuntimeError(f"idempotency record {record.request_id} vanished")
                raise DuplicateRequest(existing)
            cursor = await connection.execute(
                LEASE_STATE, (commit.table_id, commit.expected_version, self.writer)
            )
            row = await cursor.fetchone()
            if row is not None:  # at the expected version, leased to another replica
                return min(max(float(row[0]), 0.0), self._lease_seconds) + LEASE_MARGIN
            actual = await table_version(connection, commit.table_id)
        if actual == commit.expected_version:
            return LEASE_MARGIN  # the lease that refused it ran out meanwhile: again
        raise VersionConflict(commit.table_id, commit.expected_version, actual)

    async def read_entries(
        self, table_id: str, after_version: int, limit: int | None = None
    ) -> list[Entry]:
        async with self._pool.connection() as connection:
            if limit is None:
                cursor = await connection.execute(S.select_entries, (table_id, after_version))
            else:
                cursor = await connection.execute(
                    S.select_entries_limited, (table_id, after_version, max(limit, 0))
                )
            rows = await cursor.fetchall()
        return [entry(row) for row in rows]

    async def latest_snapshot(self, table_id: str, at_most: int | None = None) -> Snapshot | None:
        bound = NO_BOUND if at_most is None else at_most
        async with self._pool.connection() as connection:
            row = await (await connection.execute(S.latest_snapshot, (table_id, bound))).fetchone()
        return None if row is None else snapshot(row)

    # ---- credentials and idempotency ---------------------------------------------------------

    async def find_credential(self, token_hash: str) -> Credential | None:
        async with self._pool.connection() as connection:
            row = await (await connection.execute(S.find_credential, (token_hash,))).fetchone()
        return None if row is None else credential(row)

    async def get_idempotency(self, scope: str, request_id: str) -> IdempotencyRecord | None:
        async with self._pool.connection() as connection:
            return await recorded_request(connection, scope, request_id)

    async def stats(self) -> StoreStats:
        current = self._pool.get_stats()
        pool = {key: int(value) for key, value in current.items() if key in POOL_GAUGES}
        async with self._pool.connection() as connection:
            rows = await (await connection.execute(S.count_tables)).fetchall()
        return StoreStats(tables=table_counts(rows), pool=pool)

    # ---- the schedule ------------------------------------------------------------------------

    async def claim_due_owners(
        self,
        now: float,
        limit: int,
        lease_until: float,
        kind: str | None = None,
        skip: Sequence[str] = (),
    ) -> list[tuple[str, str]]:
        # one statement, atomic in autocommit: no BEGIN and COMMIT round trips (the keeper
        # claims several kinds at every look, on every replica, busy or idle)
        async with self._pool.connection() as connection:
            cursor = await connection.execute(
                S.claim_due, claim_due_parameters(now, limit, lease_until, kind, skip)
            )
            rows = await cursor.fetchall()
        return claimed_owners(rows)

    async def any_due(self, now: float) -> bool:
        async with self._pool.connection() as connection:
            row = await (await connection.execute(S.any_due, (now, now))).fetchone()
        return bool(row and row[0])

    async def set_due(self, table_id: str, due: Due, at_version: int) -> None:
        async with self._pool.connection() as connection, connection.transaction():
            cursor = await connection.execute(S.select_version_for_share, (table_id,))
            row = await cursor.fetchone()
            if row is not None and int(row[0]) == at_version:
                await set_due(connection, table_id, due)

    # ---- the outbox ----------------------------------------------------------------------

    async def claim_deliveries(
        self,
        now: float,
        limit: int,
        lease_until: float,
        channel: str | None = None,
        other_than: Sequence[str] = (),
    ) -> list[Delivery]:
        async with self._pool.connection() as connection, connection.transaction():
            cursor = await connection.execute(
                S.claim_deliveries,
                claim_deliveries_parameters(now, limit, lease_until, channel, other_than),
            )
            rows = await cursor.fetchall()
        return sorted((delivery(row) for row in rows), key=lambda d: d.create_time)

    async def finish_delivery(self, delivery_id: str) -> None:
        async with self._pool.connection() as connection:
            await connection.execute(S.delete_delivery, (delivery_id,))

    async def retry_delivery(self, delivery_id: str, next_attempt: float, error: str) -> None:
        async with self._pool.connection() as connection:
            await connection.execute(S.retry_delivery, (next_attempt, error[:500], delivery_id))

    async def bury_delivery(self, delivery_id: str, now: float, error: str) -> None:
        async with self._pool.connection() as connection:
            await connection.execute(S.bury_delivery, (now, error[:500], delivery_id))

    async def sweep_deliveries(self, dead_before: float) -> int:
        async with self._pool.connection() as connection:
            cursor = await connection.execute(S.sweep_deliveries, (dead_before,))
            return int(cursor.rowcount)

    async def outbox_counts(self) -> OutboxCounts:
        async with self._pool.connection() as connection:
            rows = await (await connection.execute(S.count_deliveries)).fetchall()
        counts = {str(state): int(n) for state, n in rows}
        return OutboxCounts(pending=counts.get("pending", 0), dead=counts.get("dead", 0))

    # ---- the conformance clock -------------------------------------------------------------

    async def load_clock_offset(self, name: str = "conformance") -> float:
        async with self._pool.connection() as connection:
            row = await (await connection.execute(S.select_clock, (name,))).fetchone()
        return 0.0 if row is None else float(row[0])

    async def save_clock_offset(self, offset: float, name: str = "conformance") -> None:
        async with self._pool.connection() as connection:
            await connection.execute(S.save_clock, (name, offset))

    # ---- the queue of game reviews ----------------------------------------------------------

    async def add_review(self, row: ReviewRow) -> ReviewRow:
        async with self._pool.connection() as connection:
            await connection.execute(R.insert, review_parameters(row))
            found = await (await connection.execute(R.select, (row.table_id,))).fetchone()
        assert found is not None
        return review_record(found)

    async def get_review(self, table_id: str) -> ReviewRow | None:
        async with self._pool.connection() as connection:
            row = await (await connection.execute(R.select, (table_id,))).fetchone()
        return None if row is None else review_record(row)

    async def open_reviews(self, owner: str) -> int:
        async with self._pool.connection() as connection:
            row = await (await connection.execute(R.count_open, (owner,))).fetchone()
        return 0 if row is None else int(row[0])

    async def claim_review(self, now: float, until: float) -> ReviewRow | None:
        async with self._pool.connection() as connection:
            row = await (await connection.execute(R.claim, (until, now))).fetchone()
        return None if row is None else review_record(row)

    async def save_review(self, row: ReviewRow, held_until: float) -> bool:
        async with self._pool.connection() as connection:
            cursor = await connection.execute(
                R.save, (row.state, row.claimed_until, row.review, row.table_id, held_until)
            )
        return cursor.rowcount == 1

    async def _record_review_rows(
        self, statement: str, parameters: tuple[Any, ...], write: bool = False
    ) -> list[Sequence[Any]]:
        async with self._pool.connection() as connection:
            cursor = await connection.execute(RECORD_REVIEWS.named(statement).encode(), parameters)
            return list(await cursor.fetchall()) if cursor.description else []

    # ---- the chat (service.store.chat) ---------------------------------------------------------

    async def _chat_rows(
        self, statement: str, parameters: tuple[Any, ...], write: bool = False
    ) -> list[Sequence[Any]]:
        async with self._pool.connection() as connection:
            try:
                cursor = await connection.execute(CHAT.named(statement).encode(), parameters)
            except psycopg.errors.UniqueViolation as error:
                raise ChatConflict(str(error)) from error
            return list(await cursor.fetchall()) if cursor.description else []

    async def _chat_sent(self, table_id: str) -> None:
        # the watchers of every replica read the chat on a wake-up (version unchanged)
        async with self._pool.connection() as connection:
            await connection.execute(b"SELECT pg_notify(%s, %s)", (CHANNEL, payload(table_id, 0)))

    # ---- the seats' notification contacts ----------------------------------------------------

    async def get_contacts(self, table_id: str, seat: int) -> SeatContacts | None:
        async with self._pool.connection() as connection:
            row = await (await connection.execute(C.select, (table_id, seat))).fetchone()
        return None if row is None else contact_record(row)

    async def table_contacts(self, table_id: str) -> list[SeatContacts]:
        async with self._pool.connection() as connection:
            rows = await (await connection.execute(C.select_table, (table_id,))).fetchall()
        return [contact_record(row) for row in rows]

    async def put_contacts(self, contacts: SeatContacts) -> None:
        async with self._pool.connection() as connection:
            if contacts.empty:
                await connection.execute(C.delete_seat, (contacts.table_id, contacts.seat))
            else:
                await connection.execute(C.upsert, contact_parameters(contacts))

    async def delete_contacts(self, table_id: str) -> None:
        async with self._pool.connection() as connection:
            await connection.execute(C.delete_table, (table_id,))

    async def server_key(self, name: str, proposed: str) -> str:
        async with self._pool.connection() as connection:
            await connection.execute(C.insert_key, (name, proposed))
            row = await (await connection.execute(C.select_key, (name,))).fetchone()
        assert row is not None
        return str(row[0])
