"""``meeple bot LINK --level L``: a bot that takes a free seat from an invite link and plays it
to the end through the API (for a bot that runs outside the service; the service's own bot
seats need no process of yours: ``meeple create --bot``)."""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable

from meeple.v1 import game_service_pb2 as pb

from clients.api import Client, TableSession, parse_link
from clients.api.errors import MeepleError
from clients.bots import make_bot
from clients.bots.base import Bot
from clients.bots.levels import SEARCH_ITERATIONS, level_choices, split_level
from clients.command_errors import UsageError
from clients.headless import decider

Writer = Callable[[str], None]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("link", help="the table's invite link")
    parser.add_argument("--level", default="greedy", help=f"one of {', '.join(level_choices())}")
    parser.add_argument("--name", default="", help="the name shown (default: the level)")
    parser.add_argument("--seat", type=int, help="the seat wanted (default: the first free)")
    parser.add_argument("--seed", type=int, default=0, help="the bot's seed")
    parser.add_argument(
        "--target", help="HOST:PORT (default: from an https link, or localhost:50051)"
    )


def play(session: TableSession, bot: Bot, seed: int, write: Writer) -> int:
    """Follow the table live; decide whenever it is this seat's turn; until the game ends. One
    round trip per move: the decisions come on the seat's stream and in the replies."""
    rng = random.Random(seed)

    def refused(error: MeepleError) -> None:  # the table moved on (e.g. a timeout)
        write(f"not accepted: {error.reason or error.code.name}")

    decisions = session.play(
        decider(bot, session, rng), include_view=bot.needs_state, on_refusal=refused
    )
    table = session.table_info()
    write(f"{decisions} decisions; the table is {pb.Table.State.Name(table.state)}")
    return 0 if table.state == pb.Table.STATE_FINISHED else 1


def check_arguments(args: argparse.Namespace) -> tuple[tuple[str, int], str]:
    """The level and the link, checked before connecting: (kind, search level), target."""
    level = split_level(args.level)
    if level is None:
        raise UsageError(
            f"--level {args.level!r} names no bot", f"choose one of {', '.join(level_choices())}"
        )
    try:
        link = parse_link(args.link)
    except ValueError as error:
        raise UsageError(str(error), "give the invite link `meeple create` printed") from None
    if args.seat is not None and args.seat < 0:
        raise UsageError(
            f"--seat {args.seat}: seats count from 0", "leave --seat out for the first free one"
        )
    return level, args.target or link.authority or "localhost:50051"


def run(args: argparse.Namespace, write: Writer = print) -> int:
    (kind, number), target = check_arguments(args)
    with Client(target) as client:
        session = client.join(args.link, args.name or f"{args.level} bot", seat=args.seat)
        bot = make_bot(
            kind,
            session.game,
            args.seed,
            seconds=None,
            iterations=SEARCH_ITERATIONS.get(number, 0),
        )
        write(f"{args.level} bot at {session.table}, seat {session.seat}")
        return play(session, bot, args.seed, write)
