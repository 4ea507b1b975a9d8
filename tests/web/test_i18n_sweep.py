"""The Persian sweep: every word and every number a Persian reader sees comes from the catalog
and Intl, on the lobby, the invite page (a bot's seat among them), a running Carcassonne table
(phone), a running Burgundy table (desktop) and the final tables of both games. In Chromium with
locale fa-IR: all visible text, every aria-label, title and placeholder, the SVG titles and the
document title hold no Latin letter and no ASCII digit, except the names players typed ("Ada");
no list numbers its items with ASCII digits (the log's <ol>); the bots' seats are named from
the catalog, not with the server's English name; the server's own 404 page and the answer for
an unknown or private table are Persian too, and the same for both. Screenshots go to
test-artifacts/web/sweep-*.png."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from meeple.v1 import game_service_pb2 as pb
from playwright.sync_api import Browser, Page

from tests.service.harness import Client, new_request_id
from tests.web.browser import Player, carcassonne_move, shot
from tests.web.conftest import WebServer, serve_web
from tests.web.languages import VISIBLE_TEXT, context
from tests.web.test_i18n_pages import against_a_bot

#: what may stay Latin in a Persian page: the names players typed (the brand is translated too)
TYPED = ["Ada"]
LATIN_OR_ASCII_DIGIT = re.compile(r"[A-Za-z0-9]")

#: what VISIBLE_TEXT leaves out but a reader meets too: the SVG titles (tooltips, read aloud)
#: and the markers of numbered lists, whose style must write Persian digits in Persian
MORE = """
() => {
  const out = [];
  for (const title of document.querySelectorAll("svg title")) out.push(title.textContent);
  for (const li of document.querySelectorAll("li")) {
    const style = getComputedStyle(li);
    if (style.display !== "list-item" || !li.getClientRects().length) continue;
    const type = style.listStyleType;
    if (!["none", "persian", "disc", "circle", "square", "disclosure-open",
          "disclosure-closed"].includes(type) && !type.startsWith('"')) {
      out.push(`list marker ${type} in ${li.parentElement.tagName.toLowerCase()}` +
        `#${li.parentElement.id}`);
    }
  }
  return out;
}
"""


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[WebServer]:
    """A server hosting the two games only (the test engine's name is English only)."""
    tmp: Path = tmp_path_factory.mktemp("web-sweep")
    with serve_web(tmp, MEEPLE_EXTRA_GAMES="") as server:
        yield server


def not_persian(page: Page) -> list[str]:
    """The texts a Persian reader sees that hold a Latin letter or an ASCII digit once the
    typed names are removed."""
    texts: list[str] = page.evaluate(VISIBLE_TEXT, "fa") + page.evaluate(MORE)
    bad = []
    for text in texts:
        rest = text
        for name in TYPED:
            rest = rest.replace(name, "")
        if LATIN_OR_ASCII_DIGIT.search(rest):
            bad.append(text.strip()[:80])
    return sorted(set(bad))


def sweep(page: Page, name: str) -> None:
    shot(page, f"sweep-{name}-fa")
    assert page.evaluate("document.documentElement.lang") == "fa"
    bad = not_persian(page)
    assert bad == [], f"{name}: " + " | ".join(bad)


def create(
    site: WebServer,
    game: str,
    seats: int,
    bots: dict[int, str],
    start: bool,
    options: dict[str, str] | None = None,
) -> tuple[pb.CreateTableResponse, str]:
    """A private table made over gRPC, the seats not given to bots taken by "Ada"; returns the
    CreateTable response and Ada's seat credential ("" when every seat is a bot's)."""
    client = Client(site.target)
    try:
        created = client.CreateTable(
            pb.CreateTableRequest(
                game=f"games/{game}",
                seat_count=seats,
                options=options or {},
                auto_start=start,
                request_id=new_request_id(),
                host_credential=os.urandom(24).hex(),
                host_display_name="Ada",
                bot_seats={seat: pb.BotSpec(kind=kind) for seat, kind in bots.items()},
            )
        )
        credential = ""
        if len(bots) < seats and not start:
            joined = client.JoinTable(
                pb.JoinTableRequest(
                    table=created.table.name,
                    invite_token=created.invite_token,
                    display_name="Ada",
                    request_id=new_request_id(),
                )
            )
            credential = joined.seat_credential
    finally:
        client.close()
    return created, credential


def link(site: WebServer, created: pb.CreateTableResponse, kind: str) -> str:
    table_id = created.table.name.split("/")[1]
    token = created.invite_token if kind == "invite" else created.spectator_token
    return f"{site.base}/t/{table_id}?{kind}={token}"


@pytest.fixture(scope="module")
def finished(site: WebServer) -> dict[str, str]:
    """Two tables where bots play each other to the end (started first: they play while the
    other cases run); their spectator links."""
    links = {}
    for game in ("carcassonne", "burgundy"):
        created, _ = create(site, game, 2, {0: "random", 1: "greedy"}, start=True)
        links[game] = link(site, created, "spectate")
    return links


def test_the_lobby_in_persian(site: WebServer, browser: Browser, finished: dict[str, str]) -> None:
    ctx = context(browser, "fa-IR", on_phone=True)
    page = Player(ctx.new_page())
    page.page.goto(site.base + "/")
    page.page.wait_for_selector("#lobby")
    page.page.click("details.table-options summary")
    sweep(page.page, "lobby-phone")
    assert not page.errors, page.errors
    ctx.close()


def test_the_invite_in_persian_names_the_bot_from_the_catalog(
    site: WebServer, browser: Browser
) -> None:
    created, _ = create(site, "burgundy", 3, {2: "greedy"}, start=False)
    ctx = context(browser, "fa-IR", on_phone=True)
    page = Player(ctx.new_page())
    page.page.goto(link(site, created, "invite"))
    page.page.wait_for_selector("#take-seat")
    page.page.click("details.invite-options summary")
    sweep(page.page, "invite-phone")
    bot = page.page.inner_text("#invite-seats li[data-seat='2']")
    assert "greedy" not in bot and "ربات" in bot, bot
    assert not page.errors, page.errors
    ctx.close()


def test_a_running_carcassonne_table_in_persian(site: WebServer, browser: Browser) -> None:
    ctx = context(browser, "fa-IR", on_phone=True)
    host, _ = against_a_bot(ctx, site.base, "carcassonne", "greedy")
    rng = __import__("random").Random(3)
    for _ in range(4):
        host.page.wait_for_selector("#app[data-mine='true']")
        before = host.version
        carcassonne_move(host, rng)
        host.wait_past(before)
    sweep(host.page, "carcassonne-phone")
    assert not host.errors, host.errors
    ctx.close()


def test_a_running_burgundy_table_with_clocks_in_persian(site: WebServer, browser: Browser) -> None:
    """Joined through the invite page in Persian, at a table with time banks (the clocks)."""
    created, _ = create(
        site, "burgundy", 2, {1: "greedy"}, start=True, options={"turn_timer": "bank"}
    )
    ctx = context(browser, "fa-IR")
    player = Player(ctx.new_page())
    player.page.goto(link(site, created, "invite"))
    player.page.fill("#name", "Ada")
    player.page.click("#take-seat")
    player.page.wait_for_selector("#game .die")
    player.page.wait_for_selector(".clock")
    sweep(player.page, "burgundy-desktop")
    assert not player.errors, player.errors
    ctx.close()


@pytest.mark.parametrize("game", ["carcassonne", "burgundy"])
def test_the_final_table_in_persian(
    site: WebServer, browser: Browser, finished: dict[str, str], game: str
) -> None:
    ctx = context(browser, "fa-IR")
    page = Player(ctx.new_page())
    page.page.goto(finished[game])
    page.page.wait_for_selector("#final", timeout=120_000)
    sweep(page.page, f"final-{game}")
    assert not page.errors, page.errors
    ctx.close()


def test_the_servers_own_pages_and_unknown_tables_in_persian(
    site: WebServer, browser: Browser
) -> None:
    """The server's 404 page follows the reader's language; a private table and a missing one
    answer the same words (with no link, and with a wrong invite), in Persian."""
    created, _ = create(site, "carcassonne", 2, {}, start=False)
    private = created.table.name.split("/")[1]
    ctx = context(browser, "fa-IR", on_phone=True)
    page = Player(ctx.new_page())
    answer = page.page.goto(site.base + "/nothing/here")
    assert answer is not None and answer.status == 404
    assert answer.headers["content-language"] == "fa"
    sweep(page.page, "not-found-phone")
    assert page.page.evaluate("document.documentElement.dir") == "rtl"
    said = []
    for table in (private, "nosuchtable0000000000000000"):
        for query in ("", "?invite=" + "x" * 43):
            page.page.goto(f"{site.base}/t/{table}{query}")
            page.page.wait_for_selector("#bad-link")
            sweep(page.page, f"unknown-table{'-invite' if query else ''}")
            said.append(page.page.inner_text("#app"))
    assert said[0] == said[2] and said[1] == said[3], said
    assert not page.errors, page.errors
    ctx.close()
