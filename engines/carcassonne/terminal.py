"""Carcassonne for the terminal seat (``meeple join``): the map as small tiles, 7 characters
wide and 3 high, with the coordinates on the axes, and the tile to place in every rotation the
seat may use. Returns a ``rich`` Text: coloured on a terminal, plain characters otherwise.

One tile, printed orientation of ``V`` (a road bend S-W) and of ``E`` (a city N)::

    .......      #######
    ───┐...      .......
    ...│...      .......

``#`` city (``*`` its pennant), ``─ │ ┐`` roads (``•`` where roads end in a village or
junction), ``M`` a monastery, ``.`` fields, a digit a follower of that seat (on a field: a
farmer). Free squares where the tile fits show their coordinates.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from meeple.carcassonne.v1 import carcassonne_pb2 as pb
from rich.text import Text

from engines.carcassonne.geometry import CITY, ROAD
from engines.carcassonne.tiles import LETTER_INDEX, TILE_TYPES, VARIANTS

WIDTH, HEIGHT = 7, 3
Cell = tuple[int, int]  # (row, column) inside a tile

#: the cells a city reaching each side covers (N, E, S, W)
CITY_CELLS: tuple[tuple[Cell, ...], ...] = (
    tuple((0, c) for c in range(WIDTH)),
    tuple((r, c) for r in range(HEIGHT) for c in (5, 6)),
    tuple((2, c) for c in range(WIDTH)),
    tuple((r, c) for r in range(HEIGHT) for c in (0, 1)),
)
#: the middle-row cells joining a side to the centre, for cities reaching several sides
CITY_JOIN: tuple[tuple[Cell, ...], ...] = (
    ((1, 3),),
    ((1, 3), (1, 4), (1, 5)),
    ((1, 3),),
    ((1, 1), (1, 2), (1, 3)),
)
#: where a pennant is drawn, by the city's first side
PENNANT: tuple[Cell, ...] = ((0, 1), (0, 5), (2, 5), (2, 1))
#: the road cells from each side to the centre (the centre itself excluded)
ROAD_CELLS: tuple[tuple[Cell, ...], ...] = (
    ((0, 3),),
    ((1, 4), (1, 5), (1, 6)),
    ((2, 3),),
    ((1, 0), (1, 1), (1, 2)),
)
ROAD_CHARS = ("│", "─", "│", "─")
#: the centre of a road through the tile, by its two sides
BENDS = {(0, 2): "│", (1, 3): "─", (0, 1): "└", (0, 3): "┘", (1, 2): "┌", (2, 3): "┐"}
CENTRE: Cell = (1, 3)
#: where a follower stands, by its Location (edges 1..4, half-edges 5..12, centre 13)
SPOTS: dict[int, Cell] = {
    1: (0, 3), 2: (1, 6), 3: (2, 3), 4: (1, 0),
    5: (0, 1), 6: (0, 5), 7: (0, 6), 8: (2, 6), 9: (2, 5), 10: (2, 1), 11: (2, 0), 12: (0, 0),
    13: (1, 3),
}  # fmt: skip

#: fields in two shades (so that neighbouring tiles stand apart), the last tile placed lighter
FIELD_STYLES = ("green on #17301a", "green on #1f3d22")
LAST_PLACED_FIELD = "bold bright_green on #3b6e3f"
CITY_STYLE = "bold #3a2410 on #d9a441"
PENNANT_STYLE = "bold white on #2b55b8"
ROAD_STYLE = "bold white"
MONASTERY_STYLE = "bold white on #a33a2a"
SEAT_STYLES = (
    "bold white on red",
    "bold white on blue",
    "bold black on yellow",
    "bold black on green",
    "bold white on grey11",
    "bold white on purple",
)
SEAT_NAMES = ("red", "blue", "yellow", "green", "black", "purple")
LEGEND = (
    "# city (* pennant)  ─│┐ road (• village)  M monastery  . field  "
    "digit: that seat's follower (on a field: farmer)"
)

Glyph = tuple[str, str]  # (character, style)


def tile_glyphs(
    letter: str, rotation: int, shade: int = 0, last: bool = False
) -> list[list[Glyph]]:
    """One tile in board orientation as HEIGHT rows of WIDTH (character, style) cells."""
    field = LAST_PLACED_FIELD if last else FIELD_STYLES[shade % 2]
    cells: list[list[Glyph]] = [[(".", field)] * WIDTH for _ in range(HEIGHT)]
    variant = VARIANTS[LETTER_INDEX[letter]][rotation % 4]
    road_ends = 0
    for segment in variant.segments:
        if segment.kind == CITY:
            for side in segment.sides:
                for r, c in CITY_CELLS[side]:
                    cells[r][c] = ("#", CITY_STYLE)
                if len(segment.sides) > 1:
                    for r, c in CITY_JOIN[side]:
                        cells[r][c] = ("#", CITY_STYLE)
            if segment.pennant:
                r, c = PENNANT[segment.sides[0]]
                cells[r][c] = ("*", PENNANT_STYLE)
    for segment in variant.segments:
        if segment.kind != ROAD:
            continue
        for side in segment.sides:
            for r, c in ROAD_CELLS[side]:
                cells[r][c] = (ROAD_CHARS[side], ROAD_STYLE)
        if len(segment.sides) == 2:
            cells[1][3] = (BENDS[(segment.sides[0], segment.sides[1])], ROAD_STYLE)
        else:
            road_ends += 1
    if variant.monastery >= 0:
        cells[1][3] = ("M", MONASTERY_STYLE)
    elif road_ends:
        cells[1][3] = ("•", ROAD_STYLE)
    return cells


def _seat_style(seat: int) -> str:
    return SEAT_STYLES[seat % len(SEAT_STYLES)]


def _row_label(y: int, line: int) -> str:
    return f"{y:>4}  " if line == 1 else " " * 6


def draw_map(view: pb.View, open_squares: Iterable[tuple[int, int]] = ()) -> Text:
    """The map: x along the top, y down the left, every placed tile with its followers, and
    ``open_squares`` (where the tile to place fits) labelled with their coordinates."""
    placed = {(t.x, t.y): t for t in view.tiles}
    last = (view.last_placed.x, view.last_placed.y) if view.HasField("last_placed") else None
    followers = {(f.x, f.y): f for f in view.followers}
    spots = set(open_squares) - set(placed)
    squares = set(placed) | spots or {(0, 0)}
    xs = range(min(x for x, _ in squares), max(x for x, _ in squares) + 1)
    ys = range(min(y for _, y in squares), max(y for _, y in squares) + 1)
    out = Text(no_wrap=True)
    out.append(" " * 6 + "".join(f"{x:^{WIDTH}}" for x in xs) + "  x\n", style="bold")
    for y in ys:
        rows = [[(" ", "")] * (WIDTH * len(xs)) for _ in range(HEIGHT)]
        for column, x in enumerate(xs):
            tile = placed.get((x, y))
            if tile is not None:
                cells = tile_glyphs(tile.tile, tile.rotation, shade=x + y, last=(x, y) == last)
                follower = followers.get((x, y))
                if follower is not None:
                    r, c = SPOTS.get(follower.location, CENTRE)
                    cells[r][c] = (str(follower.seat), _seat_style(follower.seat))
            elif (x, y) in spots:
                label = f"{x},{y}"
                cells = [[(" ", "")] * WIDTH for _ in range(HEIGHT)]
                cells[1] = [(ch, "cyan") for ch in f"{label:^{WIDTH}}"]
            else:
                continue
            for r in range(HEIGHT):
                rows[r][column * WIDTH : (column + 1) * WIDTH] = cells[r]
        for line, row in enumerate(rows):
            out.append(_row_label(y, line), style="bold")
            for char, style in row:
                out.append(char, style=style or None)
            out.append("\n")
    out.append(" " * 3 + "y", style="bold")
    return out


def draw_rotations(letter: str, rotations: Sequence[int]) -> Text:
    """The tile to place, side by side in each of ``rotations`` (as the actions name them)."""
    out = Text(no_wrap=True)
    out.append("  ".join(f"{'r' + str(r):^{WIDTH}}" for r in rotations) + "\n", style="bold")
    drawn = [tile_glyphs(letter, r) for r in rotations]
    for line in range(HEIGHT):
        for index, cells in enumerate(drawn):
            if index:
                out.append("  ")
            for char, style in cells[line]:
                out.append(char, style=style)
        out.append("\n")
    return out


def describe(view: pb.View, legal: Sequence[pb.Action] = ()) -> Text:
    """The whole screen of a seat: map, scores, pile, the tile to place in every rotation the
    legal actions offer (and where it fits)."""
    placements = [a.place_tile for a in legal if a.WhichOneof("action") == "place_tile"]
    out = draw_map(view, {(p.x, p.y) for p in placements})
    out.append("\n" + LEGEND + "\n", style="dim")
    current = view.current_seat if view.HasField("current_seat") else None
    for status in view.seats:
        name = SEAT_NAMES[status.seat % len(SEAT_NAMES)]
        out.append(f" {status.seat} ", style=_seat_style(status.seat))
        you = " (you)" if view.HasField("seat") and view.seat == status.seat else ""
        turn = "  <- to move" if current == status.seat else ""
        out.append(
            f" seat {status.seat} {name}{you}: {status.score} points, "
            f"{status.followers_in_supply} followers in supply{turn}\n"
        )
    out.append(f"{view.tiles_remaining} tiles in the pile\n")
    if view.current_tile:
        description = TILE_TYPES[LETTER_INDEX[view.current_tile]].description
        out.append(f"tile to place: {view.current_tile} ({description})\n", style="bold")
        rotations = sorted({p.rotation for p in placements}) or [0]
        out.append_text(draw_rotations(view.current_tile, rotations))
    return out
