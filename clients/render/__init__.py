"""Pictures of a position: a game's View message as SVG (optionally PNG).

:func:`render_view` asks the game (:meth:`engines.contract.Game.render_view`); each game draws
itself in its own package (``engines/<game>/render.py``) with the primitives of
:mod:`engines.svg`.
"""

from __future__ import annotations

from importlib import import_module

from google.protobuf.message import Message

from engines import registry


class NoRenderer(ValueError):
    """The game draws no pictures (or is not installed in this client)."""


def render_view(game: str, view: Message, title: str = "", *, coordinates: bool = False) -> str:
    """The SVG document of ``view`` (the game's own View message); ``coordinates`` labels the
    places the game's actions name (the map's columns and rows, the estate's cells)."""
    name = game.removeprefix("games/")
    try:
        svg = registry.get_game(name).render_view(view, title, coordinates=coordinates)
    except KeyError:
        raise NoRenderer(f"the {name} game is not installed in this client") from None
    if svg is None:
        raise NoRenderer(f"no renderer for {name}: the game draws no pictures")
    return svg


def svg_to_png(svg: str, scale: float = 1.0) -> bytes:
    """PNG bytes of an SVG document. Needs the optional ``cairosvg`` package
    (``pip install 'meeple[png]'``) and the system cairo library."""
    try:
        cairosvg = import_module("cairosvg")
    except ImportError as missing:  # pragma: no cover - depends on the installation
        raise RuntimeError("PNG output needs cairosvg: pip install 'meeple[png]'") from missing
    png: bytes = cairosvg.svg2png(bytestring=svg.encode(), scale=scale)
    return png
