"""The queue of game records' reviews on both stores (issue 46): a row per request, bounded by
the rows one person keeps (checked in the insert itself); the oldest open review whose claim
ran out is claimed, by one worker at a time (on PostgreSQL, concurrent claims skip each other's
rows: FOR UPDATE SKIP LOCKED); progress is written only under the claim it was given; an
expired row is neither read, counted nor claimed, and is deleted."""

from __future__ import annotations

import asyncio

from service.store.base import Store
from service.store.record_reviews import RecordReviewRow
from service.store.reviews import DONE, QUEUED, RUNNING
from tests.store.conftest import StoreFactory
from tests.store.test_contract import opened, run


def row(key: str, owner: str = "p1", when: float = 1.0, expire: float = 100.0) -> RecordReviewRow:
    return RecordReviewRow(
        key, owner, QUEUED, when, 0.0, expire, "carcassonne", b"record " + key.encode(), b"q"
    )


def test_record_reviews_bound_claim_save_and_expire(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        assert await store.add_record_review(row("a", when=1.0), keep=2)
        assert await store.add_record_review(row("b", when=2.0), keep=2)
        # p1 keeps 2: a third is refused and not stored; another person's is stored
        assert not await store.add_record_review(row("c", when=3.0), keep=2)
        assert await store.get_record_review("c", now=3.0) is None
        assert await store.add_record_review(row("d", owner="p2", when=4.0, expire=50.0), keep=2)
        assert await store.get_record_review("a", now=5.0) == row("a", when=1.0)
        assert await store.open_record_reviews("p1", now=5.0) == 2
        assert await store.open_record_reviews("p2", now=5.0) == 1
        claimed = await store.claim_record_review(now=10.0, until=20.0)
        assert claimed is not None and claimed.review_hash == "a"  # the oldest
        assert claimed.state == RUNNING and claimed.claimed_until == 20.0
        assert claimed.record == b"record a" and claimed.game == "carcassonne"
        progress = RecordReviewRow(
            "a", "p1", RUNNING, 1.0, 30.0, 100.0, "carcassonne", b"record a", b"half"
        )
        assert await store.save_record_review(progress, held_until=20.0)
        assert not await store.save_record_review(progress, held_until=20.0)  # not its claim
        other = await store.claim_record_review(now=10.0, until=20.0)
        assert other is not None and other.review_hash == "b"
        third = await store.claim_record_review(now=10.0, until=20.0)
        assert third is not None and third.review_hash == "d"
        assert await store.claim_record_review(now=10.0, until=20.0) is None  # all held
        # a's worker dies: its claim runs out at 30, and another worker takes it, with progress
        again = await store.claim_record_review(now=31.0, until=60.0)
        assert again is not None and again.review_hash == "a" and again.review == b"half"
        done = RecordReviewRow(
            "a", "p1", DONE, 1.0, 60.0, 100.0, "carcassonne", b"record a", b"done"
        )
        assert await store.save_record_review(done, held_until=60.0)
        assert await store.get_record_review("a", now=61.0) == done
        assert await store.open_record_reviews("p1", now=61.0) == 1
        # d expired at 50: not read, not counted, not claimed, then deleted
        assert await store.get_record_review("d", now=61.0) is None
        assert await store.open_record_reviews("p2", now=61.0) == 0
        claimed_b = await store.claim_record_review(now=1000.0, until=1010.0)
        assert claimed_b is None  # b expired at 100 too
        assert await store.expire_record_reviews(now=99.0) == 1  # d
        assert await store.expire_record_reviews(now=100.0) == 2  # a and b
        assert await store.get_record_review("a", now=0.0) is None
        # the bound counts unexpired rows only: p1 may ask again
        assert await store.add_record_review(row("e", when=200.0, expire=300.0), keep=1)
        assert await store.delete_record_review("e")
        assert not await store.delete_record_review("e")

    run(make_store, body)


def test_concurrent_claims_take_different_record_reviews(make_store: StoreFactory) -> None:
    """Two stores on one database claim at once: each review goes to one of them."""

    async def main() -> None:
        async with opened(make_store) as one, opened(make_store) as two:
            for index in range(6):
                assert await one.add_record_review(row(f"r{index}", when=float(index)), keep=9)
            claims = await asyncio.gather(
                *(store.claim_record_review(now=10.0, until=99.0) for store in (one, two) * 3)
            )
            keys = [claim.review_hash for claim in claims if claim is not None]
            assert len(keys) == len(set(keys)) == 6

    asyncio.run(main())
