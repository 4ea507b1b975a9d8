"""One Burgundy player's holdings."""

from __future__ import annotations

from engines.burgundy import catalog as C
from engines.burgundy.stages import NUM_CAUSES


class Player:
    """One player's holdings. Goods and sold counts are indexed by type 1..6."""

    __slots__ = (
        "bonus_tiles",
        "by_cause",
        "dice",
        "estate",
        "filled",
        "goods",
        "knowledge",
        "score",
        "silver",
        "sold",
        "storage",
        "unused",
        "workers",
    )

    def __init__(self, blank: bool = False) -> None:
        if blank:  # an empty shell that copy() fills (a compiled class's __new__ runs __init__)
            return
        self.score = 0
        self.silver = 0
        self.workers = 0
        self.goods = [0] * 7
        self.sold = [0] * 7
        self.storage: list[int] = []
        self.estate = [-1] * (C.NUM_CELLS + 1)
        self.filled = 0
        self.knowledge = 0
        self.bonus_tiles: list[tuple[int, bool]] = []
        self.dice: list[int] = []
        self.unused: list[int] = []
        self.by_cause = [0] * NUM_CAUSES

    def copy(self) -> Player:
        p = Player(True)
        p.score = self.score
        p.silver = self.silver
        p.workers = self.workers
        p.goods = self.goods[:]
        p.sold = self.sold[:]
        p.storage = self.storage[:]
        p.estate = self.estate[:]
        p.filled = self.filled
        p.knowledge = self.knowledge
        p.bonus_tiles = self.bonus_tiles[:]
        p.dice = self.dice[:]
        p.unused = self.unused[:]
        p.by_cause = self.by_cause[:]
        return p

    def has(self, number: int) -> bool:
        """Whether knowledge tile ``number`` is in the estate."""
        return bool(self.knowledge >> number & 1)

    def held_types(self) -> int:
        return sum(1 for g in self.goods if g)

    def empty_spaces(self) -> int:
        return C.NUM_CELLS - self.filled.bit_count()
