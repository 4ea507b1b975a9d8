"""The store contract (service.store.base), run against every backend: SQLite and PostgreSQL.

Each test opens real stores on a fresh database. Several store objects on one database stand
for several server processes sharing it.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager

import pytest

from service.store.base import (
    Commit,
    Credential,
    CredentialKind,
    DuplicateRequest,
    DuplicateTable,
    IdempotencyRecord,
    NewEntry,
    Snapshot,
    Store,
    TableRecord,
    TableStatus,
    VersionConflict,
)
from tests.store.conftest import StoreFactory


def run(make_store: StoreFactory, body: Callable[[Store], Awaitable[None]]) -> None:
    async def main() -> None:
        async with opened(make_store) as store:
            await body(store)

    asyncio.run(main())


@asynccontextmanager
async def opened(make_store: StoreFactory) -> AsyncIterator[Store]:
    store = make_store()
    await store.open()
    try:
        yield store
    finally:
        await store.close()


def table(table_id: str = "t1", **changes: object) -> TableRecord:
    fields: dict[str, object] = {
        "table_id": table_id,
        "game": "carcassonne",
        "public": True,
        "status": TableStatus.WAITING,
        "version": 0,
        "create_time": 1000.0,
        "update_time": 1000.0,
        "metadata": b"meta-" + table_id.encode(),
        "secret": b"\x00seed\xff",
    }
    fields.update(changes)
    return TableRecord(**fields)  # type: ignore[arg-type]


def entry(n: int, seat: int | None = 0) -> NewEntry:
    return NewEntry(
        kind="action",
        seat=seat,
        payload=bytes([n]) * 3 + b"\x00",
        chance=b"chance-%d" % n,
        request_id=f"r{n}",
    )


def record(request_id: str, scope: str = "t1", version: int = 1) -> IdempotencyRecord:
    return IdempotencyRecord(
        scope=scope,
        request_id=request_id,
        fingerprint=f"fp-{request_id}",
        response=b"response-" + request_id.encode(),
        version=version,
    )


def test_a_created_table_reads_back_exactly(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        created = table(public=False)
        await store.create_table(created)
        assert await store.get_table("t1") == created
        assert await store.get_version("t1") == 0
        assert await store.get_table("nope") is None
        assert await store.get_version("nope") is None
        assert await store.read_entries("t1", 0) == []

    run(make_store, body)


def test_a_duplicate_table_id_writes_nothing(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        await store.create_table(table())
        host = Credential("h" * 64, "t1", CredentialKind.HOST)
        with pytest.raises(DuplicateTable):
            await store.create_table(table(game="burgundy"), credentials=[host])
        assert (await store.get_table("t1")) == table()
        assert await store.find_credential(host.token_hash) is None

    run(make_store, body)


def test_create_is_idempotent_per_request_id(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        first = record("create-1", scope="create", version=0)
        await store.create_table(table("a"), idempotency=first)
        retry = IdempotencyRecord("create", "create-1", "fp-other", b"other", 0)
        with pytest.raises(DuplicateRequest) as raised:
            await store.create_table(table("b"), idempotency=retry)
        assert raised.value.record == first
        assert await store.get_table("b") is None
        assert await store.get_idempotency("create", "create-1") == first

    run(make_store, body)


def test_commits_append_entries_at_consecutive_versions(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        await store.create_table(table())
        await store.commit(Commit("t1", 0, entries=[entry(1), entry(2, seat=None)], time=1001.0))
        await store.commit(Commit("t1", 2, entries=[entry(3, seat=1)], time=1002.5))
        assert await store.get_version("t1") == 3
        entries = await store.read_entries("t1", 0)
        assert [e.version for e in entries] == [1, 2, 3]
        assert [(e.kind, e.seat, e.payload, e.chance, e.request_id) for e in entries] == [
            ("action", 0, b"\x01\x01\x01\x00", b"chance-1", "r1"),
            ("action", None, b"\x02\x02\x02\x00", b"chance-2", "r2"),
            ("action", 1, b"\x03\x03\x03\x00", b"chance-3", "r3"),
        ]
        assert [e.commit_time for e in entries] == [1001.0, 1001.0, 1002.5]
        assert all(e.table_id == "t1" for e in entries)
        assert [e.version for e in await store.read_entries("t1", 1)] == [2, 3]
        assert [e.version for e in await store.read_entries("t1", 0, limit=2)] == [1, 2]
        assert await store.read_entries("t1", 3) == []
        updated = await store.get_table("t1")
        assert updated is not None and updated.version == 3 and updated.update_time == 1002.5

    run(make_store, body)


def test_a_stale_commit_raises_and_writes_nothing(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        await store.create_table(table())
        await store.commit(Commit("t1", 0, entries=[entry(1)], time=1001.0))
        before = await store.get_table("t1")
        stale = Commit(
            "t1",
            0,
            entries=[entry(9)],
            status=TableStatus.ACTIVE,
            metadata=b"changed",
            add_credentials=[Credential("s" * 64, "t1", CredentialKind.SEAT, 0)],
            idempotency=record("late"),
            snapshot=Snapshot("t1", 1, b"state"),
            time=1005.0,
        )
        with pytest.raises(VersionConflict) as raised:
            await store.commit(stale)
        assert (raised.value.expected, raised.value.actual) == (0, 1)
        assert await store.get_table("t1") == before
        assert [e.payload for e in await store.read_entries("t1", 0)] == [entry(1).payload]
        assert await store.find_credential("s" * 64) is None
        assert await store.get_idempotency("t1", "late") is None
        assert await store.latest_snapshot("t1") is None

    run(make_store, body)


def test_a_commit_to_an_unknown_table_conflicts(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        with pytest.raises(VersionConflict) as raised:
            await store.commit(Commit("ghost", 0, entries=[entry(1)], time=1.0))
        assert raised.value.actual is None
        assert await store.read_entries("ghost", 0) == []

    run(make_store, body)


def test_a_repeated_request_id_returns_the_first_record(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        await store.create_table(table())
        first = record("req-1", version=1)
        await store.commit(Commit("t1", 0, entries=[entry(1)], idempotency=first, time=1001.0))
        # the retry is computed from the new version: only the idempotency key stops it
        retry = Commit("t1", 1, entries=[entry(2)], idempotency=record("req-1", version=2))
        with pytest.raises(DuplicateRequest) as raised:
            await store.commit(retry)
        assert raised.value.record == first
        assert await store.get_version("t1") == 1
        assert await store.get_idempotency("t1", "req-1") == first
        # the same request id is independent in another scope
        assert await store.get_idempotency("t2", "req-1") is None

    run(make_store, body)


def test_status_and_metadata_change_only_when_given(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        await store.create_table(table())
        await store.commit(Commit("t1", 0, status=TableStatus.ACTIVE, time=1001.0))
        after_status = await store.get_table("t1")
        assert after_status is not None
        assert (after_status.status, after_status.metadata) == (TableStatus.ACTIVE, b"meta-t1")
        assert after_status.version == 0  # a metadata-only commit appends nothing
        await store.commit(Commit("t1", 0, metadata=b"seats: 2", time=1002.0))
        after_metadata = await store.get_table("t1")
        assert after_metadata is not None
        assert (after_metadata.status, after_metadata.metadata) == (TableStatus.ACTIVE, b"seats: 2")
        assert after_metadata.secret == table().secret
        assert after_metadata.create_time == 1000.0 and after_metadata.update_time == 1002.0

    run(make_store, body)


def test_credentials_are_found_by_hash_and_revoked(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        host = Credential("a" * 64, "t1", CredentialKind.HOST)
        invite = Credential("b" * 64, "t1", CredentialKind.INVITE)
        await store.create_table(table(), credentials=[host, invite])
        seat = Credential("c" * 64, "t1", CredentialKind.SEAT, seat=1)
        spectator = Credential("d" * 64, "t1", CredentialKind.SPECTATOR)
        await store.commit(Commit("t1", 0, add_credentials=[seat, spectator], time=1.0))
        for credential in (host, invite, seat, spectator):
            assert await store.find_credential(credential.token_hash) == credential
        await store.commit(Commit("t1", 0, revoke_credentials=[seat.token_hash], time=2.0))
        assert await store.find_credential(seat.token_hash) is None
        assert await store.find_credential(host.token_hash) == host

    run(make_store, body)


def test_the_latest_snapshot_at_or_below_a_version(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        await store.create_table(table())
        assert await store.latest_snapshot("t1") is None
        await store.commit(
            Commit("t1", 0, [entry(1), entry(2)], snapshot=Snapshot("t1", 2, b"s2", b"p2"))
        )
        await store.commit(Commit("t1", 2, [entry(3)]))
        await store.commit(Commit("t1", 3, [entry(4)], snapshot=Snapshot("t1", 4, b"s4")))
        latest = await store.latest_snapshot("t1")
        assert latest == Snapshot("t1", 4, b"s4", b"")
        assert await store.latest_snapshot("t1", at_most=3) == Snapshot("t1", 2, b"s2", b"p2")
        assert await store.latest_snapshot("t1", at_most=1) is None

    run(make_store, body)


def test_list_tables_pages_newest_first_with_filters(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        games = ["carcassonne", "burgundy"]
        for n in range(7):
            await store.create_table(
                table(f"t{n}", game=games[n % 2], public=n != 3, create_time=100.0 + n // 2)
            )
        await store.commit(Commit("t4", 0, status=TableStatus.ACTIVE, time=200.0))

        async def all_pages(**filters: object) -> list[str]:
            seen: list[str] = []
            cursor = ""
            while True:
                page = await store.list_tables(page_size=2, cursor=cursor, **filters)  # type: ignore[arg-type]
                assert len(page.tables) <= 2
                seen += [t.table_id for t in page.tables]
                if not page.next_cursor:
                    return seen
                cursor = page.next_cursor

        # newest first; equal create times ordered by id, descending
        assert await all_pages() == ["t6", "t5", "t4", "t2", "t1", "t0"]
        assert await all_pages(public_only=False) == ["t6", "t5", "t4", "t3", "t2", "t1", "t0"]
        assert await all_pages(game="burgundy") == ["t5", "t1"]
        assert await all_pages(status=TableStatus.ACTIVE) == ["t4"]
        assert await all_pages(game="burgundy", status=TableStatus.ACTIVE) == []

    run(make_store, body)


def test_a_malformed_page_cursor_is_a_value_error(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        await store.create_table(table())
        for cursor in ("not a cursor", "AAAA", "!!"):
            with pytest.raises(ValueError):
                await store.list_tables(page_size=2, cursor=cursor)

    run(make_store, body)


def test_concurrent_commits_from_several_stores_have_one_winner(make_store: StoreFactory) -> None:
    """Four store objects (as four processes) race for the same version: exactly one wins,
    the log has exactly its entry, and the losers learn the winner's version."""

    async def main() -> None:
        async with opened(make_store) as first:
            await first.create_table(table())
            stores = [first]
            for _ in range(3):
                other = make_store()
                await other.open()
                stores.append(other)
            try:

                async def attempt(index: int, store: Store) -> str:
                    try:
                        await store.commit(
                            Commit("t1", 0, [entry(10 + index)], idempotency=record(f"q{index}"))
                        )
                    except VersionConflict as conflict:
                        assert conflict.actual == 1
                        return "conflict"
                    return "won"

                results = await asyncio.gather(*(attempt(i, s) for i, s in enumerate(stores)))
                assert sorted(results) == ["conflict"] * 3 + ["won"]
                winner = results.index("won")
                entries = await first.read_entries("t1", 0)
                assert [e.payload for e in entries] == [entry(10 + winner).payload]
                for index in range(4):
                    found = await first.get_idempotency("t1", f"q{index}")
                    assert (found is not None) == (index == winner)
            finally:
                for store in stores[1:]:
                    await store.close()

    asyncio.run(main())


