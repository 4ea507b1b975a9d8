"""On a phone, a misplaced Carcassonne tile is taken back with one tap on "Take back": the page
shows the tile decision again (GetView agrees), the log says so in the catalog's words, and a
tap with nothing to take back says why."""

from __future__ import annotations

import random

from meeple.v1 import game_service_pb2 as pb
from playwright.sync_api import Browser, ConsoleMessage

from tests.service.harness import Client
from tests.web.browser import Player, phone, shot, stored
from tests.web.conftest import WebServer


def test_a_misplaced_tile_is_taken_back_by_one_tap(web: WebServer, browser: Browser) -> None:
    player = Player(phone(browser).new_page())
    page = player.page

    def catalog_error(message: ConsoleMessage) -> None:
        if "catalog" in message.text:
            player.errors.append(message.text)

    page.on("console", catalog_error)
    page.goto(web.base + "/")
    page.select_option("#game", "games/carcassonne")
    page.select_option("#seat-1", "random")
    page.check("#auto-start")
    page.fill("#name", "Ada")
    page.tap("#create")
    page.wait_for_selector("#game")
    page.wait_for_function("() => document.getElementById('app').dataset.mine === 'true'")
    page.wait_for_selector("#place")
    table_id = page.url.rsplit("/", 1)[1].split("?")[0]
    # nothing of mine to take back yet: the page says why, in words
    page.tap("#undo")
    page.wait_for_function("() => document.getElementById('message').textContent.length > 0")
    assert "nothing to take back" in page.inner_text("#message").lower()
    # the tile, placed where a thumb slipped
    before = player.version
    cells = page.locator(".cell.fit")
    cells.nth(random.Random(1).randrange(cells.count())).tap()
    page.tap("#place")
    player.wait_past(before)
    placed = player.version
    page.wait_for_selector("#place", state="detached")
    page.tap("#undo")
    player.wait_past(placed)
    page.wait_for_selector("#place")
    assert "taken back" in page.inner_text("#message").lower()
    assert "took back a move" in page.inner_text("#log")
    shot(page, "carcassonne-undo-phone")
    # the service agrees: the tile decision again, one version later
    credential = stored(page, table_id)["credential"]
    client = Client(web.target, credential)
    try:
        view = client.GetView(pb.GetViewRequest(table=f"tables/{table_id}")).view
    finally:
        client.close()
    assert view.pending_decision == "PLACE_TILE"
    assert str(view.version) == player.version == str(int(placed) + 1)
    assert not player.errors, player.errors
    page.context.close()
