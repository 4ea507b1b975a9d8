"""Short human-readable texts for Burgundy actions and events (CLI, logs)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import catalog as C
from engines.burgundy.actions import (
    BurgundyAction,
    BuyTile,
    EndTurn,
    PlaceTile,
    SellGoods,
    ShipGoods,
    TakeTile,
    TakeWorkers,
)
from engines.burgundy.state import BurgundyState

CAUSE_NAMES = {
    1: "sales",
    2: "animals",
    3: "regions",
    4: "bonus tiles",
    5: "watchtowers",
    6: "unsold goods",
    7: "silverlings",
    8: "workers",
    9: "knowledge tiles",
}


def _die(die: int, workers: int) -> str:
    if die == 0:
        return "(any value)"
    return f"with die {die}" + (f" +{workers} workers" if workers else "")


def _tile(kind: int) -> str:
    return C.KINDS[kind].label.replace("_", " ")


def describe_action(action: BurgundyAction) -> str:
    if isinstance(action, TakeTile):
        die = _die(action.die, action.workers)
        text = f"take {_tile(action.kind)} from depot {action.depot} {die}"
        return text + (f", discarding {_tile(action.discard)}" if action.discard >= 0 else "")
    if isinstance(action, PlaceTile):
        return (
            f"place {_tile(action.kind)} on cell {action.cell} {_die(action.die, action.workers)}"
        )
    if isinstance(action, SellGoods):
        return f"sell goods {action.goods} {_die(action.die, action.workers)}"
    if isinstance(action, TakeWorkers):
        return f"take workers {_die(action.die, 0)}"
    if isinstance(action, BuyTile):
        where = "the black depot" if action.depot == 0 else f"depot {action.depot}"
        pay = ("2 silverlings", "2 workers", "1 silverling + 1 worker")[action.payment]
        text = f"buy {_tile(action.kind)} from {where} for {pay}"
        return text + (f", discarding {_tile(action.discard)}" if action.discard >= 0 else "")
    if isinstance(action, ShipGoods):
        goods = [str(g) for g in range(1, 7) if action.goods_mask >> g & 1]
        depots = (
            f"depots {action.depot}+{action.second}" if action.second else f"depot {action.depot}"
        )
        return f"ship takes goods {','.join(goods) or 'none'} from {depots}"
    if isinstance(action, EndTurn):
        return "end turn"
    return "decline the effect"


def _name(tile: str) -> str:
    return tile.replace("_", " ")


def _goods_revealed(e: Any) -> str:
    return f"goods {e.goods} to seat {e.seat}" if e.HasField("seat") else f"phase goods {e.goods}"


def _round_started(e: Any) -> str:
    order = ",".join(str(s) for s in e.turn_order)
    return f"\n     == round {C.PHASE_LETTERS[e.phase]}{e.round + 1}, turn order {order} =="


def _tile_taken(e: Any) -> str:
    text = f"{'buys' if e.bought else 'takes'} {_name(e.tile)}"
    return text + (f" (discards {_name(e.discarded)})" if e.discarded else "")


def _points_scored(e: Any) -> str:
    cause = pb.ScoreCause.Name(e.cause).removeprefix("SCORE_CAUSE_").lower()
    return f"+{e.points} VP ({cause}) = {e.total}"


#: each event's text, by the name of its field in Event ("" for one the action line says)
EVENT_TEXTS: dict[str, Callable[[Any], str]] = {
    "start_seat_drawn": lambda e: f"seat {e.seat} starts",
    "goods_revealed": _goods_revealed,
    "phase_started": lambda e: (
        f"phase {C.PHASE_LETTERS[e.phase]} starts ({e.tiles_removed} tiles removed)"
    ),
    "depot_filled": lambda e: f"depot {e.depot}: {_name(e.tile)}",
    "round_started": _round_started,
    "die_rolled": lambda e: (
        f"seat {e.seat} die {e.value}" if e.HasField("seat") else f"white die {e.value}"
    ),
    "goods_placed": lambda e: f"goods {e.goods} to depot {e.depot}",
    "turn_started": lambda e: "",  # the next action line names the seat
    "workers_paid": lambda e: f"{e.workers} workers paid",
    "tile_taken": _tile_taken,
    "tile_placed": lambda e: f"places {_name(e.tile)} on {e.cell}",
    "goods_sold": lambda e: f"sells {e.count}x goods {e.goods} (+{e.silver} silver)",
    "workers_taken": lambda e: (
        f"+{e.workers} workers" + (f" +{e.silver} silver" if e.silver else "")
    ),
    "goods_taken": lambda e: f"ship takes {e.count}x goods {e.goods} from depot {e.depot}",
    "track_advanced": lambda e: f"track space {e.space}",
    "effect_resolved": lambda e: f"{_name(e.tile)}: {e.detail}",
    "points_scored": _points_scored,
    "phase_income": lambda e: (
        f"seat {e.seat} income +{e.silver} silver" + (f" +{e.workers} workers" if e.workers else "")
    ),
    "turn_ended": lambda e: "",
    "game_over": lambda e: f"game over: scores {list(e.scores)}, ranks {list(e.ranks)}",
}


def describe_event(event: pb.Event) -> str:
    which = event.WhichOneof("event")
    if which is None:
        return ""
    text = EVENT_TEXTS.get(which)
    return which if text is None else text(getattr(event, which))


def score_breakdown(state: BurgundyState) -> list[dict[str, int]]:
    """Per seat: points by cause, plus the empty estate spaces (first tie-break)."""
    out = []
    for p in state.players:
        row = {name: p.by_cause[cause] for cause, name in CAUSE_NAMES.items()}
        row["empty spaces"] = p.empty_spaces()
        out.append(row)
    return out
