"""The seat RPCs: AddBot, FreeSeat, ReclaimSeat, AbandonTable, and AdvanceClock (conformance)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TypeVar

from google.protobuf.message import Message
from meeple.v1 import game_service_pb2 as pb

from service import authorization, errors
from service.lobby import LobbyMixin
from service.model import TableMeta, timestamp
from service.rpc_input import (
    COMMIT_ATTEMPTS,
    Caller,
    Principal,
    RequestLog,
    check_request_id,
    check_table_name,
    parse_message,
)
from service.seating.changes import settle_seats
from service.seating.clock import AdjustableClock
from service.seating.control import BOT, put_bot, return_to_person
from service.seating.levels import from_spec
from service.security import hash_token, new_token
from service.store.base import (
    Commit,
    Credential,
    CredentialKind,
    Due,
    IdempotencyRecord,
    TableRecord,
    TableStatus,
    VersionConflict,
)

MAX_ADVANCE_SECONDS = 86_400


@dataclass(slots=True)
class SeatChange:
    """What one seat RPC changes, computed from the current record (meta is changed in place)."""

    event: pb.TableEvent
    seat: int | None = None
    status: TableStatus | None = None
    add: list[Credential] = field(default_factory=list)
    revoke: list[str] = field(default_factory=list)
    #: a fresh invite token to hand back (FreeSeat during a game); never stored
    invite: str = ""


Build = Callable[[TableRecord, TableMeta, float], Awaitable[SeatChange]]
ResponseT = TypeVar("ResponseT", bound=Message)


class SeatingMixin(LobbyMixin):
    """AddBot, FreeSeat, ReclaimSeat, AbandonTable and AdvanceClock."""

    #: set by the server: fires what is due (AdvanceClock waits for it)
    run_due: Callable[[], Awaitable[None]] | None = None

    async def _authorized(self, rpc: str, table_id: str, caller: Caller) -> Principal:
        authorization.precheck(rpc, caller.token, caller.malformed)
        return await self._authorize(rpc, caller, await self._record(table_id))

    async def _change(
        self,
        table_id: str,
        request: Message,
        request_id: str,
        build: Build,
        respond: Callable[[pb.Table, SeatChange], ResponseT],
        rlog: RequestLog,
    ) -> tuple[ResponseT, bool]:
        """Commit one seat change with the usual retry and idempotency rules. Returns the
        response and whether it is a retry's stored one (the caller re-issues any secret)."""
        fingerprint, earlier = await self._idempotent(table_id, request_id, request)
        kind = type(respond(pb.Table(), SeatChange(pb.TableEvent())))
        if earlier is not None:
            return parse_message(kind, earlier.response), True

        async def attempt(record: TableRecord) -> tuple[ResponseT, bool]:
            meta = TableMeta.decode(record.metadata)
            now = self.clock_at(meta.table.conformance)
            change = await build(record, meta, now)
            status = change.status or record.status
            due: Due | None = None
            if status == TableStatus.ACTIVE:
                live = await self._live(record)
                assert live is not None
                due = settle_seats(meta, live.state, True, now)
            new_record, table = await self._commit_seat_event(
                record, meta, change.event, change.event.WhichOneof("kind") or "seat",
                change.seat, status, now, due, request_id, fingerprint,
                lambda table: respond(table, SeatChange(change.event)),
                add=change.add, revoke=change.revoke,
            )  # fmt: skip
            response = respond(table, change)
            rlog.bind(version=new_record.version)
            return response, False

        async def retried(earlier: IdempotencyRecord) -> tuple[ResponseT, bool]:
            return parse_message(kind, earlier.response), True

        return await self._commit_retrying(table_id, request_id, fingerprint, attempt, retried)

    # ---- AddBot ------------------------------------------------------------------------------

    async def add_bot(
        self, request: pb.AddBotRequest, caller: Caller, rlog: RequestLog
    ) -> pb.AddBotResponse:
        table_id = check_table_name(request.table, "table")
        request_id = check_request_id(request.request_id)
        rlog.bind(table=table_id, request_id=request_id)
        level = from_spec(request.bot, "bot")
        await self._authorized("AddBot", table_id, caller)

        async def build(record: TableRecord, meta: TableMeta, now: float) -> SeatChange:
            seats = meta.table.seats
            if request.HasField("seat") and not 0 <= request.seat < len(seats):
                raise errors.invalid("INVALID_FIELD", "no such seat", field="seat")
            replaced = False
            if request.keep_seat:
                return keep_seat(record, meta, request.seat if request.HasField("seat") else -1)
            if record.status == TableStatus.WAITING:
                free = [s.index for s in seats if s.state == pb.Seat.STATE_EMPTY]
                index = request.seat if request.HasField("seat") else (free or [-1])[0]
                if index < 0:
                    raise errors.precondition("TABLE_FULL", "every seat is taken")
                if index not in free:
                    raise errors.precondition("SEAT_TAKEN", "that seat is taken", seat=str(index))
            elif record.status == TableStatus.ACTIVE:
                if not request.HasField("seat"):
                    raise errors.invalid("MISSING_FIELD", "seat is required", field="seat")
                index = request.seat
                if not (seats[index].absent or seats[index].state == pb.Seat.STATE_EMPTY):
                    raise errors.precondition(
                        "SEAT_NOT_ABSENT",
                        "only an absent player's seat gets a bot",
                        seat=str(index),
                    )
                replaced = seats[index].absent
            else:
                raise errors.precondition("TABLE_NOT_ACTIVE", "the game is over")
            seat = seats[index]
            revoke = [meta.seat_hashes.pop(index)] if index in meta.seat_hashes else []
            seat.state = pb.Seat.STATE_TAKEN
            seat.display_name = f"{level.text()} bot"
            seat.reserved = False  # the host gives a rematch seat nobody came for to a bot
            seat.absent = False
            seat.reclaiming = False
            put_bot(seat, level)
            event = pb.TableEvent(
                bot_seated=pb.BotSeated(seat=index, bot=level.spec(), replaced_player=replaced)
            )
            return SeatChange(event, seat=index, revoke=revoke)

        def keep_seat(record: TableRecord, meta: TableMeta, index: int) -> SeatChange:
            """The bot plays for an away person, who keeps the seat to come back to."""
            if record.status != TableStatus.ACTIVE:
                raise errors.precondition(
                    "TABLE_NOT_ACTIVE", "keep_seat is for a game being played"
                )
            if index < 0:
                raise errors.invalid("MISSING_FIELD", "seat is required", field="seat")
            seat = meta.table.seats[index]
            if seat.player == BOT or seat.state != pb.Seat.STATE_TAKEN:
                raise errors.precondition(
                    "SEAT_PLAYED_BY_BOT", "a bot plays this seat already", seat=str(index)
                )
            if self.presence.present(table_id, index):
                raise errors.precondition(
                    "PLAYER_PRESENT", "the seat's player has the table open", seat=str(index)
                )
            put_bot(seat, level)
            seat.absent = True
            seat.reclaiming = False
            event = pb.TableEvent(
                bot_seated=pb.BotSeated(seat=index, bot=level.spec(), for_absent_player=True)
            )
            return SeatChange(event, seat=index)

        def respond(table: pb.Table, change: SeatChange) -> pb.AddBotResponse:
            return pb.AddBotResponse(table=table, seat=change.event.bot_seated.seat)

        response, retried = await self._change(table_id, request, request_id, build, respond, rlog)
        if (
            not retried
            and response.table.auto_start
            and all(s.state == pb.Seat.STATE_TAKEN for s in response.table.seats)
            and response.table.state == pb.Table.STATE_WAITING
        ):
            await self._auto_start(table_id)
        return response

    async def _auto_start(self, table_id: str) -> None:
        """A table with auto_start whose last seat a bot took starts as if the host started it."""
        try:
            await self._start_as(table_id)
        except errors.ServiceError as error:
            if error.reason != "TABLE_NOT_WAITING":
                raise

    # ---- FreeSeat ----------------------------------------------------------------------------

    async def free_seat(
        self, request: pb.FreeSeatRequest, caller: Caller, rlog: RequestLog
    ) -> pb.FreeSeatResponse:
        table_id = check_table_name(request.table, "table")
        request_id = check_request_id(request.request_id)
        rlog.bind(table=table_id, request_id=request_id)
        await self._authorized("FreeSeat", table_id, caller)

        async def build(record: TableRecord, meta: TableMeta, now: float) -> SeatChange:
            seats = meta.table.seats
            if not 0 <= request.seat < len(seats):
                raise errors.invalid("INVALID_FIELD", "no such seat", field="seat")
            seat = seats[request.seat]
            change = SeatChange(
                pb.TableEvent(seat_freed=pb.SeatFreed(seat=request.seat)), seat=request.seat
            )
            if record.status == TableStatus.WAITING:
                if seat.player != BOT:
                    raise errors.precondition(
                        "SEAT_NOT_BOT",
                        "before the start only a bot's seat is freed",
                        seat=str(request.seat),
                    )
                seats[request.seat].CopyFrom(pb.Seat(index=request.seat, state=pb.Seat.STATE_EMPTY))
                return change
            if record.status != TableStatus.ACTIVE:
                raise errors.precondition("TABLE_NOT_ACTIVE", "the game is over")
            if not seat.absent:
                raise errors.precondition(
                    "SEAT_NOT_ABSENT",
                    "only an absent player's seat is freed",
                    seat=str(request.seat),
                )
            if request.seat in meta.seat_hashes:
                change.revoke.append(meta.seat_hashes.pop(request.seat))
            seat.state = pb.Seat.STATE_EMPTY
            seat.display_name = ""
            seat.absent = False
            change.invite, old, new = self._rotate_invite(meta, table_id)
            change.revoke.append(old)
            change.add.append(new)
            return change

        def respond(table: pb.Table, change: SeatChange) -> pb.FreeSeatResponse:
            response = pb.FreeSeatResponse(table=table)
            if change.invite:
                response.invite_token = change.invite
                response.invite_link = self._link(table_id, "invite", change.invite)
            return response

        response, retried = await self._change(table_id, request, request_id, build, respond, rlog)
        if not retried or response.table.state != pb.Table.STATE_ACTIVE:
            return response
        # a retry: the same change, with a freshly issued invite replacing the first one
        return await self._retry_invite(table_id, response)

    @staticmethod
    def _rotate_invite(meta: TableMeta, table_id: str) -> tuple[str, str, Credential]:
        """A fresh invite: (token, hash of the one it replaces, its credential)."""
        token = new_token()
        old = meta.invite_hash
        meta.invite_hash = hash_token(token)
        return token, old, Credential(meta.invite_hash, table_id, CredentialKind.INVITE)

    async def _retry_invite(
        self, table_id: str, earlier: pb.FreeSeatResponse
    ) -> pb.FreeSeatResponse:
        for _ in range(COMMIT_ATTEMPTS):
            record = await self._record(table_id)
            meta = TableMeta.decode(record.metadata)
            token, old, credential = self._rotate_invite(meta, table_id)
            try:
                await self.store.commit(
                    Commit(
                        table_id=table_id,
                        expected_version=record.version,
                        metadata=meta.encode(),
                        add_credentials=[credential],
                        revoke_credentials=[old],
                        time=record.update_time,
                    )
                )
            except VersionConflict:
                continue
            return pb.FreeSeatResponse(
                table=earlier.table,
                invite_token=token,
                invite_link=self._link(table_id, "invite", token),
            )
        raise errors.aborted("VERSION_MISMATCH", "the table kept changing; retry")

    # ---- ReclaimSeat -------------------------------------------------------------------------

    async def reclaim_seat(
        self, request: pb.ReclaimSeatRequest, caller: Caller, rlog: RequestLog
    ) -> pb.ReclaimSeatResponse:
        table_id = check_table_name(request.table, "table")
        request_id = check_request_id(request.request_id)
        rlog.bind(table=table_id, request_id=request_id)
        principal = await self._authorized("ReclaimSeat", table_id, caller)
        index = self._seat(principal)
        rlog.bind(seat=index)

        async def build(record: TableRecord, meta: TableMeta, now: float) -> SeatChange:
            if record.status != TableStatus.ACTIVE:
                raise errors.precondition("TABLE_NOT_ACTIVE", "the game is not being played")
            seat = meta.table.seats[index]
            if not seat.absent:
                raise errors.precondition("SEAT_NOT_ABSENT", "the seat is not absent")
            live = await self._live(record)
            assert live is not None
            return_to_person(seat, index, live.state.current_seat())
            event = pb.TableEvent(
                seat_reclaimed=pb.SeatReclaimed(seat=index, after_turn=seat.reclaiming)
            )
            return SeatChange(event, seat=index)

        def respond(table: pb.Table, change: SeatChange) -> pb.ReclaimSeatResponse:
            return pb.ReclaimSeatResponse(table=table)

        response, _ = await self._change(table_id, request, request_id, build, respond, rlog)
        return response

    # ---- AbandonTable ------------------------------------------------------------------------

    async def abandon_table(
        self, request: pb.AbandonTableRequest, caller: Caller, rlog: RequestLog
    ) -> pb.AbandonTableResponse:
        table_id = check_table_name(request.table, "table")
        request_id = check_request_id(request.request_id)
        rlog.bind(table=table_id, request_id=request_id)
        await self._authorized("AbandonTable", table_id, caller)

        async def build(record: TableRecord, meta: TableMeta, now: float) -> SeatChange:
            if record.status not in (TableStatus.WAITING, TableStatus.ACTIVE):
                raise errors.precondition("TABLE_NOT_ACTIVE", "the game is over")
            event = pb.TableEvent(table_abandoned=pb.TableAbandoned())
            return SeatChange(event, status=TableStatus.ABANDONED)

        def respond(table: pb.Table, change: SeatChange) -> pb.AbandonTableResponse:
            return pb.AbandonTableResponse(table=table)

        response, _ = await self._change(table_id, request, request_id, build, respond, rlog)
        return response

    # ---- AdvanceClock ------------------------------------------------------------------------

    async def advance_clock(
        self, request: pb.AdvanceClockRequest, caller: Caller, rlog: RequestLog
    ) -> pb.AdvanceClockResponse:
        if not self.settings.conformance_mode or not isinstance(self.clock, AdjustableClock):
            raise errors.precondition(
                "CONFORMANCE_MODE_DISABLED", "the clock moves only in conformance mode"
            )
        authorization.check_server_admin(
            "AdvanceClock", caller.token, caller.malformed, self._is_admin(caller)
        )
        seconds = duration_seconds(request)
        if not 0 < seconds <= MAX_ADVANCE_SECONDS:
            raise errors.invalid(
                "INVALID_FIELD", "duration must be positive and at most a day", field="duration"
            )
        now = self.clock.advance(seconds)
        # kept in the store: a restarted server's conformance tables keep their time
        await self.store.save_clock_offset(self.clock.offset)
        rlog.bind(advanced_s=seconds)
        if self.run_due is not None:
            await self.run_due()
        return pb.AdvanceClockResponse(time=timestamp(now))


#: the nanos of a google.protobuf.Duration lie within +-(10^9 - 1)
MAX_NANOS = 999_999_999


def duration_seconds(request: pb.AdvanceClockRequest) -> float:
    """The request's duration in seconds, or INVALID_ARGUMENT when it is missing or not a valid
    Duration (nanos out of range, or of another sign than seconds)."""
    if not request.HasField("duration"):
        raise errors.invalid("MISSING_FIELD", "duration is required", field="duration")
    duration = request.duration
    seconds, nanos = duration.seconds, duration.nanos
    if not -MAX_NANOS <= nanos <= MAX_NANOS or (seconds > 0 > nanos) or (seconds < 0 < nanos):
        raise errors.invalid(
            "INVALID_FIELD",
            "duration is not a valid Duration: nanos must lie within -999,999,999..999,999,999 "
            "and have the sign of seconds",
            field="duration",
        )
    return seconds + nanos / 1e9
