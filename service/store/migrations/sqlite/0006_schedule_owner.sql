-- meeple SQLite store, schema version 6: whom a due bot turn is for (issue 48).
-- `owner` is the person the table's bot work is shared by (service.botwork: its creator's
-- hashed address); a keeper claims no more due turns of a person who has enough waiting
-- already, so another person's turn is never left in the schedule behind theirs.
-- Rows written before it have '' (one person: they are claimed as before).

ALTER TABLE schedule ADD COLUMN owner TEXT NOT NULL DEFAULT '';
