-- meeple PostgreSQL store, schema version 6: table leases (issue 35; service/store/postgres/
-- leases.py). A table's consecutive commits by one replica are counted (last_writer,
-- writer_streak); from the fourth on, a commit leases the table to its replica until
-- lease_until (seconds on the database's clock), and every commit's version gate refuses any
-- other replica while the lease lasts. The holder then answers the table's version reads from
-- memory. Columns with constant defaults: no table rewrite.
ALTER TABLE meeple_tables
    ADD COLUMN last_writer text NOT NULL DEFAULT '',
    ADD COLUMN writer_streak integer NOT NULL DEFAULT 0,
    ADD COLUMN lease_holder text NOT NULL DEFAULT '',
    ADD COLUMN lease_until double precision NOT NULL DEFAULT 0;
