"""Every message the Burgundy page asks for is in web/locales/en/burgundy.ftl: the literal ids
in web/src/games/burgundy/*.js, and every id the page builds from a tile, colour, word choice or
column (one per building, species, tile kind, knowledge tile 1-26, estate colour...). No browser."""

from __future__ import annotations

import json
import re
from pathlib import Path

from engines.burgundy import tile_art

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted((ROOT / "web/src/games/burgundy").glob("*.js"))
FTL = ROOT / "web/locales/en/burgundy.ftl"


def catalog_ids() -> set[str]:
    return set(re.findall(r"^([a-z][a-z0-9_-]*) =", FTL.read_text(), flags=re.M))


def test_every_literal_message_id_is_in_the_catalog() -> None:
    ids = catalog_ids()
    used: set[str] = set()
    for path in SOURCES:
        used |= set(re.findall(r"""["'](burgundy-[a-z0-9_-]+)["']""", path.read_text()))
    assert used, "no message id found in the page's sources"
    assert not used - ids, sorted(used - ids)


def test_every_built_message_id_is_in_the_catalog() -> None:
    ids = catalog_ids()
    board = json.loads((ROOT / "engines/burgundy/data/board1.json").read_text())
    built = {f"burgundy-colour-{cell['color']}" for cell in board["cells"]}
    built |= {f"burgundy-colour-{c}" for c in tile_art.COLOURS}
    built |= {f"burgundy-tile-{s}" for s in tile_art.SPECIES}
    built |= {f"burgundy-tile-{label}" for label in ("castle", "ship", "mine", *tile_art.BUILDINGS)}
    built |= {f"burgundy-effect-{label}" for label in ("castle", "ship", "mine", "animal")}
    built |= {f"burgundy-effect-{label}" for label in tile_art.BUILDINGS}
    built |= {f"burgundy-effect-knowledge-{n}" for n in range(1, 27)}
    built |= {f"burgundy-op-{op}" for op in ("workers", "buy", "end", "decline")}
    columns = ("sales", "animals", "regions", "bonus", "towers", "knowledge", "goods", "silver",
               "workers", "empty")  # fmt: skip
    built |= {f"burgundy-col-{c}" for c in columns}
    assert not built - ids, sorted(built - ids)


def test_the_page_has_no_word_outside_the_catalog() -> None:
    # text in quotes that a person would read (capitalised words with a space), not ids or CSS
    for path in SOURCES:
        for line in path.read_text().splitlines():
            code = line.split("//", 1)[0]
            words = re.findall(r'"([A-Z][a-z]+ [a-z][^"]*)"', code)
            assert not words, (path.name, line)
