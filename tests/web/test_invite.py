"""The invite page in real Chromium: it names the game, the host, the options and the free
seats before any name is typed; a link that no longer works says why before asking anything;
a capitalised table id opens the same table; a seat opens on a second device from the
"continue on another device" link, whose credential never reaches the server's log."""

from __future__ import annotations

import re

from meeple.v1 import game_service_pb2 as pb
from playwright.sync_api import Browser, Page

from tests.service.harness import Client
from tests.web.browser import create_table, desktop, join, phone, shot
from tests.web.conftest import WebServer

ISOLATION = re.compile("[\u2066-\u2069]")  # Fluent's bidi isolation around variables


def text(page: Page, selector: str) -> str:
    return ISOLATION.sub("", page.inner_text(selector))


def test_the_invite_names_the_game_and_the_host_before_asking_a_name(
    web: WebServer, browser: Browser
) -> None:
    host = desktop(browser).new_page()
    invite = create_table(host, web.base, "carcassonne", 3, "Ada")
    for make, label in ((phone, "phone"), (desktop, "desktop")):
        page = make(browser).new_page()
        page.goto(invite)
        page.wait_for_selector("#join")
        assert page.input_value("#name") == ""  # nothing typed yet
        assert text(page, "#invite-game") == "Ada invites you to play Carcassonne."
        seats = page.locator("#invite-seats li")
        assert seats.count() == 3
        assert text(page, "#invite-seats li[data-seat='0']") == "Ada"
        assert page.locator("#invite-seats li[data-free='true']").count() == 2
        assert text(page, "#invite-free") == "2 seats are free."
        page.click(".invite-options summary")
        # the options by their names in the reader's language (web/locales/en/options.ftl)
        assert "A player who leaves" in page.inner_text("#invite-options")
        shot(page, f"invite-{label}")
        page.context.close()
    host.context.close()


def test_links_that_no_longer_work_say_why_before_asking_anything(
    web: WebServer, browser: Browser
) -> None:
    page = phone(browser).new_page()
    # an invite to no table
    page.goto(f"{web.base}/t/nosuchtable?invite=madeup")
    page.wait_for_selector("#bad-link")
    assert page.locator("#name").count() == 0
    assert "does not work" in page.inner_text("#bad-link h1")
    assert page.get_attribute("#bad-link", "data-why") == "bad"
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
    page.wait_for_selector("#bad-link")
    assert page.locator("#name").count() == 0  # nothing asked
    assert page.get_attribute("#bad-link", "data-why") == "full"
    assert "Every seat at this table is taken already." in page.inner_text("#bad-link")
    shot(page, "invite-used-phone")

    # a spectator link with a wrong token, and a table page without any link
    page.goto(f"{web.base}/t/{table_id}?spectate=wrongtoken")
    page.wait_for_selector("#bad-link")
    assert "does not open a table" in page.inner_text("#bad-link h1")
    fresh = desktop(browser).new_page()
    fresh.goto(f"{web.base}/t/{table_id}")
    fresh.wait_for_selector("#bad-link")
    assert "needs the link you were sent" in fresh.inner_text("#bad-link h1")
    # a capitalised table id is the same table, not the lobby
    fresh.goto(f"{web.base}/t/{table_id.upper()}?invite={created.invite_token}")
    fresh.wait_for_selector("#bad-link")
    assert fresh.get_attribute("#bad-link", "data-why") == "full"
    assert fresh.url == f"{web.base}/t/{table_id}"
    shot(fresh, "invite-used-desktop")
    page.context.close()
    fresh.context.close()


def test_a_capitalised_link_opens_the_table(web: WebServer, browser: Browser) -> None:
    host = desktop(browser).new_page()
    invite = create_table(host, web.base, "carcassonne", 2, "Ada")
    table_id = host.url.rsplit("/", 1)[-1]
    page = phone(browser).new_page()
    page.goto(invite.replace(f"/t/{table_id}", f"/t/{table_id.upper()}"))
    page.wait_for_selector("#join")
    assert "Carcassonne" in text(page, "#invite-game")
    host.context.close()
    page.context.close()


def test_continue_on_another_device(web: WebServer, browser: Browser) -> None:
    host = desktop(browser).new_page()
    invite = create_table(host, web.base, "carcassonne", 2, "Ada")
    friend = desktop(browser).new_page()
    join(friend, invite, "Grace")
    friend.click("#other-device summary")
    link = friend.input_value("#device-link")
    table_id = host.url.rsplit("/", 1)[-1]
    credential = link.split("#seat=", 1)[1]
    assert link.startswith(f"{web.base}/t/{table_id}#seat=") and len(credential) >= 43
    # her phone: a fresh browser with nothing stored opens her seat
    second = phone(browser).new_page()
    second.goto(link)
    second.wait_for_selector("#waiting")
    assert "#seat=" not in second.url and second.url == f"{web.base}/t/{table_id}"
    assert text(second, "#who") == "You: Grace"
    host.click("#start")
    second.wait_for_selector("#game")
    shot(second, "second-device-phone")
    # the credential went to the server only as a bearer header: never in its log
    assert credential not in web.log
    # a cut-short link says so
    broken = phone(browser).new_page()
    broken.goto(f"{web.base}/t/{table_id}#seat=abc")
    broken.wait_for_selector("#bad-link")
    assert "seat link does not work" in broken.inner_text("#bad-link h1")
    for page in (host, friend, second, broken):
        page.context.close()
