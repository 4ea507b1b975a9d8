"""``meeple render``: a table's view as a seat or spectator, to SVG (optionally PNG).

    meeple render --target HOST:PORT 'meeple://tables/abc?spectate=TOKEN' --out table.svg
    meeple render --target HOST:PORT tables/abc --credential SEAT_TOKEN --out s.svg --png s.png
    meeple render --saved ~/.config/meeple/seat.json --out mine.svg
    meeple render --demo GAME --players 3 --seed 4 --moves 60 --out demo.svg

``--demo`` draws a seeded random position played in-process (no server); GAME is any
registered game that draws pictures.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from google.protobuf.message import Message

from clients.render import NoRenderer, render_view, svg_to_png
from engines import registry


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("table", nargs="?", help="a spectator or invite link, or tables/ID")
    parser.add_argument("--target", default="localhost:50051", help="HOST:PORT of the server")
    parser.add_argument("--credential", default="", help="a seat, host or spectator token")
    parser.add_argument("--saved", type=Path, help="a credential kept by `meeple join`")
    parser.add_argument("--out", type=Path, required=True, help="the SVG file to write")
    parser.add_argument("--png", type=Path, help="also write a PNG (needs meeple[png])")
    parser.add_argument("--demo", choices=registry.game_names(), help="in-process demo")
    parser.add_argument("--players", type=int, default=2, help="--demo: players")
    parser.add_argument("--seed", type=int, default=1, help="--demo: seed")
    parser.add_argument("--moves", type=int, default=40, help="--demo: random actions to play")
    parser.add_argument("--seat", type=int, help="--demo: draw this seat's view")


def demo_view(game_name: str, players: int, seed: int, moves: int, seat: int | None) -> Message:
    """The view of a seeded random position after ``moves`` actions (or the end)."""
    from engines.chance import SeededChance
    from engines.contract import act, start

    game = registry.get_game(game_name)
    chance = SeededChance(seed)
    chooser = random.Random(seed)
    state, _ = start(game, players, chance)
    for _ in range(moves):
        if state.is_terminal():
            break
        current = state.current_seat()
        assert current is not None
        legal = state.legal_actions()
        act(state, current, legal[chooser.randrange(len(legal))], chance)
    view: Message = state.view(seat)
    return view


def fetch_view(args: argparse.Namespace) -> tuple[str, Message, str]:
    """(game name, View message, title) from the server."""
    from clients.api import Client, SavedSeat

    if args.saved:
        saved = SavedSeat.load(args.saved)
        client = Client(saved.target)
        session = client.session(saved)
    else:
        if not args.table:
            raise SystemExit("name a table (a link or tables/ID), --saved FILE or --demo GAME")
        client = Client(args.target)
        session = client.spectate(args.table, args.credential)
    try:
        table_view = session.view()
        game_view = session.game_view()
        if game_view is None:
            raise SystemExit("the game has not started: nothing to draw yet")
        seat = table_view.viewer_seat if table_view.HasField("viewer_seat") else None
        who = f"seat {seat}" if seat is not None else "spectator"
        title = f"{session.game.title} · {session.table} · v{table_view.version} · {who}"
        return session.game.name, game_view, title
    finally:
        client.close()


def run(args: argparse.Namespace) -> int:
    if args.demo:
        view = demo_view(args.demo, args.players, args.seed, args.moves, args.seat)
        game, title = args.demo, ""
    else:
        game, view, title = fetch_view(args)
    try:
        svg = render_view(game, view, title)
    except NoRenderer as missing:
        print(f"meeple render: {missing}", file=sys.stderr)
        return 2
    args.out.write_text(svg)
    print(f"wrote {args.out}")
    if args.png:
        args.png.write_bytes(svg_to_png(svg))
        print(f"wrote {args.png}")
    return 0
