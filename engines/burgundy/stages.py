"""The named values a Burgundy position is made of: its stages, pending building effects and
score causes (the proto enums Stage, PendingEffect and ScoreCause), and the effects' labels."""

from __future__ import annotations

from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import catalog as C
from engines.errors import IllegalAction

# stages (values of the proto enum Stage; START_SEAT comes first but was added last)
SETUP_GOODS, FILL_DEPOTS, ROLL, PLAY, OVER, START_SEAT = 1, 2, 3, 4, 5, 6
# pending effects (values of the proto enum PendingEffect)
NONE, SHIP_EFFECT, CASTLE_EFFECT, CITY_HALL_EFFECT, WAREHOUSE_EFFECT = 0, 1, 2, 3, 4
MARKET_EFFECT, CARPENTER_EFFECT, CHURCH_EFFECT = 5, 6, 7
PENDING_LABELS = {
    SHIP_EFFECT: "SHIP_GOODS",
    CASTLE_EFFECT: "CASTLE_ACTION",
    CITY_HALL_EFFECT: "CITY_HALL_PLACE",
    WAREHOUSE_EFFECT: "WAREHOUSE_SELL",
    MARKET_EFFECT: "MARKET_TAKE",
    CARPENTER_EFFECT: "CARPENTERS_WORKSHOP_TAKE",
    CHURCH_EFFECT: "CHURCH_TAKE",
}
# colours a building effect may take from a depot
EFFECT_TAKE_COLOURS = {
    MARKET_EFFECT: frozenset({C.SHIP, C.PASTURE}),
    CARPENTER_EFFECT: frozenset({C.BUILDING}),
    CHURCH_EFFECT: frozenset({C.MINE, C.KNOWLEDGE, C.CASTLE}),
}
BUILDING_EFFECT = {
    C.WAREHOUSE: WAREHOUSE_EFFECT,
    C.MARKET: MARKET_EFFECT,
    C.CARPENTERS_WORKSHOP: CARPENTER_EFFECT,
    C.CHURCH: CHURCH_EFFECT,
    C.CITY_HALL: CITY_HALL_EFFECT,
}
# score causes (the proto enum ScoreCause)
SALE = pb.SCORE_CAUSE_SALE
ANIMALS = pb.SCORE_CAUSE_ANIMALS
REGION = pb.SCORE_CAUSE_REGION
BONUS_TILE = pb.SCORE_CAUSE_BONUS_TILE
WATCHTOWER = pb.SCORE_CAUSE_WATCHTOWER
FINAL_GOODS = pb.SCORE_CAUSE_FINAL_GOODS
FINAL_SILVER = pb.SCORE_CAUSE_FINAL_SILVER
FINAL_WORKERS = pb.SCORE_CAUSE_FINAL_WORKERS
KNOWLEDGE_SCORE = pb.SCORE_CAUSE_KNOWLEDGE
NUM_CAUSES = len(pb.ScoreCause.values())
#: colour index (catalog order) -> the proto enum Colour
COLOUR_PROTO = tuple(pb.Colour.Value("COLOUR_" + name.upper()) for name in C.COLOUR_NAMES)

PAYMENT_PROTO = (pb.PAYMENT_SILVER, pb.PAYMENT_WORKERS, pb.PAYMENT_MIXED)
GOODS_LABELS = ("", "1", "2", "3", "4", "5", "6")
BOARD = C.BOARD
KIND_COLOUR = C.KIND_COLOUR
KIND_BUILDING = C.KIND_BUILDING
KIND_LABELS = tuple(k.label for k in C.KINDS)
CELL_DIE = BOARD.die
CELL_COLOUR = BOARD.colour
ADJ = BOARD.adjacent


def reject(reason: str, message: str) -> IllegalAction:
    """The rejection of an action that is well formed but not legal now."""
    return IllegalAction(reason, message)
