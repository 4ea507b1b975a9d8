"""Carcassonne heuristics for the bots.

``projected_scores``: each seat's score if the game ended now (what the engine's final scoring
would give: unfinished roads, cities and monasteries and the farmers count what they would at
the end), plus a small value per follower still in supply, since a follower on the board is
not free (it is stuck until its feature completes).

The projection runs in every playout of the search bot, so it reads the engine's feature map
directly (without cloning the state or building events); :func:`slow_projected_scores` runs the
engine's own final scoring on a clone, and a test checks that both agree.
"""

from __future__ import annotations

from typing import Any

from engines.carcassonne.geometry import FIELD, MONASTERY

#: rounds of the other seats' turns the search bot's playouts look ahead
SEARCH_TURNS = 1
#: cap on playout decisions: the seat's follower step and the next seat's tile (at 48
#: simulations over 20 games, 75% against greedy, v 68% playing the next seat's whole turn)
SEARCH_DEPTH = 2
#: candidates the search bot considers (greedy's best)
SEARCH_WIDTH = 4
#: score scale for the search bot's squashed margins
SCALE = 12.0
#: value of a follower kept in supply
FOLLOWER_VALUE = 1.0


def projected_scores(state: Any) -> list[float]:
    meeple: dict[int, int] | None = getattr(state, "_meeple", None)
    if meeple is None:
        return slow_projected_scores(state)
    find = state._find
    n = state.num_players
    scores = [float(s) for s in state._scores]
    seen: set[int] = set()
    for node in meeple:
        root = find(node)
        if root in seen:
            continue
        seen.add(root)
        tile = state._node_tile[node]
        kind = state._t_variant[tile].segments[state._node_seg[node]].kind
        if kind == FIELD:
            is_open = state._open
            value = 3 * len({r for r in map(find, state._cities[root]) if not is_open[r]})
        elif kind == MONASTERY:
            value = 1 + state._neighbours(state._t_pos[tile])
        else:
            value = len(state._tiles[root]) + state._pennants[root]
        if value == 0:
            continue
        counts = [0] * n
        for occupant in state._occupants[root]:
            counts[meeple[occupant]] += 1
        best = max(counts)
        for seat in range(n):
            if counts[seat] == best:
                scores[seat] += value
    supply: list[int] = state._supply
    return [score + FOLLOWER_VALUE * supply[seat] for seat, score in enumerate(scores)]


def slow_projected_scores(state: Any) -> list[float]:
    """The same projection by the engine's own final scoring on a clone."""
    probe = state.clone()
    final_scoring = getattr(probe, "_final_scoring", None)
    if final_scoring is not None:
        final_scoring()
    supply: list[int] = list(getattr(state, "_supply", [0] * state.num_players))
    return [
        float(score) + FOLLOWER_VALUE * supply[seat] for seat, score in enumerate(probe.scores())
    ]
