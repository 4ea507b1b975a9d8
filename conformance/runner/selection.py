"""Which fixtures apply: the implementation config, --game, --run/--skip, known failures."""

from __future__ import annotations

import fnmatch
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from conformance.runner.loading import ANY_GAME, SUITE_ROOT, Fixture, read_document
from conformance.runner.vocabulary import registered_games

OUR_IMPLEMENTATION = SUITE_ROOT / "implementations" / "meeple.yaml"


@dataclass(frozen=True, slots=True)
class Implementation:
    """What the implementation under test declares it supports."""

    name: str
    games: frozenset[str]
    features: frozenset[str]
    max_players: dict[str, int] = field(default_factory=dict)
    version: str = ""
    #: the games in the order declared (a service fixture runs on the first)
    game_order: tuple[str, ...] = ()
    #: the profiles the config claims; None: every profile whose games and features it declares
    profiles: frozenset[str] | None = None

    def declaration(self) -> dict[str, object]:
        """What the config declares, as written into a report (``verify`` re-reads it)."""
        return {
            "name": self.name,
            "version": self.version,
            "games": list(self.game_order),
            "features": sorted(self.features),
            "max_players": dict(self.max_players),
            "profiles": None if self.profiles is None else sorted(self.profiles),
        }

    def service_game(self) -> str | None:
        """The game service fixtures (``game: any``) run on: the first declared one."""
        return self.game_order[0] if self.game_order else None


def load_implementation(path: Path) -> Implementation:
    from conformance.runner.checking import schema_errors

    document = read_document(path)
    errors = schema_errors(document, "implementation.schema.json")
    if errors:
        raise ValueError(f"{path}: " + "; ".join(errors))
    games, features = list(document["games"]), list(document["features"])
    if path.resolve() == OUR_IMPLEMENTATION.resolve():
        # ours hosts every registered game: the file lists this tree's (it is generated), and
        # games registered as plugins in this process join them
        for name, own in registered_games().items():
            games += [name] if name not in games else []
            features += [f for f in own if f not in features]
    return Implementation(
        name=document["name"],
        games=frozenset(games),
        features=frozenset(features),
        max_players=dict(document.get("max_players", {})),
        version=str(document.get("version", "")),
        game_order=tuple(games),
        profiles=frozenset(document["profiles"]) if "profiles" in document else None,
    )


def implementation_from(declared: dict[str, Any]) -> Implementation:
    """The implementation a report declares (:meth:`Implementation.declaration`)."""
    games = [str(g) for g in declared.get("games") or []]
    profiles = declared.get("profiles")
    return Implementation(
        name=str(declared.get("name", "")),
        games=frozenset(games),
        features=frozenset(str(f) for f in declared.get("features") or []),
        max_players={str(k): int(v) for k, v in (declared.get("max_players") or {}).items()},
        version=str(declared.get("version", "")),
        game_order=tuple(games),
        profiles=None if profiles is None else frozenset(str(p) for p in profiles),
    )


def find_implementation(text: str) -> Path:
    """``--implementation``: a file, or the name of a config bundled with the suite."""
    path = Path(text)
    if path.is_file():
        return path
    bundled = SUITE_ROOT / "implementations" / f"{text}.yaml"
    if "/" not in text and bundled.is_file():
        return bundled
    raise FileNotFoundError(f"no implementation config {text!r} (a YAML file, or 'meeple')")


def not_applicable(fixture: Fixture, implementation: Implementation) -> str:
    """Why the fixture does not apply to the implementation, or "" when it does."""
    if fixture.game == ANY_GAME and not implementation.games:
        return "no game declared"
    if fixture.game != ANY_GAME and fixture.game not in implementation.games:
        return f"game {fixture.game} not declared"
    missing = sorted(set(fixture.features) - implementation.features)
    if missing:
        return "features not declared: " + ", ".join(missing)
    game = implementation.service_game() if fixture.game == ANY_GAME else fixture.game
    limit = implementation.max_players.get(game or "")
    if limit is not None and fixture.players > limit:
        return f"{fixture.players} players above the declared {limit}"
    return ""


def matches(name: str, patterns: Sequence[str]) -> bool:
    """Glob match of a fixture name ('*' also crosses '/'); a bare prefix matches its subtree."""
    return any(
        fnmatch.fnmatchcase(name, pattern)
        or name.startswith(pattern.rstrip("/") + "/")
        or name == pattern
        for pattern in patterns
    )


def read_patterns(path: Path) -> list[str]:
    """One pattern per line; blank lines and '#' comments ignored."""
    patterns = []
    for line in path.read_text(encoding="utf-8").splitlines():
        text = line.split("#", 1)[0].strip()
        if text:
            patterns.append(text)
    return patterns
