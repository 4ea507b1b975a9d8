"""On a phone, a misplaced Carcassonne tile is taken back with one tap on "Take back": the page
shows the tile decision again (GetView agrees), the log says so in the catalog's words, and a
tap with nothing to take back says why. In both games Take back and what it answers ("Taken
back.", why not) are in the bar fixed at the screen's bottom, beside the decision, on the
screen."""

from __future__ import annotations

import random

from meeple.v1 import game_service_pb2 as pb
from playwright.sync_api import Browser, ConsoleMessage, Page

from tests.service.harness import Client
from tests.web.browser import Player, burgundy_move, phone, shot, stored
from tests.web.conftest import WebServer
from tests.web.test_burgundy_touch import create_against_bot

IN_BAR = """([bar, sel]) => { const el = document.querySelector(sel);
  const b = document.querySelector(bar);
  if (!el || !b || !b.contains(el)) return null;
  const r = el.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width,
           height: r.height, fixed: getComputedStyle(b).position === "fixed" }; }"""


def assert_in_bar(page: Page, bar: str, selector: str) -> None:
    """`selector` is inside the bar fixed at the bottom and wholly on the 390 x 844 screen."""
    box = page.evaluate(IN_BAR, [bar, selector])
    assert box is not None, f"{selector} is not in {bar}"
    assert box["fixed"], box
    assert box["top"] >= 0 and box["bottom"] <= 844, box
    assert box["left"] >= 0 and box["right"] <= 390, box
    assert (box["width"] >= 44 and box["height"] >= 44) or selector == "#message", box


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
    assert_in_bar(page, "#carc-bar", "#undo")
    page.tap("#undo")
    page.wait_for_function("() => document.getElementById('message').textContent.length > 0")
    assert "nothing to take back" in page.inner_text("#message").lower()
    assert_in_bar(page, "#carc-bar", "#message")
    # the tile, placed where a thumb slipped
    before = player.version
    cells = page.locator(".cell.fit")
    cells.nth(random.Random(1).randrange(cells.count())).tap()
    page.tap("#place")
    player.wait_past(before)
    placed = player.version
    page.wait_for_selector("#place", state="detached")
    assert_in_bar(page, "#carc-bar", "#undo")  # beside the follower choices
    page.tap("#undo")
    player.wait_past(placed)
    page.wait_for_selector("#place")
    assert "taken back" in page.inner_text("#message").lower()
    assert_in_bar(page, "#carc-bar", "#message")
    assert_in_bar(page, "#carc-bar", "#undo")
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


def test_take_back_is_in_the_burgundy_bar(web: WebServer, browser: Browser) -> None:
    player = Player(phone(browser).new_page())
    page = player.page
    create_against_bot(page, web.base, start_seat="0")
    page.wait_for_function("() => document.getElementById('app').dataset.mine === 'true'")
    assert_in_bar(page, "#choices", "#undo")
    page.tap("#undo")
    page.wait_for_function("() => document.getElementById('message').textContent.length > 0")
    assert "nothing to take back" in page.inner_text("#message").lower()
    assert_in_bar(page, "#choices", "#message")
    # one action of the turn's two, then Take back: the same decision again, said in the bar
    before = player.version
    burgundy_move(player, random.Random(2))
    player.wait_past(before)
    acted = player.version
    page.wait_for_function("() => document.getElementById('app').dataset.mine === 'true'")
    assert_in_bar(page, "#choices", "#undo")
    page.tap("#undo")
    player.wait_past(acted)
    page.wait_for_function(
        "() => /taken back/i.test(document.getElementById('message').textContent)"
    )
    assert_in_bar(page, "#choices", "#message")
    shot(page, "burgundy-undo-phone", full_page=False)
    assert not player.errors, player.errors
    page.context.close()
