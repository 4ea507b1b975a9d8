"""The suite's game-specific vocabulary, derived from the game registry.

The fixture schema's ``game`` enum, the game features in its ``feature`` enum (each game's
:attr:`~engines.contract.Game.conformance_features`, named ``<game>_...``) and our
implementation config (``implementations/meeple.yaml``) are generated from
:mod:`engines.registry` by ``python -m conformance.regenerate`` (a test fails when they are
stale). At run time the runner also accepts games registered as plugins in its own process.
"""

from __future__ import annotations

import copy
from typing import Any


def registered_games() -> dict[str, tuple[str, ...]]:
    """name -> game-specific conformance features, for every registered game (none when the
    engines are not installed beside the runner)."""
    try:
        from engines.registry import game_names, get_game
    except ImportError:  # pragma: no cover - a runner installed without our engines
        return {}
    return {name: tuple(get_game(name).conformance_features) for name in game_names()}


def _is_game_feature(feature: str, games: dict[str, tuple[str, ...]]) -> bool:
    return any(feature.startswith(f"{name}_") for name in games) or any(
        feature in features for features in games.values()
    )


def _merged(current: list[str], wanted: list[str]) -> list[str]:
    """``wanted``, in ``current``'s order when it holds the same entries (small diffs)."""
    return list(current) if sorted(current) == sorted(wanted) else list(wanted)


def derived_lists(
    games_now: list[str], features_now: list[str], games: dict[str, tuple[str, ...]]
) -> tuple[list[str], list[str]]:
    """(games, features): exactly the registered games, and the generic features of
    ``features_now`` followed by every registered game's own features."""
    generic = [f for f in features_now if not _is_game_feature(f, games)]
    game_features = [f for features in games.values() for f in features if f not in generic]
    kept = [name for name in games_now if name in games]
    names = kept + [name for name in games if name not in kept]
    return _merged(games_now, names), _merged(features_now, generic + game_features)


def derived_schema(schema: dict[str, Any], games: dict[str, tuple[str, ...]]) -> dict[str, Any]:
    """The fixture schema with its game and feature enums derived from ``games``."""
    out = copy.deepcopy(schema)
    defs = out["$defs"]
    defs["game"]["enum"], defs["feature"]["enum"] = derived_lists(
        defs["game"]["enum"], defs["feature"]["enum"], games
    )
    return out


def with_plugins(schema: dict[str, Any], games: dict[str, tuple[str, ...]]) -> dict[str, Any]:
    """The fixture schema, also accepting games (and their features) registered at run time
    but absent from the file."""
    out = copy.deepcopy(schema)
    defs = out["$defs"]
    for name, features in games.items():
        if name not in defs["game"]["enum"]:
            defs["game"]["enum"].append(name)
        defs["feature"]["enum"] += [f for f in features if f not in defs["feature"]["enum"]]
    return out
