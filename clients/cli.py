"""The ``meeple`` console script. Each subcommand lives in its own module and is imported only
when it runs, so ``meeple demo`` needs no server code and ``meeple serve`` no bot code.

Exit codes: 0 done, 1 a failure (one line on stderr: what went wrong, the gRPC code and reason
where there is one, and a hint), 2 a usage error (likewise one line), 130 interrupted.
``--debug`` shows the traceback instead of the line (:mod:`clients.command_errors`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from importlib import import_module

from clients.command_args import DefaultsFormatter, OneLineParser, add_game_help
from clients.command_errors import run_guarded

# subcommand -> module exposing `add_arguments(parser)` and `run(args) -> int`; a module with
# `GAME_ARGUMENT = "dest"` gets a --help that lists the options of the game named there (then
# what its `more_options_help()` returns)
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "demo": ("clients.demo", "play a seeded random game in-process and print it"),
    "serve": ("service.cli", "run the gRPC game server"),
    "match": ("clients.match", "play many bot matches through the service and summarise them"),
    "render": ("clients.render.command", "draw a table's view as SVG (optionally PNG)"),
    "join": ("clients.join", "take a seat from an invite link and play it in the terminal"),
    "verify": ("clients.verify", "check a finished table's draws against its committed seed"),
    "create": ("clients.create", "open a table: prints its invite, spectator link and host key"),
    "bot": ("clients.bot_seat", "sit a bot in a free seat from an invite link and play it"),
    "export": ("clients.export", "write a finished game's whole public record as JSON"),
    "replay": ("clients.replay", "play a game record back in the terminal"),
    "review": ("clients.review.command", "the search bot reviews every decision of a record"),
}

EPILOG = "exit codes: 0 done, 1 failed, 2 usage error; --debug shows a failure's traceback"


def describe(help_text: str, doc: str | None) -> str:
    """A subcommand's help: its one-line summary, then its module's documentation."""
    return f"{help_text}\n\n{doc.strip()}".replace("``", "`") if doc else help_text


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="meeple",
        description="meeple, the game service",
        epilog=EPILOG,
        formatter_class=DefaultsFormatter,
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, (module_name, help_text) in SUBCOMMANDS.items():
        module = import_module(module_name)
        game_argument: str | None = getattr(module, "GAME_ARGUMENT", None)
        command = sub.add_parser(
            name,
            help=help_text,
            description=describe(help_text, module.__doc__),
            epilog=EPILOG,
            formatter_class=DefaultsFormatter,
            add_help=game_argument is None,
        )
        if game_argument is not None:
            add_game_help(command, game_argument, getattr(module, "more_options_help", None))
        module.add_arguments(command)
        command.add_argument("--debug", action="store_true", help="show the traceback of a failure")
        run: Callable[[argparse.Namespace], int] = module.run
        command.set_defaults(run=run, subparser=command)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args, extra = build_parser().parse_known_args(argv)
    if extra:  # reported by the subcommand, whose help lists what it takes
        subparser: argparse.ArgumentParser = args.subparser
        subparser.error(f"unrecognized arguments: {' '.join(extra)}")
    run: Callable[[argparse.Namespace], int] = args.run
    return run_guarded(f"meeple {args.command}", lambda: run(args), debug=args.debug)


if __name__ == "__main__":
    sys.exit(main())
