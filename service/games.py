"""The games a server hosts: every registered game, plus extra engines named on the command line
(``--extra-games module:factory,...``)."""

from __future__ import annotations

from importlib import import_module
from typing import Any

from engines.contract import Game
from engines.registry import game_names, get_game


def hosted_games(extra: str = "") -> dict[str, Game[Any, Any, Any, Any]]:
    """Every registered game, plus extra engines given as ``module:factory`` entries."""
    games = {name: get_game(name) for name in game_names()}
    for target in filter(None, (part.strip() for part in extra.split(","))):
        module_name, _, attribute = target.partition(":")
        game: Game[Any, Any, Any, Any] = getattr(import_module(module_name), attribute)()
        games[game.name] = game
    return games
