"""Our search bot as an OpenSpiel-style bot: ``step(state) -> action id``.

It plays the OpenSpiel game of :mod:`clients.rl.openspiel` (benchmarks, tests): it takes the
engine state behind the OpenSpiel state, replaces it by a determinization sampled from the
seat's View (the game's ``state_from_view`` hook: only what the seat may see, the hidden rest
sampled), lets :class:`clients.bots.search.SearchBot` choose, and returns the choice's id.
With ``resample`` (the default) the search samples a fresh world from the View for every
round of simulations too (information-set sampling, as determinized ISMCTS does), so nothing
the seat cannot see steers it. Its time budget is measured in process CPU time, like the
benchmark's.
"""

from __future__ import annotations

import random
import time
from typing import Any

from clients.bots.search import SearchBot
from clients.rl.core import AnyState


class MeepleSearchBot:
    def __init__(
        self,
        game: Any,
        seed: int = 0,
        *,
        seconds: float | None = None,
        iterations: int | None = None,
        resample: bool = True,
        width: int | None = None,
        turns: int | None = None,
    ) -> None:
        self.game = game.meeple_game
        self.search = SearchBot(
            self.game,
            seed,
            seconds=seconds,
            iterations=iterations,
            width=width,
            turns=turns,
            clock=time.process_time,
            resample=resample,
        )
        self.rng = random.Random(seed)

    def determinize(self, state: AnyState, seat: int) -> AnyState:
        """A state consistent with ``seat``'s View (the state itself if the game cannot
        rebuild one)."""
        try:
            world: AnyState = self.game.state_from_view(state.view(seat), self.rng)
            return world
        except NotImplementedError:
            return state.clone()

    def step(self, state: Any) -> int:
        position = state.position
        seat = state.current_player()
        world = self.determinize(position.state, seat)
        action = self.search.choose(world, seat)
        (action_id,) = position.encoding.action_ids(world, [action])
        if action_id not in position.legal():
            raise RuntimeError(
                f"the determinization offered an action the state does not: {action}"
            )
        return int(action_id)
