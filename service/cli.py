"""``meeple serve``: run the game server (flags override MEEPLE_* environment variables)."""

from __future__ import annotations

import argparse
import asyncio
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


def run(args: argparse.Namespace) -> int:
    config = settings.from_sources(args)
    check_database(config)
    logs.configure(config.log_level)
    from service.games import ExtraGameError
    from service.server import ListenError, serve
    from service.store.postgres.store import DatabaseUnreachable

    try:
        if config.event_loop == "uvloop":
            import uvloop

            uvloop.run(serve(config))
        else:
            asyncio.run(serve(config))
    except ExtraGameError as error:
        raise UsageError(str(error), "give module:factory of an importable engine") from None
    except ListenError as error:
        raise CommandFailed(str(error)) from None
    except DatabaseUnreachable as error:
        raise CommandFailed(
            str(error),
            "is PostgreSQL running there? check --database, or wait longer with --database-timeout",
        ) from None
    return 0
