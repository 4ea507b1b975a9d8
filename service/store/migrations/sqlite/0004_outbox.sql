-- meeple SQLite store, schema version 4: the durable outbox (service.outbox, issue 30).
-- One row per message a channel (webhook, e-mail, push, ...) must send because of a committed
-- event; written in the same transaction as the event, deleted once sent. `next_attempt` is
-- when the row is due: a claim moves it to the end of the claimer's lease, a failed attempt
-- to the backoff's next time; `state` is 'pending' or 'dead' (no attempt left; kept until
-- swept, `next_attempt` then holds the time it died).

CREATE TABLE outbox (
    delivery_id TEXT PRIMARY KEY,
    channel TEXT NOT NULL,
    table_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    payload BLOB NOT NULL,
    state TEXT NOT NULL,
    attempts INTEGER NOT NULL,
    next_attempt REAL NOT NULL,
    create_time REAL NOT NULL,
    last_error TEXT NOT NULL
);
CREATE INDEX outbox_due ON outbox (state, next_attempt);

-- The conformance clock's offset (AdvanceClock moves it; it only grows), so that a restarted
-- server's conformance tables keep the time they had: deadlines stay where they were, event
-- times never go back. One row per clock ('conformance').
CREATE TABLE clock (
    name TEXT PRIMARY KEY,
    offset_seconds REAL NOT NULL
);
