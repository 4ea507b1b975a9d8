"""Positions as plain text for the terminal seat (``meeple join``).

Carcassonne gets a small map (each square shows its tile letter and rotation, followers as the
seat digit) and the scores; other games fall back to a compact dump of their view.
"""

from __future__ import annotations

from google.protobuf import text_format
from google.protobuf.message import Message

from clients.render.svg import SEAT_COLOUR_NAMES


def describe_view(game: str, view: Message) -> str:
    if game == "carcassonne":
        return _carcassonne(view)
    if game == "burgundy":
        return _burgundy(view)
    return text_format.MessageToString(view, as_one_line=False)


def _burgundy(view: Message) -> str:
    from meeple.burgundy.v1 import burgundy_pb2 as pb

    assert isinstance(view, pb.View)
    phase = "ABCDE"[view.phase] if 0 <= view.phase < 5 else "-"
    lines = [f"phase {phase}, round {view.round + 1} of 5, white die {view.white_die or '-'}"]
    for depot in view.depots:
        name = "black depot" if depot.number == 0 else f"depot {depot.number}"
        tiles = ", ".join(label.replace("_", " ") for label in depot.spaces if label) or "-"
        goods = " ".join(
            f"{count}x goods {kind}" for kind, count in enumerate(depot.goods, start=1) if count
        )
        lines.append(f"  {name}: {tiles}" + (f"; {goods}" if goods else ""))
    if view.round_goods:
        lines.append("  goods to come: " + " ".join(str(g) for g in view.round_goods))
    order = " > ".join(
        ",".join(str(seat) for seat in space.seats) for space in view.track if space.seats
    )
    lines.append(f"  turn-order track: {order}")
    for player in view.players:
        you = " (you)" if view.HasField("seat") and view.seat == player.seat else ""
        turn = (
            "  <- to move"
            if view.HasField("current_seat") and view.current_seat == player.seat
            else ""
        )
        name = SEAT_COLOUR_NAMES[player.seat % len(SEAT_COLOUR_NAMES)]
        lines.append(f"seat {player.seat} {name}{you}: {player.score} points{turn}")
        goods = " ".join(f"{c}x{k}" for k, c in enumerate(player.goods, start=1) if c) or "-"
        lines.append(
            f"  silver {player.silver}, workers {player.workers}, goods {goods}, "
            f"sold {sum(player.sold)}, dice {list(player.unused_dice) or list(player.dice)}"
        )
        lines.append("  storage: " + (", ".join(player.storage) or "-"))
        estate = ", ".join(
            f"{t.tile}@{t.cell}" for t in sorted(player.estate, key=lambda t: t.cell)
        )
        lines.append(f"  estate: {estate}")
    return "\n".join(lines)


def _carcassonne(view: Message) -> str:
    from meeple.carcassonne.v1 import carcassonne_pb2 as pb

    assert isinstance(view, pb.View)
    lines: list[str] = []
    tiles = {(t.x, t.y): t for t in view.tiles}
    followers: dict[tuple[int, int], list[int]] = {}
    for follower in view.followers:
        followers.setdefault((follower.x, follower.y), []).append(follower.seat)
    if tiles:
        xs = [x for x, _ in tiles]
        ys = [y for _, y in tiles]
        header = "      " + "".join(f"{x:>5}" for x in range(min(xs), max(xs) + 1))
        lines.append(header)
        for y in range(min(ys), max(ys) + 1):
            row = [f"{y:>5} "]
            for x in range(min(xs), max(xs) + 1):
                placed = tiles.get((x, y))
                if placed is None:
                    row.append("    .")
                    continue
                seats = "".join(str(s) for s in followers.get((x, y), []))
                row.append(f"{placed.tile}{placed.rotation}{seats:<2}".rjust(5))
            lines.append("".join(row))
        lines.append("  (letter + rotation per square, then the seats of its followers)")
    for status in view.seats:
        name = SEAT_COLOUR_NAMES[status.seat % len(SEAT_COLOUR_NAMES)]
        turn = (
            "  <- to move"
            if view.HasField("current_seat") and view.current_seat == status.seat
            else ""
        )
        you = " (you)" if view.HasField("seat") and view.seat == status.seat else ""
        lines.append(
            f"seat {status.seat} {name}{you}: {status.score} points, "
            f"{status.followers_in_supply} followers in supply{turn}"
        )
    lines.append(f"{view.tiles_remaining} tiles in the pile")
    if view.current_tile:
        lines.append(f"tile to place: {view.current_tile}")
    return "\n".join(lines)
