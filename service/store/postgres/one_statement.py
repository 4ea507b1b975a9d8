"""A commit of the PostgreSQL store as ONE statement: one round trip, no BEGIN or COMMIT.

A transaction of several statements costs a round trip per statement (BEGIN, the idempotency
insert, the version gate, the entries, the snapshot, the schedule, ``pg_notify``, COMMIT): in
both processes' CPU more than the work itself. A single statement
runs in its own implicit transaction, so it is just as atomic. Its data-modifying CTEs all hang
off the version gate (``moved``): nothing is written unless the table's row moved from the
expected version, and the gate itself passes only when the request is not recorded already::

    WITH fresh AS (SELECT NOT EXISTS (<the idempotency key>) AS ok),
         moved AS (UPDATE tables SET ..., <the lease> WHERE table_id = $ AND version = $
                   AND <fresh> AND <not leased to another replica> RETURNING ...),
         request AS (INSERT INTO idempotency SELECT ... FROM moved),
         log AS (INSERT INTO entries SELECT ... FROM moved, (VALUES ...)),
         snapshot AS (INSERT INTO snapshots SELECT ... FROM moved ON CONFLICT ...),
         due AS (INSERT INTO schedule ... / DELETE FROM schedule ... ),
         queued AS (INSERT INTO outbox SELECT ... FROM moved, (VALUES ...) AS d
                    WHERE d.seat IS NULL OR EXISTS (<the seat's matching contacts row>)),
         granted AS (INSERT INTO credentials SELECT ... FROM moved, (VALUES ...)),
         revoked AS (DELETE FROM credentials WHERE ... AND table_id IN (SELECT ... moved)),
         old_snapshots AS (DELETE FROM snapshots WHERE ... AND table_id IN (SELECT ... moved)),
         old_retries AS (DELETE FROM idempotency WHERE ... AND EXISTS (SELECT 1 FROM moved)),
         woken AS (SELECT pg_notify($, $) FROM moved)
    SELECT (SELECT ok FROM fresh), (SELECT count(*) FROM moved), (SELECT count(*) FROM woken),
           (SELECT count(*) FROM queued)

The guarantees of the transaction are kept:

* a concurrent commit at the same table waits on the row lock of ``moved`` and then finds the
  version moved on: no row, :class:`VersionConflict`, nothing written;
* a retry of a recorded request (``fresh`` false) writes nothing: :class:`DuplicateRequest`;
* a retry racing its original (neither sees the other's record yet) either loses at the table's
  row (a conflict; the caller's retry then finds the record) or, were the request's scope not
  the table, fails the idempotency key's unique index, which aborts the whole statement: also a
  :class:`DuplicateRequest`;
* a commit by another replica than the table's lease holder, while the lease lasts, finds no
  row and writes nothing; the store waits for the lease to run out and sends it again
  (:mod:`service.store.postgres.leases`, whose streak and lease the same UPDATE keeps);
* ``pg_notify`` is sent when, and only when, the statement commits;
* an outbox delivery with a :class:`~service.store.base.ContactCondition` (the notification
  channel's "your move" rows) is written only when the seat's contacts row, as the statement
  sees it, matches: the read of the contacts the planning once made is part of the commit.

Every CTE of a statement sees the tables as they were when it began, so the compaction of a
finished table (``old_snapshots``, ``old_retries``) does not see the commit's own snapshot,
entries or record. It needs none of them: it deletes only below the commit's version (and the
retries it keeps, ``service.rpc_input.RETRIES_KEPT_AFTER_END``, are more than the commit adds).
Every commit, joins and the end of a game included, is this one statement.
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from typing import Any

from service.store.base import CONTACT_MEDIA, Commit
from service.store.postgres.leases import LEASE_SECONDS, STREAK
from service.store.postgres.notifier import CHANNEL, payload
from service.store.sql import (
    CREDENTIAL_COLUMNS,
    ENTRY_COLUMNS,
    IDEMPOTENCY_COLUMNS,
    OUTBOX_COLUMNS,
    POSTGRESQL,
    SNAPSHOT_COLUMNS,
    contact_holds,
    credential_parameters,
)

TABLES = POSTGRESQL.table("tables")
ENTRIES = POSTGRESQL.table("entries")
SNAPSHOTS = POSTGRESQL.table("snapshots")
IDEMPOTENCY = POSTGRESQL.table("idempotency")
SCHEDULE = POSTGRESQL.table("schedule")
OUTBOX = POSTGRESQL.table("outbox")
CREDENTIALS = POSTGRESQL.table("credentials")
CONTACTS = POSTGRESQL.table("seat_contacts")

#: the unique index whose violation means "a retry raced its original"
IDEMPOTENCY_KEY = f"{IDEMPOTENCY}_pkey"

#: one entry's values, typed (a VALUES list does not take its types from the target columns)
ENTRY_ROW = "(%s::bigint, %s::text, %s::integer, %s::bytea, %s::bytea, %s::text)"

#: the database's clock as of the statement's start, in seconds (leases are on this clock)
DATABASE_NOW = "extract(epoch FROM statement_timestamp())::double precision"
#: the writer's streak of consecutive commits that want a lease (a person's actions) and the
#: lease it grants (:mod:`.leases`); any other commit ends the streak and the lease. On the
#: right of SET a column is its value before the update. @W is the writer, @L "wants a lease".
_GRANTED = f"@L AND last_writer = @W AND writer_streak + 1 >= {STREAK}"
_LEASE_SET = (
    "writer_streak = CASE WHEN NOT @L THEN 0 WHEN last_writer = @W THEN writer_streak + 1"
    " ELSE 1 END,"
    " last_writer = CASE WHEN @L THEN @W ELSE '' END,"
    f" lease_holder = CASE WHEN {_GRANTED} THEN @W ELSE '' END,"
    f" lease_until = CASE WHEN {_GRANTED} THEN {DATABASE_NOW} + @S ELSE 0 END"
)
LEASE_SET = (
    _LEASE_SET.replace("@W", "%s::text")
    .replace("@L", "%s::boolean")
    .replace("@S", "%s::double precision")
)
#: which parameter each placeholder of LEASE_SET takes (@S: the lease's length in seconds)
LEASE_SET_PARAMETERS = tuple(re.findall("@[WLS]", _LEASE_SET))
#: the table is not leased to another replica, or its lease has run out
LEASE_GATE = f"(lease_holder IN ('', %s::text) OR lease_until <= {DATABASE_NOW})"

#: one credential's values, typed
CREDENTIAL_ROW = "(%s::text, %s::text, %s::text, %s::integer)"

#: one outbox row's values, typed; its condition's seat, owner and medium are NULL for none
DELIVERY_ROW = (
    "(%s::text, %s::text, %s::bigint, %s::bytea, %s::double precision, %s::double precision,"
    " %s::integer, %s::text, %s::text)"
)

#: a condition's contacts row: the seat's, by its owner, with an address of the medium
MATCHING_CONTACT = (
    f"EXISTS (SELECT 1 FROM {CONTACTS} AS c WHERE c.table_id = moved.table_id"
    " AND c.seat = d.seat AND c.owner = d.owner AND ("
    + " OR ".join(
        f"(d.medium = '{medium}' AND {contact_holds(medium)})" for medium in CONTACT_MEDIA
    )
    + "))"
)

#: the statement's text by its shape (entries, idempotency, snapshot, due, deliveries, credentials
#: added, credentials revoked, compaction's retry kinds or -1): prepared once each
_TEXTS: dict[tuple[int, bool, bool, str, int, int, bool, int], str] = {}


def outcome(row: Sequence[Any]) -> tuple[bool, int, int, bool]:
    """What :func:`statement`'s row says: (the request was not recorded yet, table rows moved:
    1 or 0, outbox rows written, the commit granted its replica the table's lease)."""
    return bool(row[0]), int(row[1]), int(row[3]), bool(row[4])


