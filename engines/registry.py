"""The games the service hosts, by name. Nothing here names a game: games register themselves.

A game registers itself in one of two ways:

* **in this tree**: a package ``engines/<name>/`` whose ``__init__.py`` sets
  ``GAME = "module:factory"`` (the zero-argument factory of its :class:`~engines.contract.Game`,
  whose ``name`` is ``<name>``);
* **as an installed plugin**: an entry point in the group ``meeple.games`` (in the plugin's
  ``pyproject.toml``: ``[project.entry-points."meeple.games"] <name> = "module:factory"``).

Discovery reads only those declarations; a game's modules are imported the first time it is
used. Everything else (the command-line choices, text, pictures, bots, the conformance
fixtures' schema and implementation config) is derived from here and from the contract.
"""

from __future__ import annotations

import pkgutil
from collections.abc import Callable
from functools import cache
from importlib import import_module
from importlib.metadata import entry_points
from typing import Any

from engines.contract import Game

AnyGame = Game[Any, Any, Any, Any]

#: the entry-point group through which installed plugins register games
ENTRY_POINT_GROUP = "meeple.games"

_cache: dict[str, AnyGame] = {}


@cache
def _declarations() -> dict[str, str]:
    """name -> "module:factory" of every registered game: this tree's packages first (in
    alphabetical order), then installed plugins."""
    import engines

    found: dict[str, str] = {}
    for module in sorted(pkgutil.iter_modules(engines.__path__), key=lambda m: m.name):
        if not module.ispkg:
            continue
        target = getattr(import_module(f"engines.{module.name}"), "GAME", None)
        if isinstance(target, str):
            found[module.name] = target
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        found.setdefault(entry.name, entry.value)
    return found


def refresh() -> None:
    """Forget what discovery found (after a plugin was installed into a running process)."""
    _declarations.cache_clear()
    _cache.clear()


def game_names() -> list[str]:
    """Names of the registered games, in a stable order (built-in games first)."""
    return list(_declarations())


def get_game(name: str) -> AnyGame:
    """The registered game called ``name`` (``games/<name>`` also accepted). Raises KeyError."""
    name = name.removeprefix("games/")
    game = _cache.get(name)
    if game is not None:
        return game
    target = _declarations().get(name)
    if target is None:
        raise KeyError(name)
    module_name, _, attribute = target.partition(":")
    factory: Callable[[], AnyGame] = getattr(import_module(module_name), attribute)
    game = factory()
    if game.name != name:
        raise RuntimeError(f"{target} registers as {name!r} but its game is named {game.name!r}")
    _cache[name] = game
    return game


def all_games() -> list[AnyGame]:
    return [get_game(name) for name in game_names()]
