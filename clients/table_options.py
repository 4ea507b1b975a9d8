"""The service's own table options, as the API states them: what happens when a player leaves,
turn timers, the timeout policy and undo (names, choices, defaults, help). ListGames lists them
after each game's own options; ``meeple create GAME --help`` prints them. The service parses
them (``service.seating.options``); this module is only their statement, in the client layer so
that clients and the service share it without an import up a layer (docs/layout.md: Layers).
"""

from __future__ import annotations

from clients.bots.levels import level_choices
from engines.contract import OptionSpec

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
    OptionSpec(
        "hints",
        "GetHint: `on`: every seat may ask, at its own decision, what the search bot would play "
        "and why, in points of expected final margin (docs/review.md: hints); `off`: never",
        ("off", "on"),
        "off",
    ),
)
SERVICE_OPTION_NAMES = frozenset(spec.name for spec in SERVICE_OPTIONS)
