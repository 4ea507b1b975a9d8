"""The artwork the page shares with the games' renderers (``engines/<game>/render.py``), as JSON
for the bundle.

Carcassonne: every tile letter drawn by ``engines.carcassonne.render.tile_body`` (printed
orientation; one body per rotation so pennants and monasteries stay upright), the follower
figure and the seat colours. Burgundy: the estate's cells and the depots' spaces from the
engine's layout data, the render's colours, and every hex tile's picture
(``engines.burgundy.tile_art``). Only pictures and layouts: no rule.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(1, str(ROOT / "proto"))

from engines.burgundy import render as burgundy  # noqa: E402
from engines.burgundy import tile_art as burgundy_art  # noqa: E402
from engines.carcassonne import render as carcassonne  # noqa: E402
from engines.svg import SEAT_COLOUR_NAMES, SEAT_COLOURS  # noqa: E402


def artwork() -> dict[str, object]:
    letters = sorted(carcassonne.tile_types())
    return {
        "seat_colours": list(SEAT_COLOURS),
        "seat_colour_names": list(SEAT_COLOUR_NAMES),
        "carcassonne": {
            "tiles": {
                letter: ["".join(carcassonne.tile_body(letter, r)) for r in range(4)]
                for letter in letters
            },
            "follower": carcassonne.meeple(0, 0, "COLOUR", lying=False),
            "farmer": carcassonne.meeple(0, 0, "COLOUR", lying=True),
            "spots": carcassonne.SPOT,
        },
        "burgundy": {
            "cells": [
                {k: cell[k] for k in ("id", "q", "r", "color", "die")}
                for cell in burgundy.board()["cells"]
            ],
            "colours": burgundy.COLOURS,
            "goods_colours": list(burgundy.GOODS_COLOURS),
            "buildings": list(burgundy.BUILDINGS),
            # every tile's picture (engines/burgundy/tile_art.py), on a hex of this radius
            "tiles": {label: burgundy_art.body(label) for label in burgundy_art.labels()},
            "tile_radius": burgundy_art.RADIUS,
        },
    }


if __name__ == "__main__":
    Path(sys.argv[1]).write_text(json.dumps(artwork(), separators=(",", ":"), sort_keys=True))
