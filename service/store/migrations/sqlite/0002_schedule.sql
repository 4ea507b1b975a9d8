-- meeple SQLite store, schema version 2: the schedule of bot turns and turn deadlines.
-- One row per table the service must look at: `due` is when (now for a bot to move, the
-- deadline for a person), `kind` which of the two ('bot' or 'deadline'), `lease_until` the
-- claim of the process working on it (0: unclaimed).
-- IF NOT EXISTS: files made while this table was part of the inline schema already have it.

CREATE TABLE IF NOT EXISTS schedule (
    table_id TEXT PRIMARY KEY,
    due REAL NOT NULL,
    kind TEXT NOT NULL,
    lease_until REAL NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS schedule_by_due ON schedule (due);
