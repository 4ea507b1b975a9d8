"""Several statements as one transaction in ONE write: libpq's pipeline mode, driven directly.

psycopg's pipeline flushes its output after every statement it queues, so a batch of k
statements in a transaction reaches PostgreSQL as k + 2 writes (BEGIN, the statements, COMMIT),
and each may wake the server process again. Measured on this project's commit statement,
sequentially on one PostgreSQL 15 server (``voluntary_ctxt_switches`` of the server process):
batches of 4 through psycopg's pipeline woke it 1.9 times per commit and cost 225 us of its CPU;
the same batches in one write, 0.7 times and 175 us (batches of 8: 1.0 v 0.4 wakes, 200 v
150 us).

:func:`run` queues every statement's Bind and Execute, then one Sync, and flushes once. The
statements between two Syncs run in one implicit transaction (the extended query protocol's
rule): committed at the Sync, or rolled back whole when one fails, after which the server
skips the rest up to the Sync and the connection is idle again. No BEGIN or COMMIT is sent.

Statements are prepared once per connection and per parameter types, under names of this
module's own (``meeple_w<n>``, apart from psycopg's ``_pg3_<n>``), in a segment of their own
ahead of the transaction: a prepared statement outlives a failed transaction, so each Parse's
own result says whether its name exists. (libpq flushes at every Sync, so a batch that prepares
is two writes: once per statement and connection.) A call interrupted on the wire (cancelled, or the
connection lost) closes the connection, so the pool never hands out one with results pending.
"""

from __future__ import annotations

import asyncio
import itertools
import re
from collections.abc import Sequence
from typing import Any
from weakref import WeakKeyDictionary

import psycopg
from psycopg import pq
from psycopg.adapt import PyFormat, Transformer
from psycopg.rows import TupleRow

Connection = psycopg.AsyncConnection[TupleRow]
#: a statement in psycopg's ``%s`` style and its parameters
Statement = tuple[str, Sequence[Any]]

_PLACEHOLDER = re.compile(r"%s")
_NAMES = itertools.count()
#: per connection: (statement text, parameter types) -> the name it is prepared under
_PREPARED: WeakKeyDictionary[Connection, dict[tuple[bytes, tuple[int, ...]], bytes]] = (
    WeakKeyDictionary()
)
_NUMBERED: dict[str, bytes] = {}


def numbered(query: str) -> bytes:
    """``query`` with its ``%s`` placeholders as PostgreSQL's ``$1``, ``$2``, ... (no other
    ``%`` may appear in it)."""
    text = _NUMBERED.get(query)
    if text is None:
        counter = itertools.count(1)
        converted = _PLACEHOLDER.sub(lambda _: f"${next(counter)}", query)
        if "%" in converted:
            raise ValueError("only %s placeholders are supported")
        text = _NUMBERED[query] = converted.encode()
    return text


async def run(connection: Connection, statements: Sequence[Statement]) -> list[TupleRow]:
    """Run ``statements`` as one transaction in one write; each one's first row, in order.

    A failed statement raises its psycopg error, and nothing of the batch is written. The
    connection must be idle and not in psycopg's own pipeline."""
    async with connection.lock:
        pgconn = connection.pgconn
        try:
            return await _run(connection, pgconn, statements)
        except psycopg.Error:
            if pgconn.pipeline_status != pq.PipelineStatus.OFF:
                pgconn.finish()  # results may be pending: unusable, the pool discards it
            raise
        except BaseException:
            pgconn.finish()  # interrupted on the wire: unusable, the pool discards it
            raise


async def _run(
    connection: Connection, pgconn: pq.abc.PGconn, statements: Sequence[Statement]
) -> list[TupleRow]:
    prepared = _PREPARED.setdefault(connection, {})
    transformer = Transformer(connection)
    calls: list[tuple[bytes, Sequence[Any], Sequence[pq.Format]]] = []
    to_prepare: list[tuple[tuple[bytes, tuple[int, ...]], bytes]] = []
    for query, parameters in statements:
        values = transformer.dump_sequence(parameters, [PyFormat.AUTO] * len(parameters))
        assert transformer.types is not None and transformer.formats is not None
        key = (numbered(query), tuple(transformer.types))
        name = prepared.get(key)
        if name is None:
            name = next((n for k, n in to_prepare if k == key), None)
            if name is None:
                name = f"meeple_w{next(_NAMES)}".encode()
                to_prepare.append((key, name))
        calls.append((name, values, list(transformer.formats)))

    pgconn.enter_pipeline_mode()
    for (text, types), name in to_prepare:
        pgconn.send_prepare(name, text, types)
    if to_prepare:
        pgconn.pipeline_sync()
    for name, values, formats in calls:
        pgconn.send_query_prepared(name, values, formats)
    pgconn.pipeline_sync()
    await _flush(pgconn)

    if to_prepare:
        for key, name in to_prepare:
            result = await _next_result(pgconn)
            if result.status == pq.ExecStatus.COMMAND_OK:
                prepared[key] = name
        await _through_sync(pgconn)
    rows: list[TupleRow] = []
    failure: psycopg.Error | None = None
    for _ in calls:
        result = await _next_result(pgconn)
        if result.status == pq.ExecStatus.TUPLES_OK and failure is None:
            transformer.set_pgresult(result)
            rows.append(transformer.load_row(0, tuple))
        elif failure is None:
            failure = _error(result, connection)
    await _through_sync(pgconn)
    pgconn.exit_pipeline_mode()
    if failure is not None:
        raise failure
    return rows


def _error(result: pq.abc.PGresult, connection: Connection) -> psycopg.Error:
    if result.status == pq.ExecStatus.FATAL_ERROR:
        return psycopg.errors.error_from_result(result, encoding=connection.info.encoding)
    return psycopg.OperationalError(
        f"unexpected result in a batch: {pq.ExecStatus(result.status).name}"
    )


async def _flush(pgconn: pq.abc.PGconn) -> None:
    while pgconn.flush():  # 1: part of the output is still to be written
        await _ready(pgconn.socket, write=True)
        pgconn.consume_input()  # the server may be waiting for us to read its results


async def _next_result(pgconn: pq.abc.PGconn) -> pq.abc.PGresult:
    """The next result of the pipeline, skipping the separator after each statement's."""
    separators = 0
    while True:
        while pgconn.is_busy():
            await _ready(pgconn.socket, write=False)
            pgconn.consume_input()
        result = pgconn.get_result()
        if result is not None:
            return result
        separators += 1
        if pgconn.status == pq.ConnStatus.BAD or separators > 1:
            raise psycopg.OperationalError("the connection was lost during a batch")


async def _through_sync(pgconn: pq.abc.PGconn) -> None:
    """Read up to and including the next Sync's result."""
    while (await _next_result(pgconn)).status != pq.ExecStatus.PIPELINE_SYNC:
        pass


async def _ready(socket: int, *, write: bool) -> None:
    loop = asyncio.get_running_loop()
    ready = loop.create_future()

    def wake() -> None:
        if not ready.done():
            ready.set_result(None)

    if write:
        loop.add_writer(socket, wake)
    else:
        loop.add_reader(socket, wake)
    try:
        await ready
    finally:
        if write:
            loop.remove_writer(socket)
        else:
            loop.remove_reader(socket)
