"""The service's own table options: what happens when a player leaves, turn timers and the
timeout policy. They are listed by ListGames after each game's own options and stored in
``Table.service_options`` (``Table.options`` keeps the game's, which the engine receives).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engines.contract import OptionSpec
from service.seating.levels import BotLevel, level_choices, parse_level

#: a day, in seconds
DAY = 86_400
#: real time (seconds and minutes), then play at one's own pace (hours, days: issue 30), up to
#: 14 days per move
TIMER_SECONDS = (
    *("5", "10", "15", "30", "60", "90", "120", "180", "300", "600", "900"),
    *("1800", "3600", "7200", "14400", "28800", "43200"),
    *(str(days * DAY) for days in (1, 2, 3, 5, 7, 14)),
)
#: a bank for a game: minutes and hours, then days, up to 30 days
BANK_SECONDS = (
    *("60", "120", "300", "600", "900", "1200", "1800", "3600", "7200"),
    *("14400", "28800", "43200"),
    *(str(days * DAY) for days in (1, 2, 3, 5, 7, 14, 21, 30)),
)

SERVICE_OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "on_leave",
        "LeaveTable during the game: `bot` hands the seat to a bot (level `leave_bot`) until the "
        "player reclaims it; `abandon` ends the game for everyone",
        ("bot", "abandon"),
        "bot",
    ),
    OptionSpec(
        "leave_bot", "the bot that plays for a player who left", tuple(level_choices()), "greedy"
    ),
    OptionSpec(
        "turn_timer",
        "`off`; `per_turn`: each turn must end within `turn_seconds`; `bank`: each player has "
        "`bank_seconds` for the whole game, spent while it is their turn",
        ("off", "per_turn", "bank"),
        "off",
    ),
    OptionSpec(
        "turn_seconds",
        "the per-turn limit in seconds (turn_timer=per_turn): 5 s to 15 min for real time, "
        "30 min to 14 days (1,209,600) to play at one's own pace",
        TIMER_SECONDS,
        "60",
    ),
    OptionSpec(
        "bank_seconds",
        "each player's time bank in seconds (turn_timer=bank): 1 min to 2 h for real time, "
        "4 h to 30 days (2,592,000) for a game over days",
        BANK_SECONDS,
        "600",
    ),
    OptionSpec(
        "timeout_policy",
        "when time runs out: `bot_turn`: a bot (level `timeout_bot`) plays the rest of the "
        "turn; `absent`: the seat is marked absent and the bot plays until the player reclaims "
        "it (an exhausted bank always marks the seat absent)",
        ("bot_turn", "absent"),
        "bot_turn",
    ),
    OptionSpec(
        "timeout_bot", "the bot that plays when time runs out", tuple(level_choices()), "greedy"
    ),
    OptionSpec(
        "undo",
        "UndoAction: `own_turn`: a seat may take back its own last actions until chance, "
        "revealed information or another seat's action (docs/api.md: undo); `off`: never",
        ("own_turn", "off"),
        "own_turn",
    ),
)
SERVICE_OPTION_NAMES = frozenset(spec.name for spec in SERVICE_OPTIONS)


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
