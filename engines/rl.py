"""The reinforcement-learning encoding a game may offer (``Game.rl_encoding``).

Shared code (``clients/rl``: the OpenSpiel game, the PettingZoo and Gymnasium environments)
never names a game: it reaches a game's encoding only through this interface, and a game that
offers one gets every environment. Each game keeps its encoding in its own package
(``engines/<name>/rl_encoding.py``); docs/rl.md documents every layout.

The encoding is pure and dependency-free, like the engines: it numbers actions and chance
outcomes with plain ints and writes observations as floats into a buffer the caller owns (a
list, or a NumPy array in ``clients/rl``), so engines never need NumPy.

* **Actions**: a fixed space ``0 .. num_distinct_actions - 1``. :meth:`RLEncoding.action_ids`
  numbers a state's legal actions; the numbering may depend on the state (Carcassonne numbers
  placements relative to the map's bounding box) but is one-to-one among the legal actions of
  any one state, so the caller maps an id back to the engine action through the legal list.
* **Chance**: ``chance_outcomes[i]`` is the (kind, value) of chance outcome ``i``; a pending
  :class:`~engines.chance.ChanceRequest` of that kind offering that value is outcome ``i``.
* **Observations**: a flat vector of :attr:`RLEncoding.observation_size` floats made of named
  parts (:attr:`RLEncoding.observation_parts`, each with its shape), written for one seat from
  what that seat may see.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

if TYPE_CHECKING:
    from engines.game_state import GameState

ActionT = TypeVar("ActionT", bound=Hashable)


class Buffer(Protocol):
    """Where an observation is written: a zeroed, flat, float-valued sequence."""

    def __getitem__(self, index: int, /) -> float: ...

    def __setitem__(self, index: int, value: float, /) -> None: ...

    def __len__(self) -> int: ...


class RLEncoding(ABC, Generic[ActionT]):
    """A game's fixed integer action space, chance outcome numbering and observation layout
    for one player count and set of options."""

    #: the size of the fixed action space (ids 0 .. num_distinct_actions - 1)
    num_distinct_actions: int
    #: chance outcome id -> (kind, value): every outcome any chance request may offer
    chance_outcomes: tuple[tuple[str, str], ...]
    #: the observation's parts in order: (name, shape); the flat vector concatenates them
    observation_parts: tuple[tuple[str, tuple[int, ...]], ...]
    #: an upper bound on the number of decisions plus chance outcomes of one game
    max_game_length: int

    def __init__(self) -> None:
        self._chance_ids = {pair: i for i, pair in enumerate(self.chance_outcomes)}

    @property
    def observation_size(self) -> int:
        return sum(math.prod(shape) for _, shape in self.observation_parts)

    def chance_id(self, kind: str, value: str) -> int:
        """The id of chance outcome ``value`` of a request of ``kind``."""
        return self._chance_ids[(kind, value)]

    @abstractmethod
    def action_ids(
        self, state: GameState[Any, Any, Any, Any], actions: Sequence[ActionT]
    ) -> list[int]:
        """The id of each of ``actions`` (legal actions of ``state``), in the same order."""

    @abstractmethod
    def write_observation(
        self, state: GameState[Any, Any, Any, Any], seat: int, out: Buffer
    ) -> None:
        """Write what ``seat`` may see of ``state`` into ``out`` (zeroed, of length
        :attr:`observation_size`), writing only the non-zero entries."""

    def observation(self, state: GameState[Any, Any, Any, Any], seat: int) -> list[float]:
        """The observation of ``seat`` as a new list of floats."""
        out = [0.0] * self.observation_size
        self.write_observation(state, seat, out)
        return out


def returns_from_ranks(ranks: Sequence[int]) -> list[float]:
    """Zero-sum returns in [-1, 1] from final ranks (1 = winner, ties share): each seat gets
    (seats it beat - seats that beat it) / (players - 1); two players: +1, -1, or 0 each."""
    n = len(ranks)
    return [
        (sum(other > mine for other in ranks) - sum(other < mine for other in ranks)) / (n - 1)
        for mine in ranks
    ]
