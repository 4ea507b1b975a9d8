"""A PettingZoo AEC environment for every game with an ``rl_encoding``.

``env("carcassonne", players=3, start_seat="1")`` returns an AEC environment whose agents are
``player_0`` .. ``player_<n-1>`` (the seats). Observations are dicts with ``"observation"``
(the encoding's float32 vector for that seat) and ``"action_mask"`` (int8, 1 for each legal
action id of the agent to move, all zeros for the others). Chance (tile draws, dice, depot
fills) is resolved between decisions by the engine's seeded generator, seeded by ``reset``.
Rewards are zero until the game ends, then the zero-sum returns of the final ranks
(:func:`engines.rl.returns_from_ranks`). An illegal action raises ValueError and changes
nothing.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from clients.rl import spaces as rl_spaces
from clients.rl.core import Position
from engines.chance import SeededChance
from engines.contract import settle


class MeepleAECEnv(AECEnv):  # type: ignore[misc]
    def __init__(
        self, game: str, players: int = 2, render_mode: str | None = None, **options: str
    ) -> None:
        super().__init__()
        self.game_name = game
        self.players = players
        self.table_options = {name: str(value) for name, value in options.items()}
        self.position = Position.new(game, players, self.table_options)
        self.metadata = {
            "render_modes": ["ansi"],
            "name": f"meeple_{game}_v0",
            "is_parallelizable": False,
        }
        self.render_mode = render_mode
        self.possible_agents = [f"player_{seat}" for seat in range(players)]
        encoding = self.position.encoding
        self.observation_spaces = {
            agent: rl_spaces.observation_space(encoding) for agent in self.possible_agents
        }
        self.action_spaces = {
            agent: rl_spaces.action_space(encoding) for agent in self.possible_agents
        }
        self._chance = SeededChance(0)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is None:
            seed = int(np.random.SeedSequence().generate_state(1)[0])
        self._chance = SeededChance(seed)
        position = Position.new(self.game_name, self.players, self.table_options)
        settle(position.state, self._chance, events=False)
        self.position = position
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._select()

    def _select(self) -> None:
        seat = self.position.current_seat()
        if seat is not None:
            self.agent_selection = self.possible_agents[seat]

    def observe(self, agent: str) -> rl_spaces.Observation:
        seat = self.possible_agents.index(agent)
        to_move = not self.position.is_terminal() and self.position.current_seat() == seat
        return rl_spaces.observe(self.position, seat, to_move=to_move)

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} must act; action None is only for a finished agent")
        self._cumulative_rewards[agent] = 0.0
        self.position.apply_id(int(action))
        settle(self.position.state, self._chance, events=False)
        self.rewards = {a: 0.0 for a in self.agents}
        if self.position.is_terminal():
            for a, value in zip(self.possible_agents, self.position.returns(), strict=True):
                self.rewards[a] = value
                self.terminations[a] = True
        else:
            self._select()
        self._accumulate_rewards()
        if self.position.is_terminal():
            # every agent is done: the AEC convention visits each once more with None
            self.agent_selection = self.agents[0]

    def render(self) -> str:
        """The position as text, as a spectator sees it (``render_mode="ansi"``)."""
        state = self.position.state
        return self.position.game.describe_view(state.view(None))

    def close(self) -> None:
        pass


def env(
    game: str, players: int = 2, render_mode: str | None = None, **options: str
) -> MeepleAECEnv:
    """The AEC environment of ``game`` for ``players`` seats and table ``options``."""
    return MeepleAECEnv(game, players, render_mode=render_mode, **options)
