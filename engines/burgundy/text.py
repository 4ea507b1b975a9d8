"""The Castles of Burgundy as plain text for the terminal seat (``meeple join``)."""

from __future__ import annotations

from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.svg import SEAT_COLOUR_NAMES


def describe_view(view: pb.View) -> str:
    """The position as text: phase, depots, the turn-order track and each seat's holdings."""
    phase = "ABCDE"[view.phase] if 0 <= view.phase < 5 else "-"
    lines = [f"phase {phase}, round {view.round + 1} of 5, white die {view.white_die or '-'}"]
    lines += [_depot_line(depot) for depot in view.depots]
    if view.round_goods:
        lines.append("  goods to come: " + " ".join(str(g) for g in view.round_goods))
    order = " > ".join(
        ",".join(str(seat) for seat in space.seats) for space in view.track if space.seats
    )
    lines.append(f"  turn-order track: {order}")
    for player in view.players:
        lines += _player_lines(view, player)
    return "\n".join(lines)


def _depot_line(depot: pb.Depot) -> str:
    name = "black depot" if depot.number == 0 else f"depot {depot.number}"
    tiles = ", ".join(label.replace("_", " ") for label in depot.spaces if label) or "-"
    goods = " ".join(
        f"{count}x goods {kind}" for kind, count in enumerate(depot.goods, start=1) if count
    )
    return f"  {name}: {tiles}" + (f"; {goods}" if goods else "")


def _player_lines(view: pb.View, player: pb.Player) -> list[str]:
    you = " (you)" if view.HasField("seat") and view.seat == player.seat else ""
    to_move = view.HasField("current_seat") and view.current_seat == player.seat
    turn = "  <- to move" if to_move else ""
    name = SEAT_COLOUR_NAMES[player.seat % len(SEAT_COLOUR_NAMES)]
    goods = " ".join(f"{c}x{k}" for k, c in enumerate(player.goods, start=1) if c) or "-"
    estate = ", ".join(f"{t.tile}@{t.cell}" for t in sorted(player.estate, key=lambda t: t.cell))
    return [
        f"seat {player.seat} {name}{you}: {player.score} points{turn}",
        f"  silver {player.silver}, workers {player.workers}, goods {goods}, "
        f"sold {sum(player.sold)}, dice {list(player.unused_dice) or list(player.dice)}",
        "  storage: " + (", ".join(player.storage) or "-"),
        f"  estate: {estate}",
    ]
