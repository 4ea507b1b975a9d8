"""Conversions from the ``meeple.carcassonne.v1`` messages to the engine: loading a State (the
exact round trip of :meth:`CarcassonneState.to_proto`, and positions), and Actions both ways.

Encoding the State and the View is :mod:`engines.carcassonne.encode`, a mixin of the state, so
this module imports the state and the state never imports this module."""

from __future__ import annotations

from google.protobuf.message import Message
from meeple.carcassonne.v1 import carcassonne_pb2 as pb

from engines.carcassonne import view_parts
from engines.carcassonne.actions import PASS, CarcassonneAction, PlaceFollower, PlaceTile
from engines.carcassonne.geometry import (
    FIELD,
    LOCATIONS_OF_KIND,
    MONASTERY,
    STRIDE,
    in_range,
)
from engines.carcassonne.scoring import ranks_of
from engines.carcassonne.state import CarcassonneState
from engines.carcassonne.steps import (
    DRAW_TILE,
    GAME_OVER,
    PLACE_FOLLOWER_STEP,
    PLACE_TILE_STEP,
)
from engines.carcassonne.tiles import (
    FIT,
    FOLLOWERS_PER_PLAYER,
    LETTER_INDEX,
    LETTERS,
    START_INDEX,
    TILE_TYPES,
)
from engines.errors import InvalidState, MalformedAction

# ---------------------------------------------------------------------------- actions


def action_to_proto(action: CarcassonneAction) -> pb.Action:
    if isinstance(action, PlaceTile):
        return pb.Action(place_tile=pb.PlaceTile(x=action.x, y=action.y, rotation=action.rotation))
    if isinstance(action, PlaceFollower):
        return pb.Action(
            place_follower=pb.PlaceFollower(
                kind=action.kind,  # type: ignore[arg-type]
                location=action.location,  # type: ignore[arg-type]
            )
        )
    message = pb.Action()
    getattr(message, "pass").SetInParent()  # `pass` is a Python keyword
    return message


def action_from_proto(message: Message) -> CarcassonneAction:
    if not isinstance(message, pb.Action):
        raise MalformedAction(
            "ACTION_MISSING", f"expected meeple.carcassonne.v1.Action, got {type(message)}"
        )
    which = message.WhichOneof("action")
    if which == "place_tile":
        tile = message.place_tile
        if tile.rotation > 3:
            raise MalformedAction("INVALID_ROTATION", f"rotation must be 0..3, not {tile.rotation}")
        if not in_range(tile.x, tile.y):
            raise MalformedAction("INVALID_COORDINATE", "x and y must be within -511..511")
        return PlaceTile(tile.x, tile.y, tile.rotation)
    if which == "place_follower":
        follower = message.place_follower
        kind = int(follower.kind)
        locations = LOCATIONS_OF_KIND.get(kind)
        if locations is None:
            raise MalformedAction("INVALID_FEATURE_KIND", f"unknown feature kind {kind}")
        if int(follower.location) not in locations:
            raise MalformedAction(
                "INVALID_LOCATION", f"location {int(follower.location)} is not one of kind {kind}"
            )
        return PlaceFollower(kind, int(follower.location))
    if which == "pass":
        return PASS
    raise MalformedAction("ACTION_MISSING", "the Action oneof is not set")


# ---------------------------------------------------------------------------- state


def _invalid(message: str) -> InvalidState:
    return InvalidState("INVALID_STATE", message)


def _parse_options(options: dict[str, str], n: int) -> tuple[int, bool]:
    unknown = sorted(set(options) - {"start_seat", "unplaceable_tile"})
    if unknown:
        raise _invalid(f"unknown option {unknown[0]!r}")
    seat = options.get("start_seat", "0")
    if seat not in {str(s) for s in range(n)}:
        raise _invalid(f"start_seat {seat!r} is not a seat")
    rules = view_parts.UNPLACEABLE
    rule = options.get("unplaceable_tile", rules[False])
    if rule not in rules.values():
        raise _invalid(f"unplaceable_tile {rule!r} is not one of {sorted(rules.values())}")
    return int(seat), rule == rules[True]


