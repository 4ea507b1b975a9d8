"""The service's own table options: what happens when a player leaves, turn timers and the
timeout policy. They are listed by ListGames after each game's own options and stored in
``Table.service_options`` (``Table.options`` keeps the game's, which the engine receives). Their
statement (names, choices, defaults) is :mod:`clients.table_options`; this module parses them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from clients.table_options import SERVICE_OPTION_NAMES, SERVICE_OPTIONS
from service.seating.levels import BotLevel, parse_level

__all__ = [
    "SERVICE_OPTIONS",
    "SERVICE_OPTION_NAMES",
    "TablePolicy",
    "UnknownOption",
    "resolve",
    "split",
]


class UnknownOption(ValueError):
    """An option value no service option accepts."""

    def __init__(self, reason: str, name: str, value: str = "") -> None:
        super().__init__(reason)
        self.reason = reason
        self.name = name
        self.value = value


def split(options: Mapping[str, str]) -> tuple[dict[str, str], dict[str, str]]:
    """(the game's options, the service's options) of a request or a table."""
    game = {k: v for k, v in options.items() if k not in SERVICE_OPTION_NAMES}
    service = {k: v for k, v in options.items() if k in SERVICE_OPTION_NAMES}
    return game, service


def resolve(options: Mapping[str, str]) -> dict[str, str]:
    """Every service option with its default filled in; raises :class:`UnknownOption` for a
    value outside an option's choices."""
    specs = {spec.name: spec for spec in SERVICE_OPTIONS}
    for name, value in options.items():
        if value not in specs[name].choices:
            raise UnknownOption("INVALID_OPTION_VALUE", name, value)
    return {spec.name: options.get(spec.name, spec.default) for spec in SERVICE_OPTIONS}


@dataclass(frozen=True, slots=True)
class TablePolicy:
    """A table's service options, parsed."""

    abandon_on_leave: bool
    leave_bot: BotLevel
    #: "off", "per_turn" or "bank"
    timer: str
    turn_seconds: float
    bank_seconds: float
    absent_on_timeout: bool
    timeout_bot: BotLevel

    @classmethod
    def of(cls, options: Mapping[str, str]) -> TablePolicy:
        """The policy of a table's stored options (defaults for options it predates)."""
        values = {spec.name: options.get(spec.name, spec.default) for spec in SERVICE_OPTIONS}
        return cls(
            abandon_on_leave=values["on_leave"] == "abandon",
            leave_bot=parse_level(values["leave_bot"]) or BotLevel("greedy"),
            timer=values["turn_timer"],
            turn_seconds=float(values["turn_seconds"]),
            bank_seconds=float(values["bank_seconds"]),
            absent_on_timeout=values["timeout_policy"] == "absent",
            timeout_bot=parse_level(values["timeout_bot"]) or BotLevel("greedy"),
        )
