"""The play RPCs: GetView, ListLegalActions, ValidateAction, SubmitAction."""

from __future__ import annotations

import functools
from typing import Any

from meeple.v1 import game_service_pb2 as pb

from engines.contract import Game, act
from engines.errors import ActionRejected
from service import authorization, errors, fairness
from service.live import LiveGame
from service.model import (
    TableMeta,
    TableSecret,
    encode_outcomes,
    set_timestamp,
    table_name,
)
from service.past import past_view
from service.rpc_input import (
    COMMIT_ATTEMPTS,
    RETRIES_KEPT_AFTER_END,
    SNAPSHOT_EVERY,
    Caller,
    Principal,
    RequestLog,
    advanced,
    check_request_id,
    check_table_name,
    parse_message,
    unpack_payload,
)
from service.seating.changes import read_meta, settle_seats, stamp_deadline
from service.seating.control import bot_plays
from service.security import hash_token, request_fingerprint
from service.store.base import (
    Commit,
    Compaction,
    DuplicateRequest,
    Entry,
    IdempotencyRecord,
    NewEntry,
    TableRecord,
    TableStatus,
    VersionConflict,
)
from service.table_service import TableServiceBase

#: parsed actions kept (by game, type URL and bytes), and the largest action bytes kept: at
#: most about 16,384 x 200 bytes of keys whatever clients send
PARSED_ACTIONS = 16_384
PARSED_ACTION_BYTES = 128


@functools.lru_cache(maxsize=1024)
def _secret(blob: bytes) -> TableSecret:
    """A table's secret from its stored blob, decoded once per table (the stored blob never
    changes during play; the decoded value is only read, never changed)."""
    return TableSecret.decode(blob)


