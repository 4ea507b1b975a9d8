-- meeple SQLite store, schema version 5: the seats' notification contacts (issue 30).
-- Personal data kept apart from the game: one row per seat that left an e-mail address, a
-- language, a mute or Web Push subscriptions (`push`: a JSON array of [endpoint, p256dh, auth]);
-- `owner`: the hash of the seat credential that wrote it (a new person in a freed seat is
-- someone else: the row is not hers, and is never used for her).
-- Deleted when the table ends, and with the table's row (the trigger: this store runs with
-- foreign keys off). `server_keys`: the server's generated keys (the VAPID key pair).

CREATE TABLE seat_contacts (
    table_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    owner TEXT NOT NULL,
    email TEXT NOT NULL,
    language TEXT NOT NULL,
    muted INTEGER NOT NULL,
    push TEXT NOT NULL,
    update_time REAL NOT NULL,
    PRIMARY KEY (table_id, seat)
) WITHOUT ROWID;
CREATE TRIGGER seat_contacts_follow_tables AFTER DELETE ON tables
BEGIN
    DELETE FROM seat_contacts WHERE table_id = OLD.table_id;
END;
CREATE TABLE server_keys (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
