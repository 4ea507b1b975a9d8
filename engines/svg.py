"""A tiny SVG writer: escaped elements and attributes, nothing else."""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

Attr = str | int | float


def _fmt(value: Attr) -> str:
    if isinstance(value, float):
        return f"{value:.2f}".rstrip("0").rstrip(".")
    return str(value)


def attrs(values: dict[str, Attr | None]) -> str:
    return "".join(
        f" {key.rstrip('_').replace('_', '-')}={quoteattr(_fmt(v))}"
        for key, v in values.items()
        if v is not None
    )


def el(tag: str, children: str | list[str] = "", **values: Attr | None) -> str:
    body = children if isinstance(children, str) else "".join(children)
    if not body:
        return f"<{tag}{attrs(values)}/>"
    return f"<{tag}{attrs(values)}>{body}</{tag}>"


def text(content: str, **values: Attr | None) -> str:
    return f"<text{attrs(values)}>{escape(content)}</text>"


def document(width: float, height: float, body: list[str], title: str) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_fmt(width)}" height="{_fmt(height)}" '
        f'viewBox="0 0 {_fmt(width)} {_fmt(height)}" font-family="DejaVu Sans, Arial, sans-serif">'
        f"<title>{escape(title)}</title>" + "".join(body) + "</svg>\n"
    )


#: player colours by seat, shared by every game's pictures and text
SEAT_COLOURS = ("#d62728", "#1f5fd6", "#f2c500", "#2ca02c", "#222222", "#b05fc4")
SEAT_COLOUR_NAMES = ("red", "blue", "yellow", "green", "black", "purple")
