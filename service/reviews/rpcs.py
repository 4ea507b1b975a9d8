"""RequestReview and GetReview: any reader of a finished table asks for its review, which is
queued in the store (one per table) and worked on by the review workers
(:mod:`service.reviews.worker`); anyone may ask for the review of a game record instead
(:mod:`service.reviews.of_records`). A person has at most :data:`OPEN_PER_PERSON` reviews (of
tables and records together) queued or running, since each costs seconds of CPU (a hostile
client could ask for many)."""

from __future__ import annotations

from meeple.v1 import game_service_pb2 as pb

from service import errors
from service.botwork import person_of_peer
from service.reviews.of_records import get_record_review, request_record_review
from service.rpc_input import Caller, RequestLog, check_table_name
from service.store.base import TableRecord, TableStatus
from service.store.reviews import DONE, QUEUED, RUNNING, ReviewRow
from service.table_service import TableServiceBase

#: reviews one person (client address) may have queued or running at once
OPEN_PER_PERSON = 2

_STATES = {
    QUEUED: pb.Review.STATE_QUEUED,
    RUNNING: pb.Review.STATE_RUNNING,
    DONE: pb.Review.STATE_DONE,
}


def review_message(row: ReviewRow) -> pb.Review:
    review = pb.Review()
    review.ParseFromString(row.review)
    review.table = f"tables/{row.table_id}"
    review.state = _STATES.get(row.state, pb.Review.STATE_UNSPECIFIED)
    return review


class ReviewMixin(TableServiceBase):
    """RequestReview, GetReview."""

    async def _readable(
        self, rpc: str, table: str, caller: Caller, rlog: RequestLog
    ) -> TableRecord:
        table_id = check_table_name(table, "table")
        rlog.bind(table=table_id)
        record = await self._record(table_id)
        await self._authorize(rpc, caller, record)
        return record

    async def _open_reviews(self, owner: str) -> int:
        """The person's reviews queued or running, of tables and records together."""
        tables = await self.store.open_reviews(owner)
        return tables + await self.store.open_record_reviews(owner, self.wall())

    async def request_review(
        self, request: pb.RequestReviewRequest, caller: Caller, rlog: RequestLog
    ) -> pb.RequestReviewResponse:
        owner = person_of_peer(caller.peer)
        if request.HasField("record"):
            if request.table:
                raise errors.invalid(
                    "INVALID_FIELD", "give either a table or a record, not both", field="record"
                )
            rlog.bind(game=request.record.table.game, events=len(request.record.events))
            review = await request_record_review(
                self, request.record, caller, await self._open_reviews(owner), OPEN_PER_PERSON
            )
            return pb.RequestReviewResponse(review=review)
        record = await self._readable("RequestReview", request.table, caller, rlog)
        if record.status != TableStatus.FINISHED:
            raise errors.precondition(
                "TABLE_NOT_FINISHED", "only a finished game can be reviewed", state=record.status
            )
        found = await self.store.get_review(record.table_id)
        if found is not None:
            return pb.RequestReviewResponse(review=review_message(found))
        if await self._open_reviews(owner) >= OPEN_PER_PERSON:
            raise errors.exhausted(
                "TOO_MANY_REVIEWS",
                f"at most {OPEN_PER_PERSON} reviews of one person may wait or run at once",
                limit=str(OPEN_PER_PERSON),
            )
        game = self._game(record.game)
        queued = pb.Review(
            rounds=self.settings.review_rounds, thresholds=list(game.search.review_marks)
        ).SerializeToString()
        row = await self.store.add_review(
            ReviewRow(record.table_id, owner, QUEUED, self.clock(), 0.0, queued)
        )
        if self.review_wake is not None:
            self.review_wake.set()
        return pb.RequestReviewResponse(review=review_message(row))

    async def get_review(
        self, request: pb.GetReviewRequest, caller: Caller, rlog: RequestLog
    ) -> pb.GetReviewResponse:
        if request.name:
            if request.table:
                raise errors.invalid(
                    "INVALID_FIELD", "give either a table or a review name, not both", field="name"
                )
            return pb.GetReviewResponse(review=await get_record_review(self, request.name, caller))
        record = await self._readable("GetReview", request.table, caller, rlog)
        found = await self.store.get_review(record.table_id)
        if found is None:
            raise errors.not_found("REVIEW_NOT_FOUND", "nobody asked for this table's review")
        return pb.GetReviewResponse(review=review_message(found))
