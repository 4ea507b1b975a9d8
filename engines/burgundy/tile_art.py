"""The Castles of Burgundy's hex tiles as pictures: one SVG body per tile label (castle, ship,
mine, each of the 8 buildings, each animal species with its count, knowledge tiles 1-26), drawn
around (0, 0) on a hex of radius :data:`RADIUS`. ``render.py`` (``meeple render``) and the web
page (through ``web/artwork.py``) draw the same bodies, so the picture and the page agree.

Only pictures: no rule. The labels are the engine's tile labels (``sheep_3``, ``knowledge_17``,
``city_hall``...)."""

from __future__ import annotations

import math
from functools import cache

from engines.svg import el, text

#: the hex's circumradius in the body's own units (scale it to draw it larger or smaller)
RADIUS = 20.0
COLOURS = {
    "castle": "#2f6b3a",
    "pasture": "#9ccc65",
    "animal": "#9ccc65",
    "ship": "#3a7bd5",
    "mine": "#8d8d8d",
    "building": "#e6cf9c",
    "knowledge": "#f1d13a",
}
BUILDINGS = (
    "warehouse",
    "watchtower",
    "carpenters_workshop",
    "church",
    "market",
    "boarding_house",
    "bank",
    "city_hall",
)
SPECIES = {"cow": "#7a4b2a", "pig": "#f2a7b5", "sheep": "#fbfbf4", "chicken": "#ffffff"}
INK = "#3a3226"


def hex_points(cx: float, cy: float, size: float) -> str:
    return " ".join(
        f"{cx + size * math.cos(math.radians(60 * i - 30)):.1f},"
        f"{cy + size * math.sin(math.radians(60 * i - 30)):.1f}"
        for i in range(6)
    )


def kind(label: str) -> str:
    """castle, ship, mine, building, knowledge or animal."""
    if label in ("castle", "ship", "mine"):
        return label
    if label.startswith("knowledge_"):
        return "knowledge"
    if label in BUILDINGS:
        return "building"
    return "animal"


def colour(label: str) -> str:
    return COLOURS[kind(label)]


def labels() -> list[str]:
    """Every tile label of the base game."""
    out = ["castle", "ship", "mine", *BUILDINGS]
    out += [f"{species}_{n}" for species in SPECIES for n in (2, 3, 4)]
    out += [f"knowledge_{n}" for n in range(1, 27)]
    return out


def _path(d: str, fill: str, stroke: str = INK, width: float = 1.2) -> str:
    return el("path", d=d, fill=fill, stroke=stroke, stroke_width=width, stroke_linejoin="round")


def _castle() -> str:
    wall = "M-12 10V-2h3v-3h3v3h3v-9h3v3h3v-3h3v9h3v-3h3v3h3V10Z"
    return _path(wall, "#e8dfc4") + el("rect", x=-2.5, y=3, width=5, height=7, fill=INK)


def _ship() -> str:
    hull = _path("M-13 3H13L9 10H-9Z", "#8a5a2b")
    mast = el("line", x1=0, y1=3, x2=0, y2=-13, stroke=INK, stroke_width=1.5)
    sail = _path("M1-12L11 1H1Z", "#ffffff") + _path("M-1-9L-9 1H-1Z", "#f4f1e6")
    return hull + mast + sail


def _mine() -> str:
    hill = _path("M-14 10L-4-9 3-1 7-6 14 10Z", "#6b6b6b")
    door = _path("M-4 10V4a4 4 0 0 1 8 0V10Z", "#222222")
    pick = el("line", x1=6, y1=-12, x2=12, y2=-4, stroke="#f4d03f", stroke_width=1.6)
    return hill + door + pick


def _house(fill: str) -> str:
    return _path("M-10 10V-1L0-9 10-1V10Z", fill)


def _building(label: str) -> str:
    if label == "warehouse":
        return _path("M-11-6H11V10H-11Z", "#b07a3c") + _path("M-11-6L11 10M11-6L-11 10", "none")
    if label == "watchtower":
        top = _path("M-7-9H7V-5H-7Z", "#a0522d")
        return _path("M-4 10V-5H4V10Z", "#c89f6a") + top + el("rect", x=-1.5, y=-2, width=3,
                                                               height=4, fill=INK)  # fmt: skip
    if label == "carpenters_workshop":
        saw = _path("M-12 2H8V-4H-12Z", "#c0c0c0")
        teeth = _path("M-12 2l2 3 2-3 2 3 2-3 2 3 2-3 2 3 2-3 2 3 2-3", "none")
        handle = _path("M8-6H13V4H8Z", "#8a5a2b")
        return saw + teeth + handle
    if label == "church":
        cross = _path("M-1-15H1V-11H4V-9H1V-5H-1V-9H-4V-11H-1Z", INK, INK, 0.6)
        return _house("#f4ead2") + cross + el("rect", x=-2, y=4, width=4, height=6, fill=INK)
    if label == "market":
        awning = _path("M-12-6H12L10-1H-10Z", "#c0392b")
        stripes = _path("M-6-6L-5-1M0-6V-1M6-6L5-1", "none", "#ffffff", 1.4)
        stall = _path("M-10-1H10V10H-10Z", "#d9b77e")
        return awning + stripes + stall + el("circle", cx=-4, cy=4, r=2.2, fill="#e67e22") + el(
            "circle", cx=3, cy=4, r=2.2, fill="#27ae60")  # fmt: skip
    if label == "boarding_house":
        bed = _path("M-7 6H7V2H-7Z", "#ffffff") + el("circle", cx=-4, cy=0, r=1.8, fill=INK)
        return _house("#e0a96d") + bed
    if label == "bank":
        return "".join(
            el("ellipse", cx=0, cy=8 - 4 * i, rx=9, ry=3, fill="#d4af37", stroke=INK,
               stroke_width=1)
            for i in range(4)
        )  # fmt: skip
    # city hall: a pediment over columns
    pediment = _path("M-13-4L0-12 13-4Z", "#f4f1e6")
    columns = "".join(el("rect", x=-11 + 6 * i, y=-4, width=3, height=12, fill="#f4f1e6",
                         stroke=INK, stroke_width=0.8) for i in range(4))  # fmt: skip
    return pediment + columns + _path("M-13 8H13V11H-13Z", "#f4f1e6")


