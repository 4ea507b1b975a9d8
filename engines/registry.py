"""The games the service hosts, by name. Adding a game = one line here."""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any

from engines.contract import Game

# name -> "module:attribute" of a zero-argument factory returning the Game
_FACTORIES: dict[str, str] = {
    "carcassonne": "engines.carcassonne.game:CarcassonneGame",
    "burgundy": "engines.burgundy.game:BurgundyGame",
}

_cache: dict[str, Game[Any, Any, Any, Any]] = {}


def game_names() -> list[str]:
    """Names of the registered games whose engine is installed."""
    return [name for name in _FACTORIES if _load(name) is not None]


def _load(name: str) -> Game[Any, Any, Any, Any] | None:
    if name in _cache:
        return _cache[name]
    target = _FACTORIES.get(name)
    if target is None:
        return None
    module_name, attribute = target.split(":")
    try:
        module = import_module(module_name)
    except ModuleNotFoundError as missing:
        if missing.name and module_name.startswith(missing.name):
            return None  # engine not written yet
        raise
    factory: Callable[[], Game[Any, Any, Any, Any]] = getattr(module, attribute)
    game = factory()
    _cache[name] = game
    return game


def get_game(name: str) -> Game[Any, Any, Any, Any]:
    game = _load(name)
    if game is None:
        raise KeyError(name)
    return game


def all_games() -> list[Game[Any, Any, Any, Any]]:
    return [get_game(name) for name in game_names()]
