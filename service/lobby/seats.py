"""JoinTable and LeaveTable: taking and giving up a seat."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from google.protobuf.message import Message
from meeple.v1 import game_service_pb2 as pb

from service import errors, fairness
from service.authorization import no_such_table
from service.lobby.start import StartedGame, StartMixin
from service.model import (
    TableMeta,
    table_message,
    table_name,
    timestamp,
)
from service.rpc_input import (
    MAX_DISPLAY_NAME,
    RETRIES_KEPT_AFTER_END,
    Caller,
    Principal,
    RequestLog,
    advanced,
    check_display_name,
    check_entropy,
    check_proposed_credential,
    check_request_id,
    check_table_name,
    parse_message,
)
from service.seating.changes import settle_seats, stamp_deadline
from service.seating.control import BOT, put_bot, return_to_person
from service.seating.options import TablePolicy
from service.security import (
    hash_token,
    new_token,
    request_fingerprint,
    same_secret,
)
from service.store.base import (
    Commit,
    Compaction,
    Credential,
    CredentialKind,
    Due,
    IdempotencyRecord,
    NewEntry,
    Snapshot,
    TableRecord,
    TableStatus,
)


class SeatsMixin(StartMixin):
    """JoinTable and LeaveTable."""

    async def join_table(
        self, request: pb.JoinTableRequest, caller: Caller, rlog: RequestLog
    ) -> pb.JoinTableResponse:
        table_id = check_table_name(request.table, "table")
        request_id = check_request_id(request.request_id)
        rlog.bind(table=table_id)
        self._bind_request(rlog, request_id)
        proposed = check_proposed_credential(request.seat_credential, "seat_credential")
        display = check_display_name(request.display_name, "display_name", MAX_DISPLAY_NAME, True)
        check_entropy(request.entropy)
        record = await self._record(table_id)
        if not record.public:
            # without this table's invite, a private table answers like an unknown one
            credential = (
                await self.store.find_credential(hash_token(request.invite_token))
                if request.invite_token
                else None
            )
            if (
                credential is None
                or credential.table_id != table_id
                or credential.kind != CredentialKind.INVITE
            ):
                raise no_such_table()
        fingerprint, earlier = await self._idempotent(
            table_id, request_id, request, self._proposal_hash(proposed)
        )
        if earlier is not None:
            return await self._retry_join(table_id, earlier, proposed, rlog)
        await self._check_unused(proposed)

        async def attempt(current: TableRecord) -> pb.JoinTableResponse:
            return await self._join_once(
                current, request, display, request_id, fingerprint, proposed, rlog
            )

        async def retried(earlier: IdempotencyRecord) -> pb.JoinTableResponse:
            earlier = self._matching(earlier, fingerprint)
            return await self._retry_join(table_id, earlier, proposed, rlog)

        return await self._commit_retrying(table_id, request_id, fingerprint, attempt, retried)

    async def _join_once(
        self,
        record: TableRecord,
        request: pb.JoinTableRequest,
        display: str,
        request_id: str,
        fingerprint: str,
        proposed: str,
        rlog: RequestLog,
    ) -> pb.JoinTableResponse:
        meta = TableMeta.decode(record.metadata)
        seats = meta.table.seats
        # a rematch's reserved seat is its person's alone (RematchTable)
        free = [s.index for s in seats if s.state == pb.Seat.STATE_EMPTY and not s.reserved]
        if record.status != TableStatus.WAITING and not (
            record.status == TableStatus.ACTIVE and free
        ):
            raise errors.precondition("TABLE_NOT_WAITING", "the game has started already")
        if request.HasField("seat"):
            if not 0 <= request.seat < len(seats):
                raise errors.invalid("INVALID_FIELD", "no such seat", field="seat")
            if request.seat not in free:
                raise errors.precondition(
                    "SEAT_TAKEN", "that seat is taken", seat=str(request.seat)
                )
            seat = request.seat
        elif free:
            seat = free[0]
        else:
            raise errors.precondition("TABLE_FULL", "every seat is taken")
        seats[seat].state = pb.Seat.STATE_TAKEN
        seats[seat].display_name = display
        # the seed was fixed at the start: a newcomer in a freed seat contributes nothing (the
        # seat keeps the entropy the game started with, and the join event reveals none)
        entropy = request.entropy if record.status == TableStatus.WAITING else b""
        if record.status == TableStatus.WAITING:
            seats[seat].entropy = entropy
        token = proposed or new_token()
        meta.seat_hashes[seat] = hash_token(token)
        now = self.clock_at(meta.table.conformance)
        version = record.version + 1
        joined = pb.TableEvent(
            table=table_name(record.table_id),
            version=version,
            seat_joined=pb.SeatJoined(seat=seat, display_name=display, entropy=entropy),
        )
        joined.commit_time.CopyFrom(timestamp(now))
        status: TableStatus = record.status
        due: Due | None = None
        if status == TableStatus.ACTIVE:  # a freed seat: the bot finishes a turn it is in
            live = await self._live(record)
            assert live is not None
            return_to_person(meta.table.seats[seat], seat, live.state.current_seat())
            due = settle_seats(meta, live.state, True, now)
            stamp_deadline(joined, meta.table)
        entries = [NewEntry("join", seat, joined.SerializeToString(), request_id=request_id)]
        started: StartedGame | None = None
        if status == TableStatus.WAITING and meta.table.auto_start and len(free) == 1:
            started = self._begin_game(record, meta, version + 1, now)
            entries.append(started.entry)
            status, due = started.status, started.due
        new_record = advanced(record, len(entries), status, meta.encode(), now)
        response = pb.JoinTableResponse(table=table_message(new_record, meta), seat=seat)
        await self.store.commit(
            Commit(
                table_id=record.table_id,
                expected_version=record.version,
                entries=entries,
                status=status,
                metadata=new_record.metadata,
                add_credentials=[
                    Credential(meta.seat_hashes[seat], record.table_id, CredentialKind.SEAT, seat)
                ],
                idempotency=self._idempotency(
                    record.table_id, request_id, fingerprint, response, version
                ),
                snapshot=None if started is None else started.snapshot,
                time=now,
                due=due,
            )
        )
        if started is not None:
            self.live.put(record.table_id, started.live())
        await self._announce(record.table_id, new_record.version, due)
        rlog.bind(seat=seat, version=new_record.version)
        response.seat_credential = token
        return response

    async def _retry_join(
        self, table_id: str, earlier: IdempotencyRecord, proposed: str, rlog: RequestLog
    ) -> pb.JoinTableResponse:
        """A JoinTable retry: the first response again, with the credential this caller proposed
        (the fingerprint matched, so this request carries the same one). Nothing changes."""
        if not proposed:
            raise self._not_recoverable()
        stored = parse_message(pb.JoinTableResponse, earlier.response)
        seat = stored.seat
        meta = TableMeta.decode((await self._record(table_id)).metadata)
        if not same_secret(meta.seat_hashes.get(seat, ""), hash_token(proposed)):
            raise errors.precondition("SEAT_GIVEN_UP", "the seat this request took was given up")
        rlog.bind(seat=seat, version=earlier.version, retry=True)
        stored.seat_credential = proposed
        return stored

    async def leave_table(
        self, request: pb.LeaveTableRequest, caller: Caller, rlog: RequestLog
    ) -> pb.LeaveTableResponse:
        table_id = check_table_name(request.table, "table")
        request_id = check_request_id(request.request_id)
        rlog.bind(table=table_id)
        self._bind_request(rlog, request_id)
        token = self._require_token(caller)
        record = await self._record(table_id)
        # a retry is recognised before authorization, because leaving revokes the credential;
        # the fingerprint binds the credential, so only the same caller gets the stored answer
        fingerprint = request_fingerprint(request, hash_token(token))
        earlier = await self.store.get_idempotency(table_id, request_id) if request_id else None
        if earlier is not None and earlier.fingerprint == fingerprint:
            rlog.bind(retry=True, version=earlier.version)
            return parse_message(pb.LeaveTableResponse, earlier.response)
        principal = await self._authorize("LeaveTable", caller, record)
        seat = self._seat(principal)
        rlog.bind(seat=seat)
        if earlier is not None:
            # REQUEST_ID_REUSED, told only to a credential here
            self._matching(earlier, fingerprint)

        async def attempt(current: TableRecord) -> pb.LeaveTableResponse:
            return await self._leave_once(current, seat, principal, request_id, fingerprint, rlog)

        async def retried(earlier: IdempotencyRecord) -> pb.LeaveTableResponse:
            return parse_message(pb.LeaveTableResponse, earlier.response)

        return await self._commit_retrying(table_id, request_id, fingerprint, attempt, retried)

    async def _leave_once(
        self,
        record: TableRecord,
        seat: int,
        principal: Principal,
        request_id: str,
        fingerprint: str,
        rlog: RequestLog,
    ) -> pb.LeaveTableResponse:
        if record.status not in (TableStatus.WAITING, TableStatus.ACTIVE):
            raise errors.precondition("TABLE_NOT_ACTIVE", "the game is over")
        meta = TableMeta.decode(record.metadata)
        policy = TablePolicy.of(meta.table.service_options)
        running = record.status == TableStatus.ACTIVE
        if running and meta.table.seats[seat].player == BOT:
            raise errors.precondition(
                "SEAT_PLAYED_BY_BOT", "a bot plays this seat already; ReclaimSeat first"
            )
        to_bot = running and not policy.abandon_on_leave
        abandoned = running and not to_bot
        meta.table.seats[seat].state = pb.Seat.STATE_LEFT if running else pb.Seat.STATE_EMPTY
        if not running:
            meta.table.seats[seat].display_name = ""
            meta.table.seats[seat].entropy = b""
        now = self.clock_at(meta.table.conformance)
        left = pb.TableEvent(seat_left=pb.SeatLeft(seat=seat, table_abandoned=abandoned))
        due: Due | None = None
        revoked: list[str] = []
        if to_bot:  # the player keeps the credential to come back with ReclaimSeat
            put_bot(meta.table.seats[seat], policy.leave_bot)
            meta.table.seats[seat].absent = True
            left.seat_left.bot.CopyFrom(policy.leave_bot.spec())
            live = await self._live(record)
            assert live is not None
            due = settle_seats(meta, live.state, True, now)
        else:
            old = meta.seat_hashes.pop(seat, principal.token_hash)
            revoked = [old, principal.token_hash]
        status = (
            TableStatus.ABANDONED
            if abandoned
            else TableStatus.ACTIVE
            if running
            else TableStatus.WAITING
        )
        new_record, table = await self._commit_seat_event(
            record, meta, left, "leave", seat, status, now, due, request_id, fingerprint,
            lambda table: pb.LeaveTableResponse(table=table), revoke=revoked,
        )  # fmt: skip
        response = pb.LeaveTableResponse(table=table)
        rlog.bind(version=new_record.version)
        return response

    async def _commit_seat_event(
        self,
        record: TableRecord,
        meta: TableMeta,
        event: pb.TableEvent,
        kind: str,
        seat: int | None,
        status: TableStatus,
        now: float,
        due: Due | None,
        request_id: str,
        fingerprint: str,
        stored: Callable[[pb.Table], Message],
        add: Sequence[Credential] = (),
        revoke: Sequence[str] = (),
    ) -> tuple[TableRecord, pb.Table]:
        """Commit a seat change as the table's next version: ``event`` stamped (table, version,
        commit time, the deadline running after it; the fairness reveal and no clock when the
        table is abandoned), ``meta`` as the new metadata, the credentials added and revoked,
        and the response ``stored`` builds for retries of ``request_id``; then announce it.
        Abandoning the table compacts it as a finished game is compacted: one snapshot at the
        new version, and the retry records of its last actions only.
        Returns the new record and its table message."""
        version = record.version + 1
        snapshot: Snapshot | None = None
        compaction: Compaction | None = None
        if status == TableStatus.ABANDONED:
            meta.table.ClearField("turn_clock")
            due = Due(None)
            if revealed := fairness.reveal(meta, record.secret):
                event.fairness.CopyFrom(revealed)  # the game is over: the seed too
            live = await self._live(record)  # None: abandoned before it started
            if live is not None:
                snapshot = self._snapshot(record.table_id, version, live.state, live.position)
            compaction = Compaction(  # the retries of the entries before this one
                snapshots_below=version, retries_below=version - RETRIES_KEPT_AFTER_END
            )
        event.table = table_name(record.table_id)
        event.version = version
        event.commit_time.CopyFrom(timestamp(now))
        stamp_deadline(event, meta.table)
        new_record = advanced(record, 1, status, meta.encode(), now)
        table = table_message(new_record, meta)
        await self.store.commit(
            Commit(
                table_id=record.table_id,
                expected_version=record.version,
                entries=[NewEntry(kind, seat, event.SerializeToString(), b"", request_id)],
                status=status if status != record.status else None,
                metadata=new_record.metadata,
                add_credentials=list(add),
                revoke_credentials=list(revoke),
                idempotency=self._idempotency(
                    record.table_id, request_id, fingerprint, stored(table), new_record.version
                ),
                snapshot=snapshot,
                time=now,
                compaction=compaction,
                due=due,
            )
        )
        await self._announce(record.table_id, new_record.version, due)
        return new_record, table
