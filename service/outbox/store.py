"""The store of a server with outbox channels: every commit is shown to the channels first, and
the deliveries they plan are written in the commit's own transaction.

:class:`OutboxStore` wraps the server's :class:`~service.store.base.Store`, so every place that
commits a change (actions, joins, the start, deadlines, undo, ...) is covered without knowing of
the outbox. Without channels the server does not wrap its store at all.
"""

from __future__ import annotations

import dataclasses
import time
import uuid
from collections.abc import Callable, Sequence

from meeple.v1 import game_service_pb2 as pb

from service.outbox.channels import Change, Channels
from service.store.base import (
    Commit,
    Credential,
    Delivery,
    Due,
    Entry,
    IdempotencyRecord,
    NewDelivery,
    Notifier,
    OutboxCounts,
    Snapshot,
    Store,
    StoreStats,
    TablePage,
    TableRecord,
    TableStatus,
    VersionConflict,
)
from service.store.contacts import SeatContacts


def new_delivery_id() -> str:
    """A fresh delivery id: random, so it says nothing a receiver could use otherwise."""
    return uuid.uuid4().hex


class OutboxStore(Store):
    """``inner`` whose commits also write the deliveries ``channels`` plan for them;
    ``written`` is called after a commit that wrote some (the dispatcher's wake-up)."""

    def __init__(
        self, inner: Store, channels: Channels, written: Callable[[], None] = lambda: None
    ) -> None:
        self.inner = inner
        self.channels = channels
        self.written = written
        self._wanted = channels.wanted

    async def plan(self, commit: Commit) -> list[NewDelivery]:
        """The deliveries of ``commit``'s entries, one event at a time."""
        if not commit.entries or not self._wanted:
            return []
        before: list[TableRecord] = []

        async def load_before() -> bytes:
            if not before:
                record = await self.inner.get_table(commit.table_id)
                if record is None or record.version != commit.expected_version:
                    # the commit will fail on its version: plan nothing for it
                    raise VersionConflict(
                        commit.table_id,
                        commit.expected_version,
                        None if record is None else record.version,
                    )
                before.append(record)
            return before[0].metadata

        async def status_before() -> TableStatus:
            await load_before()
            return before[0].status

        planned: list[NewDelivery] = []
        now = time.time()
        for offset, entry in enumerate(commit.entries, start=1):
            event = pb.TableEvent.FromString(entry.payload)
            kind = event.WhichOneof("kind") or ""
            if kind not in self._wanted:
                continue
            old_status = await status_before()
            change = Change(
                table_id=commit.table_id,
                version=commit.expected_version + offset,
                kind=kind,
                event=event,
                status=commit.status or old_status,
                status_before=old_status,
                time=commit.time or now,
                _load_before=load_before,
                _metadata_after=commit.metadata,
                store=self.inner,
            )
            for channel in self.channels:
                if kind not in channel.wants:
                    continue
                for outgoing in await channel.plan(change):
                    planned.append(
                        NewDelivery(
                            delivery_id=new_delivery_id(),
                            channel=channel.name,
                            version=change.version,
                            payload=outgoing.payload,
                            not_before=now + max(0.0, outgoing.delay),
                        )
                    )
        return planned

    async def commit(self, commit: Commit) -> None:
        deliveries = await self.plan(commit)
        if deliveries:
            commit = dataclasses.replace(commit, deliveries=[*commit.deliveries, *deliveries])
        await self.inner.commit(commit)
        if commit.deliveries:
            self.written()

    # ---- pass-through --------------------------------------------------------------------

    async def open(self) -> None:
        await self.inner.open()

    async def close(self) -> None:
        await self.inner.close()

    @property
    def notifier(self) -> Notifier:
        return self.inner.notifier

    async def create_table(
        self,
        table: TableRecord,
        credentials: Sequence[Credential] = (),
        idempotency: IdempotencyRecord | None = None,
    ) -> None:
        await self.inner.create_table(table, credentials, idempotency)

    async def get_table(self, table_id: str) -> TableRecord | None:
        return await self.inner.get_table(table_id)

    async def get_version(self, table_id: str) -> int | None:
        return await self.inner.get_version(table_id)

    async def list_tables(
        self,
        *,
        page_size: int,
        cursor: str = "",
        game: str | None = None,
        status: TableStatus | None = None,
        public_only: bool = True,
    ) -> TablePage:
        return await self.inner.list_tables(
            page_size=page_size, cursor=cursor, game=game, status=status, public_only=public_only
        )

    async def read_entries(
        self, table_id: str, after_version: int, limit: int | None = None
    ) -> list[Entry]:
        return await self.inner.read_entries(table_id, after_version, limit)

    async def latest_snapshot(self, table_id: str, at_most: int | None = None) -> Snapshot | None:
        return await self.inner.latest_snapshot(table_id, at_most)

    async def find_credential(self, token_hash: str) -> Credential | None:
        return await self.inner.find_credential(token_hash)

    async def get_idempotency(self, scope: str, request_id: str) -> IdempotencyRecord | None:
        return await self.inner.get_idempotency(scope, request_id)

    async def stats(self) -> StoreStats:
        return await self.inner.stats()

    async def claim_due(
        self, now: float, limit: int, lease_until: float, kind: str | None = None
    ) -> list[str]:
        return await self.inner.claim_due(now, limit, lease_until, kind)

    async def set_due(self, table_id: str, due: Due, at_version: int) -> None:
        await self.inner.set_due(table_id, due, at_version)

    async def claim_deliveries(self, now: float, limit: int, lease_until: float) -> list[Delivery]:
        return await self.inner.claim_deliveries(now, limit, lease_until)

    async def finish_delivery(self, delivery_id: str) -> None:
        await self.inner.finish_delivery(delivery_id)

    async def retry_delivery(self, delivery_id: str, next_attempt: float, error: str) -> None:
        await self.inner.retry_delivery(delivery_id, next_attempt, error)

    async def bury_delivery(self, delivery_id: str, now: float, error: str) -> None:
        await self.inner.bury_delivery(delivery_id, now, error)

    async def sweep_deliveries(self, dead_before: float) -> int:
        return await self.inner.sweep_deliveries(dead_before)

    async def outbox_counts(self) -> OutboxCounts:
        return await self.inner.outbox_counts()

    # the seats' notification contacts (service.notify) pass straight through
    async def get_contacts(self, table_id: str, seat: int) -> SeatContacts | None:
        return await self.inner.get_contacts(table_id, seat)

    async def table_contacts(self, table_id: str) -> list[SeatContacts]:
        return await self.inner.table_contacts(table_id)

    async def put_contacts(self, contacts: SeatContacts) -> None:
        await self.inner.put_contacts(contacts)

    async def delete_contacts(self, table_id: str) -> None:
        await self.inner.delete_contacts(table_id)

    async def server_key(self, name: str, proposed: str) -> str:
        return await self.inner.server_key(name, proposed)

    async def load_clock_offset(self, name: str = "conformance") -> float:
        return await self.inner.load_clock_offset(name)

    async def save_clock_offset(self, offset: float, name: str = "conformance") -> None:
        await self.inner.save_clock_offset(offset, name)
