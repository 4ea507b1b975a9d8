"""The default store: one embedded SQLite file in WAL mode.

Each call is one short statement or one ``BEGIN IMMEDIATE`` transaction on a single connection
owned by the event loop's thread; SQLite's file locking (with a busy timeout) keeps several
processes sharing the file correct, but wake-ups reach only this process
(:class:`~service.store.notify.InProcessNotifier`). Checkpoints run on a thread of their own,
and the writes wait while one rewinds the log (:mod:`service.store.sqlite_wal`).
"""

from __future__ import annotations

import errno
import sqlite3
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from service.store.base import (
    Commit,
    Compaction,
    Credential,
    Delivery,
    Due,
    DuplicateRequest,
    DuplicateTable,
    Entry,
    IdempotencyRecord,
    Notifier,
    OutboxCounts,
    Snapshot,
    Store,
    StoreStats,
    TablePage,
    TableRecord,
    TableStatus,
    VersionConflict,
)
from service.store.chat import ChatConflict
from service.store.chat_sql import ChatStatements
from service.store.contacts import SeatContacts
from service.store.contacts_sql import ContactStatements, contact_parameters, contact_record
from service.store.migrations import (
    SchemaTooNew,
    create_record_table,
    insert_applied,
    missing,
    select_applied,
)
from service.store.notify import InProcessNotifier
from service.store.record_reviews_sql import RecordReviewStatements
from service.store.reviews import ReviewRow
from service.store.reviews_sql import ReviewStatements, review_parameters, review_record
from service.store.sql import (
    NO_BOUND,
    SQLITE,
    Statements,
    advance_parameters,
    claim_deliveries_parameters,
    claim_due_parameters,
    claimed_owners,
    conditional_deliveries,
    credential,
    credential_parameters,
    delivery,
    delivery_parameters,
    due_parameters,
    entry,
    entry_parameters,
    idempotency_parameters,
    idempotency_record,
    next_cursor,
    snapshot,
    snapshot_parameters,
    table_counts,
    table_parameters,
    table_record,
)
from service.store.sqlite_wal import BUSY_TIMEOUT_MS, Checkpointer, WriteGate, file_size, wal_size

#: every statement, rendered for SQLite
S = Statements(SQLITE)
C = ContactStatements(SQLITE)
R = ReviewStatements(SQLITE)
CHAT = ChatStatements(SQLITE)
RECORD_REVIEWS = RecordReviewStatements(SQLITE)


def _statements(script: str) -> list[str]:
    """The statements of an SQL script, one by one (``executescript`` would commit the open
    transaction first)."""
    statements: list[str] = []
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            statements.append(pending.strip())
            pending = ""
    if pending.strip() and not all(
        line.strip().startswith("--") or not line.strip() for line in pending.splitlines()
    ):
        raise ValueError(f"incomplete SQL statement at the end of a migration: {pending!r}")
    return statements


#: the writer connection's page cache (SQLite's default is 2 MiB): with many tables in play the
#: hot pages did not fit, and commits read them back from the WAL or the file (issue 18)
PAGE_CACHE_KIB = 32 * 1024
#: default bound of the WAL file: above it a checkpoint rewinds the log to its start
WAL_LIMIT_BYTES = 16 * 1024 * 1024
#: commits between two looks at the WAL file's size (a stat per commit was 1% of server CPU;
#: a few commits add a few hundred kilobytes at most)
WAL_CHECK_EVERY = 8


