"""Compact positions (SPEC.md, "Compact positions"): a compact position and the full State it
stands for load to the same state, and the rules in conformance/positions.yaml are valid."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from google.protobuf import json_format

from conformance.runner.checking import check, schema
from conformance.runner.compact import compact_rules, expand
from conformance.runner.loading import SUITE_ROOT, Fixture, load_fixtures, read_document
from engines.registry import get_game

COMPACT = [f for f in load_fixtures() if f.position is not None and f.path.suffix == ".yaml"]


def _raw(fixture: Fixture) -> dict[str, Any]:
    document = read_document(fixture.path)
    (raw,) = [r for r in document["fixtures"] if r["name"] == fixture.name]
    return dict(raw)


def _loaded(game: str, position: dict[str, Any]) -> dict[str, Any]:
    """The engine's State after loading ``position``, as canonical proto3 JSON."""
    engine = get_game(game)
    message = json_format.ParseDict(position, engine.state_type())
    return json_format.MessageToDict(engine.state_from_proto(message).to_proto())


def test_the_rules_file_is_valid() -> None:
    rules = read_document(SUITE_ROOT / "positions.yaml")
    jsonschema.validate(rules, schema("positions.schema.json"))


def test_most_loaded_positions_are_compact_and_burgundy_ones_fit_on_a_screen() -> None:
    raws = [_raw(f) for f in COMPACT]
    compact = [r for r in raws if r.get("position_form") == "compact"]
    # the positions written in full are the inconsistent ones, refused on purpose
    full = [r["name"] for r in raws if r.get("position_form") != "compact"]
    refused = [r["name"] for r in raws if "expect_create_error" in r]
    assert full == refused
    lines = sorted(len(_position_lines(r)) for r in compact if r["game"] == "burgundy")
    assert lines[len(lines) // 2] <= 30, lines  # the median Burgundy position: one screen


def _position_lines(raw: dict[str, Any]) -> list[str]:
    text: str = yaml.safe_dump(raw["position"], default_flow_style=None, width=100)
    return text.splitlines()


#: the fixtures whose position is written in the compact form (the others have nothing to compare)
WRITTEN_COMPACT = [f for f in COMPACT if _raw(f).get("position_form") == "compact"]


@pytest.mark.parametrize("fixture", WRITTEN_COMPACT, ids=lambda f: f.name)
def test_compact_and_full_forms_load_to_the_same_state(fixture: Fixture) -> None:
    raw = _raw(fixture)
    assert fixture.position is not None
    # the compact form loads; the state it loads to, written out in full, loads to itself
    full = _loaded(fixture.game, fixture.position)
    assert _loaded(fixture.game, full) == full
    # every field the rules can fill, left out of the full form, comes back the same
    rules = compact_rules()[fixture.game]
    stripped = copy.deepcopy(full)
    for name in rules.get("fields", {}):
        if name in raw["position"]:
            continue  # written out in the fixture: its rule does not reproduce it
        stripped.pop(name, None)
    stripped.pop("options", None)
    for field, item_rules in rules.get("items", {}).items():
        written = raw["position"].get(field, [])
        for index, item in enumerate(stripped.get(field, [])):
            for name in item_rules:
                if name not in written[index]:
                    item.pop(name, None)
    expanded = expand(fixture.game, stripped, fixture.players, fixture.options)
    assert _loaded(fixture.game, expanded) == full


def test_a_present_field_is_never_overwritten() -> None:
    position = {"tiles": [{"tile": "D"}], "scores": [3, 4], "currentSeat": 1}
    full = expand("carcassonne", position, 2, {"unplaceable_tile": "return_to_bag"})
    assert full["scores"] == [3, 4] and full["currentSeat"] == 1
    assert full["options"] == {"start_seat": "0", "unplaceable_tile": "return_to_bag"}
    assert full["numPlayers"] == 2 and full["step"] == "STEP_DRAW_TILE"
    assert {"tile": "D", "count": 3} in full["pile"] and {"tile": "V", "count": 9} in full["pile"]


def test_more_tiles_than_the_game_has_is_an_error() -> None:
    position = {"tiles": [{"tile": "C"}, {"tile": "C"}]}
    with pytest.raises(ValueError, match="more C than there are"):
        expand("carcassonne", position, 2, {})


def _check_one(folder: Path, form: str, position: dict[str, Any]) -> list[str]:
    """The checker's findings on one Carcassonne fixture with this position."""
    fixture = {
        "name": "carcassonne/test/compact",
        "game": "carcassonne",
        "players": 2,
        "source": "rules/carcassonne.md#placement-edges",
        "features": ["chance_script", "position_loading"],
        "chance": [{"kind": "tile", "value": "U"}],
        "position_form": form,
        "position": position,
        "steps": [{"expect": {"current_seat": 0}}],
    }
    path = folder / "case.yaml"
    path.write_text(yaml.safe_dump({"spec_version": "2.0", "fixtures": [fixture]}), "utf-8")
    return check([folder])[1]


def test_a_compact_position_is_checked_like_any_fixture(tmp_path: Path) -> None:
    assert _check_one(tmp_path, "compact", {"tiles": [{"tile": "D"}]}) == []
    problems = _check_one(tmp_path, "tiny", {"tiles": [{"tile": "D"}]})
    assert any("position_form" in line for line in problems), problems


def test_check_reports_a_compact_position_that_cannot_be_filled(tmp_path: Path) -> None:
    problems = _check_one(tmp_path, "compact", {"tiles": [{"tile": "C"}, {"tile": "C", "y": -1}]})
    assert any("compact: compact position" in line and "more C" in line for line in problems)
