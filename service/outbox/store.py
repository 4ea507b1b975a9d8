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
from collections.abc import Callable

from meeple.v1 import game_service_pb2 as pb

from service.outbox.channels import Change, Channels
from service.store.base import (
    Commit,
    NewDelivery,
    Store,
    TableRecord,
    TableStatus,
    VersionConflict,
)
from service.store.delegating import DelegatingStore


def new_delivery_id() -> str:
    """A fresh delivery id: random, so it says nothing a receiver could use otherwise."""
    return uuid.uuid4().hex


class OutboxStore(DelegatingStore):
    """``inner`` whose commits also write the deliveries ``channels`` plan for them;
    ``written`` is called after a commit that wrote some (the dispatcher's wake-up)."""

    def __init__(
        self, inner: Store, channels: Channels, written: Callable[[], None] = lambda: None
    ) -> None:
        super().__init__(inner)
        self.channels = channels
        self.written = written
        self._wanted = channels.wanted

    async def plan(self, commit: Commit) -> list[NewDelivery]:
        """The deliveries of ``commit``'s entries, one event at a time."""
        if not commit.entries or not self._wanted:
            return []
        before: list[TableRecord] = []

        async def record_before() -> TableRecord:
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
            return before[0]

        async def load_before() -> bytes:
            if commit.metadata_before is not None:
                return commit.metadata_before  # the caller's row at expected_version: no read
            return (await record_before()).metadata

        async def status_before() -> TableStatus:
            if commit.status_before is not None:
                return commit.status_before  # the caller's row at expected_version: no read
            return (await record_before()).status

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
                            only_if=outgoing.only_if,
                        )
                    )
        return planned

    async def commit(self, commit: Commit) -> int:
        deliveries = await self.plan(commit)
        if deliveries:
            commit = dataclasses.replace(commit, deliveries=[*commit.deliveries, *deliveries])
        queued = await self.inner.commit(commit)
        if queued:  # a delivery whose condition did not hold was not written: nothing to wake
            self.written()
        return queued
