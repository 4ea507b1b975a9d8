-- meeple SQLite store, schema version 8: a table's chat (issue 43).
-- `chat_messages`: one row per message, `sequence` 1, 2, 3, ... per table; `text` plain text
-- (empty for a reaction), `reaction` a meeple.v1.ChatMessage.Reaction (0 for text);
-- `request_id`: the client's (a retry of the same seat finds its row). `chat_mutes`: the seats
-- whose chat the host muted. Never part of the table's log or record; deleted with the
-- table's row (the triggers: this store runs with foreign keys off).

CREATE TABLE chat_messages (
    table_id TEXT NOT NULL,
    sequence INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    text TEXT NOT NULL,
    reaction INTEGER NOT NULL,
    request_id TEXT NOT NULL,
    create_time REAL NOT NULL,
    PRIMARY KEY (table_id, sequence)
) WITHOUT ROWID;
CREATE UNIQUE INDEX chat_messages_request ON chat_messages (table_id, seat, request_id)
    WHERE request_id <> '';
CREATE TABLE chat_mutes (
    table_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    PRIMARY KEY (table_id, seat)
) WITHOUT ROWID;
CREATE TRIGGER chat_messages_follow_tables AFTER DELETE ON tables
BEGIN
    DELETE FROM chat_messages WHERE table_id = OLD.table_id;
END;
CREATE TRIGGER chat_mutes_follow_tables AFTER DELETE ON tables
BEGIN
    DELETE FROM chat_mutes WHERE table_id = OLD.table_id;
END;
