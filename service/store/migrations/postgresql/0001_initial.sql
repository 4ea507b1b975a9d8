-- meeple PostgreSQL store, schema version 1. Mirrors service.store.base: typed columns only
-- where the store filters or orders; every payload is an opaque blob owned by the service.

CREATE TABLE meeple_tables (
    table_id     text PRIMARY KEY,
    game         text NOT NULL,
    public       boolean NOT NULL,
    status       text NOT NULL,
    -- number of log entries; the optimistic-concurrency gate of every commit
    version      bigint NOT NULL CHECK (version >= 0),
    create_time  double precision NOT NULL,
    update_time  double precision NOT NULL,
    metadata     bytea NOT NULL,
    -- server-only (seed or chance script)
    secret       bytea NOT NULL
);

-- ListTables: newest first, public tables, optionally by game and status
CREATE INDEX meeple_tables_listing ON meeple_tables (create_time DESC, table_id DESC);
CREATE INDEX meeple_tables_public_listing ON meeple_tables (game, status, create_time DESC, table_id DESC)
    WHERE public;

CREATE TABLE meeple_entries (
    table_id     text NOT NULL REFERENCES meeple_tables (table_id) ON DELETE CASCADE,
    version      bigint NOT NULL CHECK (version > 0),
    kind         text NOT NULL,
    seat         integer,
    payload      bytea NOT NULL,
    -- server-only: the chance outcomes this entry realised
    chance       bytea NOT NULL,
    request_id   text NOT NULL,
    commit_time  double precision NOT NULL,
    PRIMARY KEY (table_id, version)
);

CREATE TABLE meeple_snapshots (
    table_id         text NOT NULL REFERENCES meeple_tables (table_id) ON DELETE CASCADE,
    version          bigint NOT NULL CHECK (version >= 0),
    state            bytea NOT NULL,
    chance_position  bytea NOT NULL,
    PRIMARY KEY (table_id, version)
);

CREATE TABLE meeple_credentials (
    -- only the hash of a token is ever stored
    token_hash  text PRIMARY KEY,
    table_id    text NOT NULL REFERENCES meeple_tables (table_id) ON DELETE CASCADE,
    kind        text NOT NULL,
    seat        integer
);
CREATE INDEX meeple_credentials_table ON meeple_credentials (table_id);

CREATE TABLE meeple_idempotency (
    scope        text NOT NULL,
    request_id   text NOT NULL,
    fingerprint  text NOT NULL,
    response     bytea NOT NULL,
    version      bigint NOT NULL,
    create_time  double precision NOT NULL,
    PRIMARY KEY (scope, request_id)
);
