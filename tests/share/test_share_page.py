"""The web table behind ``--share``, in real Chromium: the host opens the table on this computer
and her waiting page hands out the invite on the tunnel's address, with a QR code that decodes
to it (in English, Persian and Japanese); a friend's phone (390 × 844, touch) opens the invite
through the stand-in tunnel (Chromium resolves the tunnel's name to the stand-in's port), takes
a seat and plays a move; the tunnel killed, the host's open page shows the new address and says
the links she sent no longer work, until she copies the new one."""

from __future__ import annotations

import os
import random
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, sync_playwright
from playwright.sync_api import Error as PlaywrightError

from service import logs
from tests.service.harness import ServerThread, hosted_test_games
from tests.share.conftest import Standin, make_standin, shared_server_settings
from tests.share.qr import decode_image
from tests.share.test_share_links import wait_address
from tests.web.browser import (
    ARTIFACTS,
    CHROMIUM,
    CHROMIUM_ARGS,
    DESKTOP,
    PHONE,
    Player,
    carcassonne_move,
    create_table,
    join,
    shot,
)

LOCALES = {"en": "en-US", "fa": "fa-IR", "ja": "ja-JP"}


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """A shared server, its first tunnel, and a Chromium that resolves every
    ``*.trycloudflare.com`` name to that tunnel's port (as DNS and Cloudflare's edge would)."""
    tmp: Path = tmp_path_factory.mktemp("share-page")
    logs.configure("info", (tmp / "server.log").open("a", buffering=1))
    standin = make_standin(tmp)
    server = ServerThread(shared_server_settings(tmp, standin), hosted_test_games()).start()
    try:
        tunnel = wait_address(server, standin, 1)
        assert server.running is not None
        rules = f"--host-resolver-rules=MAP *.trycloudflare.com 127.0.0.1:{tunnel['port']}"
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=str(CHROMIUM), args=[*CHROMIUM_ARGS, rules]
            )
            try:
                yield {
                    "server": server, "standin": standin, "tunnel": tunnel, "browser": browser,
                    "local": f"http://127.0.0.1:{server.running.web_port}",
                }  # fmt: skip
            finally:
                browser.close()
    finally:
        server.stop()


def play_turn(player: Player, rng: random.Random) -> int:
    """The player's whole turn (a tile, then a follower or a pass): its decisions."""
    decisions = 0
    while player.my_turn:
        before = player.version
        carcassonne_move(player, rng)
        player.wait_past(before)
        decisions += 1
    return decisions


def qr_of(page: Page, name: str) -> list[str]:
    """What the page's invite QR code decodes to, read from a screenshot of it."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}-qr.png"
    for attempt in range(5):
        try:
            page.locator("#invite-qr svg").screenshot(path=str(path))
            break
        except PlaywrightError as error:
            # the page redraws itself on news (a seat's presence): the code it drew a moment
            # ago is replaced by the same code, which the next try takes
            if "not attached" not in str(error) or attempt == 4:
                raise
            page.wait_for_timeout(200)
    return decode_image(path)


@pytest.mark.parametrize(("lang", "device"), [("en", "desktop"), ("fa", "phone"), ("ja", "phone")])
def test_the_host_s_page_hands_out_the_tunnel_s_address_and_its_qr_code(
    world: dict[str, Any], lang: str, device: str
) -> None:
    browser: Browser = world["browser"]
    url = world["tunnel"]["url"]
    screen: dict[str, Any] = {"viewport": DESKTOP} if device == "desktop" else PHONE
    host = browser.new_context(locale=LOCALES[lang], **screen).new_page()
    try:
        invite = create_table(host, world["local"], "carcassonne", 2, "Ada")
        assert invite.startswith(f"{url}/t/") and "?invite=" in invite
        assert host.input_value("#spectator-link").startswith(f"{url}/t/")
        assert host.locator("#loopback-warning").count() == 0
        assert host.locator("#address-changed").count() == 0
        assert qr_of(host, f"share-host-{lang}-{device}") == [invite]
        box = host.locator("#invite-qr svg").bounding_box()
        assert box is not None and box["width"] >= 150  # large enough for a camera
        assert not host.evaluate(
            "document.documentElement.scrollWidth > document.documentElement.clientWidth"
        )
        shot(host, f"share-host-waiting-{lang}-{device}")
    finally:
        host.context.close()


def test_a_phone_opens_the_invite_through_the_tunnel_and_plays(world: dict[str, Any]) -> None:
    browser: Browser = world["browser"]
    url = world["tunnel"]["url"]
    host_page = browser.new_context(viewport=DESKTOP).new_page()  # type: ignore[arg-type]
    friend_context = browser.new_context(ignore_https_errors=True, **PHONE)  # type: ignore[arg-type]
    try:
        invite = create_table(host_page, world["local"], "carcassonne", 2, "Ada")
        friend = Player(friend_context.new_page())
        join(friend.page, invite, "Bea")  # through the stand-in, on the tunnel's name
        assert friend.page.url.startswith(f"{url}/t/")
        # the host starts the game (seat 0, on this computer) and moves first
        host = Player(host_page)
        host.page.wait_for_selector("#start:not([disabled])")
        host.page.click("#start")
        host.page.wait_for_function("() => document.getElementById('app').dataset.mine === 'true'")
        rng = random.Random(7)
        play_turn(host, rng)
        friend.page.wait_for_function(
            "() => document.getElementById('app').dataset.mine === 'true'"
        )
        shot(friend.page, "share-phone-before-move", full_page=False)
        assert play_turn(friend, rng) >= 1  # a tile placed (and a follower or a pass), by taps
        host.page.wait_for_function("() => document.getElementById('app').dataset.mine === 'true'")
        # the friend's "continue on another device" link is on the public address too
        assert friend.page.input_value("#device-link").startswith(f"{url}/t/")
        shot(friend.page, "share-phone-after-move", full_page=False)
        assert not friend.errors, friend.errors
    finally:
        friend_context.close()
        host_page.context.close()


def test_a_restarted_tunnel_s_new_address_reaches_the_open_host_page(
    world: dict[str, Any],
) -> None:
    browser: Browser = world["browser"]
    server: ServerThread = world["server"]
    standin: Standin = world["standin"]
    host = browser.new_context(viewport=DESKTOP).new_page()  # type: ignore[arg-type]
    try:
        count = len(standin.tunnels())
        old = wait_address(server, standin, count)["url"]
        invite = create_table(host, world["local"], "carcassonne", 2, "Ada")
        assert invite.startswith(old)
        os.kill(standin.tunnels()[-1]["pid"], signal.SIGKILL)
        new = wait_address(server, standin, count + 1)["url"]
        # the open page asks every few seconds: the new address, and the warning
        host.wait_for_function(
            "u => document.getElementById('invite-link').value.startsWith(u)", arg=new,
            timeout=15_000,
        )  # fmt: skip
        assert host.locator("#address-changed").is_visible()
        assert "no longer work" in host.inner_text("#address-changed")
        assert qr_of(host, "share-host-restarted") == [host.input_value("#invite-link")]
        shot(host, "share-host-address-changed")
        host.click("[data-copy='invite-link']")  # she sends the new link: the warning goes
        host.reload()
        host.wait_for_selector("#invite-link")
        assert host.locator("#address-changed").count() == 0
    finally:
        host.context.close()
