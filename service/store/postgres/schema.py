"""Versioned SQL migrations for the PostgreSQL store, applied at start-up.

Migrations are the files ``migrations/NNNN_name.sql`` shipped with the package, applied in
number order, each recorded in ``meeple_schema_migrations``. All of it runs in one transaction
holding a transaction-scoped advisory lock, so replicas starting together serialize: the first
applies what is missing, the others then find nothing to do. A database whose schema is newer
than this code is refused rather than silently used.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources

from psycopg import AsyncConnection
from psycopg.rows import TupleRow

#: pg_advisory_xact_lock key of the migration step (any constant unique to this application)
MIGRATION_LOCK_KEY = 0x6D65_6570_6C65_0001  # "meeple" + 1

_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str


class SchemaTooNew(RuntimeError):
    """The database was migrated by a newer release than this one."""


def available_migrations() -> list[Migration]:
    """The shipped migrations in version order (versions must be 1, 2, 3, ...)."""
    folder = resources.files("service.store.postgres.migrations")
    found: list[Migration] = []
    for item in folder.iterdir():
        match = _NAME.match(item.name)
        if match:
            found.append(Migration(int(match.group(1)), match.group(2), item.read_text()))
    found.sort(key=lambda migration: migration.version)
    if [migration.version for migration in found] != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations must be numbered 1..n without gaps: {found}")
    return found


async def migrate(connection: AsyncConnection[TupleRow]) -> list[int]:
    """Apply every missing migration; return the versions applied by this call."""
    migrations = available_migrations()
    applied_now: list[int] = []
    async with connection.transaction():
        await connection.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK_KEY,))
        await connection.execute(
            "CREATE TABLE IF NOT EXISTS meeple_schema_migrations ("
            " version integer PRIMARY KEY,"
            " name text NOT NULL,"
            " applied_at timestamptz NOT NULL DEFAULT now())"
        )
        cursor = await connection.execute("SELECT version FROM meeple_schema_migrations")
        done = {int(row[0]) for row in await cursor.fetchall()}
        newest_known = migrations[-1].version if migrations else 0
        if done and max(done) > newest_known:
            raise SchemaTooNew(
                f"database schema version {max(done)} is newer than this release's "
                f"{newest_known}; upgrade the server"
            )
        for migration in migrations:
            if migration.version in done:
                continue
            await connection.execute(migration.sql.encode())
            await connection.execute(
                "INSERT INTO meeple_schema_migrations (version, name) VALUES (%s, %s)",
                (migration.version, migration.name),
            )
            applied_now.append(migration.version)
    return applied_now


async def schema_version(connection: AsyncConnection[TupleRow]) -> int:
    """The highest applied migration, 0 for an empty database."""
    cursor = await connection.execute("SELECT to_regclass('meeple_schema_migrations') IS NOT NULL")
    row = await cursor.fetchone()
    if not row or not row[0]:
        return 0
    cursor = await connection.execute(
        "SELECT coalesce(max(version), 0) FROM meeple_schema_migrations"
    )
    row = await cursor.fetchone()
    return int(row[0]) if row else 0
