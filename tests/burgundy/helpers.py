"""Helpers for Burgundy tests: concrete positions built on a real game state."""

from __future__ import annotations

import pytest

from engines.burgundy import catalog as C
from engines.burgundy.actions import BurgundyAction
from engines.burgundy.game import BurgundyGame
from engines.burgundy.state import PLAY, BurgundyState
from engines.chance import SeededChance
from engines.contract import settle
from engines.errors import ActionRejected

GAME = BurgundyGame()


def kind(label: str) -> int:
    return C.KIND_BY_LABEL[label]


def started(num_players: int = 2, seed: int = 1, **options: str) -> BurgundyState:
    """A new game settled to the first decision."""
    state = GAME.new_game(num_players, options)
    settle(state, SeededChance(seed))
    assert isinstance(state, BurgundyState)
    return state


def position(
    num_players: int = 2,
    *,
    dice: tuple[int, int] = (1, 1),
    seed: int = 1,
    **options: str,
) -> BurgundyState:
    """A settled game whose current player has ``dice`` and empty goods/storage, ready for a
    worked example to be set up on it."""
    state = started(num_players, seed, **options)
    assert state.stage == PLAY
    seat = state.current_seat()
    assert seat is not None
    p = state.players[seat]
    p.dice = list(dice)
    p.unused = sorted(dice)
    return state


def take_from_supply(state: BurgundyState, label: str) -> int:
    """Remove one tile of ``label`` from the supplies or, failing that, from a depot, so that
    test positions keep every tile accounted for."""
    k = kind(label)
    for supply in (state.normal_supply, state.black_supply):
        if supply[k] > 0:
            supply[k] -= 1
            return k
    for spaces in state.depots:
        if k in spaces:
            spaces[spaces.index(k)] = -1
            return k
    raise AssertionError(f"no {label} left to take")


def put(state: BurgundyState, seat: int, cell: int, label: str) -> None:
    """Put a tile into an estate directly (test setup)."""
    k = take_from_supply(state, label)
    p = state.players[seat]
    p.estate[cell] = k
    p.filled |= 1 << cell
    if C.KIND_KNOWLEDGE[k]:
        p.knowledge |= 1 << C.KIND_KNOWLEDGE[k]


def store(state: BurgundyState, seat: int, label: str) -> None:
    """Put a tile into a player's storage (test setup)."""
    k = take_from_supply(state, label)
    p = state.players[seat]
    p.storage.append(k)
    p.storage.sort()


def seat_now(state: BurgundyState) -> int:
    seat = state.current_seat()
    assert seat is not None
    return seat


def rejects(state: BurgundyState, seat: int, action: BurgundyAction, reason: str) -> None:
    """The action is refused with ``reason`` and the state is exactly as it was."""
    before = state.to_proto()
    with pytest.raises(ActionRejected) as rejected:
        state.apply_action(seat, action)
    assert rejected.value.reason == reason
    assert state.to_proto() == before
