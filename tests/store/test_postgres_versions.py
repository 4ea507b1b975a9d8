"""The PostgreSQL store's coalesced version reads (service.store.postgres.versions), on a real
server: many concurrent reads share one query, every read is answered by a query sent after it
began (so it sees any commit that finished before it, made by any replica), and a failed query
fails only the reads it was to answer."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

import psycopg
import pytest

from service.store.base import Commit, NewEntry, TableRecord, TableStatus
from service.store.postgres import PostgresStore
from service.store.postgres.versions import VersionReads

pytestmark = pytest.mark.docker


def record(table_id: str) -> TableRecord:
    return TableRecord(
        table_id, "carcassonne", True, TableStatus.ACTIVE, 0, 1.0, 1.0, b"meta", b"secret"
    )


class HeldStore(PostgresStore):
    """A replica whose version queries can be held after PostgreSQL answered them (an answer
    still on its way, as on a slow network), or made to fail once."""

    def __init__(self, dsn: str) -> None:
        super().__init__(dsn, min_connections=1, max_connections=3)
        self.hold: asyncio.Event | None = None
        self.answered = asyncio.Event()
        self.fail_next = False
        self.batches: list[list[str]] = []

    async def _read_versions(self, table_ids: Sequence[str]) -> dict[str, int]:
        self.batches.append(sorted(table_ids))
        if self.fail_next:
            self.fail_next = False
            raise ConnectionError("the query failed")
        found = await super()._read_versions(table_ids)
        self.answered.set()
        if self.hold is not None:
            await self.hold.wait()
        return found


async def opened(dsn: str) -> tuple[PostgresStore, HeldStore]:
    writer, reader = PostgresStore(dsn, min_connections=1, max_connections=3), HeldStore(dsn)
    await writer.open()
    await reader.open()
    for name in ("t1", "t2", "t3"):
        await writer.create_table(record(name))
    return writer, reader


def test_concurrent_reads_share_one_query_and_each_gets_its_own_table(postgres_dsn: str) -> None:
    async def main() -> None:
        writer, reader = await opened(postgres_dsn)
        try:
            await writer.commit(Commit("t2", 0, [NewEntry("action", 0, b"e1")]))
            names = ["t1", "t2", "t3", "missing"] * 10
            found = await asyncio.gather(*(reader.get_version(name) for name in names))
            assert found == [0, 1, 0, None] * 10
            # all forty arrived before the query was sent: one query answered them
            assert reader.batches == [["missing", "t1", "t2", "t3"]]
            # more tables than one statement names: answered in chunks, none lost
            many = [f"m{n:02}" for n in range(20)]
            for name in many:
                await writer.create_table(record(name))
            found = await asyncio.gather(*(reader.get_version(name) for name in [*many, "t2"]))
            assert found == [0] * 20 + [1]
            assert len(reader.batches) == 2
        finally:
            await writer.close()
            await reader.close()

    asyncio.run(main())


def test_a_busy_replicas_query_waits_for_company_and_an_idle_ones_goes_at_once(
    postgres_dsn: str,
) -> None:
    async def two_reads(reader: HeldStore) -> list[int | None]:
        first = asyncio.create_task(reader.get_version("t1"))
        for _ in range(5):
            await asyncio.sleep(0)  # the batch's task runs: sends its query, or waits
        second = asyncio.create_task(reader.get_version("t2"))
        return [await first, await second]

    async def main() -> None:
        writer, reader = await opened(postgres_dsn)
        try:
            # idle (the last query long ago): the first read's query leaves at once, alone
            reader._versions = VersionReads(reader._read_versions, window=0.2, busy_within=0.1)
            assert await two_reads(reader) == [0, 0]
            assert reader.batches == [["t1"], ["t2"]]
            # busy (a query was just sent): the query waits, and the second read joins it
            reader.batches.clear()
            reader._versions = VersionReads(reader._read_versions, window=0.2, busy_within=60)
            await reader.get_version("t3")
            assert await two_reads(reader) == [0, 0]
            assert reader.batches == [["t3"], ["t1", "t2"]]
        finally:
            await writer.close()
            await reader.close()

    asyncio.run(main())


def test_a_read_that_began_after_a_commit_is_never_answered_by_an_older_query(
    postgres_dsn: str,
) -> None:
    async def main() -> None:
        writer, reader = await opened(postgres_dsn)
        try:
            reader.hold = asyncio.Event()
            early = asyncio.create_task(reader.get_version("t1"))
            await reader.answered.wait()  # PostgreSQL answered "0"; the answer is held
            # another replica commits, and its response is out before the next read begins
            await writer.commit(Commit("t1", 0, [NewEntry("action", 0, b"e1")]))
            late = asyncio.create_task(reader.get_version("t1"))
            await asyncio.sleep(0.05)
            assert not late.done()  # it waits for a query of its own
            reader.hold.set()
            assert await early == 0  # began before the commit: either answer is right
            assert await late == 1  # began after it: must see it
            assert len(reader.batches) == 2
        finally:
            await writer.close()
            await reader.close()

    asyncio.run(main())


def test_a_failed_query_fails_its_reads_only_and_a_cancelled_read_leaves_the_others(
    postgres_dsn: str,
) -> None:
    async def main() -> None:
        writer, reader = await opened(postgres_dsn)
        try:
            reader.fail_next = True
            failed = await asyncio.gather(
                reader.get_version("t1"), reader.get_version("t2"), return_exceptions=True
            )
            assert [type(error) for error in failed] == [ConnectionError, ConnectionError]
            assert await reader.get_version("t1") == 0  # the next read queries again

            reader.hold = asyncio.Event()
            reader.answered.clear()
            first = asyncio.create_task(reader.get_version("t1"))
            await reader.answered.wait()
            cancelled = asyncio.create_task(reader.get_version("t2"))
            kept = asyncio.create_task(reader.get_version("t3"))
            await asyncio.sleep(0)
            cancelled.cancel()  # its deadline passed while waiting for the next query
            reader.hold.set()
            assert await first == 0
            assert await kept == 0
            with pytest.raises(asyncio.CancelledError):
                await cancelled
        finally:
            await writer.close()
            await reader.close()

    asyncio.run(main())


def test_a_version_query_that_does_not_come_back_fails_and_the_next_read_reconnects(
    postgres_dsn: str,
) -> None:
    """Every read of a replica waits on the version reads' one connection: a stalled query
    (here: blocked by a lock) fails after the store's timeout instead of stalling them all."""

    async def main() -> None:
        store = PostgresStore(postgres_dsn, min_connections=1, max_connections=2, connect_timeout=1)
        await store.open()
        try:
            await store.create_table(record("t1"))
            assert await store.get_version("t1") == 0
            async with await psycopg.AsyncConnection.connect(postgres_dsn) as locker:
                await locker.execute("LOCK TABLE meeple_tables IN ACCESS EXCLUSIVE MODE")
                with pytest.raises(psycopg.OperationalError, match="timed out"):
                    await store.get_version("t1")
                await locker.rollback()
            assert await store.get_version("t1") == 0
        finally:
            await store.close()

    asyncio.run(main())
