"""A move while the server is down says so on the page (it used to say nothing)."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser

from tests.ports import free_port
from tests.service.harness import ServerProcess
from tests.web.browser import phone, shot


def test_place_while_the_server_is_down_says_it_cannot_be_reached(
    tmp_path: Path, browser: Browser
) -> None:
    port = free_port()
    server = ServerProcess(tmp_path / "m.db", tmp_path / "s.log", MEEPLE_WEB_PORT=str(port))
    server.start()
    page = phone(browser).new_page()
    try:
        page.goto(f"http://127.0.0.1:{port}/")
        page.select_option("#game", "games/carcassonne")
        page.select_option("#seat-1", "random")
        page.check("#auto-start")
        page.fill("#name", "Ada")
        page.click("#create")
        page.wait_for_selector("#app[data-mine='true'] #place")
        page.locator(".cell.fit").first.click()
        server.terminate()
        page.click("#place")
        page.wait_for_function(
            "() => document.getElementById('message').textContent.includes('cannot be reached')"
        )
        page.wait_for_selector("#connection:has-text('Reconnecting')")
        shot(page, "table-offline-phone")
    finally:
        page.context.close()
        server.terminate()
