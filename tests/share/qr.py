"""Reading back the QR codes the project draws, with a real decoder (zxing-cpp): from the
terminal's half-block text and from a screenshot."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import zxingcpp
from PIL import Image

#: what each character of segno's compact terminal output shows: (top, bottom), True = light
#: (a printed block shows the terminal's light foreground; a space its dark background)
HALVES = {"█": (True, True), "▀": (True, False), "▄": (False, True), " ": (False, False)}


def terminal_blocks(text: str) -> list[list[str]]:
    """Every QR code in ``text``: runs of lines made only of half blocks."""
    blocks: list[list[str]] = []
    current: list[str] = []
    for line in text.splitlines():
        if len(line) > 10 and set(line) <= set(HALVES) and "█" in line:
            current.append(line)
            continue
        if current:
            blocks.append(current)
            current = []
    if current:
        blocks.append(current)
    return blocks


def decode_terminal(lines: list[str], scale: int = 6) -> list[str]:
    width = max(len(line) for line in lines)
    rows = []
    for line in lines:
        halves = [HALVES[c] for c in line.ljust(width, "█")]
        rows.append([top for top, _ in halves])
        rows.append([bottom for _, bottom in halves])
    pixels = np.array(rows, dtype=np.uint8) * 255
    image = Image.fromarray(pixels).resize(
        (pixels.shape[1] * scale, pixels.shape[0] * scale), Image.Resampling.NEAREST
    )
    return [found.text for found in zxingcpp.read_barcodes(image)]


def decode_image(path: Path) -> list[str]:
    return [found.text for found in zxingcpp.read_barcodes(Image.open(path).convert("L"))]
