"""Carcassonne heuristics for the bots.

``projected_scores`` (the greedy bot's): each seat's score if the game ended now (what the
engine's final scoring would give: unfinished roads, cities and monasteries and the farmers
count what they would at the end), plus a small value per follower still in supply, since a
follower on the board is not free (it is stuck until its feature completes).

``expected_scores`` (the search bot's): an estimate of the final scores. With ``R`` tiles left
in the pile:

* a follower in supply is worth ``min(FOLLOWER_CAP, R / FOLLOWER_TILES)`` (what it can still
  earn), and a follower on a feature earns that back when the feature is likely to complete;
* an unfinished city with ``e`` open edges completes with probability ``q ** e``, where
  ``q = R / (R + COMPLETION_TILES)``, doubling its value when it does;
* an unfinished monastery expects each missing neighbour with probability
  ``R / (R + MONASTERY_TILES)``;
* roads and farms count what they count now (a farm only its completed cities).

The constants were tuned by playing the one-ply bot on this estimate against the greedy bot
(``python -m bench.bots --pairs search@0:greedy``; docs/clients.md: bots).

Both run in every simulation of the search bot, so they read the engine's feature map directly
(this module is part of the game's package), without cloning the state or building events;
:func:`slow_projected_scores` runs the engine's own final scoring on a clone, and a test checks
that it agrees with :func:`projected_scores`.
"""

from __future__ import annotations

from engines.carcassonne.geometry import CITY, FIELD, MONASTERY
from engines.carcassonne.state import CarcassonneState
from engines.contract import SearchSettings

#: the search bot's budget split (rounds of look-ahead, candidates, policy positions)
SEARCH = SearchSettings(turns=1, width=4, policy_nodes=200)
#: value of a follower kept in supply (projection)
FOLLOWER_VALUE = 1.0
#: expected_scores: a follower in supply is worth min(FOLLOWER_CAP, tiles left / FOLLOWER_TILES)
FOLLOWER_CAP = 4.0
FOLLOWER_TILES = 6.0
#: expected_scores: each open edge of a city is closed with probability R / (R + this)
COMPLETION_TILES = 30.0
#: expected_scores: each missing neighbour of a monastery comes with probability R / (R + this)
MONASTERY_TILES = 6.0


def _occupied_features(state: CarcassonneState) -> list[tuple[int, int, int, list[int]]]:
    """Each feature holding followers, once: its root node, a tile it covers, its kind and the
    followers each seat has on it (a list, not a generator, and the state's methods called
    directly: both compile to plain C calls)."""
    meeple: dict[int, int] = state._meeple
    n = state.num_players
    seen: set[int] = set()
    found: list[tuple[int, int, int, list[int]]] = []
    for node in meeple:
        root = state._find(node)
        if root in seen:
            continue
        seen.add(root)
        tile = state._tile_of(node)
        kind = state._t_variant[tile].segments[node - state._t_base[tile]].kind
        counts = [0] * n
        for occupant in state._occupants[root]:
            counts[meeple[occupant]] += 1
        found.append((root, tile, kind, counts))
    return found


def _award(scores: list[float], counts: list[int], value: float) -> None:
    """Give ``value`` to every seat with the most followers on the feature."""
    best = max(counts)
    for seat, count in enumerate(counts):
        if count == best:
            scores[seat] += value


def _completed_cities(state: CarcassonneState, field: int) -> int:
    is_open = state._open
    completed: set[int] = set()
    for city in state._cities[field]:
        root = state._find(city)
        if not is_open[root]:
            completed.add(root)
    return len(completed)


def projected_scores(state: CarcassonneState) -> list[float]:
    scores = [float(s) for s in state._scores]
    for root, tile, kind, counts in _occupied_features(state):
        if kind == FIELD:
            value = 3 * _completed_cities(state, root)
        elif kind == MONASTERY:
            value = 1 + state._neighbours(state._t_pos[tile])
        else:
            value = state._tiles[root].bit_count() + state._pennants[root]
        _award(scores, counts, value)
    supply: list[int] = state._supply
    return [score + FOLLOWER_VALUE * supply[seat] for seat, score in enumerate(scores)]


def expected_scores(state: CarcassonneState) -> list[float]:
    left = state._pile_total
    close = left / (left + COMPLETION_TILES)
    neighbour = left / (left + MONASTERY_TILES)
    follower = min(FOLLOWER_CAP, left / FOLLOWER_TILES)
    scores = [float(s) for s in state._scores]
    for root, tile, kind, counts in _occupied_features(state):
        returns = 0.0  # the chance the feature completes and its followers come back
        if kind == FIELD:
            value = 3.0 * _completed_cities(state, root)
        elif kind == MONASTERY:
            present = state._neighbours(state._t_pos[tile])
            value = 1 + present + (8 - present) * neighbour
            returns = neighbour ** (8 - present)
        else:
            size = state._tiles[root].bit_count() + state._pennants[root]
            returns = close ** state._open[root]
            value = size * (1 + returns) if kind == CITY else float(size)
        _award(scores, counts, value)
        for seat, count in enumerate(counts):
            scores[seat] += count * returns * follower
    supply: list[int] = state._supply
    return [score + follower * supply[seat] for seat, score in enumerate(scores)]


def slow_projected_scores(state: CarcassonneState) -> list[float]:
    """The same projection by the engine's own final scoring on a clone."""
    probe = state.clone()
    probe._quiet = True  # only the scores are wanted
    probe._final_scoring()
    supply = state._supply
    return [
        float(score) + FOLLOWER_VALUE * supply[seat] for seat, score in enumerate(probe.scores())
    ]
