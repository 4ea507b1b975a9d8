"""The tile catalogue under conformance/rules/ is what the tile data generates, and readable
without our engine: every letter has a section, an anchor and a picture."""

from __future__ import annotations

from xml.etree import ElementTree

from clients.render import tile_catalogue
from clients.render.carcassonne import tile_types


def test_the_catalogue_is_fresh() -> None:
    assert tile_catalogue.stale() == [], "run: python -m clients.render.tile_catalogue"


def test_every_letter_has_a_section_and_a_picture() -> None:
    page = tile_catalogue.PAGE.read_text(encoding="utf-8")
    for letter, tile in tile_types().items():
        assert f'<a id="tile-{letter.lower()}"></a>Tile {letter}' in page
        assert f"![tile {letter}](tiles/{letter}.svg)" in page
        svg = ElementTree.parse(tile_catalogue.PICTURES / f"{letter}.svg").getroot()
        assert svg.tag.endswith("svg") and svg.get("viewBox") == "0 0 100 100"
        assert f"Edges N, E, S, W: {', '.join(tile['edges'])}." in page
    assert "The base game has 72" in page  # the counts add up to the base game
