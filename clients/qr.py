"""A URL as a QR code in a terminal (segno): two rows of modules per line, in Unicode half
blocks, light on dark as a terminal shows text, with the standard quiet zone. A phone's camera
reads it off the screen. Used by ``meeple serve --share``/``--lan`` and ``meeple create --qr``."""

from __future__ import annotations

import io

import segno


def qr_text(url: str) -> str:
    out = io.StringIO()
    segno.make(url, error="m", micro=False).terminal(out=out, compact=True, border=2)
    return out.getvalue()
