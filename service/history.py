"""The history RPCs: ListEvents and the WatchTable stream."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import grpc
from meeple.v1 import game_service_pb2 as pb

from engines.contract import Game
from service import authorization, errors
from service.authorization import Who
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
from service.store.base import (
    TableRecord,
    TableStatus,
)
from service.table_service import TableServiceBase
from service.watchers import Slot

#: table states whose seed is revealed, and with it every realised chance outcome
OVER = (TableStatus.FINISHED, TableStatus.ABANDONED)


#: a seat's decision at an event's version, its view (when asked for), and whether the seat's
#: own SubmitAction reply carried the decision already
Decided = tuple[pb.Decision | None, pb.TableView | None, bool]

#: TableView states after which a watch has nothing more to send
ENDED_STATES = (pb.Table.STATE_FINISHED, pb.Table.STATE_ABANDONED)


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


class HistoryMixin(TableServiceBase):
    """The history RPCs: ListEvents and the WatchTable stream."""

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
        table_id = record.table_id
        subscription = self.store.notifier.subscribe(table_id)
        closing = asyncio.ensure_future(self.closing.wait())
        # the server stopping wakes the stream, which then ends (see below)
        closing.add_done_callback(lambda _closed: subscription.wake())
        sent = 0
        # the stream ends (OK) once the caller has everything up to the end of the game
        ended = record.status in OVER
        # a seat's open stream is its presence at the table (service.presence)
        present = principal.who == Who.SEAT and principal.seat is not None and not ended
        # read before this stream's own arrival: its first wait then sends a heartbeat, and the
        # arriving page learns that it counts as present too
        generation = self.presence.generation(table_id)
        if present:
            assert principal.seat is not None
            self.presence.opened(table_id, principal.seat)
        try:
            deciding = principal.viewer if request.include_decision else None
            if request.HasField("after_version"):
                last = request.after_version
            else:
                live = await self._live(record)
                view = self._view(record, live, principal)
                last = view.version
                ended = view.state in ENDED_STATES
                snapshot = pb.WatchTableResponse(snapshot=view)
                if (
                    deciding is not None
                    and live is not None
                    and live.version == record.version
                    and record.status == TableStatus.ACTIVE
                ):
                    decision = self._decision(game, live, deciding)
                    if decision is not None:
                        snapshot.decision.CopyFrom(decision)
                yield snapshot
            # the entry this process just wrote comes from memory when only this process's
            # commits wake the stream; a timeout (another process may have written without a
            # wake-up here) and a cross-process wake-up (it may stand for several commits)
            # read the store
            local = not self.store.notifier.cross_process
            woken = True
            while True:
                cached = self.tables.entries_after(table_id, last) if woken and local else None
                entries = (
                    cached
                    if cached is not None
                    else await self.store.read_entries(table_id, last, 256)
                )
                for index, entry in enumerate(entries):
                    event = self._entry_event(
                        game,
                        entry,
                        principal,
                        record.status in OVER,
                        None if cached is None else self.tables.event_of(entry),
                    )
                    last = entry.version
                    finishes = ends_game(event)
                    ended = ended or finishes
                    decided: Decided = None, None, False
                    if deciding is not None and index == len(entries) - 1 and len(entries) < 256:
                        decided = await self._decided(
                            entry.version, record, game, principal, deciding, request.include_view
                        )
                    decision, seat_view, replied = decided
                    if request.decisions_only and (
                        replied or not (decision is not None or finishes)
                    ):
                        continue  # nothing for this seat: no message built
                    message = pb.WatchTableResponse(event=event)
                    if decision is not None:
                        message.decision.CopyFrom(decision)
                    if seat_view is not None:
                        message.view.CopyFrom(seat_view)
                    yield message
                    sent += 1
                if len(entries) == 256:
                    continue
                if ended:
                    return
                if self.closing.is_set():
                    raise shutting_down()
                woken = await subscription.wait(self.settings.heartbeat)
                if self.closing.is_set():
                    raise shutting_down()
                moved = self.presence.generation(table_id)
                if not woken or moved != generation:
                    # nothing happened for a while, or someone came or went: a heartbeat
                    generation = moved
                    beat = pb.Heartbeat(version=last)
                    beat.time.CopyFrom(timestamp(self.clock()))
                    yield pb.WatchTableResponse(heartbeat=beat)
        finally:
            closing.cancel()
            subscription.close()
            self.watchers.release(slot)
            if present:
                assert principal.seat is not None
                self.presence.closed(table_id, principal.seat)
            rlog.bind(events_sent=sent)

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
        decision = self._decision(game, live, seat)
        if decision is None:
            return None, None, False
        view = self._view(row, live, principal) if with_view else None
        return decision, view, seat in live.replied
