"""The queue of game records' reviews (issue 46): one row per RequestReview of a record (a
record belongs to no table, so its review is kept beside the tables' reviews of
:mod:`service.store.reviews`, not with a table), worked on by any server's review worker
(:mod:`service.reviews.worker`).

A row is keyed by a hash of the review's unguessable name (the name itself is never stored),
carries the person who asked (its only reader, and the bound: :meth:`add_record_review` stores
a row only while that person keeps fewer than ``keep``), the record, and an expiry after which
it is neither read nor claimed and is deleted (:meth:`expire_record_reviews`). Claims work as
the tables' reviews' do: the oldest open row whose claim ran out (PostgreSQL: ``FOR UPDATE SKIP
LOCKED``), progress written only under the claim it was given.

:class:`RecordReviewStorage` is the behaviour both stores share, over one primitive each store
provides: :meth:`~RecordReviewStorage._record_review_rows` runs one statement of
:class:`service.store.record_reviews_sql.RecordReviewStatements` (by its name) and returns its rows.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

COLUMNS = (
    "review_hash, owner, state, request_time, claimed_until, expire_time, game, record, review"
)


@dataclass(frozen=True, slots=True)
class RecordReviewRow:
    #: a hash of the review's name (:func:`service.reviews.records.review_hash`)
    review_hash: str
    #: the person who asked (the bot work fairness key), the only one who reads it
    owner: str
    state: str
    request_time: float
    claimed_until: float
    #: after this (seconds since the epoch) the row is gone for every reader and worker
    expire_time: float
    #: the engine the record is of
    game: str
    #: the serialized meeple.v1.GameRecord
    record: bytes
    #: the serialized meeple.v1.Review so far
    review: bytes


def record_review_row(row: Sequence[Any]) -> RecordReviewRow:
    return RecordReviewRow(
        review_hash=str(row[0]),
        owner=str(row[1]),
        state=str(row[2]),
        request_time=float(row[3]),
        claimed_until=float(row[4]),
        expire_time=float(row[5]),
        game=str(row[6]),
        record=bytes(row[7]),
        review=bytes(row[8]),
    )


class RecordReviewStorage(ABC):
    """The record reviews' queue in a store (a mixin of :class:`service.store.base.Store`)."""

    @abstractmethod
    async def _record_review_rows(
        self, statement: str, parameters: tuple[Any, ...], write: bool = False
    ) -> list[Sequence[Any]]:
        """Run the statement named ``statement`` of the store's
        :class:`~service.store.record_reviews_sql.RecordReviewStatements` and return its rows."""

    async def add_record_review(self, row: RecordReviewRow, keep: int) -> bool:
        """Store ``row`` unless its owner keeps ``keep`` unexpired record reviews already (at
        ``row.request_time``); whether it was stored."""
        parameters = (
            row.review_hash,
            row.owner,
            row.state,
            row.request_time,
            row.claimed_until,
            row.expire_time,
            row.game,
            row.record,
            row.review,
            row.owner,
            row.request_time,
            keep,
        )
        return bool(await self._record_review_rows("insert", parameters, write=True))

    async def get_record_review(self, review_hash: str, now: float) -> RecordReviewRow | None:
        """The record review, unless it is absent or expired by ``now``."""
        rows = await self._record_review_rows("select", (review_hash, now))
        return record_review_row(rows[0]) if rows else None

    async def open_record_reviews(self, owner: str, now: float) -> int:
        """How many of ``owner``'s unexpired record reviews are queued or running."""
        rows = await self._record_review_rows("count_open", (owner, now))
        return int(rows[0][0])

    async def claim_record_review(self, now: float, until: float) -> RecordReviewRow | None:
        """Claim the oldest open, unexpired record review whose claim ran out by ``now``."""
        rows = await self._record_review_rows("claim", (until, now, now), write=True)
        return record_review_row(rows[0]) if rows else None

    async def save_record_review(self, row: RecordReviewRow, held_until: float) -> bool:
        """Write a claimed review's progress, only while its claim is still ``held_until``."""
        parameters = (row.state, row.claimed_until, row.review, row.review_hash, held_until)
        return bool(await self._record_review_rows("save", parameters, write=True))

    async def expire_record_reviews(self, now: float) -> int:
        """Delete the record reviews expired by ``now``; how many."""
        return len(await self._record_review_rows("expire", (now,), write=True))

    async def delete_record_review(self, review_hash: str) -> bool:
        return bool(await self._record_review_rows("delete", (review_hash,), write=True))
