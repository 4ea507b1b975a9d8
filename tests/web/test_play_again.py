"""Play again, "your move" and "My tables" in real Chromium over a real ``meeple serve``
(issue 43):

* Ada (desktop, English) makes a 3-seat Carcassonne table with a bot in seat 3 and Bea (phone,
  Persian) joins; the tab of the seat to act says "your move" (title and icon) and stops
  saying it once she has moved;
* the game is played to the end (the people's moves over gRPC with their pages' own seat
  credentials, the bot by itself); both final pages offer "Play again"; Ada takes her seat at
  the new table with one tap, Bea's page shows her back (live), Bea taps too, and the new
  table starts by itself with the bot in its seat and a fresh fairness commitment;
* a stranger cannot take a rematch seat, in the browser nor over gRPC;
* "My tables on this device" tells the two tables apart (the others' names, since when);
* at Burgundy too (a Japanese phone against a friend playing over gRPC), the tab says "your
  move" while a decision is hers, and not while the friend plays.

Screenshots in test-artifacts/web/: play-again-final-desktop, play-again-final-phone-fa,
play-again-waiting-desktop, play-again-started-phone-fa, play-again-my-tables-desktop,
your-move-desktop, your-move-burgundy-phone-ja.
"""

from __future__ import annotations

import random
import re
import time
from pathlib import Path

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb
from playwright.sync_api import Browser, Page

from tests.service.harness import Client, error_info, new_request_id
from tests.web.browser import (
    Player,
    burgundy_move,
    carcassonne_move,
    no_horizontal_scroll,
    shot,
    stored,
)
from tests.web.conftest import WebServer
from tests.web.languages import context

CATALOG = Path(__file__).resolve().parents[2] / "web" / "locales"


def message(lang: str, key: str) -> str:
    """A catalog message's text up to its first variable (enough to recognise it)."""
    for path in (CATALOG / lang).glob("*.ftl"):
        for line in path.read_text("utf-8").splitlines():
            if line.startswith(f"{key} = "):
                return line.split(" = ", 1)[1].split("{")[0].strip()
    raise KeyError(key)


def your_move(page: Page, lang: str) -> bool:
    title = str(page.evaluate("document.title"))
    icon = page.get_attribute("link[rel~='icon']", "data-your-move")
    said = title.startswith(message(lang, "table-title-your-move"))
    assert said == (icon == "true"), (title, icon)
    return said


def play_out(target: str, table: str, tokens: dict[int, str], seed: int) -> None:
    """The people's seats play random legal moves over gRPC until the game is over (the bot
    plays its own)."""
    rng = random.Random(seed)
    clients = {seat: Client(target, token) for seat, token in tokens.items()}
    watcher = next(iter(clients.values()))
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        view = watcher.GetView(pb.GetViewRequest(table=table)).view
        if view.state == pb.Table.STATE_FINISHED:
            break
        seat = view.current_seat if view.HasField("current_seat") else -1
        if seat in clients:
            legal = clients[seat].ListLegalActions(pb.ListLegalActionsRequest(table=table))
            if legal.actions and legal.version == view.version:
                try:
                    clients[seat].SubmitAction(
                        pb.SubmitActionRequest(
                            table=table,
                            action=legal.actions[rng.randrange(len(legal.actions))],
                            expected_version=legal.version,
                        )
                    )
                except grpc.RpcError as error:
                    assert error_info(error)[1] == "VERSION_MISMATCH", error
                continue
        time.sleep(0.02)
    else:
        raise AssertionError("the game did not end")
    for client in clients.values():
        client.close()


def make_table(page: Page, base: str) -> str:
    """Ada's lobby: Carcassonne, three seats, a bot in the third; returns the invite link."""
    page.goto(base + "/")
    page.select_option("#game", "games/carcassonne")
    page.select_option("#seats", "3")
    page.select_option("#seat-2", "random")
    page.fill("#name", "Ada")
    page.click("#create")
    page.wait_for_selector("#invite-link")
    return page.input_value("#invite-link")


