"""Burgundy's tile pictures (engines/burgundy/tile_art.py), shared by ``meeple render`` and the
web page, and the phase numbering the page's log reads."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any, cast

from meeple.burgundy.v1 import burgundy_pb2 as pb

from engines.burgundy import catalog as C
from engines.burgundy import tile_art
from engines.playout import random_playout
from engines.registry import get_game

DATA = Path(tile_art.__file__).resolve().parent / "data"


def test_every_tile_of_the_inventory_has_its_own_picture() -> None:
    inventory = json.loads((DATA / "inventory.json").read_text())
    by_type = inventory["by_type"]
    assert set(by_type["building"]["types"]) == set(tile_art.BUILDINGS)
    labels = tile_art.labels()
    for species in by_type["animal"]["species"]:
        assert {f"{species}_{n}" for n in (2, 3, 4)} <= set(labels)
    assert {f"knowledge_{n}" for n in range(1, 27)} <= set(labels)
    bodies = [tile_art.body(label) for label in labels]
    assert len(set(bodies)) == len(labels), "two tiles share a picture"
    for label in labels:
        assert tile_art.colour(label) in tile_art.body(label)


def test_the_web_artwork_is_the_renderers() -> None:
    path = Path(__file__).resolve().parents[2] / "web" / "artwork.py"
    spec = importlib.util.spec_from_file_location("web_artwork", path)
    assert spec and spec.loader
    module: Any = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    art: dict[str, Any] = module.artwork()["burgundy"]
    assert art["tiles"] == {label: tile_art.body(label) for label in tile_art.labels()}


def test_phase_started_counts_phases_from_zero() -> None:
    # the page's log once read PhaseStarted.phase as 1-based: "Phase 0 begins" at the start and
    # "Phase B begins" when phase C started; the event (like the View) counts A..E as 0..4
    playout = random_playout(get_game("burgundy"), 2, 3)
    events = cast(list[pb.Event], playout.events)
    phases = [e.phase_started.phase for e in events if e.HasField("phase_started")]
    assert phases == list(range(5))
    assert C.PHASE_LETTERS[: len(phases)] == "ABCDE"


def test_a_player_whose_turn_is_to_come_has_dice_not_played_yet() -> None:
    from engines.burgundy.render import dice_states

    view = pb.View(turn_order=[1, 0], current_seat=1, stage=pb.STAGE_PLAY)
    first = pb.Player(seat=1, dice=[3, 5], unused_dice=[5])
    later = pb.Player(seat=0, dice=[2, 2], unused_dice=[])
    assert dice_states(view, first) == ["used", "open"]
    assert dice_states(view, later) == ["waiting", "waiting"]
    view.current_seat = 0
    later.unused_dice[:] = [2]
    first.unused_dice[:] = []
    assert dice_states(view, first) == ["used", "used"]
    assert dice_states(view, later) == ["open", "used"]
