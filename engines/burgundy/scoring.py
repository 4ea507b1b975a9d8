"""Scoring: points as they are won, the end-game scoring with the knowledge tiles, the outcome."""

from __future__ import annotations

from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import catalog as C
from engines.burgundy import knowledge as K
from engines.burgundy.events import Events
from engines.burgundy.position import Position
from engines.burgundy.stages import (
    FINAL_GOODS,
    FINAL_SILVER,
    FINAL_WORKERS,
    KIND_BUILDING,
    KNOWLEDGE_SCORE,
    OVER,
)
from engines.contract import Outcome


class Scoring(Position):
    __slots__ = ()

    def outcome(self) -> Outcome | None:
        if self.stage != OVER:
            return None
        order = self.final_order()
        position = {seat: i for i, seat in enumerate(order)}
        sign = 1 if self._fewest else -1
        # position 0 is the first in turn order: "behind" ranks the larger position first
        track_sign = -1 if self._behind else 1

        def key(seat: int) -> tuple[int, int, int]:
            p = self.players[seat]
            return (-p.score, sign * p.empty_spaces(), track_sign * position[seat])

        ranked = sorted(range(self.n), key=key)
        ranks = [0] * self.n
        for i, seat in enumerate(ranked):
            ranks[seat] = i + 1
        return Outcome(tuple(self.scores()), tuple(ranks))

    def _final_scoring(self, events: Events) -> None:
        for seat, p in enumerate(self.players):
            self._score(seat, sum(p.goods), FINAL_GOODS, events)
            self._score(seat, p.silver, FINAL_SILVER, events)
            self._score(seat, p.workers // 2, FINAL_WORKERS, events)
            for number, points in self.knowledge_points(seat):
                self._score(seat, points, KNOWLEDGE_SCORE, events, knowledge=number)
        self.stage = OVER
        self.turn_index = 0
        outcome = self.outcome()
        assert outcome is not None
        if events is not None:
            over = pb.GameOver(scores=outcome.scores, ranks=outcome.ranks)
            events.append(pb.Event(game_over=over))

    def knowledge_points(self, seat: int) -> list[tuple[int, int]]:
        """End-game points of each end-game knowledge tile (15..26) in the estate."""
        p = self.players[seat]
        out: list[tuple[int, int]] = []
        if p.has(K.FINAL_PER_GOODS_TYPE_SOLD):
            out.append((K.FINAL_PER_GOODS_TYPE_SOLD, self._k15 * sum(1 for g in p.sold if g)))
        for number, building in K.FINAL_PER_BUILDING:
            if p.has(number):
                count = sum(
                    1
                    for c in range(1, C.NUM_CELLS + 1)
                    if p.estate[c] >= 0 and KIND_BUILDING[p.estate[c]] == building
                )
                out.append((number, 4 * count))
        if p.has(K.FINAL_PER_ANIMAL_SPECIES):
            species = {C.KIND_SPECIES[k] for k in p.estate if k >= 0 and C.KIND_SPECIES[k] >= 0}
            out.append((K.FINAL_PER_ANIMAL_SPECIES, 4 * len(species)))
        if p.has(K.FINAL_PER_GOODS_TILE_SOLD):
            out.append((K.FINAL_PER_GOODS_TILE_SOLD, sum(p.sold)))
        if p.has(K.FINAL_PER_BONUS_TILE):
            out.append((K.FINAL_PER_BONUS_TILE, self._k26 * len(p.bonus_tiles)))
        return out

    def _score(
        self,
        seat: int,
        points: int,
        cause: pb.ScoreCause.ValueType,
        events: Events,
        *,
        region: int = 0,
        colour: pb.Colour.ValueType = pb.COLOUR_UNSPECIFIED,
        large: bool = False,
        knowledge: int = 0,
    ) -> None:
        if points <= 0:
            return
        p = self.players[seat]
        p.score += points
        p.by_cause[cause] += points
        if events is not None:
            scored = pb.PointsScored(
                seat=seat,
                points=points,
                cause=cause,
                region=region,
                colour=colour,
                large=large,
                knowledge=knowledge,
                total=p.score,
            )
            events.append(pb.Event(points_scored=scored))
