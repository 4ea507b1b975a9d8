"""State from view: what a bot playing through the API decides on.

A seat only has its View. Each game rebuilds a full engine state consistent with that view,
sampling whatever the view hides (:meth:`engines.contract.Game.state_from_view`, in the game's
own package).
"""

from __future__ import annotations

import random

from google.protobuf.message import Message

from clients.bots.base import AnyGame, AnyState


def state_from_view(game: AnyGame, view: Message, rng: random.Random) -> AnyState:
    """A state consistent with ``view`` (the game's View message of the seat to move)."""
    return game.state_from_view(view, rng)
