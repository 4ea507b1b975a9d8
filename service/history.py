"""The history RPCs: ListEvents and the WatchTable stream."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import grpc
from meeple.v1 import game_service_pb2 as pb

from engines.contract import Game
from service import authorization, errors
from service.authorization import Who
from service.chat.rpcs import ChatMixin
from service.model import (
    timestamp,
)
from service.rpc_input import (
    Caller,
    Principal,
    RequestLog,
    check_table_name,
    make_page_token,
    page_token_version,
)
from service.seating.changes import read_meta
from service.store.base import Entry, Subscription, TableRecord, TableStatus
from service.watchers import Slot

#: table states whose seed is revealed, and with it every realised chance outcome
OVER = (TableStatus.FINISHED, TableStatus.ABANDONED)


#: a seat's decision at an event's version, its view (when asked for), and whether the seat's
#: own SubmitAction reply carried the decision already
Decided = tuple[pb.Decision | None, pb.TableView | None, bool]

#: TableView states after which a watch has nothing more to send
ENDED_STATES = (pb.Table.STATE_FINISHED, pb.Table.STATE_ABANDONED)


#: the most entries a watch reads at once
WATCH_PAGE = 256


@dataclass(slots=True)
class _Stream:
    """One WatchTable stream: what it watches, for whom, and where it stands."""

    record: TableRecord
    game: Game[Any, Any, Any, Any]
    principal: Principal
    request: pb.WatchTableRequest
    #: the seat whose decisions the stream carries (include_decision), else None
    deciding: int | None
    #: a conformance table's heartbeats tell the service clock's time
    conformance: bool
    #: the caller has everything up to the end of the game: the stream ends (OK)
    ended: bool
    #: the presence generation last told (a change sends a heartbeat)
    generation: int
    #: the last version sent (or the one the stream starts after)
    last: int = 0
    #: events sent
    sent: int = 0
    #: the last chat message sequence sent (with include_messages)
    chat: int = 0


def negative_version(version: int) -> errors.ServiceError:
    return errors.invalid(
        "NEGATIVE_VERSION",
        "after_version must not be negative",
        field="after_version",
        value=str(version),
    )


def shutting_down() -> errors.ServiceError:
    """A watch the server ends while stopping: the client reconnects (to another replica)."""
    return errors.ServiceError(
        grpc.StatusCode.UNAVAILABLE, "SERVER_SHUTTING_DOWN", "the server is shutting down"
    )


def ends_game(event: pb.TableEvent) -> bool:
    """Whether the event finished the game or abandoned the table."""
    kind = event.WhichOneof("kind")
    return (
        (kind == "action_applied" and event.action_applied.HasField("outcome"))
        or (kind == "seat_left" and event.seat_left.table_abandoned)
        or kind == "table_abandoned"
    )


class HistoryMixin(ChatMixin):
    """The history RPCs: ListEvents and the WatchTable stream (with the chat's messages)."""

    async def list_events(
        self, request: pb.ListEventsRequest, caller: Caller, rlog: RequestLog
    ) -> pb.ListEventsResponse:
        table_id = check_table_name(request.table, "table")
        rlog.bind(table=table_id)
        if request.after_version < 0:
            raise negative_version(request.after_version)
        if request.page_size < 0:
            raise errors.invalid("INVALID_FIELD", "page_size must not be negative")
        page_size = min(request.page_size or 100, 1000)
        start = max(request.after_version, page_token_version(request.page_token))
        record = await self._record(table_id)
        principal = await self._authorize("ListEvents", caller, record)
        rlog.bind(seat=principal.viewer)
        game = self._game(record.game)
        entries = await self.store.read_entries(table_id, start, page_size + 1)
        response = pb.ListEventsResponse(
            events=[
                self._entry_event(game, e, principal, record.status in OVER)
                for e in entries[:page_size]
            ]
        )
        if len(entries) > page_size:
            response.next_page_token = make_page_token(entries[page_size - 1].version)
        return response

    async def watch_table(
        self, request: pb.WatchTableRequest, caller: Caller, rlog: RequestLog
    ) -> AsyncIterator[pb.WatchTableResponse]:
        table_id = check_table_name(request.table, "table")
        rlog.bind(table=table_id)
        record = await self._record(table_id)
        principal = await self._authorize("WatchTable", caller, record)
        rlog.bind(seat=principal.viewer)
        if request.include_decision:
            # legal actions go to the seat that may ask for them, exactly as ListLegalActions
            authorization.check("ListLegalActions", principal.who, record.public)
        elif request.include_view or request.decisions_only:
            raise errors.invalid(
                "INVALID_FIELD",
                "include_view and decisions_only need include_decision",
                field="include_decision",
            )
        game = self._game(record.game)
        if request.after_message < 0:
            raise errors.invalid(
                "INVALID_FIELD", "after_message must not be negative", field="after_message"
            )
        if request.HasField("after_version") and request.after_version < 0:
            raise negative_version(request.after_version)
        if request.HasField("after_version") and request.after_version > record.version:
            raise errors.invalid(
                "VERSION_AHEAD",
                "after_version is beyond the table's version",
                field="after_version",
                version=str(record.version),
            )
        # seats, the host and the admin always find a slot (bounded per credential); spectators
        # and anonymous watchers share the table's slots, bounded per connection
        reserved = principal.who in (Who.SEAT, Who.HOST, Who.ADMIN)
        client = (
            f"credential:{principal.token_hash or principal.who}"
            if reserved
            else f"peer:{caller.peer}"
        )
        slot = self.watchers.acquire(table_id, client, shared=not reserved)
        return self._watch(record, game, principal, request, rlog, slot)

    async def _watch(
        self,
        record: TableRecord,
        game: Game[Any, Any, Any, Any],
        principal: Principal,
        request: pb.WatchTableRequest,
        rlog: RequestLog,
        slot: Slot,
    ) -> AsyncIterator[pb.WatchTableResponse]:
        """The stream: the snapshot (unless it starts after a version), then every entry's
        message as it is committed, heartbeats when idle; it ends (OK) once the caller has
        everything up to the end of the game. A seat's open stream is its presence."""
        table_id = record.table_id
        conformance = read_meta(record.metadata)[0].table.conformance
        subscription = self.store.notifier.subscribe(table_id)
        closing = asyncio.ensure_future(self.closing.wait())
        # the server stopping wakes the stream, which then ends (see _wait)
        closing.add_done_callback(lambda _closed: subscription.wake())
        stream = _Stream(
            record=record,
            game=game,
            principal=principal,
            request=request,
            deciding=principal.viewer if request.include_decision else None,
            conformance=conformance,
            ended=record.status in OVER,
            # read before this stream's own arrival: its first wait then sends a heartbeat,
            # and the arriving page learns that it counts as present too
            generation=self.presence.generation(table_id),
        )
        seat = principal.seat if principal.who == Who.SEAT and not stream.ended else None
        if seat is not None:
            self.presence.opened(table_id, seat)
        chat = request.include_messages
        stream.chat = request.after_message
        try:
            if request.HasField("after_version"):
                stream.last = request.after_version
            else:
                yield await self._opening(stream)
            # the entry this process just wrote comes from memory when only this process's
            # commits wake the stream; a timeout (another process may have written without a
            # wake-up here) and a cross-process wake-up (it may stand for several commits)
            # read the store
            local = not self.store.notifier.cross_process
            woken = True
            while True:
                entries, from_memory = await self._page(stream, woken and local)
                for index, entry in enumerate(entries):
                    decide = index == len(entries) - 1 and len(entries) < WATCH_PAGE
                    message = await self._entry_message(stream, entry, from_memory, decide)
                    if message is not None:
                        yield message
                        stream.sent += 1
                if len(entries) == WATCH_PAGE:
                    continue
                if chat:
                    # the chat goes on after the game: such a stream ends when its client goes
                    for said in await self._chat_messages(table_id, stream.chat, woken and local):
                        stream.chat = said.sequence
                        yield pb.WatchTableResponse(message=said)
                elif stream.ended:
                    return
                woken = await self._wait(subscription)
                beat = self._heartbeat(stream, woken)
                if beat is not None:
                    yield beat
        finally:
            closing.cancel()
            subscription.close()
            self.watchers.release(slot)
            if seat is not None:
                self.presence.closed(table_id, seat)
            rlog.bind(events_sent=stream.sent)

    async def _opening(self, stream: _Stream) -> pb.WatchTableResponse:
        """The snapshot a stream without after_version starts with: the caller's view, and the
        seat's decision when it decides now."""
        record = stream.record
        live = await self._live(record)
        view = self._view(record, live, stream.principal)
        stream.last = view.version
        stream.ended = view.state in ENDED_STATES
        snapshot = pb.WatchTableResponse(snapshot=view)
        if (
            stream.deciding is not None
            and live is not None
            and live.version == record.version
            and record.status == TableStatus.ACTIVE
        ):
            decision = self._person_decision(record, stream.game, live, stream.deciding)
            if decision is not None:
                snapshot.decision.CopyFrom(decision)
        return snapshot

    async def _page(self, stream: _Stream, from_memory: bool) -> tuple[list[Entry], bool]:
        """The entries after the stream's last version (at most a page), and whether they
        came from memory."""
        table_id = stream.record.table_id
        cached = self.tables.entries_after(table_id, stream.last) if from_memory else None
        if cached is not None:
            return cached, True
        return await self.store.read_entries(table_id, stream.last, WATCH_PAGE), False

    async def _entry_message(
        self, stream: _Stream, entry: Entry, from_memory: bool, decide: bool
    ) -> pb.WatchTableResponse | None:
        """One entry's message: its event as the watcher may see it, with the seat's decision
        (and view) at that version when ``decide``; None when decisions_only leaves nothing
        for the seat. The stream moves past the entry either way."""
        event = self._entry_event(
            stream.game,
            entry,
            stream.principal,
            stream.record.status in OVER,
            self.tables.event_of(entry) if from_memory else None,
        )
        stream.last = entry.version
        finishes = ends_game(event)
        stream.ended = stream.ended or finishes
        decided: Decided = None, None, False
        if decide and stream.deciding is not None:
            decided = await self._decided(
                entry.version,
                stream.record,
                stream.game,
                stream.principal,
                stream.deciding,
                stream.request.include_view,
            )
        decision, seat_view, replied = decided
        if stream.request.decisions_only and (replied or not (decision is not None or finishes)):
            return None  # nothing for this seat: no message built
        message = pb.WatchTableResponse(event=event)
        if decision is not None:
            message.decision.CopyFrom(decision)
        if seat_view is not None:
            message.view.CopyFrom(seat_view)
        return message

    async def _wait(self, subscription: Subscription) -> bool:
        """Until a commit wakes the stream (True) or a heartbeat's time passes (False); the
        server stopping ends the stream (the client reconnects)."""
        if self.closing.is_set():
            raise shutting_down()
        woken = await subscription.wait(self.settings.heartbeat)
        if self.closing.is_set():
            raise shutting_down()
        return woken

    def _heartbeat(self, stream: _Stream, woken: bool) -> pb.WatchTableResponse | None:
        """A heartbeat when nothing happened for a while, or someone came or went."""
        moved = self.presence.generation(stream.record.table_id)
        if woken and moved == stream.generation:
            return None
        stream.generation = moved
        beat = pb.Heartbeat(version=stream.last)
        beat.time.CopyFrom(timestamp(self.clock_at(stream.conformance)))
        return pb.WatchTableResponse(heartbeat=beat)

    async def _decided(
        self,
        version: int,
        record: TableRecord,
        game: Game[Any, Any, Any, Any],
        principal: Principal,
        seat: int,
        with_view: bool,
    ) -> Decided:
        """``seat``'s decision (and view, with ``with_view``) at the event's ``version`` when the
        seat must decide then, and whether the seat's own SubmitAction reply carried that
        decision already. The table's row at that version comes from memory when this process
        wrote or read it last, else from the store; when the table has moved on already, the
        later event carries the decision instead."""
        cached = self.tables.get(record.table_id)
        row = (
            cached.record
            if cached is not None and cached.record.version == version
            else await self._current(record.table_id)
        )
        if row.version != version or row.status != TableStatus.ACTIVE:
            return None, None, False
        live = await self.live.get(record.table_id, game, version)
        if live.version != version:
            return None, None, False
        decision = self._person_decision(row, game, live, seat)
        if decision is None:
            return None, None, False
        view = self._view(row, live, principal) if with_view else None
        return decision, view, seat in live.replied
