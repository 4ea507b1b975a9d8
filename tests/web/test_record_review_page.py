"""A game record's review on the record page (issue 46), in Debian's Chromium: a record file
(what `meeple export` writes) opened on /replay offers "Review this game"; a request the server
never gets, and one refused while the person's two other reviews are open (TOO_MANY_REVIEWS),
say so in words and the button stays; asked again, the progress shows, then the
marks on the log and under the slider, the better move at a marked step and each seat's summary
at the end, the same review GetReview gives over gRPC by the name the page kept. Opened again
on another device of the same address, in Persian, Japanese and English, on a phone and a
desktop, the record shows the review the server keeps for it, without asking again (and axe-core
finds no serious accessibility violation)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from meeple.carcassonne.v1 import carcassonne_pb2
from meeple.v1 import game_service_pb2 as pb
from playwright.sync_api import Browser, Page

from clients.api.fairness import Evidence
from clients.record import to_json
from tests.reviews.test_review_service import finished_game, review_done
from tests.service.harness import Client
from tests.service.test_play import all_events
from tests.web.browser import DESKTOP, PHONE, STILL, Player, desktop, no_horizontal_scroll, shot
from tests.web.catalog import messages
from tests.web.conftest import WebServer, serve_web
from tests.web.targets import assert_thumb_sized
from tests.web.test_accessibility import serious
from tests.web.test_replay import drawn

#: what the page keeps of the record reviews it asked for (web/src/record_review.js)
KEPT = "meeple.record-reviews.v1"
#: a desktop as tests/web/browser.py opens it
DESKTOP_CONTEXT: dict[str, Any] = {"viewport": DESKTOP, "reduced_motion": STILL}


@dataclass
class Recorded:
    web: WebServer
    person: Client  # a gRPC client on the same address as the browser: the same person
    record: pb.GameRecord
    document: bytes  # the record file
    key: str  # the record's table and last version, as the page keeps its review
    last: int  # the version of the record's last event
    review: pb.Review  # the record's review, asked for over gRPC


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Recorded]:
    tmp: Path = tmp_path_factory.mktemp("record-review-page")
    # a busy machine starts slowly
    with serve_web(tmp, start_within=120, MEEPLE_REVIEW_ROUNDS="1") as web:
        person, name = finished_game(web.target)
        info = person.GetTable(pb.GetTableRequest(name=name)).table
        events = all_events(person, name)
        document = json.dumps(to_json(Evidence(info, events))).encode()
        record = pb.GameRecord(table=info, events=events)
        queued = person.RequestReview(pb.RequestReviewRequest(record=record)).review
        review = review_done(person, queued.name)
        assert any(e.mark != pb.ReviewEntry.MARK_UNSPECIFIED for e in review.entries)
        last = events[-1].version
        yield Recorded(web, person, record, document, f"{name}@{last}", last, review)


def open_record(page: Page, recorded: Recorded) -> None:
    page.set_input_files(
        "#record-file",
        {"name": "game.json", "mimeType": "application/json", "buffer": recorded.document},
    )
    drawn(page, recorded.last)


def marked(review: pb.Review) -> int:
    return sum(e.mark != pb.ReviewEntry.MARK_UNSPECIFIED for e in review.entries)


def check_review_shown(page: Page, review: pb.Review) -> None:
    """The marks on the log and under the slider, and each seat's summary (the last step)."""
    page.wait_for_selector("#review[data-status='done']", timeout=240_000)
    assert page.locator("#log .review-mark").count() == marked(review) > 0
    assert page.locator("#review-track .review-tick").count() == marked(review)
    for summary in review.summaries:
        if summary.decisions:
            assert page.locator(f"#review-summary li[data-seat='{summary.seat}']").count() == 1
    assert page.inner_text("#review-kept").strip()