def test_concurrent_retries_of_one_request_apply_once(make_store: StoreFactory) -> None:
    async def main() -> None:
        async with opened(make_store) as first, opened(make_store) as second:
            await first.create_table(table())

            async def attempt(store: Store) -> str:
                try:
                    await store.commit(Commit("t1", 0, [entry(1)], idempotency=record("same")))
                except DuplicateRequest as duplicate:
                    assert duplicate.record == record("same")
                    return "duplicate"
                except VersionConflict:
                    return "conflict"
                return "applied"

            results = await asyncio.gather(attempt(first), attempt(second))
            assert sorted(results) in (["applied", "duplicate"], ["applied", "conflict"])
            assert [e.version for e in await second.read_entries("t1", 0)] == [1]

    asyncio.run(main())


def test_everything_survives_reopening(make_store: StoreFactory) -> None:
    async def main() -> None:
        async with opened(make_store) as store:
            await store.create_table(
                table(), credentials=[Credential("a" * 64, "t1", CredentialKind.HOST)]
            )
            await store.commit(
                Commit(
                    "t1", 0, [entry(1)], idempotency=record("r"), snapshot=Snapshot("t1", 1, b"s")
                )
            )
        async with opened(make_store) as reopened:
            assert await reopened.get_version("t1") == 1
            assert len(await reopened.read_entries("t1", 0)) == 1
            assert await reopened.get_idempotency("t1", "r") == record("r")
            assert await reopened.latest_snapshot("t1") == Snapshot("t1", 1, b"s")
            assert await reopened.find_credential("a" * 64) is not None

    asyncio.run(main())


