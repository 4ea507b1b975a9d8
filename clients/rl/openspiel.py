"""Every game with an ``rl_encoding`` as an OpenSpiel game.

Importing this module registers ``python_meeple_<name>`` with ``pyspiel.register_game`` for
every registered game that offers an encoding, the way OpenSpiel's own Python games register
(open_spiel/python/games): ``pyspiel.load_game("python_meeple_carcassonne", {"players": 3})``.
Game parameters: ``players`` and every table option by name (string values; defaults as the
game documents them).

* Sequential, explicit stochastic: chance nodes offer the engine's pending
  :class:`~engines.chance.ChanceRequest` as ``chance_outcomes()`` (ids from the encoding,
  probabilities proportional to the weights).
* Imperfect information (the draw order, dice and future goods are unknown): the information
  state string of a seat is its perfect-recall history of actions and chance outcomes (every
  outcome of these games is public), the observation string a digest of its View. The
  observation tensor is the encoding's observation of the seat (docs/rl.md gives the
  layouts); the information-state tensor is a perfect-recall encoding: that observation, the
  seat one-hot and the history of ids (:class:`Observer`), so two different information
  states never share a tensor.
* Zero-sum terminal returns in [-1, 1] from the final ranks (:func:`engines.rl.returns_from_ranks`).
* ``resample_from_infostate`` returns a copy: a perfect-recall history determines the state.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

import numpy as np
import pyspiel

from clients.rl.core import AnyGame, AnyState, NoEncoding, Position, encoding_for
from engines.contract import OptionSpec
from engines.registry import all_games, get_game
from engines.rl import RLEncoding

PREFIX = "python_meeple_"


def short_name(game_name: str) -> str:
    return PREFIX + game_name


def _words(spec: OptionSpec) -> list[str]:
    return [choice for choice in spec.choices if not choice.lstrip("-").isdigit()]


def parameter_value(spec: OptionSpec, value: str) -> int | str:
    """A table option as an OpenSpiel parameter. OpenSpiel reads a parameter that looks like
    an integer as an integer, so an option with an integer choice is an integer parameter;
    its word choices, if any, are the negative numbers -1, -2, ... in the order of the choices
    (Burgundy's start_seat: random = -1)."""
    words = _words(spec)
    if len(words) == len(spec.choices):
        return value
    if value in words:
        return -1 - words.index(value)
    return int(value)


def option_value(spec: OptionSpec, value: Any) -> str:
    """The table option for an OpenSpiel parameter (the inverse of :func:`parameter_value`)."""
    if isinstance(value, int) and not isinstance(value, bool) and value < 0:
        words = _words(spec)
        index = -1 - value
        return words[index] if index < len(words) else str(value)
    return str(value)


def game_type(game: AnyGame) -> pyspiel.GameType:
    parameters: dict[str, Any] = {"players": game.min_players}
    parameters.update({spec.name: parameter_value(spec, spec.default) for spec in game.options})
    return pyspiel.GameType(
        short_name=short_name(game.name),
        long_name=f"meeple {game.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters,
    )


class MeepleGame(pyspiel.Game):  # type: ignore[misc]
    """One meeple game for one player count and set of options (a subclass per game, made by
    :func:`register`, names it in ``meeple_game``)."""

    meeple_game: AnyGame

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        game = self.meeple_game
        params = dict(params or {})
        players = int(params.pop("players", game.min_players))
        specs = {spec.name: spec for spec in game.options}
        options = {
            name: option_value(specs[name], value) if name in specs else str(value)
            for name, value in params.items()
        }
        self.players = players
        self.options = game.resolve_options(players, options)
        self.encoding: RLEncoding[Any] = encoding_for(game, players, self.options)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.encoding.num_distinct_actions,
            max_chance_outcomes=len(self.encoding.chance_outcomes),
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=self.encoding.max_game_length,
        )
        parameters = {
            spec.name: parameter_value(spec, self.options[spec.name]) for spec in game.options
        }
        super().__init__(game_type(game), info, {"players": players, **parameters})

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        # pyspiel pickles a game as its string and rebuilds only the C++ part: rebuild the
        # whole game by loading it again (in another process, unpickling imports this module,
        # which registers the games)
        return load, (str(self),)

    def new_initial_state(self) -> MeepleState:
        position = Position(
            self.meeple_game,
            self.encoding,
            self.meeple_game.new_game(self.players, self.options),
        )
        return MeepleState(self, position)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: Mapping[str, Any] | None = None
    ) -> Observer:
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return Observer(self.encoding, perfect_recall, self.meeple_game.max_players)


