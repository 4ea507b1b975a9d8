"""RequestReview of a game record over real gRPC (issue 46): the record (what `meeple export`
writes) is played back as ReplayRecord plays it, then its review is queued in the store under
an unguessable name and worked on like a table's. Its entries are the table's review's of the
same game, and `meeple review RECORD --json`'s with the table's seed and the same budget; a
tampered record is refused with RECORD_NOT_REPLAYABLE and stores nothing; another person (a
client address behind the trusted proxy) gets REVIEW_NOT_FOUND for it, as for a name that does
not exist; one person's open and kept reviews are bounded."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.protobuf import json_format
from meeple.v1 import game_service_pb2 as pb

import service.reviews.of_records as of_records
import service.reviews.rpcs as review_rpcs
from clients.api.fairness import Evidence
from clients.cli import main as meeple
from clients.record import to_json
from service import logs
from service.reviews.worker import review_seed
from tests.reviews.test_review_service import finished_game, review_done
from tests.service.harness import (
    ServerThread,
    base_settings,
    expect_error,
    hosted_test_games,
)
from tests.service.test_play import all_events
from tests.web.web_calls import web_reason, web_request

ROUNDS = 2


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    tmp: Path = tmp_path_factory.mktemp("record-reviews")
    logs.configure("info", (tmp / "server.log").open("a", buffering=1))
    running = ServerThread(
        base_settings(
            tmp,
            bot_workers=0,
            schedule_poll=0.05,
            review_rounds=ROUNDS,
            web_port=-1,
            trusted_proxy=True,
        ),
        hosted_test_games(),
    ).start()
    try:
        yield running
    finally:
        running.stop()


def stored_record_reviews(server: ServerThread) -> int:
    with sqlite3.connect(server.settings.database) as db:
        return int(db.execute("SELECT count(*) FROM record_reviews").fetchone()[0])


def action_json(packed: Any) -> dict[str, Any]:
    """A review entry's action (an Any) as `meeple review --json` writes it."""
    document = json_format.MessageToDict(packed)
    del document["@type"]
    return document


def get_over_web(server: ServerThread, name: str, address: str | None) -> tuple[int, bytes]:
    """GetReview of ``name`` on the web port, from ``address`` (as the trusted proxy forwards
    it) or from the proxy's own loopback connection (None)."""
    headers = {"Content-Type": "application/json"}
    if address is not None:
        headers["X-Forwarded-For"] = address
    status, _, body = web_request(server, "GetReview", headers, json.dumps({"name": name}).encode())
    return status, body


