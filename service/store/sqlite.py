"""The default store: one embedded SQLite file in WAL mode.

Each call is one short statement or one ``BEGIN IMMEDIATE`` transaction on a single connection
owned by the event loop's thread; SQLite's file locking (with a busy timeout) keeps several
processes sharing the file correct, but wake-ups reach only this process
(:class:`~service.store.notify.InProcessNotifier`).
"""

from __future__ import annotations

import base64
import errno
import os
import sqlite3
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from service.store.base import (
    Commit,
    Compaction,
    Credential,
    CredentialKind,
    Due,
    DuplicateRequest,
    DuplicateTable,
    Entry,
    IdempotencyRecord,
    Notifier,
    Snapshot,
    Store,
    StoreStats,
    TablePage,
    TableRecord,
    TableStatus,
    VersionConflict,
)
from service.store.notify import InProcessNotifier

SCHEMA_VERSION = 1

SCHEMA = """
CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    table_id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    public INTEGER NOT NULL,
    status TEXT NOT NULL,
    version INTEGER NOT NULL,
    create_time REAL NOT NULL,
    update_time REAL NOT NULL,
    metadata BLOB NOT NULL,
    secret BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS tables_by_age ON tables (public, create_time DESC, table_id DESC);
CREATE TABLE IF NOT EXISTS entries (
    table_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    kind TEXT NOT NULL,
    seat INTEGER,
    payload BLOB NOT NULL,
    chance BLOB NOT NULL,
    request_id TEXT NOT NULL,
    commit_time REAL NOT NULL,
    PRIMARY KEY (table_id, version)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS snapshots (
    table_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    state BLOB NOT NULL,
    chance_position BLOB NOT NULL,
    PRIMARY KEY (table_id, version)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS credentials (
    token_hash TEXT PRIMARY KEY,
    table_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    seat INTEGER
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS idempotency (
    scope TEXT NOT NULL,
    request_id TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    response BLOB NOT NULL,
    version INTEGER NOT NULL,
    PRIMARY KEY (scope, request_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS schedule (
    table_id TEXT PRIMARY KEY,
    due REAL NOT NULL,
    kind TEXT NOT NULL,
    lease_until REAL NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS schedule_by_due ON schedule (due);
"""

_TABLE_COLUMNS = (
    "table_id, game, public, status, version, create_time, update_time, metadata, secret"
)


def _table(row: Any) -> TableRecord:
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


def _size(path: str) -> int:
    """A file's size in bytes; 0 when it does not exist (no WAL yet, or just checkpointed)."""
    try:
        return os.stat(path).st_size
    except FileNotFoundError:
        return 0


def _encode_cursor(create_time: float, table_id: str) -> str:
    return base64.urlsafe_b64encode(f"{create_time!r}|{table_id}".encode()).decode()


def _decode_cursor(cursor: str) -> tuple[float, str]:
    try:
        text = base64.urlsafe_b64decode(cursor.encode()).decode()
        stamp, _, table_id = text.partition("|")
        return float(stamp), table_id
    except (ValueError, UnicodeDecodeError) as error:
        raise ValueError("malformed cursor") from error


BUSY_TIMEOUT_MS = 10_000
#: default bound of the WAL file: above it a checkpoint rewinds the log to its start
WAL_LIMIT_BYTES = 16 * 1024 * 1024


def _wal_size(path: str) -> int:
    return _size(f"{path}-wal")