def state_from_proto(message: pb.State) -> CarcassonneState:
    """Rebuild a state; every tile must fit where it lies, in the listed order. The map, the
    followers, the scores and the tiles' whereabouts (pile, discards, hand) are read in turn,
    then the step."""
    n = message.num_players
    if not 2 <= n <= 6:
        raise _invalid(f"num_players must be 2..6, not {n}")
    start_seat, return_to_bag = _parse_options(dict(message.options), n)
    state = CarcassonneState(n, start_seat, return_to_bag)
    used = [0] * len(LETTERS)
    for k, placed in enumerate(message.tiles):
        used[_load_tile(state, k, placed)] += 1
    if not message.tiles:
        raise _invalid("the map must hold the start tile")
    for follower in message.followers:
        _load_follower(state, follower)
    if len(message.scores) != n or any(s < 0 for s in message.scores):
        raise _invalid("scores must list one non-negative score per seat")
    state._scores = list(message.scores)
    pile = _pile(message)
    for name in message.discarded:
        letter = _letter(name, "discarded letter")
        state._discarded.append(letter)
        used[letter] += 1
    drawn = _letter(message.drawn_tile, "drawn tile") if message.drawn_tile else -1
    if drawn >= 0:
        used[drawn] += 1
    for i, tile_type in enumerate(TILE_TYPES):
        if used[i] + pile[i] != tile_type.count:
            raise _invalid(f"tile {tile_type.letter}: map, discards, hand and pile do not add up")
    state._pile = pile
    state._pile_total = sum(pile)
    if message.current_seat >= n:
        raise _invalid(f"current_seat {message.current_seat} is not a seat")
    state._seat = message.current_seat
    _load_step(state, int(message.step), drawn)
    return state


def _letter(name: str, what: str) -> int:
    """The letter index of ``name`` (an unknown one is invalid, named as ``what``)."""
    letter = LETTER_INDEX.get(name, -1)
    if letter < 0:
        raise _invalid(f"unknown {what} {name!r}")
    return letter


def _load_tile(state: CarcassonneState, k: int, placed: pb.PlacedTile) -> int:
    """Place the map's ``k``-th tile where it must fit (the first: the start tile at the
    origin); its letter index."""
    letter = _letter(placed.tile, "tile letter")
    if placed.rotation > 3 or not in_range(placed.x, placed.y):
        raise _invalid(f"tile {k} has an invalid rotation or position")
    tile_type = TILE_TYPES[letter]
    rotation = tile_type.canonical_rotation[placed.rotation]
    pos = placed.x * STRIDE + placed.y
    if k == 0:
        if (letter, placed.x, placed.y, rotation) != (START_INDEX, 0, 0, 0):
            raise _invalid("the first tile must be the start tile D at (0, 0), rotation 0")
    elif pos in state._board:
        raise _invalid(f"two tiles at ({placed.x}, {placed.y})")
    elif not (code := state._code_at(pos)) or rotation not in FIT[letter][code]:
        raise _invalid(f"tile {k} ({placed.tile} at {placed.x},{placed.y}) does not fit")
    state._place(tile_type.variants[rotation], pos)
    return letter


def _pile(message: pb.State) -> list[int]:
    """Copies per letter index in the draw pile: each letter at most once, with a count."""
    pile = [0] * len(LETTERS)
    for entry in message.pile:
        letter = LETTER_INDEX.get(entry.tile, -1)
        if letter < 0 or pile[letter] or entry.count == 0:
            raise _invalid(f"bad pile entry {entry.tile!r}")
        pile[letter] = entry.count
    return pile


