"""One migration mechanism for both stores.

Each dialect's schema is the numbered files ``<dialect>/NNNN_name.sql`` shipped with this
package (``sqlite/``, ``postgresql/``), numbered 1, 2, 3, ... without gaps. A store applies the
missing ones in order, in one transaction that also records each in the table
``<prefix>schema_migrations`` (version, name, applied_at), while holding the database's write
lock (SQLite: ``BEGIN IMMEDIATE``; PostgreSQL: a transaction-scoped advisory lock), so processes
starting together serialize: the first applies what is missing, the others find nothing to do.
A database whose schema is newer than this code is refused (:class:`SchemaTooNew`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources

from service.store.sql import Dialect

_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")

#: the record table, per dialect (only the timestamp type differs)
_RECORD_TABLE = {
    "sqlite": "CREATE TABLE IF NOT EXISTS {table} (version INTEGER PRIMARY KEY,"
    " name TEXT NOT NULL, applied_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP)",
    "postgresql": "CREATE TABLE IF NOT EXISTS {table} (version integer PRIMARY KEY,"
    " name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
}


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str


class SchemaTooNew(RuntimeError):
    """The database was migrated by a newer release than this one."""


def available_migrations(dialect: Dialect) -> list[Migration]:
    """The shipped migrations of ``dialect`` in version order (versions must be 1, 2, 3, ...)."""
    folder = resources.files(__name__) / dialect.name
    found: list[Migration] = []
    for item in folder.iterdir():
        match = _NAME.match(item.name)
        if match:
            found.append(Migration(int(match.group(1)), match.group(2), item.read_text()))
    found.sort(key=lambda migration: migration.version)
    if [migration.version for migration in found] != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations must be numbered 1..n without gaps: {found}")
    return found


def record_table(dialect: Dialect) -> str:
    return dialect.table("schema_migrations")


def create_record_table(dialect: Dialect) -> str:
    return _RECORD_TABLE[dialect.name].format(table=record_table(dialect))


def select_applied(dialect: Dialect) -> str:
    return f"SELECT version FROM {record_table(dialect)}"


def insert_applied(dialect: Dialect) -> str:
    return f"INSERT INTO {record_table(dialect)} (version, name) VALUES ({dialect.marks(2)})"


def missing(dialect: Dialect, applied: Iterable[int]) -> list[Migration]:
    """The migrations still to apply after ``applied``; refuses a schema newer than the code."""
    migrations = available_migrations(dialect)
    done = set(applied)
    newest_known = migrations[-1].version if migrations else 0
    if done and max(done) > newest_known:
        raise SchemaTooNew(
            f"database schema version {max(done)} is newer than this release's "
            f"{newest_known}; upgrade the server"
        )
    return [migration for migration in migrations if migration.version not in done]
