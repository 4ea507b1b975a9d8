"""Castles of Burgundy heuristics for the bots.

Most decisions score nothing at once (taking a tile, buying, taking workers), so a position is
valued as the score plus what the seat holds that will turn into points: goods (sold later for
points and silver), tiles in storage and on the estate (regions and colour bonuses), silver and
workers (more choices). Read from the engine's player records when they are there, else from
the public view.
"""

from __future__ import annotations

from typing import Any

#: rounds of the other seats' turns the search bot's playouts look ahead
SEARCH_TURNS = 1
#: positions the search bot's greedy playout policy values per decision
POLICY_NODES = 40
#: score scale for the search bot's squashed margins
SCALE = 15.0
SILVER = 0.5
WORKER = 0.3
GOODS = 0.7
STORED_TILE = 1.0
PLACED_TILE = 1.2


def projected_scores(state: Any) -> list[float]:
    players = getattr(state, "players", None)
    if players is not None and hasattr(players[0], "filled"):
        # fast path: the engine's own player records (read only)
        return [
            p.score
            + SILVER * p.silver
            + WORKER * p.workers
            + GOODS * sum(p.goods)
            + STORED_TILE * len(p.storage)
            + PLACED_TILE * (p.filled.bit_count() - 1)
            for p in players
        ]
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
