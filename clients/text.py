"""Positions as plain text for the terminal seat (``meeple join``): each game's own
:meth:`~engines.contract.Game.describe_view`; a compact dump of the View for a game this client
does not have installed."""

from __future__ import annotations

from collections.abc import Sequence

from google.protobuf import text_format
from google.protobuf.message import Message
from rich.text import Text

from engines import registry


def terminal_view(game: str, view: Message, legal: Sequence[Message] = ()) -> Text:
    """The terminal seat's screen for ``view``: the game's own drawing when it offers one
    (:meth:`engines.contract.Game.terminal_view`, a rich Text), else :func:`describe_view`."""
    try:
        drawn = registry.get_game(game).terminal_view(view, legal)
    except KeyError:
        drawn = None
    return drawn if drawn is not None else Text(describe_view(game, view))


def describe_view(game: str, view: Message) -> str:
    try:
        described = registry.get_game(game)
    except KeyError:
        return text_format.MessageToString(view, as_one_line=False)
    return described.describe_view(view)
