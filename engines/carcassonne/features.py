"""The map and its features, tracked incrementally (a mixin of the Carcassonne state).

Every placed tile adds one union-find node per segment, and each edge it shares with the map
unites the facing segments. The root of a feature keeps its open edge count (a road or city is
complete at 0), its distinct tiles, its pennants, the nodes holding followers and, for a
field, the city nodes it borders. Open squares next to the map are kept with a packed
constraint code (the edge type needed per side, 2 bits each), so the legal placements of a
tile are one lookup in :data:`engines.carcassonne.tiles.FIT` per open square.
"""

from __future__ import annotations

from typing import Final

from engines.carcassonne.geometry import DELTAS, RING, facing_half
from engines.carcassonne.tiles import Variant

_EMPTY: Final[frozenset[int]] = frozenset()
# (own half-edge, facing half-edge) for the two halves of each side
_SIDE_HALVES: Final = tuple(
    ((2 * s, facing_half(2 * s)), (2 * s + 1, facing_half(2 * s + 1))) for s in range(4)
)


class FeatureMap:
    """Tiles on the map and the union-find over their segments. The attributes live in the
    state's slots (see :class:`engines.carcassonne.state.CarcassonneState`)."""

    _board: dict[int, int]  # packed square -> tile number
    _frontier: dict[int, int]  # open square next to the map -> constraint code
    _t_variant: list[Variant]
    _t_pos: list[int]
    _t_base: list[int]  # first feature node of each tile
    _parent: list[int]
    _open: list[int]
    _tiles: list[frozenset[int]]
    _pennants: list[int]
    _occupants: list[tuple[int, ...]]  # nodes holding a follower (at roots)
    _cities: list[tuple[int, ...]]  # fields: bordered city nodes (at roots)
    _node_tile: list[int]
    _node_seg: list[int]

    def _find(self, node: int) -> int:
        parent = self._parent
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    def _union(self, a: int, b: int, edge: bool) -> None:
        """Unite the features of nodes a and b; ``edge`` when a road or city edge closes."""
        ra = self._find(a)
        rb = self._find(b)
        if ra == rb:
            if edge:
                self._open[ra] -= 2
            return
        if ra > rb:
            ra, rb = rb, ra
        self._parent[rb] = ra
        self._open[ra] += self._open[rb] - (2 if edge else 0)
        if self._tiles[rb]:
            self._tiles[ra] = self._tiles[ra] | self._tiles[rb]
        self._pennants[ra] += self._pennants[rb]
        if self._occupants[rb]:
            self._occupants[ra] = self._occupants[ra] + self._occupants[rb]
        if self._cities[rb]:
            self._cities[ra] = self._cities[ra] + self._cities[rb]

    def _place(self, variant: Variant, pos: int) -> int:
        """Put a tile on the map and merge its features (no legality check)."""
        tile = len(self._t_pos)
        base = len(self._parent)
        self._board[pos] = tile
        self._t_variant.append(variant)
        self._t_pos.append(pos)
        self._t_base.append(base)
        own = frozenset((tile,))
        for i, seg in enumerate(variant.segments):
            self._parent.append(base + i)
            self._open.append(len(seg.sides))
            self._tiles.append(own if seg.sides else _EMPTY)
            self._pennants.append(1 if seg.pennant else 0)
            self._occupants.append(())
            self._cities.append(tuple(base + c for c in seg.cities))
            self._node_tile.append(tile)
            self._node_seg.append(i)
        frontier = self._frontier
        board = self._board
        frontier.pop(pos, None)
        edges = variant.edges
        for side in range(4):
            npos = pos + DELTAS[side]
            other = board.get(npos)
            opposite = (side + 2) % 4
            if other is None:
                frontier[npos] = frontier.get(npos, 0) | (edges[side] << (2 * opposite))
                continue
            other_variant = self._t_variant[other]
            other_base = self._t_base[other]
            own_seg = variant.side_segment[side]
            if own_seg >= 0:
                self._union(base + own_seg, other_base + other_variant.side_segment[opposite], True)
            for half, facing in _SIDE_HALVES[side]:
                own_seg = variant.half_segment[half]
                if own_seg >= 0:
                    other_seg = other_variant.half_segment[facing]
                    self._union(base + own_seg, other_base + other_seg, False)
        return tile

    def _neighbours(self, pos: int) -> int:
        board = self._board
        return sum(1 for d in RING if pos + d in board)
