"""The steps of a Carcassonne game, numbered as the proto enum Step."""

from __future__ import annotations

from typing import Final

DRAW_TILE: Final = 1
PLACE_TILE_STEP: Final = 2
PLACE_FOLLOWER_STEP: Final = 3
GAME_OVER: Final = 4
#: pending_decision() labels of the steps where a seat decides
DECISIONS: Final = {PLACE_TILE_STEP: "PLACE_TILE", PLACE_FOLLOWER_STEP: "PLACE_FOLLOWER"}
