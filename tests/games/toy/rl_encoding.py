"""Toy cards' reinforcement-learning encoding: all a third game adds to get the OpenSpiel game
and the PettingZoo and Gymnasium environments (tests/rl/test_third_game.py).

Actions: 0 TAKE, 1 STEAL, 2 PASS. Chance: outcome ``v - 1`` is card ``v`` (1..5).
Observation: per seat in relative order (0 = the observer; 4 slots) points and debt (negative
points) / 10; the card to play, one-hot; copies left per value / 2; the seat to move, relative.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.contract import GameState
from engines.rl import Buffer, RLEncoding

ACTIONS = ("TAKE", "STEAL", "PASS")
SEATS = 4


class ToyEncoding(RLEncoding[str]):
    num_distinct_actions = len(ACTIONS)
    chance_outcomes = tuple(("card", str(v)) for v in range(1, 6))
    observation_parts = (
        ("points", (SEATS,)),
        ("debt", (SEATS,)),
        ("card", (5,)),
        ("deck", (5,)),
        ("to_move", (SEATS,)),
    )
    max_game_length = 20

    def __init__(self, num_players: int) -> None:
        super().__init__()
        self.num_players = num_players

    def action_ids(self, state: GameState[Any, Any, Any, Any], actions: Sequence[str]) -> list[int]:
        return [ACTIONS.index(action) for action in actions]

    def write_observation(
        self, state: GameState[Any, Any, Any, Any], seat: int, out: Buffer
    ) -> None:
        n = self.num_players
        for other, points in enumerate(state.scores()):
            relative = (other - seat) % n
            if points > 0:
                out[relative] = points / 10
            elif points < 0:
                out[SEATS + relative] = -points / 10
        view = state.view(seat)
        card = int(view["card"])
        if card:
            out[2 * SEATS + card - 1] = 1.0
        for value, copies in enumerate(view["deck"]):
            if copies:
                out[2 * SEATS + 5 + value] = copies / 2
        mover = state.current_seat()
        if mover is not None:
            out[2 * SEATS + 10 + (mover - seat) % n] = 1.0