def _load_follower(state: CarcassonneState, follower: pb.Follower) -> None:
    pos = follower.x * STRIDE + follower.y
    tile = state._board.get(pos) if in_range(follower.x, follower.y) else None
    if tile is None:
        raise _invalid(f"follower on an empty square ({follower.x}, {follower.y})")
    if follower.seat >= state._n:
        raise _invalid(f"follower of seat {follower.seat}, which does not exist")
    variant = state._t_variant[tile]
    seg = variant.spots.get((int(follower.kind), int(follower.location)))
    if seg is None:
        raise _invalid(f"tile at ({follower.x}, {follower.y}) has no such follower spot")
    base = state._t_base[tile]
    if any(state._tile_of(node) == tile for node in state._meeple):
        raise _invalid(f"two followers on the tile at ({follower.x}, {follower.y})")
    if state._supply[follower.seat] == 0:
        raise _invalid(f"seat {follower.seat} has more than {FOLLOWERS_PER_PLAYER} followers")
    node = base + seg
    root = state._find(node)
    state._meeple[node] = follower.seat
    state._occupants[root] = (*state._occupants[root], node)
    state._supply[follower.seat] -= 1


def _load_step(state: CarcassonneState, step: int, drawn: int) -> None:
    """The step the game is at, possible for the position; no follower may stand on a
    completed feature (except one the tile just placed completed, before its scoring)."""
    _check_step(state, step, drawn)
    last = len(state._t_pos) - 1
    for node in state._meeple:
        seg = state._segment_of(node)
        if seg.kind == FIELD:
            continue
        if _is_complete(state, node) and not (
            step == PLACE_FOLLOWER_STEP and _touches(state, node, last)
        ):
            raise _invalid("a follower stands on a completed feature")
    state._step = step
    state._drawn = drawn
    if step == GAME_OVER:
        state._ranks = ranks_of(state._scores)


def _check_step(state: CarcassonneState, step: int, drawn: int) -> None:
    """Each step's conditions: a drawn tile that fits exactly in STEP_PLACE_TILE, a placed
    tile without a follower in STEP_PLACE_FOLLOWER, a pile to draw from, an empty pile and map
    at the end."""
    if step not in (DRAW_TILE, PLACE_TILE_STEP, PLACE_FOLLOWER_STEP, GAME_OVER):
        raise _invalid(f"invalid step {step}")
    if (step == PLACE_TILE_STEP) != (drawn >= 0):
        raise _invalid("drawn_tile is set exactly in STEP_PLACE_TILE")
    if step == PLACE_TILE_STEP and not state._placeable(drawn):
        raise _invalid("the drawn tile fits nowhere; it should have been discarded")
    if step == PLACE_FOLLOWER_STEP and len(state._t_pos) < 2:
        raise _invalid("STEP_PLACE_FOLLOWER needs a placed tile besides the start tile")
    if step == PLACE_FOLLOWER_STEP and any(
        state._tile_of(node) == len(state._t_pos) - 1 for node in state._meeple
    ):
        raise _invalid("in STEP_PLACE_FOLLOWER the tile just placed cannot hold a follower yet")
    if step == DRAW_TILE and state._pile_total == 0:
        raise _invalid("a draw is pending but the pile is empty")
    if step == GAME_OVER and (state._pile_total or state._meeple):
        raise _invalid("a finished game has an empty pile and no follower on the map")


def _is_complete(state: CarcassonneState, node: int) -> bool:
    if state._segment_of(node).kind == MONASTERY:
        return state._surrounded(state._t_pos[state._tile_of(node)])
    return state._open[state._find(node)] == 0


def _touches(state: CarcassonneState, node: int, tile: int) -> bool:
    """Whether the feature of ``node`` includes a segment of ``tile`` (or, for a monastery, the
    tile lies in its 3x3 block)."""
    root = state._find(node)
    base = state._t_base[tile]
    if any(state._find(base + i) == root for i in range(len(state._t_variant[tile].segments))):
        return True
    own = state._tile_of(node)
    dx = abs(state._t_pos[own] - state._t_pos[tile])
    return dx in (1, STRIDE - 1, STRIDE, STRIDE + 1)
