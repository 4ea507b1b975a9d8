"""The queue of game reviews (issue 46): one row per table whose review someone asked for,
worked on by any server's review worker (:mod:`service.reviews.worker`); its SQL is
:mod:`service.store.reviews_sql`.

A worker claims the oldest open review whose claim has run out (PostgreSQL skips rows another
replica is claiming: ``FOR UPDATE SKIP LOCKED``), holds it until ``claimed_until`` and renews
the claim with every decision it saves, so a review whose worker died is taken again.
"""

from __future__ import annotations

from dataclasses import dataclass

QUEUED, RUNNING, DONE = "queued", "running", "done"
COLUMNS = "table_id, owner, state, request_time, claimed_until, review"


@dataclass(frozen=True, slots=True)
class ReviewRow:
    table_id: str
    owner: str
    state: str
    request_time: float
    claimed_until: float
    #: the serialized meeple.v1.Review so far
    review: bytes
