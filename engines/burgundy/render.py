"""The Castles of Burgundy as SVG: the main board (depots 1-6 with their tile spaces and goods,
the black depot, the phase's goods still to come, the white die, phase and round, the
turn-order track) and every player's estate (hex board #1 with the placed tiles, empty spaces
with their colour and die number), storage, goods, sold goods, silver, workers, dice, bonus
tiles and score.

The estate and depot layouts are read from the engine's data files (board1.json,
depots.json). Every placed, stored or offered tile is a ``<g class="tile">`` and every goods
stack a ``<g class="goods">``, with data-* attributes, so programs (and tests) can read the
picture back.
"""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path
from typing import Any

from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import tile_art
from engines.svg import SEAT_COLOUR_NAMES, SEAT_COLOURS, document, el, text

TITLE = "The Castles of Burgundy"
DATA = Path(__file__).resolve().parent / "data"
COLOURS = tile_art.COLOURS
GOODS_COLOURS = ("#e6c229", "#f28c28", "#8e44ad", "#2e86de", "#27ae60", "#c0392b")
BUILDINGS = tile_art.BUILDINGS
PHASES = "ABCDE"


@cache
def board() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA / "board1.json").read_text())
    return data


@cache
def depot_layout() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA / "depots.json").read_text())
    return data


hex_points = tile_art.hex_points


def tile_hex(label: str, cx: float, cy: float, size: float, where: str) -> str:
    """The tile's picture (``tile_art``), readable back by its data-* attributes."""
    return tile_art.placed(label, cx, cy, size, class_="tile", data_tile=label, data_where=where)


def goods_square(kind: int, count: int, x: float, y: float, where: str, size: float = 16) -> str:
    colour = GOODS_COLOURS[(kind - 1) % 6]
    parts = [
        el("rect", x=x, y=y, width=size, height=size, rx=2, fill=colour, stroke="#333"),
        text(str(kind), x=x + size / 2, y=y + size * 0.72, font_size=size * 0.62,
             text_anchor="middle", fill="#fff", font_weight="bold"),
    ]  # fmt: skip
    if count > 1:
        parts.append(text(f"×{count}", x=x + size + 2, y=y + size * 0.75, font_size=11,
                          fill="#222"))  # fmt: skip
    return el("g", parts, class_="goods", data_type=kind, data_count=count, data_where=where)


def dice_states(view: pb.View, player: pb.Player) -> list[str]:
    """ "open", "used" or "waiting" for each of the player's dice. ``unused_dice`` lists the dice
    not used yet *this turn*: a player whose turn is still to come this round has none there,
    yet has played no die ("waiting"). The web page reads the view the same way."""
    order = list(view.turn_order)
    current = view.current_seat if view.HasField("current_seat") else None
    waiting = (
        view.stage != pb.STAGE_OVER
        and current in order
        and player.seat in order
        and order.index(player.seat) > order.index(current)
    )
    unused = list(player.unused_dice)
    out = []
    for die in player.dice:
        if waiting:
            out.append("waiting")
        elif die in unused:
            unused.remove(die)
            out.append("open")
        else:
            out.append("used")
    return out


