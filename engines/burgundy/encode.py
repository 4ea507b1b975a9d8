"""The State and View messages of a Burgundy position (the encoding half of the codec; the
decoding half, :func:`engines.burgundy.codec.state_from_proto`, builds a state and so sits above
:mod:`engines.burgundy.state`, which uses this module)."""

from __future__ import annotations

from typing import Any

from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import catalog as C
from engines.burgundy.player import Player
from engines.burgundy.position import Position
from engines.burgundy.stages import OVER, PLAY, ROLL


def tile_label(kind: int) -> str:
    return C.KINDS[kind].label if kind >= 0 else ""


def _depots_proto(state: Position) -> list[pb.Depot]:
    out = [pb.Depot(number=0, spaces=[tile_label(k) for k in state.depots[0]])]
    for d in range(1, 7):
        out.append(
            pb.Depot(
                number=d,
                spaces=[tile_label(k) for k in state.depots[d]],
                goods=state.depot_goods[d][1:],
            )
        )
    return out


def _player_fields(seat: int, p: Player) -> dict[str, Any]:
    """A player's message fields, all but the estate (built in two ways: a list of tiles for
    the State, pre-encoded bytes for the View)."""
    return {
        "seat": seat,
        "score": p.score,
        "silver": p.silver,
        "workers": p.workers,
        "goods": p.goods[1:],
        "sold": p.sold[1:],
        "storage": [tile_label(k) for k in p.storage],
        "dice": p.dice,
        "unused_dice": p.unused,
        "bonus_tiles": [
            pb.BonusTile(colour=colour + 1, large=large)  # type: ignore[arg-type]
            for colour, large in p.bonus_tiles
        ],
        "points_by_cause": p.by_cause,
        "empty_spaces": p.empty_spaces(),
    }


def _player_proto(seat: int, p: Player) -> pb.Player:
    return pb.Player(
        **_player_fields(seat, p),
        estate=[
            pb.EstateTile(cell=c, tile=tile_label(p.estate[c]))
            for c in range(1, C.NUM_CELLS + 1)
            if p.estate[c] >= 0
        ],
    )


def _supply_proto(supply: list[int]) -> list[pb.TileCount]:
    return [pb.TileCount(tile=tile_label(k), count=n) for k, n in enumerate(supply) if n > 0]


def state_to_proto(state: Position) -> pb.State:
    return pb.State(
        num_players=state.n,
        options=state.options,
        stage=state.stage,  # type: ignore[arg-type]
        chance_step=state.chance_step,
        phase=state.phase,
        round=state.round,
        turn_order=state.turn_order,
        turn_index=state.turn_index,
        white_die=state.white,
        depots=_depots_proto(state),
        round_goods=state.round_goods,
        unrevealed_goods=state.unrevealed[1:],
        normal_supply=_supply_proto(state.normal_supply),
        black_supply=_supply_proto(state.black_supply),
        tiles_out_of_game=state.out_of_game,
        players=[_player_proto(seat, p) for seat, p in enumerate(state.players)],
        track=[pb.TrackSpace(seats=space) for space in state.track],
        pending_effect=state.pending,  # type: ignore[arg-type]
        bought_this_turn=state.bought,
        pending_decision=state.pending_decision(),
    )


def state_view(state: Position, seat: int | None) -> pb.View:
    """The view of ``seat`` (None: a spectator), built field by field: the definition of what a
    seat sees, and the reference of :mod:`engines.burgundy.view_wire`, which writes the same
    message as bytes (for the service, and parsed by the state's ``view``); the tests compare
    the two on every position of random games. Nested messages are added in place (no copies)
    and estate tiles, which never change once placed, are merged from memoized wire form."""
    current = state.current_seat()
    view = pb.View(
        seat=seat,
        num_players=state.n,
        options=state.options,
        stage=state.stage,  # type: ignore[arg-type]
        phase=state.phase,
        round=state.round,
        turn_order=state.turn_order if state.stage in (ROLL, PLAY, OVER) else [],
        current_seat=current,
        pending_decision=state.pending_decision(),
        white_die=state.white,
        round_goods=state.round_goods,
        pending_effect=state.pending if state.stage == PLAY else 0,  # type: ignore[arg-type]
        bought_this_turn=state.bought,
        normal_supply_count=sum(state.normal_supply),
        black_supply_count=sum(state.black_supply),
        bonus_tiles_left=[sum(1 for owner in pair if owner < 0) for pair in state.bonus_owner],
    )
    depots = view.depots
    depots.add(number=0, spaces=[tile_label(k) for k in state.depots[0]])
    for d in range(1, 7):
        depots.add(
            number=d,
            spaces=[tile_label(k) for k in state.depots[d]],
            goods=state.depot_goods[d][1:],
        )
    players = view.players
    for i, p in enumerate(state.players):
        player = players.add(**_player_fields(i, p))
        player.MergeFromString(_estate_wire(p.estate))
    track = view.track
    for space in state.track:
        track.add(seats=space)
    return view


#: (cell, kind) -> one ``Player.estate`` entry in wire form (a finite set)
_ESTATE_WIRE: dict[tuple[int, int], bytes] = {}


def _estate_wire(estate: list[int]) -> bytes:
    """``Player.estate`` in wire form: one entry per filled cell, in cell order."""
    parts = []
    for c in range(1, C.NUM_CELLS + 1):
        kind = estate[c]
        if kind >= 0:
            wire = _ESTATE_WIRE.get((c, kind))
            if wire is None:
                entry = pb.Player(estate=[pb.EstateTile(cell=c, tile=tile_label(kind))])
                wire = _ESTATE_WIRE[(c, kind)] = entry.SerializeToString()
            parts.append(wire)
    return b"".join(parts)
