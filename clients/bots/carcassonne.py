"""Carcassonne heuristics for the bots.

``projected_scores``: each seat's score if the game ended now (the engine's own final scoring,
run on a clone: unfinished roads, cities and monasteries and the farmers count what they would
at the end), plus a small value per follower still in supply, since a follower on the board is
not free (it is stuck until its feature completes).
"""

from __future__ import annotations

from typing import Any

#: score scale for the search bot's squashed margins (a typical lead in points)
#: decisions the search bot's playouts look ahead
SEARCH_DEPTH = 2
#: score scale for the search bot's squashed margins
SCALE = 12.0
#: value of a follower kept in supply
FOLLOWER_VALUE = 1.0


def projected_scores(state: Any) -> list[float]:
    probe = state.clone()
    final_scoring = getattr(probe, "_final_scoring", None)
    if final_scoring is not None:
        final_scoring()
    supply: list[int] = list(getattr(state, "_supply", [0] * state.num_players))
    return [
        float(score) + FOLLOWER_VALUE * supply[seat] for seat, score in enumerate(probe.scores())
    ]
