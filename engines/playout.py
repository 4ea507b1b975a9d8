"""Random playouts: the engine-level driver used by demos, benchmarks and property tests."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from google.protobuf.message import Message

from engines.chance import ChanceOutcome, SeededChance
from engines.contract import Game, GameState, Outcome, act, settle


@dataclass(slots=True)
class Playout:
    """A finished game with everything it produced."""

    state: GameState[Any, Any, Any, Any]
    outcome: Outcome
    actions: list[tuple[int, Any]] = field(default_factory=list)
    events: list[Message] = field(default_factory=list)
    outcomes: list[ChanceOutcome] = field(default_factory=list)
    decisions: int = 0


def random_playout(
    game: Game[Any, Any, Any, Any],
    num_players: int,
    seed: int,
    options: Mapping[str, str] | None = None,
    on_step: Callable[[int, Any, list[Message]], None] | None = None,
    *,
    events: bool = True,
) -> Playout:
    """Play a complete game choosing uniformly among legal actions.

    Chance and the players' choices use separate deterministic streams derived from ``seed``.
    ``on_step(seat, action, events)`` is called after every action. With ``events=False`` no
    event is built (the playout's events, and those given to ``on_step``, are empty); the game
    is the same.
    """
    chance = SeededChance(seed)
    getrandbits = random.Random(seed ^ 0x5EED).getrandbits
    state = game.new_game(num_players, options)
    first = settle(state, chance, events=events)
    playout = Playout(state=state, outcome=Outcome((), ()))
    actions = playout.actions
    built = playout.events
    outcomes = playout.outcomes
    built.extend(first.events)
    outcomes.extend(first.outcomes)
    while not state.is_terminal():
        seat = state.current_seat()
        assert seat is not None, "a non-terminal settled state must have a seat to act"
        legal = state.legal_actions()
        # chooser.randrange(len(legal)) of that Random, inline: the same pick from the same
        # stream (its _randbelow: getrandbits of n's bit length until below n)
        n = len(legal)
        if not n:
            raise RuntimeError("a non-terminal settled state must have a legal action")
        bits = n.bit_length()
        pick = getrandbits(bits)
        while pick >= n:
            pick = getrandbits(bits)
        action = legal[pick]
        step = act(state, seat, action, chance, events=events)
        actions.append((seat, action))
        built += step.events
        outcomes += step.outcomes
        if on_step is not None:
            on_step(seat, action, step.events)
    playout.decisions = len(actions)
    result = state.outcome()
    assert result is not None
    playout.outcome = result
    return playout
