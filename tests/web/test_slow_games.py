"""Slow games and notifications in real Chromium over a real ``meeple serve`` that sends
e-mail to an SMTP server on loopback (aiosmtpd):

* the table page tells the seat to act "Your move since …" and the time left in days and
  hours (a clock of two days a move);
* a seated player (on a phone) leaves her e-mail address, and when the other player moves she
  gets one message in her page's language with the link back to her seat; she mutes and
  unmutes the table; she turns Web Push on and off for this device (the service worker /sw.js
  registers with the scope "/"; the browser's push service is unreachable here, so the test
  gives the page a subscription as a browser would: endpoint and keys);
* the lobby lists the tables this device sits at with whose move it is, and offers clock
  presets that set the table's timer options.

Screenshots in test-artifacts/web/: slow-table-phone, slow-lobby-phone, slow-table-phone-fa,
slow-lobby-desktop, slow-table-desktop.
"""

from __future__ import annotations

import base64
import os
import random
import re
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from meeple.v1 import game_service_pb2 as pb
from playwright.sync_api import Browser

from tests.notify.loopback import Mailbox, start_smtp, wait_for
from tests.ports import free_port
from tests.service.harness import Client, ServerProcess
from tests.web.browser import (
    Player,
    carcassonne_move,
    desktop,
    join,
    phone,
    shot,
    stored,
)
from tests.web.conftest import WebServer

GRACE = "grace@example.org"


def plain(text: str) -> str:
    """Text without Fluent's bidi isolation marks."""
    return text.replace("\u2068", "").replace("\u2069", "")


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


#: a browser subscription as PushManager.subscribe returns it (no push service is reachable)
FAKE_PUSH = """
(() => {
  let current = null;
  const make = (endpoint, p256dh, auth) => ({ endpoint, toJSON: () => ({ endpoint,
    keys: { p256dh, auth } }), unsubscribe: async () => { current = null; return true; } });
  PushManager.prototype.subscribe = async function () {
    current = make("https://push.example.org/send/grace-phone", "P256DH", "AUTH");
    return current;
  };
  PushManager.prototype.getSubscription = async function () { return current; };
})();
""".replace("P256DH", b64(b"\x04" + os.urandom(64))).replace("AUTH", b64(os.urandom(16)))


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[WebServer, Mailbox]]:
    tmp: Path = tmp_path_factory.mktemp("slow")
    controller, mailbox = start_smtp()
    port = free_port()
    process = ServerProcess(
        tmp / "meeple.db",
        tmp / "server.log",
        MEEPLE_WEB_PORT=str(port),
        MEEPLE_SMTP_URL=f"smtp://127.0.0.1:{controller.port}",
        MEEPLE_SMTP_SENDER="games@example.org",
        MEEPLE_PUBLIC_URL=f"http://127.0.0.1:{port}",
        MEEPLE_OUTBOX_POLL="0.2",
    )
    process.start()
    try:
        yield WebServer(process, f"http://127.0.0.1:{port}"), mailbox
    finally:
        process.terminate()
        controller.stop()


