-- meeple PostgreSQL store, schema version 8: the queue of game reviews (issue 46).
-- One row per table whose review someone asked for. `owner`: the person who asked (the bot
-- work fairness key), bounding how many reviews one person has open. `state`: 'queued',
-- 'running' or 'done'; `claimed_until`: a worker holds the review until then (seconds since
-- the epoch), and renews it after every decision, so a review whose replica died is taken
-- again once that passes (any replica's worker: the claim skips rows another is claiming,
-- FOR UPDATE SKIP LOCKED); `review`: the serialized meeple.v1.Review so far.

CREATE TABLE meeple_reviews (
    table_id       text PRIMARY KEY REFERENCES meeple_tables (table_id) ON DELETE CASCADE,
    owner          text NOT NULL,
    state          text NOT NULL,
    request_time   double precision NOT NULL,
    claimed_until  double precision NOT NULL,
    review         bytea NOT NULL
);
CREATE INDEX meeple_reviews_open ON meeple_reviews (state, request_time);
CREATE INDEX meeple_reviews_owner ON meeple_reviews (owner, state);
