-- meeple SQLite store, schema version 7: the queue of game reviews (issue 46).
-- One row per table whose review someone asked for. `owner`: the person who asked (the bot
-- work fairness key), bounding how many reviews one person has open. `state`: 'queued',
-- 'running' or 'done'; `claimed_until`: a worker holds the review until then (seconds since
-- the epoch), and renews it after every decision, so a review whose worker died is taken
-- again once that passes; `review`: the serialized meeple.v1.Review so far (its entries are
-- the progress a resumed review continues from). Deleted with the table's row (the trigger).

CREATE TABLE reviews (
    table_id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    state TEXT NOT NULL,
    request_time REAL NOT NULL,
    claimed_until REAL NOT NULL,
    review BLOB NOT NULL
) WITHOUT ROWID;
CREATE INDEX reviews_open ON reviews (state, request_time);
CREATE INDEX reviews_owner ON reviews (owner, state);
CREATE TRIGGER reviews_follow_tables AFTER DELETE ON tables
BEGIN
    DELETE FROM reviews WHERE table_id = OLD.table_id;
END;
