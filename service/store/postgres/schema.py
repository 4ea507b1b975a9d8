"""Applying the PostgreSQL store's migrations (:mod:`service.store.migrations`) at start-up.

All of it runs in one transaction holding a transaction-scoped advisory lock, so replicas
starting together serialize: the first applies what is missing, the others then find nothing to
do. A database whose schema is newer than this code is refused rather than silently used.
"""

from __future__ import annotations

from psycopg import AsyncConnection
from psycopg.rows import TupleRow

from service.store.migrations import (
    Migration,
    SchemaTooNew,
    available_migrations,
    create_record_table,
    insert_applied,
    missing,
    record_table,
    select_applied,
)
from service.store.sql import POSTGRESQL

#: pg_advisory_xact_lock key of the migration step (any constant unique to this application)
MIGRATION_LOCK_KEY = 0x6D65_6570_6C65_0001  # "meeple" + 1

__all__ = ["Migration", "SchemaTooNew", "available_migrations", "migrate", "schema_version"]


async def migrate(connection: AsyncConnection[TupleRow]) -> list[int]:
    """Apply every missing migration; return the versions applied by this call."""
    applied_now: list[int] = []
    async with connection.transaction():
        await connection.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK_KEY,))
        await connection.execute(create_record_table(POSTGRESQL).encode())
        cursor = await connection.execute(select_applied(POSTGRESQL).encode())
        done = [int(row[0]) for row in await cursor.fetchall()]
        for migration in missing(POSTGRESQL, done):
            await connection.execute(migration.sql.encode())
            await connection.execute(
                insert_applied(POSTGRESQL).encode(), (migration.version, migration.name)
            )
            applied_now.append(migration.version)
    return applied_now


async def schema_version(connection: AsyncConnection[TupleRow]) -> int:
    """The highest applied migration, 0 for an empty database."""
    table = record_table(POSTGRESQL)
    cursor = await connection.execute(f"SELECT to_regclass('{table}') IS NOT NULL".encode())
    row = await cursor.fetchone()
    if not row or not row[0]:
        return 0
    cursor = await connection.execute(f"SELECT coalesce(max(version), 0) FROM {table}".encode())
    row = await cursor.fetchone()
    return int(row[0]) if row else 0
