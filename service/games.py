"""The games a server hosts: every registered game, plus extra engines named on the command line
(``--extra-games module:factory,...``)."""

from __future__ import annotations

from importlib import import_module
from typing import Any

from engines.contract import Game
from engines.registry import game_names, get_game


class ExtraGameError(ValueError):
    """An ``--extra-games`` entry that names no engine factory."""


def hosted_games(extra: str = "") -> dict[str, Game[Any, Any, Any, Any]]:
    """Every registered game, plus extra engines given as ``module:factory`` entries."""
    games = {name: get_game(name) for name in game_names()}
    for target in filter(None, (part.strip() for part in extra.split(","))):
        module_name, _, attribute = target.partition(":")
        if not module_name or not attribute:
            raise ExtraGameError(f"--extra-games {target!r} is not module:factory")
        try:
            module = import_module(module_name)
        except ImportError as error:
            raise ExtraGameError(f"--extra-games {target!r}: {error}") from error
        factory = getattr(module, attribute, None)
        if not callable(factory):
            raise ExtraGameError(f"--extra-games {target!r}: {module_name} has no {attribute}")
        game: Game[Any, Any, Any, Any] = factory()
        games[game.name] = game
    return games
