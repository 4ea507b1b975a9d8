"""``meeple-conformance badge REPORT``: one SVG badge per certified profile of a verified report
("meeple conformance | carcassonne-core@1 certified"), flat, in the manner of shields.io."""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

#: average advance of Verdana 11px per character, enough to size a badge without a font
_CHAR = 6.6
GREEN = "#2e7d32"
GREY = "#555"


def _width(text: str) -> int:
    return int(len(text) * _CHAR) + 12


def badge_svg(label: str, message: str, colour: str = GREEN, title: str = "") -> str:
    left, right = _width(label), _width(message)
    total = left + right
    tip = escape(title or f"{label}: {message}")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{total}" height="20" role="img" '
        f'aria-label="{escape(label)}: {escape(message)}">'
        f"<title>{tip}</title>"
        f'<rect width="{left}" height="20" fill="{GREY}"/>'
        f'<rect x="{left}" width="{right}" height="20" fill="{colour}"/>'
        '<g fill="#fff" text-anchor="middle" font-family="Verdana,DejaVu Sans,sans-serif" '
        'font-size="11">'
        f'<text x="{left / 2:.1f}" y="14">{escape(label)}</text>'
        f'<text x="{left + right / 2:.1f}" y="14">{escape(message)}</text>'
        "</g></svg>\n"
    )


def write_badges(document: dict[str, Any], out: Path) -> list[Path]:
    """A badge per certified profile, named ``<profile>.svg``; returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for verdict in document.get("profiles") or []:
        if not verdict.get("certified"):
            continue
        label = f"{verdict['profile']}@{verdict['profile_version']}"
        svg = badge_svg(
            "meeple conformance",
            f"{label} certified",
            title=f"{verdict.get('claim') or label}; covers {len(verdict.get('fixtures') or {})} "
            f"fixtures, fixtures {verdict.get('fixtures_sha256')}",
        )
        path = out / f"{verdict['profile']}.svg"
        path.write_text(svg, encoding="utf-8")
        written.append(path)
    return written
