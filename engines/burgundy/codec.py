"""Conversions between the engine's plain state/actions and the protobuf messages of
``meeple.burgundy.v1`` (State, View, Action)."""

from __future__ import annotations

from google.protobuf.message import Message
from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import catalog as C
from engines.burgundy.actions import (
    PAY_MIXED,
    PAY_SILVER,
    PAY_WORKERS,
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
from engines.burgundy.encode import tile_label
from engines.burgundy.player import Player
from engines.burgundy.stages import NUM_CAUSES, OVER, PAYMENT_PROTO, PLAY, START_SEAT
from engines.burgundy.state import BurgundyState
from engines.errors import InvalidState, MalformedAction


def _kind(label: str, *, allow_empty: bool = False) -> int:
    if label == "" and allow_empty:
        return -1
    kind = C.KIND_BY_LABEL.get(label)
    if kind is None:
        raise MalformedAction("UNKNOWN_TILE", f"unknown tile {label!r}", {"tile": label})
    return kind


# ---------------------------------------------------------------------------- actions


def action_to_proto(action: BurgundyAction) -> pb.Action:
    if isinstance(action, TakeTile):
        return pb.Action(
            take_tile=pb.TakeTileAction(
                die=action.die,
                workers=action.workers,
                depot=action.depot,
                tile=tile_label(action.kind),
                discard=tile_label(action.discard),
            )
        )
    if isinstance(action, PlaceTile):
        return pb.Action(
            place_tile=pb.PlaceTileAction(
                die=action.die,
                workers=action.workers,
                tile=tile_label(action.kind),
                cell=action.cell,
            )
        )
    if isinstance(action, SellGoods):
        return pb.Action(
            sell_goods=pb.SellGoodsAction(
                die=action.die, workers=action.workers, goods=action.goods
            )
        )
    if isinstance(action, TakeWorkers):
        return pb.Action(take_workers=pb.TakeWorkersAction(die=action.die))
    if isinstance(action, BuyTile):
        payment = PAYMENT_PROTO[action.payment]
        return pb.Action(
            buy_tile=pb.BuyTileAction(
                depot=action.depot,
                tile=tile_label(action.kind),
                payment=payment,
                discard=tile_label(action.discard),
            )
        )
    if isinstance(action, ShipGoods):
        goods = [g for g in range(1, 7) if action.goods_mask >> g & 1]
        return pb.Action(
            ship_goods=pb.ShipGoodsAction(
                depot=action.depot, second_depot=action.second, goods=goods
            )
        )
    if isinstance(action, EndTurn):
        return pb.Action(end_turn=pb.EndTurnAction())
    return pb.Action(decline_effect=pb.DeclineEffectAction())


def _check(condition: bool, reason: str, what: str) -> None:
    if not condition:
        raise MalformedAction(reason, what)


def _die_fields(die: int, workers: int) -> None:
    _check(0 <= die <= 6, "INVALID_DIE", "die must be 0 (virtual) or 1..6")
    _check(0 <= workers <= 6, "INVALID_WORKERS", "workers must be 0..6")


def action_from_proto(message: Message) -> BurgundyAction:
    """The engine action; MalformedAction for values out of range whatever the state."""
    if not isinstance(message, pb.Action):
        raise MalformedAction("ACTION_MISSING", "not a meeple.burgundy.v1.Action")
    which = message.WhichOneof("action")
    if which == "take_tile":
        t = message.take_tile
        _die_fields(t.die, t.workers)
        _check(1 <= t.depot <= 6, "INVALID_DEPOT", "depot must be 1..6")
        return TakeTile(
            t.die, t.workers, t.depot, _kind(t.tile), _kind(t.discard, allow_empty=True)
        )
    if which == "place_tile":
        p = message.place_tile
        _die_fields(p.die, p.workers)
        _check(1 <= p.cell <= C.NUM_CELLS, "INVALID_CELL", "cell must be 1..37")
        return PlaceTile(p.die, p.workers, _kind(p.tile), p.cell)
    if which == "sell_goods":
        s = message.sell_goods
        _die_fields(s.die, s.workers)
        _check(1 <= s.goods <= 6, "INVALID_GOODS", "goods must be 1..6")
        return SellGoods(s.die, s.workers, s.goods)
    if which == "take_workers":
        _die_fields(message.take_workers.die, 0)
        return TakeWorkers(message.take_workers.die)
    if which == "buy_tile":
        b = message.buy_tile
        _check(0 <= b.depot <= 6, "INVALID_DEPOT", "depot must be 0 (black) or 1..6")
        payments = {
            pb.PAYMENT_UNSPECIFIED: PAY_SILVER,
            pb.PAYMENT_SILVER: PAY_SILVER,
            pb.PAYMENT_WORKERS: PAY_WORKERS,
            pb.PAYMENT_MIXED: PAY_MIXED,
        }
        if b.payment not in payments:
            raise MalformedAction("INVALID_PAYMENT", "unknown payment")
        payment = payments[b.payment]
        return BuyTile(b.depot, _kind(b.tile), payment, _kind(b.discard, allow_empty=True))
    if which == "ship_goods":
        s2 = message.ship_goods
        depots_ok = 1 <= s2.depot <= 6 and 0 <= s2.second_depot <= 6
        _check(depots_ok, "INVALID_DEPOT", "depots must be 1..6")
        mask = 0
        for g in s2.goods:
            if not 1 <= g <= 6 or mask >> g & 1:
                raise MalformedAction("INVALID_GOODS", "goods types must be distinct 1..6")
            mask |= 1 << g
        depot, second = s2.depot, s2.second_depot
        if second and second < depot:
            depot, second = second, depot  # either order is the same action
        return ShipGoods(depot, second, mask)
    if which == "end_turn":
        return EndTurn()
    if which == "decline_effect":
        return DeclineEffect()
    raise MalformedAction("ACTION_MISSING", "the action oneof is not set")


# ---------------------------------------------------------------------------- state


def _counts(values: list[int], what: str) -> list[int]:
    if len(values) != 6 or any(v < 0 for v in values):
        raise InvalidState("INVALID_STATE", f"{what} needs six non-negative counts")
    return [0, *values]


def state_from_proto(message: pb.State, options: dict[str, str]) -> BurgundyState:
    """Restore a state; ``options`` are the resolved table options. The message is read part
    by part (the turn, the board, the players, the track), then checked as a whole."""
    n = message.num_players
    try:
        s = BurgundyState(n, options)
        _load_turn(s, message)
        _load_board(s, message)
        _load_players(s, message)
        _load_track(s, message)
    except MalformedAction as bad:
        raise InvalidState("INVALID_STATE", bad.message) from bad
    if sorted(x for space in s.track for x in space) != list(range(n)):
        raise InvalidState("INVALID_STATE", "every seat must be on the track once")
    if s.stage == PLAY and (sorted(s.turn_order) != list(range(n)) or not 0 <= s.turn_index < n):
        raise InvalidState("INVALID_STATE", "turn order and turn index are inconsistent")
    _check_consistent(s)
    if s.tile_count() != C.TOTAL_TILES:
        raise InvalidState("INVALID_STATE", f"{s.tile_count()} hex tiles, not {C.TOTAL_TILES}")
    if s.goods_count() != C.TOTAL_GOODS:
        raise InvalidState("INVALID_STATE", f"{s.goods_count()} goods, not {C.TOTAL_GOODS}")
    return s


def _load_turn(s: BurgundyState, message: pb.State) -> None:
    """The stage, phase, round, turn order and the white die."""
    s.stage = int(message.stage)
    if not 1 <= s.stage <= START_SEAT:
        raise InvalidState("INVALID_STATE", "stage is not set")
    s.chance_step = message.chance_step
    s.phase = message.phase
    s.round = message.round
    s.turn_order = list(message.turn_order)
    s.turn_index = message.turn_index
    s.white = message.white_die


def _load_board(s: BurgundyState, message: pb.State) -> None:
    """The depots and their goods, the round's goods, the supplies and the tiles out of game."""
    if len(message.depots) != 7:
        raise InvalidState("INVALID_STATE", "depots must list the black depot and 1..6")
    for d, depot in enumerate(message.depots):
        if len(depot.spaces) != len(s.depots[d]):
            raise InvalidState("INVALID_STATE", f"depot {d} has the wrong number of spaces")
        s.depots[d] = [_kind(label, allow_empty=True) for label in depot.spaces]
        if d:
            s.depot_goods[d] = _counts(list(depot.goods), f"depot {d} goods")
    s.round_goods = list(message.round_goods)
    s.unrevealed = _counts(list(message.unrevealed_goods), "unrevealed goods")
    s.normal_supply = [0] * C.NUM_KINDS
    for tc in message.normal_supply:
        s.normal_supply[_kind(tc.tile)] = tc.count
    s.black_supply = [0] * C.NUM_KINDS
    for tc in message.black_supply:
        s.black_supply[_kind(tc.tile)] = tc.count
    s.out_of_game = message.tiles_out_of_game


def _load_players(s: BurgundyState, message: pb.State) -> None:
    """One Player per seat, then who owns each bonus tile."""
    if len(message.players) != s.n:
        raise InvalidState("INVALID_STATE", "one Player per seat is needed")
    for seat, mp in enumerate(message.players):
        _load_player(s.players[seat], mp)
    s.bonus_owner = [[-1, -1] for _ in range(6)]
    for seat, p in enumerate(s.players):
        for colour, large in p.bonus_tiles:
            s.bonus_owner[colour][0 if large else 1] = seat


def _load_player(p: Player, mp: pb.Player) -> None:
    """A player's holdings, estate, dice, bonus tiles and points by cause."""
    p.score = mp.score
    p.silver = mp.silver
    p.workers = mp.workers
    p.goods = _counts(list(mp.goods), "goods")
    p.sold = _counts(list(mp.sold), "sold goods")
    p.storage = sorted(_kind(label) for label in mp.storage)
    p.estate = [-1] * (C.NUM_CELLS + 1)
    p.filled = 0
    for tile in mp.estate:
        if not 1 <= tile.cell <= C.NUM_CELLS:
            raise InvalidState("INVALID_STATE", f"no cell {tile.cell}")
        kind = _kind(tile.tile)
        p.estate[tile.cell] = kind
        p.filled |= 1 << tile.cell
        if C.KIND_KNOWLEDGE[kind]:
            p.knowledge |= 1 << C.KIND_KNOWLEDGE[kind]
    p.dice = list(mp.dice)
    p.unused = list(mp.unused_dice)
    p.bonus_tiles = [(b.colour - 1, b.large) for b in mp.bonus_tiles]
    p.by_cause = list(mp.points_by_cause) or [0] * NUM_CAUSES
    if len(p.by_cause) != NUM_CAUSES:
        raise InvalidState("INVALID_STATE", "points_by_cause has the wrong length")


def _load_track(s: BurgundyState, message: pb.State) -> None:
    """The turn-order track, the pending effect and whether a tile was bought this turn."""
    if len(message.track) != C.TRACK_SPACES:
        raise InvalidState("INVALID_STATE", "the track has 7 spaces")
    s.track = [list(space.seats) for space in message.track]
    s.pending = int(message.pending_effect)
    s.bought = message.bought_this_turn


def _check_consistent(s: BurgundyState) -> None:
    """Reject positions no game can reach in ways the engine would trip over."""
    if not (0 <= s.phase < C.PHASES or (s.stage == OVER and s.phase == C.PHASES)):
        raise _bad("phase must be 0..4")
    if not 0 <= s.round < C.ROUNDS + 1:
        raise _bad("round must be 0..4")
    if not 0 <= s.pending <= 7 or (s.pending and s.stage != PLAY):
        raise _bad("a pending effect needs a turn in play")
    if s.white not in range(7) or any(not 1 <= g <= 6 for g in s.round_goods):
        raise _bad("white die 0..6 and goods types 1..6")
    for seat, p in enumerate(s.players):
        _check_player(seat, p)


def _bad(what: str) -> InvalidState:
    return InvalidState("INVALID_STATE", what)


def _check_player(seat: int, p: Player) -> None:
    """A player's storage, dice, goods types, holdings and estate are possible."""
    if len(p.storage) > C.STORAGE_SPACES:
        raise _bad(f"seat {seat} stores more than {C.STORAGE_SPACES} tiles")
    if len(p.dice) > 2 or any(not 1 <= d <= 6 for d in p.dice):
        raise _bad(f"seat {seat} has impossible dice")
    remaining = list(p.dice)
    for d in p.unused:
        if d not in remaining:
            raise _bad(f"seat {seat}'s unused dice are not among its rolled dice")
        remaining.remove(d)
    if p.held_types() > C.GOODS_TYPE_LIMIT:
        raise _bad(f"seat {seat} holds more than {C.GOODS_TYPE_LIMIT} goods types")
    if min(p.silver, p.workers, p.score) < 0:
        raise _bad(f"seat {seat} has negative holdings")
    if p.estate[C.START_CASTLE_CELL] != C.CASTLE_KIND:
        raise _bad(f"seat {seat} lacks the starting castle")
    for c in range(1, C.NUM_CELLS + 1):
        if p.estate[c] >= 0 and C.KIND_COLOUR[p.estate[c]] != C.BOARD.colour[c]:
            raise _bad(f"seat {seat} has a tile of the wrong colour on cell {c}")
