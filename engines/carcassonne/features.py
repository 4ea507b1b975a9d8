"""The map and its features, tracked incrementally (a mixin of the Carcassonne state).

Every placed tile adds one union-find node per segment, and each edge it shares with the map
unites the facing segments. The root of a feature keeps its open edge count (a road or city is
complete at 0), its distinct tiles (a bitmask of tile numbers: a union is one ``|``), its
pennants, the nodes holding followers and, for a field, the city nodes it borders. Open
squares next to the map are kept with a packed constraint code (the edge type needed per side,
2 bits each), so the legal placements of a tile are one lookup in
:data:`engines.carcassonne.tiles.FIT` per open square. They are kept sorted, in three parallel
lists (square, code, and the square's PlaceTile actions by rotation mask), so that enumerating
placements walks two lists in order without sorting or hashing.
"""

from __future__ import annotations

import bisect
from typing import Final

from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne.actions import CarcassonneAction, PlaceTile
from engines.carcassonne.geometry import RING, unpack
from engines.carcassonne.tiles import Segment, Variant
from engines.game_state import GameState

# (Final names: compiled code loads them as statics, not from the module's dict by name)
bisect_left: Final = bisect.bisect_left
bisect_right: Final = bisect.bisect_right
# rows of initial node values, by a tile's segment count
_ZERO_ROWS: Final[tuple[tuple[int, ...], ...]] = tuple((0,) * n for n in range(16))
_NO_NODES: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(((),) * n for n in range(16))

#: a square's PlaceTile actions for each rotation mask (bit r: rotation r)
Placements = tuple[tuple[PlaceTile, ...], ...]
# Placements by square: a pure function of the square, shared by all states (a game reaches a
# few hundred squares; the memo is cleared if it ever grows large).
_PLACEMENTS: Final[dict[int, Placements]] = {}
_MEMO_LIMIT: Final = 100_000


def placements(pos: int) -> Placements:
    """The PlaceTile actions of square ``pos`` for each rotation mask."""
    found = _PLACEMENTS.get(pos)
    if found is None:
        if len(_PLACEMENTS) >= _MEMO_LIMIT:
            _PLACEMENTS.clear()
        x, y = unpack(pos)
        actions = [PlaceTile(x, y, r) for r in range(4)]
        found = _PLACEMENTS[pos] = tuple(
            tuple(actions[r] for r in range(4) if mask >> r & 1) for mask in range(16)
        )
    return found


