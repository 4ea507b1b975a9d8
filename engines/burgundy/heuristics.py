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


def expected_scores(state: BurgundyState) -> list[float]:
    board = catalog.BOARD
    phase = min(state.phase, catalog.PHASES - 1)
    played = state.phase * catalog.ROUNDS + state.round
    left = max(0.0, 1.0 - played / (catalog.PHASES * catalog.ROUNDS))
    n = state.num_players
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
        for region in range(1, len(board.region_mask)):
            mask = board.region_mask[region]
            done = (filled & mask).bit_count()
            if region == board.start_region or done == 0 or filled & mask == mask:
                continue
            size = len(board.region_cells[region])
            completion = catalog.REGION_POINTS[size] + catalog.PHASE_BONUS[phase]
            regions += (done / size) ** 1.5 * completion
        colours = 0.0
        for colour, mask in enumerate(board.colour_mask):
            owners = state.bonus_owner[colour]
            if mask == 0 or owners[1] >= 0 or filled & mask == mask:
                continue
            bonus = catalog.BONUS_LARGE[n] if owners[0] < 0 else catalog.BONUS_SMALL[n]
            colours += ((filled & mask).bit_count() / mask.bit_count()) ** 2 * bonus
        out.append(value + (REGION_SHARE * regions + COLOUR_SHARE * colours) * left)
    return out
