"""UndoAction: a seat takes back its own last action, by the policy of :mod:`engines.undo`.

The service knows no game here either: it replays the table's log into a timeline
(:mod:`service.timeline`), asks it whether the seat may take its last action back, and commits
an ``undo`` entry (an ActionUndone event for everyone, naming what was taken back) with a
snapshot of the restored position, so that every process loads it from there. Nothing is
drawn: an undone action drew no chance, so the table's chance position does not move.
"""

from __future__ import annotations

from typing import Any

from meeple.v1 import game_service_pb2 as pb

from engines.contract import Game
from service import errors
from service.botwork.person import person_of_table
from service.live import LiveGame
from service.model import TableMeta, set_timestamp, table_name, timestamp
from service.rpc_input import (
    Caller,
    Principal,
    RequestLog,
    advanced,
    check_request_id,
    check_table_name,
    parse_message,
)
from service.seating.changes import read_meta, settle_seats, stamp_deadline
from service.seating.control import bot_plays, next_due
from service.seating.options import TablePolicy
from service.security import request_fingerprint
from service.store.base import (
    Commit,
    Due,
    Entry,
    IdempotencyRecord,
    NewEntry,
    TableRecord,
    TableStatus,
    VersionConflict,
)
from service.table_service import TableServiceBase
from service.timeline import Replayed, replay_table


def not_allowed(why: str, message: str) -> errors.ServiceError:
    return errors.precondition("UNDO_NOT_ALLOWED", message, why=why)


REFUSALS = {
    "OFF": "this table's undo option is off",
    "NOTHING": "there is no action to take back",
    "OTHER_SEAT": "another seat has acted since: your earlier actions are final",
    "CHANCE": "chance was drawn after that action: it is final",
    "REVEALED": "that action revealed information: it is final",
    "BOT": "a bot made that action: it is final",
    "TABLE_CHANGE": "the table changed since (a timeout, a seat): your actions are final",
}


