"""The outbox core on a real SQLite store: a commit's event becomes rows through a channel's
plan (only for the events it wants, and nothing for a failed commit), the dispatcher sends them,
retries failures with growing delays, gives up after the last attempt, and rows written before a
crash are sent by the next process."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

import pytest
from meeple.v1 import game_service_pb2 as pb

from service.model import TableMeta
from service.outbox.channels import Change, Channels, DeliveryFailed, Outgoing
from service.outbox.dispatcher import Dispatcher, RetryPolicy
from service.outbox.store import OutboxStore
from service.store.base import (
    Commit,
    ContactCondition,
    Delivery,
    NewEntry,
    TableRecord,
    TableStatus,
    VersionConflict,
)
from service.store.contacts import SeatContacts
from service.store.sqlite import SQLiteStore


class Recorder:
    """A channel that plans one message per started table and fails its first sends."""

    name = "recorder"
    wants = frozenset({"table_started"})

    def __init__(self, failures: int = 0, retry: bool = True) -> None:
        self.failures = failures
        self.retry = retry
        self.attempts: list[Delivery] = []
        self.sent = asyncio.Event()

    async def plan(self, change: Change) -> Sequence[Outgoing]:
        meta = await change.meta_after()
        seat = change.event.table_started.current_seat
        name = meta.table.seats[seat].display_name
        return [Outgoing(f"{change.kind}:{change.version}:{name}".encode())]

    async def send(self, delivery: Delivery) -> None:
        self.attempts.append(delivery)
        if len(self.attempts) <= self.failures:
            raise DeliveryFailed("receiver down", retry=self.retry)
        self.sent.set()


def metadata(*names: str) -> bytes:
    table = pb.Table(seats=[pb.Seat(display_name=name) for name in names])
    return TableMeta(table=table).encode()


def started(version: int = 1) -> NewEntry:
    event = pb.TableEvent(version=version, table_started=pb.TableStarted(current_seat=1))
    return NewEntry("start", None, event.SerializeToString())


def joined() -> NewEntry:
    event = pb.TableEvent(version=1, seat_joined=pb.SeatJoined(seat=0, display_name="Ann"))
    return NewEntry("join", 0, event.SerializeToString())


async def open_store(path: Path, channel: Recorder) -> OutboxStore:
    inner = SQLiteStore(path)
    store = OutboxStore(inner, Channels([channel]))
    await store.open()
    await store.create_table(
        TableRecord("t1", "g", True, TableStatus.WAITING, 0, 1.0, 1.0, metadata("Ann", "Bo"), b"")
    )
    return store


def fast(**changes: float) -> RetryPolicy:
    return RetryPolicy(max_attempts=int(changes.get("attempts", 5)), base=0.01, cap=0.05)


def test_plans_only_wanted_events_and_only_for_a_commit_that_holds(tmp_path: Path) -> None:
    async def main() -> None:
        channel = Recorder()
        store = await open_store(tmp_path / "db", channel)
        try:
            await store.commit(Commit("t1", 0, [joined()]))
            assert (await store.outbox_counts()).pending == 0  # not an event it wants
            with pytest.raises(VersionConflict):
                await store.commit(Commit("t1", 0, [started()]))  # stale version
            assert (await store.outbox_counts()).pending == 0
            await store.commit(
                Commit(
                    "t1", 1, [started(2)], status=TableStatus.ACTIVE, metadata=metadata("A", "B")
                )
            )
            (row,) = await store.claim_deliveries(1e12, 10, 1e12 + 1)
            # the channel saw the metadata after the commit
            assert (row.channel, row.version, row.payload) == ("recorder", 2, b"table_started:2:B")
        finally:
            await store.close()

    asyncio.run(main())


class CountingStore(SQLiteStore):
    """A real SQLite store that counts the table rows read from it."""

    reads = 0

    async def get_table(self, table_id: str) -> TableRecord | None:
        self.reads += 1
        return await super().get_table(table_id)


class StatusRecorder(Recorder):
    """Plans one message per started table, naming the status before and after."""

    async def plan(self, change: Change) -> Sequence[Outgoing]:
        statuses = f"{change.status_before.value}->{change.status.value}"
        return [Outgoing(statuses.encode())]


def test_a_commit_that_names_its_status_before_is_planned_without_reading_the_row(
    tmp_path: Path,
) -> None:
    async def main() -> None:
        inner = CountingStore(tmp_path / "db")
        store = OutboxStore(inner, Channels([StatusRecorder()]))
        await store.open()
        try:
            await store.create_table(
                TableRecord("t1", "g", True, TableStatus.WAITING, 0, 1.0, 1.0, b"", b"")
            )
            hinted = Commit(
                "t1", 0, [started(1)], status=TableStatus.ACTIVE, status_before=TableStatus.WAITING
            )
            await store.commit(hinted)
            assert inner.reads == 0
            (row,) = await store.claim_deliveries(1e12, 10, 1e12 + 1)
            assert row.payload == b"WAITING->ACTIVE"
            # a stale hint is only ever planned for a commit that then fails: nothing written
            with pytest.raises(VersionConflict):
                await store.commit(hinted)
            assert (await store.outbox_counts()).pending == 1
            # without the hint the row is read, as before
            await store.commit(Commit("t1", 1, [started(2)]))
            assert inner.reads == 1
            rows = await store.claim_deliveries(1e12, 10, 1e12 + 1)
            assert [r.payload for r in rows] == [b"ACTIVE->ACTIVE"]
        finally:
            await store.close()

    asyncio.run(main())


class ConditionalRecorder(Recorder):
    """Plans, per started table, one row for the seat to act only if its contacts match (the
    owner named in the metadata before the commit) and one plain row."""

    async def plan(self, change: Change) -> Sequence[Outgoing]:
        name = (await change.meta_before()).table.seats[1].display_name
        condition = ContactCondition(seat=1, owner=name, medium="email")
        return [Outgoing(b"if-contacts", only_if=condition), Outgoing(f"{name}".encode())]


def test_the_metadata_before_is_taken_from_the_commit_and_only_written_rows_wake(
    tmp_path: Path,
) -> None:
    async def main() -> None:
        inner = CountingStore(tmp_path / "db")
        store = OutboxStore(inner, Channels([ConditionalRecorder()]))
        wakes: list[int] = []
        store.written = lambda: wakes.append(1)
        await store.open()
        try:
            await store.create_table(
                TableRecord("t1", "g", True, TableStatus.WAITING, 0, 1.0, 1.0, b"", b"")
            )
            # the metadata at expected_version named by the caller, the status not: the row is
            # read for the status only, and the metadata is the caller's
            hinted = Commit("t1", 0, [started(1)], metadata_before=metadata("Ann", "Bo"))
            assert await store.commit(hinted) == 1  # no contacts: the plain row only
            assert inner.reads == 1
            assert wakes == [1]
            (row,) = await store.claim_deliveries(1e12, 10, 1e12 + 1)
            assert row.payload == b"Bo"
            # contacts of the seat, written by "Bo": both rows; nothing read at all
            await inner.put_contacts(SeatContacts("t1", 1, owner="Bo", email="bo@example.org"))
            both = Commit(
                "t1",
                1,
                [started(2)],
                metadata_before=metadata("Ann", "Bo"),
                status_before=TableStatus.WAITING,
            )
            assert await store.commit(both) == 2
            assert inner.reads == 1
            rows = await store.claim_deliveries(1e12, 10, 1e12 + 1)
            assert sorted(r.payload for r in rows) == [b"Bo", b"if-contacts"]
        finally:
            await store.close()

    asyncio.run(main())


class OnlyConditional(Recorder):
    """Plans only a row conditioned on seat 1's contacts."""

    async def plan(self, change: Change) -> Sequence[Outgoing]:
        return [Outgoing(b"x", only_if=ContactCondition(seat=1, owner="h", medium="push"))]


