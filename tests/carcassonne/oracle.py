"""A slow, independent model of the Carcassonne map, for differential tests.

It shares nothing with the engine but the tile JSON: segments are rotated here, features are
found by flood fill over the whole map each time, and completion is "every edge of every
segment has a neighbour". The engine's incremental union-find must agree with it.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

SIDES = ("N", "E", "S", "W")
HALVES = ("NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR")
STEP = {0: (0, -1), 1: (1, 0), 2: (0, 1), 3: (-1, 0)}
# proto enum numbers
KIND = {"road": 1, "city": 2, "monastery": 3, "field": 4}
CENTER = 13

RAW = {
    t["letter"]: t
    for t in json.loads(
        (Path(__file__).resolve().parents[2] / "engines/carcassonne/data/tiles.json").read_text()
    )["tiles"]
}


@dataclass(frozen=True)
class Seg:
    kind: int
    sides: frozenset[int]
    halves: frozenset[int]
    pennant: bool
    cities: tuple[int, ...]  # indexes into the same list

    @property
    def locations(self) -> list[int]:
        if self.kind == KIND["monastery"]:
            return [CENTER]
        if self.kind == KIND["field"]:
            return sorted(h + 5 for h in self.halves)
        return sorted(s + 1 for s in self.sides)


def segments(letter: str, rotation: int) -> list[Seg]:
    raw = RAW[letter]
    out: list[Seg] = []
    city_index: dict[int, int] = {}
    for i, city in enumerate(raw["cities"]):
        city_index[i] = len(out)
        sides = frozenset((SIDES.index(e) + rotation) % 4 for e in city["edges"])
        out.append(Seg(KIND["city"], sides, frozenset(), city["pennant"], ()))
    for road in raw["roads"]:
        sides = frozenset((SIDES.index(e) + rotation) % 4 for e in road["edges"])
        out.append(Seg(KIND["road"], sides, frozenset(), False, ()))
    for field in raw["fields"]:
        halves = frozenset((HALVES.index(h) + 2 * rotation) % 8 for h in field["halves"])
        cities = tuple(city_index[c] for c in field["adjacent_cities"])
        out.append(Seg(KIND["field"], frozenset(), halves, False, cities))
    if raw["monastery"]:
        out.append(Seg(KIND["monastery"], frozenset(), frozenset(), False, ()))
    return out


Node = tuple[int, int, int]  # x, y, segment index


@dataclass(frozen=True)
class Feature:
    kind: int
    nodes: frozenset[Node]
    tiles: int
    pennants: int
    complete: bool


class OracleMap:
    def __init__(self, tiles: Iterable[tuple[str, int, int, int]]) -> None:
        self.tiles = {(x, y): segments(letter, r) for letter, x, y, r in tiles}

    def node_at(self, x: int, y: int, kind: int, location: int) -> Node:
        for i, seg in enumerate(self.tiles[(x, y)]):
            if seg.kind == kind and location in seg.locations:
                return (x, y, i)
        raise KeyError((x, y, kind, location))

    def _neighbours(self, node: Node) -> list[Node]:
        x, y, i = node
        seg = self.tiles[(x, y)][i]
        found = []
        for side in seg.sides:
            dx, dy = STEP[side]
            other = self.tiles.get((x + dx, y + dy))
            if other:
                found += [(x + dx, y + dy, j) for j, o in enumerate(other)
                          if o.kind == seg.kind and (side + 2) % 4 in o.sides]  # fmt: skip
        for half in seg.halves:
            dx, dy = STEP[half // 2]
            other = self.tiles.get((x + dx, y + dy))
            facing = ((half + 4) % 8) ^ 1
            if other:
                found += [(x + dx, y + dy, j) for j, o in enumerate(other) if facing in o.halves]
        return found

    def feature(self, node: Node) -> Feature:
        seen = {node}
        todo = [node]
        while todo:
            for nxt in self._neighbours(todo.pop()):
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        kind = self.tiles[node[:2]][node[2]].kind
        segs = [(n, self.tiles[n[:2]][n[2]]) for n in seen]
        if kind == KIND["monastery"]:
            x, y = node[:2]
            around = sum((x + dx, y + dy) in self.tiles for dx in (-1, 0, 1) for dy in (-1, 0, 1))
            return Feature(kind, frozenset(seen), around, 0, around == 9)
        complete = kind != KIND["field"] and all(
            (n[0] + STEP[s][0], n[1] + STEP[s][1]) in self.tiles
            for n, seg in segs
            for s in seg.sides
        )
        return Feature(
            kind,
            frozenset(seen),
            len({n[:2] for n in seen}),
            sum(1 for _, seg in segs if seg.pennant),
            complete,
        )

    def completed_cities_of_field(self, node: Node) -> int:
        cities = set()
        for n in self.feature(node).nodes:
            for c in self.tiles[n[:2]][n[2]].cities:
                city = self.feature((n[0], n[1], c))
                if city.complete:
                    cities.add(city.nodes)
        return len(cities)
