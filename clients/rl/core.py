"""The game-agnostic core of every environment: one engine state driven by integer ids.

:class:`Position` wraps an engine state and the game's :class:`~engines.rl.RLEncoding`; it maps
action ids to the engine's legal actions (cached per position), chance outcome ids to the
pending request's values, and computes zero-sum returns from the final ranks. It names no game
and needs neither NumPy nor any RL library.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any, Self

from engines.contract import Game, GameState
from engines.registry import get_game
from engines.rl import RLEncoding, returns_from_ranks

AnyGame = Game[Any, Any, Any, Any]
AnyState = GameState[Any, Any, Any, Any]


class NoEncoding(ValueError):
    """The game offers no reinforcement-learning encoding."""


def encoding_for(game: AnyGame, players: int, options: Mapping[str, str]) -> RLEncoding[Any]:
    """The game's encoding for a table (options validated and defaults filled by the game)."""
    resolved = game.resolve_options(players, options)
    encoding = game.rl_encoding(players, resolved)
    if encoding is None:
        raise NoEncoding(f"{game.title} offers no reinforcement-learning encoding (rl_encoding)")
    return encoding


class Position:
    """One engine state, played by action and chance outcome ids."""

    __slots__ = ("_legal", "encoding", "game", "state")

    def __init__(self, game: AnyGame, encoding: RLEncoding[Any], state: AnyState) -> None:
        self.game = game
        self.encoding = encoding
        self.state = state
        self._legal: dict[int, Hashable] | None = None

    @classmethod
    def new(cls, name: str, players: int, options: Mapping[str, str] | None = None) -> Self:
        game = get_game(name)
        options = dict(options or {})
        encoding = encoding_for(game, players, options)
        return cls(game, encoding, game.new_game(players, options))

    def clone(self) -> Self:
        other = type(self)(self.game, self.encoding, self.state.clone())
        other._legal = self._legal
        return other

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        # pyspiel copies a Python state's attributes with copy.deepcopy: use the engine's
        # clone (a generic deep copy would copy the games' shared immutable tables too)
        return self.clone()

    # -- whose turn ---------------------------------------------------------------------

    def is_terminal(self) -> bool:
        return self.state.is_terminal()

    def is_chance(self) -> bool:
        return self.state.chance_request() is not None

    def current_seat(self) -> int | None:
        return self.state.current_seat()

    # -- decisions ----------------------------------------------------------------------

    def legal(self) -> dict[int, Hashable]:
        """Action id -> engine action, for the seat to move (empty at chance or the end)."""
        legal = self._legal
        if legal is None:
            actions = self.state.legal_actions() if self.state.current_seat() is not None else []
            ids = self.encoding.action_ids(self.state, actions)
            legal = dict(zip(ids, actions, strict=True))
            if len(legal) != len(actions):
                raise RuntimeError(f"{self.game.title}'s encoding numbers two actions alike")
            self._legal = legal
        return legal

    def legal_ids(self) -> list[int]:
        return sorted(self.legal())

    def apply_id(self, action_id: int) -> None:
        """Apply the current seat's action ``action_id`` (ValueError if it is not legal)."""
        action = self.legal().get(action_id)
        seat = self.state.current_seat()
        if action is None or seat is None:
            raise ValueError(f"action {action_id} is not legal here")
        self.state.apply_action_without_events(seat, action)
        self._legal = None

    # -- chance -------------------------------------------------------------------------

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """(outcome id, probability) of the pending chance node, ascending by id."""
        request = self.state.chance_request()
        if request is None:
            return []
        total = sum(request.weights)
        kind = request.kind
        chance_id = self.encoding.chance_id
        return sorted(
            (chance_id(kind, value), weight / total)
            for value, weight in zip(request.outcomes, request.weights, strict=True)
        )

    def apply_chance_id(self, outcome_id: int) -> None:
        request = self.state.chance_request()
        if request is None:
            raise ValueError("no chance outcome is pending")
        kind, value = self.encoding.chance_outcomes[outcome_id]
        if kind != request.kind or value not in request.outcomes:
            raise ValueError(f"chance outcome {outcome_id} is not possible here")
        self.state.apply_chance_without_events(value)
        self._legal = None

    # -- results ------------------------------------------------------------------------

    def returns(self) -> list[float]:
        """Zero-sum returns in [-1, 1] from the ranks once the game is over, else zeros."""
        outcome = self.state.outcome()
        if outcome is None:
            return [0.0] * self.state.num_players
        return returns_from_ranks(outcome.ranks)

    def action_text(self, action_id: int) -> str:
        action = self.legal().get(action_id)
        return f"action {action_id}" if action is None else self.game.describe_action(action)
