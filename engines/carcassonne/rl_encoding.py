"""Carcassonne's reinforcement-learning encoding (engines.rl; documented in docs/rl.md).

**Frame.** Everything on the map is numbered relative to the map's bounding box: cell
``(dx, dy)`` is square ``(min_x - 1 + dx, min_y - 1 + dy)``. The map is connected and has at
most 72 tiles, so its width plus height is at most 73 and every square a tile may go to lies in
``0 <= dx, dy < 74`` (``SIDE``). The frame makes the encoding translation-invariant.

**Actions** (``num_distinct_actions = 74 * 74 * 4 + 52 + 1``):

* ``(dx * 74 + dy) * 4 + rotation``: place the drawn tile at frame cell (dx, dy), turned
  ``rotation`` quarter turns clockwise;
* ``TILE_ACTIONS + i``: place a follower on ``FOLLOWER_SPOTS[i]`` (feature kind, location) of
  the tile just placed;
* ``TILE_ACTIONS + len(FOLLOWER_SPOTS)``: place no follower.

**Chance**: outcome ``i`` is the tile letter ``LETTERS[i]`` (A..X) drawn.

**Observation** (for one seat, from its View): the frame's ``74 x 74`` cells with
``CHANNELS`` planes (channel-last, flattened row-major as ``[dx][dy][channel]``), then seat
vectors in *relative* seat order (index 0 = the observing seat, then the next seats in turn
order; absent seats are zeros), the pile, the step and the seat to move (relative).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from engines.carcassonne.actions import Pass, PlaceFollower, PlaceTile
from engines.carcassonne.geometry import (
    CENTER,
    CITY,
    CITY_EDGE,
    LOCATIONS_OF_KIND,
    ROAD,
    ROAD_EDGE,
    unpack,
)
from engines.carcassonne.tiles import (
    FOLLOWERS_PER_PLAYER,
    LETTER_INDEX,
    LETTERS,
    TILE_TYPES,
    Variant,
)
from engines.contract import GameState
from engines.rl import Buffer, RLEncoding

SIDE: Final = 74
TILE_ACTIONS: Final = SIDE * SIDE * 4
#: every (feature kind, location) a follower may take, in a fixed order
FOLLOWER_SPOTS: Final = tuple(
    (kind, location)
    for kind in sorted(LOCATIONS_OF_KIND)
    for location in sorted(LOCATIONS_OF_KIND[kind])
)
_SPOT_INDEX: Final = {spot: i for i, spot in enumerate(FOLLOWER_SPOTS)}
PASS_ACTION: Final = TILE_ACTIONS + len(FOLLOWER_SPOTS)
MAX_PLAYERS: Final = 6

#: cell planes: 0 a tile; 1 + side the edge on side N/E/S/W is a city; 5 + side a road (a
#: tile's other sides are fields); 9 a monastery; 10 a pennant; 11 the tile just placed
#: (follower step); 12 a follower of the observing seat; 13 a follower of another seat;
#: 14 + pair two sides joined by one city, 20 + pair two sides joined by one road (pairs
#: N-E, E-S, S-W, W-N, N-S, E-W: tiles G and H, or I and N, have the same edges and differ
#: only here); 26 + kind - 1 the follower's feature (road, city, monastery, field: a thief,
#: knight, monk or farmer); 30 + location - 1 its canonical location N, E, S, W, NL .. WR
#: (a monk's is the centre: no plane). With these planes two positions with equal cells have
#: the same features, with the same followers on them.
_OCCUPIED, _MONASTERY, _PENNANT, _JUST_PLACED, _MINE, _THEIRS = 0, 9, 10, 11, 12, 13
_EDGE_PLANE: Final = {CITY_EDGE: 1, ROAD_EDGE: 5}
#: the pairs of sides one feature may join, in plane order
SIDE_PAIRS: Final = ((0, 1), (1, 2), (2, 3), (0, 3), (0, 2), (1, 3))
_PAIR_INDEX: Final = {pair: i for i, pair in enumerate(SIDE_PAIRS)}
_JOIN_PLANE: Final = {CITY: 14, ROAD: 20}
_FOLLOWER_KIND: Final = 26
_FOLLOWER_LOCATION: Final = 30
#: locations with a plane: the edges and half-edges (not the centre)
_LOCATION_PLANES: Final = 12
CHANNELS: Final = _FOLLOWER_LOCATION + _LOCATION_PLANES


def _joins(variant: Variant) -> tuple[int, ...]:
    """The join planes of a tile variant: each pair of sides one city or road joins."""
    planes: list[int] = []
    for segment in variant.segments:
        base = _JOIN_PLANE.get(segment.kind)
        if base is None:
            continue
        sides = sorted(segment.sides)
        planes.extend(
            base + _PAIR_INDEX[(a, b)] for i, a in enumerate(sides) for b in sides[i + 1 :]
        )
    return tuple(sorted(planes))


#: per (letter index, rotation): the cell planes a tile sets
_TILE_PLANES: Final = tuple(
    tuple(
        (
            _OCCUPIED,
            *(
                _EDGE_PLANE[edge] + side
                for side, edge in enumerate(variant.edges)
                if edge in _EDGE_PLANE
            ),
            *((_MONASTERY,) if variant.monastery >= 0 else ()),
            *((_PENNANT,) if any(variant.pennants) else ()),
            *_joins(variant),
        )
        for variant in tile_type.variants
    )
    for tile_type in TILE_TYPES
)
_STEPS: Final = {"PLACE_TILE": 0, "PLACE_FOLLOWER": 1}
_CELLS: Final = SIDE * SIDE * CHANNELS
_SCORES: Final = _CELLS
_SUPPLY: Final = _SCORES + MAX_PLAYERS
_PRESENT: Final = _SUPPLY + MAX_PLAYERS
_PILE: Final = _PRESENT + MAX_PLAYERS
_CURRENT: Final = _PILE + len(LETTERS)
_STEP: Final = _CURRENT + len(LETTERS)
_TO_MOVE: Final = _STEP + len(_STEPS)
_COPIES: Final = tuple(t.count for t in TILE_TYPES)
#: how a score is scaled into the observation
SCORE_SCALE: Final = 100.0


def _origin(state: GameState[Any, Any, Any, Any]) -> tuple[int, int]:
    """The frame's origin (min_x - 1, min_y - 1) of the map of ``state``."""
    squares = [unpack(key) for key in state._board]  # type: ignore[attr-defined]
    return min(x for x, _ in squares) - 1, min(y for _, y in squares) - 1