def test_a_commit_whose_conditional_rows_were_not_written_wakes_nothing(tmp_path: Path) -> None:
    async def main() -> None:
        store = OutboxStore(SQLiteStore(tmp_path / "db"), Channels([OnlyConditional()]))
        wakes: list[int] = []
        store.written = lambda: wakes.append(1)
        await store.open()
        try:
            await store.create_table(
                TableRecord("t1", "g", True, TableStatus.WAITING, 0, 1.0, 1.0, b"", b"")
            )
            assert await store.commit(Commit("t1", 0, [started(1)])) == 0
            assert wakes == []
            assert (await store.outbox_counts()).pending == 0
        finally:
            await store.close()

    asyncio.run(main())


def test_retries_until_success_then_deletes(tmp_path: Path) -> None:
    async def main() -> None:
        channel = Recorder(failures=2)
        store = await open_store(tmp_path / "db", channel)
        dispatcher = Dispatcher(store, Channels([channel]), policy=fast(), poll=0.02)
        store.written = dispatcher.wake
        dispatcher.start()
        try:
            await store.commit(Commit("t1", 0, [started()], status=TableStatus.ACTIVE))
            await asyncio.wait_for(channel.sent.wait(), 5)
            await asyncio.sleep(0.05)
        finally:
            await dispatcher.stop()
        assert [a.attempts for a in channel.attempts] == [1, 2, 3]
        assert len({a.delivery_id for a in channel.attempts}) == 1  # one key for every attempt
        assert (dispatcher.sent, dispatcher.failed) == (1, 2)
        assert (await store.outbox_counts()).pending == 0
        await store.close()

    asyncio.run(main())