def test_a_record_file_reviewed_on_the_record_page(recorded: Recorded, browser: Browser) -> None:
    english = messages("en")
    player = Player(desktop(browser).new_page())
    page = player.page
    page.goto(recorded.web.base + "/replay")
    open_record(page, recorded)
    page.wait_for_selector("#review[data-status='none'] #review-request")
    assert page.inner_text("#review-offer") == english["review-record-offer"].text
    # a request that never reaches the server: said in words, nothing kept, offered again
    page.route("**/meeple.v1.GameService/RequestReview", lambda route: route.abort())
    page.click("#review-request")
    page.wait_for_selector("#review[data-status='refused'] #review-request:not([disabled])")
    assert page.inner_text("#review-error") == english["review-ask-unreachable"].text
    assert page.evaluate(f"localStorage.getItem('{KEPT}')") is None
    shot(page, "record-review-unreachable")
    page.unroute("**/meeple.v1.GameService/RequestReview")
    # the same person's two other reviews still open: the server's refusal, in words
    others = [
        recorded.person.RequestReview(pb.RequestReviewRequest(record=recorded.record)).review
        for _ in range(2)
    ]
    page.click("#review-request")
    page.wait_for_function(
        "w => (document.getElementById('review-error') || {}).textContent === w",
        arg=english["error-too-many-reviews"].text,
    )
    page.wait_for_selector("#review[data-status='refused'] #review-request:not([disabled])")
    assert page.evaluate(f"localStorage.getItem('{KEPT}')") is None
    shot(page, "record-review-too-many")
    for other in others:  # once they are done, the page may ask
        review_done(recorded.person, other.name)
    page.click("#review-request")
    # RequestReview answers with the review queued: the progress, until GetReview says done
    progress = page.wait_for_selector("#review[data-status='working'] #review-progress")
    assert progress is not None and " of " in progress.inner_text()
    kept = json.loads(page.evaluate(f"localStorage.getItem('{KEPT}')"))
    name = kept[recorded.key]["name"]
    assert name.startswith("reviews/") and name != recorded.review.name  # a second request
    # the page's review is the one the server keeps under that name, which is the record's
    # review asked for over gRPC (a review is deterministic for its seed and budget)
    review = review_done(recorded.person, name)
    assert list(review.entries) == list(recorded.review.entries)
    check_review_shown(page, review)
    shot(page, "record-review-summary")
    # a marked tile placement: its line in the log takes the replay there, with the better
    # move in words and drawn on the map (the game's module, as for a table's review)
    placements = [
        (e, a.place_tile)
        for e in review.entries
        if e.mark != pb.ReviewEntry.MARK_UNSPECIFIED
        and e.best.Unpack(a := carcassonne_pb2.Action())
        and a.HasField("place_tile")
    ]
    assert placements, "the review marked no tile placement in the whole game"
    entry, place = placements[0]
    page.locator(f"#log li[data-version='{entry.version}'] .log-step").first.click()
    page.wait_for_selector("#review-entry[data-mark]:not([data-mark=''])")
    assert page.inner_text("#review-better").startswith("Better:")
    better = page.locator("#better-move")
    better.wait_for()
    assert better.get_attribute("data-x") == str(place.x)
    assert better.get_attribute("data-y") == str(place.y)
    shot(page, "record-review-marked")
    assert not player.errors, player.errors
    page.context.close()


@pytest.mark.parametrize(
    ("language", "device"), [("fa", "phone"), ("ja", "desktop"), ("en", "phone")]
)
def test_a_reviewed_record_opened_again(
    recorded: Recorded, browser: Browser, language: str, device: str
) -> None:
    options: dict[str, Any] = dict(PHONE) if device == "phone" else DESKTOP_CONTEXT
    context = browser.new_context(bypass_csp=True, **options)
    player = Player(context.new_page())
    page = player.page
    page.goto(recorded.web.base + "/replay")
    expires = recorded.review.expire_time.seconds * 1000
    page.evaluate(
        """([key, language, entry]) => {
          localStorage.setItem('meeple.language', language);
          localStorage.setItem('meeple.record-reviews.v1', JSON.stringify({ [key]: entry }));
        }""",
        [recorded.key, language, {"name": recorded.review.name, "expires": expires}],
    )
    page.reload()
    open_record(page, recorded)
    check_review_shown(page, recorded.review)
    catalog = messages(language)
    assert page.inner_text("#review h3") == catalog["review-heading"].text
    assert catalog["review-summary-heading"].text in page.inner_text("#review-summary")
    shot(page, f"record-review-{language}-{device}")
    page.locator("#log li:has(.review-mark) .log-step").first.click()
    page.wait_for_selector("#review-entry[data-mark]:not([data-mark=''])")
    better = page.inner_text("#review-better")
    text = page.inner_text("#review")
    if language == "fa":
        assert "بهتر بود" in better and page.evaluate("document.dir") == "rtl"
        assert not any("0" <= c <= "9" for c in text)  # Persian digits
    elif language == "ja":
        assert "より良い手" in better
    else:
        assert better.startswith("Better:")
    assert "{" not in text  # every variable filled
    if device == "phone":
        assert no_horizontal_scroll(page)
        assert_thumb_sized(page, f"the record page's review ({language})")
    assert serious(page) == []  # axe-core, injected (its context bypasses the page's CSP)
    shot(page, f"record-review-marked-{language}-{device}")
    assert not player.errors, player.errors
    context.close()
