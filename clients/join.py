"""``meeple join INVITE_LINK``: a terminal seat for a person.

It takes a seat (or comes back to one with ``--saved FILE``), follows the other seats live
through WatchTable, and when it is this seat's turn shows the position, lists the legal actions
in words and reads a number (or ``u`` to take back your last action, where the undo policy
allows it). ``--svg FILE`` also redraws the position as a picture each turn.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

from google.protobuf.timestamp_pb2 import Timestamp
from meeple.v1 import game_service_pb2 as pb
from rich.console import Console
from rich.text import Text

from clients.api import Client, TableSession, parse_link
from clients.api.common import unpack
from clients.api.errors import MeepleError
from clients.command_args import load_saved, writable_file
from clients.command_errors import UsageError
from clients.text import terminal_view

Reader = Callable[[str], str]
#: where the seat's screen goes: lines, or rich Texts (coloured on a terminal)
Writer = Callable[[str], None]
#: where the position goes: a rich Text, coloured on a terminal (default: its plain text)
Shower = Callable[[Text], None]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("link", nargs="?", help="the invite link (meeple://tables/ID?invite=TOKEN)")
    parser.add_argument(
        "--target", help="HOST:PORT (default: from an https link, or localhost:50051)"
    )
    parser.add_argument("--name", default="player", help="the name shown to the others")
    parser.add_argument("--seat", type=int, help="the seat wanted (default: the first free)")
    parser.add_argument(
        "--saved", type=Path, help="keep the seat credential in FILE, and come back with it"
    )
    parser.add_argument("--svg", type=Path, help="redraw the position into FILE every turn")


def target_for(args: argparse.Namespace) -> str:
    if args.target:
        return str(args.target)
    if args.link:
        authority = parse_link(args.link).authority
        if authority:
            return authority
    return "localhost:50051"


def check_arguments(args: argparse.Namespace) -> None:
    """The link and files, checked before connecting."""
    if not args.link and not (args.saved and args.saved.exists()):
        raise UsageError(
            "give an invite link (or --saved FILE of an earlier join)",
            "`meeple create` prints the invite link",
        )
    if args.link:
        try:
            link = parse_link(args.link)
        except ValueError as error:
            raise UsageError(
                str(error), "an invite link looks like meeple://tables/ID?invite=TOKEN"
            ) from None
        if link.spectator_token and not link.invite_token:
            raise UsageError(
                "a spectator link only watches", "take a seat with the table's invite link"
            )
    if args.seat is not None and args.seat < 0:
        raise UsageError(
            f"--seat {args.seat}: seats count from 0", "leave --seat out for the first free one"
        )
    if args.saved and args.saved.exists() and not args.saved.is_file():
        raise UsageError(f"--saved {args.saved}: is not a file", "give a file name")
    if args.saved and not args.saved.parent.is_dir():
        raise UsageError(
            f"--saved {args.saved}: the folder {args.saved.parent} does not exist",
            "create it first, or pick another path",
        )
    if args.svg:
        writable_file(args.svg, "--svg")


def open_seat(args: argparse.Namespace, client: Client) -> TableSession:
    if args.saved and args.saved.exists():
        saved = load_saved(args.saved)
        if not args.link or parse_link(args.link).table == saved.table:
            session = client.session(saved)
            come_back(session, print)
            return session
    session = client.join(args.link, args.name, seat=args.seat)
    if args.saved:
        session.saved().save(args.saved)
    return session


def run(args: argparse.Namespace) -> int:
    check_arguments(args)
    with Client(target_for(args)) as client:
        session = open_seat(args, client)
        console = Console(highlight=False)

        def write(line: str | Text) -> None:
            console.print(line, markup=False, highlight=False, crop=False)

        try:
            return play_seat(session, input, write, svg=args.svg, show=write)
        except (EOFError, KeyboardInterrupt):
            hint = f" with --saved {args.saved}" if args.saved else ""
            print(f"\nstopped; the seat stays yours: come back{hint}")
            return 130


def come_back(session: TableSession, write: Writer) -> None:
    """Coming back to a seat a bot played while the player was away takes it back."""
    table = session.table_info()
    if session.seat is not None and table.seats[session.seat].absent:
        session.reclaim()
        write("welcome back: the bot hands your seat back (after its turn, if it is in one)")


def clock_line(deadline: Timestamp | None, seat: int | None, now: float | None = None) -> str:
    """``seat 1 must move within 42 s`` for a running turn clock; "" when none runs."""
    if deadline is None or (deadline.seconds == 0 and deadline.nanos == 0) or seat is None:
        return ""
    left = deadline.seconds + deadline.nanos / 1e9 - (time.time() if now is None else now)
    return f"clock: seat {seat} must move within {max(0, round(left))} s"


def choose(
    session: TableSession,
    read: Reader,
    write: Writer,
    svg: Path | None,
    show: Shower | None = None,
) -> bool:
    """Show the position and the legal actions, read a choice, submit it. False when it is not
    (or no longer) this seat's turn."""
    legal = session.legal_actions()
    if not legal.actions:
        return False
    game = session.game
    view = session.game_view()
    if view is not None:
        write("")
        drawn = terminal_view(game.name, view, legal.actions)
        if show is not None:
            show(drawn)
        else:
            write(drawn.plain)
        if svg is not None:
            from clients.render import render_view

            svg.write_text(render_view(game.name, view, coordinates=True))
    clock = clock_line(session.view().turn_deadline, session.seat)
    if clock:
        write(clock.replace(f"seat {session.seat} must", "you must"))
    write(f"\nyour decision ({legal.pending_decision.replace('_', ' ').lower()}):")
    for number, action in enumerate(legal.actions, start=1):
        write(f"  {number:3d}. {game.describe_action(game.action_from_proto(action))}")
    while True:
        answer = read(f"choose 1-{len(legal.actions)} (u: take back your last action): ").strip()
        if answer.lower() == "u":
            try:
                session.undo(expected_version=legal.version)
                write("taken back")
            except MeepleError as error:
                write(f"not taken back: {error.reason or error.code.name}")
                continue
            return True
        if answer.isdigit() and 1 <= int(answer) <= len(legal.actions):
            break
        write(f"type a number from 1 to {len(legal.actions)}, or u")
    try:
        session.submit(legal.actions[int(answer) - 1], expected_version=legal.version)
    except MeepleError as error:
        write(f"not accepted: {error.reason or error.code.name}")
    return True


