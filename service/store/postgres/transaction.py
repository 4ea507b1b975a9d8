"""The PostgreSQL store's commits of several statements in one transaction, and the statements
the store's other transactions share.

The usual commit is one statement (:mod:`service.store.postgres.one_statement`, grouped by
:mod:`service.store.postgres.group_commit`); a commit that adds or revokes credentials or
compacts a finished table (joins, leaves, the end of a game: rare) is written here, statement by
statement, in one transaction.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from psycopg import AsyncConnection
from psycopg.rows import TupleRow
from psycopg_pool import AsyncConnectionPool

from service.store.base import (
    Commit,
    Compaction,
    Credential,
    Due,
    DuplicateRequest,
    IdempotencyRecord,
    VersionConflict,
)
from service.store.postgres.notifier import CHANNEL, payload
from service.store.sql import (
    POSTGRESQL,
    Statements,
    advance_parameters,
    conditional_deliveries,
    credential_parameters,
    delivery_parameters,
    due_parameters,
    entry_parameters,
    idempotency_parameters,
    idempotency_record,
    snapshot_parameters,
)

Pool = AsyncConnectionPool[AsyncConnection[TupleRow]]

#: every statement, rendered for PostgreSQL once (the store runs them too)
S = Statements(POSTGRESQL)


async def commit_in_transaction(pool: Pool, commit: Commit, stamp: float) -> int:
    """Commits with credentials or compaction: one transaction of several statements."""
    new_version = commit.expected_version + len(commit.entries)
    async with pool.connection() as connection, connection.transaction():
        if commit.idempotency is not None:
            await record_request(connection, commit.idempotency, stamp)
        cursor = await connection.execute(
            S.advance_table, advance_parameters(commit, new_version, stamp)
        )
        if cursor.rowcount != 1:
            actual = await table_version(connection, commit.table_id)
            raise VersionConflict(commit.table_id, commit.expected_version, actual)
        if commit.entries:
            async with connection.cursor() as insert:
                await insert.executemany(S.insert_entry, entry_parameters(commit, stamp))
        if commit.revoke_credentials:
            async with connection.cursor() as revoke:
                await revoke.executemany(
                    S.delete_credential,
                    [(token_hash, commit.table_id) for token_hash in commit.revoke_credentials],
                )
        await add_credentials(connection, commit.add_credentials)
        if commit.snapshot is not None:
            await connection.execute(S.upsert_snapshot, snapshot_parameters(commit.snapshot))
        if commit.compaction is not None:
            await compact(connection, commit.table_id, commit.compaction)
        if commit.due is not None:
            await set_due(connection, commit.table_id, commit.due)
        queued = 0
        if commit.deliveries:
            now = time.time()
            rows = delivery_parameters(commit, now)
            if rows:
                async with connection.cursor() as outbox:
                    await outbox.executemany(S.insert_delivery, rows)
            queued = len(rows)
            for medium, parameters in conditional_deliveries(commit, now):
                cursor = await connection.execute(S.insert_delivery_if[medium], parameters)
                queued += cursor.rowcount
        # delivered to every LISTENing replica at commit, never for a rolled-back change
        await connection.execute(
            "SELECT pg_notify(%s, %s)", (CHANNEL, payload(commit.table_id, new_version))
        )
    return queued


async def compact(
    connection: AsyncConnection[TupleRow], table_id: str, compaction: Compaction
) -> None:
    await connection.execute(S.delete_snapshots_below, (table_id, compaction.snapshots_below))
    kinds = compaction.retry_kinds
    await connection.execute(
        S.delete_retries_below(len(kinds)).encode(),
        (table_id, compaction.retries_below, table_id, *kinds),
    )


async def table_version(connection: AsyncConnection[TupleRow], table_id: str) -> int | None:
    row = await (await connection.execute(S.select_version, (table_id,))).fetchone()
    return int(row[0]) if row else None


async def recorded_request(
    connection: AsyncConnection[TupleRow], scope: str, request_id: str
) -> IdempotencyRecord | None:
    cursor = await connection.execute(S.select_idempotency, (scope, request_id))
    row = await cursor.fetchone()
    return None if row is None else idempotency_record(row)


async def record_request(
    connection: AsyncConnection[TupleRow], record: IdempotencyRecord, stamp: float
) -> None:
    """Insert the idempotency record first: a concurrent duplicate waits on the key, then
    sees the winner's committed record and raises DuplicateRequest."""
    cursor = await connection.execute(
        S.insert_idempotency, idempotency_parameters(POSTGRESQL, record, stamp)
    )
    if cursor.rowcount == 1:
        return
    existing = await recorded_request(connection, record.scope, record.request_id)
    if existing is None:  # pragma: no cover - a recorded request is never deleted
        raise RuntimeError(f"idempotency record {record.request_id} vanished")
    raise DuplicateRequest(existing)


async def add_credentials(
    connection: AsyncConnection[TupleRow], credentials: Sequence[Credential]
) -> None:
    if not credentials:
        return
    async with connection.cursor() as insert:
        await insert.executemany(S.insert_credential, credential_parameters(credentials))


async def set_due(connection: AsyncConnection[TupleRow], table_id: str, due: Due) -> None:
    if due.time is None:
        await connection.execute(S.delete_due, (table_id,))
    else:
        await connection.execute(S.upsert_due, due_parameters(table_id, due))
