"""The schedule of bot turns and deadlines, on every backend: written with commits, claimed by
due time with a lease, claimed by exactly one of several stores racing (as replicas), taken over
when a lease lapses, and rescheduled only while the table is at the version it was read at."""

from __future__ import annotations

import asyncio

from service.store.base import Commit, Due, Store, TableStatus
from tests.store.conftest import StoreFactory
from tests.store.test_contract import entry, opened, run, table


async def tables(store: Store, count: int) -> list[str]:
    ids = [f"t{n}" for n in range(count)]
    for table_id in ids:
        await store.create_table(table(table_id, status=TableStatus.ACTIVE))
    return ids


def test_commits_schedule_and_claims_lease(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        a, b, c = await tables(store, 3)
        await store.commit(Commit(a, 0, [entry(1)], due=Due(100.0)))
        await store.commit(Commit(b, 0, [entry(2)], due=Due(50.0)))
        await store.commit(Commit(c, 0, [entry(3)], due=Due(500.0)))
        assert await store.claim_due(now=40.0, limit=10, lease_until=60.0) == []
        assert await store.claim_due(now=200.0, limit=10, lease_until=210.0) == [b, a]
        # claimed: nobody else gets them before the lease ends
        assert await store.claim_due(now=205.0, limit=10, lease_until=215.0) == []
        # a lapsed lease (the claimer died) is taken over
        assert await store.claim_due(now=211.0, limit=1, lease_until=300.0) == [b]
        # a commit writes the next due time and releases the claim
        await store.commit(Commit(b, 1, [entry(4)], due=Due(212.0)))
        # (a's lease of 210 lapsed too, and a is the more overdue)
        assert await store.claim_due(now=212.0, limit=10, lease_until=400.0) == [a, b]
        await store.commit(Commit(b, 2, [entry(5)], due=Due(None)))  # off the schedule
        assert await store.claim_due(now=10_000.0, limit=10, lease_until=10_001.0) == [a, c]

    run(make_store, body)


def test_any_due_says_whether_a_claim_could_find_anything(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        a, b = await tables(store, 2)
        assert await store.any_due(now=1e12) is False  # nothing scheduled
        await store.commit(Commit(a, 0, [entry(1)], due=Due(100.0)))
        await store.commit(Commit(b, 0, [entry(2)], due=Due(300.0)))
        assert await store.any_due(now=99.0) is False  # not yet
        assert await store.any_due(now=100.0) is True
        assert await store.claim_due(now=100.0, limit=10, lease_until=200.0) == [a]
        assert await store.any_due(now=150.0) is False  # due, but claimed
        assert await store.any_due(now=200.0) is True  # the lease lapsed
        assert await store.claim_due(now=300.0, limit=10, lease_until=400.0) == [a, b]
        assert await store.any_due(now=350.0) is False

    run(make_store, body)


def test_set_due_only_at_the_version_it_was_read_at(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        (a,) = await tables(store, 1)
        await store.commit(Commit(a, 0, [entry(1)], due=Due(10.0)))
        assert await store.claim_due(now=10.0, limit=1, lease_until=20.0) == [a]
        await store.set_due(a, Due(None), at_version=0)  # stale: a later commit decides
        assert await store.claim_due(now=21.0, limit=1, lease_until=30.0) == [a]
        await store.set_due(a, Due(50.0), at_version=1)
        assert await store.claim_due(now=49.0, limit=1, lease_until=60.0) == []
        assert await store.claim_due(now=50.0, limit=1, lease_until=60.0) == [a]

    run(make_store, body)


def test_racing_claimers_share_due_tables_without_overlap(make_store: StoreFactory) -> None:
    """Four store objects (as four replicas) claim at once: every due table goes to exactly
    one of them."""

    async def main() -> None:
        async with opened(make_store) as first:
            ids = await tables(first, 40)
            for n, table_id in enumerate(ids):
                await first.commit(Commit(table_id, 0, [entry(n % 200)], due=Due(float(n))))
            stores = [first]
            for _ in range(3):
                other = make_store()
                await other.open()
                stores.append(other)
            try:
                claims = await asyncio.gather(
                    *(
                        store.claim_due(now=100.0, limit=7, lease_until=200.0)
                        for store in stores
                        for _ in range(3)
                    )
                )
            finally:
                for store in stores[1:]:
                    await store.close()
            claimed = [table_id for claim in claims for table_id in claim]
            assert len(claimed) == len(set(claimed)) == 40

    asyncio.run(main())


def test_bot_turns_and_deadlines_are_claimed_apart(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        bot, person = await tables(store, 2)
        await store.commit(Commit(bot, 0, [entry(1)], due=Due(5.0, "bot")))
        await store.commit(Commit(person, 0, [entry(2)], due=Due(9.0, "deadline")))
        assert await store.claim_due(now=10.0, limit=5, lease_until=20.0, kind="deadline") == [
            person
        ]
        assert await store.claim_due(now=10.0, limit=5, lease_until=20.0, kind="deadline") == []
        assert await store.claim_due(now=10.0, limit=5, lease_until=20.0, kind="bot") == [bot]

    run(make_store, body)


def test_a_claim_skips_the_owners_it_is_told_to(make_store: StoreFactory) -> None:
    """Issue 48: the keeper claims no more due turns of a person with enough waiting, so the
    turn of another person, due later, is claimed before the first person's older ones."""

    async def body(store: Store) -> None:
        many = await tables(store, 5)
        other = "t-other"
        await store.create_table(table(other, status=TableStatus.ACTIVE))
        for n, table_id in enumerate(many):
            await store.commit(Commit(table_id, 0, [entry(n)], due=Due(float(n), "bot", "ann")))
        await store.commit(Commit(other, 0, [entry(9)], due=Due(50.0, "bot", "bob")))
        claimed = await store.claim_due_owners(60.0, 2, 70.0, "bot")
        assert claimed == [(many[0], "ann"), (many[1], "ann")]  # the oldest first, with owners
        assert await store.claim_due_owners(60.0, 2, 70.0, "bot", skip=["ann"]) == [(other, "bob")]
        assert await store.claim_due(60.0, 5, 70.0, "bot", skip=["ann", "bob"]) == []
        assert await store.claim_due(60.0, 5, 70.0, "bot", skip=["bob"]) == many[2:]
        # set_due writes the owner too (the others' claims have lapsed by 90: skipped)
        await store.set_due(other, Due(80.0, "bot", "carol"), at_version=1)
        assert await store.claim_due_owners(90.0, 5, 95.0, "bot", skip=["ann"]) == [
            (other, "carol")
        ]

    run(make_store, body)
