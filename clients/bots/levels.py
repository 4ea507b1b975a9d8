"""Bot levels as one short string: ``random``, ``greedy``, ``search`` or ``search:N``.

The search level is a fixed budget of simulations per decision (never seconds), so a bot's
move depends only on what it is shown and its seed. Shared by ``meeple bot`` and the service's
bot seats.
"""

from __future__ import annotations

#: search budget level -> simulations per decision
SEARCH_ITERATIONS: dict[int, int] = {1: 12, 2: 24, 3: 48, 4: 96}
DEFAULT_SEARCH_LEVEL = 2


def level_choices() -> list[str]:
    """Every level string, for option choices and help texts."""
    return ["random", "greedy", *(f"search:{n}" for n in SEARCH_ITERATIONS)]


def split_level(text: str) -> tuple[str, int] | None:
    """``(kind, level)`` of a level string (``search`` alone is the default level); None when
    it names no bot."""
    kind, _, number = text.strip().partition(":")
    if number and not number.isdigit():
        return None
    level = int(number) if number else 0
    if kind == "search":
        level = level or DEFAULT_SEARCH_LEVEL
        return (kind, level) if level in SEARCH_ITERATIONS else None
    if kind in ("random", "greedy") and level == 0:
        return kind, 0
    return None
