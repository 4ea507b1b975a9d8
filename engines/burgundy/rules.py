"""Small pure rule helpers of The Castles of Burgundy: die adjustment costs, the track."""

from __future__ import annotations

from typing import Final


def die_distance(rolled: int, target: int) -> int:
    """Steps from ``rolled`` to ``target`` on the 1..6 ring (6 and 1 are one step apart)."""
    d = abs(rolled - target)
    return min(d, 6 - d)


def _build_cost_table() -> tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]:
    """COST[step - 1][free][rolled][target]: minimum workers to turn ``rolled`` into ``target``
    when each worker moves the die up to ``step`` (2 with K8) and ``free`` steps are free
    (1 with K9..K12 for their action type). Index 0 of rolled/target is unused."""
    table = []
    for step in (1, 2):
        per_free = []
        for free in (0, 1):
            rows = [tuple(0 for _ in range(7))]
            for rolled in range(1, 7):
                row = [0]
                for target in range(1, 7):
                    remaining = max(0, die_distance(rolled, target) - free)
                    row.append(-(-remaining // step))
                rows.append(tuple(row))
            per_free.append(tuple(rows))
        table.append(tuple(per_free))
    return tuple(table)


COST: Final = _build_cost_table()


def workers_needed(rolled: int, target: int, step: int, free: int) -> int:
    """Minimum workers to use a die showing ``rolled`` for ``target``."""
    return COST[step - 1][free][rolled][target]


def turn_order(track: list[list[int]]) -> list[int]:
    """Seats in turn order: furthest space first, top of a stack before bottom."""
    order: list[int] = []
    for space in reversed(track):
        if space:  # most of the track is empty
            order += reversed(space)
    return order


def adjacent_depots(depot: int) -> tuple[int, int]:
    """The two neighbours of a numbered depot on the ring 1..6."""
    return (6 if depot == 1 else depot - 1, 1 if depot == 6 else depot + 1)


def ship_pairs(ring: bool = True) -> tuple[tuple[int, int], ...]:
    """Canonical unordered pairs of adjacent depots for knowledge tile 5; depots 6 and 1 are
    adjacent on the ring (option k5_adjacency "ring"), not on a line."""
    pairs = ((1, 2), (2, 3), (3, 4), (4, 5), (5, 6))
    return (*pairs, (1, 6)) if ring else pairs
