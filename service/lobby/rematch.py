"""RematchTable: play again at a new table, each person of the finished one taking her place.

The finished table's log gets a ``rematch`` event when the rematch is opened (its new table's
name, chosen then, so that callers at the same time, in this process or another, all get the
same table) and one for each place taken. A seat's place is taken at the new table first (a
version-checked commit: a reserved seat is taken once), then recorded at the old one with the
request's retry record. The host's is recorded at the old table first (only one host claim
can win that commit), then written into the new table. A crash between the two steps is
finished by the next call: the new table is created when its name is recorded but it is
missing, and a retry with the proposed credential completes its own claim.
"""

from __future__ import annotations

from typing import NoReturn

from meeple.v1 import game_service_pb2 as pb

from service import errors, fairness
from service.authorization import Who
from service.lobby.create import CreateMixin
from service.lobby.start import StartedGame
from service.model import TableMeta, TableSecret, table_message, table_name, timestamp
from service.rpc_input import (
    Caller,
    Principal,
    RequestLog,
    advanced,
    check_entropy,
    check_proposed_credential,
    check_request_id,
    check_table_name,
    parse_message,
)
from service.seating.control import put_bot
from service.seating.levels import from_spec
from service.security import hash_token, new_server_secret, new_table_id, new_token, same_secret
from service.store.base import (
    Commit,
    Credential,
    CredentialKind,
    DuplicateTable,
    IdempotencyRecord,
    NewEntry,
    TableRecord,
    TableStatus,
)


def already_rematched() -> errors.ServiceError:
    return errors.already_exists(
        "ALREADY_REMATCHED",
        "this credential has taken its place at the rematch already; retry with the same "
        "request_id and proposed credential to get that answer again",
    )


