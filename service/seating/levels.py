"""Bot kinds and levels: what a bot seat is, as data.

A level string is a named level (``beginner``, ``easy``, ``medium``, ``hard``, ``expert``:
:data:`clients.bots.levels.NAMED_LEVELS`), ``random``, ``greedy`` or ``search:N`` (``search``
alone is ``search:2``); in the API it is a :class:`meeple.v1.BotSpec` ``{kind, level}`` (a
named level is ``{name, 0}``). The search level is its budget
in simulations per decision, fixed (never seconds), so a bot's move depends only on the table's
seed and history, never on the machine's speed.
"""

from __future__ import annotations

from dataclasses import dataclass

from meeple.v1 import game_service_pb2 as pb

from clients.bots.levels import SEARCH_ITERATIONS, level_choices, split_level
from service import errors

__all__ = ["BotLevel", "from_spec", "level_choices", "make_level", "of_seat", "parse_level"]


@dataclass(frozen=True, slots=True)
class BotLevel:
    """A bot: its kind and (search only) its budget level."""

    kind: str
    level: int = 0

    @property
    def iterations(self) -> int | None:
        """Simulations per decision (search only; a named level's bot knows its own)."""
        return SEARCH_ITERATIONS[self.level] if self.kind == "search" else None

    def text(self) -> str:
        return f"{self.kind}:{self.level}" if self.kind == "search" else self.kind

    def spec(self) -> pb.BotSpec:
        return pb.BotSpec(kind=self.kind, level=self.level)


def make_level(kind: str, level: int) -> BotLevel | None:
    """The bot for ``kind`` and ``level``, or None when they name no bot."""
    if kind == "search" and level == 0:
        return parse_level(kind)
    return parse_level(f"{kind}:{level}" if level else kind)


def parse_level(text: str) -> BotLevel | None:
    """``random``, ``greedy``, ``search`` or ``search:N``; None when it is none of them."""
    found = split_level(text)
    return None if found is None else BotLevel(*found)


def from_spec(spec: pb.BotSpec, field: str) -> BotLevel:
    """The bot a request asks for, or INVALID_ARGUMENT (INVALID_BOT_LEVEL)."""
    found = make_level(spec.kind, spec.level)
    if found is None:
        raise errors.invalid(
            "INVALID_BOT_LEVEL",
            f"{field} must be one of {', '.join(level_choices())}",
            field=field,
        )
    return found


def of_seat(seat: pb.Seat) -> BotLevel | None:
    """The bot playing ``seat``, if one does."""
    if seat.player != pb.Seat.PLAYER_BOT:
        return None
    return make_level(seat.bot.kind, seat.bot.level)
