"""The one SQL layer of both stores: columns, statements, row decoders and the page cursor.

:class:`Statements` holds every statement of :class:`service.store.base.Store`, written once
and rendered for a :class:`Dialect` (placeholder style, table names, the public-listing
condition). The SQLite store (:mod:`service.store.sqlite`, blocking ``sqlite3``) and the
PostgreSQL store (:mod:`service.store.postgres.store`, asyncio psycopg) differ only in how they
run them: connections, transactions and the few things one engine does natively (PostgreSQL's
``pg_notify``, SQLite's WAL bound). Schemas come from the numbered migrations of each dialect
(:mod:`service.store.migrations`).
"""

from __future__ import annotations

import base64
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from service.store.base import (
    CONTACT_MEDIA,
    Commit,
    Credential,
    CredentialKind,
    Delivery,
    Due,
    Entry,
    IdempotencyRecord,
    NewDelivery,
    Snapshot,
    TableRecord,
    TableStatus,
)

TABLE_COLUMNS = (
    "table_id, game, public, status, version, create_time, update_time, metadata, secret"
)
ENTRY_COLUMNS = "table_id, version, kind, seat, payload, chance, request_id, commit_time"
SNAPSHOT_COLUMNS = "table_id, version, state, chance_position"
CREDENTIAL_COLUMNS = "token_hash, table_id, kind, seat"
IDEMPOTENCY_COLUMNS = "scope, request_id, fingerprint, response, version"
OUTBOX_COLUMNS = (
    "delivery_id, channel, table_id, version, payload, state, attempts, next_attempt,"
    " create_time, last_error"
)
#: the PostgreSQL types of OUTBOX_COLUMNS (parameters in a SELECT list take no type from
#: the target columns)
OUTBOX_TYPES = (
    *("text", "text", "text", "bigint", "bytea", "text", "integer"),
    *("double precision", "double precision", "text"),
)
#: what a claim returns of a row (service.store.base.Delivery)
DELIVERY_COLUMNS = "delivery_id, channel, table_id, version, payload, attempts, create_time"


@dataclass(frozen=True, slots=True)
class Dialect:
    """What the two SQL engines spell differently."""

    #: "sqlite" or "postgresql" (also the folder of its migrations)
    name: str
    #: the parameter placeholder of the driver: ``?`` (sqlite3) or ``%s`` (psycopg)
    placeholder: str
    #: prefix of every table name (PostgreSQL shares a schema with other applications)
    prefix: str
    #: the condition "listed publicly", as the engine's index on it is written
    public_listed: str
    #: idempotency rows carry a ``create_time`` (PostgreSQL's schema has the column)
    stamps_requests: bool
    #: after a SELECT inside a transaction: keep the table row from changing until commit
    #: (SQLite's write transaction holds the whole database already)
    share_lock: str = ""
    #: after the schedule's claim query: rows another process is claiming are skipped
    skip_locked: str = ""
    #: "is in the rows of this uncorrelated subquery", evaluated once: SQLite's ``IN`` builds
    #: an index of the rows once; PostgreSQL's planner may run an ``IN (SELECT ...)`` again
    #: for every candidate row (a nested loop, quadratic in a finished game's length: 25 ms for
    #: a game of 140 actions), while ``= ANY(ARRAY(...))`` is an InitPlan, run once
    in_subquery: str = "IN ({})"
    #: the rows of the texts of a JSON array given as one parameter ``{}``
    json_array_texts: str = "SELECT value FROM json_each({})"

    def json_texts(self, parameter: str) -> str:
        return self.json_array_texts.format(parameter)

    def table(self, name: str) -> str:
        return f"{self.prefix}{name}"

    def marks(self, count: int) -> str:
        return ", ".join([self.placeholder] * count)


SQLITE = Dialect("sqlite", "?", "", "public = 1", stamps_requests=False)
POSTGRESQL = Dialect(
    "postgresql",
    "%s",
    "meeple_",
    "public",
    stamps_requests=True,
    share_lock=" FOR SHARE",
    skip_locked=" FOR UPDATE SKIP LOCKED",
    in_subquery="= ANY(ARRAY({}))",
    json_array_texts="SELECT jsonb_array_elements_text(CAST({} AS jsonb))",
)


