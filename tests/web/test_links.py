"""Links that do not work give a clear page, not a blank one."""

from __future__ import annotations

from meeple.v1 import game_service_pb2 as pb
from playwright.sync_api import Browser

from tests.service.harness import Client
from tests.web.browser import desktop, shot
from tests.web.conftest import WebServer


def test_bad_and_used_up_links(web: WebServer, browser: Browser) -> None:
    page = desktop(browser).new_page()
    # an invite to no table
    page.goto(f"{web.base}/t/nosuchtable?invite=madeup")
    page.fill("#name", "Eve")
    page.click("#take-seat")
    page.wait_for_selector("#bad-link")
    assert "does not work" in page.inner_text("#bad-link h1")
    assert "invite=" not in page.url

    # a used-up invite: every seat is taken
    client = Client(web.target)
    try:
        created = client.CreateTable(pb.CreateTableRequest(game="games/carcassonne", seat_count=2))
        for name in ("Ada", "Grace"):
            client.JoinTable(
                pb.JoinTableRequest(
                    table=created.table.name, display_name=name, invite_token=created.invite_token
                )
            )
    finally:
        client.close()
    table_id = created.table.name.split("/")[1]
    page.goto(f"{web.base}/t/{table_id}?invite={created.invite_token}")
    page.fill("#name", "Eve")
    page.click("#take-seat")
    page.wait_for_selector("#bad-link")
    assert "All seats at this table are taken." in page.inner_text("#bad-link")
    shot(page, "used-up-link")

    # a spectator link with a wrong token, and a table page without any link
    page.goto(f"{web.base}/t/{table_id}?spectate=wrongtoken")
    page.wait_for_selector("#bad-link")
    assert "does not open a table" in page.inner_text("#bad-link h1")
    fresh = desktop(browser).new_page()
    fresh.goto(f"{web.base}/t/{table_id}")
    fresh.wait_for_selector("#bad-link")
    assert "needs the link you were sent" in fresh.inner_text("#bad-link h1")
