"""RequestReview and GetReview over real gRPC (issue 46): a finished game's review is queued in
the store, worked on as background bot work and stored with its table; asking again gives the
same review; one person may not queue many; a review (of a table, and of its record beside it)
survives kill -9 of its server halfway."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb

import service.reviews.rpcs as review_rpcs
from service import logs
from tests.seating.support import create, join, my_turn_or_over, play_first_legal, wait_for
from tests.service.harness import (
    Client,
    ServerProcess,
    ServerThread,
    base_settings,
    expect_error,
    hosted_test_games,
)
from tests.service.test_play import all_events


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    tmp: Path = tmp_path_factory.mktemp("reviews")
    logs.configure("info", (tmp / "server.log").open("a", buffering=1))
    running = ServerThread(
        base_settings(tmp, bot_workers=0, schedule_poll=0.05, review_rounds=2),
        hosted_test_games(),
    ).start()
    try:
        yield running
    finally:
        running.stop()


def finished_game(target: str) -> tuple[Client, str]:
    """A 2-player Carcassonne game to its end: a person (seat 0) against a random bot."""
    created = create(target, "carcassonne", 2, {1: ("random", 0)}, auto_start=True)
    name = created.table.name
    person = join(target, created, 0)
    while True:
        current = wait_for(lambda: my_turn_or_over(person, name, 0))
        if current.state != pb.Table.STATE_ACTIVE:
            return person, name
        play_first_legal(person, name)


def review_done(client: Client, name: str, timeout: float = 240.0) -> pb.Review:
    """The review of the table ``name`` (or of a record: "reviews/...") once it is done."""
    asked = (
        pb.GetReviewRequest(name=name)
        if name.startswith("reviews/")
        else pb.GetReviewRequest(table=name)
    )

    def done() -> pb.Review | None:
        review: pb.Review = client.GetReview(asked).review
        return review if review.state == pb.Review.STATE_DONE else None

    found: pb.Review = wait_for(done, timeout)
    return found


def test_a_finished_games_review(server: ServerThread, monkeypatch: pytest.MonkeyPatch) -> None:
    target = server.target
    created = create(target, "carcassonne", 2, {1: ("random", 0)}, auto_start=True)
    early = join(target, created, 0)
    expect_error(
        lambda: early.RequestReview(pb.RequestReviewRequest(table=created.table.name)),
        grpc.StatusCode.FAILED_PRECONDITION,
        "TABLE_NOT_FINISHED",
    )
    person, name = finished_game(target)
    expect_error(
        lambda: person.GetReview(pb.GetReviewRequest(table=name)),
        grpc.StatusCode.NOT_FOUND,
        "REVIEW_NOT_FOUND",
    )
    stranger = Client(target)  # a private table: NOT_FOUND to someone holding nothing of it
    expect_error(
        lambda: stranger.RequestReview(pb.RequestReviewRequest(table=name)),
        grpc.StatusCode.NOT_FOUND,
        "TABLE_NOT_FOUND",
    )
    queued = person.RequestReview(pb.RequestReviewRequest(table=name)).review
    assert queued.table == name and queued.rounds == 2
    assert queued.state in (pb.Review.STATE_QUEUED, pb.Review.STATE_RUNNING)
    assert list(queued.thresholds) == [2.0, 5.0, 10.0]
    review = review_done(person, name)
    assert review.decisions_done == review.decisions_total > 30  # seat 0's decisions
    assert review.entries and all(e.seat == 0 for e in review.entries)
    versions = [e.version for e in review.entries]
    assert versions == sorted(set(versions))
    for entry in review.entries:
        assert entry.loss == pytest.approx(entry.best_value - entry.played_value, abs=1e-9)
        assert entry.played_text and entry.best_text and entry.choices >= 2
    summary = review.summaries[0]
    assert summary.decisions == len(review.entries) and review.summaries[1].decisions == 0
    marked = sum(e.mark != pb.ReviewEntry.MARK_UNSPECIFIED for e in review.entries)
    assert summary.accuracy == pytest.approx(100.0 * (1 - marked / len(review.entries)))
    # asking again: the same review, queued nothing new
    assert person.RequestReview(pb.RequestReviewRequest(table=name)).review == review
    # one person has at most OPEN_PER_PERSON reviews waiting or running
    monkeypatch.setattr(review_rpcs, "OPEN_PER_PERSON", 0)
    other, other_name = finished_game(target)
    expect_error(
        lambda: other.RequestReview(pb.RequestReviewRequest(table=other_name)),
        grpc.StatusCode.RESOURCE_EXHAUSTED,
        "TOO_MANY_REVIEWS",
    )


def test_a_review_survives_kill_9_of_its_server(tmp_path: Path) -> None:
    database = tmp_path / "meeple.db"
    env = {"MEEPLE_REVIEW_ROUNDS": "3", "MEEPLE_REVIEW_CLAIM": "2", "MEEPLE_BOT_WORKERS": "1"}
    first = ServerProcess(database, tmp_path / "first.log", **env).start()
    try:
        person, name = finished_game(first.target)
        person.RequestReview(pb.RequestReviewRequest(table=name))
        # and the same game's record, whose review is queued beside it
        info = person.GetTable(pb.GetTableRequest(name=name)).table
        record = pb.GameRecord(table=info, events=all_events(person, name))
        of_record = person.RequestReview(pb.RequestReviewRequest(record=record)).review.name

        def halfway() -> bool:
            review = person.GetReview(pb.GetReviewRequest(table=name)).review
            return bool(5 <= review.decisions_done < review.decisions_total)

        wait_for(halfway, 120)
    finally:
        first.kill()
    token = person.token
    person.close()
    second = ServerProcess(database, tmp_path / "second.log", **env).start()
    try:
        again = Client(second.target)
        again.token = token
        began = time.monotonic()
        review = review_done(again, name)
        assert time.monotonic() - began < 240
        assert review.decisions_done == review.decisions_total
        versions = [e.version for e in review.entries]
        assert versions == sorted(set(versions))  # nothing reviewed twice, in order
        # the record's review, also done by the second server: the table's, entry for entry
        recorded = wait_for(
            lambda: (
                (r := again.GetReview(pb.GetReviewRequest(name=of_record)).review).state
                == pb.Review.STATE_DONE
                and r
            ),
            240,
        )
        assert list(recorded.entries) == list(review.entries)
        again.close()
    finally:
        second.terminate()
