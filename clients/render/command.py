"""``meeple render``: a table's view as a seat or spectator, to SVG (optionally PNG).

What it reads (TABLE, or --saved):
  a spectator link           meeple://tables/ID?spectate=TOKEN (the spectator's view)
  an invite link             meeple://tables/ID?invite=TOKEN: a public table as a spectator;
                             a private one needs --credential or --saved (an invite token lets
                             you join, not read)
  a table name               tables/ID, with --credential (a seat's, the host's or a
                             spectator's token; a seat's gives that seat's view), none at a
                             public table
  --saved FILE               the seat kept by `meeple join --saved FILE` (that seat's view)
  --demo GAME                a seeded random position played in-process (no server)
  a game record FILE.json    a step of a record written by `meeple export` (--step N, default
                             the last; --seat S for that seat's view, else the spectator's)

    meeple render 'meeple://tables/abc?spectate=TOKEN' --target HOST:PORT --out table.svg
    meeple render tables/abc --credential SEAT_TOKEN --out seat.svg --png seat.png
    meeple render --saved seat.json --out mine.svg --coordinates
    meeple render --demo GAME --players 3 --seed 4 --moves 60 --out demo.svg
    meeple render game.json --step 40 --out step40.svg
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from google.protobuf.message import Message

from clients import command_args
from clients.command_args import int_at_least
from clients.command_errors import CommandFailed, UsageError
from clients.render import NoRenderer, render_view, svg_to_png
from engines import registry

GAME_ARGUMENT = "demo"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "table", nargs="?", help="a spectator or invite link, or tables/ID (see above)"
    )
    parser.add_argument(
        "--target", help="HOST:PORT (default: from an https link, or localhost:50051)"
    )
    parser.add_argument("--credential", default="", help="a seat, host or spectator token")
    parser.add_argument("--saved", type=Path, help="a seat kept by `meeple join --saved`")
    parser.add_argument("--out", type=Path, required=True, help="the SVG file to write")
    parser.add_argument("--png", type=Path, help="also write a PNG (needs meeple[png])")
    parser.add_argument(
        "--coordinates", action="store_true", help="label the map's columns and rows"
    )
    parser.add_argument(
        "--demo", metavar="GAME", help=f"in-process demo of {command_args.game_names_text()}"
    )
    parser.add_argument("--players", type=int, default=2, help="--demo: players")
    parser.add_argument("--seed", type=int, default=1, help="--demo: seed")
    parser.add_argument(
        "--moves", type=int_at_least(0), default=40, help="--demo: random actions to play"
    )
    parser.add_argument("--seat", type=int, help="--demo or a record: draw this seat's view")
    parser.add_argument(
        "--step", type=int_at_least(0), help="a record: the step to draw (default: the last)"
    )
    command_args.add_option_flag(parser)


def demo_view(
    game_name: str,
    players: int,
    seed: int,
    moves: int,
    seat: int | None,
    options: Mapping[str, str] | None = None,
) -> Message:
    """The view of a seeded random position after ``moves`` actions (or the end)."""
    from engines.chance import SeededChance
    from engines.contract import act, start

    game = registry.get_game(game_name)
    chance = SeededChance(seed)
    chooser = random.Random(seed)
    state, _ = start(game, players, chance, options)
    for _ in range(moves):
        if state.is_terminal():
            break
        current = state.current_seat()
        assert current is not None
        legal = state.legal_actions()
        act(state, current, legal[chooser.randrange(len(legal))], chance)
    view: Message = state.view(seat)
    return view


def check_demo(args: argparse.Namespace) -> dict[str, str]:
    """Every --demo argument, checked before anything is played."""
    game = command_args.game(args.demo, "render --demo")
    options = command_args.option_pairs(args.option)
    command_args.check_table(game, args.players, options, "render --demo")
    if args.seat is not None and not 0 <= args.seat < args.players:
        raise UsageError(
            f"--seat {args.seat}: a {args.players}-player table has seats 0 to {args.players - 1}",
            "leave --seat out for the spectator's view",
        )
    return options


def is_record(table: str | None) -> bool:
    return bool(table) and str(table).endswith(".json") and "://" not in str(table)


def record_view(args: argparse.Namespace) -> tuple[str, Message, str]:
    """(game name, View message, title) of a record's step."""
    from clients.record import RecordError, at_step, last_frame, load

    try:
        evidence = load(Path(args.table))
        frame = last_frame(evidence) if args.step is None else at_step(evidence, args.step)
    except RecordError as error:
        raise UsageError(str(error), "give a record written by `meeple export`") from None
    seats = len(evidence.table.seats)
    if args.seat is not None and not 0 <= args.seat < seats:
        raise UsageError(
            f"--seat {args.seat}: the table has seats 0 to {seats - 1}",
            "leave --seat out for the spectator's view",
        )
    game = registry.get_game(evidence.table.game.removeprefix("games/"))
    who = f"seat {args.seat}" if args.seat is not None else "spectator"
    title = f"{game.title} · {evidence.table.name} · step {frame.step} · {who}"
    view: Message = frame.state.view(args.seat)
    return game.name, view, title