def test_play_again_from_both_pages_with_a_bot_seat(web: WebServer, browser: Browser) -> None:
    ada = Player(context(browser, "en-US").new_page())
    invite = make_table(ada.page, web.base)
    old_id = ada.page.url.rsplit("/", 1)[1]
    bea = Player(context(browser, "fa-IR", on_phone=True).new_page())
    bea.page.goto(invite)
    bea.page.fill("#name", "Bea")
    bea.page.click("#take-seat")
    bea.page.wait_for_selector("#app[data-version]")
    ada.page.click("#start:not([disabled])")
    for p in (ada, bea):
        p.page.wait_for_selector(f"#app[data-state='{pb.Table.STATE_ACTIVE}']")

    # "your move": the seat to act sees it in the tab, the other does not; after the move, not
    players = {0: (ada, "en"), 1: (bea, "fa")}
    deadline = time.monotonic() + 60
    while not (ada.my_turn or bea.my_turn):  # the bot may be first
        assert time.monotonic() < deadline
        ada.page.wait_for_timeout(50)
    actor, lang = players[0] if ada.my_turn else players[1]
    other, other_lang = players[1] if actor is ada else players[0]
    actor.page.wait_for_function(
        "prefix => document.title.startsWith(prefix)",
        arg=message(lang, "table-title-your-move"),
    )
    assert your_move(actor.page, lang) and not your_move(other.page, other_lang)
    shot(actor.page, "your-move-desktop" if actor is ada else "your-move-phone-fa", False)
    rng = random.Random(4)
    for _ in range(2):  # the tile, then the follower choice or pass
        if actor.my_turn:
            before = actor.version
            carcassonne_move(actor, rng)
            actor.wait_past(before)
    actor.page.wait_for_function(
        "prefix => !document.title.startsWith(prefix)",
        arg=message(lang, "table-title-your-move"),
    )
    assert not your_move(actor.page, lang)

    # to the end: the people's moves with their pages' own credentials, the bot's by itself
    tokens = {s["seat"]: s["credential"] for s in (stored(p.page, old_id) for p in (ada, bea))}
    old_name = f"tables/{old_id}"
    play_out(web.target, old_name, tokens, 9)
    for p in (ada, bea):
        p.page.wait_for_selector("#play-again", timeout=30_000)
        assert p.finished
    shot(ada.page, "play-again-final-desktop")
    shot(bea.page, "play-again-final-phone-fa")
    size = bea.page.eval_on_selector(
        "#play-again", "e => [e.getBoundingClientRect().width, e.getBoundingClientRect().height]"
    )
    assert min(size) >= 44, size  # a thumb's target
    assert no_horizontal_scroll(bea.page)

    # Ada: one tap, and she sits at the new table, which waits for Bea
    ada.page.click("#play-again")
    ada.page.wait_for_url(re.compile(r"/t/(?!" + old_id + r")[a-z0-9]+$"))
    new_id = ada.page.url.rsplit("/", 1)[1]
    ada.page.wait_for_selector("#waiting")
    reserved = ada.page.locator("#waiting li[data-reserved='true']")
    assert reserved.count() == 1 and "Bea" in reserved.inner_text()
    shot(ada.page, "play-again-waiting-desktop")
    saved = stored(ada.page, new_id)
    assert saved["seat"] == 0 and saved["credential"] != tokens[0] and saved["host"]
    assert stored(ada.page, old_id)["rematch"] == new_id

    # Bea's page sees Ada back, without a reload
    bea.page.wait_for_selector("#rematch-seats li[data-seat='0'][data-status='back']")
    assert (
        bea.page.locator("#rematch-seats li[data-seat='2']").get_attribute("data-status") == "bot"
    )
    assert (
        bea.page.locator("#rematch-seats li[data-seat='1']").get_attribute("data-status")
        == "waiting"
    )

    # the stranger: neither the old invite nor any credential of hers gets a seat
    stranger_rejected(web, invite, old_name, f"tables/{new_id}", browser, saved["invite"])

    # Bea: one tap; the new table starts by itself, the bot in its seat
    bea.page.click("#play-again")
    bea.page.wait_for_url(f"**/t/{new_id}")
    for p in (ada, bea):
        p.page.wait_for_selector(f"#app[data-state='{pb.Table.STATE_ACTIVE}']", timeout=30_000)
    shot(bea.page, "play-again-started-phone-fa")
    host = Client(web.target, saved["host"])
    new = host.GetTable(pb.GetTableRequest(name=f"tables/{new_id}")).table
    before = Client(web.target, tokens[0]).GetTable(pb.GetTableRequest(name=old_name)).table
    assert [s.display_name for s in new.seats[:2]] == ["Ada", "Bea"]
    assert new.seats[2].player == pb.Seat.PLAYER_BOT and new.seats[2].bot.kind == "random"
    assert new.fairness.commitment and new.fairness.commitment != before.fairness.commitment
    assert list(before.rematch.seats) == [0, 1] and before.rematch.host
    assert stored(bea.page, new_id)["seat"] == 1

    # My tables on Ada's device: the two Carcassonne tables with Bea and the bot, told apart
    ada.page.goto(web.base + "/")
    ada.page.wait_for_selector("#my-tables li .my-table-since:not(:empty)")
    ada.page.wait_for_function(
        "ids => ids.every(id => document.querySelector(`#my-tables li[data-table='${id}']"
        " .my-table-since`)?.textContent)",
        arg=[old_id, new_id],
    )
    texts = {
        table: ada.page.inner_text(f"#my-tables li[data-table='{table}']")
        for table in (old_id, new_id)
    }
    assert texts[old_id] != texts[new_id]
    for text in texts.values():
        assert "Bea" in text and "Carcassonne" in text and "Ada" not in text, text
    assert message("en", "lobby-my-table-over") in texts[old_id]
    shot(ada.page, "play-again-my-tables-desktop")
    for p in (ada, bea):
        assert not p.errors, p.errors


