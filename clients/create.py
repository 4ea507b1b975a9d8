"""``meeple create GAME --players N``: open a table from the terminal.

Prints the table, the invite link (for the people; on a server with a public web address, such as
``meeple serve --share``, also the web page's, and with ``--qr`` that one as a QR code a phone's
camera opens), the spectator link and the host credential (keep it: it starts and manages the
table). ``--bot SEAT=LEVEL`` gives seats to bots
the service plays; ``--option k=v`` sets any table option ``ListGames`` lists (the game's and
the service's: timers, leaving), checked against that list before the table is created; the game
starts by itself once every seat is taken unless ``--manual-start``.
``meeple create GAME --help`` lists the game's players and options.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence

from clients import command_args
from clients.api import Client
from clients.bots.levels import level_choices, split_level
from clients.command_errors import UsageError

Writer = Callable[[str], None]
GAME_ARGUMENT = "game"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "game", help=f"the game: {command_args.game_names_text()} (or another the server hosts)"
    )
    parser.add_argument("--players", type=int, required=True, help="the number of seats")
    command_args.add_option_flag(parser)
    parser.add_argument(
        "--bot",
        action="append",
        default=[],
        metavar="SEAT=LEVEL",
        help=f"a seat the service plays (repeatable); LEVEL is one of {', '.join(level_choices())}",
    )
    parser.add_argument("--public", action="store_true", help="list the table publicly")
    parser.add_argument("--name", default="", help="a label for the table")
    parser.add_argument(
        "--manual-start", action="store_true", help="the host starts it (default: when full)"
    )
    parser.add_argument(
        "--qr", action="store_true", help="also draw the web invite link as a QR code"
    )
    parser.add_argument("--target", default="localhost:50051", help="HOST:PORT of the server")


def parse_bots(values: Sequence[str], players: int) -> dict[int, tuple[str, int]]:
    bots: dict[int, tuple[str, int]] = {}
    for seat, level in command_args.option_pairs(values, "--bot").items():
        found = split_level(level)
        if not seat.isdigit() or found is None:
            raise UsageError(
                f"--bot takes SEAT=LEVEL, not {seat}={level}",
                f"LEVEL is one of {', '.join(level_choices())}, e.g. --bot 1=greedy",
            )
        if int(seat) >= players:
            raise UsageError(
                f"--bot {seat}={level}: a {players}-player table has seats 0 to {players - 1}",
                "seats count from 0",
            )
        bots[int(seat)] = found
    return bots


def run(args: argparse.Namespace, write: Writer = print) -> int:
    options = command_args.option_pairs(args.option)
    bots = parse_bots(args.bot, args.players)
    game = args.game.removeprefix("games/")
    with Client(args.target) as client:
        listed = {g.name.removeprefix("games/"): g for g in client.list_games()}
        if game not in listed:
            raise UsageError(
                f"the server at {args.target} hosts no game {game!r}",
                f"it hosts {', '.join(listed) or 'none'}",
            )
        command_args.check_listed(listed[game], args.players, options, "create")
        created = client.create_table(
            game,
            args.players,
            options=options,
            public=args.public,
            auto_start=not args.manual_start,
            display_name=args.name,
            bot_seats=bots,
        )
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
    if created.invite_url:
        write(f"web invite link:  {created.invite_url}")
    write(f"spectator link:   {created.spectator_link}")
    write(f"host credential:  {created.host_credential}")
    write("join with `meeple join INVITE_LINK`; keep the host credential secret")
    if args.qr:
        write_qr(created.invite_url, write)
    return 0


def write_qr(url: str, write: Writer) -> None:
    """The web invite link as a QR code, or why there is none."""
    if not url:
        write(
            "no QR code: the server has no public web address (start it with meeple serve "
            "--share, --lan or --public-url)"
        )
        return
    from clients.qr import qr_text

    write(qr_text(url).rstrip("\n"))
    write("scan it with a phone's camera to open the invite there")


def more_options_help() -> str:
    """``meeple create GAME --help``: the options every table takes (the service's, as this
    build defines them; a server lists its own in ListGames)."""
    from clients.table_options import SERVICE_OPTIONS

    return command_args.describe_options_list(
        "every table (the service's own options, --option NAME=VALUE)", SERVICE_OPTIONS
    )
