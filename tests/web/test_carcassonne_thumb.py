"""Two people play Carcassonne on phones (390x844, touch), one reading Persian (right to left),
the other Japanese: when one places a tile, the other's page shows it wholly in view, whether her
camera frames itself or she has zoomed in (her zoom is kept, the camera pans); at every decision
the highlighted cells a thumb can tap are in view, with no zoom or pan needed."""

from __future__ import annotations

import random

from playwright.sync_api import Browser

from tests.web.browser import Player, create_table, join, shot
from tests.web.conftest import WebServer
from tests.web.languages import context
from tests.web.thumb import reach_cells, targets, view_box

PLACEMENTS = 12  # both players together: a fixed small sample (the benchmark plays whole games)


def test_the_other_players_new_tile_is_shown(web: WebServer, browser: Browser) -> None:
    host = Player(context(browser, "fa-IR", on_phone=True).new_page())
    invite = create_table(host.page, web.base, "carcassonne", 2, "Ada")
    friend = Player(context(browser, "ja-JP", on_phone=True).new_page())
    join(friend.page, invite, "Grace")
    host.page.wait_for_selector("#start:not([disabled])")
    host.page.tap("#start")
    for p in (host, friend):
        p.page.wait_for_selector("#game")
    assert host.page.evaluate("document.documentElement.dir") == "rtl"
    # the host zooms in once: from then on her camera only pans, her zoom kept
    host.page.tap("#zoom-in")
    zoomed = view_box(host.page)[2]
    rng = random.Random(7)
    placed = 0
    shown = {"host": 0, "friend": 0}
    while placed < PLACEMENTS:
        actor = next((p for p in (host, friend) if p.my_turn), None)
        if actor is None:
            host.page.wait_for_timeout(20)
            continue
        other = friend if actor is host else host
        before = actor.version
        actor.page.wait_for_selector("#controls")
        if actor.page.locator("#place").count():
            cells, extra = reach_cells(actor.page)
            assert extra == 0, "a highlighted cell is too small or out of view"
            if actor is host:
                assert abs(view_box(host.page)[2] - zoomed) < 0.5
            key = cells[rng.randrange(len(cells))]["key"]
            actor.page.locator(f'.cell[data-cell="{key}"]').tap()
            actor.page.tap("#place")
            actor.wait_past(before)
            placed += 1
            # the other page draws the new tile where she sees it
            x, y = key.split(",")
            other.page.wait_for_selector(f'#map g.tile[data-x="{x}"][data-y="{y}"]')
            other.page.wait_for_function(
                "v => document.getElementById('app').dataset.version === v", arg=actor.version
            )
            last = targets(other.page)["last"]
            assert last is not None and last["in_view"], (placed, targets(other.page))
            shown["host" if other is host else "friend"] += 1
            if placed == PLACEMENTS - 1:
                shot(other.page, f"carcassonne-thumb-their-tile-{'fa' if other is host else 'ja'}",
                     full_page=False)  # fmt: skip
        else:
            actor.page.tap("#pass")
            actor.wait_past(before)
    assert shown["host"] >= PLACEMENTS // 2 - 1 and shown["friend"] >= PLACEMENTS // 2 - 1, shown
    for p in (host, friend):
        assert not p.errors, p.errors
        p.page.context.close()