def test_a_published_commit_wakes_the_watchers_of_that_table(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        await store.notifier.start()
        await store.create_table(table())
        await store.create_table(table("other"))
        watcher = store.notifier.subscribe("t1")
        bystander = store.notifier.subscribe("other")
        try:
            # a notifier may wake its new watchers once, to re-read, when it starts listening
            # for them (PostgreSQL's LISTEN follows the first watcher); then all is quiet
            for subscription in (watcher, bystander):
                while await subscription.wait(0.2):
                    pass
            await store.commit(Commit("t1", 0, [entry(1)]))
            await store.notifier.publish("t1", 1)
            assert await watcher.wait(2.0) is True
            assert await bystander.wait(0.05) is False
        finally:
            watcher.close()
            bystander.close()

    run(make_store, body)


def test_stats_count_tables_by_game_and_status(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        assert (await store.stats()).tables == {}
        await store.create_table(table("t1"))
        await store.create_table(table("t2"))
        await store.create_table(table("b1", game="burgundy", status=TableStatus.ACTIVE))
        stats = await store.stats()
        assert stats.tables == {
            ("carcassonne", TableStatus.WAITING): 2,
            ("burgundy", TableStatus.ACTIVE): 1,
        }
        if stats.pool:  # PostgreSQL: the pool's gauges
            assert set(stats.pool) == {
                "pool_size",
                "pool_available",
                "pool_max",
                "requests_waiting",
            }
            assert 1 <= stats.pool["pool_size"] <= stats.pool["pool_max"] == 4
            assert stats.database_bytes is None
        else:  # SQLite: the database file and its write-ahead log
            assert stats.database_bytes is not None and stats.database_bytes > 0
            assert stats.wal_bytes is not None and stats.wal_bytes >= 0

    run(make_store, body)
