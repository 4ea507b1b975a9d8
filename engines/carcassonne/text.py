"""Carcassonne as plain text for the terminal seat (``meeple join``)."""

from __future__ import annotations

from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.svg import SEAT_COLOUR_NAMES


def describe_view(view: pb.View) -> str:
    """The position as text: a small map (each square its tile letter and rotation, followers
    as the seat digit), the scores and the tile to place."""
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
