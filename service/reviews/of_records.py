"""The review of a game record (issue 46): RequestReview with a ``record`` instead of a table.

The record is first played back exactly as ReplayRecord plays it (:func:`service.records.
played_back`: its refusals, as the caller's replay work), so a bad record is refused and
nothing is stored. Then the review is queued in the store's record reviews
(:mod:`service.store.record_reviews`) under a new name ``reviews/{review}``: 128 random bits,
of which the store keeps only a hash. Only the person who asked (the same client address, the
bot work's person) reads it with that name; to anyone else, a wrong name, an expired review
and another person's are the same REVIEW_NOT_FOUND. A record's review is deleted
:data:`KEEP_SECONDS` after the request; one person keeps at most :data:`KEPT_PER_PERSON`.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets

from google.protobuf import timestamp_pb2
from meeple.v1 import game_service_pb2 as pb

from service import errors
from service.botwork import person_of_peer
from service.records import played_back
from service.rpc_input import Caller
from service.store.record_reviews import RecordReviewRow
from service.store.reviews import DONE, QUEUED, RUNNING
from service.table_service import TableServiceBase

#: how long a record's review is kept after the request: 3 days
KEEP_SECONDS = 3 * 86_400
#: record reviews one person (client address) keeps at once (each holds its record, at most
#: --max-message-bytes, and its review)
KEPT_PER_PERSON = 10
#: a record review's id: 16 random bytes, URL-safe base64 without padding
_ID = re.compile(r"^[A-Za-z0-9_-]{22}$")

_STATES = {
    QUEUED: pb.Review.STATE_QUEUED,
    RUNNING: pb.Review.STATE_RUNNING,
    DONE: pb.Review.STATE_DONE,
}


def review_hash(review_id: str) -> str:
    """What the store keeps of a record review's id (the id is its reader's secret)."""
    digest = hashlib.blake2b(review_id.encode(), digest_size=16, person=b"meeple-recreview")
    return digest.hexdigest()


def review_id_of(name: str) -> str:
    """The id of a record review's name "reviews/{review}" (INVALID_FIELD otherwise)."""
    review_id = name.removeprefix("reviews/")
    if review_id == name or not _ID.match(review_id):
        raise errors.invalid("INVALID_FIELD", 'a review name is "reviews/{review}"', field="name")
    return review_id


def record_review_message(row: RecordReviewRow, review_id: str) -> pb.Review:
    review = pb.Review.FromString(row.review)
    review.name = f"reviews/{review_id}"
    review.state = _STATES.get(row.state, pb.Review.STATE_UNSPECIFIED)
    expire = timestamp_pb2.Timestamp()
    expire.FromNanoseconds(int(row.expire_time * 1e9))
    review.expire_time.CopyFrom(expire)
    return review


def stored_record(record: pb.GameRecord) -> pb.GameRecord:
    """The record as it is stored: its table and events without their game events (the replay
    and the review read none)."""
    kept = pb.GameRecord()
    kept.CopyFrom(record)
    for event in kept.events:
        if event.HasField("table_started"):
            del event.table_started.game_events[:]
        if event.HasField("action_applied"):
            del event.action_applied.game_events[:]
    return kept


async def request_record_review(
    core: TableServiceBase, record: pb.GameRecord, caller: Caller, queued: int, limit: int
) -> pb.Review:
    """Check and queue the review of ``record``; ``queued``: the caller's open reviews (of
    tables and records), at most ``limit``."""
    if not record.table.game:
        raise errors.invalid(
            "MISSING_FIELD", "record.table.game is required", field="record.table.game"
        )
    game = core._game(record.table.game.removeprefix("games/"))
    if queued >= limit:
        raise errors.exhausted(
            "TOO_MANY_REVIEWS",
            f"at most {limit} reviews of one person may wait or run at once",
            limit=str(limit),
        )
    kept = stored_record(record)
    await played_back(
        core, game, pb.ReplayRecordRequest(table=kept.table, events=kept.events), caller
    )
    review_id = secrets.token_urlsafe(16)
    now = core.wall()
    queued_review = pb.Review(
        rounds=core.settings.review_rounds, thresholds=list(game.search.review_marks)
    )
    row = RecordReviewRow(
        review_hash(review_id),
        person_of_peer(caller.peer),
        QUEUED,
        now,
        0.0,
        now + KEEP_SECONDS,
        game.name,
        kept.SerializeToString(),
        queued_review.SerializeToString(),
    )
    if not await core.store.add_record_review(row, KEPT_PER_PERSON):
        raise errors.exhausted(
            "TOO_MANY_RECORD_REVIEWS",
            f"one person keeps at most {KEPT_PER_PERSON} reviews of records; each goes"
            " 3 days after it was asked for",
            limit=str(KEPT_PER_PERSON),
        )
    if core.review_wake is not None:
        core.review_wake.set()
    return record_review_message(row, review_id)


async def get_record_review(core: TableServiceBase, name: str, caller: Caller) -> pb.Review:
    """The record review ``name``, if the caller asked for it and it has not expired."""
    review_id = review_id_of(name)
    row = await core.store.get_record_review(review_hash(review_id), core.wall())
    if row is None or not hmac.compare_digest(row.owner, person_of_peer(caller.peer)):
        raise errors.not_found("REVIEW_NOT_FOUND", "no such review of a record")
    return record_review_message(row, review_id)