def render(view: pb.View, title: str = TITLE, coordinates: bool = False) -> str:
    """The SVG picture of ``view``; ``coordinates`` writes every estate space's cell number
    (as the actions name them: ``place ... on cell 12``) beside it."""
    n = view.num_players
    width = 1260
    body: list[str] = [el("rect", width=width, height=2000, fill="#efe6d2")]
    body.append(text(title, x=20, y=30, font_size=22, font_weight="bold", fill="#3a2a10"))
    phase = PHASES[view.phase] if 0 <= view.phase < 5 else "end"
    current = view.current_seat if view.HasField("current_seat") else None
    status = f"phase {phase}, round {view.round + 1} of 5 · white die {view.white_die or '-'}"
    if view.stage == pb.STAGE_OVER:
        best = max((p.score for p in view.players), default=0)
        leaders = [str(p.seat) for p in view.players if p.score == best]
        status = f"game over · highest score: seat {', '.join(leaders)} with {best}"
    if current is not None:
        status += f" · seat {current} to play"
        if view.pending_decision:
            status += f" ({view.pending_decision.replace('_', ' ').lower()})"
    body.append(text(status, x=20, y=54, font_size=14, fill="#333"))
    body.extend(_main_board(view, top=70))
    columns = 2
    estate_w, estate_h = 600, 420
    top = 360
    for seat, player in enumerate(view.players):
        left = 20 + (seat % columns) * (estate_w + 20)
        y = top + (seat // columns) * (estate_h + 20)
        body.extend(_estate(view, player, seat, left, y, estate_w, estate_h, current, coordinates))
    height = top + ((n + columns - 1) // columns) * (estate_h + 20) + 10
    body[0] = el("rect", width=width, height=height, fill="#efe6d2")
    return document(width, height, body, title)


def _main_board(view: pb.View, top: int) -> list[str]:
    out: list[str] = [el("rect", x=20, y=top, width=1220, height=270, rx=10, fill="#d9c9a3",
                         stroke="#8a7650", stroke_width=2)]  # fmt: skip
    n = view.num_players
    layout = depot_layout()
    # black depot
    black = view.depots[0] if view.depots else pb.Depot()
    out.append(el("rect", x=35, y=top + 15, width=180, height=240, rx=8, fill="#2b2b2b"))
    out.append(text("black depot", x=125, y=top + 35, font_size=13, fill="#fff",
                    text_anchor="middle"))  # fmt: skip
    for i, label in enumerate(black.spaces):
        cx, cy = 80 + (i % 2) * 90, top + 75 + (i // 2) * 52
        if label:
            out.append(tile_hex(label, cx, cy, 24, "black-depot"))
        else:
            out.append(el("polygon", points=hex_points(cx, cy, 24), fill="none",
                          stroke="#777", stroke_dasharray="3 3"))  # fmt: skip
    # numbered depots
    for d in range(1, 7):
        depot = view.depots[d] if d < len(view.depots) else pb.Depot(number=d)
        cx, cy = 290 + (d - 1) * 128, top + 120
        out.append(el("circle", cx=cx, cy=cy, r=60, fill="#c7b488", stroke="#7a6640",
                      stroke_width=2))  # fmt: skip
        out.append(el("circle", cx=cx, cy=cy, r=14, fill="#fff", stroke="#7a6640"))
        out.append(text(str(d), x=cx, y=cy + 5, font_size=14, text_anchor="middle",
                        font_weight="bold", fill="#333"))  # fmt: skip
        slots = [s for s in layout["numbered_depots"][str(d)] if s["min_players"] <= n]
        for i, label in enumerate(depot.spaces):
            angle = math.radians(-90 + i * 360 / max(len(depot.spaces), 1) + 45)
            sx, sy = cx + 38 * math.cos(angle), cy + 38 * math.sin(angle)
            if label:
                out.append(tile_hex(label, sx, sy, 19, f"depot-{d}"))
            else:
                colour = COLOURS.get(slots[i]["color"], "#ccc") if i < len(slots) else "#ccc"
                out.append(el("polygon", points=hex_points(sx, sy, 19), fill=colour,
                              fill_opacity=0.35, stroke="#7a6640",
                              stroke_dasharray="3 2"))  # fmt: skip
        gx = cx - 45
        for kind, count in enumerate(depot.goods, start=1):
            if count:
                out.append(goods_square(kind, count, gx, cy + 64, f"depot-{d}", 14))
                gx += 30
        out.append(text(f"die {d}", x=cx, y=cy - 66, font_size=11, text_anchor="middle",
                        fill="#5a4a2a"))  # fmt: skip
    # goods still to come this phase
    out.append(text("goods to come:", x=240, y=top + 250, font_size=12, fill="#333"))
    for i, kind in enumerate(view.round_goods):
        out.append(goods_square(kind, 1, 335 + i * 20, top + 238, "to-come", 15))
    out.append(text(f"supply: {view.normal_supply_count} tiles, black {view.black_supply_count}",
                    x=560, y=top + 250, font_size=12, fill="#333"))  # fmt: skip
    # turn-order track
    tx = 1050
    out.append(text("turn order", x=tx + 80, y=top + 28, font_size=13, text_anchor="middle",
                    fill="#333"))  # fmt: skip
    for space, track in enumerate(view.track):
        y = top + 40 + space * 31
        out.append(el("rect", x=tx, y=y, width=160, height=27, rx=4, fill="#f4ead2",
                      stroke="#8a7650"))  # fmt: skip
        out.append(text(str(space + 1), x=tx + 8, y=y + 18, font_size=12, fill="#555"))
        for depth, seat in enumerate(track.seats):
            out.append(el("circle", cx=tx + 35 + depth * 24, cy=y + 13.5, r=9,
                          fill=SEAT_COLOURS[seat % 6], stroke="#222", class_="track-disc",
                          data_seat=seat, data_space=space))  # fmt: skip
    return out


def _estate(
    view: pb.View,
    player: pb.Player,
    seat: int,
    left: float,
    top: float,
    width: float,
    height: float,
    current: int | None,
    coordinates: bool = False,
) -> list[str]:
    colour = SEAT_COLOURS[seat % 6]
    edge = 4 if current == seat else 2
    out: list[str] = [el("rect", x=left, y=top, width=width, height=height, rx=10,
                         fill="#f7f0df", stroke=colour, stroke_width=edge)]  # fmt: skip
    marker = "▶ " if current == seat else ""
    you = " (you)" if view.HasField("seat") and view.seat == seat else ""
    out.append(el("g", [
        el("circle", cx=left + 20, cy=top + 22, r=9, fill=colour, stroke="#222"),
        text(f"{marker}seat {seat} {SEAT_COLOUR_NAMES[seat % 6]}{you}", x=left + 36,
             y=top + 27, font_size=15, font_weight="bold", fill="#222"),
        text(f"{player.score} points", x=left + width - 16, y=top + 27, font_size=16,
             font_weight="bold", text_anchor="end", fill="#222"),
    ], class_="score", data_seat=seat, data_score=player.score))  # fmt: skip
    size = 24.0
    ox, oy = left + 175, top + 215
    placed = {tile.cell: tile.tile for tile in player.estate}
    for cell in board()["cells"]:
        cx = ox + size * math.sqrt(3) * (cell["q"] + cell["r"] / 2)
        cy = oy + size * 1.5 * cell["r"]
        label = placed.get(cell["id"])
        if coordinates:
            out.append(text(str(cell["id"]), x=cx + size * 0.55, y=cy - size * 0.55, font_size=9,
                            fill="#000", class_="cell-id", data_cell=cell["id"]))  # fmt: skip
        if label:
            out.append(tile_hex(label, cx, cy, size - 1, f"estate-{seat}"))
            continue
        fill = COLOURS.get(cell["color"], "#ddd")
        out.append(el("polygon", points=hex_points(cx, cy, size - 1), fill=fill,
                      fill_opacity=0.3, stroke="#8a7a5a"))  # fmt: skip
        out.append(text(str(cell["die"]), x=cx, y=cy + 5, font_size=13, text_anchor="middle",
                        fill="#5a4a3a"))  # fmt: skip
    # right column: storage, goods, sold, money, dice, bonus tiles
    x = left + 360
    y = top + 60
    out.append(text("storage", x=x, y=y, font_size=12, fill="#555"))
    for i in range(3):
        cx, cy = x + 25 + i * 50, y + 30
        if i < len(player.storage):
            out.append(tile_hex(player.storage[i], cx, cy, 22, f"storage-{seat}"))
        else:
            out.append(el("polygon", points=hex_points(cx, cy, 22), fill="none",
                          stroke="#999", stroke_dasharray="3 3"))  # fmt: skip
    y += 78
    out.append(text("goods", x=x, y=y, font_size=12, fill="#555"))
    gx = x
    for kind, count in enumerate(player.goods, start=1):
        if count:
            out.append(goods_square(kind, count, gx, y + 6, f"goods-{seat}"))
            gx += 40
    y += 42
    sold = sum(player.sold)
    out.append(text(f"sold goods: {sold}", x=x, y=y, font_size=12, fill="#555"))
    gx = x + 90
    for kind, count in enumerate(player.sold, start=1):
        if count:
            out.append(goods_square(kind, count, gx, y - 12, f"sold-{seat}", 13))
            gx += 34
    y += 30
    out.append(el("g", [
        el("circle", cx=x + 8, cy=y - 4, r=8, fill="#c0c0c0", stroke="#666"),
        text(f"{player.silver} silver", x=x + 22, y=y, font_size=13, fill="#222"),
        el("rect", x=x + 100, y=y - 12, width=14, height=14, fill="#6b4a2b"),
        text(f"{player.workers} workers", x=x + 120, y=y, font_size=13, fill="#222"),
    ], class_="money"))  # fmt: skip
    y += 30
    if player.dice:
        out.append(text("dice:", x=x, y=y, font_size=12, fill="#555"))
        states = dice_states(view, player)
        for i, die in enumerate(player.dice):
            open_ = states[i] != "used"
            out.append(el("rect", x=x + 40 + i * 34, y=y - 18, width=26, height=26, rx=4,
                          fill=colour if open_ else "#ddd", stroke="#222"))  # fmt: skip
            out.append(text(str(die), x=x + 53 + i * 34, y=y, font_size=15,
                            text_anchor="middle", font_weight="bold",
                            fill="#fff" if open_ else "#888"))  # fmt: skip
        y += 30
    if player.bonus_tiles:
        names = ", ".join(
            f"{pb.Colour.Name(b.colour).removeprefix('COLOUR_').lower()}"
            f" ({'large' if b.large else 'small'})"
            for b in player.bonus_tiles
        )
        out.append(text(f"bonus: {names}", x=x, y=y, font_size=11, fill="#333"))
        y += 20
    out.append(text(f"{player.empty_spaces} empty spaces", x=x, y=top + height - 14,
                    font_size=11, fill="#777"))  # fmt: skip
    return out
