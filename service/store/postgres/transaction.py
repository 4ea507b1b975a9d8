"""The statements the PostgreSQL store's transactions share (table creation, the schedule, the
idempotency records and the settling of a refused commit). Every commit is one statement
(:mod:`service.store.postgres.one_statement`, grouped by
:mod:`service.store.postgres.group_commit`).
"""

from __future__ import annotations

from collections.abc import Sequence

from psycopg import AsyncConnection
from psycopg.rows import TupleRow

from service.store.base import (
    Credential,
    Due,
    DuplicateRequest,
    IdempotencyRecord,
)
from service.store.sql import (
    POSTGRESQL,
    Statements,
    credential_parameters,
    due_parameters,
    idempotency_parameters,
    idempotency_record,
)

#: every statement, rendered for PostgreSQL once (the store runs them too)
S = Statements(POSTGRESQL)


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
