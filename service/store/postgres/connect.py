"""Reaching the PostgreSQL server: which ``--database`` names one, the first connection (retried
while the server comes up), and errors that name the server without the DSN's secrets."""

from __future__ import annotations

import asyncio
import math
import time

import psycopg
import structlog
from psycopg import AsyncConnection
from psycopg.conninfo import conninfo_to_dict
from psycopg.rows import TupleRow

SCHEMES = ("postgresql://", "postgres://")

_log = structlog.get_logger()


class DatabaseUnreachable(psycopg.OperationalError):
    """No connection to the PostgreSQL server within the start-up timeout. Its message names
    the server's host and port, never the DSN (which may hold a password)."""

    def __init__(self, dsn: str, timeout: float, attempts: int, last: Exception) -> None:
        super().__init__(
            f"no PostgreSQL server answered at {server_address(dsn)} within {timeout:g} s "
            f"(last: {first_line(last)})"
        )
        self.attempts = attempts


def server_address(dsn: str) -> str:
    """``host:port`` of a DSN (libpq's defaults where it names none)."""
    try:
        parts = conninfo_to_dict(dsn)
    except psycopg.ProgrammingError:
        return "(an unparsable DSN)"
    return f"{parts.get('host') or 'localhost'}:{parts.get('port') or 5432}"


def first_line(error: BaseException) -> str:
    """libpq's message without its multi-line advice."""
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    return lines[0] if lines else type(error).__name__


def is_postgres_dsn(database: str) -> bool:
    """True when ``--database`` names a PostgreSQL server rather than a SQLite file."""
    return database.startswith(SCHEMES)


async def first_connection(dsn: str, timeout: float) -> AsyncConnection[TupleRow]:
    """Connect, retrying with backoff for up to ``connect_timeout`` seconds: replicas often
    start while the database is still coming up (compose, Kubernetes)."""
    deadline = time.monotonic() + timeout
    delay = 0.2
    attempts = 0
    while True:
        # libpq's own timeout is whole seconds, at least 2: bounded by what is left
        left = max(2, min(5, math.ceil(deadline - time.monotonic())))
        try:
            return await AsyncConnection.connect(
                dsn, connect_timeout=left, fallback_application_name="meeple migrations"
            )
        except psycopg.OperationalError as error:
            attempts += 1
            if time.monotonic() + delay >= deadline:
                raise DatabaseUnreachable(dsn, timeout, attempts, error) from error
            if attempts == 1:  # say so at once, not after the whole timeout
                _log.warning(
                    "waiting_for_database",
                    address=server_address(dsn),
                    error=first_line(error),
                    timeout_s=timeout,
                )
            await asyncio.sleep(delay)
            delay = min(delay * 2, 2.0)
