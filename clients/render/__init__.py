"""Pictures of a position: a game's View message as SVG (optionally PNG).

:func:`render_view` dispatches on the game; each game's drawing lives in its own module
(:mod:`clients.render.carcassonne`, :mod:`clients.render.burgundy`).
"""

from __future__ import annotations

from importlib import import_module

from google.protobuf.message import Message

_MODULES = {
    "carcassonne": "clients.render.carcassonne",
    "burgundy": "clients.render.burgundy",
}


def render_view(game: str, view: Message, title: str = "") -> str:
    """The SVG document of ``view`` (the game's own View message)."""
    module_name = _MODULES.get(game.removeprefix("games/"))
    if module_name is None:
        raise ValueError(f"no renderer for {game}")
    module = import_module(module_name)
    svg: str = module.render(view, title or module.TITLE)
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