class _Checkpointer(threading.Thread):
    """Keeps the WAL short and bounded, from its own connection and thread plus a backstop in
    the writer.

    SQLite rewinds the WAL to its start only when a write begins while every frame of the log
    has been copied into the database ("backfilled"). Passive checkpoints never block, but a
    server that commits every few milliseconds always has new frames by the time one ends, so
    with passive checkpoints alone the log only grew (issue 11: 1.1 GB in 30 s), although no
    read transaction held them back. Hence:

    * every ``interval`` seconds this thread runs a PASSIVE checkpoint (copies what it can,
      blocks nobody), and a TRUNCATE checkpoint when nothing was written since the previous
      round (the idle file shrinks to nothing);
    * the writer, after a commit that leaves the WAL file above ``limit`` bytes, runs a RESTART
      checkpoint on its own connection (:meth:`restart_from`): it copies the few frames the
      passive rounds have not, and the next write starts the log anew; ``journal_size_limit``
      then cuts the file back to ``limit``. A RESTART from this thread instead would wait for a
      gap between two commits, holding the checkpoint lock all the while.
    """

    def __init__(self, path: str, limit: int, interval: float = 0.1) -> None:
        super().__init__(name="sqlite-checkpointer", daemon=True)
        self.path = path
        self.limit = limit
        self.interval = interval
        self._stop_event = threading.Event()

    def run(self) -> None:
        db = sqlite3.connect(self.path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
        try:
            db.execute(f"PRAGMA journal_size_limit={self.limit}")
            last_frames = -1
            while not self._stop_event.wait(self.interval):
                frames = self._checkpoint(db, "PASSIVE")
                if frames is not None and frames > 0 and frames == last_frames:
                    self._checkpoint(db, "TRUNCATE")  # idle: give the disk space back
                    frames = 0
                last_frames = -1 if frames is None else frames
            self._checkpoint(db, "PASSIVE")
        finally:
            db.close()

    @staticmethod
    def _checkpoint(db: sqlite3.Connection, mode: str) -> int | None:
        """Run one checkpoint; the number of frames in the log if it backfilled all of them."""
        try:
            busy, frames, done = db.execute(f"PRAGMA wal_checkpoint({mode})").fetchone()
        except sqlite3.OperationalError:  # busy beyond the timeout: the next round catches up
            return None
        return int(frames) if not busy and frames == done else None

    @classmethod
    def restart_from(cls, db: sqlite3.Connection) -> None:
        """A RESTART checkpoint on ``db`` (the writer's own connection, between transactions),
        waiting at most 100 ms for readers of other processes; busy means the next commit
        tries again."""
        db.execute("PRAGMA busy_timeout=100")
        try:
            cls._checkpoint(db, "RESTART")
        finally:
            db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")

    def stop(self) -> None:
        self._stop_event.set()
        self.join(10)


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
        self._checkpointer: _Checkpointer | None = None
        self._notifier = InProcessNotifier()

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
        db.execute("BEGIN IMMEDIATE")
        try:
            for statement in SCHEMA.split(";"):
                if statement.strip():
                    db.execute(statement)
            row = db.execute("SELECT version FROM schema_version").fetchone()
            if row is None:
                db.execute("INSERT INTO schema_version VALUES (?)", (SCHEMA_VERSION,))
            elif int(row[0]) != SCHEMA_VERSION:
                raise RuntimeError(f"database schema {row[0]}, expected {SCHEMA_VERSION}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            db.close()
            raise
        if self.path != ":memory:":
            # checkpoints (copying the WAL into the database file, with its fsyncs) run on a
            # background thread with its own connection, not inside a request's commit
            db.execute("PRAGMA wal_autocheckpoint=0")
            db.execute(f"PRAGMA journal_size_limit={self.wal_limit_bytes}")
            self._checkpointer = _Checkpointer(self.path, self.wal_limit_bytes)
            self._checkpointer.start()
        self._db = db

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
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            if idempotency is not None:
                existing = self._idempotency(idempotency.scope, idempotency.request_id)
                if existing is not None:
                    raise DuplicateRequest(existing)
            try:
                db.execute(
                    f"INSERT INTO tables ({_TABLE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        table.table_id,
                        table.game,
                        int(table.public),
                        table.status.value,
                        table.version,
                        table.create_time,
                        table.update_time,
                        table.metadata,
                        table.secret,
                    ),
                )
            except sqlite3.IntegrityError as error:
                raise DuplicateTable(table.table_id) from error
            self._add_credentials(credentials)
            if idempotency is not None:
                self._insert_idempotency(idempotency)
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        self._bound_wal()

    async def get_table(self, table_id: str) -> TableRecord | None:
        row = self.db.execute(
            f"SELECT {_TABLE_COLUMNS} FROM tables WHERE table_id = ?", (table_id,)
        ).fetchone()
        return None if row is None else _table(row)

    async def get_version(self, table_id: str) -> int | None:
        row = self.db.execute(
            "SELECT version FROM tables WHERE table_id = ?", (table_id,)
        ).fetchone()
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
        clauses: list[str] = []
        params: list[object] = []
        if public_only:
            clauses.append("public = 1")
        if game is not None:
            clauses.append("game = ?")
            params.append(game)
        if status is not None:
            clauses.append("status = ?")
            params.append(status.value)
        if cursor:
            stamp, last_id = _decode_cursor(cursor)
            clauses.append("(create_time < ? OR (create_time = ? AND table_id < ?))")
            params.extend((stamp, stamp, last_id))
        where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
        rows = self.db.execute(
            f"SELECT {_TABLE_COLUMNS} FROM tables {where} "
            "ORDER BY create_time DESC, table_id DESC LIMIT ?",
            (*params, page_size + 1),
        ).fetchall()
        tables = [_table(row) for row in rows[:page_size]]
        more = len(rows) > page_size
        next_cursor = (
            _encode_cursor(tables[-1].create_time, tables[-1].table_id) if more and tables else ""
        )
        return TablePage(tables=tables, next_cursor=next_cursor)

    # ---- the log ---------------------------------------------------------------------------

    async def commit(self, commit: Commit) -> None:
        db = self.db
        stamp = commit.time or time.time()
        new_version = commit.expected_version + len(commit.entries)
        db.execute("BEGIN IMMEDIATE")
        try:
            sets = ["version = ?", "update_time = ?"]
            params: list[object] = [new_version, stamp]
            if commit.status is not None:
                sets.append("status = ?")
                params.append(commit.status.value)
            if commit.metadata is not None:
                sets.append("metadata = ?")
                params.append(commit.metadata)
            cursor = db.execute(
                f"UPDATE tables SET {', '.join(sets)} WHERE table_id = ? AND version = ?",
                (*params, commit.table_id, commit.expected_version),
            )
            if cursor.rowcount != 1:
                row = db.execute(
                    "SELECT version FROM tables WHERE table_id = ?", (commit.table_id,)
                ).fetchone()
                raise VersionConflict(
                    commit.table_id, commit.expected_version, None if row is None else row[0]
                )
            if commit.idempotency is not None:
                try:
                    self._insert_idempotency(commit.idempotency)
                except sqlite3.IntegrityError:
                    existing = self._idempotency(
                        commit.idempotency.scope, commit.idempotency.request_id
                    )
                    if existing is None:
                        raise
                    raise DuplicateRequest(existing) from None
            db.executemany(
                "INSERT INTO entries (table_id, version, kind, seat, payload, chance, request_id, "
                "commit_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        commit.table_id,
                        commit.expected_version + offset + 1,
                        entry.kind,
                        entry.seat,
                        entry.payload,
                        entry.chance,
                        entry.request_id,
                        stamp,
                    )
                    for offset, entry in enumerate(commit.entries)
                ],
            )
            if commit.revoke_credentials:
                db.executemany(
                    "DELETE FROM credentials WHERE token_hash = ? AND table_id = ?",
                    [(token_hash, commit.table_id) for token_hash in commit.revoke_credentials],
                )
            self._add_credentials(commit.add_credentials)
            if commit.snapshot is not None:
                db.execute(
                    "INSERT OR REPLACE INTO snapshots (table_id, version, state, chance_position) "
                    "VALUES (?, ?, ?, ?)",
                    (
                        commit.snapshot.table_id,
                        commit.snapshot.version,
                        commit.snapshot.state,
                        commit.snapshot.chance_position,
                    ),
                )
            if commit.compaction is not None:
                self._compact(commit.table_id, commit.compaction)
            if commit.due is not None:
                self._set_due(commit.table_id, commit.due)
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        self._bound_wal()

    def _compact(self, table_id: str, compaction: Compaction) -> None:
        self.db.execute(
            "DELETE FROM snapshots WHERE table_id = ? AND version < ?",
            (table_id, compaction.snapshots_below),
        )
        kinds = ",".join("?" * len(compaction.retry_kinds))
        self.db.execute(
            "DELETE FROM idempotency WHERE scope = ? AND version < ? AND version IN "
            f"(SELECT version FROM entries WHERE table_id = ? AND kind IN ({kinds}))",
            (table_id, compaction.retries_below, table_id, *compaction.retry_kinds),
        )

    def _bound_wal(self) -> None:
        """After a commit: rewind the WAL when it has grown beyond its bound (see
        :class:`_Checkpointer`)."""
        if self._checkpointer is not None and _wal_size(self.path) > self.wal_limit_bytes:
            self._checkpointer.restart_from(self.db)

    async def read_entries(
        self, table_id: str, after_version: int, limit: int | None = None
    ) -> list[Entry]:
        rows = self.db.execute(
            "SELECT version, kind, seat, payload, chance, request_id, commit_time FROM entries "
            "WHERE table_id = ? AND version > ? ORDER BY version LIMIT ?",
            (table_id, after_version, -1 if limit is None else limit),
        ).fetchall()
        return [
            Entry(
                table_id=table_id,
                version=int(version),
                kind=str(kind),
                seat=None if seat is None else int(seat),
                payload=bytes(payload),
                chance=bytes(chance),
                request_id=str(request_id),
                commit_time=float(commit_time),
            )
            for version, kind, seat, payload, chance, request_id, commit_time in rows
        ]

    async def latest_snapshot(self, table_id: str, at_most: int | None = None) -> Snapshot | None:
        row = self.db.execute(
            "SELECT version, state, chance_position FROM snapshots "
            "WHERE table_id = ? AND version <= ? ORDER BY version DESC LIMIT 1",
            (table_id, (1 << 62) if at_most is None else at_most),
        ).fetchone()
        if row is None:
            return None
        return Snapshot(table_id, int(row[0]), bytes(row[1]), bytes(row[2]))

    # ---- credentials and idempotency ---------------------------------------------------------

    async def find_credential(self, token_hash: str) -> Credential | None:
        row = self.db.execute(
            "SELECT table_id, kind, seat FROM credentials WHERE token_hash = ?", (token_hash,)
        ).fetchone()
        if row is None:
            return None
        return Credential(
            token_hash, str(row[0]), CredentialKind(str(row[1])), None if row[2] is None else row[2]
        )

    async def get_idempotency(self, scope: str, request_id: str) -> IdempotencyRecord | None:
        return self._idempotency(scope, request_id)

    async def stats(self) -> StoreStats:
        rows = self.db.execute("SELECT game, status, COUNT(*) FROM tables GROUP BY game, status")
        tables = {(str(game), TableStatus(str(status))): int(n) for game, status, n in rows}
        if self.path == ":memory:":
            return StoreStats(tables=tables)
        return StoreStats(
            tables=tables, database_bytes=_size(self.path), wal_bytes=_wal_size(self.path)
        )

    def _idempotency(self, scope: str, request_id: str) -> IdempotencyRecord | None:
        row = self.db.execute(
            "SELECT fingerprint, response, version FROM idempotency "
            "WHERE scope = ? AND request_id = ?",
            (scope, request_id),
        ).fetchone()
        if row is None:
            return None
        return IdempotencyRecord(scope, request_id, str(row[0]), bytes(row[1]), int(row[2]))

    def _insert_idempotency(self, record: IdempotencyRecord) -> None:
        self.db.execute(
            "INSERT INTO idempotency (scope, request_id, fingerprint, response, version) "
            "VALUES (?, ?, ?, ?, ?)",
            (record.scope, record.request_id, record.fingerprint, record.response, record.version),
        )

    def _add_credentials(self, credentials: Sequence[Credential]) -> None:
        self.db.executemany(
            "INSERT INTO credentials (token_hash, table_id, kind, seat) VALUES (?, ?, ?, ?)",
            [(c.token_hash, c.table_id, c.kind.value, c.seat) for c in credentials],
        )

    # ---- the schedule ------------------------------------------------------------------------

    async def claim_due(
        self, now: float, limit: int, lease_until: float, kind: str | None = None
    ) -> list[str]:
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            rows = db.execute(
                "SELECT table_id FROM schedule WHERE due <= ? AND lease_until <= ? "
                "AND (? IS NULL OR kind = ?) ORDER BY due LIMIT ?",
                (now, now, kind, kind, limit),
            ).fetchall()
            ids = [str(row[0]) for row in rows]
            db.executemany(
                "UPDATE schedule SET lease_until = ? WHERE table_id = ?",
                [(lease_until, table_id) for table_id in ids],
            )
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        return ids

    async def set_due(self, table_id: str, due: Due, at_version: int) -> None:
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            row = db.execute(
                "SELECT version FROM tables WHERE table_id = ?", (table_id,)
            ).fetchone()
            if row is not None and int(row[0]) == at_version:
                self._set_due(table_id, due)
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def _set_due(self, table_id: str, due: Due) -> None:
        if due.time is None:
            self.db.execute("DELETE FROM schedule WHERE table_id = ?", (table_id,))
        else:
            self.db.execute(
                "INSERT OR REPLACE INTO schedule (table_id, due, kind, lease_until) "
                "VALUES (?, ?, ?, 0)",
                (table_id, due.time, due.kind),
            )
