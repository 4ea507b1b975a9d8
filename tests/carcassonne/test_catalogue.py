"""The tile catalogue under conformance/rules/ is what the tile data generates, and readable
without our engine: every letter has a section, an anchor and a picture."""

from __future__ import annotations

from xml.etree import ElementTree

from conformance import regenerate
from engines.carcassonne import catalogue
from engines.carcassonne.render import tile_types

PAGE = regenerate.RULES / catalogue.PAGE
PICTURES = regenerate.RULES / catalogue.PICTURES


def test_every_letter_has_a_section_and_a_picture() -> None:
    page = PAGE.read_text(encoding="utf-8")
    for letter, tile in tile_types().items():
        assert f'<a id="tile-{letter.lower()}"></a>Tile {letter}' in page
        assert f"![tile {letter}](tiles/{letter}.svg)" in page
        svg = ElementTree.parse(PICTURES / f"{letter}.svg").getroot()
        assert svg.tag.endswith("svg") and svg.get("viewBox") == "0 0 100 100"
        assert f"Edges N, E, S, W: {', '.join(tile['edges'])}." in page
    assert "The base game has 72" in page  # the counts add up to the base game
