"""One migration mechanism for both stores: numbered .sql files per dialect, applied in order and
recorded in ``schema_migrations``. The PostgreSQL side (replicas starting together, a newer
schema refused) is in test_postgres.py; here the shared rules and the SQLite side."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from service.store.base import IdempotencyRecord, TableRecord, TableStatus
from service.store.migrations import SchemaTooNew, available_migrations, missing
from service.store.sql import POSTGRESQL, SQLITE, Dialect
from service.store.sqlite import SQLiteStore

#: the inline schema of the SQLite store before migrations were recorded (kept verbatim: a
#: file made by that release must open unchanged)
LEGACY_SCHEMA = """
CREATE TABLE schema_version (version INTEGER NOT NULL);
INSERT INTO schema_version VALUES (1);
CREATE TABLE tables (
    table_id TEXT PRIMARY KEY, game TEXT NOT NULL, public INTEGER NOT NULL, status TEXT NOT NULL,
    version INTEGER NOT NULL, create_time REAL NOT NULL, update_time REAL NOT NULL,
    metadata BLOB NOT NULL, secret BLOB NOT NULL
);
CREATE INDEX tables_by_age ON tables (public, create_time DESC, table_id DESC);
CREATE TABLE entries (
    table_id TEXT NOT NULL, version INTEGER NOT NULL, kind TEXT NOT NULL, seat INTEGER,
    payload BLOB NOT NULL, chance BLOB NOT NULL, request_id TEXT NOT NULL,
    commit_time REAL NOT NULL, PRIMARY KEY (table_id, version)
) WITHOUT ROWID;
CREATE TABLE snapshots (
    table_id TEXT NOT NULL, version INTEGER NOT NULL, state BLOB NOT NULL,
    chance_position BLOB NOT NULL, PRIMARY KEY (table_id, version)
) WITHOUT ROWID;
CREATE TABLE credentials (
    token_hash TEXT PRIMARY KEY, table_id TEXT NOT NULL, kind TEXT NOT NULL, seat INTEGER
) WITHOUT ROWID;
CREATE TABLE idempotency (
    scope TEXT NOT NULL, request_id TEXT NOT NULL, fingerprint TEXT NOT NULL,
    response BLOB NOT NULL, version INTEGER NOT NULL, PRIMARY KEY (scope, request_id)
) WITHOUT ROWID;
INSERT INTO tables VALUES ('old', 'carcassonne', 1, 'ACTIVE', 0, 1.0, 1.0, x'6d', x'73');
INSERT INTO idempotency VALUES ('old', 'r1', 'print', x'72', 1);
"""


@pytest.mark.parametrize("dialect", [SQLITE, POSTGRESQL], ids=lambda d: d.name)
def test_each_dialect_ships_migrations_numbered_without_gaps(dialect: Dialect) -> None:
    migrations = available_migrations(dialect)
    assert [m.version for m in migrations] == list(range(1, len(migrations) + 1))
    assert f"CREATE TABLE IF NOT EXISTS {dialect.table('tables')}" in migrations[0].sql or (
        f"CREATE TABLE {dialect.table('tables')}" in migrations[0].sql
    )
    assert missing(dialect, []) == migrations
    assert missing(dialect, [m.version for m in migrations]) == []
    with pytest.raises(SchemaTooNew):
        missing(dialect, [len(migrations) + 1])


def _open(path: Path) -> SQLiteStore:
    store = SQLiteStore(str(path))
    asyncio.run(store.open())
    return store


def _recorded(path: Path) -> list[int]:
    with sqlite3.connect(path) as db:
        return [int(v) for (v,) in db.execute("SELECT version FROM schema_migrations ORDER BY 1")]


def test_sqlite_applies_and_records_each_migration_once(tmp_path: Path) -> None:
    path = tmp_path / "meeple.sqlite3"
    everything = [m.version for m in available_migrations(SQLITE)]
    first = _open(path)
    second = _open(path)  # another process on the same file, started later
    try:
        assert first.applied_migrations == everything
        assert second.applied_migrations == []
        assert _recorded(path) == everything
    finally:
        asyncio.run(first.close())
        asyncio.run(second.close())


#: the schedule table, as bot seats first added it to that inline schema
LEGACY_SCHEDULE = """
CREATE TABLE schedule (
    table_id TEXT PRIMARY KEY, due REAL NOT NULL, kind TEXT NOT NULL, lease_until REAL NOT NULL
) WITHOUT ROWID;
CREATE INDEX schedule_by_due ON schedule (due);
INSERT INTO schedule VALUES ('old', 5.0, 'bot', 0);
"""


@pytest.mark.parametrize("with_schedule", [False, True], ids=["v1", "v1-with-schedule"])
def test_a_sqlite_file_from_before_recorded_migrations_opens_with_its_data(
    tmp_path: Path, with_schedule: bool
) -> None:
    path = tmp_path / "legacy.sqlite3"
    with sqlite3.connect(path) as db:
        db.executescript(LEGACY_SCHEMA + (LEGACY_SCHEDULE if with_schedule else ""))
    store = _open(path)
    try:
        table = asyncio.run(store.get_table("old"))
        assert table == TableRecord(
            "old", "carcassonne", True, TableStatus.ACTIVE, 0, 1.0, 1.0, b"m", b"s"
        )
        due = asyncio.run(store.claim_due(now=10.0, limit=5, lease_until=20.0))
        assert due == (["old"] if with_schedule else [])
        # migration 3 rebuilt the idempotency table (as a rowid table) with its records
        record = asyncio.run(store.get_idempotency("old", "r1"))
        assert record == IdempotencyRecord("old", "r1", "print", b"r", 1)
        schema = store.db.execute(
            "SELECT sql FROM sqlite_master WHERE name = 'idempotency'"
        ).fetchone()[0]
        assert "WITHOUT ROWID" not in schema
    finally:
        asyncio.run(store.close())
    assert _recorded(path) == [m.version for m in available_migrations(SQLITE)]


def test_a_sqlite_schema_newer_than_the_code_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "meeple.sqlite3"
    asyncio.run(_open(path).close())
    with sqlite3.connect(path) as db:
        db.execute("INSERT INTO schema_migrations (version, name) VALUES (999, 'future')")
    with pytest.raises(SchemaTooNew):
        _open(path)