class FeatureMap(GameState[CarcassonneAction, pb.Event, pb.View, pb.State]):
    """Tiles on the map and the union-find over their segments. The attributes live in the
    state's slots (see :class:`engines.carcassonne.state.CarcassonneState`). The root of the
    state's single chain of bases (FeatureMap, Scoring, Encoding, CarcassonneState), so that
    each can be a compiled class (mypyc allows one base class)."""

    _board: dict[int, int]  # packed square -> tile number
    # the open squares next to the map, ascending; their constraint codes; their placements
    _open_squares: list[int]
    _open_codes: list[int]
    _open_placements: list[Placements]
    _t_variant: list[Variant]
    _t_pos: list[int]
    _t_base: list[int]  # first feature node of each tile
    _parent: list[int]
    _open: list[int]
    _tiles: list[int]  # a feature's distinct tiles (at roots): bit t for tile number t
    _pennants: list[int]
    _occupants: list[tuple[int, ...]]  # nodes holding a follower (at roots)
    _cities: list[tuple[int, ...]]  # fields: bordered city nodes (at roots)
    _cloisters: tuple[int, ...]  # squares of the monasteries not yet surrounded

    def _code_at(self, pos: int) -> int:
        """The constraint code of open square ``pos``; 0 if it is not next to the map."""
        squares = self._open_squares
        i = bisect_left(squares, pos)
        return self._open_codes[i] if i < len(squares) and squares[i] == pos else 0

    def _tile_of(self, node: int) -> int:
        """The number of the tile that feature node ``node`` belongs to."""
        return bisect_right(self._t_base, node) - 1

    def _segment_of(self, node: int) -> Segment:
        """The segment (of its tile, in board orientation) of feature node ``node``."""
        tile = bisect_right(self._t_base, node) - 1
        return self._t_variant[tile].segments[node - self._t_base[tile]]

    def _find(self, node: int) -> int:
        parent = self._parent
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    def _place(self, variant: Variant, pos: int, at: int = -1) -> int:
        """Put a tile on the map and merge its features (no legality check). ``at``: where
        ``pos`` is among the open squares, when the caller has found it."""
        tile = len(self._t_pos)
        parent = self._parent
        base = len(parent)
        count = len(variant.segments)
        board = self._board
        board[pos] = tile
        t_variant = self._t_variant
        t_base = self._t_base
        t_variant.append(variant)
        self._t_pos.append(pos)
        t_base.append(base)
        parent += range(base, base + count)
        opened = self._open
        opened += variant.open_edges
        tiles = self._tiles
        tiles += _ZERO_ROWS[count]
        own = 1 << tile
        for i in variant.edge_segments:
            tiles[base + i] = own
        pennants = self._pennants
        pennants += variant.pennants
        occupants = self._occupants
        occupants += _NO_NODES[count]
        cities = self._cities
        cities += _NO_NODES[count]
        for i, bordered in variant.field_cities:
            cities[base + i] = tuple([base + c for c in bordered])
        if variant.monastery >= 0:
            self._cloisters = (*self._cloisters, pos)
        squares = self._open_squares
        # i: where pos is, then was, among the open squares (squares[:i] < pos < squares[i:])
        i = at if at >= 0 else bisect_left(squares, pos)
        if i < len(squares) and squares[i] == pos:
            squares.pop(i)
            self._open_codes.pop(i)
            self._open_placements.pop(i)
        for delta, bits, links in variant.sides:
            npos = pos + delta
            other = board.get(npos)
            if other is None:
                i = self._open_beside(npos, delta, bits, i)
                continue
            connections = t_variant[other].connections
            other_base = t_base[other]
            for own_seg, facing, edge in links:
                # unite the features of nodes a and b (the smaller root stays the root);
                # a road or city edge that closes takes 2 open half-edges off the feature
                a = base + own_seg
                b = other_base + connections[facing]
                while parent[a] != a:  # find, halving the path
                    parent[a] = parent[parent[a]]
                    a = parent[a]
                while parent[b] != b:
                    parent[b] = parent[parent[b]]
                    b = parent[b]
                if a == b:
                    if edge:
                        opened[a] -= 2
                    continue
                if a > b:
                    a, b = b, a
                parent[b] = a
                opened[a] += opened[b] - 2 if edge else opened[b]
                if tiles[b]:
                    tiles[a] = tiles[a] | tiles[b]
                if pennants[b]:
                    pennants[a] += pennants[b]
                if occupants[b]:
                    occupants[a] = occupants[a] + occupants[b]
                if cities[b]:
                    cities[a] = cities[a] + cities[b]
        return tile

    def _open_beside(self, npos: int, delta: int, bits: int, i: int) -> int:
        """Open the empty square ``npos``, ``pos + delta`` of a tile just put at ``pos``, or add
        to its code the ``bits`` of that tile's side. ``i``: where pos was among the open squares
        (``squares[:i] < pos < squares[i:]``); the same place afterwards is returned."""
        squares = self._open_squares
        # the squares north and south of pos sit right beside its place (no packed square lies
        # between them); those east and west are searched for
        if delta == -1:
            j = i - 1 if i and squares[i - 1] == npos else i
        else:
            j = i if delta == 1 else bisect_left(squares, npos)
        if j < len(squares) and squares[j] == npos:
            self._open_codes[j] |= bits
            return i
        squares.insert(j, npos)
        self._open_codes.insert(j, bits)
        self._open_placements.insert(j, _PLACEMENTS.get(npos) or placements(npos))
        return i + 1 if delta < 0 else i  # npos went in before pos's place

    def _neighbours(self, pos: int) -> int:
        """How many of the 8 squares around ``pos`` hold a tile."""
        board = self._board
        count = 0
        for step in RING:  # a loop mypyc compiles (map over bound methods runs generic calls)
            if pos + step in board:
                count += 1
        return count

    def _surrounded(self, pos: int) -> bool:
        """Whether all 8 squares around ``pos`` hold a tile (stops at the first empty one)."""
        board = self._board
        # a loop mypyc compiles (all and map are generic calls there; a generator is slower pure)
        for step in RING:  # noqa: SIM110
            if pos + step not in board:
                return False
        return True