def stranger_rejected(
    web: WebServer, invite: str, old_name: str, new_name: str, browser: Browser, new_invite: str
) -> None:
    """A stranger with the old invite link, or even the new table's (the host's): no seat at
    the rematch, in the page or over gRPC."""
    eve = context(browser, "ja-JP", on_phone=True).new_page()
    new_id = new_name.split("/")[1]
    token = invite.split("invite=", 1)[1]
    eve.goto(f"{web.base}/t/{new_id}?invite={token}")
    eve.wait_for_selector("#bad-link", timeout=15_000)
    assert eve.locator("#take-seat").count() == 0
    assert not stored(eve, new_id)
    shot(eve, "play-again-stranger-phone-ja", False)
    # the host's invite of the rematch: Bea's seat is kept for her, so the page lets nobody in
    eve.goto(f"{web.base}/t/{new_id}?invite={new_invite}")
    eve.wait_for_selector("#bad-link[data-why='full']", timeout=15_000)
    assert eve.locator("#take-seat").count() == 0 and not stored(eve, new_id)
    shot(eve, "play-again-stranger-new-invite-phone-ja", False)
    eve.context.close()
    stranger = Client(web.target)
    for request in (
        pb.JoinTableRequest(table=new_name, invite_token=token, display_name="Eve"),
        pb.JoinTableRequest(table=new_name, invite_token=token, display_name="Eve", seat=1),
    ):
        request.request_id = new_request_id()
        with pytest.raises(grpc.RpcError) as caught:
            stranger.JoinTable(request)
        assert error_info(caught.value)[:2] == (grpc.StatusCode.NOT_FOUND, "TABLE_NOT_FOUND")
    garbage = Client(web.target, "x" * 43)
    with pytest.raises(grpc.RpcError) as caught:
        garbage.RematchTable(pb.RematchTableRequest(table=old_name))
    assert error_info(caught.value)[:2] == (grpc.StatusCode.NOT_FOUND, "TABLE_NOT_FOUND")


#: every title the page's tab shows, in order (a title element's text changes)
TITLES = """
(() => {
  window.__titles = [];
  const note = () => window.__titles.push(document.title);
  new MutationObserver(note).observe(document.querySelector("head"),
    { subtree: true, childList: true, characterData: true });
})();
"""


def test_your_move_in_the_tab_at_burgundy(web: WebServer, browser: Browser) -> None:
    """The other game: a Japanese phone against a friend; the tab says "your move" (and its
    icon has the badge) while a decision is hers, and not while the friend plays.

    The friend plays over gRPC when the test says so: a bot may finish its whole turn before
    the page reads the table again, and the page then rightly goes from her move to her move."""
    ctx = context(browser, "ja-JP", on_phone=True)
    page = ctx.new_page()
    player = Player(page)
    page.goto(web.base + "/")
    page.select_option("#game", "games/burgundy")
    page.select_option("#seats", "2")
    page.fill("#name", "Hana")
    page.check("#auto-start")
    page.click("#create")
    page.wait_for_selector("#invite-link")
    invite = page.input_value("#invite-link")
    name = f"tables/{page.url.rsplit('/', 1)[1]}"
    page.evaluate(TITLES)
    joiner = Client(web.target)
    joined = joiner.JoinTable(
        pb.JoinTableRequest(
            table=name,
            invite_token=invite.split("invite=", 1)[1],
            display_name="Ken",
            request_id=new_request_id(),
        )
    )
    joiner.close()
    friend = Client(web.target, joined.seat_credential)
    page.wait_for_selector(f"#app[data-state='{pb.Table.STATE_ACTIVE}']", timeout=30_000)
    prefix = message("ja", "table-title-your-move")
    rng = random.Random(2)
    decisions = friend_turns = 0
    deadline = time.monotonic() + 240
    while (decisions < 6 or friend_turns < 1) and time.monotonic() < deadline:
        view = friend.GetView(pb.GetViewRequest(table=name)).view
        if view.current_seat == joined.seat:  # the friend's turn: her tab does not say it
            page.wait_for_function(
                "v => document.getElementById('app').dataset.version === v", arg=str(view.version)
            )
            page.wait_for_function("p => !document.title.startsWith(p)", arg=prefix)
            assert not your_move(page, "ja")
            friend_turns += 1
            while view.current_seat == joined.seat:
                legal = friend.ListLegalActions(pb.ListLegalActionsRequest(table=name))
                friend.SubmitAction(
                    pb.SubmitActionRequest(
                        table=name,
                        action=legal.actions[rng.randrange(len(legal.actions))],
                        expected_version=legal.version,
                    )
                )
                view = friend.GetView(pb.GetViewRequest(table=name)).view
            continue
        page.wait_for_function(
            "v => document.getElementById('app').dataset.version === v", arg=str(view.version)
        )
        assert player.my_turn
        page.wait_for_function("p => document.title.startsWith(p)", arg=prefix)
        assert your_move(page, "ja")
        if decisions == 0:
            shot(page, "your-move-burgundy-phone-ja", False)
        before = player.version
        burgundy_move(player, rng)
        player.wait_past(before)
        decisions += 1
    assert decisions >= 6 and friend_turns >= 1
    titles = page.evaluate("window.__titles")
    assert any(title.startswith(prefix) for title in titles)
    assert any(not title.startswith(prefix) for title in titles), titles
    assert not player.errors, player.errors
    friend.close()
    ctx.close()
