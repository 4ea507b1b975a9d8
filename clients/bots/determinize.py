"""State from view: what a bot playing through the API decides on.

A seat only has its View. For each game, ``clients/bots/<game>_determinize.py`` builds a full
engine state consistent with that view, sampling whatever the view hides (for Carcassonne
nothing needs sampling: the pile's composition is public and its order is chance, which engines
keep lazy; for Burgundy the supply's composition and the face-down goods are sampled).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from importlib import import_module

from google.protobuf.message import Message

from clients.bots.base import AnyGame, AnyState

StateFromView = Callable[[AnyGame, Message, random.Random], AnyState]

_MODULES: dict[str, str] = {
    "carcassonne": "clients.bots.carcassonne_determinize",
    "burgundy": "clients.bots.burgundy_determinize",
}


def state_from_view(game: AnyGame, view: Message, rng: random.Random) -> AnyState:
    """A state consistent with ``view`` (the game's View message of the seat to move)."""
    module_name = _MODULES.get(game.name)
    if module_name is None:
        raise NotImplementedError(f"no state-from-view for {game.name}")
    build: StateFromView = import_module(module_name).state_from_view
    return build(game, view, rng)
