"""The SQL of the queue of game reviews (:mod:`service.store.reviews`), rendered for each
dialect."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from service.store.reviews import COLUMNS, DONE, RUNNING, ReviewRow
from service.store.sql import Dialect


class ReviewStatements:
    """The statements of the review queue, rendered for one dialect."""

    def __init__(self, dialect: Dialect) -> None:
        p = dialect.placeholder
        reviews = dialect.table("reviews")
        self.insert = (
            f"INSERT INTO {reviews} ({COLUMNS}) VALUES ({dialect.marks(6)})"
            " ON CONFLICT (table_id) DO NOTHING"
        )
        self.select = f"SELECT {COLUMNS} FROM {reviews} WHERE table_id = {p}"
        self.count_open = f"SELECT count(*) FROM {reviews} WHERE owner = {p} AND state <> '{DONE}'"
        #: one statement: the oldest open review whose claim ran out is claimed until ``p``
        self.claim = (
            f"UPDATE {reviews} SET state = '{RUNNING}', claimed_until = {p}"
            f" WHERE table_id IN (SELECT table_id FROM {reviews}"
            f" WHERE state <> '{DONE}' AND claimed_until <= {p}"
            f" ORDER BY request_time LIMIT 1{dialect.skip_locked})"
            f" RETURNING {COLUMNS}"
        )
        #: progress: written only while the worker still holds the claim it was given
        self.save = (
            f"UPDATE {reviews} SET state = {p}, claimed_until = {p}, review = {p}"
            f" WHERE table_id = {p} AND claimed_until = {p}"
        )


def review_parameters(row: ReviewRow) -> tuple[Any, ...]:
    return (
        row.table_id,
        row.owner,
        row.state,
        row.request_time,
        row.claimed_until,
        row.review,
    )


def review_record(row: Sequence[Any]) -> ReviewRow:
    return ReviewRow(
        table_id=str(row[0]),
        owner=str(row[1]),
        state=str(row[2]),
        request_time=float(row[3]),
        claimed_until=float(row[4]),
        review=bytes(row[5]),
    )
