"""The queue of game reviews on both stores (issue 46): one row per table; the oldest open
review whose claim ran out is claimed, by one worker at a time (on PostgreSQL, concurrent
claims skip each other's rows: FOR UPDATE SKIP LOCKED); progress is written only under the
claim it was given; a claim that runs out is taken again; rows go with their table."""

from __future__ import annotations

import asyncio

from service.store.base import Store, TableStatus
from service.store.reviews import DONE, QUEUED, RUNNING, ReviewRow
from tests.store.conftest import StoreFactory
from tests.store.test_contract import opened, run, table


def row(table_id: str, owner: str = "p1", when: float = 1.0) -> ReviewRow:
    return ReviewRow(table_id, owner, QUEUED, when, 0.0, b"queued " + table_id.encode())


def test_reviews_queue_claim_save_and_resume(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        for name in ("t1", "t2"):
            await store.create_table(table(name, status=TableStatus.FINISHED))
        first = await store.add_review(row("t1", when=1.0))
        assert first == row("t1", when=1.0)
        # a second request keeps the first row
        assert await store.add_review(row("t1", owner="p2", when=5.0)) == first
        await store.add_review(row("t2", when=2.0))
        assert await store.open_reviews("p1") == 2 and await store.open_reviews("p2") == 0
        claimed = await store.claim_review(now=10.0, until=20.0)
        assert claimed is not None and claimed.table_id == "t1"  # the oldest
        assert claimed.state == RUNNING and claimed.claimed_until == 20.0
        other = await store.claim_review(now=10.0, until=20.0)
        assert other is not None and other.table_id == "t2"
        assert await store.claim_review(now=10.0, until=20.0) is None  # both held
        progress = ReviewRow("t1", "p1", RUNNING, 1.0, 30.0, b"half")
        assert await store.save_review(progress, held_until=20.0)
        assert await store.save_review(progress, held_until=20.0) is False  # not its claim now
        # t1's worker dies: its claim runs out at 30, and another worker takes it with its
        # progress
        assert await store.claim_review(now=25.0, until=40.0) == ReviewRow(
            "t2", "p1", RUNNING, 2.0, 40.0, b"queued t2"
        )
        again = await store.claim_review(now=31.0, until=50.0)
        assert again == ReviewRow("t1", "p1", RUNNING, 1.0, 50.0, b"half")
        done = ReviewRow("t1", "p1", DONE, 1.0, 50.0, b"done")
        assert await store.save_review(done, held_until=50.0)
        assert await store.get_review("t1") == done
        assert await store.open_reviews("p1") == 1
        assert await store.claim_review(now=1000.0, until=1010.0) is not None  # t2 only
        assert await store.claim_review(now=2000.0, until=2010.0) is not None
        assert (await store.get_review("t1")) == done  # a done review is never claimed

    run(make_store, body)


def test_concurrent_claims_take_different_reviews(make_store: StoreFactory) -> None:
    """Two stores on one database claim at once: each review goes to one of them."""

    async def main() -> None:
        async with opened(make_store) as one, opened(make_store) as two:
            for index in range(6):
                name = f"t{index}"
                await one.create_table(table(name, status=TableStatus.FINISHED))
                await one.add_review(row(name, when=float(index)))
            claims = await asyncio.gather(
                *(store.claim_review(now=10.0, until=99.0) for store in (one, two) * 3)
            )
            names = [claim.table_id for claim in claims if claim is not None]
            assert len(names) == len(set(names)) == 6

    asyncio.run(main())