def _animal(species: str, count: str) -> str:
    body = el("ellipse", cx=-2, cy=-1, rx=8, ry=5.5, fill=SPECIES.get(species, "#fff"),
              stroke=INK, stroke_width=1.2)  # fmt: skip
    head = el("circle", cx=7, cy=-5, r=3.6, fill=SPECIES.get(species, "#fff"), stroke=INK,
              stroke_width=1.2)  # fmt: skip
    legs = _path("M-7 4V8M3 4V8", "none")
    extra = ""
    if species == "chicken":
        extra = _path("M6-9l1-3 1 3Z", "#c0392b", "#c0392b", 0.5)
    elif species == "cow":
        extra = el("circle", cx=-4, cy=-2, r=2, fill="#ffffff")
    elif species == "pig":
        extra = el("ellipse", cx=10, cy=-4.5, rx=1.3, ry=1.6, fill="#e58a9c")
    number = text(f"×{count}", x=0, y=16, font_size=7.5, text_anchor="middle", fill=INK,
                  font_weight="bold")  # fmt: skip
    return body + head + legs + extra + number


def _coin() -> str:
    return el("circle", cx=0, cy=0, r=7, fill="#c0c0c0", stroke=INK, stroke_width=1.5)


def _worker() -> str:
    return el("rect", x=-5, y=-8, width=10, height=16, rx=2, fill="#6b4a2b")


def _goods() -> str:
    return el("rect", x=-7, y=-7, width=14, height=14, rx=2, fill="#8e44ad", stroke=INK)


def _hex() -> str:
    return el("polygon", points=hex_points(0, 0, 9), fill="#2b2b2b", stroke=INK)


def _star() -> str:
    return _path("M0-10L3-3 10-3 4 2 6 9 0 5-6 9-4 2-10-3-3-3Z", "#f4d03f")


def _mini(picture: str) -> str:
    """A knowledge tile's sign: what it is about, small, in the scroll's lower right."""
    return el("g", picture, transform="translate(7 9) scale(0.42)")


#: each knowledge tile's sign (what its rule is about)
KNOWLEDGE_SIGNS = {
    1: lambda: _house("#e6cf9c") + _house("#e6cf9c").replace("M-10", "M-4"),
    2: _mine,
    3: _coin,
    4: _worker,
    5: _ship,
    6: _hex,
    7: lambda: _animal("sheep", "1").split("<text")[0],
    8: _worker,
    9: lambda: _building("warehouse"),
    10: _ship,
    11: _castle,
    12: _hex,
    13: _coin,
    14: _worker,
    15: _goods,
    24: lambda: _animal("cow", "1").split("<text")[0],
    25: _goods,
    26: _star,
}


def _knowledge(number: str) -> str:
    scroll = _path("M-9-10H7a3 3 0 0 1 0 6V10H-9Z", "#fff8dc")
    n = int(number) if number.isdigit() else 0
    if 16 <= n <= 23:
        sign = _building(BUILDINGS[n - 16])
    elif n in KNOWLEDGE_SIGNS:
        sign = KNOWLEDGE_SIGNS[n]()
    else:
        sign = ""
    label = text(number, x=-2, y=2, font_size=10, text_anchor="middle", fill=INK,
                 font_weight="bold")  # fmt: skip
    return scroll + label + (_mini(sign) if sign else "")


@cache
def body(label: str) -> str:
    """The tile ``label`` drawn on a hex of radius :data:`RADIUS` around (0, 0)."""
    what = kind(label)
    hexagon = el("polygon", points=hex_points(0, 0, RADIUS), fill=colour(label), stroke=INK,
                 stroke_width=1.5)  # fmt: skip
    if what == "castle":
        picture = _castle()
    elif what == "ship":
        picture = _ship()
    elif what == "mine":
        picture = _mine()
    elif what == "building":
        picture = _building(label)
    elif what == "knowledge":
        picture = _knowledge(label.removeprefix("knowledge_"))
    else:
        species, _, count = label.partition("_")
        picture = _animal(species, count)
    return hexagon + picture


def placed(label: str, cx: float, cy: float, size: float, **attrs: str | float) -> str:
    """The tile ``label`` at (cx, cy) on a hex of circumradius ``size``."""
    scale = size / RADIUS
    transform = f"translate({cx:.1f} {cy:.1f}) scale({scale:.3f})"
    return el("g", body(label), transform=transform, **attrs)
