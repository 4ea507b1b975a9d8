-- meeple SQLite store, schema version 9: the queue of game records' reviews (issue 46).
-- One row per RequestReview of a record (a record belongs to no table, so these rows live
-- beside `reviews`, whose rows follow their table). `review_hash`: a hash of the review's
-- unguessable name "reviews/{review}" (the name itself is never stored); `owner`: the person
-- who asked (the bot work fairness key, and the only reader); `state`, `claimed_until` and
-- `review` as in `reviews`; `expire_time`: when the row is deleted (seconds since the epoch);
-- `game`: the engine; `record`: the serialized meeple.v1.GameRecord (without game_events).

CREATE TABLE record_reviews (
    review_hash TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    state TEXT NOT NULL,
    request_time REAL NOT NULL,
    claimed_until REAL NOT NULL,
    expire_time REAL NOT NULL,
    game TEXT NOT NULL,
    record BLOB NOT NULL,
    review BLOB NOT NULL
) WITHOUT ROWID;
CREATE INDEX record_reviews_open ON record_reviews (state, request_time);
CREATE INDEX record_reviews_owner ON record_reviews (owner, state);
CREATE INDEX record_reviews_expiry ON record_reviews (expire_time);
