"""Castles of Burgundy heuristics for the bots.

Most decisions score nothing at once (taking a tile, buying, taking workers), so a position is
valued as the score plus what the seat holds that will turn into points: goods (sold later for
points and silver), tiles in storage and on the estate (regions and colour bonuses), silver and
workers (more choices). Read from the public view, so it needs no engine internals.
"""

from __future__ import annotations

from typing import Any

#: decisions the search bot's playouts look ahead
SEARCH_DEPTH = 4
#: score scale for the search bot's squashed margins
SCALE = 15.0
SILVER = 0.5
WORKER = 0.3
GOODS = 0.7
STORED_TILE = 1.0
PLACED_TILE = 1.2


def projected_scores(state: Any) -> list[float]:
    view = state.view(None)
    out = []
    for player in view.players:
        placed = len(player.estate) - 1  # the starting castle is free
        out.append(
            player.score
            + SILVER * player.silver
            + WORKER * player.workers
            + GOODS * sum(player.goods)
            + STORED_TILE * len(player.storage)
            + PLACED_TILE * placed
        )
    return out
