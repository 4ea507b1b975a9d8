"""The named values a Burgundy position is made of: its stages, pending building effects and
score causes (the proto enums Stage, PendingEffect and ScoreCause), and the effects' labels."""

from __future__ import annotations

from typing import Final

from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import catalog as C
from engines.errors import IllegalAction

# stages (values of the proto enum Stage; START_SEAT comes first but was added last)
SETUP_GOODS: Final = 1
FILL_DEPOTS: Final = 2
ROLL: Final = 3
PLAY: Final = 4
OVER: Final = 5
START_SEAT: Final = 6
# pending effects (values of the proto enum PendingEffect)
NONE: Final = 0
SHIP_EFFECT: Final = 1
CASTLE_EFFECT: Final = 2
CITY_HALL_EFFECT: Final = 3
WAREHOUSE_EFFECT: Final = 4
MARKET_EFFECT: Final = 5
CARPENTER_EFFECT: Final = 6
CHURCH_EFFECT: Final = 7
PENDING_LABELS: Final = {
    SHIP_EFFECT: "SHIP_GOODS",
    CASTLE_EFFECT: "CASTLE_ACTION",
    CITY_HALL_EFFECT: "CITY_HALL_PLACE",
    WAREHOUSE_EFFECT: "WAREHOUSE_SELL",
    MARKET_EFFECT: "MARKET_TAKE",
    CARPENTER_EFFECT: "CARPENTERS_WORKSHOP_TAKE",
    CHURCH_EFFECT: "CHURCH_TAKE",
}
# colours a building effect may take from a depot
EFFECT_TAKE_COLOURS: Final = {
    MARKET_EFFECT: frozenset({C.SHIP, C.PASTURE}),
    CARPENTER_EFFECT: frozenset({C.BUILDING}),
    CHURCH_EFFECT: frozenset({C.MINE, C.KNOWLEDGE, C.CASTLE}),
}
BUILDING_EFFECT: Final = {
    C.WAREHOUSE: WAREHOUSE_EFFECT,
    C.MARKET: MARKET_EFFECT,
    C.CARPENTERS_WORKSHOP: CARPENTER_EFFECT,
    C.CHURCH: CHURCH_EFFECT,
    C.CITY_HALL: CITY_HALL_EFFECT,
}
# score causes (the proto enum ScoreCause)
SALE: Final = pb.SCORE_CAUSE_SALE
ANIMALS: Final = pb.SCORE_CAUSE_ANIMALS
REGION: Final = pb.SCORE_CAUSE_REGION
BONUS_TILE: Final = pb.SCORE_CAUSE_BONUS_TILE
WATCHTOWER: Final = pb.SCORE_CAUSE_WATCHTOWER
FINAL_GOODS: Final = pb.SCORE_CAUSE_FINAL_GOODS
FINAL_SILVER: Final = pb.SCORE_CAUSE_FINAL_SILVER
FINAL_WORKERS: Final = pb.SCORE_CAUSE_FINAL_WORKERS
KNOWLEDGE_SCORE: Final = pb.SCORE_CAUSE_KNOWLEDGE
NUM_CAUSES: Final = len(pb.ScoreCause.values())
#: colour index (catalog order) -> the proto enum Colour
COLOUR_PROTO: Final = tuple(pb.Colour.Value("COLOUR_" + name.upper()) for name in C.COLOUR_NAMES)

PAYMENT_PROTO: Final = (pb.PAYMENT_SILVER, pb.PAYMENT_WORKERS, pb.PAYMENT_MIXED)
GOODS_LABELS: Final = ("", "1", "2", "3", "4", "5", "6")
BOARD: Final = C.BOARD
KIND_COLOUR: Final = C.KIND_COLOUR
KIND_BUILDING: Final = C.KIND_BUILDING
KIND_LABELS: Final = tuple(k.label for k in C.KINDS)
CELL_DIE: Final = BOARD.die
CELL_COLOUR: Final = BOARD.colour
ADJ: Final = BOARD.adjacent


def reject(reason: str, message: str) -> IllegalAction:
    """The rejection of an action that is well formed but not legal now."""
    return IllegalAction(reason, message)