class RematchMixin(CreateMixin):
    """RematchTable."""

    async def rematch_table(
        self, request: pb.RematchTableRequest, caller: Caller, rlog: RequestLog
    ) -> pb.RematchTableResponse:
        table_id = check_table_name(request.table, "table")
        request_id = check_request_id(request.request_id)
        rlog.bind(table=table_id)
        self._bind_request(rlog, request_id)
        proposed = check_proposed_credential(request.credential, "credential")
        check_entropy(request.entropy)
        record = await self._record(table_id)
        principal = await self._authorize("RematchTable", caller, record)
        if record.status != TableStatus.FINISHED:
            raise errors.precondition("TABLE_NOT_FINISHED", "the game is not over")
        if TableMeta.decode(record.metadata).table.lesson:
            raise errors.precondition("LESSON_TABLE", "a lesson's table has no rematch")
        # the fingerprint binds the caller's credential and the one she proposes: only she
        # gets a stored answer, and only for the same proposal
        binding = f"{principal.token_hash}:{self._proposal_hash(proposed)}"
        fingerprint, earlier = await self._idempotent(table_id, request_id, request, binding)
        if earlier is not None:
            return await self._retry_rematch(earlier, principal, proposed, rlog)
        new_id = await self._open_rematch(table_id)
        rlog.bind(rematch=new_id)
        if principal.who == Who.SEAT:
            seat = self._seat(principal)
            rlog.bind(seat=seat)
            return await self._take_seat(
                table_id, new_id, seat, proposed, request.entropy, request_id, fingerprint
            )
        return await self._take_host(table_id, new_id, proposed, request_id, fingerprint)

    # ---- the new table ----------------------------------------------------------------------

    async def _open_rematch(self, table_id: str) -> str:
        """The rematch's table id: recorded at the old table by the first call, and created
        (again, after a crash) when it is missing."""

        async def attempt(record: TableRecord) -> tuple[TableRecord, str]:
            meta = TableMeta.decode(record.metadata)
            if meta.table.HasField("rematch"):
                return record, check_table_name(meta.table.rematch.table, "rematch")
            new_id = new_table_id()
            meta.table.rematch.table = table_name(new_id)
            opened = pb.TableEvent(rematch=pb.Rematch(table=table_name(new_id)))
            new_record = await self._commit_old(record, meta, opened, None)
            return new_record, new_id

        old, new_id = await self._commit_retrying(table_id, "", "", attempt, _no_retry)
        if await self.store.get_table(new_id) is None:
            await self._create_rematch(old, new_id)
        return new_id

    async def _create_rematch(self, old: TableRecord, new_id: str) -> None:
        """The new table: the old one's game, options, visibility and seats, each person's seat
        reserved for her, the bots in theirs; a fresh server secret and its commitment. Nobody
        holds its host credential until the host takes it."""
        old_meta = TableMeta.decode(old.metadata)
        before = old_meta.table
        seats = []
        for seat in before.seats:
            fresh = pb.Seat(index=seat.index, display_name=seat.display_name)
            if seat.index in old_meta.seat_hashes:
                fresh.state = pb.Seat.STATE_EMPTY
                fresh.reserved = True
            else:
                fresh.state = pb.Seat.STATE_TAKEN
                put_bot(fresh, from_spec(seat.bot, "bot"))
            seats.append(fresh)
        table = pb.Table(
            name=table_name(new_id),
            game=before.game,
            display_name=before.display_name,
            host_display_name=before.host_display_name,
            visibility=before.visibility,
            options=dict(before.options),
            service_options=dict(before.service_options),
            seats=seats,
            auto_start=True,
            conformance=before.conformance,
        )
        secret = TableSecret(server_secret=new_server_secret())
        if not table.conformance:
            fairness.commit(table, secret)
        now = self.clock_at(table.conformance)
        table.create_time.CopyFrom(timestamp(now))
        meta = TableMeta(table=table, creator=old_meta.creator)
        record = TableRecord(
            table_id=new_id,
            game=old.game,
            public=old.public,
            status=TableStatus.WAITING,
            version=0,
            create_time=now,
            update_time=now,
            metadata=meta.encode(),
            secret=secret.encode(),
        )
        try:
            await self.store.create_table(record, [], None)
        except DuplicateTable:
            return  # another process created it from the same record
        if not any(s.reserved for s in seats):  # bots only: full already
            await self._start_as(new_id)

    # ---- a seat's place ---------------------------------------------------------------------

    async def _take_seat(
        self,
        table_id: str,
        new_id: str,
        seat: int,
        proposed: str,
        entropy: bytes,
        request_id: str,
        fingerprint: str,
    ) -> pb.RematchTableResponse:
        token = proposed or new_token()

        async def attempt(record: TableRecord) -> pb.Table:
            meta = TableMeta.decode(record.metadata)
            place = meta.table.seats[seat]
            if not place.reserved:
                if proposed and same_secret(meta.seat_hashes.get(seat, ""), hash_token(token)):
                    return table_message(record, meta)  # this request took it (then failed)
                if seat in meta.seat_hashes:
                    raise already_rematched()
                raise errors.precondition("SEAT_TAKEN", "a bot took this seat", seat=str(seat))
            await self._check_unused(proposed)
            return await self._commit_seat(record, meta, seat, token, entropy)

        table = await self._commit_retrying(new_id, "", "", attempt, _no_retry)
        response = pb.RematchTableResponse(table=table, seat=seat)

        async def record_it(record: TableRecord) -> pb.RematchTableResponse:
            meta = TableMeta.decode(record.metadata)
            event = None
            if seat not in meta.table.rematch.seats:
                meta.table.rematch.seats[:] = sorted([*meta.table.rematch.seats, seat])
                event = pb.TableEvent(rematch=pb.Rematch(table=table_name(new_id), seats=[seat]))
            idempotency = self._idempotency(table_id, request_id, fingerprint, response, 0)
            if event is not None or idempotency is not None:
                await self._commit_old(record, meta, event, idempotency)
            return response

        async def retried(earlier: IdempotencyRecord) -> pb.RematchTableResponse:
            return parse_message(pb.RematchTableResponse, earlier.response)

        answer = await self._commit_retrying(table_id, request_id, fingerprint, record_it, retried)
        answer.seat_credential = token
        return answer

    async def _commit_seat(
        self, record: TableRecord, meta: TableMeta, seat: int, token: str, entropy: bytes
    ) -> pb.Table:
        """Take the reserved ``seat`` at the new table; the game starts with the last one."""
        place = meta.table.seats[seat]
        place.state = pb.Seat.STATE_TAKEN
        place.reserved = False
        place.entropy = entropy
        meta.seat_hashes[seat] = hash_token(token)
        now = self.clock_at(meta.table.conformance)
        version = record.version + 1
        joined = pb.TableEvent(
            table=table_name(record.table_id),
            version=version,
            seat_joined=pb.SeatJoined(seat=seat, display_name=place.display_name, entropy=entropy),
        )
        joined.commit_time.CopyFrom(timestamp(now))
        entries = [NewEntry("join", seat, joined.SerializeToString())]
        status, due = record.status, None
        started: StartedGame | None = None
        if all(s.state == pb.Seat.STATE_TAKEN for s in meta.table.seats):
            started = self._begin_game(record, meta, version + 1, now)
            entries.append(started.entry)
            status, due = started.status, started.due
        new_record = advanced(record, len(entries), status, meta.encode(), now)
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
                snapshot=None if started is None else started.snapshot,
                time=now,
                due=due,
            )
        )
        if started is not None:
            self.live.put(record.table_id, started.live())
        await self._announce(record.table_id, new_record.version, due)
        return table_message(new_record, meta)

    # ---- the host's place -------------------------------------------------------------------

    async def _take_host(
        self, table_id: str, new_id: str, proposed: str, request_id: str, fingerprint: str
    ) -> pb.RematchTableResponse:
        token = proposed or new_token()

        async def record_it(record: TableRecord) -> pb.RematchTableResponse:
            meta = TableMeta.decode(record.metadata)
            if meta.table.rematch.host:
                raise already_rematched()
            await self._check_unused(proposed)
            meta.table.rematch.host = True
            new = await self._record(new_id)
            response = pb.RematchTableResponse(
                table=table_message(new, TableMeta.decode(new.metadata))
            )
            event = pb.TableEvent(rematch=pb.Rematch(table=table_name(new_id), host=True))
            idempotency = self._idempotency(table_id, request_id, fingerprint, response, 0)
            await self._commit_old(record, meta, event, idempotency)
            return response

        async def retried(earlier: IdempotencyRecord) -> pb.RematchTableResponse:
            return parse_message(pb.RematchTableResponse, earlier.response)

        await self._commit_retrying(table_id, request_id, fingerprint, record_it, retried)
        return await self._host_response(new_id, token)

    async def _host_response(self, new_id: str, token: str) -> pb.RematchTableResponse:
        """Make ``token`` the new table's host credential (unless it is already) and answer
        with it and the tokens derived from it."""
        tokens = self._table_tokens(new_id, token)

        async def attempt(record: TableRecord) -> pb.Table:
            meta = TableMeta.decode(record.metadata)
            if meta.host_hash:
                if not same_secret(meta.host_hash, hash_token(token)):
                    raise already_rematched()
                return table_message(record, meta)
            meta.host_hash = hash_token(tokens["host"])
            meta.invite_hash = hash_token(tokens["invite"])
            meta.spectator_hash = hash_token(tokens["spectator"])
            now = self.clock_at(meta.table.conformance)
            new_record = advanced(record, 0, record.status, meta.encode(), now)
            await self.store.commit(
                Commit(
                    table_id=new_id,
                    expected_version=record.version,
                    metadata=new_record.metadata,
                    add_credentials=self._credentials(new_id, meta),
                    time=now,
                )
            )
            self.tables.forget(new_id)  # same version, new metadata
            return table_message(new_record, meta)

        table = await self._commit_retrying(new_id, "", "", attempt, _no_retry)
        return pb.RematchTableResponse(
            table=table,
            host_credential=tokens["host"],
            invite_token=tokens["invite"],
            spectator_token=tokens["spectator"],
        )

    # ---- retries and the old table ----------------------------------------------------------

    async def _retry_rematch(
        self, earlier: IdempotencyRecord, principal: Principal, proposed: str, rlog: RequestLog
    ) -> pb.RematchTableResponse:
        """A retry: the first answer again for the caller that proposed the credential (the
        fingerprint matched, so this request carries the same one)."""
        if not proposed:
            raise self._not_recoverable()
        stored = parse_message(pb.RematchTableResponse, earlier.response)
        new_id = check_table_name(stored.table.name, "table")
        rlog.bind(retry=True, rematch=new_id)
        if principal.who == Who.HOST:
            return await self._host_response(new_id, proposed)
        meta = TableMeta.decode((await self._record(new_id)).metadata)
        if not same_secret(meta.seat_hashes.get(stored.seat, ""), hash_token(proposed)):
            raise errors.precondition("SEAT_GIVEN_UP", "the seat this request took was given up")
        stored.seat_credential = proposed
        return stored

    async def _commit_old(
        self,
        record: TableRecord,
        meta: TableMeta,
        event: pb.TableEvent | None,
        idempotency: IdempotencyRecord | None,
    ) -> TableRecord:
        """Record a rematch change at the finished table: ``event`` as its next version (none:
        the retry record alone), ``meta`` as its metadata."""
        now = self.clock_at(meta.table.conformance)
        entries = []
        if event is not None:
            event.table = table_name(record.table_id)
            event.version = record.version + 1
            event.commit_time.CopyFrom(timestamp(now))
            request_id = idempotency.request_id if idempotency is not None else ""
            entries.append(NewEntry("rematch", None, event.SerializeToString(), b"", request_id))
        new_record = advanced(record, len(entries), record.status, meta.encode(), now)
        if idempotency is not None:
            idempotency = IdempotencyRecord(
                idempotency.scope,
                idempotency.request_id,
                idempotency.fingerprint,
                idempotency.response,
                new_record.version,
            )
        await self.store.commit(
            Commit(
                table_id=record.table_id,
                expected_version=record.version,
                entries=entries,
                metadata=new_record.metadata,
                idempotency=idempotency,
                time=now,
            )
        )
        if not entries:
            self.tables.forget(record.table_id)  # same version, new metadata
        await self._announce(record.table_id, new_record.version, None)
        return new_record


async def _no_retry(_earlier: IdempotencyRecord) -> NoReturn:
    raise AssertionError("a change without a request_id has no retry record")
