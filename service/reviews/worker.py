"""The review worker beside each server: it claims open reviews from the store's queue and
reviews their decisions one at a time, each as background bot work of the person who asked
(:mod:`service.botwork`: never ahead of live tables, at most one search worker per person and
all but one in all for background work). After every decision it saves the review so far and
renews its claim, so a review whose server was killed is taken again, by any replica, once
the claim runs out, and goes on from the last decision saved. Reviews of tables and of game
records (:mod:`service.reviews.of_records`; their seed is the record's table's, so a record's
review is its table's) take turns; once a minute a worker deletes the expired record reviews.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from meeple.v1 import game_service_pb2 as pb

from clients.review.engine import DEFAULT_ROUNDS, Decision
from engines.contract import Game
from service import errors, logs
from service.botwork import Lane, Urgency, Work
from service.model import TableMeta
from service.reviews.decisions import record_decisions, table_decisions
from service.reviews.work import review_decision
from service.store.reviews import DONE, RUNNING, ReviewRow

if TYPE_CHECKING:
    from service.table_service import TableServiceBase

#: how often an idle worker looks for work (a request wakes this process's worker at once)
POLL_SECONDS = 1.0
#: how often a worker deletes the record reviews whose time ran out (seconds)
EXPIRE_EVERY = 60.0

#: writes a claimed review's progress: (state, claim until, review, claim held) -> still held
Saver = Callable[[str, float, bytes, float], Awaitable[bool]]


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
        #: which kind of review this worker looked for first the last time (they take turns)
        self._records_first = False
        #: when this worker last deleted the expired record reviews
        self._expired_at = float("-inf")
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
        """Claim one open review (of a table, or of a record) and work it to its end (or until
        another worker takes it); False when there was none. Tables' and records' reviews take
        turns when both wait."""
        self._records_first = not self._records_first
        if self._records_first:
            return await self._record_once() or await self._table_once()
        return await self._table_once() or await self._record_once()

    async def _table_once(self) -> bool:
        core = self.core
        now = core.clock()
        until = now + self.claim_seconds
        row = await core.store.claim_review(now, until)
        if row is None:
            return False
        record = await core.store.get_table(row.table_id)
        if record is None:
            return True  # the table is gone (and its review with it)
        game = core._game(record.game)
        decisions = await table_decisions(core.store, game, record)
        seats = len(TableMeta.decode(record.metadata).table.seats)

        async def save(state: str, renewed: float, review: bytes, held: float) -> bool:
            return await core.store.save_review(
                ReviewRow(row.table_id, row.owner, state, row.request_time, renewed, review), held
            )

        await self._review(
            game,
            decisions,
            seats,
            review_seed(row.table_id),
            row.owner,
            row.review,
            until,
            save,
            core.clock,
        )
        logs.info("meeple.reviews", "review_done", {"table": row.table_id})
        return True

    async def _record_once(self) -> bool:
        core = self.core
        now = core.wall()
        until = now + self.claim_seconds
        if now >= self._expired_at + EXPIRE_EVERY:
            self._expired_at = now
            await core.store.expire_record_reviews(now)
        row = await core.store.claim_record_review(now, until)
        if row is None:
            return False
        record = pb.GameRecord.FromString(row.record)
        try:
            game = core._game(row.game)
            decisions = record_decisions(game, record)
        except errors.ServiceError as error:
            # the server no longer hosts the game, or its engine no longer plays the record
            # back: nothing can review it
            await core.store.delete_record_review(row.review_hash)
            logs.info("meeple.reviews", "record_review_dropped", {"reason": error.reason})
            return True

        async def save(state: str, renewed: float, review: bytes, held: float) -> bool:
            return await core.store.save_record_review(
                replace(row, state=state, claimed_until=renewed, review=review), held
            )

        seed = review_seed(record.table.name.removeprefix("tables/"))
        seats = len(record.table.seats)
        await self._review(
            game, decisions, seats, seed, row.owner, row.review, until, save, core.wall
        )
        logs.info("meeple.reviews", "record_review_done", {"game": row.game})
        return True

    async def _review(
        self,
        game: Game[Any, Any, Any, Any],
        decisions: list[Decision],
        seats: int,
        seed: int,
        owner: str,
        so_far: bytes,
        held: float,
        save: Saver,
        clock: Callable[[], float],
    ) -> None:
        """Review ``decisions`` on from the review ``so_far``, saving after each one while the
        claim ``held`` is this worker's, as background bot work of ``owner``."""
        core = self.core
        review = pb.Review.FromString(so_far)
        review.decisions_total = len(decisions)
        review.state = pb.Review.STATE_RUNNING
        work = Work(owner, Lane.SEARCH, Urgency.BACKGROUND, "review")
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
            renewed = clock() + self.claim_seconds
            if not await save(RUNNING, renewed, review.SerializeToString(), held):
                return  # another worker took it (this one was too slow): leave it
            held = renewed
        review.state = pb.Review.STATE_DONE
        del review.summaries[:]
        review.summaries.extend(summaries(review, seats))
        await save(DONE, held, review.SerializeToString(), held)
