-- meeple SQLite store, schema version 3: idempotency records in a rowid table (issue 18).
-- A WITHOUT ROWID table keeps at most about 1,000 bytes of a row in its b-tree page, and a
-- SubmitAction record (its first response, view included) is usually larger: every record
-- took an overflow page of its own, one more page written to the WAL per commit. A rowid
-- table keeps rows up to about 4,000 bytes in the page, and appends them in rowid order;
-- the primary key becomes a separate unique index (same lookups, same ON CONFLICT).

CREATE TABLE idempotency_by_rowid (
    scope TEXT NOT NULL,
    request_id TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    response BLOB NOT NULL,
    version INTEGER NOT NULL,
    PRIMARY KEY (scope, request_id)
);
INSERT INTO idempotency_by_rowid (scope, request_id, fingerprint, response, version)
    SELECT scope, request_id, fingerprint, response, version FROM idempotency;
DROP TABLE idempotency;
ALTER TABLE idempotency_by_rowid RENAME TO idempotency;
