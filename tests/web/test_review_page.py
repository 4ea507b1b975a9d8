"""A finished game's review on its replay, in Debian's Chromium (issue 46): the marks on the
log and under the slider, the better move at a marked step, each seat's summary at the end, in
Persian, Japanese and English, on a phone and a desktop."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from meeple.v1 import game_service_pb2 as pb
from playwright.sync_api import Browser

from tests.reviews.test_review_service import finished_game, review_done
from tests.web.browser import Player, desktop, no_horizontal_scroll, phone, shot
from tests.web.conftest import WebServer, serve_web
from tests.web.test_replay import keep


@pytest.fixture(scope="module")
def reviewed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[WebServer, str, str]]:
    tmp: Path = tmp_path_factory.mktemp("review-page")
    # a busy machine starts slowly
    with serve_web(tmp, start_within=120, MEEPLE_REVIEW_ROUNDS="1") as web:
        person, name = finished_game(web.target)
        person.RequestReview(pb.RequestReviewRequest(table=name))
        review = review_done(person, name)
        assert any(e.mark != pb.ReviewEntry.MARK_UNSPECIFIED for e in review.entries)
        assert person.token is not None
        yield web, name.split("/")[1], person.token


@pytest.mark.parametrize(
    ("language", "device"), [("fa", "phone"), ("ja", "desktop"), ("en", "phone")]
)
def test_the_replay_shows_the_reviews_marks(
    reviewed: tuple[WebServer, str, str], browser: Browser, language: str, device: str
) -> None:
    web, table_id, token = reviewed
    context = phone(browser) if device == "phone" else desktop(browser)
    player = Player(context.new_page())
    page = player.page
    keep(page, web.base, table_id, {"seat": 0, "credential": token, "name": "Ada"}, language)
    page.goto(f"{web.base}/t/{table_id}/replay")
    page.wait_for_selector("#review[data-status='done']")
    marks = page.locator("#log .review-mark")
    assert marks.count() > 0
    assert page.locator("#review-track .review-tick").count() == marks.count()
    assert page.locator("#review-summary li[data-seat='0']").count() == 1  # the last step
    shot(page, f"review-summary-{language}-{device}")
    # a marked decision: its line in the log takes the replay there, with the better move
    page.locator("#log li:has(.review-mark) .log-step").last.click()
    page.wait_for_selector("#review-entry[data-mark]:not([data-mark=''])")
    better = page.inner_text("#review-better")
    assert better.strip()
    shot(page, f"review-marked-{language}-{device}")
    text = page.inner_text("#review")
    if language == "fa":
        assert "بهتر بود" in better and page.evaluate("document.dir") == "rtl"
    elif language == "ja":
        assert "より良い手" in better
    else:
        assert better.startswith("Better:")
    assert "{" not in text  # every variable filled
    if device == "phone":
        assert no_horizontal_scroll(page)
    assert not player.errors, player.errors
    context.close()
