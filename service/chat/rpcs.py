"""The chat RPCs: SendMessage, ListMessages and MuteChat, and the messages a WatchTable stream
with ``include_messages`` carries (:meth:`ChatMixin._chat_messages`).

A message changes no version and is no event: it lives in the store beside the table
(:mod:`service.store.chat`) and wakes the table's watchers. Its words are never logged; the
request log carries the table, the seat and the message's sequence only.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict

from meeple.v1 import game_service_pb2 as pb

from service import errors
from service.chat.text import BURST, KEEP, RATE_SECONDS, check_message
from service.model import TableMeta, timestamp
from service.notify.channels import Notifications
from service.ratelimit import RateLimiter
from service.rpc_input import (
    Caller,
    RequestLog,
    check_request_id,
    check_table_name,
    make_page_token,
    page_token_version,
)
from service.store.base import TableRecord
from service.store.chat import ChatRow
from service.table_service import TableServiceBase

#: tables whose last message sequence this process remembers (the rest are read again)
SEEN_CAPACITY = 65_536

log = logging.getLogger("meeple.chat")


def chat_message(row: ChatRow) -> pb.ChatMessage:
    message = pb.ChatMessage(
        name=f"tables/{row.table_id}/messages/{row.sequence}",
        sequence=row.sequence,
        seat=row.seat,
        create_time=timestamp(row.create_time),
    )
    if row.reaction:
        message.reaction = row.reaction  # type: ignore[assignment]
    else:
        message.text = row.text
    return message


class ChatMixin(TableServiceBase):
    """A table's chat."""

    _chat_limiter: RateLimiter | None = None
    _chat_seen: OrderedDict[str, int] | None = None
    #: the e-mail and push channels (set by the server at start-up; None in bare cores)
    notifications: Notifications | None = None
    #: the wake-ups being sent (kept until done)
    _chat_wakes: set[asyncio.Task[None]] | None = None

    @property
    def chat_limiter(self) -> RateLimiter:
        """Each seat's bucket of messages (per process)."""
        if self._chat_limiter is None:
            self._chat_limiter = RateLimiter(1.0 / RATE_SECONDS, BURST)
        return self._chat_limiter

    def chat_seen(self, table_id: str) -> int | None:
        """The last sequence this process stored or read for the table (None: unknown)."""
        return None if self._chat_seen is None else self._chat_seen.get(table_id)

    def _saw_chat(self, table_id: str, sequence: int) -> None:
        if self._chat_seen is None:
            self._chat_seen = OrderedDict()
        seen = self._chat_seen
        seen[table_id] = max(sequence, seen.pop(table_id, 0))
        while len(seen) > SEEN_CAPACITY:
            seen.popitem(last=False)

    async def send_message(
        self, request: pb.SendMessageRequest, caller: Caller, rlog: RequestLog
    ) -> pb.SendMessageResponse:
        table_id = check_table_name(request.table, "table")
        rlog.bind(table=table_id)
        record = await self._current(table_id)
        principal = await self._authorize("SendMessage", caller, record)
        seat = self._seat(principal)
        rlog.bind(seat=seat)
        text, reaction = check_message(request.text, int(request.reaction))
        request_id = check_request_id(request.request_id)
        self._bind_request(rlog, request_id)
        if request_id:  # a retry is answered before the mute and the rate limit
            earlier = await self.store.find_chat(table_id, seat, request_id)
            if earlier is not None:
                return pb.SendMessageResponse(message=self._retried(earlier, text, reaction))
        if seat in await self.store.chat_mutes(table_id):
            raise errors.precondition("CHAT_MUTED", "the host muted this seat's chat")
        limiter = self.chat_limiter
        wait = limiter.delay(f"{table_id}:{seat}")
        if wait > 0:
            raise errors.exhausted(
                "RATE_LIMITED",
                "too many messages from this seat; retry later",
                retry_after=wait,
                limit=f"{BURST} at once, then one every {RATE_SECONDS:g} s",
            )
        conformance = TableMeta.decode(record.metadata).table.conformance
        row = ChatRow(table_id, 0, seat, text, reaction, request_id, self.clock_at(conformance))
        added = await self.store.add_chat(row, KEEP)
        if added is None:
            raise errors.exhausted(
                "TOO_MANY_MESSAGES",
                f"this table keeps {KEEP} messages already",
                limit=str(KEEP),
            )
        stored, fresh = added
        rlog.bind(message=stored.sequence)
        if not fresh:  # a retry that raced its original
            return pb.SendMessageResponse(message=self._retried(stored, text, reaction))
        self._saw_chat(table_id, stored.sequence)
        await self.store.notifier.publish(table_id, record.version)
        await self._chat_sent(record, stored)
        return pb.SendMessageResponse(message=chat_message(stored))

    @staticmethod
    def _retried(earlier: ChatRow, text: str, reaction: int) -> pb.ChatMessage:
        """The earlier message of a retry, if it is the same message (else REQUEST_ID_REUSED)."""
        if (earlier.text, earlier.reaction) != (text, reaction):
            raise errors.invalid(
                "REQUEST_ID_REUSED",
                "this request_id was used for a different message",
                field="request_id",
            )
        return chat_message(earlier)

    async def _chat_sent(self, record: TableRecord, row: ChatRow) -> None:
        """After a new message: each other seat whose person is away (no page open) may be
        told by her notification channels, in the background (never the words; the channels
        check her mute, her contacts, the table's state and their own hourly limit)."""
        notifications = self.notifications
        if notifications is None:
            return
        seats = len(TableMeta.decode(record.metadata).table.seats)
        away = [
            seat
            for seat in range(seats)
            if seat != row.seat and not self.presence.present(row.table_id, seat)
        ]
        if not away:
            return
        if self._chat_wakes is None:
            self._chat_wakes = set()
        task = asyncio.create_task(self._wake(notifications, row.table_id, away, row.seat))
        self._chat_wakes.add(task)
        task.add_done_callback(self._chat_wakes.discard)

    @staticmethod
    async def _wake(
        notifications: Notifications, table_id: str, seats: list[int], sender: int
    ) -> None:
        for seat in seats:
            try:
                await notifications.chat_wake(table_id, seat, sender)
            except Exception as error:  # best effort: a chat wake-up is never retried
                log.warning("a chat wake-up failed: %s", type(error).__name__)

    async def list_messages(
        self, request: pb.ListMessagesRequest, caller: Caller, rlog: RequestLog
    ) -> pb.ListMessagesResponse:
        table_id = check_table_name(request.table, "table")
        rlog.bind(table=table_id)
        if request.page_size < 0 or request.after_sequence < 0:
            field = "page_size" if request.page_size < 0 else "after_sequence"
            raise errors.invalid("INVALID_FIELD", f"{field} must not be negative", field=field)
        page_size = min(request.page_size or 100, 1000)
        start = max(request.after_sequence, page_token_version(request.page_token))
        record = await self._current(table_id)
        principal = await self._authorize("ListMessages", caller, record)
        rlog.bind(seat=principal.viewer)
        rows = await self.store.list_chat(table_id, start, page_size + 1)
        response = pb.ListMessagesResponse(
            messages=[chat_message(row) for row in rows[:page_size]],
            muted_seats=await self.store.chat_mutes(table_id),
        )
        if len(rows) > page_size:
            response.next_page_token = make_page_token(rows[page_size - 1].sequence)
        return response

    async def mute_chat(
        self, request: pb.MuteChatRequest, caller: Caller, rlog: RequestLog
    ) -> pb.MuteChatResponse:
        table_id = check_table_name(request.table, "table")
        rlog.bind(table=table_id)
        record = await self._current(table_id)
        await self._authorize("MuteChat", caller, record)
        check_request_id(request.request_id)
        seats = len(TableMeta.decode(record.metadata).table.seats)
        if not 0 <= request.seat < seats:
            raise errors.invalid("INVALID_FIELD", "no such seat", field="seat")
        rlog.bind(seat=request.seat)
        muted = await self.store.chat_mutes(table_id)
        if (request.seat in muted) != request.muted:
            await self.store.set_chat_mute(table_id, request.seat, request.muted)
            muted = await self.store.chat_mutes(table_id)
        return pb.MuteChatResponse(muted_seats=muted)

    async def _chat_messages(
        self, table_id: str, after: int, local_wake: bool
    ) -> list[pb.ChatMessage]:
        """A watch's messages after sequence ``after``: read from the store unless this
        process's own sends woke it and it knows there is nothing new (``local_wake``)."""
        if local_wake:
            seen = self.chat_seen(table_id)
            if seen is not None and seen <= after:
                return []
        rows = await self.store.list_chat(table_id, after, KEEP)
        if rows:
            self._saw_chat(table_id, rows[-1].sequence)
        elif after == 0:
            self._saw_chat(table_id, 0)  # none at all yet
        return [chat_message(row) for row in rows]
