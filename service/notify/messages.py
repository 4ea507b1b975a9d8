"""The server's own small catalog: the words of a notification in the reader's language.

``messages.json`` mirrors the page's Fluent messages ``notify-turn-*`` and ``game-name-*``
(``web/locales/<lang>/notify.ftl``, ``games.ftl``; a test keeps them equal). Patterns are text
with ``{ $variable }`` placeables only. As Fluent does on the page, each variable is isolated
with FSI/PDI marks, so that a Latin name inside Persian text keeps its order.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

PLACEABLE = re.compile(r"\{ \$([a-z_]+) \}")
FSI, PDI = "\u2068", "\u2069"


@cache
def catalog() -> dict[str, dict[str, str]]:
    text = resources.files(__package__).joinpath("messages.json").read_text(encoding="utf-8")
    loaded: dict[str, dict[str, str]] = json.loads(text)
    return loaded


#: right-to-left languages of the catalog (web/locales/languages.json), whose variables are
#: isolated
RTL = frozenset({"fa"})


def message(language: str, message_id: str, isolate: bool = True, **args: str) -> str:
    """One message in ``language`` (English when the language or message is missing);
    variables isolated in a right-to-left language."""
    isolate = isolate and language in RTL
    messages = catalog().get(language) or catalog()["en"]
    pattern = messages.get(message_id) or catalog()["en"][message_id]

    def fill(match: re.Match[str]) -> str:
        value = args[match.group(1)]
        return f"{FSI}{value}{PDI}" if isolate else value

    return PLACEABLE.sub(fill, pattern)


def game_title(language: str, game: str, fallback: str) -> str:
    """The game's name as the page writes it in ``language`` (its display name otherwise)."""
    key = f"game-name-{game}"
    return catalog().get(language, {}).get(key) or catalog()["en"].get(key) or fallback


@dataclass(frozen=True, slots=True)
class TurnMessage:
    """A "your move" message in one language."""

    title: str
    body: str


def chat_message(language: str, name: str, game: str, link: str) -> TurnMessage:
    """Someone wrote at the reader's table: who, where, the link back; never the words."""
    title = message(language, "notify-chat-title", name=name, game=game)
    lines = [message(language, "notify-chat-text", name=name, game=game)]
    if link:
        lines.append(message(language, "notify-turn-link", isolate=False, link=link))
    lines.append(message(language, "notify-turn-mute"))
    return TurnMessage(title, "\n\n".join(lines) + "\n")


def turn_message(language: str, name: str, game: str, link: str) -> TurnMessage:
    """Title and plain text: whose move, where, the link back to the seat, how to mute. The link
    is never isolated (a mail reader must find the URL as it is)."""
    title = message(language, "notify-turn-title", game=game)
    lines = [message(language, "notify-turn-text", name=name, game=game)]
    if link:
        lines.append(message(language, "notify-turn-link", isolate=False, link=link))
    lines.append(message(language, "notify-turn-mute"))
    return TurnMessage(title, "\n\n".join(lines) + "\n")
