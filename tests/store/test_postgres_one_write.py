"""Batches in one write (service.store.postgres.one_write), on a real server: the statements
reach PostgreSQL in one write, run as one transaction, are prepared once per connection, and a
call interrupted on the wire leaves no connection with results pending.

The write count is seen by a TCP relay between the client and the server that counts the
client's reads arriving at it."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest

from service.store.postgres import one_write

pytestmark = pytest.mark.docker

INSERT = "INSERT INTO scratch (id, note) VALUES (%s, %s) RETURNING id, note"


class Relay:
    """A TCP relay, in threads of its own, that counts the chunks the client side sends."""

    def __init__(self, host: str, port: int) -> None:
        self._target = (host, port)
        self.client_chunks = 0
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = int(self._listener.getsockname()[1])
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        with contextlib.suppress(OSError):
            while True:
                client, _ = self._listener.accept()
                upstream = socket.create_connection(self._target)
                for source, sink, count in ((client, upstream, True), (upstream, client, False)):
                    threading.Thread(
                        target=self._pump, args=(source, sink, count), daemon=True
                    ).start()

    def _pump(self, source: socket.socket, sink: socket.socket, count: bool) -> None:
        with contextlib.suppress(OSError):
            while chunk := source.recv(1 << 20):
                if count:
                    self.client_chunks += 1
                sink.sendall(chunk)
        with contextlib.suppress(OSError):
            sink.shutdown(socket.SHUT_WR)

    def stop(self) -> None:
        self._listener.close()


@asynccontextmanager
async def connected(dsn: str) -> AsyncIterator[tuple[psycopg.AsyncConnection, Relay]]:
    parts = urlsplit(dsn)
    relay = Relay(parts.hostname or "localhost", parts.port or 5432)
    credentials = parts.netloc.rpartition("@")[0]
    netloc = f"{credentials}@127.0.0.1:{relay.port}" if credentials else f"127.0.0.1:{relay.port}"
    relayed = urlunsplit(parts._replace(netloc=netloc))
    connection = await psycopg.AsyncConnection.connect(relayed, autocommit=True)
    try:
        await connection.execute("CREATE TABLE scratch (id int PRIMARY KEY, note text)")
        yield connection, relay
    finally:
        await connection.close()
        relay.stop()


async def scratch_rows(connection: psycopg.AsyncConnection) -> list[tuple[int, str]]:
    cursor = await connection.execute("SELECT id, note FROM scratch ORDER BY id")
    return [(int(row[0]), str(row[1])) for row in await cursor.fetchall()]


def test_a_batch_reaches_the_server_in_one_write_and_answers_in_order(postgres_dsn: str) -> None:
    async def main() -> None:
        async with connected(postgres_dsn) as (connection, relay):
            # the first batch also prepares its statement, in a segment of its own: libpq's
            # Sync flushes, so that is a second write, once per statement and connection
            for first, writes in ((1, 2), (11, 1), (21, 1)):
                before = relay.client_chunks
                rows = await one_write.run(
                    connection, [(INSERT, [first + i, f"n{first + i}"]) for i in range(8)]
                )
                await asyncio.sleep(0.05)
                assert 1 <= relay.client_chunks - before <= writes
                assert rows == [(first + i, f"n{first + i}") for i in range(8)]
            # psycopg's own pipeline, for contrast, writes once per statement
            before = relay.client_chunks
            async with connection.pipeline(), connection.transaction():
                for i in range(4):
                    await connection.execute(INSERT, [100 + i, "p"])
            assert relay.client_chunks - before > 1

    asyncio.run(main())


def test_a_failing_statement_writes_nothing_of_the_batch(postgres_dsn: str) -> None:
    async def main() -> None:
        async with connected(postgres_dsn) as (connection, _):
            await one_write.run(connection, [(INSERT, [1, "kept"])])
            with pytest.raises(psycopg.errors.UniqueViolation):
                await one_write.run(
                    connection, [(INSERT, [2, "a"]), (INSERT, [1, "again"]), (INSERT, [3, "b"])]
                )
            assert not connection.closed
            assert connection.info.transaction_status == psycopg.pq.TransactionStatus.IDLE
            assert await scratch_rows(connection) == [(1, "kept")]
            await one_write.run(connection, [(INSERT, [2, "after"])])
            assert await scratch_rows(connection) == [(1, "kept"), (2, "after")]

    asyncio.run(main())


def test_statements_are_prepared_once_per_connection_and_types(postgres_dsn: str) -> None:
    async def main() -> None:
        async with connected(postgres_dsn) as (connection, _):
            prepared = "SELECT count(*) FROM pg_prepared_statements WHERE name LIKE 'meeple_w%%'"
            for i in range(3):
                await one_write.run(connection, [(INSERT, [i, "x"]), (INSERT, [10 + i, "y"])])
            assert (await (await connection.execute(prepared)).fetchone()) == (1,)
            # a parameter of another type is another statement
            await one_write.run(connection, [("SELECT %s", [1.5])])
            assert (await (await connection.execute(prepared)).fetchone()) == (2,)

    asyncio.run(main())


def test_an_interrupted_batch_closes_its_connection(postgres_dsn: str) -> None:
    async def main() -> None:
        async with connected(postgres_dsn) as (connection, _):
            task = asyncio.create_task(
                one_write.run(connection, [(INSERT, [1, "x"]), ("SELECT pg_sleep(%s)", [5])])
            )
            await asyncio.sleep(0.3)
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
            assert connection.closed

    asyncio.run(main())


def test_only_percent_s_placeholders_are_taken() -> None:
    assert one_write.numbered("SELECT %s, %s::bigint") == b"SELECT $1, $2::bigint"
    with pytest.raises(ValueError, match="placeholders"):
        one_write.numbered("SELECT 'a%' LIKE %s")
