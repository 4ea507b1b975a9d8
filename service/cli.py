"""``meeple serve``: run the game server (flags override MEEPLE_* environment variables)."""

from __future__ import annotations

import argparse
import asyncio
import sys

from service import logs, settings


def add_arguments(parser: argparse.ArgumentParser) -> None:
    settings.add_arguments(parser)


def run(args: argparse.Namespace) -> int:
    config = settings.from_sources(args)
    logs.configure(config.log_level)
    from service.server import ListenError, serve

    try:
        asyncio.run(serve(config))
    except ListenError as error:
        print(f"meeple serve: {error}", file=sys.stderr)
        return 1
    return 0
