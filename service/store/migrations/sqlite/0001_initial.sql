-- meeple SQLite store, schema version 1. Mirrors service.store.base: typed columns only where
-- the store filters or orders; every payload is an opaque blob owned by the service.
-- IF NOT EXISTS: a database made before migrations were recorded (it has the table
-- schema_version instead) already holds exactly these tables, and keeps them.

CREATE TABLE IF NOT EXISTS tables (
    table_id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    public INTEGER NOT NULL,
    status TEXT NOT NULL,
    version INTEGER NOT NULL,
    create_time REAL NOT NULL,
    update_time REAL NOT NULL,
    metadata BLOB NOT NULL,
    secret BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS tables_by_age ON tables (public, create_time DESC, table_id DESC);

CREATE TABLE IF NOT EXISTS entries (
    table_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    kind TEXT NOT NULL,
    seat INTEGER,
    payload BLOB NOT NULL,
    chance BLOB NOT NULL,
    request_id TEXT NOT NULL,
    commit_time REAL NOT NULL,
    PRIMARY KEY (table_id, version)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS snapshots (
    table_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    state BLOB NOT NULL,
    chance_position BLOB NOT NULL,
    PRIMARY KEY (table_id, version)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS credentials (
    token_hash TEXT PRIMARY KEY,
    table_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    seat INTEGER
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS idempotency (
    scope TEXT NOT NULL,
    request_id TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    response BLOB NOT NULL,
    version INTEGER NOT NULL,
    PRIMARY KEY (scope, request_id)
) WITHOUT ROWID;
