"""The SQLite write-ahead log stays bounded while the store is written without pause.

Why it grew (issue 11, item 7): no read transaction was left open (every background PASSIVE
checkpoint backfilled the whole log it saw), but SQLite rewinds the WAL to its start only when a
write begins while the log is entirely backfilled. A server committing every few milliseconds
always had new frames by then, so every commit appended and the file grew until shutdown.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import threading
import time
from pathlib import Path

from service.store.base import Commit, NewEntry, TableRecord, TableStatus
from service.store.sqlite import SQLiteStore

LIMIT = 1024 * 1024


def wal_size(path: Path) -> int:
    try:
        return os.path.getsize(f"{path}-wal")
    except FileNotFoundError:
        return 0


def record(table_id: str) -> TableRecord:
    return TableRecord(table_id, "g", True, TableStatus.ACTIVE, 0, 1.0, 1.0, b"m" * 300, b"s")


async def write(store: SQLiteStore, path: Path, commits: int) -> tuple[int, int]:
    """Commit without pause (yielding to the loop now and then, as a server does); return the
    number of commits and the largest WAL size seen after any commit."""
    await store.create_table(record("t"))
    version, high = 0, 0
    while version < commits:
        await store.commit(Commit("t", version, [NewEntry("action", 0, os.urandom(1500))]))
        version += 1
        high = max(high, wal_size(path))
        if version % 20 == 0:
            await asyncio.sleep(0)
    return version, high


def test_wal_stays_bounded_under_sustained_commits(tmp_path: Path) -> None:
    path = tmp_path / "meeple.db"

    async def main() -> tuple[int, int]:
        store = SQLiteStore(path, wal_limit_bytes=LIMIT)
        await store.open()
        try:
            return await write(store, path, 8000)
        finally:
            await store.close()

    commits, high = asyncio.run(main())
    written = commits * 1500
    assert written > 8 * LIMIT, "the test must write far more than the limit"
    # the limit, plus what commits add while a passive round holds the checkpoint lock
    assert high <= 4 * LIMIT, f"WAL reached {high} bytes after {commits} commits"


def test_idle_store_truncates_its_wal(tmp_path: Path) -> None:
    path = tmp_path / "meeple.db"

    async def main() -> int:
        store = SQLiteStore(path, wal_limit_bytes=LIMIT)
        await store.open()
        try:
            await write(store, path, 500)
            deadline = time.monotonic() + 10
            while wal_size(path) and time.monotonic() < deadline:
                await asyncio.sleep(0.05)
            return wal_size(path)
        finally:
            await store.close()

    assert asyncio.run(main()) == 0


def test_the_log_is_rewound_on_the_checkpointers_thread(tmp_path: Path) -> None:
    """Sustained commits past the bound make the store ask its checkpointer's thread for RESTART
    checkpoints (none runs on the event loop's connection), and those rewind the log."""
    path = tmp_path / "meeple.db"

    async def main() -> tuple[int, int]:
        store = SQLiteStore(path, wal_limit_bytes=LIMIT)
        await store.open()
        try:
            await write(store, path, 3000)
            checkpointer = store._checkpointer
            assert checkpointer is not None
            return checkpointer.restarts, checkpointer.restarts_done
        finally:
            await store.close()

    restarts, rewound = asyncio.run(main())
    assert restarts >= 2
    assert rewound >= 1


def test_writes_wait_while_a_restart_runs_and_reads_do_not(tmp_path: Path) -> None:
    """While a RESTART the store asked for is pending, a commit waits for it and then lands;
    a read in the meantime answers at once from the last committed version."""
    path = tmp_path / "meeple.db"
    order: list[str] = []

    async def main() -> None:
        store = SQLiteStore(path, wal_limit_bytes=LIMIT)
        await store.open()
        try:
            await store.create_table(record("t"))
            await store.commit(Commit("t", 0, [NewEntry("action", 0, b"x")]))
            checkpointer = store._checkpointer
            assert checkpointer is not None
            release = threading.Event()
            restart = checkpointer._restart

            def slow_restart(db: sqlite3.Connection) -> bool:
                release.wait(10)  # the checkpointer's thread is busy until the test says so
                order.append("restart")
                return restart(db)

            checkpointer._restart = slow_restart  # type: ignore[method-assign]
            store._gate.close_for(checkpointer)
            committing = asyncio.ensure_future(
                store.commit(Commit("t", 1, [NewEntry("action", 0, b"y")]))
            )
            await asyncio.sleep(0.05)
            assert not committing.done(), "a write must wait for the pending RESTART"
            assert await store.get_version("t") == 1  # reads go on
            order.append("read")
            release.set()
            await committing
            order.append("commit")
            assert await store.get_version("t") == 2
        finally:
            await store.close()

    asyncio.run(main())
    assert order == ["read", "restart", "commit"]


def test_writes_go_on_when_a_restart_fails_or_the_checkpointer_is_gone(tmp_path: Path) -> None:
    """A RESTART that fails with an SQLite error, and a checkpointer thread that has ended,
    both answer the store: its writes never wait for a thread that cannot answer."""
    path = tmp_path / "meeple.db"

    async def main() -> None:
        store = SQLiteStore(path, wal_limit_bytes=LIMIT)
        await store.open()
        try:
            await store.create_table(record("t"))
            checkpointer = store._checkpointer
            assert checkpointer is not None

            def failing_restart(db: sqlite3.Connection) -> bool:
                raise sqlite3.DatabaseError("disk I/O error")

            checkpointer._restart = failing_restart  # type: ignore[method-assign]
            store._gate.close_for(checkpointer)
            await asyncio.wait_for(
                store.commit(Commit("t", 0, [NewEntry("action", 0, b"x")])), timeout=5
            )
            assert checkpointer.is_alive(), "a failed RESTART must not end the thread"

            checkpointer.stop()
            assert not checkpointer.is_alive()
            store._gate.close_for(checkpointer)
            await asyncio.wait_for(
                store.commit(Commit("t", 1, [NewEntry("action", 0, b"y")])), timeout=5
            )
            assert await store.get_version("t") == 2
        finally:
            await store.close()

    asyncio.run(main())