def test_a_slow_table_with_notifications(
    served: tuple[WebServer, Mailbox], browser: Browser
) -> None:
    web, mailbox = served
    # the service worker is served from the root, for the whole page
    with urllib.request.urlopen(web.base + "/sw.js") as response:
        assert response.headers["Content-Type"].startswith("text/javascript")
        assert response.headers["Service-Worker-Allowed"] == "/"
        assert b"showNotification" in response.read()

    host = Player(desktop(browser).new_page())
    lobby = host.page
    lobby.goto(web.base + "/")
    lobby.select_option("#game", "games/carcassonne")
    lobby.click(".table-options summary")  # the table options are folded away
    lobby.select_option("#option-turn_timer", "per_turn")
    lobby.select_option("#option-turn_seconds", str(2 * 86400))  # two days a move
    lobby.fill("#name", "Ada")
    lobby.click("#create")
    lobby.wait_for_selector("#invite-link")
    invite = lobby.input_value("#invite-link")
    context = phone(browser)
    context.grant_permissions(["notifications"], origin=web.base)
    context.add_init_script(FAKE_PUSH)
    friend = Player(context.new_page())
    join(friend.page, invite, "Grace")
    host.page.click("#start")
    for player in (host, friend):
        player.page.wait_for_selector("#seats")
    table_id = host.page.url.rsplit("/", 1)[-1]
    grace = Client(web.target, stored(friend.page, table_id)["credential"])
    try:
        # Ada (seat 1) acts first: her page says since when and how long she has
        host.page.wait_for_selector("#move-since")
        assert "Your move since" in host.page.inner_text("#move-since")
        assert plain(host.page.inner_text("#time-left")) == "Time left: 1 day, 23 hours"
        assert re.fullmatch(r"4[78]:[0-5][0-9]:[0-5][0-9]", host.page.inner_text("#clock-0"))
        assert friend.page.locator("#move-since").count() == 0
        shot(host.page, "slow-table-desktop")

        # Grace leaves her address on her phone
        page = friend.page
        page.tap("#notify summary")
        page.wait_for_selector("#notify-email")
        page.fill("#notify-email", GRACE)
        page.tap("#email-save")
        page.wait_for_function(
            "() => document.getElementById('notify-status').textContent.startsWith('Saved')"
        )
        request = pb.GetNotificationSettingsRequest(table=f"tables/{table_id}")
        assert grace.GetNotificationSettings(request).settings.email == GRACE
        assert grace.GetNotificationSettings(request).settings.language == "en"

        # this device, by Web Push: on, then off again
        page.tap("#push-toggle")
        page.wait_for_selector("#push-toggle[data-on='true']")
        scope = page.evaluate(
            "async () => (await navigator.serviceWorker.getRegistration('/')).scope"
        )
        assert scope == web.base + "/"
        subscriptions = grace.GetNotificationSettings(request).settings.push_subscriptions
        assert [s.endpoint for s in subscriptions] == ["https://push.example.org/send/grace-phone"]
        shot(page, "slow-table-phone")
        page.tap("#push-toggle")
        page.wait_for_selector("#push-toggle[data-on='false']")
        assert not grace.GetNotificationSettings(request).settings.push_subscriptions

        # Ada moves until the turn is Grace's: one e-mail, with the link to her seat
        rng = random.Random(5)
        while not friend.my_turn:
            before = host.version
            carcassonne_move(host, rng)
            host.wait_past(before)
            friend.wait_past(before)
        assert wait_for(lambda: len(mailbox.to(GRACE)) == 1)
        mail = mailbox.to(GRACE)[0]
        assert mail["Subject"] == "Your move: Carcassonne"
        assert f"{web.base}/t/{table_id}" in mail.get_content()

        # mute, and back
        page.tap("#mute-toggle")
        page.wait_for_selector("#mute-toggle[data-on='true']")
        assert grace.GetNotificationSettings(request).settings.muted
        page.tap("#mute-toggle")
        page.wait_for_selector("#mute-toggle[data-on='false']")

        # her lobby lists the table: it is her move
        page.goto(web.base + "/")
        page.wait_for_selector(f"#my-tables li[data-table='{table_id}'][data-your-move='true']")
        assert "Your move" in page.inner_text(f"#my-tables li[data-table='{table_id}']")
        shot(page, "slow-lobby-phone")
        # in Persian, right to left: the lobby's list and the table's panel
        page.select_option("#language", "fa")
        page.wait_for_selector(f"#my-tables li[data-table='{table_id}'][data-your-move='true']")
        assert page.evaluate("document.documentElement.dir") == "rtl"
        assert "نوبت شما" in page.inner_text("#my-tables")
        page.goto(f"{web.base}/t/{table_id}")
        page.wait_for_selector("#notify")
        page.tap("#notify summary")
        page.wait_for_selector("#move-since")
        assert "نوبت شما از" in page.inner_text("#move-since")
        shot(page, "slow-table-phone-fa")

        # Ada's lobby: Grace to move, and the clock presets set the timer options
        lobby.goto(web.base + "/")
        row = f"#my-tables li[data-table='{table_id}']"
        lobby.wait_for_function(
            f'() => document.querySelector("{row} .my-table-status").textContent.length > 0'
        )
        assert "Grace to move" in plain(lobby.inner_text(row))
        offered = lobby.eval_on_selector_all("#clock option", "os => os.map(o => o.value)")
        assert offered == ["off", "real-time", "minutes", "day", "three-days"]
        lobby.select_option("#clock", "minutes")
        assert lobby.input_value("#option-turn_timer") == "per_turn"
        assert lobby.input_value("#option-turn_seconds") == "300"
        lobby.select_option("#clock", "three-days")
        assert lobby.input_value("#option-turn_seconds") == str(3 * 86400)
        assert lobby.input_value("#option-bank_seconds") == str(30 * 86400)
        lobby.click(".table-options summary")
        shot(lobby, "slow-lobby-desktop")
    finally:
        grace.close()
        host.page.context.close()
        friend.page.context.close()