class Statements:
    """Every statement of a store, rendered once for ``dialect``."""

    def __init__(self, dialect: Dialect) -> None:
        self.dialect = dialect
        p = dialect.placeholder
        tables, entries = dialect.table("tables"), dialect.table("entries")
        snapshots, credentials = dialect.table("snapshots"), dialect.table("credentials")
        idempotency, schedule = dialect.table("idempotency"), dialect.table("schedule")
        self._tables = tables
        self._entries = entries
        self._idempotency = idempotency

        self.insert_table = (
            f"INSERT INTO {tables} ({TABLE_COLUMNS}) VALUES ({dialect.marks(9)})"
            " ON CONFLICT (table_id) DO NOTHING"
        )
        self.select_table = f"SELECT {TABLE_COLUMNS} FROM {tables} WHERE table_id = {p}"
        self.select_version = f"SELECT version FROM {tables} WHERE table_id = {p}"
        self.select_version_for_share = f"{self.select_version}{dialect.share_lock}"
        self.count_tables = f"SELECT game, status, COUNT(*) FROM {tables} GROUP BY game, status"
        #: the optimistic-concurrency gate: moves the version only from the expected one
        self.advance_table = (
            f"UPDATE {tables} SET version = {p}, update_time = {p},"
            f" status = coalesce({p}, status), metadata = coalesce({p}, metadata)"
            f" WHERE table_id = {p} AND version = {p}"
        )
        self.insert_entry = f"INSERT INTO {entries} ({ENTRY_COLUMNS}) VALUES ({dialect.marks(8)})"
        #: the log after a version; ``select_entries_limited`` takes a LIMIT too
        self.select_entries = (
            f"SELECT {ENTRY_COLUMNS} FROM {entries}"
            f" WHERE table_id = {p} AND version > {p} ORDER BY version"
        )
        self.select_entries_limited = f"{self.select_entries} LIMIT {p}"
        self.upsert_snapshot = (
            f"INSERT INTO {snapshots} ({SNAPSHOT_COLUMNS}) VALUES ({dialect.marks(4)})"
            " ON CONFLICT (table_id, version) DO UPDATE SET state = EXCLUDED.state,"
            " chance_position = EXCLUDED.chance_position"
        )
        self.latest_snapshot = (
            f"SELECT {SNAPSHOT_COLUMNS} FROM {snapshots} WHERE table_id = {p} AND version <= {p}"
            " ORDER BY version DESC LIMIT 1"
        )
        self.delete_snapshots_below = (
            f"DELETE FROM {snapshots} WHERE table_id = {p} AND version < {p}"
        )
        self.insert_credential = (
            f"INSERT INTO {credentials} ({CREDENTIAL_COLUMNS}) VALUES ({dialect.marks(4)})"
        )
        self.delete_credential = (
            f"DELETE FROM {credentials} WHERE token_hash = {p} AND table_id = {p}"
        )
        self.find_credential = (
            f"SELECT {CREDENTIAL_COLUMNS} FROM {credentials} WHERE token_hash = {p}"
        )
        stamped = ", create_time" if dialect.stamps_requests else ""
        #: recorded first in a transaction: a concurrent duplicate waits on the key, then
        #: inserts nothing (rowcount 0) and reads the winner's record
        self.insert_idempotency = (
            f"INSERT INTO {idempotency} ({IDEMPOTENCY_COLUMNS}{stamped})"
            f" VALUES ({dialect.marks(6 if dialect.stamps_requests else 5)})"
            " ON CONFLICT (scope, request_id) DO NOTHING"
        )
        self.select_idempotency = (
            f"SELECT {IDEMPOTENCY_COLUMNS} FROM {idempotency}"
            f" WHERE scope = {p} AND request_id = {p}"
        )

        # the schedule of bot turns and deadlines
        self.upsert_due = (
            f"INSERT INTO {schedule} (table_id, due, kind, owner, lease_until)"
            f" VALUES ({dialect.marks(4)}, 0)"
            " ON CONFLICT (table_id) DO UPDATE"
            " SET due = EXCLUDED.due, kind = EXCLUDED.kind, owner = EXCLUDED.owner,"
            " lease_until = 0"
        )
        self.delete_due = f"DELETE FROM {schedule} WHERE table_id = {p}"
        #: one statement: the due rows nobody holds (of a kind, or any when NULL; of no owner
        #: of a JSON list of owners to skip), most overdue first, get a lease; concurrent
        #: claimers get disjoint sets (PostgreSQL: SKIP LOCKED; SQLite: one writer at a time);
        #: a dead claimer's lease lapses
        self.claim_due = (
            f"UPDATE {schedule} SET lease_until = {p} WHERE table_id IN"
            f" (SELECT table_id FROM {schedule} WHERE due <= {p} AND lease_until <= {p}"
            f" AND (CAST({p} AS TEXT) IS NULL OR kind = CAST({p} AS TEXT))"
            f" AND NOT (owner {dialect.in_subquery.format(dialect.json_texts(p))})"
            f" ORDER BY due LIMIT {p}{dialect.skip_locked})"
            " RETURNING table_id, due, owner"
        )
        self.any_due = (
            f"SELECT EXISTS (SELECT 1 FROM {schedule} WHERE due <= {p} AND lease_until <= {p})"
        )

        # the outbox (service.outbox)
        outbox = dialect.table("outbox")
        self.insert_delivery = (
            f"INSERT INTO {outbox} ({OUTBOX_COLUMNS}) VALUES ({dialect.marks(10)})"
        )
        #: by medium: a delivery with a ContactCondition, written only when it holds; its
        #: parameters are the row's and then (table_id, seat, owner)
        values = (
            ", ".join(f"{p}::{kind}" for kind in OUTBOX_TYPES)
            if dialect.name == "postgresql"
            else dialect.marks(10)
        )
        contacts = dialect.table("seat_contacts")
        self.insert_delivery_if = {
            medium: f"INSERT INTO {outbox} ({OUTBOX_COLUMNS}) SELECT {values}"
            f" WHERE EXISTS (SELECT 1 FROM {contacts} WHERE table_id = {p} AND seat = {p}"
            f" AND owner = {p} AND {contact_holds(medium)})"
            for medium in CONTACT_MEDIA
        }
        #: one statement, like the schedule's claim: due pending rows, oldest due first, get a
        #: lease (their next_attempt moves to its end) and one more attempt
        self.claim_deliveries = (
            f"UPDATE {outbox} SET next_attempt = {p}, attempts = attempts + 1"
            f" WHERE delivery_id IN (SELECT delivery_id FROM {outbox}"
            f" WHERE state = 'pending' AND next_attempt <= {p}"
            f" AND (CAST({p} AS TEXT) IS NULL OR channel = CAST({p} AS TEXT))"
            f" AND NOT (channel {dialect.in_subquery.format(dialect.json_texts(p))})"
            f" ORDER BY next_attempt LIMIT {p}{dialect.skip_locked})"
            f" RETURNING {DELIVERY_COLUMNS}"
        )
        self.delete_delivery = f"DELETE FROM {outbox} WHERE delivery_id = {p}"
        self.retry_delivery = (
            f"UPDATE {outbox} SET next_attempt = {p}, last_error = {p}"
            f" WHERE delivery_id = {p} AND state = 'pending'"
        )
        self.bury_delivery = (
            f"UPDATE {outbox} SET state = 'dead', next_attempt = {p}, last_error = {p}"
            f" WHERE delivery_id = {p}"
        )
        self.sweep_deliveries = f"DELETE FROM {outbox} WHERE state = 'dead' AND next_attempt < {p}"
        self.count_deliveries = f"SELECT state, COUNT(*) FROM {outbox} GROUP BY state"

        # the conformance clock's offset (it only grows)
        clock = dialect.table("clock")
        self.select_clock = f"SELECT offset_seconds FROM {clock} WHERE name = {p}"
        self.save_clock = (
            f"INSERT INTO {clock} (name, offset_seconds) VALUES ({dialect.marks(2)})"
            " ON CONFLICT (name) DO UPDATE SET offset_seconds = EXCLUDED.offset_seconds"
            f" WHERE {clock}.offset_seconds < EXCLUDED.offset_seconds"
        )

    def delete_retries_below(self, kinds: int) -> str:
        """Idempotency records of a table's old retries of ``kinds`` entry kinds."""
        p = self.dialect.placeholder
        retried = self.dialect.in_subquery.format(
            f"SELECT version FROM {self._entries} WHERE table_id = {p}"
            f" AND kind IN ({self.dialect.marks(kinds)})"
        )
        return (
            f"DELETE FROM {self._idempotency} WHERE scope = {p} AND version < {p}"
            f" AND version {retried}"
        )

    def list_tables(
        self,
        *,
        page_size: int,
        cursor: str,
        game: str | None,
        status: TableStatus | None,
        public_only: bool,
    ) -> tuple[str, list[Any]]:
        """ListTables' query, newest first; one row more than the page tells there is more."""
        p = self.dialect.placeholder
        conditions: list[str] = []
        parameters: list[Any] = []
        if public_only:
            conditions.append(self.dialect.public_listed)
        if game is not None:
            conditions.append(f"game = {p}")
            parameters.append(game)
        if status is not None:
            conditions.append(f"status = {p}")
            parameters.append(status.value)
        if cursor:
            after_time, after_id = decode_cursor(cursor)
            conditions.append(f"(create_time, table_id) < ({p}, {p})")
            parameters += [after_time, after_id]
        where = f" WHERE {' AND '.join(conditions)}" if conditions else ""
        parameters.append(page_size + 1)
        query = (
            f"SELECT {TABLE_COLUMNS} FROM {self._tables}{where}"
            f" ORDER BY create_time DESC, table_id DESC LIMIT {p}"
        )
        return query, parameters