class UndoMixin(TableServiceBase):
    """UndoAction."""

    async def undo_action(
        self, request: pb.UndoActionRequest, caller: Caller, rlog: RequestLog
    ) -> pb.UndoActionResponse:
        table_id = check_table_name(request.table, "table")
        request_id = check_request_id(request.request_id)
        rlog.bind(table=table_id)
        self._bind_request(rlog, request_id)
        record = await self._record(table_id)
        principal = await self._authorize("UndoAction", caller, record)
        seat = self._seat(principal)
        rlog.bind(seat=seat)
        game = self._game(record.game)
        # bound to the caller and to this RPC: a request id is a retry of this very request
        fingerprint = request_fingerprint(request, f"UndoAction:{principal.token_hash}")
        expected = request.expected_version if request.HasField("expected_version") else None

        async def attempt(current: TableRecord) -> pb.UndoActionResponse:
            return await self._undo_once(
                current, game, seat, principal, expected, request_id, fingerprint
            )

        async def retried(earlier: IdempotencyRecord) -> pb.UndoActionResponse:
            rlog.bind(retry=True)
            return parse_message(pb.UndoActionResponse, earlier.response)

        response = await self._commit_retrying(
            table_id,
            request_id,
            fingerprint,
            attempt,
            retried,
            record=record,
            conflict_ends=expected is not None,
        )
        rlog.bind(version=response.version)
        if request.include_decision:
            live = self.live.peek(table_id)
            if (
                live is not None
                and live.version == response.version
                and response.view.state == pb.Table.STATE_ACTIVE
            ):
                decision = self._decision(game, live, seat)
                if decision is not None:
                    response.decision.CopyFrom(decision)
        return response

    async def _undo_once(
        self,
        record: TableRecord,
        game: Game[Any, Any, Any, Any],
        seat: int,
        principal: Principal,
        expected: int | None,
        request_id: str,
        fingerprint: str,
    ) -> pb.UndoActionResponse:
        if expected is not None and expected != record.version:
            raise errors.aborted(
                "VERSION_MISMATCH",
                "the table is at another version",
                expected=str(expected),
                actual=str(record.version),
            )
        if record.status != TableStatus.ACTIVE:
            raise errors.precondition("TABLE_NOT_ACTIVE", "the game is not being played")
        shared, _, tracked = read_meta(record.metadata)
        if shared.table.service_options.get("undo", "own_turn") == "off":
            raise not_allowed("OFF", REFUSALS["OFF"])
        if bot_plays(shared.table, seat):
            raise errors.precondition(
                "SEAT_PLAYED_BY_BOT",
                "a bot plays this seat now; ReclaimSeat takes it back",
                seat=str(seat),
            )
        live = await self._live(record)
        assert live is not None
        if live.version != record.version:
            raise VersionConflict(record.table_id, record.version, live.version)
        replayed = await replay_table(self.store, game, record)
        if replayed is None or replayed.version != record.version:
            raise VersionConflict(record.table_id, record.version, None)
        timeline = replayed.timeline
        refusal = timeline.refusal(seat)
        if refusal is not None:
            raise not_allowed(refusal.value, REFUSALS[refusal.value])
        undone = timeline.undo(seat)
        assert isinstance(undone, int)
        state = timeline.state
        applied = parse_message(pb.TableEvent, replayed.entry(undone).payload).action_applied

        version = record.version + 1
        now = self.clock()
        event = pb.TableEvent(table=table_name(record.table_id), version=version)
        taken = event.action_undone
        taken.seat = seat
        taken.undone_version = undone
        taken.action.CopyFrom(applied.action)
        current = state.current_seat()
        if current is not None:
            taken.current_seat = current
        set_timestamp(event.commit_time, now)
        metadata = record.metadata
        due = None
        if tracked:
            meta = TableMeta.decode(record.metadata)
            due = settle_seats(meta, state, True, now)
            due = self._keep_clock(meta, replayed, undone, seat, now) or due
            stamp_deadline(event, meta.table)
            metadata = meta.encode()
        new_live = LiveGame(version, state, live.position)
        new_record = advanced(record, 1, TableStatus.ACTIVE, metadata, now)
        response = pb.UndoActionResponse(version=version)
        view = self._view(new_record, new_live, principal, into=response.view)
        response.etag = view.etag
        game_event = self._filter_event(game, event, principal, b"")
        response.event.CopyFrom(game_event)
        entry = NewEntry("undo", seat, event.SerializeToString(), b"", request_id)
        await self.store.commit(
            Commit(
                table_id=record.table_id,
                expected_version=record.version,
                entries=[entry],
                metadata=metadata if metadata is not record.metadata else None,
                idempotency=self._idempotency(
                    record.table_id, request_id, fingerprint, response, version
                ),
                # every undo has its snapshot: a load never replays an undo forward
                snapshot=self._snapshot(record.table_id, version, state, live.position),
                time=now,
                due=due,
            )
        )
        self.live.put(record.table_id, new_live)
        self.tables.advanced(
            record.version,
            new_record,
            Entry(
                record.table_id,
                version,
                entry.kind,
                seat,
                entry.payload,
                entry.chance,
                request_id,
                now,
            ),
            event,
        )
        await self._announce(record.table_id, version, due)
        return response

    @staticmethod
    def _keep_clock(
        meta: TableMeta, replayed: Replayed, undone: int, seat: int, now: float
    ) -> Due | None:
        """Turn clocks keep running through an undo: when the turn comes back to ``seat`` on a
        per-turn timer, its deadline is the one that ran before the undone action, not a new
        one. Returns the table's next due time when it changed."""
        table = meta.table
        policy = TablePolicy.of(table.service_options)
        if policy.timer != "per_turn" or not table.HasField("turn_clock"):
            return None
        if table.turn_clock.seat != seat or undone <= 1:
            return None
        before = parse_message(pb.TableEvent, replayed.entry(undone - 1).payload)
        if not before.HasField("turn_deadline"):
            return None
        deadline = before.turn_deadline
        if deadline.ToNanoseconds() >= table.turn_clock.deadline.ToNanoseconds():
            return None
        table.turn_clock.deadline.CopyFrom(deadline)
        start = deadline.ToNanoseconds() / 1e9 - policy.turn_seconds
        table.turn_clock.turn_start.CopyFrom(timestamp(start))
        return next_due(table, seat, True, now, person_of_table(meta))
