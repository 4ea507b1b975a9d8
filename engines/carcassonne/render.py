"""Carcassonne as SVG: the map (fields, cities with pennants, roads, monasteries), the
followers in their seats' colours (farmers lying on fields), the tile to place and the scores.

Tiles are drawn in their printed orientation from the engine's tile data
(``engines/carcassonne/data/tiles.json``) and rotated clockwise by quarter turns; followers are
placed by board-orientation location, as the view gives them. Every tile is a
``<g class="tile">`` and every follower a ``<g class="follower">`` with data-* attributes, so
programs (and tests) can read the picture back.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.svg import SEAT_COLOUR_NAMES, SEAT_COLOURS, document, el, text

TILE_DATA = Path(__file__).resolve().parent / "data" / "tiles.json"
TITLE = "Carcassonne"
T = 100  # tile size
FIELD = "#8cbf5b"
CITY = "#c9a063"
CITY_EDGE = "#7a5a2e"
ROAD = "#f3eddc"
ROAD_EDGE = "#6b6153"

CORNERS = ((0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0))  # NW NE SE SW
MIDS = {"N": (50.0, 0.0), "E": (100.0, 50.0), "S": (50.0, 100.0), "W": (0.0, 50.0)}
SIDES = ("N", "E", "S", "W")
SPOT = {
    "N": (50, 20), "E": (80, 50), "S": (50, 80), "W": (20, 50), "CENTER": (50, 50),
    "NL": (24, 11), "NR": (76, 11), "EL": (89, 24), "ER": (89, 76),
    "SL": (76, 89), "SR": (24, 89), "WL": (11, 76), "WR": (11, 24),
}  # fmt: skip


@cache
def tile_types() -> dict[str, dict[str, Any]]:
    data = json.loads(TILE_DATA.read_text())
    return {tile["letter"]: tile for tile in data["tiles"]}


def _city_path(edges: list[str]) -> str:
    """The outline of one city segment: straight along its edges, curved inward elsewhere."""
    covered = [side in edges for side in SIDES]
    if all(covered):
        return "M0,0 H100 V100 H0 Z"
    start = next(i for i in range(4) if covered[i] and not covered[(i - 1) % 4])
    cx, cy = 50.0, 50.0
    mids = [MIDS[s] for s in edges]
    ix = sum(m[0] for m in mids) / len(mids)
    iy = sum(m[1] for m in mids) / len(mids)
    parts = [f"M{CORNERS[start][0]:g},{CORNERS[start][1]:g}"]
    i = start
    for _ in range(4):
        if covered[i % 4]:
            end = CORNERS[(i + 1) % 4]
            parts.append(f"L{end[0]:g},{end[1]:g}")
            i += 1
            continue
        run = 0
        while not covered[(i + run) % 4]:
            run += 1
        end = CORNERS[(i + run) % 4]
        if run == 1:
            mid = MIDS[SIDES[i % 4]]
            ctrl = (mid[0] + 0.35 * (cx - mid[0]), mid[1] + 0.35 * (cy - mid[1]))
        elif run == 2:
            ctrl = (cx + 0.3 * (ix - cx), cy + 0.3 * (iy - cy))
        else:
            ctrl = (cx - 0.15 * (ix - cx), cy - 0.15 * (iy - cy))
        parts.append(f"Q{ctrl[0]:g},{ctrl[1]:g} {end[0]:g},{end[1]:g}")
        i += run
        if i - start >= 4:
            break
    return " ".join(parts) + " Z"


def _pennant(edges: list[str], rotation: int) -> str:
    mids = [MIDS[s] for s in edges]
    x = 50 + 0.55 * (sum(m[0] for m in mids) / len(mids) - 50)
    y = 50 + 0.55 * (sum(m[1] for m in mids) / len(mids) - 50)
    if len(edges) == 4:
        x, y = 50, 30
    shield = f"M{x - 8:g},{y - 9:g} h16 v8 q0,8 -8,11 q-8,-3 -8,-11 Z"
    return el("g", [
        el("path", d=shield, fill="#1d4fa3", stroke="#ffffff", stroke_width=1.5),
        el("path", d=f"M{x:g},{y - 7:g} v14 M{x - 6:g},{y - 2:g} h12", stroke="#ffffff",
           stroke_width=2),
    ], class_="pennant", transform=f"rotate({-90 * rotation} {x:g} {y:g})")  # fmt: skip


def _roads(tile: dict[str, Any]) -> list[str]:
    out: list[str] = []
    ends = [r["edges"] for r in tile["roads"]]
    strokes: list[str] = []
    for edges in ends:
        a = MIDS[edges[0]]
        if len(edges) == 2:
            b = MIDS[edges[1]]
            strokes.append(f"M{a[0]:g},{a[1]:g} Q50,50 {b[0]:g},{b[1]:g}")
        else:
            stop = 50 if not tile["monastery"] else 32
            dx, dy = 50 - a[0], 50 - a[1]
            length = max(abs(dx), abs(dy))
            ex, ey = a[0] + dx * stop / length, a[1] + dy * stop / length
            strokes.append(f"M{a[0]:g},{a[1]:g} L{ex:g},{ey:g}")
    for d in strokes:
        out.append(el("path", d=d, fill="none", stroke=ROAD_EDGE, stroke_width=11))
    for d in strokes:
        out.append(el("path", d=d, fill="none", stroke=ROAD, stroke_width=7))
    single = [e for e in ends if len(e) == 1]
    if len(single) >= 3:  # a junction: a little village
        out.append(el("rect", x=41, y=41, width=18, height=18, fill="#a0522d",
                      stroke="#4a2a10", stroke_width=2))  # fmt: skip
    return out


def _monastery(rotation: int) -> str:
    return el("g", [
        el("rect", x=36, y=42, width=28, height=24, fill="#e8dcc0", stroke="#5a4632",
           stroke_width=2),
        el("path", d="M32,43 L50,27 L68,43 Z", fill="#b03a2e", stroke="#5a2018", stroke_width=2),
        el("path", d="M50,14 v12 M45,18 h10", stroke="#3a2a1a", stroke_width=2.5),
        el("rect", x=46, y=53, width=8, height=13, fill="#5a4632"),
    ], class_="monastery", transform=f"rotate({-90 * rotation} 50 50)")  # fmt: skip


def tile_body(letter: str, rotation: int = 0) -> list[str]:
    """One tile in printed orientation, in a 100 x 100 box (``rotation`` keeps the pennants
    upright once the caller turns the tile)."""
    tile = tile_types()[letter]
    parts = [el("rect", width=T, height=T, fill=FIELD)]
    parts.extend(_roads(tile))
    for city in tile["cities"]:
        parts.append(el("path", d=_city_path(city["edges"]), fill=CITY, stroke=CITY_EDGE,
                        stroke_width=3, stroke_linejoin="round"))  # fmt: skip
    for city in tile["cities"]:
        if city.get("pennant"):
            parts.append(_pennant(city["edges"], rotation))
    if tile["monastery"]:
        parts.append(_monastery(rotation))
    parts.append(el("rect", width=T, height=T, fill="none", stroke="#3d5a25", stroke_width=1))
    return parts


def meeple(x: float, y: float, colour: str, lying: bool) -> str:
    body = (
        "M0,-13 c4,0 6,3 6,6 c0,2 -1,3 -2,4 l9,3 c3,1 3,5 0,5 l-6,0 l5,10 "
        "l-7,0 l-5,-7 l-5,7 l-7,0 l5,-10 l-6,0 c-3,0 -3,-4 0,-5 l9,-3 c-1,-1 -2,-2 -2,-4 "
        "c0,-3 2,-6 6,-6 Z"
    )
    turn = " rotate(-90)" if lying else ""
    return el("path", d=body, fill=colour, stroke="#ffffff", stroke_width=1.6,
              transform=f"translate({x:g},{y:g}){turn} scale(0.95)")  # fmt: skip


def render(view: pb.View, title: str = "Carcassonne", coordinates: bool = False) -> str:
    """The SVG picture of ``view``; ``coordinates`` labels every column (x) above the map and
    every row (y) left of it, as the actions name them (``tile at (x,y) r1``)."""
    tiles = list(view.tiles)
    xs = [t.x for t in tiles] or [0]
    ys = [t.y for t in tiles] or [0]
    min_x, max_x, min_y, max_y = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    margin = 40 if coordinates else 20
    board_w = (max_x - min_x + 1) * T
    board_h = (max_y - min_y + 1) * T
    panel_w = 300
    width = margin * 3 + board_w + panel_w
    height = max(margin * 2 + board_h, 140 + 40 * view.num_players + 220)
    body: list[str] = [el("rect", width=width, height=height, fill="#e9e4d4")]
    body.append(el("rect", x=margin, y=margin, width=board_w, height=board_h, fill="#d6dcc2",
                   stroke="#b8b8a0"))  # fmt: skip

    def origin(x: int, y: int) -> tuple[int, int]:
        return margin + (x - min_x) * T, margin + (y - min_y) * T

    if coordinates:
        body.extend(_axes(range(min_x, max_x + 1), range(min_y, max_y + 1), margin))

    for placed in tiles:
        ox, oy = origin(placed.x, placed.y)
        body.append(
            el(
                "g",
                tile_body(placed.tile, placed.rotation),
                class_="tile",
                data_tile=placed.tile,
                data_x=placed.x,
                data_y=placed.y,
                data_rotation=placed.rotation,
                transform=f"translate({ox},{oy}) rotate({90 * placed.rotation} 50 50)",
            )
        )
    if view.HasField("last_placed"):
        ox, oy = origin(view.last_placed.x, view.last_placed.y)
        body.append(el("rect", x=ox + 2, y=oy + 2, width=T - 4, height=T - 4, fill="none",
                       stroke="#ffffff", stroke_width=3, stroke_dasharray="8 5",
                       class_="last-placed"))  # fmt: skip
    for follower in view.followers:
        ox, oy = origin(follower.x, follower.y)
        location = pb.Location.Name(follower.location).removeprefix("LOCATION_")
        kind = pb.FeatureKind.Name(follower.kind).removeprefix("FEATURE_KIND_")
        sx, sy = SPOT.get(location, (50, 50))
        colour = SEAT_COLOURS[follower.seat % len(SEAT_COLOURS)]
        body.append(
            el(
                "g",
                meeple(ox + sx, oy + sy, colour, lying=kind == "FIELD"),
                class_="follower",
                data_seat=follower.seat,
                data_x=follower.x,
                data_y=follower.y,
                data_kind=kind,
                data_location=location,
            )
        )
    body.extend(_panel(view, margin * 2 + board_w, margin, title))
    return document(width, height, body, title)


def _axes(columns: range, rows: range, margin: int) -> list[str]:
    """Column numbers above the map and row numbers left of it, centred on their squares."""
    out = []
    for index, x in enumerate(columns):
        out.append(text(f"x {x}", x=margin + index * T + T // 2, y=margin - 12, font_size=14,
                        text_anchor="middle", fill="#333", class_="axis-x", data_x=x))  # fmt: skip
    for index, y in enumerate(rows):
        out.append(text(f"{y}", x=margin - 8, y=margin + index * T + T // 2 + 5, font_size=14,
                        text_anchor="end", fill="#333", class_="axis-y", data_y=y))  # fmt: skip
    out.append(text("y", x=margin - 8, y=margin - 12, font_size=14, text_anchor="end",
                    fill="#333"))  # fmt: skip
    return out


def _panel(view: pb.View, left: int, top: int, title: str) -> list[str]:
    out = [text(title, x=left, y=top + 18, font_size=20, font_weight="bold", fill="#333")]
    y = top + 50
    current = view.current_seat if view.HasField("current_seat") else None
    for status in view.seats:
        colour = SEAT_COLOURS[status.seat % len(SEAT_COLOURS)]
        name = SEAT_COLOUR_NAMES[status.seat % len(SEAT_COLOUR_NAMES)]
        marker = "▶ " if current == status.seat else ""
        you = " (you)" if view.HasField("seat") and view.seat == status.seat else ""
        out.append(el("g", [
            el("rect", x=left, y=y - 16, width=22, height=22, rx=4, fill=colour,
               stroke="#333"),
            text(f"{marker}seat {status.seat} {name}{you}", x=left + 30, y=y, font_size=15,
                 fill="#222"),
            text(f"{status.score} pts", x=left + 200, y=y, font_size=15, font_weight="bold",
                 fill="#222"),
            text(f"{status.followers_in_supply} of 7 followers in supply", x=left + 30, y=y + 17,
                 font_size=11, fill="#555"),
        ], class_="score", data_seat=status.seat, data_score=status.score))  # fmt: skip
        y += 44
    y += 10
    out.append(text(f"{view.tiles_remaining} tiles in the pile", x=left, y=y, font_size=14,
                    fill="#333"))  # fmt: skip
    y += 22
    if view.pending_decision:
        out.append(text(f"to do: {view.pending_decision.replace('_', ' ').lower()}", x=left,
                        y=y, font_size=14, fill="#333"))  # fmt: skip
        y += 22
    if view.current_tile:
        out.append(text("tile to place:", x=left, y=y, font_size=14, fill="#333"))
        out.append(el("g", tile_body(view.current_tile), class_="current-tile",
                      data_tile=view.current_tile,
                      transform=f"translate({left},{y + 10})"))  # fmt: skip
        y += 120
    if view.ranks:
        out.append(text("final ranks", x=left, y=y, font_size=15, font_weight="bold",
                        fill="#222"))  # fmt: skip
        for seat in sorted(range(len(view.ranks)), key=lambda s: view.ranks[s]):
            y += 20
            out.append(text(f"{view.ranks[seat]}. seat {seat}", x=left + 10, y=y, font_size=14,
                            fill="#222", class_="rank"))  # fmt: skip
    return out
