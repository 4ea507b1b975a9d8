"""How bots value a position: per-seat projected scores, margins and rewards.

A game may register a better estimate than the current scores (e.g. what unfinished features
would be worth now) in ``clients/bots/<game>.py``; :func:`projected_scores` falls back to
``state.scores()`` for games without one.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from importlib import import_module

from clients.bots.base import AnyGame, AnyState

#: game name -> module that exposes ``projected_scores(state) -> list[float]`` and ``SCALE``
_HEURISTIC_MODULES: dict[str, str] = {
    "carcassonne": "clients.bots.carcassonne",
    "burgundy": "clients.bots.burgundy",
}

Projection = Callable[[AnyState], list[float]]
_cache: dict[str, tuple[Projection | None, float]] = {}
_constants: dict[str, int] = {}


def _heuristic(game: AnyGame) -> tuple[Projection | None, float]:
    if game.name not in _cache:
        projection: Projection | None = None
        scale = 10.0
        module_name = _HEURISTIC_MODULES.get(game.name)
        if module_name is not None:
            try:
                module = import_module(module_name)
            except ModuleNotFoundError as missing:
                if missing.name != module_name:
                    raise
            else:
                projection = getattr(module, "projected_scores", None)
                scale = float(getattr(module, "SCALE", scale))
        _cache[game.name] = (projection, scale)
    return _cache[game.name]


def heuristic_constant(game: AnyGame, name: str, default: int) -> int:
    """An integer setting of the game's heuristic module (e.g. ``SEARCH_TURNS``)."""
    key = f"{game.name}:{name}"
    if key not in _constants:
        value = default
        module_name = _HEURISTIC_MODULES.get(game.name)
        if module_name is not None:
            try:
                value = int(getattr(import_module(module_name), name, default))
            except ModuleNotFoundError as missing:
                if missing.name != module_name:
                    raise
        _constants[key] = value
    return _constants[key]


def search_turns(game: AnyGame) -> int:
    """How many rounds of the other seats' turns the search bot's playouts look ahead
    (``SEARCH_TURNS``, default 1)."""
    return heuristic_constant(game, "SEARCH_TURNS", 1)


def projected_scores(game: AnyGame, state: AnyState) -> list[float]:
    """Each seat's score, plus what its unfinished business is worth if the game has an
    estimate; the final scores once the game is over."""
    projection, _ = _heuristic(game)
    if projection is None or state.is_terminal():
        return [float(s) for s in state.scores()]
    return projection(state)


def margins(scores: list[float]) -> list[float]:
    """Each seat's lead over the best other seat (negative when behind)."""
    out = []
    for seat, score in enumerate(scores):
        best_other = max((s for i, s in enumerate(scores) if i != seat), default=0.0)
        out.append(score - best_other)
    return out


def rewards(game: AnyGame, state: AnyState) -> list[float]:
    """Per-seat reward in [0, 1] for search: the result once terminal (1 for a win, shared
    wins split, plus a little for the margin), else a squashed projected margin."""
    _, scale = _heuristic(game)
    scores = projected_scores(game, state)
    lead = margins(scores)
    outcome = state.outcome()
    if outcome is not None:
        winners = [seat for seat, rank in enumerate(outcome.ranks) if rank == 1]
        return [
            0.8 * ((1.0 / len(winners)) if seat in winners else 0.0)
            + 0.2 * _squash(lead[seat], scale)
            for seat in range(len(scores))
        ]
    return [_squash(m, scale) for m in lead]


def squash(margin: float, game: AnyGame) -> float:
    """A score margin as a reward in [0, 1] on the game's scale."""
    return _squash(margin, _heuristic(game)[1])


def _squash(margin: float, scale: float) -> float:
    return 0.5 + 0.5 * math.tanh(margin / scale)
