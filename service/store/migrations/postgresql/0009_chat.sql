-- meeple PostgreSQL store, schema version 9: a table's chat (issue 43).
-- `meeple_chat_messages`: one row per message, `sequence` 1, 2, 3, ... per table; `text` plain
-- text (empty for a reaction), `reaction` a meeple.v1.ChatMessage.Reaction (0 for text);
-- `request_id`: the client's (a retry of the same seat finds its row). `meeple_chat_mutes`: the
-- seats whose chat the host muted. Never part of the table's log or record; deleted with the
-- table's row (ON DELETE CASCADE).

CREATE TABLE meeple_chat_messages (
    table_id     text NOT NULL REFERENCES meeple_tables (table_id) ON DELETE CASCADE,
    sequence     bigint NOT NULL,
    seat         integer NOT NULL,
    text         text NOT NULL,
    reaction     integer NOT NULL,
    request_id   text NOT NULL,
    create_time  double precision NOT NULL,
    PRIMARY KEY (table_id, sequence)
);
CREATE UNIQUE INDEX meeple_chat_messages_request
    ON meeple_chat_messages (table_id, seat, request_id) WHERE request_id <> '';
CREATE TABLE meeple_chat_mutes (
    table_id  text NOT NULL REFERENCES meeple_tables (table_id) ON DELETE CASCADE,
    seat      integer NOT NULL,
    PRIMARY KEY (table_id, seat)
);
