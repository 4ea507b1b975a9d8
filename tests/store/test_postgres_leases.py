"""Table leases of the PostgreSQL store (service.store.postgres.leases), on a real server: a
replica that alone commits to a table answers its version reads without a query while its lease
lasts; another replica's commit waits for the lease to run out, and once it lands, the former
holder's reads ask the database again."""

from __future__ import annotations

import asyncio
import time

import psycopg
import pytest

from service.store.base import Commit, NewEntry, TableRecord, TableStatus, VersionConflict
from service.store.postgres import PostgresStore
from service.store.postgres.leases import STREAK, TRUSTED_PART, HeldLeases

pytestmark = pytest.mark.docker


def record(table_id: str) -> TableRecord:
    return TableRecord(
        table_id, "carcassonne", True, TableStatus.ACTIVE, 0, 1.0, 1.0, b"meta", b"secret"
    )


def action(table_id: str, version: int, *, lease: bool = True) -> Commit:
    """A person's action (``lease``) or, without, a bot's move."""
    entry = NewEntry("action", 0, f"{table_id}@{version}".encode())
    return Commit(table_id, version, [entry], lease=lease)


#: longer than the default (0.2 s), so that a slow machine's commit does not outlast the trust
LEASE = 1.0
TRUST = LEASE * TRUSTED_PART


async def opened(dsn: str) -> PostgresStore:
    store = PostgresStore(dsn, min_connections=1, max_connections=4, lease_seconds=LEASE)
    await store.open()
    return store


async def leased_table(store: PostgresStore) -> None:
    """Table "t", leased to ``store`` by its STREAK commits in a row."""
    await store.create_table(record("t"))
    for version in range(STREAK):
        await store.commit(action("t", version))
    assert store.leases.version("t") == STREAK


def test_a_replica_that_alone_commits_reads_its_tables_version_without_a_query(
    postgres_dsn: str,
) -> None:
    async def main() -> None:
        store = await opened(postgres_dsn)
        try:
            await store.create_table(record("t"))
            for version in range(STREAK - 1):
                await store.commit(action("t", version))
            queries = store._versions.queries
            assert await store.get_version("t") == STREAK - 1  # no lease yet: a query
            assert store._versions.queries == queries + 1
            await store.commit(action("t", STREAK - 1))  # the STREAK-th commit: leased
            for _ in range(3):
                assert await store.get_version("t") == STREAK
            assert store._versions.queries == queries + 1 and store.leases.reads == 3
            await asyncio.sleep(TRUST + 0.05)  # no commit renewed it: a query again
            assert await store.get_version("t") == STREAK
            assert store._versions.queries == queries + 2
        finally:
            await store.close()

    asyncio.run(main())


def test_another_replicas_commit_waits_for_the_lease_and_then_the_holder_asks_again(
    postgres_dsn: str,
) -> None:
    async def main() -> None:
        holder, other = await opened(postgres_dsn), await opened(postgres_dsn)
        try:
            await leased_table(holder)
            last = time.monotonic()  # the holder's last commit, which renewed the lease, is done
            assert holder.leases.version("t") == STREAK
            await other.commit(action("t", STREAK))  # refused until the lease runs out
            # the lease ran until the last commit's start + LEASE_SECONDS: not much before `last`
            assert time.monotonic() - last > LEASE - 0.1
            # the holder no longer trusts its lease: its read sees the other replica's commit
            assert await holder.get_version("t") == STREAK + 1
            assert [e.payload for e in await holder.read_entries("t", STREAK)] == [b"t@4"]
        finally:
            await holder.close()
            await other.close()

    asyncio.run(main())


def test_replicas_that_take_turns_never_lease_the_table(postgres_dsn: str) -> None:
    async def main() -> None:
        first, second = await opened(postgres_dsn), await opened(postgres_dsn)
        try:
            await first.create_table(record("t"))
            for version in range(3 * STREAK):
                await (first if version % 2 == 0 else second).commit(action("t", version))
                assert first.leases.version("t") is None and second.leases.version("t") is None
                async with await psycopg.AsyncConnection.connect(postgres_dsn) as connection:
                    cursor = await connection.execute(
                        "SELECT lease_holder, writer_streak FROM meeple_tables WHERE table_id = 't'"
                    )
                    assert await cursor.fetchone() == ("", 1)  # never leased, nobody waited
        finally:
            await first.close()
            await second.close()

    asyncio.run(main())


def test_a_refused_commit_ends_the_holders_trust(postgres_dsn: str) -> None:
    async def main() -> None:
        store = await opened(postgres_dsn)
        try:
            await leased_table(store)
            with pytest.raises(VersionConflict):
                await store.commit(action("t", 1))  # stale: the next read asks the database
            assert store.leases.version("t") is None
        finally:
            await store.close()

    asyncio.run(main())


def test_held_leases_trust_until_the_clock_passes_and_keep_the_latest_version() -> None:
    now = [100.0]
    leases = HeldLeases(trust=0.4, clock=lambda: now[0])
    leases.granted("t", 7, asked_at=100.0)
    leases.granted("t", 6, asked_at=100.1)  # an older commit's grant arriving late
    assert leases.version("t") == 7
    now[0] = 100.39
    assert leases.version("t") == 7
    now[0] = 100.4
    assert leases.version("t") is None
    leases.granted("t", 8, asked_at=100.4)
    leases.ended("t")
    assert leases.version("t") is None


def test_a_commit_that_wants_no_lease_ends_the_streak_and_the_lease(postgres_dsn: str) -> None:
    async def main() -> None:
        store = await opened(postgres_dsn)
        try:
            await leased_table(store)
            await store.commit(action("t", STREAK, lease=False))  # a bot's move: no lease
            assert store.leases.version("t") is None
            for version in range(STREAK + 1, 2 * STREAK):  # a new streak: one short of a lease
                await store.commit(action("t", version))
            assert store.leases.version("t") is None
            await store.commit(action("t", 2 * STREAK))
            assert store.leases.version("t") == 2 * STREAK + 1
        finally:
            await store.close()

    asyncio.run(main())
