-- meeple PostgreSQL store, schema version 3: the durable outbox (service.outbox, issue 30).
-- One row per message a channel (webhook, e-mail, push, ...) must send because of a committed
-- event; written in the same transaction as the event, deleted once sent. `next_attempt` is
-- when the row is due: a claim moves it to the end of the claimer's lease, a failed attempt
-- to the backoff's next time; `state` is 'pending' or 'dead' (no attempt left; kept until
-- swept, `next_attempt` then holds the time it died).
-- Replicas claim due rows with SELECT ... FOR UPDATE SKIP LOCKED; a killed replica's claim
-- lapses at its lease (the row is sent again: delivery is at least once).

CREATE TABLE meeple_outbox (
    delivery_id   text PRIMARY KEY,
    channel       text NOT NULL,
    table_id      text NOT NULL REFERENCES meeple_tables (table_id) ON DELETE CASCADE,
    version       bigint NOT NULL,
    payload       bytea NOT NULL,
    state         text NOT NULL CHECK (state IN ('pending', 'dead')),
    attempts      integer NOT NULL,
    next_attempt  double precision NOT NULL,
    create_time   double precision NOT NULL,
    last_error    text NOT NULL
);
CREATE INDEX meeple_outbox_due ON meeple_outbox (state, next_attempt);

-- The conformance clock's offset (AdvanceClock moves it; it only grows), so that a restarted
-- server's conformance tables keep the time they had: deadlines stay where they were, event
-- times never go back. One row per clock ('conformance').
CREATE TABLE meeple_clock (
    name text PRIMARY KEY,
    offset_seconds double precision NOT NULL
);
