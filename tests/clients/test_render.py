"""Pictures: valid SVG showing every tile and follower of the view, and PNG on request."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from clients.api import Client
from clients.cli import main
from clients.render import render_view, svg_to_png
from clients.render.command import demo_view

SVG = "{http://www.w3.org/2000/svg}"


def groups(svg: str, kind: str) -> list[ET.Element]:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return [g for g in root.iter(f"{SVG}g") if g.get("class") == kind]


@pytest.mark.parametrize(
    ("players", "seed", "moves"), [(2, 1, 0), (3, 4, 41), (5, 9, 100), (2, 3, 400)]
)
def test_carcassonne_svg_has_every_tile_and_follower(players: int, seed: int, moves: int) -> None:
    view = demo_view("carcassonne", players, seed, moves, seat=0)
    svg = render_view("carcassonne", view)
    tiles = groups(svg, "tile")
    assert sorted((t.get("data-tile"), t.get("data-x"), t.get("data-y")) for t in tiles) == sorted(
        (p.tile, str(p.x), str(p.y))
        for p in view.tiles  # type: ignore[attr-defined]
    )
    followers = groups(svg, "follower")
    assert sorted(
        (f.get("data-seat"), f.get("data-x"), f.get("data-y")) for f in followers
    ) == sorted(
        (str(f.seat), str(f.x), str(f.y))
        for f in view.followers  # type: ignore[attr-defined]
    )
    scores = groups(svg, "score")
    assert [s.get("data-score") for s in scores] == [
        str(s.score)
        for s in view.seats  # type: ignore[attr-defined]
    ]
    if 41 <= moves <= 100:
        assert followers, "a position this deep has followers on the map"


def test_png_output(tmp_path: Path) -> None:
    svg = render_view("carcassonne", demo_view("carcassonne", 2, 2, 20, None))
    assert svg_to_png(svg)[:8] == b"\x89PNG\r\n\x1a\n"


def test_meeple_render_draws_a_live_table_as_a_spectator(target: str, tmp_path: Path) -> None:
    with Client(target) as client:
        created = client.create_table("carcassonne", 2, auto_start=True)
        seats = [client.join(created.invite_link, n) for n in ("Ada", "Bob")]
        for _ in range(6):
            view = seats[0].view()
            mover = seats[view.current_seat]
            legal = mover.legal_actions()
            mover.submit(legal.actions[0], expected_version=legal.version)
        spectator_view = client.spectate(created.spectator_link).game_view()
    out, png = tmp_path / "table.svg", tmp_path / "table.png"
    argv = ["render", created.spectator_link, "--target", target, "--out", str(out)]
    assert main([*argv, "--png", str(png)]) == 0
    svg = out.read_text()
    assert len(groups(svg, "tile")) == len(spectator_view.tiles)  # type: ignore[union-attr]
    assert png.read_bytes()[:4] == b"\x89PNG"
    assert "spectator" in svg
    seat_out = tmp_path / "seat.svg"
    argv = ["render", created.name, "--target", target, f"--credential={seats[1].credential}"]
    assert main([*argv, "--out", str(seat_out)]) == 0
    assert f"seat {seats[1].seat}" in ET.fromstring(seat_out.read_text()).findtext(
        f"{SVG}title", ""
    )


@pytest.mark.parametrize(("players", "seed", "moves"), [(2, 1, 0), (3, 5, 70), (4, 3, 400)])
def test_burgundy_svg_has_every_tile_goods_and_score(players: int, seed: int, moves: int) -> None:
    view: Any = demo_view("burgundy", players, seed, moves, seat=1)
    svg = render_view("burgundy", view)
    tiles = groups(svg, "tile")
    expected = [t.tile for p in view.players for t in p.estate]
    expected += [label for p in view.players for label in p.storage]
    expected += [label for d in view.depots for label in d.spaces if label]
    assert sorted(t.get("data-tile", "") for t in tiles) == sorted(expected)
    for seat, player in enumerate(view.players):
        estate = sorted(
            t.get("data-tile", "") for t in tiles if t.get("data-where") == f"estate-{seat}"
        )
        assert estate == sorted(t.tile for t in player.estate)
        held = {
            int(g.get("data-type", 0)): int(g.get("data-count", 0))
            for g in groups(svg, "goods")
            if g.get("data-where") == f"goods-{seat}"
        }
        assert held == {k: c for k, c in enumerate(player.goods, start=1) if c}
    depot_goods = sum(
        int(g.get("data-count", 0))
        for g in groups(svg, "goods")
        if str(g.get("data-where")).startswith("depot-")
    )
    assert depot_goods == sum(sum(d.goods) for d in view.depots)
    assert [s.get("data-score") for s in groups(svg, "score")] == [
        str(p.score) for p in view.players
    ]
