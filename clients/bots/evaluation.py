"""How bots value a position: per-seat projected and expected scores, and margins.

A game's heuristic module (``clients/bots/<game>.py``) may provide two estimates; both fall back
to ``state.scores()`` for games without one, and both give the final scores once the game is
over:

* ``projected_scores``: the scores if the game ended now (unfinished business counted as the
  final scoring would count it). The greedy bot maximises this: the best *immediate* result.
* ``expected_scores``: an estimate of the *final* scores (what unfinished business is likely to
  become, what resources will be worth). The search bot values positions with this.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from types import ModuleType

from clients.bots.base import AnyGame, AnyState

#: game name -> its heuristic module
_HEURISTIC_MODULES: dict[str, str] = {
    "carcassonne": "clients.bots.carcassonne",
    "burgundy": "clients.bots.burgundy",
}

Estimate = Callable[[AnyState], list[float]]
_estimates: dict[tuple[str, str], Estimate | None] = {}
_constants: dict[tuple[str, str], int] = {}


def _module(game: AnyGame) -> ModuleType | None:
    module_name = _HEURISTIC_MODULES.get(game.name)
    if module_name is None:
        return None
    try:
        return import_module(module_name)
    except ModuleNotFoundError as missing:
        if missing.name != module_name:
            raise
        return None


def _estimate(game: AnyGame, name: str) -> Estimate | None:
    key = (game.name, name)
    if key not in _estimates:
        _estimates[key] = getattr(_module(game), name, None)
    return _estimates[key]


def heuristic_constant(game: AnyGame, name: str, default: int) -> int:
    """An integer setting of the game's heuristic module (e.g. ``SEARCH_TURNS``)."""
    key = (game.name, name)
    if key not in _constants:
        _constants[key] = int(getattr(_module(game), name, default))
    return _constants[key]


def search_turns(game: AnyGame) -> int:
    """How many rounds of the other seats' turns the search bot's simulations look ahead
    (``SEARCH_TURNS``, default 1)."""
    return heuristic_constant(game, "SEARCH_TURNS", 1)


def projected_scores(game: AnyGame, state: AnyState) -> list[float]:
    """Each seat's score if the game ended now, per the game's projection."""
    projection = _estimate(game, "projected_scores")
    if projection is None or state.is_terminal():
        return [float(s) for s in state.scores()]
    return projection(state)


def expected_scores(game: AnyGame, state: AnyState) -> list[float]:
    """Each seat's estimated final score if the game has an estimate, else its projected
    score."""
    estimate = _estimate(game, "expected_scores")
    if estimate is None or state.is_terminal():
        return projected_scores(game, state)
    return estimate(state)


def margins(scores: list[float]) -> list[float]:
    """Each seat's lead over the best other seat (negative when behind)."""
    out = []
    for seat, score in enumerate(scores):
        best_other = max((s for i, s in enumerate(scores) if i != seat), default=0.0)
        out.append(score - best_other)
    return out