class MeepleState(pyspiel.State):  # type: ignore[misc]
    """An OpenSpiel state over one engine :class:`~clients.rl.core.Position`."""

    def __init__(self, game: MeepleGame, position: Position) -> None:
        super().__init__(game)
        self.position = position
        #: True while clone() records the history into the base state only
        self._recording = False
        #: the history as signed ids: decision ``id + 1``, chance outcome ``-(id + 1)``
        self.trail: list[int] = []

    def clone(self) -> MeepleState:
        """A copy: the engine state's own clone, and the base state's history recorded
        without replaying it (pyspiel's default clone of a Python game replays the whole
        history from the initial state, which would dominate any search's time)."""
        other = MeepleState(self.get_game(), self.position.clone())
        other._recording = True
        for action in self.history():
            other.apply_action(action)
        other._recording = False
        other.trail = self.trail.copy()
        return other

    __deepcopy__ = lambda self, memo: self.clone()  # noqa: E731

    def current_player(self) -> int:
        position = self.position
        if position.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        seat = position.current_seat()
        if seat is None:
            return int(pyspiel.PlayerId.CHANCE)
        return seat

    def _legal_actions(self, player: int) -> list[int]:
        if player != self.position.current_seat():
            return []
        return self.position.legal_ids()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self.position.chance_outcomes()

    def _apply_action(self, action: int) -> None:
        if self._recording:
            return
        if self.position.current_seat() is None:
            self.position.apply_chance_id(action)
            self.trail.append(-1 - action)
        else:
            self.position.apply_id(action)
            self.trail.append(1 + action)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            kind, value = self.position.encoding.chance_outcomes[action]
            return f"{kind}:{value}"
        return self.position.action_text(action)

    def is_terminal(self) -> bool:
        return self.position.is_terminal()

    def returns(self) -> list[float]:
        return self.position.returns()

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> MeepleState:
        return self.clone()

    def __str__(self) -> str:
        """A short summary and the digest of the spectator's View (``position.state.view``
        gives the View itself; text-formatting it at every step would dominate a search)."""
        state = self.position.state
        summary = f"{state.pending_decision() or 'chance'} seat {state.current_seat()}"
        return f"{summary} scores {state.scores()} view {view_digest(state, None)}"


class Observer:
    """OpenSpiel's PyObserver: ``tensor`` (and its named parts in ``dict``) for one player.

    Without perfect recall (the observation tensor) the tensor is the encoding's observation
    of the player. With perfect recall (the information-state tensor) two more parts follow:
    ``player``, the player one-hot, and ``history``, the game so far as signed ids (a decision
    ``id + 1``, a chance outcome ``-(id + 1)``, zeros after the last step; integers, exact in
    float32). Every outcome in these games is public, so that history is what each player has
    seen: two different information states never share this tensor, which CFR-style
    algorithms need. The observation tensor is Markov instead: equal tensors, equal futures
    (tests/rl/test_tensor_scan.py scans random games for a counterexample)."""

    def __init__(self, encoding: RLEncoding[Any], perfect_recall: bool, players: int = 0) -> None:
        self.encoding = encoding
        self.perfect_recall = perfect_recall
        parts = list(encoding.observation_parts)
        if perfect_recall:
            parts += [("player", (players,)), ("history", (encoding.max_game_length,))]
        self.tensor = np.zeros(sum(int(np.prod(shape)) for _, shape in parts), np.float32)
        self.dict: dict[str, np.ndarray[Any, Any]] = {}
        index = 0
        for name, shape in parts:
            size = int(np.prod(shape))
            self.dict[name] = self.tensor[index : index + size].reshape(shape)
            index += size

    def set_from(self, state: MeepleState, player: int) -> None:
        self.tensor.fill(0.0)
        self.encoding.write_observation(state.position.state, player, self.tensor)
        if self.perfect_recall:
            self.dict["player"][player] = 1.0
            trail = state.trail
            self.dict["history"][: len(trail)] = trail

    def string_from(self, state: MeepleState, player: int) -> str:
        if self.perfect_recall:
            return f"p{player} " + " ".join(map(str, state.history()))
        return view_digest(state.position.state, player)


def load(game_string: str) -> pyspiel.Game:
    """``pyspiel.load_game`` with the meeple games registered (what a pickled game calls)."""
    return pyspiel.load_game(game_string)


def view_digest(state: AnyState, seat: int | None) -> str:
    """A 128-bit digest of ``seat``'s View (the observation string: a compact key)."""
    return hashlib.blake2b(state.view_wire(seat), digest_size=16).hexdigest()


def register(name: str) -> bool:
    """Register ``python_meeple_<name>`` (True), unless the game offers no encoding (False)
    or is registered already (True)."""
    game = get_game(name)
    if short_name(name) in pyspiel.registered_names():
        return True
    try:
        encoding_for(game, game.min_players, {})
    except NoEncoding:
        return False
    # a class, as OpenSpiel's own Python games register (a closure kept in pyspiel's registry
    # crashes the interpreter at exit), reachable as this module's attribute so that pickle
    # finds it by name (process pools pickle the game; importing this module in the other
    # process registers it again)
    class_name = f"MeepleGame_{name}"
    factory = type(class_name, (MeepleGame,), {"meeple_game": game, "__module__": __name__})
    globals()[class_name] = factory
    pyspiel.register_game(game_type(game), factory)
    return True


def register_all() -> list[str]:
    """Register every registered game that offers an encoding; their OpenSpiel names."""
    return [short_name(game.name) for game in all_games() if register(game.name)]


REGISTERED = register_all()