def test_gives_up_after_the_last_attempt_or_a_permanent_failure(tmp_path: Path) -> None:
    async def main() -> None:
        for retry, expected in ((True, 3), (False, 1)):
            channel = Recorder(failures=100, retry=retry)
            store = await open_store(tmp_path / f"db{retry}", channel)
            dispatcher = Dispatcher(store, Channels([channel]), policy=fast(attempts=3), poll=0.02)
            dispatcher.start()
            try:
                await store.commit(Commit("t1", 0, [started()], status=TableStatus.ACTIVE))
                for _ in range(200):
                    if dispatcher.dead:
                        break
                    await asyncio.sleep(0.01)
            finally:
                await dispatcher.stop()
            assert len(channel.attempts) == expected
            counts = await store.outbox_counts()
            assert (counts.pending, counts.dead) == (0, 1)
            await store.close()

    asyncio.run(main())


def test_rows_outlive_the_process(tmp_path: Path) -> None:
    """Written, never sent (the process stopped before its dispatcher ran): the next process
    sends them."""

    async def main() -> None:
        first = Recorder()
        store = await open_store(tmp_path / "db", first)
        await store.commit(Commit("t1", 0, [started()], status=TableStatus.ACTIVE))
        await store.close()
        second = Recorder()
        again = OutboxStore(SQLiteStore(tmp_path / "db"), Channels([second]))
        await again.open()
        dispatcher = Dispatcher(again, Channels([second]), policy=fast(), poll=0.02)
        dispatcher.start()
        try:
            await asyncio.wait_for(second.sent.wait(), 5)
        finally:
            await dispatcher.stop()
            await again.close()
        assert first.attempts == [] and second.attempts[0].payload == b"table_started:1:Bo"

    asyncio.run(main())


def test_backoff_grows_with_jitter_and_a_cap() -> None:
    policy = RetryPolicy(max_attempts=20, base=2.0, cap=3600.0)
    assert policy.delay(1, lambda: 1.0) == 2.0 and policy.delay(1, lambda: 0.0) == 1.0
    assert policy.delay(4, lambda: 1.0) == 16.0
    assert policy.delay(30, lambda: 1.0) == 3600.0
