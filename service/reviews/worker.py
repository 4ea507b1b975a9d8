"""The review worker beside each server: it claims open reviews from the store's queue and
reviews their decisions one at a time, each as background bot work of the person who asked
(:mod:`service.botwork`: never ahead of live tables, at most one search worker per person and
all but one in all for background work). After every decision it saves the review so far and
renews its claim, so a review whose server was killed is taken again, by any replica, once
the claim runs out, and goes on from the last decision saved.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
from typing import TYPE_CHECKING

from meeple.v1 import game_service_pb2 as pb

from clients.review.engine import DEFAULT_ROUNDS
from service import logs
from service.botwork import Lane, Urgency, Work
from service.model import TableMeta
from service.reviews.decisions import table_decisions
from service.reviews.work import review_decision
from service.store.reviews import DONE, RUNNING, ReviewRow

if TYPE_CHECKING:
    from service.table_service import TableServiceBase

#: how often an idle worker looks for work (a request wakes this process's worker at once)
POLL_SECONDS = 1.0


def review_seed(table_id: str) -> int:
    """A review's seed: from the table's id, so that a review is the same wherever it runs."""
    digest = hashlib.blake2b(table_id.encode(), digest_size=8, person=b"meeple-review").digest()
    return int.from_bytes(digest, "big") >> 1


def summaries(review: pb.Review, seats: int) -> list[pb.ReviewSummary]:
    out = []
    for seat in range(seats):
        mine = [e for e in review.entries if e.seat == seat]
        marks = [e.mark for e in mine]
        out.append(
            pb.ReviewSummary(
                seat=seat,
                decisions=len(mine),
                average_loss=sum(e.loss for e in mine) / len(mine) if mine else 0.0,
                accuracy=(
                    100.0 * marks.count(pb.ReviewEntry.MARK_UNSPECIFIED) / len(mine)
                    if mine
                    else 100.0
                ),
                inaccuracies=marks.count(pb.ReviewEntry.MARK_INACCURACY),
                mistakes=marks.count(pb.ReviewEntry.MARK_MISTAKE),
                blunders=marks.count(pb.ReviewEntry.MARK_BLUNDER),
            )
        )
    return out


class ReviewWorker:
    def __init__(self, core: TableServiceBase) -> None:
        self.core = core
        #: how long a claim lasts; renewed with every decision saved
        self.claim_seconds = core.settings.review_claim
        self.wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run(), name="reviews")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _run(self) -> None:
        while True:
            try:
                worked = await self.work_once()
            except asyncio.CancelledError:
                raise
            except Exception as error:  # a broken review must not end the worker
                logs.info("meeple.reviews", "review_failed", {"error": repr(error)[:300]})
                worked = False
            if not worked:
                self.wake.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self.wake.wait(), POLL_SECONDS)

    async def work_once(self) -> bool:
        """Claim one open review and work it to its end (or until another worker takes it);
        False when there was none."""
        core = self.core
        now = core.clock()
        until = now + self.claim_seconds
        row = await core.store.claim_review(now, until)
        if row is None:
            return False
        record = await core.store.get_table(row.table_id)
        review = pb.Review()
        review.ParseFromString(row.review)
        if record is None:
            return True  # the table is gone (and its review with it)
        game = core._game(record.game)
        decisions = await table_decisions(core.store, game, record)
        review.decisions_total = len(decisions)
        review.state = pb.Review.STATE_RUNNING
        seed = review_seed(row.table_id)
        work = Work(row.owner, Lane.SEARCH, Urgency.BACKGROUND, "review")
        held = until
        for decision in decisions[review.decisions_done :]:
            blob = await core.bot_work.run(
                work,
                review_decision,
                game.name,
                decision.state.to_proto().SerializeToString(),
                decision.seat,
                game.action_to_proto(decision.action).SerializeToString(),
                decision.step,
                decision.version,
                seed,
                review.rounds or DEFAULT_ROUNDS,
            )
            if blob:
                review.entries.add().ParseFromString(blob)
            review.decisions_done += 1
            renewed = core.clock() + self.claim_seconds
            progress = review.SerializeToString()
            saved = await core.store.save_review(
                ReviewRow(row.table_id, row.owner, RUNNING, row.request_time, renewed, progress),
                held,
            )
            if not saved:
                return True  # another worker took it (this one was too slow): leave it
            held = renewed
        review.state = pb.Review.STATE_DONE
        del review.summaries[:]
        seats = len(TableMeta.decode(record.metadata).table.seats)
        review.summaries.extend(summaries(review, seats))
        await core.store.save_review(
            ReviewRow(
                row.table_id, row.owner, DONE, row.request_time, held, review.SerializeToString()
            ),
            held,
        )
        logs.info("meeple.reviews", "review_done", {"table": row.table_id})
        return True