def statement(
    commit: Commit, stamp: float, writer: str, lease_seconds: float = LEASE_SECONDS
) -> tuple[str, list[Any]]:
    """The statement writing ``commit`` for the replica named ``writer`` (leasing tables for
    ``lease_seconds``), and its parameters.
    Its one row: (the request was not recorded yet, rows moved: 1 or 0, notifications sent,
    outbox rows written, the lease granted to ``writer``: :mod:`.leases`)."""
    recorded = commit.idempotency is not None
    due_shape = "" if commit.due is None else ("delete" if commit.due.time is None else "upsert")
    shape = (
        len(commit.entries),
        recorded,
        commit.snapshot is not None,
        due_shape,
        len(commit.deliveries),
        len(commit.add_credentials),
        bool(commit.revoke_credentials),
        -1 if commit.compaction is None else len(commit.compaction.retry_kinds),
    )
    text = _TEXTS.get(shape)
    if text is None:
        text = _TEXTS[shape] = _render(*shape)
    return text, _parameters(commit, stamp, writer, lease_seconds)


def _render(
    entries: int,
    recorded: bool,
    snapshot: bool,
    due: str,
    deliveries: int,
    granted: int,
    revoked: bool,
    compaction_kinds: int,
) -> str:
    ctes: list[str] = []
    if recorded:
        ctes.append(
            f"fresh AS (SELECT NOT EXISTS (SELECT 1 FROM {IDEMPOTENCY}"
            " WHERE scope = %s AND request_id = %s) AS ok)"
        )
    gate = " AND (SELECT ok FROM fresh)" if recorded else ""
    ctes.append(
        f"moved AS (UPDATE {TABLES} SET version = %s, update_time = %s,"
        " status = coalesce(%s, status), metadata = coalesce(%s::bytea, metadata),"
        f" {LEASE_SET} WHERE table_id = %s AND version = %s{gate} AND {LEASE_GATE}"
        " RETURNING table_id, lease_holder <> '' AS leased)"
    )
    if recorded:
        ctes.append(
            f"request AS (INSERT INTO {IDEMPOTENCY} ({IDEMPOTENCY_COLUMNS}, create_time)"
            " SELECT %s, %s, %s, %s::bytea, %s::bigint, %s::double precision FROM moved)"
        )
    if entries:
        rows = ", ".join([ENTRY_ROW] * entries)
        ctes.append(
            f"log AS (INSERT INTO {ENTRIES} ({ENTRY_COLUMNS})"
            " SELECT moved.table_id, e.version, e.kind, e.seat, e.payload, e.chance,"
            " e.request_id, %s::double precision"
            f" FROM moved, (VALUES {rows}) AS e (version, kind, seat, payload, chance, request_id))"
        )
    if snapshot:
        ctes.append(
            f"snapshot AS (INSERT INTO {SNAPSHOTS} ({SNAPSHOT_COLUMNS})"
            " SELECT table_id, %s::bigint, %s::bytea, %s::bytea FROM moved"
            " ON CONFLICT (table_id, version) DO UPDATE SET state = EXCLUDED.state,"
            " chance_position = EXCLUDED.chance_position)"
        )
    if due == "upsert":
        ctes.append(
            f"due AS (INSERT INTO {SCHEDULE} (table_id, due, kind, owner, lease_until)"
            " SELECT table_id, %s::double precision, %s::text, %s::text, 0 FROM moved"
            " ON CONFLICT (table_id) DO UPDATE"
            " SET due = EXCLUDED.due, kind = EXCLUDED.kind, owner = EXCLUDED.owner,"
            " lease_until = 0)"
        )
    elif due == "delete":
        ctes.append(
            f"due AS (DELETE FROM {SCHEDULE} WHERE table_id IN (SELECT table_id FROM moved))"
        )
    if deliveries:
        rows = ", ".join([DELIVERY_ROW] * deliveries)
        ctes.append(
            f"queued AS (INSERT INTO {OUTBOX} ({OUTBOX_COLUMNS})"
            " SELECT d.delivery_id, d.channel, moved.table_id, d.version, d.payload, 'pending', 0,"
            " d.next_attempt, d.create_time, ''"
            f" FROM moved, (VALUES {rows}) AS d (delivery_id, channel, version, payload,"
            " next_attempt, create_time, seat, owner, medium)"
            f" WHERE d.seat IS NULL OR {MATCHING_CONTACT} RETURNING 1)"
        )
    if granted:
        rows = ", ".join([CREDENTIAL_ROW] * granted)
        ctes.append(
            f"granted AS (INSERT INTO {CREDENTIALS} ({CREDENTIAL_COLUMNS})"
            " SELECT c.token_hash, c.table_id, c.kind, c.seat"
            f" FROM moved, (VALUES {rows}) AS c (token_hash, table_id, kind, seat))"
        )
    if revoked:
        ctes.append(
            f"revoked AS (DELETE FROM {CREDENTIALS} WHERE token_hash = ANY(%s::text[])"
            " AND table_id IN (SELECT table_id FROM moved))"
        )
    if compaction_kinds >= 0:
        kinds = ", ".join(["%s::text"] * compaction_kinds)
        ctes.append(
            f"old_snapshots AS (DELETE FROM {SNAPSHOTS} WHERE version < %s::bigint"
            " AND table_id IN (SELECT table_id FROM moved))"
        )
        ctes.append(
            f"old_retries AS (DELETE FROM {IDEMPOTENCY} WHERE scope = %s AND version < %s::bigint"
            f" AND version = ANY(ARRAY(SELECT version FROM {ENTRIES} WHERE table_id = %s"
            f" AND kind IN ({kinds or 'NULL'}))) AND EXISTS (SELECT 1 FROM moved))"
        )
    ctes.append("woken AS (SELECT pg_notify(%s, %s) FROM moved)")
    fresh = "(SELECT ok FROM fresh)" if recorded else "true"
    queued = "(SELECT count(*) FROM queued)" if deliveries else "0"
    return (
        f"WITH {', '.join(ctes)}"
        f" SELECT {fresh}, (SELECT count(*) FROM moved), (SELECT count(*) FROM woken), {queued},"
        " coalesce((SELECT bool_or(leased) FROM moved), false)"
    )