class CarcassonneEncoding(RLEncoding[PlaceTile | PlaceFollower | Pass]):
    num_distinct_actions = PASS_ACTION + 1
    chance_outcomes = tuple(("tile", letter) for letter in LETTERS)
    observation_parts = (
        ("cells", (SIDE, SIDE, CHANNELS)),
        ("scores", (MAX_PLAYERS,)),
        ("followers_in_supply", (MAX_PLAYERS,)),
        ("seats_present", (MAX_PLAYERS,)),
        ("pile", (len(LETTERS),)),
        ("current_tile", (len(LETTERS),)),
        ("step", (len(_STEPS),)),
        ("to_move", (MAX_PLAYERS,)),
    )
    #: 71 draws and up to 2 decisions per tile, with room for redrawn unplaceable tiles
    max_game_length = 1000

    def __init__(self, num_players: int) -> None:
        super().__init__()
        self.num_players = num_players

    def action_ids(
        self,
        state: GameState[Any, Any, Any, Any],
        actions: Sequence[PlaceTile | PlaceFollower | Pass],
    ) -> list[int]:
        ids: list[int] = []
        origin: tuple[int, int] | None = None
        for action in actions:
            if isinstance(action, PlaceTile):
                if origin is None:
                    origin = _origin(state)
                dx, dy = action.x - origin[0], action.y - origin[1]
                if not (0 <= dx < SIDE and 0 <= dy < SIDE):
                    raise ValueError(f"{action} lies outside the action frame")
                ids.append((dx * SIDE + dy) * 4 + action.rotation)
            elif isinstance(action, PlaceFollower):
                ids.append(TILE_ACTIONS + _SPOT_INDEX[(action.kind, action.location)])
            else:
                ids.append(PASS_ACTION)
        return ids

    def write_observation(
        self, state: GameState[Any, Any, Any, Any], seat: int, out: Buffer
    ) -> None:
        view = state.view(seat)
        ox = min(t.x for t in view.tiles) - 1
        oy = min(t.y for t in view.tiles) - 1
        for tile in view.tiles:
            base = ((tile.x - ox) * SIDE + tile.y - oy) * CHANNELS
            for plane in _TILE_PLANES[LETTER_INDEX[tile.tile]][tile.rotation]:
                out[base + plane] = 1.0
        if view.HasField("last_placed"):
            last = view.last_placed
            out[((last.x - ox) * SIDE + last.y - oy) * CHANNELS + _JUST_PLACED] = 1.0
        for follower in view.followers:
            base = ((follower.x - ox) * SIDE + follower.y - oy) * CHANNELS
            out[base + (_MINE if follower.seat == seat else _THEIRS)] = 1.0
            out[base + _FOLLOWER_KIND + follower.kind - 1] = 1.0
            if follower.location != CENTER:
                out[base + _FOLLOWER_LOCATION + follower.location - 1] = 1.0
        n = self.num_players
        for status in view.seats:
            relative = (status.seat - seat) % n
            if status.score:
                out[_SCORES + relative] = status.score / SCORE_SCALE
            if status.followers_in_supply:
                out[_SUPPLY + relative] = status.followers_in_supply / FOLLOWERS_PER_PLAYER
            out[_PRESENT + relative] = 1.0
        for count in view.pile:
            index = LETTER_INDEX[count.tile]
            out[_PILE + index] = count.count / _COPIES[index]
        if view.current_tile:
            out[_CURRENT + LETTER_INDEX[view.current_tile]] = 1.0
        step = _STEPS.get(view.pending_decision)
        if step is not None:
            out[_STEP + step] = 1.0
        if view.HasField("current_seat"):
            out[_TO_MOVE + (view.current_seat - seat) % n] = 1.0
