"""Castles of Burgundy state from a seat's view.

Everything on the table is public; hidden are the goods not yet revealed and the contents of
the two supplies (the view gives their sizes only). This module rebuilds the State message
from the view and samples the hidden parts consistently:

* unrevealed goods per type = the inventory minus every goods tile in sight;
* the tiles not in sight (by kind) are dealt into the black-backed supply (kinds that exist with
  a black back first), then the normal-backed supply, to the sizes the view gives; what is left
  is out of the game (the tiles cleared from the board at phase ends, face down).

It reads the tile inventory from the engine's catalog (data, not rules).
"""

from __future__ import annotations

import random

from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import catalog as C


def _sample(pool: list[int], count: int, rng: random.Random) -> list[int]:
    """``count`` tiles drawn without replacement from ``pool`` (copies per kind); kinds drawn
    are removed from ``pool``; returns copies per kind drawn."""
    drawn = [0] * len(pool)
    tickets = [kind for kind, copies in enumerate(pool) for _ in range(copies)]
    for kind in rng.sample(tickets, min(count, len(tickets))):
        drawn[kind] += 1
        pool[kind] -= 1
    return drawn


def state_message(view: pb.View, rng: random.Random) -> pb.State:
    state = pb.State(
        num_players=view.num_players,
        options=view.options,
        stage=view.stage,
        chance_step=0,
        phase=view.phase,
        round=view.round,
        turn_order=view.turn_order,
        turn_index=(
            list(view.turn_order).index(view.current_seat)
            if view.HasField("current_seat") and view.current_seat in view.turn_order
            else 0
        ),
        white_die=view.white_die,
        depots=view.depots,
        round_goods=view.round_goods,
        players=view.players,
        track=view.track,
        pending_effect=view.pending_effect,
        bought_this_turn=view.bought_this_turn,
        pending_decision=view.pending_decision,
    )
    # goods
    seen_goods = [0] * 7
    for depot in view.depots:
        for kind, count in enumerate(depot.goods, start=1):
            seen_goods[kind] += count
    for kind in view.round_goods:
        seen_goods[kind] += 1
    for player in view.players:
        for kind, count in enumerate(player.goods, start=1):
            seen_goods[kind] += count
        for kind, count in enumerate(player.sold, start=1):
            seen_goods[kind] += count
    state.unrevealed_goods.extend(max(0, C.GOODS_PER_TYPE - seen_goods[k]) for k in range(1, 7))
    # tiles
    seen = [0] * C.NUM_KINDS
    black_seen = [0] * C.NUM_KINDS
    for number, depot in enumerate(view.depots):
        for label in depot.spaces:
            if label:
                seen[C.KIND_BY_LABEL[label]] += 1
                if number == 0:
                    black_seen[C.KIND_BY_LABEL[label]] += 1
    for player in view.players:
        for label in player.storage:
            seen[C.KIND_BY_LABEL[label]] += 1
        for tile in player.estate:
            seen[C.KIND_BY_LABEL[tile.tile]] += 1
    unknown = [max(0, C.NORMAL_SUPPLY[k] + C.BLACK_SUPPLY[k] - seen[k]) for k in range(C.NUM_KINDS)]
    black_pool = [
        min(unknown[k], max(0, C.BLACK_SUPPLY[k] - black_seen[k])) for k in range(len(unknown))
    ]
    black = _sample(black_pool, view.black_supply_count, rng)
    unknown = [u - b for u, b in zip(unknown, black, strict=True)]
    normal_pool = [min(unknown[k], C.NORMAL_SUPPLY[k]) for k in range(len(unknown))]
    normal = _sample(normal_pool, view.normal_supply_count, rng)
    unknown = [u - n for u, n in zip(unknown, normal, strict=True)]
    short = view.normal_supply_count - sum(normal)
    if short > 0:  # fall back to any unseen tile
        extra = _sample(unknown, short, rng)
        normal = [n + e for n, e in zip(normal, extra, strict=True)]
    for kind, count in enumerate(normal):
        if count:
            state.normal_supply.add(tile=C.KINDS[kind].label, count=count)
    for kind, count in enumerate(black):
        if count:
            state.black_supply.add(tile=C.KINDS[kind].label, count=count)
    in_sight = sum(seen)
    state.tiles_out_of_game = max(0, C.TOTAL_TILES - in_sight - sum(normal) - sum(black))
    return state
