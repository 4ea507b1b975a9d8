"""What only the PostgreSQL store has: migrations shared by replicas starting together, and
LISTEN/NOTIFY wake-ups across processes (store objects on one database stand for replicas)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

import psycopg
import pytest

from service.store.base import (
    Commit,
    Credential,
    CredentialKind,
    Due,
    DuplicateRequest,
    IdempotencyRecord,
    NewDelivery,
    NewEntry,
    Snapshot,
    TableRecord,
    TableStatus,
    VersionConflict,
)
from service.store.contacts import SeatContacts
from service.store.postgres import PostgresNotifier, PostgresStore, is_postgres_dsn
from service.store.postgres.notifier import CHANNEL
from service.store.postgres.schema import SchemaTooNew, available_migrations, schema_version
from service.store.sql import POSTGRESQL

pytestmark = pytest.mark.docker

T = TypeVar("T")


def new_store(dsn: str) -> PostgresStore:
    return PostgresStore(dsn, min_connections=1, max_connections=3)


def record(table_id: str) -> TableRecord:
    return TableRecord(
        table_id, "carcassonne", True, TableStatus.ACTIVE, 0, 1.0, 1.0, b"meta", b"secret"
    )


def test_dsn_recognition() -> None:
    assert is_postgres_dsn("postgresql://u:p@db:5432/meeple")
    assert is_postgres_dsn("postgres://db/meeple")
    assert not is_postgres_dsn("/var/lib/meeple/meeple.sqlite3")
    assert not is_postgres_dsn("meeple.sqlite3")
    with pytest.raises(ValueError):
        PostgresStore("meeple.sqlite3")


def test_replicas_starting_together_migrate_once(postgres_dsn: str) -> None:
    async def main() -> list[list[int]]:
        stores = [new_store(postgres_dsn) for _ in range(4)]
        await asyncio.gather(*(store.open() for store in stores))
        try:
            await stores[0].create_table(record("t1"))
            assert await stores[3].get_version("t1") == 0
            return [store.applied_migrations for store in stores]
        finally:
            await asyncio.gather(*(store.close() for store in stores))

    applied = asyncio.run(main())
    everything = [version for versions in applied for version in versions]
    assert sorted(everything) == [m.version for m in available_migrations(POSTGRESQL)]
    assert sum(1 for versions in applied if versions) == 1  # one replica did all of it

    async def version() -> int:
        async with await psycopg.AsyncConnection.connect(postgres_dsn) as connection:
            return await schema_version(connection)

    assert asyncio.run(version()) == len(available_migrations(POSTGRESQL))


def test_a_schema_newer_than_the_code_is_refused(postgres_dsn: str) -> None:
    asyncio.run(_open_and_close(postgres_dsn))
    with psycopg.connect(postgres_dsn, autocommit=True) as connection:
        connection.execute("INSERT INTO meeple_schema_migrations (version, name) VALUES (999, 'x')")
    with pytest.raises(SchemaTooNew):
        asyncio.run(_open_and_close(postgres_dsn))


async def _open_and_close(dsn: str) -> None:
    store = new_store(dsn)
    await store.open()
    await store.close()


def test_a_commit_on_one_replica_wakes_watchers_on_another(postgres_dsn: str) -> None:
    async def main() -> None:
        replica_a, replica_b = new_store(postgres_dsn), new_store(postgres_dsn)
        await replica_a.open()
        await replica_b.open()
        try:
            await replica_a.create_table(record("t1"))
            watcher = replica_b.notifier.subscribe("t1")
            other = replica_b.notifier.subscribe("t2")
            # the first watcher starts the LISTEN; once it is in place, every watcher re-reads
            assert await watcher.wait(5.0) is True
            assert await other.wait(5.0) is True
            assert await watcher.wait(0.1) is False
            started = time.perf_counter()
            # no publish() on A: the wake-up must come through PostgreSQL
            await replica_a.commit(Commit("t1", 0, [NewEntry("action", 0, b"e1")]))
            assert await watcher.wait(5.0) is True
            assert time.perf_counter() - started < 5.0
            assert [e.payload for e in await replica_b.read_entries("t1", 0)] == [b"e1"]
            assert await other.wait(0.1) is False
            # a rejected commit notifies nobody
            with pytest.raises(VersionConflict):
                await replica_a.commit(Commit("t1", 0, [NewEntry("action", 0, b"late")]))
            assert await watcher.wait(0.3) is False
            watcher.close()
            other.close()
        finally:
            await replica_a.close()
            await replica_b.close()

    asyncio.run(main())


def test_the_listener_reconnects_and_wakes_watchers_after_a_lost_connection(
    postgres_dsn: str,
) -> None:
    async def main() -> None:
        replica_a, replica_b = new_store(postgres_dsn), new_store(postgres_dsn)
        await replica_a.open()
        await replica_b.open()
        notifier = replica_b.notifier
        assert isinstance(notifier, PostgresNotifier)
        try:
            await replica_a.create_table(record("t1"))
            watcher = notifier.subscribe("t1")
            assert await watcher.wait(5.0) is True  # the LISTEN is in place
            async with await psycopg.AsyncConnection.connect(
                postgres_dsn, autocommit=True
            ) as admin:
                cursor = await admin.execute(
                    "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND query = %s",
                    (f"LISTEN {CHANNEL}",),
                )
                row = await cursor.fetchone()
                # B's: A has no watcher, so its connection does not listen
                assert row is not None and row[0] == 1
            # the lost connection may have hidden a commit: every watcher re-reads
            assert await watcher.wait(5.0) is True
            for _ in range(100):
                if notifier.connections == 2:
                    break
                await asyncio.sleep(0.05)
            assert notifier.connections == 2
            await replica_a.commit(Commit("t1", 0, [NewEntry("action", 0, b"e1")]))
            assert await watcher.wait(5.0) is True
            watcher.close()
        finally:
            await replica_a.close()
            await replica_b.close()

    asyncio.run(main())


def test_a_replica_listens_only_while_it_has_watchers(postgres_dsn: str) -> None:
    async def backends(admin: psycopg.AsyncConnection[tuple[int]], last_query: str) -> int:
        cursor = await admin.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
            " AND query = %s",
            (last_query,),
        )
        row = await cursor.fetchone()
        return row[0] if row else 0

    async def until_not_listening(notifier: PostgresNotifier) -> None:
        for _ in range(200):
            if not notifier.listening:
                return
            await asyncio.sleep(0.025)
        raise AssertionError("the connection kept listening")

    async def main() -> None:
        writer = new_store(postgres_dsn)
        replica = new_store(postgres_dsn)
        notifier = replica._notifier = PostgresNotifier(postgres_dsn, linger=0.2)
        await writer.open()
        await replica.open()
        admin = await psycopg.AsyncConnection.connect(postgres_dsn, autocommit=True)
        try:
            await writer.create_table(record("t1"))
            # no watcher on either replica: no backend is a listener
            assert notifier.listening is False
            assert await backends(admin, f"LISTEN {CHANNEL}") == 0
            await writer.commit(Commit("t1", 0, [NewEntry("action", 0, b"e1")]))
            # a watcher arriving after that commit is woken once the LISTEN is in place
            watcher = notifier.subscribe("t1")
            assert await watcher.wait(5.0) is True
            assert notifier.listening is True
            assert await backends(admin, f"LISTEN {CHANNEL}") == 1
            await writer.commit(Commit("t1", 1, [NewEntry("action", 0, b"e2")]))
            assert await watcher.wait(5.0) is True
            # the last watcher leaves: the connection lingers, then stops listening
            watcher.close()
            await asyncio.sleep(0.05)
            assert notifier.listening is True
            await until_not_listening(notifier)
            assert await backends(admin, f"UNLISTEN {CHANNEL}") == 1
            # listening again; a watcher coming back within the linger keeps the LISTEN
            again = notifier.subscribe("t1")
            assert await again.wait(5.0) is True
            again.close()
            back = notifier.subscribe("t1")
            await asyncio.sleep(0.4)  # twice the linger
            assert notifier.listening is True
            await writer.commit(Commit("t1", 2, [NewEntry("action", 0, b"e3")]))
            assert await back.wait(5.0) is True
            back.close()
        finally:
            await admin.close()
            await writer.close()
            await replica.close()

    asyncio.run(main())


def test_start_fails_loudly_when_the_database_is_unreachable() -> None:
    async def main() -> None:
        notifier = PostgresNotifier("postgresql://nobody:x@127.0.0.1:1/none")
        try:
            await notifier.start()
        finally:
            await notifier.close()

    with pytest.raises(psycopg.OperationalError):
        asyncio.run(main())


def test_open_retries_an_unreachable_database_until_its_connect_timeout() -> None:
    store = PostgresStore("postgresql://nobody:x@127.0.0.1:1/none", connect_timeout=1.5)
    started = time.monotonic()
    with pytest.raises(psycopg.OperationalError):
        asyncio.run(store.open())
    assert 1.0 <= time.monotonic() - started < 10.0


def test_the_store_recovers_when_the_database_drops_its_connections(postgres_dsn: str) -> None:
    async def main() -> None:
        store = new_store(postgres_dsn)
        await store.open()
        try:
            await store.create_table(record("t1"))
            with psycopg.connect(postgres_dsn, autocommit=True) as admin:
                admin.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND pid <> pg_backend_pid()"
                )
            failures = 0

            async def retried(operation: Callable[[], Awaitable[T]]) -> T:
                nonlocal failures
                for _ in range(10):
                    try:
                        return await operation()
                    except psycopg.OperationalError:
                        failures += 1
                raise AssertionError("the store did not recover")

            assert await retried(lambda: store.get_version("t1")) == 0
            await retried(lambda: store.commit(Commit("t1", 0, [NewEntry("action", 0, b"x")])))
            entries = await retried(lambda: store.read_entries("t1", 0))
            assert [e.payload for e in entries] == [b"x"]
            # each broken connection fails at most one call (the pool holds at most 3, and
            # version reads have one of their own)
            assert failures <= 4
        finally:
            await store.close()

    asyncio.run(main())


def test_a_retry_racing_its_uncommitted_original_writes_nothing(postgres_dsn: str) -> None:
    """The one-statement commit: the original holds the request's key, uncommitted, when the
    retry runs (in another scope, so no table row lock orders them); the retry waits on the
    key, and once the original commits it is a DuplicateRequest that wrote nothing."""

    async def main() -> None:
        store = new_store(postgres_dsn)
        await store.open()
        try:
            await store.create_table(record("race"))
            request = IdempotencyRecord("elsewhere", "r1", "fp", b"first", 1)
            original = await psycopg.AsyncConnection.connect(postgres_dsn)
            try:
                await original.execute(
                    "INSERT INTO meeple_idempotency"
                    " (scope, request_id, fingerprint, response, version, create_time)"
                    " VALUES ('elsewhere', 'r1', 'fp', 'first', 1, 0)"
                )
                retry = asyncio.create_task(
                    store.commit(
                        Commit("race", 0, [NewEntry("action", 0, b"e")], idempotency=request)
                    )
                )
                await asyncio.sleep(0.5)
                assert not retry.done(), "the retry waits on the original's key"
                await original.commit()
                with pytest.raises(DuplicateRequest) as raised:
                    await retry
                assert raised.value.record.response == b"first"
            finally:
                await original.close()
            assert await store.get_version("race") == 0
            assert await store.read_entries("race", 0) == []
        finally:
            await store.close()

    asyncio.run(main())


#: every table holding a table's rows, by the column naming the table
TABLE_ROWS = ("entries", "snapshots", "credentials", "schedule", "outbox", "seat_contacts")


def test_deleting_a_tables_row_still_deletes_all_of_it(postgres_dsn: str) -> None:
    """Entries and snapshots lost their foreign keys (migration 0005: the check cost every action
    and could never fail); a trigger keeps the cascade, and their own keys still hold."""

    async def main() -> None:
        store = new_store(postgres_dsn)
        await store.open()
        try:
            for table_id in ("gone", "kept"):
                await store.create_table(
                    record(table_id),
                    [Credential(f"hash-{table_id}", table_id, CredentialKind.SEAT, 0)],
                )
                await store.commit(
                    Commit(
                        table_id,
                        0,
                        [NewEntry("action", 0, b"e1"), NewEntry("action", 1, b"e2")],
                        snapshot=Snapshot(table_id, 2, b"state"),
                        due=Due(time.time() + 60),
                        deliveries=[NewDelivery(f"d-{table_id}", "test", 2, b"row")],
                    )
                )
                await store.put_contacts(SeatContacts(table_id, 0, "hash", "a@example.com"))
            with psycopg.connect(postgres_dsn, autocommit=True) as admin:

                def counts(table_id: str) -> list[int]:
                    found = []
                    for name in TABLE_ROWS:
                        query = f"SELECT count(*) FROM {POSTGRESQL.table(name)} WHERE table_id = %s"
                        row = admin.execute(query.encode(), (table_id,)).fetchone()
                        assert row is not None
                        found.append(int(row[0]))
                    return found

                assert counts("gone") == [2, 1, 1, 1, 1, 1]
                admin.execute("DELETE FROM meeple_tables WHERE table_id = 'gone'")
                assert counts("gone") == [0] * len(TABLE_ROWS)
                assert counts("kept") == [2, 1, 1, 1, 1, 1]
                with pytest.raises(psycopg.errors.UniqueViolation):  # one entry per version
                    admin.execute(
                        "INSERT INTO meeple_entries (table_id, version, kind, seat, payload,"
                        " chance, request_id, commit_time) VALUES ('kept', 2, 'action', 0, '', '',"
                        " '', 0)"
                    )
            # a commit to a table that is not there still writes nothing
            with pytest.raises(VersionConflict):
                await store.commit(Commit("gone", 2, [NewEntry("action", 0, b"e3")]))
            assert await store.read_entries("gone", 0) == []
        finally:
            await store.close()

    asyncio.run(main())
