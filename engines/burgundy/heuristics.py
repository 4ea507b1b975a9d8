"""Castles of Burgundy heuristics for the bots.

Most decisions score nothing at once (taking a tile, buying, taking workers), so a position is
valued as the score plus what the seat holds that will turn into points.

``projected_scores`` (the greedy bot's): the score plus flat values for goods, tiles in storage
and on the estate, silver and workers, read from the engine's player records.

``expected_scores`` (the search bot's): an estimate of the final score. Silver, workers and
goods count what the final scoring and sales make of them; the end-game knowledge tiles count
what they would give now; tiles in storage count less as the game runs out; and every
unfinished region and colour counts a share of its completion points and bonus tile, growing
with the share of it already filled, weighted by the share of the game still to play. The
weights were tuned by playing the one-ply bot on this estimate against the greedy bot
(``python -m bench.bots --pairs search@0:greedy``; docs/clients.md: bots).
"""

from __future__ import annotations

from typing import Final

from engines.burgundy import catalog
from engines.burgundy.state import BurgundyState
from engines.contract import SearchSettings

#: the search bot's budget split (rounds of look-ahead, candidates, policy positions)
SEARCH = SearchSettings(turns=1, width=4, policy_nodes=40, review_marks=(3.0, 8.0, 15.0))

# projected_scores weights
SILVER = 0.5
WORKER = 0.3
GOODS = 0.7
STORED_TILE = 1.0
PLACED_TILE = 1.2


def projected_scores(state: BurgundyState) -> list[float]:
    return [
        p.score
        + SILVER * p.silver
        + WORKER * p.workers
        + GOODS * sum(p.goods)
        + STORED_TILE * len(p.storage)
        + PLACED_TILE * (p.filled.bit_count() - 1)  # the starting castle is free
        for p in state.players
    ]


# expected_scores weights (points per unit)
EXPECTED_SILVER = 1.0
EXPECTED_WORKER = 0.4
EXPECTED_GOODS = 1.5
EXPECTED_STORED_TILE = 1.0
#: share of an unfinished region's completion points (region size points + this phase's bonus)
REGION_SHARE = 1.5
#: share of an unfinished colour's next bonus tile
COLOUR_SHARE = 0.5


#: the board's figures expected_scores reads, as plain tuples (read natively when compiled):
#: each region but the start's (its mask and size) and each colour (its mask and cell count)
_REGIONS: Final = tuple(
    (mask, len(catalog.BOARD.region_cells[region]))
    for region, mask in enumerate(catalog.BOARD.region_mask)
    if region and region != catalog.BOARD.start_region
)
_COLOURS: Final = tuple(
    (colour, mask, mask.bit_count())
    for colour, mask in enumerate(catalog.BOARD.colour_mask)
    if mask
)
#: a region's completion points (its size's points and the phase's bonus), by phase and size
_COMPLETION: Final = tuple(
    tuple(points + bonus for points in catalog.REGION_POINTS) for bonus in catalog.PHASE_BONUS
)
_PHASES: Final = catalog.PHASES
_ROUNDS: Final = catalog.ROUNDS


def expected_scores(state: BurgundyState) -> list[float]:
    phase = min(state.phase, _PHASES - 1)
    played = state.phase * _ROUNDS + state.round
    left = max(0.0, 1.0 - played / (_PHASES * _ROUNDS))
    n = state.num_players
    large, small = catalog.BONUS_LARGE[n], catalog.BONUS_SMALL[n]
    completions = _COMPLETION[phase]
    out = []
    for seat, p in enumerate(state.players):
        value = (
            p.score
            + EXPECTED_SILVER * p.silver
            + EXPECTED_WORKER * p.workers
            + EXPECTED_GOODS * sum(p.goods)
            + EXPECTED_STORED_TILE * len(p.storage) * (0.3 + 0.7 * left)
            + sum(points for _, points in state.knowledge_points(seat))
        )
        filled = p.filled
        regions = 0.0
        for mask, size in _REGIONS:
            done = (filled & mask).bit_count()
            if done == 0 or filled & mask == mask:
                continue
            regions += (done / size) ** 1.5 * completions[size]
        colours = 0.0
        for colour, mask, cells in _COLOURS:
            owners = state.bonus_owner[colour]
            if owners[1] >= 0 or filled & mask == mask:
                continue
            bonus = large if owners[0] < 0 else small
            colours += ((filled & mask).bit_count() / cells) ** 2 * bonus
        out.append(value + (REGION_SHARE * regions + COLOUR_SHARE * colours) * left)
    return out