def _parameters(commit: Commit, stamp: float, writer: str, lease_seconds: float) -> list[Any]:
    new_version = commit.expected_version + len(commit.entries)
    record = commit.idempotency
    parameters: list[Any] = []
    if record is not None:
        parameters += [record.scope, record.request_id]
    parameters += [
        new_version,
        stamp,
        commit.status.value if commit.status is not None else None,
        commit.metadata,
        *[
            writer if p == "@W" else commit.lease if p == "@L" else lease_seconds
            for p in LEASE_SET_PARAMETERS
        ],
        commit.table_id,
        commit.expected_version,
        *[writer] * LEASE_GATE.count("%s"),
    ]
    if record is not None:
        parameters += [
            record.scope,
            record.request_id,
            record.fingerprint,
            record.response,
            record.version,
            stamp,
        ]
    if commit.entries:
        parameters.append(stamp)
        for offset, entry in enumerate(commit.entries, start=1):
            parameters += [
                commit.expected_version + offset,
                entry.kind,
                entry.seat,
                entry.payload,
                entry.chance,
                entry.request_id,
            ]
    if commit.snapshot is not None:
        snapshot = commit.snapshot
        parameters += [snapshot.version, snapshot.state, snapshot.chance_position]
    if commit.due is not None and commit.due.time is not None:
        parameters += [commit.due.time, commit.due.kind, commit.due.owner]
    if commit.deliveries:
        now = time.time()  # the wall clock, as service.store.sql.delivery_row
        for d in commit.deliveries:
            condition = d.only_if
            parameters += [
                d.delivery_id,
                d.channel,
                d.version,
                d.payload,
                d.not_before or now,
                now,
                None if condition is None else condition.seat,
                None if condition is None else condition.owner,
                None if condition is None else condition.medium,
            ]
    if commit.add_credentials:
        for row in credential_parameters(commit.add_credentials):
            parameters += row
    if commit.revoke_credentials:
        parameters.append(list(commit.revoke_credentials))
    if commit.compaction is not None:
        compaction = commit.compaction
        parameters += [compaction.snapshots_below, commit.table_id, compaction.retries_below]
        parameters += [commit.table_id, *compaction.retry_kinds]
    parameters += [CHANNEL, payload(commit.table_id, new_version)]
    return parameters
