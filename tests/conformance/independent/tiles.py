"""The tile set, read from the catalogue conformance/rules/carcassonne-tiles.md."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

CATALOGUE = Path(__file__).resolve().parents[3] / "conformance" / "rules" / "carcassonne-tiles.md"
EDGES = ("north", "east", "south", "west")
HALVES = ("NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR")
#: the four neighbours, by edge: N, E, S, W (y grows to the south)
STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))


@dataclass(frozen=True)
class Segment:
    kind: str  # "road", "city", "field", "monastery"
    edges: frozenset[int]  # 0..3 (N E S W), roads and cities
    halves: frozenset[int]  # 0..7 (NL .. WR), fields
    pennant: bool = False
    borders: tuple[int, ...] = ()  # fields: indices of the city segments they touch

    def turned(self, r: int, cities: list[int]) -> Segment:
        return Segment(
            self.kind,
            frozenset((e + r) % 4 for e in self.edges),
            frozenset((h + 2 * r) % 8 for h in self.halves),
            self.pennant,
            tuple(cities[c] for c in self.borders),
        )


@dataclass(frozen=True)
class Tile:
    letter: str
    count: int
    edges: tuple[str, ...]  # per edge N E S W: "city", "road", "field"
    segments: tuple[Segment, ...]

    def turned(self, r: int) -> Tile:
        """The tile after r quarter turns clockwise: printed edge e faces (e + r) mod 4."""
        cities = [i for i, s in enumerate(self.segments) if s.kind == "city"]
        edges = tuple(self.edges[(e - r) % 4] for e in range(4))
        return Tile(
            self.letter, self.count, edges, tuple(s.turned(r, cities) for s in self.segments)
        )

    def shape(self) -> tuple[object, ...]:
        """What a rotation is judged by: the same shape is the same placement."""

        def one(s: Segment) -> tuple[object, ...]:
            cities = tuple(sorted(sorted(self.segments[c].edges) for c in s.borders))
            return (s.kind, sorted(s.edges), sorted(s.halves), s.pennant, cities)

        return (self.edges, tuple(sorted(map(str, map(one, self.segments)))))


def _segment(line: str, city_numbers: dict[int, int], index: int) -> Segment:
    kind = line.split(" ")[0].rstrip(":")
    if kind == "monastery":
        return Segment("monastery", frozenset(), frozenset())
    if kind == "city":
        number = int(re.match(r"city (\d+):", line).group(1))  # type: ignore[union-attr]
        city_numbers[number] = index
    edges = frozenset(EDGES.index(w) for w in re.findall(r"north|east|south|west", line))
    halves = frozenset(
        HALVES.index(h) for h in re.findall(r"\b(?:NL|NR|EL|ER|SL|SR|WL|WR)\b", line)
    )
    borders_text = line.split("borders city ")[1] if "borders city" in line else ""
    borders = tuple(int(n) for n in re.findall(r"\d+", borders_text))
    if kind == "field":
        return Segment("field", frozenset(), halves, False, borders)
    return Segment(kind, edges, frozenset(), "pennant" in line)


def read_catalogue(path: Path = CATALOGUE) -> dict[str, Tile]:
    text = path.read_text(encoding="utf-8")
    tiles: dict[str, Tile] = {}
    for block in text.split('## <a id="tile-')[1:]:
        letter = block[0].upper()
        count = int(re.search(r"; (\d+) in the game", block).group(1))  # type: ignore[union-attr]
        edge_line = re.search(r"Edges N, E, S, W: ([a-z, ]+)\.", block).group(1)  # type: ignore[union-attr]
        edges = tuple(e.strip() for e in edge_line.split(","))
        city_numbers: dict[int, int] = {}
        lines = [ln[2:] for ln in block.splitlines() if ln.startswith("- ")]
        segments = [_segment(ln, city_numbers, i) for i, ln in enumerate(lines)]
        # field borders name cities by their number in the catalogue: map them to indices
        segments = [
            Segment(s.kind, s.edges, s.halves, s.pennant, tuple(city_numbers[c] for c in s.borders))
            for s in segments
        ]
        tiles[letter] = Tile(letter, count, edges, tuple(segments))
    return tiles