def play_seat(
    session: TableSession,
    read: Reader,
    write: Writer,
    svg: Path | None = None,
    show: Shower | None = None,
) -> int:
    """Follow the table live and play this seat until the game is over."""
    write(f"{session.game.title} at {session.table}, seat {session.seat}")
    for message in session.watch():
        kind = message.WhichOneof("kind")
        current: int | None = None
        if kind == "snapshot":
            current = _follow_snapshot(message.snapshot, session.seat, write)
        elif kind == "event":
            current = _follow_event(message.event, session, write)
        if current is not None and current == session.seat:
            choose(session, read, write, svg, show)
    return _ending(session, write)


def _follow_snapshot(snapshot: pb.TableView, mine: int | None, write: Writer) -> int | None:
    """Say what a snapshot of the table shows; the seat to move, if any."""
    current: int | None = None
    if snapshot.HasField("current_seat"):
        current = snapshot.current_seat
        if snapshot.current_seat != mine and snapshot.HasField("turn_deadline"):
            write(clock_line(snapshot.turn_deadline, current))
    if snapshot.state == pb.Table.STATE_WAITING:
        write("waiting for the other players to join...")
    return current


def _follow_event(event: pb.TableEvent, session: TableSession, write: Writer) -> int | None:
    """Say what a table event did; the seat to move now, if the event says."""
    game = session.game
    change = event.WhichOneof("kind")
    current: int | None = None
    if change == "seat_joined":
        write(f"{event.seat_joined.display_name} took seat {event.seat_joined.seat}")
    elif change == "table_started":
        write("the game starts")
        if event.table_started.HasField("current_seat"):
            current = event.table_started.current_seat
    elif change == "action_applied":
        applied = event.action_applied
        action = game.action_from_proto(unpack(applied.action, game.action_type))
        happened = [game.describe_event(e) for e in session.game_events(event)]
        described = "; ".join(d for d in happened if d)
        write(f"seat {applied.seat}: {game.describe_action(action)}  ->  {described}")
        if applied.HasField("current_seat"):
            current = applied.current_seat
    elif change == "action_undone":
        undone = event.action_undone
        action = game.action_from_proto(unpack(undone.action, game.action_type))
        write(f"seat {undone.seat} takes back: {game.describe_action(action)}")
        if undone.HasField("current_seat"):
            current = undone.current_seat
    elif change == "seat_left":
        write(f"seat {event.seat_left.seat} left the table")
    elif line := describe_seat_event(event, session.seat):
        write(line)
    if event.HasField("turn_deadline") and current is not None and current != session.seat:
        write(clock_line(event.turn_deadline, current))
    return current


def _ending(session: TableSession, write: Writer) -> int:
    """The final scores (0), or that the table was abandoned (1)."""
    table = session.table_info()
    if table.state != pb.Table.STATE_FINISHED:
        write("the table was abandoned")
        return 1
    write("\nthe game is over:")
    for seat, (score, rank) in enumerate(
        zip(table.outcome.scores, table.outcome.ranks, strict=True)
    ):
        mark = "  <- you" if seat == session.seat else ""
        write(f"  seat {seat}: {score} points, rank {rank}{mark}")
    return 0


def describe_seat_event(event: pb.TableEvent, mine: int | None) -> str:
    """One line for the service's seat events (timeouts, bots, reclaims)."""
    change = event.WhichOneof("kind")
    if change == "turn_timed_out":
        out = event.turn_timed_out
        who = "your" if out.seat == mine else f"seat {out.seat}'s"
        if out.policy == "absent":
            rest = "a bot plays until the player comes back (`meeple join --saved FILE`)"
        else:
            rest = "a bot plays the rest of that turn"
        return f"{who} time ran out: {rest}"
    if change == "seat_reclaimed":
        return f"seat {event.seat_reclaimed.seat} is back"
    if change == "bot_seated":
        seated = event.bot_seated
        return f"a {seated.bot.kind} bot takes seat {seated.seat}"
    if change == "seat_freed":
        return f"seat {event.seat_freed.seat} is free for a new player"
    if change == "table_abandoned":
        return "the host ended the game"
    return ""


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    sys.exit(run(parser.parse_args()))
