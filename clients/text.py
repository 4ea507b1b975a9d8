"""Positions as plain text for the terminal seat (``meeple join``): each game's own
:meth:`~engines.contract.Game.describe_view`; a compact dump of the View for a game this client
does not have installed."""

from __future__ import annotations

from google.protobuf import text_format
from google.protobuf.message import Message

from engines import registry


def describe_view(game: str, view: Message) -> str:
    try:
        described = registry.get_game(game)
    except KeyError:
        return text_format.MessageToString(view, as_one_line=False)
    return described.describe_view(view)
