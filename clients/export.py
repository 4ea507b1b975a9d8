"""``meeple export LINK --out game.json``: the whole public record of a finished game.

LINK is a spectator link, a table name (``tables/ID``; public tables need no credential), or an
invite link with ``--credential`` or ``--saved FILE``, as for ``meeple verify``. The record
holds the table (options, seats and their entropy, the revealed seed evidence, the outcome) and
its whole history (every action, undo, game event and chance outcome), in the documented JSON
form of docs/game-record.md; ``meeple replay`` plays it back, ``meeple render FILE --step N``
draws any step, ``meeple verify`` checks the live table's draws.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from meeple.v1 import game_service_pb2 as pb

from clients import command_args
from clients.api import Client, parse_link
from clients.api.fairness import OVER, fetch_evidence
from clients.command_errors import CommandFailed, UsageError
from clients.record import dumps
from clients.verify import _target


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("link", nargs="?", help="a spectator link, invite link or tables/ID")
    parser.add_argument(
        "--target", help="HOST:PORT (default: from an https link, or localhost:50051)"
    )
    parser.add_argument("--credential", default="", help="a seat, host or spectator credential")
    parser.add_argument("--saved", type=Path, help="the credential file of `meeple join --saved`")
    parser.add_argument("--out", type=Path, required=True, help="the record file to write")


def run(args: argparse.Namespace) -> int:
    saved = command_args.load_saved(args.saved) if args.saved else None
    link = args.link or (saved.table if saved else "")
    if not link:
        raise UsageError("give a link or tables/ID", "`meeple export --help`")
    command_args.writable_file(args.out, "--out")
    hint = "give a spectator link (meeple://tables/ID?spectate=TOKEN) or tables/ID"
    if "://" in link:
        try:
            parse_link(link)
        except ValueError as error:
            raise UsageError(str(error), hint) from None
    elif not link.startswith("tables/") or link == "tables/":
        raise UsageError(f"{link!r} is neither a link nor tables/ID", hint)
    credential = args.credential or (saved.credential if saved else "")
    with Client(_target(args, saved)) as client:
        session = client.spectate(link, credential)
        evidence = fetch_evidence(session)
    if evidence.table.state not in OVER:
        raise CommandFailed(
            "the game is not over: a record holds a finished game (its seed is revealed then)",
            "export it once the game has ended",
        )
    command_args.write_output(args.out, dumps(evidence), "--out")
    state = "finished" if evidence.table.state == pb.Table.STATE_FINISHED else "abandoned"
    print(f"wrote {args.out}: {state} {evidence.table.game}, {len(evidence.events)} events")
    return 0
