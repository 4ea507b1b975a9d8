-- meeple PostgreSQL store, schema version 4: the seats' notification contacts (issue 30).
-- Personal data kept apart from the game: one row per seat that left an e-mail address, a
-- language, a mute or Web Push subscriptions (`push`: a JSON array of [endpoint, p256dh, auth]);
-- `owner`: the hash of the seat credential that wrote it (a new person in a freed seat is
-- someone else: the row is not hers, and is never used for her).
-- Deleted when the table ends, and with the table's row (ON DELETE CASCADE).
-- `meeple_server_keys`: the server's generated keys (the VAPID key pair).

CREATE TABLE meeple_seat_contacts (
    table_id     text NOT NULL REFERENCES meeple_tables (table_id) ON DELETE CASCADE,
    seat         integer NOT NULL,
    owner        text NOT NULL,
    email        text NOT NULL,
    language     text NOT NULL,
    muted        boolean NOT NULL,
    push         text NOT NULL,
    update_time  double precision NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE meeple_server_keys (
    name   text PRIMARY KEY,
    value  text NOT NULL
);
