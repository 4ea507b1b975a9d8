"""The outbox's rows on every backend: written only with their commit, claimed when due with a
lease and one attempt counted, claimed by exactly one of several stores racing (as replicas),
taken over when a lease lapses, retried, buried and swept."""

from __future__ import annotations

import asyncio
import time

import pytest

from service.store.base import (
    Commit,
    Compaction,
    ContactCondition,
    NewDelivery,
    Store,
    TableStatus,
    VersionConflict,
)
from service.store.contacts import PushEndpoint, SeatContacts
from tests.store.conftest import StoreFactory
from tests.store.test_contract import entry, opened, run, table


def delivery(n: int, *, version: int = 1, not_before: float = 100.0) -> NewDelivery:
    return NewDelivery(f"d{n}", "test", version, b"payload-%d" % n, not_before)


async def active(store: Store, table_id: str = "t1") -> str:
    await store.create_table(table(table_id, status=TableStatus.ACTIVE))
    return table_id


def test_rows_are_written_with_their_commit_only(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        table_id = await active(store)
        with pytest.raises(VersionConflict):  # a failed commit writes no delivery
            await store.commit(Commit(table_id, 5, [entry(1)], deliveries=[delivery(0)]))
        assert (await store.outbox_counts()).pending == 0
        await store.commit(
            Commit(table_id, 0, [entry(1)], deliveries=[delivery(1), delivery(2, not_before=150)])
        )
        assert (await store.outbox_counts()).pending == 2
        assert await store.claim_deliveries(now=99.0, limit=10, lease_until=130.0) == []
        (first,) = await store.claim_deliveries(now=100.0, limit=10, lease_until=130.0)
        assert (first.delivery_id, first.channel, first.table_id) == ("d1", "test", table_id)
        assert (first.version, first.payload, first.attempts) == (1, b"payload-1", 1)
        assert abs(first.create_time - time.time()) < 60  # stamped by the wall clock

    run(make_store, body)


#: (delivery, seat, owner, medium, written?) against the contacts of
#: test_a_conditional_row_is_written_only_when_the_seats_contacts_match
CONDITIONS = [
    ("email", 1, "h1", "email", True),
    ("push", 1, "h1", "push", True),
    ("other-person", 1, "h0", "email", False),  # the seat's credential is not the writer's
    ("muted", 2, "h2", "email", False),
    ("no-address", 3, "h3", "email", False),
    ("no-device", 3, "h3", "push", False),
    ("no-contacts", 0, "h0", "push", False),
]


def conditional(version: int) -> list[NewDelivery]:
    return [
        NewDelivery(
            f"{name}-{version}",
            "notify",
            version,
            b"row",
            100.0,
            ContactCondition(seat, owner, medium),
        )
        for name, seat, owner, medium, _written in CONDITIONS
    ] + [delivery(version * 10, version=version)]


def test_a_conditional_row_is_written_only_when_the_seats_contacts_match(
    make_store: StoreFactory,
) -> None:
    """The notification channel's "your move" rows: the contacts are checked inside the commit
    (PostgreSQL: in its one statement, or in the transaction when the commit needs one)."""

    async def body(store: Store) -> None:
        table_id = await active(store)
        device = PushEndpoint("https://push.example/1", "key", "auth")
        await store.put_contacts(SeatContacts(table_id, 1, "h1", "a@example.com", push=(device,)))
        await store.put_contacts(SeatContacts(table_id, 2, "h2", "b@example.com", muted=True))
        await store.put_contacts(SeatContacts(table_id, 3, "h3", language="fa"))
        with pytest.raises(VersionConflict):  # a failed commit writes none
            await store.commit(Commit(table_id, 5, [entry(1)], deliveries=conditional(0)))
        assert (await store.outbox_counts()).pending == 0
        expected = {name for name, *_condition, written in CONDITIONS if written}
        # an action's commit (PostgreSQL: one statement), then one with a compaction (its
        # transaction)
        assert await store.commit(Commit(table_id, 0, [entry(1)], deliveries=conditional(1))) == 3
        compaction = Compaction(snapshots_below=0, retries_below=0)
        assert (
            await store.commit(
                Commit(table_id, 1, [entry(2)], deliveries=conditional(2), compaction=compaction)
            )
            == 3
        )
        rows = await store.claim_deliveries(now=100.0, limit=50, lease_until=130.0)
        assert sorted(row.delivery_id for row in rows) == sorted(
            [*(f"{name}-{v}" for name in expected for v in (1, 2)), "d10", "d20"]
        )
        assert {(row.table_id, row.payload) for row in rows if row.channel == "notify"} == {
            (table_id, b"row")
        }
        # without an outbox row to write, the result is 0 (nothing to wake)
        assert await store.commit(Commit(table_id, 2, [entry(3)])) == 0

    run(make_store, body)


def test_lease_retry_bury_and_sweep(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        table_id = await active(store)
        await store.commit(Commit(table_id, 0, [entry(1)], deliveries=[delivery(1)]))
        assert len(await store.claim_deliveries(now=100.0, limit=5, lease_until=130.0)) == 1
        # claimed: nobody else gets it before the lease ends
        assert await store.claim_deliveries(now=129.0, limit=5, lease_until=160.0) == []
        # the claimer died: the lapsed lease hands the row over, one more attempt counted
        (again,) = await store.claim_deliveries(now=130.0, limit=5, lease_until=160.0)
        assert again.attempts == 2
        await store.retry_delivery("d1", next_attempt=200.0, error="HTTP 500")
        assert await store.claim_deliveries(now=199.0, limit=5, lease_until=230.0) == []
        (third,) = await store.claim_deliveries(now=200.0, limit=5, lease_until=230.0)
        assert third.attempts == 3
        await store.bury_delivery("d1", now=210.0, error="HTTP 500")
        counts = await store.outbox_counts()
        assert (counts.pending, counts.dead) == (0, 1)
        assert await store.claim_deliveries(now=10_000.0, limit=5, lease_until=10_030.0) == []
        assert await store.sweep_deliveries(dead_before=210.0) == 0
        assert await store.sweep_deliveries(dead_before=211.0) == 1
        assert (await store.outbox_counts()).dead == 0

    run(make_store, body)


def test_finished_rows_are_gone(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        table_id = await active(store)
        await store.commit(Commit(table_id, 0, [entry(1)], deliveries=[delivery(1)]))
        await store.claim_deliveries(now=100.0, limit=5, lease_until=130.0)
        await store.finish_delivery("d1")
        assert await store.claim_deliveries(now=1e9, limit=5, lease_until=1e9 + 30) == []
        assert (await store.outbox_counts()).pending == 0

    run(make_store, body)


def test_racing_claimers_share_rows_without_overlap(make_store: StoreFactory) -> None:
    """Four store objects (as four replicas) claim at once: every due row goes to exactly one."""

    async def main() -> None:
        async with opened(make_store) as first:
            table_id = await active(first)
            for n in range(40):
                await first.commit(
                    Commit(table_id, n, [entry(n % 200)], deliveries=[delivery(n, version=n + 1)])
                )
            stores = [first]
            for _ in range(3):
                other = make_store()
                await other.open()
                stores.append(other)
            try:
                claims = await asyncio.gather(
                    *(
                        store.claim_deliveries(now=100.0, limit=7, lease_until=200.0)
                        for store in stores
                        for _ in range(3)
                    )
                )
            finally:
                for store in stores[1:]:
                    await store.close()
        ids = [row.delivery_id for claim in claims for row in claim]
        assert len(ids) == len(set(ids))  # no row went to two claimers
        assert sorted(ids) == sorted(f"d{n}" for n in range(40))  # 12 claims of 7 cover all

    asyncio.run(main())


def test_the_conformance_clock_is_kept_and_only_grows(make_store: StoreFactory) -> None:
    async def body(store: Store) -> None:
        assert await store.load_clock_offset() == 0.0
        await store.save_clock_offset(86_400.5)
        await store.save_clock_offset(10.0)  # a smaller offset (a stale replica) is ignored
        assert await store.load_clock_offset() == 86_400.5
        assert await store.load_clock_offset("another") == 0.0

    run(make_store, body)