# ---- parameters ------------------------------------------------------------------------------


def table_parameters(table: TableRecord) -> tuple[Any, ...]:
    return (
        table.table_id,
        table.game,
        table.public,
        table.status.value,
        table.version,
        table.create_time,
        table.update_time,
        table.metadata,
        table.secret,
    )


def advance_parameters(commit: Commit, new_version: int, stamp: float) -> tuple[Any, ...]:
    return (
        new_version,
        stamp,
        commit.status.value if commit.status is not None else None,
        commit.metadata,
        commit.table_id,
        commit.expected_version,
    )


def entry_parameters(commit: Commit, stamp: float) -> list[tuple[Any, ...]]:
    return [
        (
            commit.table_id,
            commit.expected_version + offset,
            entry.kind,
            entry.seat,
            entry.payload,
            entry.chance,
            entry.request_id,
            stamp,
        )
        for offset, entry in enumerate(commit.entries, start=1)
    ]


def contact_holds(medium: str) -> str:
    """The condition on a contacts row (unqualified columns) that a
    :class:`~service.store.base.ContactCondition` of ``medium`` asks for, besides its seat and
    owner: not muted, and an address of that medium (``push`` is a JSON array)."""
    if medium == "email":
        return "NOT muted AND email <> ''"
    if medium == "push":
        return "NOT muted AND push <> '[]'"
    raise ValueError(f"unknown contact medium {medium!r}")


