"""The ``meeple`` console script. Each subcommand lives in its own module and is imported only
when it runs, so ``meeple demo`` needs no server code and ``meeple serve`` no bot code."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from importlib import import_module

# subcommand -> module exposing `add_arguments(parser)` and `run(args) -> int`
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "demo": ("clients.demo", "play a seeded random game in-process and print it"),
    "serve": ("service.cli", "run the gRPC game server"),
    "match": ("clients.match", "play many bot matches through the service and summarise them"),
    "render": ("clients.render.command", "draw a table's view as SVG (optionally PNG)"),
    "join": ("clients.join", "take a seat from an invite link and play it in the terminal"),
    "verify": ("clients.verify", "check a finished table's draws against its committed seed"),
    "create": ("clients.create", "open a table: prints its invite, spectator link and host key"),
    "bot": ("clients.bot_seat", "sit a bot in a free seat from an invite link and play it"),
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="meeple", description="meeple, the game service")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, (module_name, help_text) in SUBCOMMANDS.items():
        module = import_module(module_name)
        command = sub.add_parser(name, help=help_text, description=help_text)
        module.add_arguments(command)
        run: Callable[[argparse.Namespace], int] = module.run
        command.set_defaults(run=run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    run: Callable[[argparse.Namespace], int] = args.run
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
