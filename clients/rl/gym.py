"""A Gymnasium single-agent environment: one seat of a game against our bots.

``MeepleEnv("burgundy", players=2, seat=0, opponent="greedy")``: the agent plays ``seat``;
every other seat is played by the named bot (:func:`clients.bots.factory.make_bot`; the search
bot with a fixed iteration budget, so episodes do not depend on the machine's speed). The
observation and action spaces are those of the PettingZoo environment (a dict of
``"observation"`` and ``"action_mask"``; ``Discrete`` actions). The reward is 0 until the game
ends, then the agent's zero-sum return from the final ranks (+1 for a two-player win). An
action outside the mask ends the episode with reward -1 and ``info["illegal_action"]`` set (a
learner sampling the whole space must still get a valid transition).
"""

from __future__ import annotations

from typing import Any, cast

import gymnasium
import numpy as np

from clients.bots.base import Bot
from clients.bots.factory import make_bot
from clients.rl import spaces as rl_spaces
from clients.rl.core import Position
from engines.chance import SeededChance
from engines.contract import act, settle

#: the search bot's simulations per decision when it is the opponent
OPPONENT_ITERATIONS = 8


class MeepleEnv(gymnasium.Env[rl_spaces.Observation, np.int64]):
    metadata: dict[str, Any] = {"render_modes": ["ansi"]}  # noqa: RUF012  (gymnasium's)

    def __init__(
        self,
        game: str,
        players: int = 2,
        seat: int = 0,
        opponent: str = "greedy",
        render_mode: str | None = None,
        **options: str,
    ) -> None:
        self.game_name = game
        self.players = players
        self.table_options = {name: str(value) for name, value in options.items()}
        self.position = Position.new(game, players, self.table_options)
        if not 0 <= seat < players:
            raise ValueError(f"seat {seat} is not a seat of a {players}-player table")
        self.seat = seat
        self.opponent = opponent
        self.render_mode = render_mode
        self.observation_space = cast(
            gymnasium.spaces.Space[rl_spaces.Observation],
            rl_spaces.observation_space(self.position.encoding),
        )
        self.action_space = rl_spaces.action_space(self.position.encoding)
        self._chance = SeededChance(0)
        self._bots: list[Bot] = []

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[rl_spaces.Observation, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**62))
        self._chance = SeededChance(game_seed)
        game = self.position.game
        self._bots = [
            make_bot(self.opponent, game, game_seed + seat, iterations=OPPONENT_ITERATIONS)
            for seat in range(self.players)
        ]
        self.position = Position.new(self.game_name, self.players, self.table_options)
        settle(self.position.state, self._chance, events=False)
        self._opponents_play()
        return self._observe(), {}

    def _opponents_play(self) -> None:
        state = self.position.state
        while not state.is_terminal():
            seat = state.current_seat()
            if seat is None or seat == self.seat:
                break
            action = self._bots[seat].choose(state, seat)
            act(state, seat, action, self._chance, events=False)
        self.position = Position(self.position.game, self.position.encoding, state)

    def _observe(self) -> rl_spaces.Observation:
        to_move = not self.position.is_terminal()
        return rl_spaces.observe(self.position, self.seat, to_move=to_move)

    def step(
        self, action: np.int64 | int
    ) -> tuple[rl_spaces.Observation, float, bool, bool, dict[str, Any]]:
        if self.position.is_terminal():
            raise RuntimeError("the episode is over: call reset()")
        if int(action) not in self.position.legal():
            return self._observe(), -1.0, True, False, {"illegal_action": True}
        self.position.apply_id(int(action))
        settle(self.position.state, self._chance, events=False)
        self._opponents_play()
        if self.position.is_terminal():
            return self._observe(), self.position.returns()[self.seat], True, False, {}
        return self._observe(), 0.0, False, False, {}

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        state = self.position.state
        return self.position.game.describe_view(state.view(self.seat))
