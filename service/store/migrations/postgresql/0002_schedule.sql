-- meeple PostgreSQL store, schema version 2: the schedule of bot turns and turn deadlines.
-- One row per table the service must look at: `due` is when (now for a bot to move, the
-- deadline for a person), `kind` which of the two ('bot' or 'deadline': replicas claim them
-- separately, so deadlines never wait behind bot decisions), `lease_until` the claim of the
-- replica working on it (0: unclaimed).
-- Replicas claim due rows with SELECT ... FOR UPDATE SKIP LOCKED; a killed replica's claim
-- lapses at its lease.

CREATE TABLE meeple_schedule (
    table_id     text PRIMARY KEY REFERENCES meeple_tables (table_id) ON DELETE CASCADE,
    due          double precision NOT NULL,
    kind         text NOT NULL,
    lease_until  double precision NOT NULL DEFAULT 0
);
CREATE INDEX meeple_schedule_due ON meeple_schedule (due);
