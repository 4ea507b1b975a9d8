"""``meeple verify LINK``: check that a finished table's draws came from its committed seed.

LINK is a spectator link, a table name (``tables/ID``, public tables need no credential), or an
invite link together with ``--credential`` (a seat's or the host's) or ``--saved FILE`` from
``meeple join``. It prints the commitment, the revealed secret, every seat's entropy and the
seed, then one verdict line. Exit status: 0 verified, 1 failed (or the table could not be read:
one line with the gRPC code, reason and a hint), 2 nothing to verify yet or a usage error.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from meeple.v1 import game_service_pb2 as pb

from clients.api import Client, parse_link
from clients.api.fairness import Evidence, Result, Verdict, fetch_evidence, verify_evidence
from clients.api.types import SavedSeat
from clients.command_args import load_saved
from clients.command_errors import UsageError

Writer = Callable[[str], None]
STATES = {pb.Table.STATE_FINISHED: "finished", pb.Table.STATE_ABANDONED: "abandoned"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("link", nargs="?", help="a spectator link, invite link or tables/ID")
    parser.add_argument(
        "--target", help="HOST:PORT (default: from an https link, or localhost:50051)"
    )
    parser.add_argument("--credential", default="", help="a seat, host or spectator credential")
    parser.add_argument("--saved", type=Path, help="the credential file of `meeple join --saved`")


def _target(args: argparse.Namespace, saved: SavedSeat | None) -> str:
    if args.target:
        return str(args.target)
    if saved is not None:
        return saved.target
    if args.link and "://" in args.link:
        authority = parse_link(args.link).authority
        if authority:
            return authority
    return "localhost:50051"


def report(evidence: Evidence, verdict: Verdict, write: Writer) -> None:
    """The evidence in hex and the verdict, for people."""
    table = evidence.table
    fair = table.fairness
    write(f"table      {table.name} ({table.game}, {STATES.get(table.state, 'not over')})")
    if fair.commitment:
        write(f"commitment {fair.commitment.hex()}")
    if fair.server_secret:
        write(f"secret     {fair.server_secret.hex()}")
        for seat in table.seats:
            entropy = seat.entropy.hex() or "(none)"
            write(f"seat {seat.index}     {entropy}")
        write(f"seed       {fair.seed.hex()}")
    write(f"{verdict.result.value}: {verdict.message}")


def run(args: argparse.Namespace, write: Writer = print) -> int:
    saved: SavedSeat | None = load_saved(args.saved) if args.saved else None
    link = args.link or (saved.table if saved else "")
    if not link:
        raise UsageError("give a link or tables/ID", "`meeple verify --help`")
    credential = args.credential or (saved.credential if saved else "")
    try:
        invite = "://" in link and parse_link(link).invite_token
    except ValueError as error:
        raise UsageError(
            str(error), "a link looks like meeple://tables/ID?spectate=TOKEN"
        ) from None
    if invite and not credential:
        raise UsageError(
            "an invite link does not let you read the table",
            "use the spectator link, or add --credential TOKEN or --saved FILE",
        )
    with Client(_target(args, saved)) as client:
        session = client.spectate(link, credential)
        evidence = fetch_evidence(session)
    verdict = verify_evidence(evidence)
    report(evidence, verdict, write)
    return {Result.VERIFIED: 0, Result.FAILED: 1}.get(verdict.result, 2)