class SQLiteStore(Store):
    """A :class:`Store` in one SQLite file (WAL mode)."""

    def __init__(
        self,
        path: str | Path,
        synchronous: str = "NORMAL",
        wal_limit_bytes: int = WAL_LIMIT_BYTES,
        create_dirs: bool = False,
    ) -> None:
        self.path = str(path)
        #: create the file's missing folders (else a missing folder fails open())
        self.create_dirs = create_dirs
        self.synchronous = synchronous.upper()
        #: the WAL file's bound: a commit that leaves the file larger rewinds the log
        self.wal_limit_bytes = wal_limit_bytes
        self._db: sqlite3.Connection | None = None
        self._checkpointer: Checkpointer | None = None
        #: closed while a RESTART checkpoint asked for by this store runs (writes wait)
        self._gate = WriteGate()
        self._notifier = InProcessNotifier()
        #: migrations applied by this process's open() (empty when the file was up to date)
        self.applied_migrations: list[int] = []
        self._unchecked_commits = 0

    @property
    def notifier(self) -> Notifier:
        return self._notifier

    @property
    def db(self) -> sqlite3.Connection:
        if self._db is None:
            raise RuntimeError("store is not open")
        return self._db

    async def open(self) -> None:
        folder = Path(self.path).parent
        if self.path != ":memory:" and self.create_dirs:
            folder.mkdir(parents=True, exist_ok=True)
        elif self.path != ":memory:" and not folder.is_dir():
            raise FileNotFoundError(
                errno.ENOENT, "the database's folder does not exist", str(folder)
            )
        db = sqlite3.connect(self.path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute(f"PRAGMA synchronous={self.synchronous}")
        db.execute("PRAGMA foreign_keys=OFF")
        db.execute(f"PRAGMA cache_size=-{PAGE_CACHE_KIB}")
        try:
            self.applied_migrations = self._migrate(db)
        except BaseException:
            db.close()
            raise
        if self.path != ":memory:":
            # checkpoints (copying the WAL into the database file, with its fsyncs) run on a
            # background thread with its own connection, not inside a request's commit
            db.execute("PRAGMA wal_autocheckpoint=0")
            db.execute(f"PRAGMA journal_size_limit={self.wal_limit_bytes}")
            self._checkpointer = Checkpointer(self.path, self.wal_limit_bytes)
            self._checkpointer.start()
        self._db = db

    @staticmethod
    def _migrate(db: sqlite3.Connection) -> list[int]:
        """Apply the missing migrations (:mod:`service.store.migrations`) in one transaction
        under SQLite's write lock; return the versions applied."""
        applied_now: list[int] = []
        db.execute("BEGIN IMMEDIATE")
        try:
            db.execute(create_record_table(SQLITE))
            done = [int(row[0]) for row in db.execute(select_applied(SQLITE))]
            legacy = db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'"
            ).fetchone()
            if legacy is not None:  # made before migrations were recorded: schema version 1
                for (version,) in db.execute("SELECT version FROM schema_version"):
                    if int(version) != 1:
                        raise SchemaTooNew(f"database schema {version}, expected 1")
            for migration in missing(SQLITE, done):
                for statement in _statements(migration.sql):
                    db.execute(statement)
                db.execute(insert_applied(SQLITE), (migration.version, migration.name))
                applied_now.append(migration.version)
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        return applied_now

    async def close(self) -> None:
        if self._checkpointer is not None:
            self._checkpointer.stop()
            self._checkpointer = None
        if self._db is not None:
            self._db.close()
            self._db = None

    # ---- tables ----------------------------------------------------------------------------

    async def create_table(
        self,
        table: TableRecord,
        credentials: Sequence[Credential] = (),
        idempotency: IdempotencyRecord | None = None,
    ) -> None:
        await self._gate.passed()
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            if idempotency is not None:
                self._record_request(idempotency, table.update_time)
            if db.execute(S.insert_table, table_parameters(table)).rowcount != 1:
                raise DuplicateTable(table.table_id)
            self._add_credentials(credentials)
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        self._bound_wal()

    async def get_table(self, table_id: str) -> TableRecord | None:
        row = self.db.execute(S.select_table, (table_id,)).fetchone()
        return None if row is None else table_record(row)

    async def get_version(self, table_id: str) -> int | None:
        row = self.db.execute(S.select_version, (table_id,)).fetchone()
        return None if row is None else int(row[0])

    async def list_tables(
        self,
        *,
        page_size: int,
        cursor: str = "",
        game: str | None = None,
        status: TableStatus | None = None,
        public_only: bool = True,
    ) -> TablePage:
        query, parameters = S.list_tables(
            page_size=page_size, cursor=cursor, game=game, status=status, public_only=public_only
        )
        rows = self.db.execute(query, parameters).fetchall()
        tables = [table_record(row) for row in rows[:page_size]]
        return TablePage(tables=tables, next_cursor=next_cursor(tables, page_size, len(rows)))

    # ---- the log ---------------------------------------------------------------------------

    async def commit(self, commit: Commit) -> int:
        await self._gate.passed()
        db = self.db
        stamp = commit.time or time.time()
        new_version = commit.expected_version + len(commit.entries)
        db.execute("BEGIN IMMEDIATE")
        try:
            if commit.idempotency is not None:
                self._record_request(commit.idempotency, stamp)
            cursor = db.execute(S.advance_table, advance_parameters(commit, new_version, stamp))
            if cursor.rowcount != 1:
                row = db.execute(S.select_version, (commit.table_id,)).fetchone()
                raise VersionConflict(
                    commit.table_id, commit.expected_version, None if row is None else row[0]
                )
            db.executemany(S.insert_entry, entry_parameters(commit, stamp))
            if commit.revoke_credentials:
                db.executemany(
                    S.delete_credential,
                    [(token_hash, commit.table_id) for token_hash in commit.revoke_credentials],
                )
            if commit.add_credentials:
                self._add_credentials(commit.add_credentials)
            if commit.snapshot is not None:
                db.execute(S.upsert_snapshot, snapshot_parameters(commit.snapshot))
            if commit.compaction is not None:
                self._compact(commit.table_id, commit.compaction)
            if commit.due is not None:
                self._set_due(commit.table_id, commit.due)
            queued = 0
            if commit.deliveries:
                now = time.time()
                rows = delivery_parameters(commit, now)
                db.executemany(S.insert_delivery, rows)
                queued = len(rows)
                for medium, parameters in conditional_deliveries(commit, now):
                    queued += db.execute(S.insert_delivery_if[medium], parameters).rowcount
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        self._bound_wal()
        return queued

    def _compact(self, table_id: str, compaction: Compaction) -> None:
        self.db.execute(S.delete_snapshots_below, (table_id, compaction.snapshots_below))
        kinds = compaction.retry_kinds
        self.db.execute(
            S.delete_retries_below(len(kinds)),
            (table_id, compaction.retries_below, table_id, *kinds),
        )

    def _bound_wal(self) -> None:
        """After a commit (looking every :data:`WAL_CHECK_EVERY` commits): when the WAL has
        grown beyond its bound, have the checkpointer's thread rewind it, and hold the writes
        until it has (see :mod:`service.store.sqlite_wal`)."""
        self._unchecked_commits += 1
        if self._checkpointer is None or self._unchecked_commits < WAL_CHECK_EVERY:
            return
        self._unchecked_commits = 0
        if wal_size(self.path) > self.wal_limit_bytes and not self._gate.closed:
            self._gate.close_for(self._checkpointer)
            # look again after the first commit past the gate (the RESTART may find the log
            # busy with another process's readers)
            self._unchecked_commits = WAL_CHECK_EVERY - 1

    async def read_entries(
        self, table_id: str, after_version: int, limit: int | None = None
    ) -> list[Entry]:
        if limit is None:
            cursor = self.db.execute(S.select_entries, (table_id, after_version))
        else:
            cursor = self.db.execute(
                S.select_entries_limited, (table_id, after_version, max(limit, 0))
            )
        return [entry(row) for row in cursor.fetchall()]

    async def latest_snapshot(self, table_id: str, at_most: int | None = None) -> Snapshot | None:
        bound = NO_BOUND if at_most is None else at_most
        row = self.db.execute(S.latest_snapshot, (table_id, bound)).fetchone()
        return None if row is None else snapshot(row)

    # ---- credentials and idempotency ---------------------------------------------------------

    async def find_credential(self, token_hash: str) -> Credential | None:
        row = self.db.execute(S.find_credential, (token_hash,)).fetchone()
        return None if row is None else credential(row)

    async def get_idempotency(self, scope: str, request_id: str) -> IdempotencyRecord | None:
        return self._idempotency(scope, request_id)

    async def stats(self) -> StoreStats:
        tables = table_counts(self.db.execute(S.count_tables).fetchall())
        if self.path == ":memory:":
            return StoreStats(tables=tables)
        return StoreStats(
            tables=tables, database_bytes=file_size(self.path), wal_bytes=wal_size(self.path)
        )

    def _idempotency(self, scope: str, request_id: str) -> IdempotencyRecord | None:
        row = self.db.execute(S.select_idempotency, (scope, request_id)).fetchone()
        return None if row is None else idempotency_record(row)

    def _record_request(self, record: IdempotencyRecord, stamp: float) -> None:
        """Record the request first in the transaction; a recorded one is a retry
        (:class:`DuplicateRequest`, nothing written)."""
        if (
            self.db.execute(
                S.insert_idempotency, idempotency_parameters(SQLITE, record, stamp)
            ).rowcount
            == 1
        ):
            return
        existing = self._idempotency(record.scope, record.request_id)
        if existing is None:  # pragma: no cover - a recorded request is never deleted
            raise RuntimeError(f"idempotency record {record.request_id} vanished")
        raise DuplicateRequest(existing)

    def _add_credentials(self, credentials: Sequence[Credential]) -> None:
        self.db.executemany(S.insert_credential, credential_parameters(credentials))

    # ---- the schedule ------------------------------------------------------------------------

    async def claim_due_owners(
        self,
        now: float,
        limit: int,
        lease_until: float,
        kind: str | None = None,
        skip: Sequence[str] = (),
    ) -> list[tuple[str, str]]:
        await self._gate.passed()
        rows = self.db.execute(
            S.claim_due, claim_due_parameters(now, limit, lease_until, kind, skip)
        ).fetchall()
        return claimed_owners(rows)

    async def any_due(self, now: float) -> bool:
        await self._gate.passed()
        return bool(self.db.execute(S.any_due, (now, now)).fetchone()[0])

    async def set_due(self, table_id: str, due: Due, at_version: int) -> None:
        await self._gate.passed()
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            row = db.execute(S.select_version_for_share, (table_id,)).fetchone()
            if row is not None and int(row[0]) == at_version:
                self._set_due(table_id, due)
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def _set_due(self, table_id: str, due: Due) -> None:
        if due.time is None:
            self.db.execute(S.delete_due, (table_id,))
        else:
            self.db.execute(S.upsert_due, due_parameters(table_id, due))

    # ---- the queue of game reviews ----------------------------------------------------------

    async def add_review(self, row: ReviewRow) -> ReviewRow:
        await self._gate.passed()
        self.db.execute(R.insert, review_parameters(row))
        found = await self.get_review(row.table_id)
        assert found is not None
        return found

    async def get_review(self, table_id: str) -> ReviewRow | None:
        row = self.db.execute(R.select, (table_id,)).fetchone()
        return None if row is None else review_record(row)

    async def open_reviews(self, owner: str) -> int:
        return int(self.db.execute(R.count_open, (owner,)).fetchone()[0])

    async def claim_review(self, now: float, until: float) -> ReviewRow | None:
        await self._gate.passed()
        row = self.db.execute(R.claim, (until, now)).fetchone()
        return None if row is None else review_record(row)

    async def save_review(self, row: ReviewRow, held_until: float) -> bool:
        await self._gate.passed()
        cursor = self.db.execute(
            R.save, (row.state, row.claimed_until, row.review, row.table_id, held_until)
        )
        return cursor.rowcount == 1

    async def _record_review_rows(
        self, statement: str, parameters: tuple[Any, ...], write: bool = False
    ) -> list[Sequence[Any]]:
        if write:
            await self._gate.passed()
        return list(self.db.execute(RECORD_REVIEWS.named(statement), parameters).fetchall())

    # ---- the chat (service.store.chat) ---------------------------------------------------------

    async def _chat_rows(
        self, statement: str, parameters: tuple[Any, ...], write: bool = False
    ) -> list[Sequence[Any]]:
        if write:
            await self._gate.passed()
        try:
            return list(self.db.execute(CHAT.named(statement), parameters).fetchall())
        except sqlite3.IntegrityError as error:
            raise ChatConflict(str(error)) from error

    # ---- the seats' notification contacts ----------------------------------------------------

    async def get_contacts(self, table_id: str, seat: int) -> SeatContacts | None:
        row = self.db.execute(C.select, (table_id, seat)).fetchone()
        return None if row is None else contact_record(row)

    async def table_contacts(self, table_id: str) -> list[SeatContacts]:
        return [contact_record(row) for row in self.db.execute(C.select_table, (table_id,))]

    async def put_contacts(self, contacts: SeatContacts) -> None:
        await self._gate.passed()
        if contacts.empty:
            self.db.execute(C.delete_seat, (contacts.table_id, contacts.seat))
        else:
            self.db.execute(C.upsert, contact_parameters(contacts))

    async def delete_contacts(self, table_id: str) -> None:
        await self._gate.passed()
        self.db.execute(C.delete_table, (table_id,))

    async def server_key(self, name: str, proposed: str) -> str:
        await self._gate.passed()
        self.db.execute(C.insert_key, (name, proposed))
        row = self.db.execute(C.select_key, (name,)).fetchone()
        return str(row[0])

    # ---- the outbox ----------------------------------------------------------------------------

    async def claim_deliveries(
        self,
        now: float,
        limit: int,
        lease_until: float,
        channel: str | None = None,
        other_than: Sequence[str] = (),
    ) -> list[Delivery]:
        await self._gate.passed()
        rows = self.db.execute(
            S.claim_deliveries,
            claim_deliveries_parameters(now, limit, lease_until, channel, other_than),
        ).fetchall()
        return sorted((delivery(row) for row in rows), key=lambda d: d.create_time)

    async def finish_delivery(self, delivery_id: str) -> None:
        await self._gate.passed()
        self.db.execute(S.delete_delivery, (delivery_id,))

    async def retry_delivery(self, delivery_id: str, next_attempt: float, error: str) -> None:
        await self._gate.passed()
        self.db.execute(S.retry_delivery, (next_attempt, error[:500], delivery_id))

    async def bury_delivery(self, delivery_id: str, now: float, error: str) -> None:
        await self._gate.passed()
        self.db.execute(S.bury_delivery, (now, error[:500], delivery_id))

    async def sweep_deliveries(self, dead_before: float) -> int:
        await self._gate.passed()
        return int(self.db.execute(S.sweep_deliveries, (dead_before,)).rowcount)

    async def outbox_counts(self) -> OutboxCounts:
        counts = {str(state): int(n) for state, n in self.db.execute(S.count_deliveries)}
        return OutboxCounts(pending=counts.get("pending", 0), dead=counts.get("dead", 0))

    # ---- the conformance clock -------------------------------------------------------------

    async def load_clock_offset(self, name: str = "conformance") -> float:
        row = self.db.execute(S.select_clock, (name,)).fetchone()
        return 0.0 if row is None else float(row[0])

    async def save_clock_offset(self, offset: float, name: str = "conformance") -> None:
        await self._gate.passed()
        self.db.execute(S.save_clock, (name, offset))
