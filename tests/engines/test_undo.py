"""Undo by the common online policy (engines/undo.py), per game:

* undo of each kind of own action the policy allows restores exactly the previous state and
  legal actions;
* each kind it forbids is refused with its reason (chance, another seat, revealed, a bot's move,
  a table change, nothing to undo);
* property: random games with undos at random allowed points, then play on, are the same game
  as the one in which the undone actions were never made, with the same draws from the seed.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engines.chance import SeededChance
from engines.contract import Game, GameState, act, start
from engines.registry import get_game
from engines.undo import Refusal, Timeline, UndoNotAllowed
from tests.games.secret.game import SecretGame
from tests.games.toy.game import ToyGame

AnyGame = Game[Any, Any, Any, Any]
AnyState = GameState[Any, Any, Any, Any]

#: the kinds of decision (pending_decision labels) whose action random games take back: every
#: kind the policy allows shows up in a few seeded games
UNDOABLE_KINDS = {
    "carcassonne": {"PLACE_TILE"},
    "burgundy": {"DIE_ACTION", "BUY_OR_END_TURN", "SHIP_GOODS"},
}


def _fingerprint(state: AnyState) -> tuple[bytes, Any, str, list[Any]]:
    return (
        state.to_proto().SerializeToString(deterministic=True),
        state.current_seat(),
        state.pending_decision(),
        list(state.legal_actions()),
    )


@pytest.mark.parametrize("name", sorted(UNDOABLE_KINDS))
def test_undo_restores_the_previous_state_for_each_allowed_kind(name: str) -> None:
    game = get_game(name)
    kinds: set[str] = set()
    forbidden: set[tuple[str, Refusal]] = set()
    for seed in range(3):
        chance = SeededChance(seed)
        state, _ = start(game, 2, chance)
        timeline = Timeline(game, state)
        rng = random.Random(seed)
        key = 0
        while not timeline.state.is_terminal():
            seat = timeline.state.current_seat()
            assert seat is not None
            label = timeline.state.pending_decision()
            before = _fingerprint(timeline.state)
            action = rng.choice(timeline.state.legal_actions())
            key += 1
            timeline.act(key, seat, action, chance)
            refusal = timeline.refusal(seat)
            if refusal is not None:
                forbidden.add((label, refusal))
                with pytest.raises(UndoNotAllowed):
                    timeline.undo(seat)
                continue
            kinds.add(label)
            assert timeline.undo(seat) == key
            assert _fingerprint(timeline.state) == before
            timeline.act(key, seat, action, chance)  # and play on as before
    assert UNDOABLE_KINDS[name] <= kinds
    # the action after which chance is drawn (the end of a Carcassonne turn, a Burgundy phase)
    # is final
    assert {refusal for _, refusal in forbidden} == {Refusal.CHANCE}


def _to_seat_change(game: AnyGame, seed: int) -> tuple[Timeline, int, int]:
    """A timeline right after an undoable action of one seat was followed by an undoable
    action of another (no chance between them)."""
    chance = SeededChance(seed)
    state, _ = start(game, 2, chance)
    timeline = Timeline(game, state)
    rng = random.Random(seed)
    key = 0
    previous: int | None = None
    while not timeline.state.is_terminal():
        seat = timeline.state.current_seat()
        assert seat is not None
        key += 1
        timeline.act(key, seat, rng.choice(timeline.state.legal_actions()), chance)
        if timeline.may_undo(seat) and previous is not None and previous != seat:
            return timeline, previous, seat
        previous = seat if timeline.may_undo(seat) else None
    raise AssertionError("no seat change without chance in this game")


def test_burgundy_refuses_undo_past_another_seats_action() -> None:
    timeline, first, second = _to_seat_change(get_game("burgundy"), 5)
    assert timeline.refusal(first) == Refusal.OTHER_SEAT
    timeline.undo(second)
    # the other seat took its action back, but it acted: the first seat's run is over
    assert timeline.refusal(first) == Refusal.OTHER_SEAT
    assert timeline.refusal(second) == Refusal.OTHER_SEAT


def test_carcassonne_refusals() -> None:
    game = get_game("carcassonne")
    chance = SeededChance(3)
    state, _ = start(game, 2, chance)
    timeline = Timeline(game, state)
    assert timeline.refusal(0) == Refusal.NOTHING
    first = timeline.state.current_seat()
    assert first is not None
    timeline.act(1, first, timeline.state.legal_actions()[0], chance)  # the tile
    assert timeline.refusal(1 - first) == Refusal.OTHER_SEAT  # not the other seat's to undo
    assert timeline.depth(first) == 1
    timeline.act(2, first, timeline.state.legal_actions()[0], chance)  # follower; draws
    assert timeline.refusal(first) == Refusal.CHANCE
    second = timeline.state.current_seat()
    assert second == 1 - first
    timeline.act(3, second, timeline.state.legal_actions()[0], chance)
    assert timeline.refusal(first) == Refusal.OTHER_SEAT
    assert timeline.refusal(second) is None
    timeline.table_change()  # e.g. a seat left
    assert timeline.refusal(second) == Refusal.TABLE_CHANGE


def test_a_bots_move_is_never_taken_back() -> None:
    game = get_game("carcassonne")
    chance = SeededChance(3)
    state, _ = start(game, 2, chance)
    timeline = Timeline(game, state)
    seat = timeline.state.current_seat()
    assert seat is not None
    timeline.act(1, seat, timeline.state.legal_actions()[0], chance, by_bot=True)
    assert timeline.refusal(seat) == Refusal.BOT


def test_revealing_actions_and_the_default_are_final() -> None:
    game = SecretGame()
    chance = SeededChance(2)
    state, _ = start(game, 2, chance)
    timeline = Timeline(game, state)
    refusals = set()
    while not timeline.state.is_terminal():
        seat = timeline.state.current_seat()
        assert seat is not None
        timeline.act(0, seat, timeline.state.legal_actions()[0], chance)
        refusals.add(timeline.refusal(seat))
    # a play that draws a replacement is final for the draw, one after the deck ran out for
    # the card it showed, the last one for the end of the game
    assert refusals == {Refusal.CHANCE, Refusal.REVEALED}


def test_the_toy_game_draws_after_every_action() -> None:
    game = ToyGame()
    assert not game.action_reveals(game.new_game(2), 0, "TAKE")
    chance = SeededChance(4)
    state, _ = start(game, 2, chance)
    timeline = Timeline(game, state)
    while not timeline.state.is_terminal():
        seat = timeline.state.current_seat()
        assert seat is not None
        timeline.act(0, seat, "TAKE", chance)
        assert timeline.refusal(seat) == Refusal.CHANCE


@pytest.mark.parametrize("name", ["carcassonne", "burgundy"])
@pytest.mark.parametrize("seed", range(6))
def test_undone_actions_leave_no_trace(name: str, seed: int) -> None:
    """Undo at random allowed points (sometimes several in a row), then play on, possibly
    otherwise: the game equals the one played with only the actions kept, from the same seed."""
    game = get_game(name)
    players = 2 + seed % 2
    chance = SeededChance(seed)
    state, _ = start(game, players, chance)
    timeline = Timeline(game, state)
    rng = random.Random(seed)
    kept: dict[int, tuple[int, Any]] = {}
    key = 0
    undos = 0
    while not timeline.state.is_terminal():
        seat = timeline.state.current_seat()
        assert seat is not None
        key += 1
        action = rng.choice(timeline.state.legal_actions())
        timeline.act(key, seat, action, chance)
        kept[key] = (seat, action)
        while timeline.may_undo(seat) and rng.random() < 0.3:
            undone = timeline.undo(seat)
            assert isinstance(undone, int)
            del kept[undone]
            undos += 1
    assert undos > 0
    fresh = SeededChance(seed)
    again, _ = start(game, players, fresh)
    for seat, action in kept.values():
        act(again, seat, action, fresh)
    assert again.to_proto() == timeline.state.to_proto()
    assert again.scores() == timeline.state.scores()