def check_source(args: argparse.Namespace) -> None:
    """The table arguments, checked before connecting."""
    from clients.api import parse_link

    if args.option or args.seat is not None or args.step is not None:
        raise UsageError(
            "--option, --seat and --step go with --demo GAME or a record",
            "a live table has its own",
        )
    if args.saved:
        args.saved_seat = command_args.load_saved(args.saved)
        return
    if not args.table:
        raise UsageError(
            "name a table: a link, tables/ID, --saved FILE or --demo GAME",
            "`meeple render --help` says what each gives",
        )
    if "://" in args.table:
        try:
            link = parse_link(args.table)
        except ValueError as error:
            raise UsageError(
                str(error), "a link looks like meeple://tables/ID?spectate=TOKEN"
            ) from None
        args.target = args.target or link.authority or None
    elif not args.table.startswith("tables/") or args.table == "tables/":
        raise UsageError(
            f"{args.table!r} is neither a link nor tables/ID",
            "give the spectator link `meeple create` printed, or tables/ID with --credential",
        )


def fetch_view(args: argparse.Namespace) -> tuple[str, Message, str]:
    """(game name, View message, title) from the server."""
    from clients.api import Client, TableSession, parse_link
    from clients.api.errors import NotFound

    if args.saved:
        saved = args.saved_seat
        client = Client(args.target or saved.target)
        session: TableSession = client.session(saved)
    else:
        client = Client(args.target or "localhost:50051")
        table, credential = args.table, args.credential
        invite = "://" in table and parse_link(table).invite_token
        if invite:
            table = parse_link(table).table  # the invite token is no read credential
        try:
            session = client.spectate(table, credential)
        except NotFound:
            client.close()
            if invite and not credential:
                raise CommandFailed(
                    "an invite link lets you join this private table, not read it",
                    "use its spectator link, or add --credential TOKEN or --saved FILE",
                ) from None
            raise
    try:
        table_view = session.view()
        game_view = session.game_view()
        if game_view is None:
            raise CommandFailed(
                "the game has not started: nothing to draw yet",
                "render it again once every seat is taken",
            )
        seat = table_view.viewer_seat if table_view.HasField("viewer_seat") else None
        who = f"seat {seat}" if seat is not None else "spectator"
        title = f"{session.game.title} · {session.table} · v{table_view.version} · {who}"
        return session.game.name, game_view, title
    finally:
        client.close()


def run(args: argparse.Namespace) -> int:
    command_args.writable_file(args.out, "--out")
    if args.png:
        command_args.writable_file(args.png, "--png")
    view: Any
    if args.demo:
        options = check_demo(args)
        view = demo_view(args.demo, args.players, args.seed, args.moves, args.seat, options)
        game, title = args.demo, ""
    elif is_record(args.table):
        if args.option or args.saved:
            raise UsageError("--option and --saved do not go with a record", "")
        game, view, title = record_view(args)
    else:
        check_source(args)
        game, view, title = fetch_view(args)
    try:
        svg = render_view(game, view, title, coordinates=args.coordinates)
    except NoRenderer as missing:
        raise UsageError(str(missing), "render a game that draws pictures") from None
    try:
        png = svg_to_png(svg) if args.png else None
    except RuntimeError as missing:  # no cairosvg in this installation
        raise CommandFailed(str(missing), "or leave --png out") from None
    command_args.write_output(args.out, svg, "--out")
    print(f"wrote {args.out}")
    if args.png and png is not None:
        command_args.write_output(args.png, png, "--png")
        print(f"wrote {args.png}")
    return 0
