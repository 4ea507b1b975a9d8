"""Scoring: completed features at the end of a turn, and the final scoring (a mixin of the
Carcassonne state).

Turn scoring reports every road and city of the placed tile that is now complete, in
canonical-spot order, then every completed monastery of the 3x3 block around it in (x, y)
order; the majority of followers scores in full (ties all score), and the followers return
only after all of the turn's scoring. Final scoring takes every occupied incomplete road, city
and monastery in the order their first follower was placed, then every occupied field
(3 points per completed city it borders).
"""

from __future__ import annotations

from typing import Final

from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne import events as ev
from engines.carcassonne.events import ReturnedFollower
from engines.carcassonne.features import FeatureMap
from engines.carcassonne.geometry import FIELD, MONASTERY, RING, ROAD, unpack
from engines.carcassonne.steps import DRAW_TILE, GAME_OVER

# offsets of the 3x3 block around a square
_BLOCK_OFFSETS: Final = frozenset((0, *RING))
# the points of a feature nobody scores, by player count
_NO_POINTS: Final = tuple((0,) * n for n in range(8))
#: a feature scored during a turn: kind, tiles, pennants, points per seat, square, location
_Fields = tuple[int, int, int, tuple[int, ...], int, int]


def ranks_of(scores: list[int]) -> tuple[int, ...]:
    """Rank per seat, 1 = best; tied seats share a rank (the rulebook's shared victory)."""
    return tuple(1 + sum(1 for other in scores if other > score) for score in scores)


class Scoring(FeatureMap):
    """Scoring rules over the feature map; attributes live in the state's slots."""

    _n: int
    _meeple: dict[int, int]  # node -> seat of the follower on it
    _supply: list[int]
    _scores: list[int]
    _pile_total: int
    _seat: int
    _step: int
    _drawn: int
    _ranks: tuple[int, ...]
    #: True while applying without events: the scoring builds none
    _quiet: bool

    def _award(self, root: int, value: int) -> tuple[int, ...]:
        """Give ``value`` to every seat with the most followers on the feature; the points of
        each seat."""
        n = self._n
        occupants = self._occupants[root]
        if not occupants or value == 0:
            return _NO_POINTS[n]
        counts = [0] * n
        meeple = self._meeple
        for node in occupants:
            counts[meeple[node]] += 1
        best = max(counts)
        points = [0] * n
        for seat, count in enumerate(counts):
            if count == best:
                points[seat] = value
                self._scores[seat] += value
        return tuple(points)

    def _remove_followers(self, root: int) -> list[ReturnedFollower]:
        """Take the feature's followers back, in the contract's order: by seat, then column,
        row and location (``FeatureScored.followers_returned``)."""
        returned = []
        for node in self._occupants[root]:
            seat = self._meeple.pop(node)
            self._supply[seat] += 1
            tile = self._tile_of(node)
            seg = self._t_variant[tile].segments[node - self._t_base[tile]]
            returned.append((seat, self._t_pos[tile], seg.location, seg.kind))
        self._occupants[root] = ()
        returned.sort()
        return returned

    def _follower_message(self, node: int, seat: int) -> pb.Follower:
        tile = self._tile_of(node)
        seg = self._t_variant[tile].segments[node - self._t_base[tile]]
        x, y = unpack(self._t_pos[tile])
        return ev.follower(seat, x, y, seg.kind, seg.location)

    def _end_turn(self) -> list[pb.Event]:
        """Score what the placed tile completed, return those followers, pass the turn."""
        variant = self._t_variant[-1]
        base = self._t_base[-1]
        pos = self._t_pos[-1]
        events: list[pb.Event] = []
        # the roots of the features scored now, and the fields of their FeatureScored events
        scored: list[int] = []
        fields: list[_Fields] = []
        opened = self._open
        parent = self._parent
        for i, kind, location in variant.closable:
            root = base + i
            while parent[root] != root:
                root = parent[root]
            if opened[root] or root in scored:
                continue
            tiles = self._tiles[root].bit_count()
            pennants = self._pennants[root]
            value = tiles if kind == ROAD else 2 * (tiles + pennants)
            points = self._award(root, value)
            scored.append(root)
            fields.append((kind, tiles, pennants, points, pos, location))
        for square in self._cloisters:
            if square - pos in _BLOCK_OFFSETS:
                self._score_monasteries(pos, scored, fields)
                break
        if scored:
            # followers return only after all of the turn's scoring
            returned = [self._remove_followers(root) for root in scored]
            if not self._quiet:
                for (kind, tiles, pennants, points, at, location), back in zip(
                    fields, returned, strict=True
                ):
                    events.append(
                        ev.feature_scored(
                            kind, False, True, tiles, pennants, 0, points, back, at, location
                        )
                    )
        if self._pile_total == 0:
            events.extend(self._final_scoring())
        else:
            self._seat = (self._seat + 1) % self._n
            self._step = DRAW_TILE
        return events

    def _score_monasteries(self, pos: int, scored: list[int], fields: list[_Fields]) -> None:
        """Score every monastery of the 3x3 block around ``pos`` that is now surrounded, in
        (x, y) order, and drop it from the incomplete monasteries."""
        done = [m for m in self._cloisters if m - pos in _BLOCK_OFFSETS and self._surrounded(m)]
        if not done:
            return
        done.sort()
        self._cloisters = tuple(m for m in self._cloisters if m not in done)
        for square in done:
            other_variant = self._t_variant[self._board[square]]
            root = self._t_base[self._board[square]] + other_variant.monastery
            points = self._award(root, 9)
            location = other_variant.segments[other_variant.monastery].location
            scored.append(root)
            fields.append((MONASTERY, 9, 0, points, square, location))

    def _completed_cities(self, field: int) -> int:
        """How many completed cities the field with root ``field`` borders."""
        parent = self._parent
        opened = self._open
        roots = set()
        for root in set(self._cities[field]):
            while parent[root] != root:
                root = parent[root]
            if not opened[root]:
                roots.add(root)
        return len(roots)

    def _final_scoring(self) -> list[pb.Event]:
        events: list[pb.Event] = []
        for fields in (False, True):
            for node in sorted(self._meeple):
                if node not in self._meeple:
                    continue  # already taken off with an earlier follower of its feature
                tile = self._tile_of(node)
                seg = self._t_variant[tile].segments[node - self._t_base[tile]]
                if (seg.kind == FIELD) != fields:
                    continue
                root = self._find(node)
                tiles = pennants = cities = 0
                complete = False
                if seg.kind == FIELD:
                    cities = self._completed_cities(root)
                    value = 3 * cities
                elif seg.kind == MONASTERY:
                    tiles = 1 + self._neighbours(self._t_pos[tile])
                    complete = tiles == 9
                    value = tiles
                else:
                    tiles = self._tiles[root].bit_count()
                    pennants = self._pennants[root]
                    complete = self._open[root] == 0
                    value = tiles + pennants
                points = self._award(root, value)
                returned = self._remove_followers(root)
                if self._quiet:
                    continue
                events.append(
                    ev.feature_scored(
                        seg.kind, True, complete, tiles, pennants, cities, points, returned,
                        self._t_pos[tile], seg.location,
                    )
                )  # fmt: skip
        self._step = GAME_OVER
        self._drawn = -1
        scores = self._scores
        self._ranks = ranks_of(scores)
        if not self._quiet:
            events.append(ev.game_over(scores, self._ranks))
        return events
