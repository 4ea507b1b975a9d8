-- meeple PostgreSQL store, schema version 10: the queue of game records' reviews (issue 46).
-- One row per RequestReview of a record (a record belongs to no table, so these rows live
-- beside meeple_reviews, whose rows follow their table). `review_hash`: a hash of the review's
-- unguessable name "reviews/{review}" (the name itself is never stored); `owner`: the person
-- who asked (the bot work fairness key, and the only reader); `state`, `claimed_until` and
-- `review` as in meeple_reviews (claimed by any replica's worker: FOR UPDATE SKIP LOCKED);
-- `expire_time`: when the row is deleted (seconds since the epoch); `game`: the engine;
-- `record`: the serialized meeple.v1.GameRecord (without game_events).

CREATE TABLE meeple_record_reviews (
    review_hash    text PRIMARY KEY,
    owner          text NOT NULL,
    state          text NOT NULL,
    request_time   double precision NOT NULL,
    claimed_until  double precision NOT NULL,
    expire_time    double precision NOT NULL,
    game           text NOT NULL,
    record         bytea NOT NULL,
    review         bytea NOT NULL
);
CREATE INDEX meeple_record_reviews_open ON meeple_record_reviews (state, request_time);
CREATE INDEX meeple_record_reviews_owner ON meeple_record_reviews (owner, state);
CREATE INDEX meeple_record_reviews_expiry ON meeple_record_reviews (expire_time);