def test_a_records_review_is_its_tables_and_the_command_lines(
    server: ServerThread, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    person, table_name = finished_game(server.target)
    info = person.GetTable(pb.GetTableRequest(name=table_name)).table
    record = pb.GameRecord(table=info, events=all_events(person, table_name))
    person.RequestReview(pb.RequestReviewRequest(table=table_name))
    queued = person.RequestReview(pb.RequestReviewRequest(record=record)).review
    assert queued.name.startswith("reviews/") and not queued.table
    assert queued.state in (pb.Review.STATE_QUEUED, pb.Review.STATE_RUNNING)
    assert queued.rounds == ROUNDS and list(queued.thresholds) == [2.0, 5.0, 10.0]
    assert queued.expire_time.seconds > 0
    table_review = review_done(person, table_name)
    review = review_done(person, queued.name)
    assert review.name == queued.name and review.expire_time == queued.expire_time
    # the table's review of the same game, entry for entry
    assert review.decisions_total == table_review.decisions_total > 30
    assert list(review.entries) == list(table_review.entries)
    assert list(review.summaries) == list(table_review.summaries)
    # and `meeple review RECORD --json` with the table's seed and the same budget
    path = tmp_path / "game.json"
    path.write_text(json.dumps(to_json(Evidence(info, list(record.events)))))
    seed = review_seed(table_name.removeprefix("tables/"))
    capsys.readouterr()
    assert meeple(["review", str(path), "--json", "--seed", str(seed), "--rounds", "2"]) == 0
    document = json.loads(capsys.readouterr().out)
    marks = {pb.ReviewEntry.MARK_UNSPECIFIED: ""} | {
        pb.ReviewEntry.Mark.Value(f"MARK_{m.upper()}"): m
        for m in ("inaccuracy", "mistake", "blunder")
    }
    assert [
        (
            e.version,
            e.seat,
            e.played_text,
            round(e.played_value, 2),
            e.best_text,
            round(e.best_value, 2),
            round(e.loss, 2),
            marks[e.mark],
            e.choices,
            action_json(e.played),
            action_json(e.best),
        )
        for e in review.entries
    ] == [
        (
            int(e["version"]),
            e["seat"],
            e["played"],
            e["played_value"],
            e["best"],
            e["best_value"],
            e["loss"],
            e["mark"],
            e["choices"],
            e["played_action"],
            e["best_action"],
        )
        for e in document["entries"]
    ]

    # another person (another client address, behind the trusted proxy) never reads it: the
    # same answer as a name nobody was given; the one who asked reads it on the web port too
    status, body = get_over_web(server, queued.name, "198.51.100.4")
    assert (status, web_reason(body)) == (404, ("not_found", "REVIEW_NOT_FOUND"))
    unknown = "reviews/" + "A" * 22
    status, body = get_over_web(server, unknown, "198.51.100.4")
    assert (status, web_reason(body)) == (404, ("not_found", "REVIEW_NOT_FOUND"))
    status, body = get_over_web(server, queued.name, None)
    assert status == 200 and json.loads(body)["review"]["name"] == queued.name
    expect_error(
        lambda: person.GetReview(pb.GetReviewRequest(name=unknown)),
        grpc.StatusCode.NOT_FOUND,
        "REVIEW_NOT_FOUND",
    )
    for bad in ("reviews/short", "tables/" + "A" * 22, queued.name + "x"):
        expect_error(
            lambda bad=bad: person.GetReview(pb.GetReviewRequest(name=bad)),
            grpc.StatusCode.INVALID_ARGUMENT,
            "INVALID_FIELD",
        )
    expect_error(
        lambda: person.GetReview(pb.GetReviewRequest(table=table_name, name=queued.name)),
        grpc.StatusCode.INVALID_ARGUMENT,
        "INVALID_FIELD",
    )


def test_a_bad_record_is_refused_and_stores_nothing(
    server: ServerThread, monkeypatch: pytest.MonkeyPatch
) -> None:
    person, table_name = finished_game(server.target)
    info = person.GetTable(pb.GetTableRequest(name=table_name)).table
    good = pb.GameRecord(table=info, events=all_events(person, table_name))
    before = stored_record_reviews(server)

    def refused(record: pb.GameRecord, code: grpc.StatusCode, reason: str) -> None:
        expect_error(
            lambda: person.RequestReview(pb.RequestReviewRequest(record=record)), code, reason
        )
        assert stored_record_reviews(server) == before

    wrong_scores = pb.GameRecord()
    wrong_scores.CopyFrom(good)
    wrong_scores.table.outcome.scores[0] += 1
    refused(wrong_scores, grpc.StatusCode.INVALID_ARGUMENT, "RECORD_NOT_REPLAYABLE")
    moved = pb.GameRecord()
    moved.CopyFrom(good)
    acted = [e for e in moved.events if e.HasField("action_applied")]
    acted[3].action_applied.seat = 1 - acted[3].action_applied.seat
    refused(moved, grpc.StatusCode.INVALID_ARGUMENT, "RECORD_NOT_REPLAYABLE")
    refused(pb.GameRecord(events=good.events), grpc.StatusCode.INVALID_ARGUMENT, "MISSING_FIELD")
    unknown = pb.GameRecord()
    unknown.CopyFrom(good)
    unknown.table.game = "games/chess"
    refused(unknown, grpc.StatusCode.NOT_FOUND, "GAME_NOT_FOUND")
    expect_error(
        lambda: person.RequestReview(pb.RequestReviewRequest(table=table_name, record=good)),
        grpc.StatusCode.INVALID_ARGUMENT,
        "INVALID_FIELD",
    )
    # the bounds: reviews waiting or running (tables' and records' together), records kept
    monkeypatch.setattr(review_rpcs, "OPEN_PER_PERSON", 0)
    refused(good, grpc.StatusCode.RESOURCE_EXHAUSTED, "TOO_MANY_REVIEWS")
    monkeypatch.setattr(review_rpcs, "OPEN_PER_PERSON", 99)
    monkeypatch.setattr(of_records, "KEPT_PER_PERSON", before)
    refused(good, grpc.StatusCode.RESOURCE_EXHAUSTED, "TOO_MANY_RECORD_REVIEWS")
    monkeypatch.setattr(of_records, "KEPT_PER_PERSON", before + 1)
    kept = person.RequestReview(pb.RequestReviewRequest(record=good)).review
    assert kept.name.startswith("reviews/") and stored_record_reviews(server) == before + 1
