"""The PostgreSQL store's group commit (service.store.postgres.group_commit), on a real server:
commits that arrive while one is on its way go together in one transaction, each with its own
outcome; a statement that fails sends every commit of the batch again alone.

A batch is formed on purpose: another session holds table "ta"'s row lock, so the commit to
"ta" stays on its way while the next commits queue behind it."""

from __future__ import annotations

import asyncio

import psycopg
import pytest

from service.store.base import (
    Commit,
    DuplicateRequest,
    IdempotencyRecord,
    NewEntry,
    TableRecord,
    TableStatus,
    VersionConflict,
)
from service.store.postgres import PostgresStore

pytestmark = pytest.mark.docker

TABLES = ("ta", "tb", "tc", "td")


def record(table_id: str) -> TableRecord:
    return TableRecord(
        table_id, "carcassonne", True, TableStatus.ACTIVE, 0, 1.0, 1.0, b"meta", b"secret"
    )


def action(table_id: str, version: int, request: str = "") -> Commit:
    idempotency = (
        IdempotencyRecord(table_id, request, "fp", b"response", version + 1) if request else None
    )
    entry = NewEntry("action", 0, f"{table_id}@{version}".encode(), b"", request)
    return Commit(table_id, version, [entry], idempotency=idempotency)


async def opened(dsn: str) -> PostgresStore:
    store = PostgresStore(dsn, min_connections=1, max_connections=4)
    await store.open()
    for name in TABLES:
        await store.create_table(record(name))
    return store


async def queued_behind_a_lock(
    store: PostgresStore, dsn: str, later: list[Commit]
) -> tuple[asyncio.Task[int], list[asyncio.Task[int]], psycopg.AsyncConnection[tuple[int]]]:
    """A commit to "ta" held on its way by another session's lock on ta's row, and ``later``
    queued behind it; the locking session is returned, its transaction open."""
    locker = await psycopg.AsyncConnection.connect(dsn)
    await locker.execute("SELECT 1 FROM meeple_tables WHERE table_id = 'ta' FOR UPDATE")
    first = asyncio.create_task(store.commit(action("ta", 0)))
    await asyncio.sleep(0.2)  # sent, and waiting for the lock
    assert not first.done()
    tasks = [asyncio.create_task(store.commit(commit)) for commit in later]
    await asyncio.sleep(0.05)
    return first, tasks, locker


async def log_of(store: PostgresStore, table_id: str) -> list[bytes]:
    return [entry.payload for entry in await store.read_entries(table_id, 0)]


def test_commits_waiting_behind_one_go_together_each_with_its_outcome(postgres_dsn: str) -> None:
    async def main() -> None:
        store = await opened(postgres_dsn)
        try:
            await store.commit(action("td", 0))  # td is now at version 1
            later = [action("tb", 0, "rb"), action("tc", 0), action("td", 0)]  # td: stale
            first, tasks, locker = await queued_behind_a_lock(store, postgres_dsn, later)
            await locker.commit()
            await locker.close()
            assert await first == 0
            results = await asyncio.gather(*tasks, return_exceptions=True)
            assert results[:2] == [0, 0]
            assert isinstance(results[2], VersionConflict) and results[2].actual == 1
            # td alone, ta alone, then tb, tc and td in one transaction
            assert (store._group.commits, store._group.transactions) == (5, 3)
            assert await log_of(store, "tb") == [b"tb@0"]
            assert await log_of(store, "tc") == [b"tc@0"]
            assert await log_of(store, "td") == [b"td@0"]  # the stale one wrote nothing
            assert await store.get_version("tb") == 1
            # the batch's idempotency record is there: a retry is a duplicate
            with pytest.raises(DuplicateRequest):
                await store.commit(action("tb", 1, "rb"))
        finally:
            await store.close()

    asyncio.run(main())


def test_a_failing_statement_sends_every_commit_of_its_batch_again_alone(
    postgres_dsn: str,
) -> None:
    async def main() -> None:
        store = await opened(postgres_dsn)
        # another replica's transaction applying request "rc" at tc, not committed yet
        racer = await psycopg.AsyncConnection.connect(postgres_dsn)
        await racer.execute(
            "INSERT INTO meeple_idempotency (scope, request_id, fingerprint, response, version,"
            " create_time) VALUES ('tc', 'rc', 'fp', 'racer', 1, 0)"
        )
        try:
            later = [action("tb", 0), action("tc", 0, "rc")]
            first, tasks, locker = await queued_behind_a_lock(store, postgres_dsn, later)
            await locker.commit()
            await locker.close()
            assert await first == 0
            await asyncio.sleep(0.3)  # the batch is sent; tc's key waits on the racer
            assert not any(task.done() for task in tasks)
            await racer.commit()  # the racer wins: the batch's statement fails, all rolled back
            results = await asyncio.gather(*tasks, return_exceptions=True)
            assert results[0] == 0  # tb, sent again alone, landed
            assert isinstance(results[1], DuplicateRequest)
            assert results[1].record.response == b"racer"
            assert await log_of(store, "tb") == [b"tb@0"]
            assert await log_of(store, "tc") == []
        finally:
            await racer.close()
            await store.close()

    asyncio.run(main())
