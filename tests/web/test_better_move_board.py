"""A review's better move drawn on the replay's board, in Debian's Chromium (issue 46): at a
marked Carcassonne decision, the better tile placement as a framed ghost on the map (or the
better follower spot ringed); at a Burgundy decision, the depot tile, estate space, stored tile
or goods the better move uses, framed where the board still shows them; in fa, ja and en, on a
phone and a desktop."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from meeple.burgundy.v1 import burgundy_pb2
from meeple.carcassonne.v1 import carcassonne_pb2
from meeple.v1 import game_service_pb2 as pb
from playwright.sync_api import Browser, Page

from tests.reviews.test_review_service import review_done
from tests.seating.support import create, join, my_turn_or_over, play_first_legal, wait_for
from tests.service.harness import Client
from tests.web.browser import desktop, no_horizontal_scroll, phone, shot
from tests.web.conftest import WebServer, serve_web
from tests.web.test_replay import keep

#: Burgundy's moves the board can draw (what they take or use is on the board)
DRAWN_BURGUNDY = {"take_tile", "buy_tile", "place_tile", "sell_goods", "ship_goods"}


@dataclass(frozen=True)
class Reviewed:
    web: WebServer
    #: by game: (table id, the person's seat credential, the table's review)
    games: dict[str, tuple[str, str, pb.Review]]


def finished(target: str, game: str) -> tuple[Client, str]:
    """A 2-player game to its end: a person (seat 0, the first legal move) against a random
    bot."""
    created = create(target, game, 2, {1: ("random", 0)}, auto_start=True)
    name = created.table.name
    person = join(target, created, 0)
    while True:
        current = wait_for(lambda: my_turn_or_over(person, name, 0), 120)
        if current.state != pb.Table.STATE_ACTIVE:
            return person, name
        play_first_legal(person, name)


@pytest.fixture(scope="module")
def reviewed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Reviewed]:
    tmp: Path = tmp_path_factory.mktemp("better-move")
    # a busy machine starts slowly
    with serve_web(tmp, start_within=120, MEEPLE_REVIEW_ROUNDS="1") as web:
        games = {}
        for game in ("carcassonne", "burgundy"):
            person, name = finished(web.target, game)
            person.RequestReview(pb.RequestReviewRequest(table=name))
            assert person.token is not None
            games[game] = (name.split("/")[1], person.token, review_done(person, name, 600))
        yield Reviewed(web, games)


def open_step(
    page: Page, web: WebServer, table_id: str, token: str, language: str, version: int
) -> None:
    keep(page, web.base, table_id, {"seat": 0, "credential": token, "name": "Ada"}, language)
    page.goto(f"{web.base}/t/{table_id}/replay")
    page.wait_for_selector("#review[data-status='done']")
    page.locator(f"#log li[data-version='{version}'] .log-step").first.click()
    page.wait_for_selector(f"#app[data-replay-drawn='{version}']")


def better_moves(review: pb.Review, message: type) -> list[tuple[pb.ReviewEntry, str, Any]]:
    """Entries whose better move differs from the move made: (entry, the move's kind, its
    fields)."""
    out = []
    for entry in review.entries:
        if entry.loss <= 0:
            continue
        action = message()
        entry.best.Unpack(action)
        kind = action.WhichOneof("action")
        out.append((entry, kind, getattr(action, kind)))
    return out


@pytest.mark.parametrize(("language", "device"), [("fa", "phone"), ("en", "desktop")])
def test_carcassonne_draws_the_better_placement_on_the_map(
    reviewed: Reviewed, browser: Browser, language: str, device: str
) -> None:
    web = reviewed.web
    table_id, token, review = reviewed.games["carcassonne"]
    drawn = [
        b
        for b in better_moves(review, carcassonne_pb2.Action)
        if b[1] in ("place_tile", "place_follower")
    ]
    assert drawn, "the review found no better placement in the whole game"
    entry, kind, value = max(drawn, key=lambda b: b[0].loss)
    context = phone(browser) if device == "phone" else desktop(browser)
    page = context.new_page()
    try:
        open_step(page, web, table_id, token, language, entry.version)
        better = page.locator("#better-move")
        better.wait_for()
        if kind == "place_tile":
            assert better.get_attribute("data-x") == str(value.x)
            assert better.get_attribute("data-y") == str(value.y)
            rotation = better.get_attribute("data-rotation")
            assert rotation == str(value.rotation)
        else:
            assert better.get_attribute("data-spot")
        assert page.inner_text("#review-better").strip()
        if device == "phone":
            assert no_horizontal_scroll(page)
        shot(page, f"review-better-board-carcassonne-{language}-{device}")
    finally:
        context.close()


@pytest.mark.parametrize(("language", "device"), [("ja", "desktop"), ("en", "phone")])
def test_burgundy_frames_what_the_better_move_uses(
    reviewed: Reviewed, browser: Browser, language: str, device: str
) -> None:
    web = reviewed.web
    table_id, token, review = reviewed.games["burgundy"]
    drawable = [b for b in better_moves(review, burgundy_pb2.Action) if b[1] in DRAWN_BURGUNDY]
    assert drawable, "the review found no better move the board can draw"
    context = phone(browser) if device == "phone" else desktop(browser)
    page = context.new_page()
    try:
        framed = None
        # the board shows the position after the move made: the first few such decisions
        # whose better move's tile, space or goods are still on it
        for entry, kind, _ in sorted(drawable, key=lambda b: -b[0].loss)[:6]:
            open_step(page, web, table_id, token, language, entry.version)
            if page.locator("#game [data-better='true']").count():
                framed = (entry, kind)
                break
        assert framed is not None, "no better move framed on the board"
        assert page.inner_text("#review-better").strip()
        title = page.locator("#game [data-better='true']").first
        assert title.count() == 1
        shot(page, f"review-better-board-burgundy-{language}-{device}")
    finally:
        context.close()
