"""The engine contract, checked on every registered game at every player count, and on the toy
games (OpenSpiel's ``games_sim_test`` for meeple). One seeded random game per case:

* clones are independent, and states and actions round-trip exactly through their protos;
* ``validate_action`` agrees with ``apply_action``, and a rejected action changes nothing;
* a game replays exactly from its recorded chance outcomes and actions;
* views hide what they must: every state consistent with a seat's view (the game's own
  determinization, sampled twice) shows that seat, and a spectator, exactly the same view; and
  the bots can search it (same seat to move, decision, scores and legal actions).

Per-game tests keep what is specific to their game (invariants, rules, worked examples).
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

import pytest
from google.protobuf.message import Message

from engines.chance import ChanceOutcome, SeededChance
from engines.contract import Game, GameState, act, replay, start
from engines.errors import ActionRejected
from engines.playout import random_playout
from engines.registry import game_names, get_game
from tests.games.secret.game import SecretGame
from tests.games.toy.game import ToyGame

AnyGame = Game[Any, Any, Any, Any]
AnyState = GameState[Any, Any, Any, Any]

#: actions checked in depth per case (all of them for short games)
DEEP_CHECKS = 60


def _games() -> list[AnyGame]:
    return [get_game(name) for name in game_names()] + [ToyGame(), SecretGame()]


CASES = [
    pytest.param(game, players, id=f"{game.name}-{players}p")
    for game in _games()
    for players in range(game.min_players, game.max_players + 1)
]


def _bytes(message: Message) -> bytes:
    return message.SerializeToString(deterministic=True)


def _fingerprint(state: AnyState) -> tuple[bytes, Any, str, bool]:
    return (
        _bytes(state.to_proto()),
        state.current_seat(),
        state.pending_decision(),
        state.is_terminal(),
    )


def _check_round_trip(game: AnyGame, state: AnyState) -> None:
    restored = game.state_from_proto(state.to_proto())
    assert _bytes(restored.to_proto()) == _bytes(state.to_proto())
    assert restored.legal_actions() == state.legal_actions()
    assert restored.current_seat() == state.current_seat()
    assert restored.pending_decision() == state.pending_decision()
    assert restored.chance_request() == state.chance_request()
    for seat in [None, *range(state.num_players)]:
        assert _bytes(restored.view(seat)) == _bytes(state.view(seat))


def _check_clones(state: AnyState, seat: int, action: Hashable) -> None:
    before = _bytes(state.to_proto())
    clone = state.clone()
    clone.apply_action(seat, action)
    assert _bytes(state.to_proto()) == before, "acting on a clone changed the original"
    original = state.clone()
    twin = original.clone()
    original.apply_action(seat, action)
    assert _bytes(twin.to_proto()) == before, "acting on the original changed its clone"


def _check_validation(
    game: AnyGame, state: AnyState, seat: int, legal: list[Hashable], strangers: list[Hashable]
) -> None:
    """Every legal action validates; every candidate validates exactly when it applies, and a
    rejection (by either) changes nothing. Candidates: actions legal elsewhere in the game,
    and every legal action played by the wrong seat."""
    for action in legal:
        state.validate_action(seat, action)
        assert game.action_from_proto(game.action_to_proto(action)) == action
    wrong_seats = [s for s in range(state.num_players) if s != seat]
    candidates = [(seat, a) for a in strangers if a not in legal]
    candidates += [(other, a) for other in wrong_seats[:1] for a in legal[:5]]
    for who, action in candidates:
        before = _fingerprint(state)
        try:
            state.validate_action(who, action)
            validated = True
        except ActionRejected:
            validated = False
        assert _fingerprint(state) == before, "validate_action changed the state"
        probe = state.clone()
        try:
            probe.apply_action(who, action)
            applied = True
        except ActionRejected:
            applied = False
            assert _fingerprint(probe) == before, "a rejected action changed the state"
        assert validated == applied, f"validate_action and apply_action disagree on {action!r}"


def _check_views(game: AnyGame, state: AnyState, seat: int, seed: int) -> None:
    view = state.view(seat)
    spectator = state.view(None)
    try:
        worlds = [game.state_from_view(view, random.Random(seed + k)) for k in range(2)]
    except NotImplementedError:
        pytest.fail(f"{game.name} offers no state_from_view (bots cannot play it through the API)")
    for world in worlds:
        assert _bytes(world.view(seat)) == _bytes(view), "the view shows what it should hide"
        assert _bytes(world.view(None)) == _bytes(spectator), "the spectator sees hidden parts"
        assert world.legal_actions() == state.legal_actions()
        assert world.current_seat() == seat
        assert world.pending_decision() == state.pending_decision()
        assert world.scores() == state.scores()


@pytest.mark.parametrize(("game", "players"), CASES)
def test_the_contract_holds_through_a_seeded_game(game: AnyGame, players: int) -> None:
    seed = 1000 + players
    chance = SeededChance(seed)
    chooser = random.Random(seed)
    state, first = start(game, players, chance)
    outcomes: list[ChanceOutcome] = list(first.outcomes)
    actions: list[tuple[int, Hashable]] = []
    seen: list[Hashable] = []
    total = 0
    while not state.is_terminal():
        _check_round_trip(game, state)
        seat = state.current_seat()
        assert seat is not None and state.chance_request() is None
        legal: list[Hashable] = state.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        action = legal[chooser.randrange(len(legal))]
        if total < DEEP_CHECKS or chooser.random() < 0.05:
            _check_clones(state, seat, action)
            _check_validation(game, state, seat, legal, chooser.sample(seen, min(8, len(seen))))
            _check_views(game, state, seat, seed + total)
        seen += legal[:3]
        seen = seen[-200:]
        step = act(state, seat, action, chance)
        outcomes += step.outcomes
        actions.append((seat, action))
        total += 1
    _check_round_trip(game, state)
    outcome = state.outcome()
    assert outcome is not None and len(outcome.scores) == players
    assert state.legal_actions() == []
    replayed = replay(game, players, None, outcomes, actions)
    assert _bytes(replayed.to_proto()) == _bytes(state.to_proto())
    assert replayed.outcome() == outcome


@pytest.mark.parametrize(("game", "players"), CASES)
def test_a_game_without_events_is_the_same_game(game: AnyGame, players: int) -> None:
    """``act``/``settle`` with ``events=False`` (``apply_*_without_events``, overridden or the
    contract's default) build no event and leave every state exactly as with them."""
    seed = 7 + players
    built = random_playout(game, players, seed)
    quiet = random_playout(game, players, seed, events=False)
    assert not quiet.events
    assert quiet.actions == built.actions and quiet.outcomes == built.outcomes
    assert quiet.outcome == built.outcome
    assert _bytes(quiet.state.to_proto()) == _bytes(built.state.to_proto())
    for seat in (None, *range(players)):
        assert _bytes(quiet.state.view(seat)) == _bytes(built.state.view(seat))
