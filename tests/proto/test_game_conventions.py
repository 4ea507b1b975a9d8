"""Every game's proto follows docs/proto-conventions.md."""

from __future__ import annotations

from typing import Any

import pytest
from google.protobuf.descriptor import Descriptor, FieldDescriptor, FileDescriptor

from engines.registry import all_games
from tests.proto.contract_text import ROOT, comments, raised_reasons
from tests.proto.test_contracts import game_package

GAMES = all_games()
UINT32 = FieldDescriptor.TYPE_UINT32
INT32 = FieldDescriptor.TYPE_INT32


def proto_file(game: Any) -> FileDescriptor:
    file: FileDescriptor = game.action_type.DESCRIPTOR.file
    return file


def messages(file: FileDescriptor) -> list[Descriptor]:
    found: list[Descriptor] = []
    pending = list(file.message_types_by_name.values())
    while pending:
        message = pending.pop()
        found.append(message)
        pending.extend(message.nested_types)
    return found


def is_seat(field: FieldDescriptor) -> bool:
    """A field holding seat numbers (not, e.g., a list of per-seat messages)."""
    named = field.name in ("seat", "seats", "turn_order") or field.name.endswith("_seat")
    return named and field.type != FieldDescriptor.TYPE_MESSAGE


def is_repeated(field: FieldDescriptor) -> bool:
    return bool(field.is_repeated)


def is_optional(field: FieldDescriptor) -> bool:
    oneof = field.containing_oneof
    return oneof is not None and oneof.name == f"_{field.name}"  # proto3 `optional`


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_the_four_messages_and_their_oneofs(game: Any) -> None:
    for message_type in (game.action_type, game.event_type, game.view_type, game.state_type):
        assert message_type.DESCRIPTOR.file is proto_file(game)
    assert [o.name for o in game.action_type.DESCRIPTOR.oneofs] == ["action"]
    assert [o.name for o in game.event_type.DESCRIPTOR.oneofs] == ["event"]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_seats_are_uint32_and_optional_where_they_may_be_absent(game: Any) -> None:
    wrong = [
        f"{message.name}.{field.name}"
        for message in messages(proto_file(game))
        for field in message.fields
        if (is_seat(field) or field.name == "ranks") and field.type != UINT32
    ]
    assert wrong == [], "seats and ranks are uint32"
    view = game.view_type.DESCRIPTOR
    for name in ("seat", "current_seat"):
        assert name in view.fields_by_name, f"View.{name} is missing"
        assert is_optional(view.fields_by_name[name]), f"View.{name} must be proto3 optional"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_one_end_of_game_event(game: Any) -> None:
    event = game.event_type.DESCRIPTOR
    over = event.fields_by_name.get("game_over")
    assert over is not None and over.message_type.name == "GameOver"
    shape = [(f.name, f.number, f.type, is_repeated(f)) for f in over.message_type.fields]
    assert shape == [("scores", 1, INT32, True), ("ranks", 2, UINT32, True)]
    others = [m.name for m in messages(proto_file(game)) if "End" in m.name and "Game" in m.name]
    assert others == []


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_options_are_the_table_options_map(game: Any) -> None:
    for message_type in (game.view_type, game.state_type):
        field = message_type.DESCRIPTOR.fields_by_name["options"]
        entry = field.message_type
        assert entry is not None and entry.GetOptions().map_entry, "options is a map"
        key, value = entry.fields_by_name["key"], entry.fields_by_name["value"]
        assert key.type == value.type == FieldDescriptor.TYPE_STRING
    assert "Options" not in proto_file(game).message_types_by_name
    # every option by name, as the service resolves them (defaults filled in)
    state = game.new_game(game.min_players)
    resolved = game.resolve_options(game.min_players, {})
    assert dict(state.to_proto().options) == resolved
    assert dict(state.view(None).options) == resolved
    assert dict(state.view(0).options) == resolved


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_malformed_actions_have_specific_reasons(game: Any) -> None:
    raised = raised_reasons(game_package(game))
    assert "INVALID_ARGUMENT" not in raised, "use a specific reason (docs/proto-conventions.md)"
    text = comments((ROOT / "proto" / proto_file(game).name).read_text(encoding="utf-8"))
    assert "ACTION_MISSING" in raised and "ACTION_MISSING" in text
    malformed = sorted(r for r, codes in raised.items() if codes == {"INVALID_ARGUMENT"})
    assert len(malformed) >= 3, malformed
    with pytest.raises(Exception) as caught:
        game.action_from_proto(game.action_type())
    assert getattr(caught.value, "reason", None) == "ACTION_MISSING"
