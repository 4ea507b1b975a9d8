"""Bot levels as one short string: the named levels ``beginner``, ``easy``, ``medium``,
``hard`` and ``expert`` (what people choose), and the bots themselves, ``random``, ``greedy``,
``search`` or ``search:N``.

Each named level is a documented bot and budget (:data:`NAMED_LEVELS`), ordered by measured
strength (``python -m bench.ladder``: a rating ladder over round-robin matches; docs/clients.md).
The search budget is a fixed number of simulations per decision (never seconds), so a bot's
move depends only on what it is shown and its seed. Shared by ``meeple bot``, ``meeple create``
and the service's bot seats.
"""

from __future__ import annotations

from dataclasses import dataclass

#: search budget level -> simulations per decision
SEARCH_ITERATIONS: dict[int, int] = {1: 12, 2: 24, 3: 48, 4: 96}
DEFAULT_SEARCH_LEVEL = 2


@dataclass(frozen=True, slots=True)
class NamedLevel:
    """A level people choose: which bot, with which budget."""

    name: str
    #: "greedy" or "search"
    bot: str
    #: search: simulations per decision
    iterations: int | None = None
    #: greedy: the number of random legal actions it values (None: all of them)
    sample: int | None = None
    #: search: candidates and rounds of look-ahead (None: the game's own, engines' SEARCH)
    width: int | None = None
    turns: int | None = None


#: the named levels, weakest first, each measurably stronger than the one below it
#: (``python -m bench.ladder --adjacent``; docs/clients.md). The search's strength comes from
#: its shape (6 candidates, two rounds of the other seats' turns), not from its simulations:
#: 160 simulations beat 48 in 9 of 15 Carcassonne games, so the two were not separated. One
#: search level sits on top, and the levels below it differ in what they look at.
NAMED_LEVELS: dict[str, NamedLevel] = {
    level.name: level
    for level in (
        # one ply, but only two random legal actions looked at: plays sensible-looking moves
        # and misses most good ones
        NamedLevel("beginner", "greedy", sample=2),
        # one ply over four random legal actions: between beginner and medium in both games
        # (a screen of 3 to 8 actions, docs/clients.md)
        NamedLevel("easy", "greedy", sample=4),
        # one ply over every legal action: the best immediate score
        NamedLevel("medium", "greedy"),
        # one ply over every legal action on the expected *final* scores (the search bot's
        # valuation, ``search@0``): no simulation
        NamedLevel("hard", "search", iterations=0),
        # 160 simulations over its 6 best candidates, two rounds of turns (the top level:
        # about 1 s of one core per decision, compiled engines)
        NamedLevel("expert", "search", iterations=160, width=6, turns=2),
    )
}


def level_choices() -> list[str]:
    """Every level string, for option choices and help texts: the named levels first."""
    return [*NAMED_LEVELS, "random", "greedy", *(f"search:{n}" for n in SEARCH_ITERATIONS)]


def split_level(text: str) -> tuple[str, int] | None:
    """``(kind, level)`` of a level string (``search`` alone is the default level; a named
    level is ``(name, 0)``); None when it names no bot."""
    kind, _, number = text.strip().partition(":")
    if number and not number.isdigit():
        return None
    level = int(number) if number else 0
    if kind == "search":
        level = level or DEFAULT_SEARCH_LEVEL
        return (kind, level) if level in SEARCH_ITERATIONS else None
    if (kind in ("random", "greedy") or kind in NAMED_LEVELS) and level == 0:
        return kind, 0
    return None
