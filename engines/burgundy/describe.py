"""Short human-readable texts for Burgundy actions and events (CLI, logs)."""

from __future__ import annotations

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


def describe_event(event: pb.Event) -> str:
    which = event.WhichOneof("event")
    if which is None:
        return ""
    e = getattr(event, which)
    if which == "start_seat_drawn":
        return f"seat {e.seat} starts"
    if which == "goods_revealed":
        if e.HasField("seat"):
            return f"goods {e.goods} to seat {e.seat}"
        return f"phase goods {e.goods}"
    if which == "phase_started":
        return f"phase {C.PHASE_LETTERS[e.phase]} starts ({e.tiles_removed} tiles removed)"
    if which == "depot_filled":
        return f"depot {e.depot}: {e.tile.replace('_', ' ')}"
    if which == "round_started":
        order = ",".join(str(s) for s in e.turn_order)
        return f"\n     == round {C.PHASE_LETTERS[e.phase]}{e.round + 1}, turn order {order} =="
    if which == "die_rolled":
        return f"seat {e.seat} die {e.value}" if e.HasField("seat") else f"white die {e.value}"
    if which == "goods_placed":
        return f"goods {e.goods} to depot {e.depot}"
    if which == "turn_started":
        return ""  # the next action line names the seat
    if which == "workers_paid":
        return f"{e.workers} workers paid"
    if which == "tile_taken":
        verb = "buys" if e.bought else "takes"
        text = f"{verb} {e.tile.replace('_', ' ')}"
        return text + (f" (discards {e.discarded.replace('_', ' ')})" if e.discarded else "")
    if which == "tile_placed":
        return f"places {e.tile.replace('_', ' ')} on {e.cell}"
    if which == "goods_sold":
        return f"sells {e.count}x goods {e.goods} (+{e.silver} silver)"
    if which == "workers_taken":
        return f"+{e.workers} workers" + (f" +{e.silver} silver" if e.silver else "")
    if which == "goods_taken":
        return f"ship takes {e.count}x goods {e.goods} from depot {e.depot}"
    if which == "track_advanced":
        return f"track space {e.space}"
    if which == "effect_resolved":
        return f"{e.tile.replace('_', ' ')}: {e.detail}"
    if which == "points_scored":
        cause = pb.ScoreCause.Name(e.cause).removeprefix("SCORE_CAUSE_").lower()
        return f"+{e.points} VP ({cause}) = {e.total}"
    if which == "phase_income":
        return f"seat {e.seat} income +{e.silver} silver" + (
            f" +{e.workers} workers" if e.workers else ""
        )
    if which == "turn_ended":
        return ""
    if which == "game_over":
        return f"game over: scores {list(e.scores)}, ranks {list(e.ranks)}"
    return which


def score_breakdown(state: BurgundyState) -> list[dict[str, int]]:
    """Per seat: points by cause, plus the empty estate spaces (first tie-break)."""
    out = []
    for p in state.players:
        row = {name: p.by_cause[cause] for cause, name in CAUSE_NAMES.items()}
        row["empty spaces"] = p.empty_spaces()
        out.append(row)
    return out
