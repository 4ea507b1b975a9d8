"""Gymnasium spaces and arrays for an encoding (shared by the PettingZoo and Gymnasium
environments): observations are ``{"observation": float32 vector, "action_mask": int8
vector}``, actions are ``Discrete(num_distinct_actions)``."""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces

from clients.rl.core import Position
from engines.rl import RLEncoding

Observation = dict[str, np.ndarray[Any, Any]]


def observation_space(encoding: RLEncoding[Any]) -> spaces.Dict:
    return spaces.Dict(
        {
            # every part of every encoding is a non-negative count, share or flag (scaled: all
            # far below 100)
            "observation": spaces.Box(
                low=0.0, high=100.0, shape=(encoding.observation_size,), dtype=np.float32
            ),
            "action_mask": spaces.Box(
                low=0, high=1, shape=(encoding.num_distinct_actions,), dtype=np.int8
            ),
        }
    )


def action_space(encoding: RLEncoding[Any]) -> spaces.Discrete:
    return spaces.Discrete(encoding.num_distinct_actions)


def observe(position: Position, seat: int, *, to_move: bool) -> Observation:
    """``seat``'s observation, with the mask of its legal actions (all zeros unless
    ``to_move``)."""
    encoding = position.encoding
    tensor = np.zeros(encoding.observation_size, np.float32)
    encoding.write_observation(position.state, seat, tensor)
    mask = np.zeros(encoding.num_distinct_actions, np.int8)
    if to_move:
        mask[position.legal_ids()] = 1
    return {"observation": tensor, "action_mask": mask}