def delivery_row(commit: Commit, d: NewDelivery, now: float) -> tuple[Any, ...]:
    """One outbox row of a commit (pending, no attempt yet). ``now`` is the wall clock, not
    the commit's time: a conformance table's clock may be moved far ahead by AdvanceClock,
    and the dispatcher claims rows by wall time."""
    return (
        d.delivery_id,
        d.channel,
        commit.table_id,
        d.version,
        d.payload,
        "pending",
        0,
        d.not_before or now,
        now,
        "",
    )


def delivery_parameters(commit: Commit, now: float) -> list[tuple[Any, ...]]:
    """The parameters of :attr:`Statements.insert_delivery` for the commit's deliveries that
    have no condition."""
    return [delivery_row(commit, d, now) for d in commit.deliveries if d.only_if is None]


def conditional_deliveries(commit: Commit, now: float) -> list[tuple[str, tuple[Any, ...]]]:
    """(medium, parameters of :attr:`Statements.insert_delivery_if` [medium]) for the
    commit's deliveries that have a condition."""
    return [
        (
            d.only_if.medium,
            (*delivery_row(commit, d, now), commit.table_id, d.only_if.seat, d.only_if.owner),
        )
        for d in commit.deliveries
        if d.only_if is not None
    ]


def delivery(row: Sequence[Any]) -> Delivery:
    delivery_id, channel, table_id, version, payload, attempts, create_time = row
    return Delivery(
        str(delivery_id),
        str(channel),
        str(table_id),
        int(version),
        bytes(payload),
        int(attempts),
        float(create_time),
    )


