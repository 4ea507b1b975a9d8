-- meeple PostgreSQL store, schema version 7: whom a due bot turn is for (issue 48).
-- `owner` is the person the table's bot work is shared by (service.botwork: its creator's
-- hashed address); a replica's keeper claims no more due turns of a person who has enough
-- waiting at that replica already, so another person's turn is never left in the schedule
-- behind theirs. Rows written before it have '' (one person: they are claimed as before).

ALTER TABLE meeple_schedule ADD COLUMN owner text NOT NULL DEFAULT '';