class PlayMixin(TableServiceBase):
    """The play RPCs: GetView, ListLegalActions, ValidateAction, SubmitAction."""

    async def get_view(
        self, request: pb.GetViewRequest, caller: Caller, rlog: RequestLog
    ) -> pb.GetViewResponse:
        table_id = check_table_name(request.table, "table")
        rlog.bind(table=table_id)
        record = await self._current(table_id)
        principal = await self._authorize("GetView", caller, record)
        rlog.bind(seat=principal.viewer)
        if request.HasField("version"):
            rlog.bind(version=request.version)
            return pb.GetViewResponse(
                view=await past_view(
                    self.store, self._game(record.game), record, principal, request.version
                )
            )
        live = await self._live(record)
        view = self._view(record, live, principal)
        rlog.bind(version=view.version)
        return pb.GetViewResponse(view=view)

    async def list_legal_actions(
        self, request: pb.ListLegalActionsRequest, caller: Caller, rlog: RequestLog
    ) -> pb.ListLegalActionsResponse:
        table_id = check_table_name(request.table, "table")
        rlog.bind(table=table_id)
        record = await self._current(table_id)
        seat = self._seat(await self._authorize("ListLegalActions", caller, record))
        rlog.bind(seat=seat)
        live = await self._live(record)
        response = pb.ListLegalActionsResponse(version=record.version, seat=seat)
        if live is None or record.status != TableStatus.ACTIVE:
            return response
        game = self._game(record.game)
        state = live.state
        response.version = live.version
        current = state.current_seat()
        if current is None:
            return response
        response.current_seat = current
        response.pending_decision = state.pending_decision()
        decision = self._decision(game, live, seat)
        if decision is not None:
            response.actions.extend(decision.legal_actions)
        rlog.bind(version=live.version)
        return response

    def _parse_action(
        self,
        game: Game[Any, Any, Any, Any],
        request: pb.ValidateActionRequest | pb.SubmitActionRequest,
    ) -> Any:
        if not request.HasField("action"):
            raise errors.invalid("MISSING_FIELD", "action is required", field="action")
        packed = request.action
        # the same bytes parse to the same (immutable, hashable) action: small ones are parsed
        # once (bounded in count and size: the bytes come from clients)
        cacheable = len(packed.value) <= PARSED_ACTION_BYTES
        key = (game.name, packed.type_url, packed.value)
        action = self._parsed_actions.get(key) if cacheable else None
        if action is not None:
            return action
        message = unpack_payload(packed, game.action_type, "action")
        try:
            action = game.action_from_proto(message)
        except ActionRejected as rejection:
            raise errors.from_rejection(rejection) from rejection
        if cacheable:
            if len(self._parsed_actions) >= PARSED_ACTIONS:
                self._parsed_actions.clear()
            self._parsed_actions[key] = action
        return action

    async def _play_context(
        self, rpc: str, table_id: str, caller: Caller
    ) -> tuple[TableRecord, Principal, int, Game[Any, Any, Any, Any]]:
        record = await self._current(table_id)
        principal = await self._authorize(rpc, caller, record)
        seat = self._seat(principal)
        return record, principal, seat, self._game(record.game)

    @staticmethod
    def _check_playable(
        record: TableRecord, live: LiveGame | None, expected: int | None
    ) -> LiveGame:
        if expected is not None and live is not None and expected != live.version:
            raise errors.aborted(
                "VERSION_MISMATCH",
                "the table is at another version",
                expected=str(expected),
                actual=str(live.version),
            )
        if expected is not None and live is None and expected != record.version:
            raise errors.aborted("VERSION_MISMATCH", "the table is at another version")
        if live is None or record.status == TableStatus.ABANDONED:
            raise errors.precondition("TABLE_NOT_ACTIVE", "the game is not being played")
        # a game that ended through play is the engine's to refuse (GAME_OVER), so that
        # ValidateAction and SubmitAction answer alike for every game
        return live

    async def validate_action(
        self, request: pb.ValidateActionRequest, caller: Caller, rlog: RequestLog
    ) -> pb.ValidateActionResponse:
        table_id = check_table_name(request.table, "table")
        rlog.bind(table=table_id)
        record, _, seat, game = await self._play_context("ValidateAction", table_id, caller)
        rlog.bind(seat=seat)
        action = self._parse_action(game, request)
        live = self._check_playable(
            record,
            await self._live(record),
            request.expected_version if request.HasField("expected_version") else None,
        )
        try:
            live.state.validate_action(seat, action)
        except ActionRejected as rejection:
            raise errors.from_rejection(rejection) from rejection
        rlog.bind(version=live.version)
        return pb.ValidateActionResponse(version=live.version)

    async def submit_action(
        self, request: pb.SubmitActionRequest, caller: Caller, rlog: RequestLog
    ) -> pb.SubmitActionResponse:
        """Apply the caller's action. The table's row and the caller come from memory when this
        process knows them at the table's latest version it has seen (see
        :mod:`service.tablecache`): the commit, conditional on that version, is the check, and a
        conflict or a refusal computed from unchecked memory is retried from the store. The
        idempotency record is read only when the action cannot be applied as new (a retry is
        refused by the engine or the version, or its commit meets the stored record)."""
        table_id = check_table_name(request.table, "table")
        request_id = check_request_id(request.request_id)
        rlog.bind(table=table_id)
        self._bind_request(rlog, request_id)
        fingerprint = request_fingerprint(request)
        expected = request.expected_version if request.HasField("expected_version") else None
        async with self._lock(table_id):
            checked = False
            for _ in range(COMMIT_ATTEMPTS):
                record, principal, checked = await self._submitter(table_id, caller, checked)
                seat = self._seat(principal)
                rlog.bind(seat=seat)
                game = self._game(record.game)
                try:
                    action = self._parse_action(game, request)
                    current = await self._live(record)
                    if current is not None and current.version != record.version:
                        # the game is ahead of the row (another process moved on): re-read
                        self.tables.forget(table_id)
                        checked = False
                        continue
                    live = self._check_playable(record, current, expected)
                    response = await self._submit_once(
                        record, live, game, seat, principal, action, request_id, fingerprint
                    )
                except VersionConflict:
                    self.tables.forget(table_id)
                    checked = False
                    if expected is not None:
                        if earlier := await self._recorded(table_id, request_id, fingerprint):
                            return self._replay(earlier, request, game, seat, rlog)
                        raise errors.aborted(
                            "VERSION_MISMATCH", "the table moved on; retry"
                        ) from None
                    continue
                except DuplicateRequest as duplicate:
                    earlier = self._matching(duplicate.record, fingerprint)
                    return self._replay(earlier, request, game, seat, rlog)
                except errors.ServiceError:
                    if not checked and await self.store.get_version(table_id) != record.version:
                        self.tables.forget(table_id)  # refused by a stale memory: ask again
                        continue
                    # a retry of an applied request is refused as new: answer it as before
                    if earlier := await self._recorded(table_id, request_id, fingerprint):
                        return self._replay(earlier, request, game, seat, rlog)
                    raise
                rlog.bind(version=response.version)
                if request.include_decision:
                    self._attach_decision(response, table_id, game, seat)
                return response
        raise errors.aborted("VERSION_MISMATCH", "the table kept changing; retry")

    async def _submitter(
        self, table_id: str, caller: Caller, checked: bool
    ) -> tuple[TableRecord, Principal, bool]:
        """The table's row and the authorized caller for SubmitAction: from memory when known
        (unchecked: the commit checks it), else from the store. The flag says "read from the
        store during this call"."""
        entry = None if checked or caller.token is None else self.tables.get(table_id)
        if entry is not None and not self._is_admin(caller):
            known = entry.callers.get(hash_token(caller.token or ""))
            if known is not None:
                try:
                    authorization.check("SubmitAction", known.who, entry.record.public)
                    return entry.record, known, False
                except errors.ServiceError:
                    pass  # refused from memory: decide from the store instead
        record = await self._record(table_id)
        return record, await self._authorize("SubmitAction", caller, record), True

    def _replay(
        self,
        earlier: IdempotencyRecord,
        request: pb.SubmitActionRequest,
        game: Game[Any, Any, Any, Any],
        seat: int,
        rlog: RequestLog,
    ) -> pb.SubmitActionResponse:
        """The first response of a retried request (with a decision while still current)."""
        rlog.bind(retry=True, version=earlier.version)
        response = parse_message(pb.SubmitActionResponse, earlier.response)
        if request.include_decision:
            self._attach_decision(response, request.table.removeprefix("tables/"), game, seat)
        return response

    def _attach_decision(
        self,
        response: pb.SubmitActionResponse,
        table_id: str,
        game: Game[Any, Any, Any, Any],
        seat: int,
    ) -> None:
        """``seat``'s legal actions at the response's version, when it must decide then and this
        process's live game is still at that version."""
        live = self.live.peek(table_id)
        if (
            live is None
            or live.version != response.version
            or response.view.state != pb.Table.STATE_ACTIVE
        ):
            return
        decision = self._decision(game, live, seat)
        if decision is not None:
            response.decision.CopyFrom(decision)
            live.replied.add(seat)

    async def _submit_once(
        self,
        record: TableRecord,
        live: LiveGame,
        game: Game[Any, Any, Any, Any],
        seat: int,
        principal: Principal,
        action: Any,
        request_id: str,
        fingerprint: str,
        *,
        by_bot: bool = False,
    ) -> pb.SubmitActionResponse:
        """Apply and commit one action of ``seat`` (a person's, or with ``by_bot`` the bot's
        that plays the seat)."""
        secret = _secret(record.secret)
        shared_meta, _, tracked = read_meta(record.metadata)
        if tracked and not by_bot and bot_plays(shared_meta.table, seat):
            raise errors.precondition(
                "SEAT_PLAYED_BY_BOT",
                "a bot plays this seat now; ReclaimSeat takes it back",
                seat=str(seat),
            )
        state = live.state.clone()
        chance = secret.source(live.position)
        try:
            with self.telemetry.engine_step(record.game):
                step = act(state, seat, action, chance)
        except ActionRejected as rejection:
            if live.version != record.version:  # our cache was behind: the rejection may be stale
                raise VersionConflict(record.table_id, live.version, record.version) from None
            raise errors.from_rejection(rejection) from rejection
        position = live.position.advance(step.outcomes)
        version = live.version + 1
        now = self.clock_at(shared_meta.table.conformance)
        status = TableStatus.ACTIVE
        metadata = record.metadata
        revealed: pb.Fairness | None = None
        # built in place: the event and its parts are not copied into their holders
        event = pb.TableEvent(table=table_name(record.table_id), version=version)
        applied = event.action_applied
        applied.seat = seat
        applied.action.CopyFrom(self._packed_action(game, action))
        if by_bot:
            applied.by_bot = True  # a bot's move is never taken back (engines/undo.py)
        for game_event in step.events:
            applied.game_events.add().Pack(game_event)
        next_seat = state.current_seat()
        if next_seat is not None:
            applied.current_seat = next_seat
        meta = TableMeta.decode(record.metadata) if tracked or state.is_terminal() else None
        if state.is_terminal():
            status = TableStatus.FINISHED
            assert meta is not None
            self._set_outcome(meta, state)
            applied.outcome.CopyFrom(meta.table.outcome)
            revealed = fairness.reveal(meta, record.secret)
        if revealed is not None:
            event.fairness.CopyFrom(revealed)
        set_timestamp(event.commit_time, now)
        due = None
        if tracked:
            assert meta is not None
            due = settle_seats(meta, state, status == TableStatus.ACTIVE, now)
            stamp_deadline(event, meta.table)
        if meta is not None:
            metadata = meta.encode()
        new_live = LiveGame(version, state, position)
        new_record = advanced(record, 1, status, metadata, now)
        response = pb.SubmitActionResponse(version=version)
        view = self._view(new_record, new_live, principal, into=response.view)
        response.etag = view.etag  # the same version's etag, computed once
        response.event.CopyFrom(self._filter_event(game, event, principal, b""))
        snapshot = (
            self._snapshot(record.table_id, version, state, position)
            if version % SNAPSHOT_EVERY == 0 or status == TableStatus.FINISHED
            else None
        )
        entry = NewEntry(
            "action", seat, event.SerializeToString(), encode_outcomes(step.outcomes), request_id
        )
        row_is_live = record.version == live.version  # the row is the one this commit moves on
        await self.store.commit(
            Commit(
                table_id=record.table_id,
                expected_version=live.version,
                entries=[entry],
                status=status if status != record.status else None,
                metadata=metadata if metadata is not record.metadata else None,
                status_before=record.status if row_is_live else None,
                metadata_before=record.metadata if row_is_live else None,
                idempotency=self._idempotency(
                    record.table_id, request_id, fingerprint, response, version
                ),
                snapshot=snapshot,
                time=now,
                compaction=(
                    Compaction(
                        snapshots_below=version,
                        retries_below=version - RETRIES_KEPT_AFTER_END + 1,
                    )
                    if status == TableStatus.FINISHED
                    else None
                ),
                due=due,
                lease=not by_bot,
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
        self.telemetry.record_action_applied(record.game)
        await self._announce(record.table_id, version, due)
        return response
