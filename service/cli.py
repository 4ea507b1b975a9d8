"""``meeple serve``: run the game server (flags override MEEPLE_* environment variables)."""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
from collections.abc import Callable
from pathlib import Path

from clients.command_errors import CommandFailed, UsageError
from service import logs, settings


def add_arguments(parser: argparse.ArgumentParser) -> None:
    settings.add_arguments(parser)


def check_database(config: settings.Settings) -> None:
    """A SQLite file's folder must exist unless --create-database-dir asks for it: a typo
    must not start a new, empty database."""
    from service.store.factory import database_system

    if database_system(config.database) != "sqlite" or config.create_database_dir:
        return
    path = Path(config.database.removeprefix("sqlite://"))
    if config.database != ":memory:" and not path.parent.is_dir():
        raise UsageError(
            f"--database {config.database}: the folder {path.parent} does not exist",
            "check the path, or add --create-database-dir to create it",
        )
    check_sqlite_file(config.database, path)


#: the first bytes of every SQLite database file
SQLITE_HEADER = b"SQLite format 3\x00"


def check_sqlite_file(given: str, path: Path) -> None:
    """A SQLite path names a database file or a new one: not a folder, not another file."""
    if given == ":memory:" or not path.exists():
        return
    if path.is_dir():
        raise UsageError(
            f"--database {given}: is a folder",
            f"give a file in it, e.g. --database {path / 'meeple.db'}",
        )
    try:
        with path.open("rb") as file:
            head = file.read(len(SQLITE_HEADER))
    except OSError as error:
        raise UsageError(
            f"--database {given}: cannot be read ({error.strerror or error})",
            "check the file's permissions, or give another path",
        ) from None
    if head and head != SQLITE_HEADER:
        raise UsageError(
            f"--database {given}: is not a SQLite database",
            "give a meeple database file, or a new path (a new database is made there)",
        )


def run(args: argparse.Namespace) -> int:
    config = settings.from_sources(args)
    check_database(config)
    if config.workers > 1:
        return run_workers(config)
    logs.configure(config.log_level)
    return serve_process(config)


def run_workers(config: settings.Settings) -> int:
    """``--workers N``: a supervisor forking N servers that share the ports (service.workers).
    Nothing of gRPC, asyncio or the store is created in this process."""
    from service.workers import refusal, supervise

    refused = refusal(config)
    if refused is not None:
        raise UsageError(*refused)
    logs.configure(config.log_level)
    try:
        return supervise(config, worker_main)
    except OSError as error:
        raise CommandFailed(
            f"cannot listen on {config.host} (port {config.port}, web port {config.web_port}): "
            f"the address is in use or unavailable ({error.strerror or error})",
            "another meeple serve? pick another --port or --web-port",
        ) from None


def worker_main(config: settings.Settings, worker: int, serving: Callable[[], None]) -> int:
    """One worker of ``--workers N`` (a forked process): a server like ``meeple serve``'s, whose
    failures are the same one line on stderr."""
    from clients.command_errors import run_guarded

    return run_guarded("meeple serve", lambda: serve_process(config, worker, serving))


def serve_process(
    config: settings.Settings,
    worker: int | None = None,
    serving: Callable[[], None] | None = None,
) -> int:
    """Serve in this process until SIGTERM or SIGINT; an expected failure is a CommandError."""
    from service.games import ExtraGameError
    from service.server import ListenError, serve
    from service.store.postgres.connect import DatabaseUnreachable

    try:
        if config.event_loop == "uvloop":
            import uvloop

            uvloop.run(serve(config, worker, serving))
        else:
            asyncio.run(serve(config, worker, serving))
    except ExtraGameError as error:
        raise UsageError(str(error), "give module:factory of an importable engine") from None
    except ListenError as error:
        raise CommandFailed(str(error)) from None
    except DatabaseUnreachable as error:
        raise CommandFailed(
            str(error),
            "is PostgreSQL running there? check --database, or wait longer with --database-timeout",
        ) from None
    except sqlite3.DatabaseError as error:  # a damaged file, or one that changed meanwhile
        raise CommandFailed(
            f"--database {config.database}: SQLite cannot use it ({error})",
            "give a meeple database file, or a new path (a new database is made there)",
        ) from None
    return 0
