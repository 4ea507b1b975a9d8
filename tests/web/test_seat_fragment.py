"""A seat credential in the address (the "continue on another device" link's ``#seat=``) leaves
the address bar, and so the history, on every route, whatever else the fragment holds (issue 48,
finding 9: ``/t/ID/#seat=``, ``/t/ID/replay#seat=`` and ``#seat=...&lang=en`` kept it)."""

from __future__ import annotations

import time

from meeple.v1 import game_service_pb2 as pb
from playwright.sync_api import Browser

from tests.service.harness import Client, new_request_id
from tests.web.browser import desktop, phone, shot
from tests.web.conftest import WebServer


def seat_credential(web: WebServer) -> tuple[str, str]:
    """A waiting two-seat table and the credential of its seat 0: (table id, credential)."""
    host = Client(web.target)
    try:
        created = host.CreateTable(
            pb.CreateTableRequest(
                game="games/carcassonne", seat_count=2, request_id=new_request_id()
            )
        )
        joined = host.JoinTable(
            pb.JoinTableRequest(
                table=created.table.name,
                invite_token=created.invite_token,
                display_name="Grace",
                request_id=new_request_id(),
            )
        )
    finally:
        host.close()
    return created.table.name.removeprefix("tables/"), joined.seat_credential


def test_the_seat_credential_leaves_the_address_on_every_route(
    web: WebServer, browser: Browser
) -> None:
    table_id, credential = seat_credential(web)
    routes = {
        f"/t/{table_id}/#seat={credential}": f"/t/{table_id}",
        f"/t/{table_id}#seat={credential}&lang=en": f"/t/{table_id}#lang=en",
        f"/t/{table_id.upper()}#seat={credential}": f"/t/{table_id}",
        f"/t/{table_id}/replay#seat={credential}": f"/t/{table_id}/replay",
        f"/#seat={credential}": "/",
        f"/replay#seat={credential}": "/replay",
    }
    for index, (path, left) in enumerate(routes.items()):
        context = phone(browser) if index % 2 else desktop(browser)
        page = context.new_page()
        page.goto(f"{web.base}{path}")
        deadline = time.monotonic() + 10
        while "seat=" in page.url and time.monotonic() < deadline:
            page.wait_for_timeout(50)
        assert credential not in page.url and "seat=" not in page.url, path
        now = page.url.removeprefix(web.base).replace("/#", "#").rstrip("/") or "/"
        assert now == (left.rstrip("/") or "/"), path  # the rest of the address is kept
        if path.startswith(f"/t/{table_id}#") or path.startswith(f"/t/{table_id}/#"):
            page.wait_for_selector("#who")  # the table's page took the seat from it
            assert "Grace" in page.inner_text("#who")
        if index == 1:
            shot(page, "seat-fragment-stripped-phone")
        context.close()
