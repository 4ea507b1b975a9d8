"""StartTable, and the start sequence shared with a JoinTable that fills an auto-start table
and a bot that takes its last seat."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from meeple.v1 import game_service_pb2 as pb

from engines.contract import GameState, settle
from engines.errors import ActionRejected
from service import errors, fairness
from service.live import LiveGame
from service.model import (
    ChancePosition,
    TableMeta,
    TableSecret,
    encode_outcomes,
    etag_of,
    pack,
    table_message,
    table_name,
    timestamp,
)
from service.rpc_input import (
    Caller,
    RequestLog,
    advanced,
    check_request_id,
    check_table_name,
)
from service.seating.changes import settle_seats, stamp_deadline
from service.seating.control import on_start
from service.seating.options import TablePolicy
from service.store.base import (
    Commit,
    Due,
    DuplicateRequest,
    NewEntry,
    Snapshot,
    TableRecord,
    TableStatus,
    VersionConflict,
)
from service.table_service import TableServiceBase


@dataclass(frozen=True, slots=True)
class StartedGame:
    """What starting a table's game writes (its commit's entry, status, snapshot and schedule)
    and, once that commit succeeds, keeps in memory (:meth:`live`)."""

    entry: NewEntry
    state: GameState[Any, Any, Any, Any]
    position: ChancePosition
    due: Due | None
    version: int
    status: TableStatus
    snapshot: Snapshot

    def live(self) -> LiveGame:
        return LiveGame(self.version, self.state, self.position)


class StartMixin(TableServiceBase):
    """StartTable and the start of a game."""

    def _begin_game(
        self, record: TableRecord, meta: TableMeta, version: int, now: float
    ) -> StartedGame:
        """The start sequence: the game set up and settled as the table's ``version``, its
        status (FINISHED when over at once, with its outcome in ``meta``) and snapshot."""
        entry, state, position, due = self._start_game(record, meta, version, now)
        terminal = state.is_terminal()
        if terminal:
            self._set_outcome(meta, state)
        return StartedGame(
            entry,
            state,
            position,
            due,
            version,
            TableStatus.FINISHED if terminal else TableStatus.ACTIVE,
            self._snapshot(record.table_id, version, state, position),
        )

    def _start_game(
        self, record: TableRecord, meta: TableMeta, version: int, now: float
    ) -> tuple[NewEntry, GameState[Any, Any, Any, Any], ChancePosition, Due | None]:
        game = self._game(record.game)
        secret = TableSecret.decode(record.secret)
        first = ChancePosition(seed=fairness.start_seed(meta, secret))
        chance = secret.source(first)
        try:
            if secret.initial_state:
                message = game.state_type()
                message.ParseFromString(secret.initial_state)
                state = game.state_from_proto(message)
                step = settle(state, chance)
            else:
                state = game.new_game(len(meta.table.seats), dict(meta.table.options))
                step = settle(state, chance)
        except ActionRejected as rejection:
            raise errors.from_rejection(rejection) from rejection
        started = pb.TableEvent(
            table=table_name(record.table_id),
            version=version,
            table_started=pb.TableStarted(game_events=[pack(e) for e in step.events]),
        )
        seat = state.current_seat()
        if seat is not None:
            started.table_started.current_seat = seat
        if state.is_terminal() and (revealed := fairness.reveal(meta, record.secret)):
            started.fairness.CopyFrom(revealed)
        started.commit_time.CopyFrom(timestamp(now))
        on_start(meta.table, TablePolicy.of(meta.table.service_options))
        due = settle_seats(meta, state, not state.is_terminal(), now)
        stamp_deadline(started, meta.table)
        entry = NewEntry("start", None, started.SerializeToString(), encode_outcomes(step.outcomes))
        return entry, state, first.advance(step.outcomes), due

    async def start_table(
        self, request: pb.StartTableRequest, caller: Caller, rlog: RequestLog
    ) -> pb.StartTableResponse:
        table_id = check_table_name(request.name, "name")
        request_id = check_request_id(request.request_id)
        rlog.bind(table=table_id)
        self._bind_request(rlog, request_id)
        record = await self._record(table_id)
        await self._authorize("StartTable", caller, record)
        fingerprint, earlier = await self._idempotent(table_id, request_id, request)
        if earlier is not None:
            stored = pb.StartTableResponse()
            stored.ParseFromString(earlier.response)
            return stored
        return await self._start_locked(table_id, request.etag, request_id, fingerprint, rlog)

    async def _start_as(self, table_id: str, rlog: RequestLog | None = None) -> None:
        """Start a full table (auto_start after a bot took the last seat)."""
        await self._start_locked(table_id, "", "", "", rlog or RequestLog())

    async def _start_locked(
        self, table_id: str, etag: str, request_id: str, fingerprint: str, rlog: RequestLog
    ) -> pb.StartTableResponse:
        async with self._lock(table_id):
            record = await self._record(table_id)
            if etag and etag != etag_of(table_id, record.version):
                raise errors.aborted("ETAG_MISMATCH", "the table changed since that etag")
            if record.status != TableStatus.WAITING:
                raise errors.precondition("TABLE_NOT_WAITING", "the game has started already")
            meta = TableMeta.decode(record.metadata)
            if any(s.state != pb.Seat.STATE_TAKEN for s in meta.table.seats):
                raise errors.precondition("TABLE_NOT_FULL", "every seat must be taken first")
            now = self.clock_at(meta.table.conformance)
            version = record.version + 1
            started = self._begin_game(record, meta, version, now)
            new_record = advanced(record, 1, started.status, meta.encode(), now)
            response = pb.StartTableResponse(table=table_message(new_record, meta))
            try:
                await self.store.commit(
                    Commit(
                        table_id=table_id,
                        expected_version=record.version,
                        entries=[started.entry],
                        status=started.status,
                        metadata=new_record.metadata,
                        idempotency=self._idempotency(
                            table_id, request_id, fingerprint, response, version
                        ),
                        snapshot=started.snapshot,
                        time=now,
                        due=started.due,
                    )
                )
            except VersionConflict as conflict:
                raise errors.aborted("VERSION_MISMATCH", "the table changed; retry") from conflict
            except DuplicateRequest as duplicate:
                stored = pb.StartTableResponse()
                stored.ParseFromString(duplicate.record.response)
                return stored
            self.live.put(table_id, started.live())
            await self._announce(table_id, version, started.due)
            rlog.bind(version=version)
            return response
