"""The server's catalog (service/notify/messages.json) says exactly what the page's Fluent
catalog says for the same messages, in every language, and fills them as Fluent would."""

from __future__ import annotations

import json
from pathlib import Path

from fluent.syntax import ast, parse

from service.notify.messages import FSI, PDI, catalog, turn_message
from service.settings import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
MIRRORED = ("notify-turn-", "game-name-", "notify-chat-")


def page_messages(language: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for name in ("notify.ftl", "games.ftl", "chat.ftl"):
        resource = parse((ROOT / "web" / "locales" / language / name).read_text("utf-8"))
        for entry in resource.body:
            if isinstance(entry, ast.Message) and entry.id.name.startswith(MIRRORED):
                assert entry.value is not None
                text = ""
                for element in entry.value.elements:
                    if isinstance(element, ast.TextElement):
                        text += element.value
                    else:
                        assert isinstance(element.expression, ast.VariableReference)
                        text += "{ $" + element.expression.id.name + " }"
                found[entry.id.name] = text
    return found


def test_the_server_catalog_mirrors_the_page() -> None:
    shipped = json.loads((ROOT / "service" / "notify" / "messages.json").read_text("utf-8"))
    assert sorted(shipped) == sorted(LANGUAGES)
    for language in LANGUAGES:
        assert shipped[language] == page_messages(language), language
    assert catalog() == shipped


def test_a_message_in_each_language_with_the_link_as_it_is() -> None:
    link = "https://games.example.org/t/abc"
    for language in LANGUAGES:
        message = turn_message(language, "Ana", "Carcassonne", link)
        assert link in message.body.split("\n\n")[1]
        assert "Ana" in message.body
    persian = turn_message("fa", "Ana", "Carcassonne", link)
    assert f"{FSI}Ana{PDI}" in persian.body  # a Latin name isolated in right-to-left text
    assert FSI not in turn_message("en", "Ana", "Carcassonne", link).body
