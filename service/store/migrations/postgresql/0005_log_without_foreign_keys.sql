-- meeple PostgreSQL store, schema version 5: no foreign-key check per action (issue 35).
-- Entries and snapshots are written only by a commit that has just moved their table's row
-- (the version gate: nothing is written unless that UPDATE found the row), and the commit holds
-- the row's lock until it ends, so the check of their REFERENCES could never fail; it cost
-- every action a lookup of the table's row (~30 us of PostgreSQL's CPU). What the references
-- also gave, ON DELETE CASCADE, is kept by a trigger: deleting a table's row (the service
-- never does; an operator may) still deletes its entries and snapshots, as it deletes its
-- credentials, schedule, outbox rows and contacts (whose references stay: they are not written
-- per action).
ALTER TABLE meeple_entries DROP CONSTRAINT meeple_entries_table_id_fkey;
ALTER TABLE meeple_snapshots DROP CONSTRAINT meeple_snapshots_table_id_fkey;

CREATE FUNCTION meeple_tables_delete_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM meeple_entries WHERE table_id = OLD.table_id;
    DELETE FROM meeple_snapshots WHERE table_id = OLD.table_id;
    RETURN OLD;
END
$$;

CREATE TRIGGER meeple_tables_delete_log AFTER DELETE ON meeple_tables
    FOR EACH ROW EXECUTE FUNCTION meeple_tables_delete_log();
