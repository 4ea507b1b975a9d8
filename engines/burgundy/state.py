"""One position of The Castles of Burgundy: chance, legal actions and their application.

The state is plain Python (lists and ints) for speed; protobuf appears only in the events an
action returns and in :mod:`engines.burgundy.encode` (State/View). See the proto file
``proto/meeple/burgundy/v1/burgundy.proto`` for the chance kinds, decisions and reason codes.

:class:`BurgundyState` is built in layers, one module per concern, each a class extending the
one below it (so a layer calls only itself and the layers under it, and no module imports one
above it):

* :mod:`~engines.burgundy.position`: the fields, construction, copying, plain queries;
* :mod:`~engines.burgundy.scoring`: points, the end-game and knowledge-tile scoring, outcome;
* :mod:`~engines.burgundy.legal`: the legal actions, in canonical order;
* :mod:`~engines.burgundy.turns`: turn flow and phases (depot fills, rounds, turns, income);
* :mod:`~engines.burgundy.chance_nodes`: chance requests and outcomes;
* :mod:`~engines.burgundy.die_actions`: die actions, the purchase, ships, declined effects;
* :mod:`~engines.burgundy.placement`: placing a tile and the building effects;
* this module: the action dispatch, views and the State message.

Named values live in :mod:`~engines.burgundy.stages` and :mod:`~engines.burgundy.knowledge`
(re-exported here: stages, pending effects, score causes).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy.actions import (
    BurgundyAction,
    BuyTile,
    DeclineEffect,
    EndTurn,
    PlaceTile,
    SellGoods,
    ShipGoods,
    TakeTile,
    TakeWorkers,
)
from engines.burgundy.encode import state_to_proto
from engines.burgundy.events import Events
from engines.burgundy.placement import Placement
from engines.burgundy.player import Player
from engines.burgundy.stages import (
    ANIMALS,
    BONUS_TILE,
    CARPENTER_EFFECT,
    CASTLE_EFFECT,
    CHURCH_EFFECT,
    CITY_HALL_EFFECT,
    FILL_DEPOTS,
    FINAL_GOODS,
    FINAL_SILVER,
    FINAL_WORKERS,
    KNOWLEDGE_SCORE,
    MARKET_EFFECT,
    NONE,
    NUM_CAUSES,
    OVER,
    PAYMENT_PROTO,
    PLAY,
    REGION,
    ROLL,
    SALE,
    SETUP_GOODS,
    SHIP_EFFECT,
    START_SEAT,
    WAREHOUSE_EFFECT,
    WATCHTOWER,
)
from engines.burgundy.view_wire import view_wire
from engines.errors import MalformedAction

__all__ = [
    "ANIMALS",
    "BONUS_TILE",
    "CARPENTER_EFFECT",
    "CASTLE_EFFECT",
    "CHURCH_EFFECT",
    "CITY_HALL_EFFECT",
    "FILL_DEPOTS",
    "FINAL_GOODS",
    "FINAL_SILVER",
    "FINAL_WORKERS",
    "KNOWLEDGE_SCORE",
    "MARKET_EFFECT",
    "NONE",
    "NUM_CAUSES",
    "OVER",
    "PAYMENT_PROTO",
    "PLAY",
    "REGION",
    "ROLL",
    "SALE",
    "SETUP_GOODS",
    "SHIP_EFFECT",
    "START_SEAT",
    "WAREHOUSE_EFFECT",
    "WATCHTOWER",
    "BurgundyState",
    "Player",
]


class BurgundyState(Placement):
    """A position. Build with :meth:`engines.burgundy.game.BurgundyGame.new_game`."""

    __slots__ = ()

    def apply_action(self, seat: int, action: BurgundyAction) -> list[pb.Event]:
        # the turn test of _check_turn, inline (every action passes it)
        if self.stage != PLAY or seat != self.turn_order[self.turn_index]:
            self._check_turn(seat)
        events: list[pb.Event] = []
        # one dict lookup by class, not a chain of class patterns
        (_HANDLERS.get(type(action)) or _handler(action))(self, seat, action, events)
        return events

    def apply_action_without_events(self, seat: int, action: BurgundyAction) -> None:
        if self.stage != PLAY or seat != self.turn_order[self.turn_index]:
            self._check_turn(seat)
        (_HANDLERS.get(type(action)) or _handler(action))(self, seat, action, None)

    def view(self, seat: int | None) -> pb.View:
        """The view of ``seat`` (None: a spectator), parsed from :meth:`view_wire`: one source
        for both forms."""
        return pb.View.FromString(view_wire(self, seat))

    def view_wire(self, seat: int | None) -> bytes:
        """:meth:`view` serialized (deterministically), written without building it (see
        :mod:`engines.burgundy.view_wire`)."""
        return view_wire(self, seat)

    def to_proto(self) -> pb.State:
        return state_to_proto(self)


#: action class -> how a state applies it: the rule's method, given the seat, the action and
#: where to put the events (a list, or None to build none)
_HANDLERS: Final[dict[type, Callable[[BurgundyState, int, Any, Events], None]]] = {
    TakeTile: BurgundyState._take_tile,
    PlaceTile: BurgundyState._place_tile,
    SellGoods: BurgundyState._sell_goods,
    TakeWorkers: BurgundyState._take_workers,
    BuyTile: BurgundyState._buy_tile,
    ShipGoods: BurgundyState._ship_goods,
    EndTurn: BurgundyState._end_turn_action,
    DeclineEffect: BurgundyState._decline_effect,
}


def _handler(action: object) -> Callable[[BurgundyState, int, Any, Events], None]:
    """The handler of an action whose class is not in :data:`_HANDLERS` (a subclass) by its
    class pattern; raise ACTION_MISSING for anything else."""
    for cls, handler in _HANDLERS.items():
        if isinstance(action, cls):
            return handler
    raise MalformedAction("ACTION_MISSING", f"not a Burgundy action: {action!r}")
