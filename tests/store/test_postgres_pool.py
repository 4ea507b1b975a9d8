"""The PostgreSQL store's pool hands out the most recently returned idle connection first
(service.store.postgres.pool), on a real server: a sequential caller keeps reusing one server
process instead of waking every connection in turn."""

from __future__ import annotations

import asyncio

import pytest

from service.store.postgres.pool import MostRecentlyUsedPool

pytestmark = pytest.mark.docker


def test_checkouts_take_the_connection_returned_last(postgres_dsn: str) -> None:
    async def main() -> None:
        pool = MostRecentlyUsedPool(postgres_dsn, min_size=3, max_size=3, open=False)
        await pool.open(wait=True, timeout=10)
        try:
            first, second, third = [await pool.getconn() for _ in range(3)]
            pids = [c.info.backend_pid for c in (first, second, third)]
            assert len(set(pids)) == 3
            for connection in (first, second, third):  # third is returned last
                await pool.putconn(connection)
            for _ in range(5):  # one caller after another: always the same server process
                async with pool.connection() as connection:
                    assert connection.info.backend_pid == pids[2]
            # two at once: the latest two, newest first; the one idle longest stays idle
            a, b = await pool.getconn(), await pool.getconn()
            assert [a.info.backend_pid, b.info.backend_pid] == [pids[2], pids[1]]
            await pool.putconn(b)
            await pool.putconn(a)
            async with pool.connection() as connection:
                assert connection.info.backend_pid == pids[2]
            assert pool.get_stats()["pool_available"] == 3
        finally:
            await pool.close()

    asyncio.run(main())
