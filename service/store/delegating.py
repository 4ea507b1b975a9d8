"""A :class:`Store` that passes every call to an inner store: the base of the stores that wrap
the server's store to add to a few calls (the outbox's deliveries, the metrics' timings), which
override only those."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from service.store.base import (
    Commit,
    Credential,
    Delivery,
    Due,
    Entry,
    IdempotencyRecord,
    Notifier,
    OutboxCounts,
    Snapshot,
    Store,
    StoreStats,
    TablePage,
    TableRecord,
    TableStatus,
)
from service.store.chat import ChatRow
from service.store.contacts import SeatContacts
from service.store.reviews import ReviewRow


class DelegatingStore(Store):
    """Every call of ``inner``, unchanged."""

    def __init__(self, inner: Store) -> None:
        self.inner = inner

    async def commit(self, commit: Commit) -> int:
        return await self.inner.commit(commit)

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

    async def claim_due_owners(
        self,
        now: float,
        limit: int,
        lease_until: float,
        kind: str | None = None,
        skip: Sequence[str] = (),
    ) -> list[tuple[str, str]]:
        return await self.inner.claim_due_owners(now, limit, lease_until, kind, skip)

    async def any_due(self, now: float) -> bool:
        return await self.inner.any_due(now)

    async def set_due(self, table_id: str, due: Due, at_version: int) -> None:
        await self.inner.set_due(table_id, due, at_version)

    async def claim_deliveries(
        self,
        now: float,
        limit: int,
        lease_until: float,
        channel: str | None = None,
        other_than: Sequence[str] = (),
    ) -> list[Delivery]:
        return await self.inner.claim_deliveries(now, limit, lease_until, channel, other_than)

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

    # the queue of game reviews (service.reviews) passes straight through
    async def add_review(self, row: ReviewRow) -> ReviewRow:
        return await self.inner.add_review(row)

    async def get_review(self, table_id: str) -> ReviewRow | None:
        return await self.inner.get_review(table_id)

    async def open_reviews(self, owner: str) -> int:
        return await self.inner.open_reviews(owner)

    async def claim_review(self, now: float, until: float) -> ReviewRow | None:
        return await self.inner.claim_review(now, until)

    async def save_review(self, row: ReviewRow, held_until: float) -> bool:
        return await self.inner.save_review(row, held_until)

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

    # ---- the record reviews' queue: every call of the inner store's -------------------------

    async def _record_review_rows(
        self, statement: str, parameters: tuple[Any, ...], write: bool = False
    ) -> list[Sequence[Any]]:
        return await self.inner._record_review_rows(statement, parameters, write)

    # ---- the chat: every call of the inner store's ------------------------------------------

    async def _chat_rows(
        self, statement: str, parameters: tuple[Any, ...], write: bool = False
    ) -> list[Sequence[Any]]:
        return await self.inner._chat_rows(statement, parameters, write)

    async def add_chat(self, row: ChatRow, keep: int) -> tuple[ChatRow, bool] | None:
        return await self.inner.add_chat(row, keep)

    async def find_chat(self, table_id: str, seat: int, request_id: str) -> ChatRow | None:
        return await self.inner.find_chat(table_id, seat, request_id)

    async def list_chat(self, table_id: str, after: int, limit: int) -> list[ChatRow]:
        return await self.inner.list_chat(table_id, after, limit)

    async def last_chat(self, table_id: str) -> int:
        return await self.inner.last_chat(table_id)

    async def chat_mutes(self, table_id: str) -> list[int]:
        return await self.inner.chat_mutes(table_id)

    async def set_chat_mute(self, table_id: str, seat: int, muted: bool) -> None:
        await self.inner.set_chat_mute(table_id, seat, muted)