def snapshot_parameters(snapshot: Snapshot) -> tuple[Any, ...]:
    return (snapshot.table_id, snapshot.version, snapshot.state, snapshot.chance_position)


def credential_parameters(credentials: Sequence[Credential]) -> list[tuple[Any, ...]]:
    return [(c.token_hash, c.table_id, c.kind.value, c.seat) for c in credentials]


def idempotency_parameters(
    dialect: Dialect, record: IdempotencyRecord, stamp: float
) -> tuple[Any, ...]:
    values = (record.scope, record.request_id, record.fingerprint, record.response, record.version)
    return (*values, stamp) if dialect.stamps_requests else values


#: SELECT latest_snapshot's bound when the caller gives none (above any version)
NO_BOUND = 1 << 62


# ---- rows ------------------------------------------------------------------------------------


def table_record(row: Sequence[Any]) -> TableRecord:
    table_id, game, public, status, version, create_time, update_time, metadata, secret = row
    return TableRecord(
        table_id=str(table_id),
        game=str(game),
        public=bool(public),
        status=TableStatus(str(status)),
        version=int(version),
        create_time=float(create_time),
        update_time=float(update_time),
        metadata=bytes(metadata),
        secret=bytes(secret),
    )


def entry(row: Sequence[Any]) -> Entry:
    table_id, version, kind, seat, payload, chance, request_id, commit_time = row
    return Entry(
        table_id=str(table_id),
        version=int(version),
        kind=str(kind),
        seat=None if seat is None else int(seat),
        payload=bytes(payload),
        chance=bytes(chance),
        request_id=str(request_id),
        commit_time=float(commit_time),
    )


def snapshot(row: Sequence[Any]) -> Snapshot:
    table_id, version, state, chance_position = row
    return Snapshot(str(table_id), int(version), bytes(state), bytes(chance_position))


def credential(row: Sequence[Any]) -> Credential:
    token_hash, table_id, kind, seat = row
    seat_number = None if seat is None else int(seat)
    return Credential(str(token_hash), str(table_id), CredentialKind(str(kind)), seat_number)


def idempotency_record(row: Sequence[Any]) -> IdempotencyRecord:
    scope, request_id, fingerprint, response, version = row
    return IdempotencyRecord(
        str(scope), str(request_id), str(fingerprint), bytes(response), int(version)
    )


def claim_deliveries_parameters(
    now: float,
    limit: int,
    lease_until: float,
    channel: str | None,
    other_than: Sequence[str],
) -> tuple[Any, ...]:
    return (lease_until, now, channel, channel, json.dumps(list(other_than)), limit)


def claim_due_parameters(
    now: float, limit: int, lease_until: float, kind: str | None, skip: Sequence[str] = ()
) -> tuple[Any, ...]:
    return (lease_until, now, now, kind, kind, json.dumps(list(skip)), limit)


def due_parameters(table_id: str, due: Due) -> tuple[Any, ...]:
    return (table_id, due.time, due.kind, due.owner)


def claimed_owners(rows: Sequence[Sequence[Any]]) -> list[tuple[str, str]]:
    """The claimed table ids with their owners, most overdue first."""
    return [(str(row[0]), str(row[2])) for row in sorted(rows, key=lambda row: float(row[1]))]


def table_counts(rows: Sequence[Sequence[Any]]) -> dict[tuple[str, TableStatus], int]:
    return {(str(game), TableStatus(str(status))): int(n) for game, status, n in rows}


# ---- the page cursor -------------------------------------------------------------------------


def encode_cursor(create_time: float, table_id: str) -> str:
    """The position after the last table of a page (opaque to clients)."""
    raw = json.dumps([create_time, table_id], separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(cursor: str) -> tuple[float, str]:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        create_time, table_id = json.loads(raw)
        return float(create_time), str(table_id)
    except (ValueError, TypeError) as error:
        raise ValueError(f"invalid page cursor {cursor!r}") from error


def next_cursor(tables: Sequence[TableRecord], page_size: int, fetched: int) -> str:
    """The cursor of the next page, or "" when the page (of ``fetched`` rows for
    ``page_size``) was the last."""
    if fetched <= page_size or not tables:
        return ""
    return encode_cursor(tables[-1].create_time, tables[-1].table_id)
