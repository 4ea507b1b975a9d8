"""``meeple create GAME --players N``: open a table from the terminal.

Prints the table, the invite link (for the people), the spectator link and the host
credential (keep it: it starts and manages the table). ``--bot SEAT=LEVEL`` gives seats to bots
the service plays; ``--option k=v`` sets any table option ``ListGames`` lists (the game's and
the service's: timers, leaving); the game starts by itself once every seat is taken unless
``--manual-start``.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence

from clients.api import Client
from clients.api.errors import MeepleError
from clients.bots.levels import level_choices, split_level
from engines import registry

Writer = Callable[[str], None]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "game", help=f"the game (this client knows {', '.join(registry.game_names())})"
    )
    parser.add_argument("--players", type=int, required=True, help="the number of seats")
    parser.add_argument(
        "--option", action="append", default=[], metavar="K=V", help="a table option (repeat)"
    )
    parser.add_argument(
        "--bot",
        action="append",
        default=[],
        metavar="SEAT=LEVEL",
        help=f"a seat the service plays; LEVEL is one of {', '.join(level_choices())}",
    )
    parser.add_argument("--public", action="store_true", help="list the table publicly")
    parser.add_argument("--name", default="", help="a label for the table")
    parser.add_argument(
        "--manual-start", action="store_true", help="the host starts it (default: when full)"
    )
    parser.add_argument("--target", default="localhost:50051", help="HOST:PORT of the server")


class UsageError(ValueError):
    """A malformed command-line value (one line with a hint)."""


def parse_pairs(values: Sequence[str], what: str) -> dict[str, str]:
    pairs: dict[str, str] = {}
    for value in values:
        key, sep, rest = value.partition("=")
        if not sep or not key.strip() or not rest.strip():
            raise UsageError(f"{what} must look like KEY=VALUE, not {value!r}")
        pairs[key.strip()] = rest.strip()
    return pairs


def parse_bots(values: Sequence[str]) -> dict[int, tuple[str, int]]:
    bots: dict[int, tuple[str, int]] = {}
    for seat, level in parse_pairs(values, "--bot").items():
        found = split_level(level)
        if not seat.isdigit() or found is None:
            raise UsageError(
                f"--bot takes SEAT=LEVEL with LEVEL one of {', '.join(level_choices())}"
            )
        bots[int(seat)] = found
    return bots


def run(args: argparse.Namespace, write: Writer = print) -> int:
    try:
        options = parse_pairs(args.option, "--option")
        bots = parse_bots(args.bot)
    except UsageError as error:
        write(f"meeple create: {error}")
        return 2
    try:
        with Client(args.target) as client:
            created = client.create_table(
                args.game,
                args.players,
                options=options,
                public=args.public,
                auto_start=not args.manual_start,
                display_name=args.name,
                bot_seats=bots,
            )
    except MeepleError as error:
        hint = " (see `meeple create --help` and the options ListGames lists)"
        if error.code.name == "UNAVAILABLE":
            hint = f" (is a server running at {args.target}? see `meeple serve`)"
        write(f"meeple create: {error.reason or error.code.name}: {error.message}{hint}")
        return 1
    table = created.table
    seats = ", ".join(
        f"seat {s.index}: "
        + (
            f"{s.bot.kind}{':' + str(s.bot.level) if s.bot.level else ''} bot"
            if s.HasField("bot")
            else "free"
        )
        for s in table.seats
    )
    write(f"table:            {table.name} ({table.game}; {seats})")
    write(f"invite link:      {created.invite_link}")
    write(f"spectator link:   {created.spectator_link}")
    write(f"host credential:  {created.host_credential}")
    write("join with `meeple join INVITE_LINK`; keep the host credential secret")
    return 0
