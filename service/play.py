"""The play RPCs: GetView, ListLegalActions, ValidateAction, SubmitAction."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from meeple.v1 import game_service_pb2 as pb

from engines.contract import Game
from engines.errors import ActionRejected
from service import authorization, errors
from service.live import LiveGame
from service.moves import MoveMixin
from service.past import past_view
from service.rpc_input import (
    COMMIT_ATTEMPTS,
    Caller,
    Principal,
    RequestLog,
    check_request_id,
    check_table_name,
    parse_message,
    unpack_payload,
)
from service.security import hash_token, request_fingerprint
from service.store.base import (
    DuplicateRequest,
    IdempotencyRecord,
    TableRecord,
    TableStatus,
    VersionConflict,
)

#: parsed actions kept (by game, type URL and bytes), and the largest action bytes kept: at
#: most about 16,384 x 200 bytes of keys whatever clients send
PARSED_ACTIONS = 16_384
PARSED_ACTION_BYTES = 128


@dataclass(slots=True)
class _Submission:
    """A SubmitAction request, read once: what every attempt at it needs."""

    request: pb.SubmitActionRequest
    table_id: str
    request_id: str
    fingerprint: str
    #: the caller's expected_version, if it sent one
    expected: int | None


class _ReadAgain(Exception):
    """This process's memory of the table was behind the store: forget it and try again."""


class PlayMixin(MoveMixin):
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
        decision = self._person_decision(record, game, live, seat)
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
        """Apply the caller's action, in named steps (:meth:`_try_submit`): read the table from
        memory or the store, check the caller and the version, apply, commit, and answer a
        retry from its record.

        The table's row and the caller come from memory when this process knows them at the
        table's latest version it has seen (see :mod:`service.tablecache`): the commit,
        conditional on that version, is the check, and a conflict or a refusal computed from
        unchecked memory is tried again from the store. The idempotency record is read only when
        the action cannot be applied as new (a retry is refused by the engine or the version,
        or its commit meets the stored record)."""
        submission = self._submission(request, rlog)
        async with self._lock(submission.table_id):
            for _ in range(COMMIT_ATTEMPTS):
                try:
                    return await self._try_submit(submission, caller, rlog)
                except _ReadAgain:
                    self.tables.forget(submission.table_id)
        raise errors.aborted("VERSION_MISMATCH", "the table kept changing; retry")

    def _submission(self, request: pb.SubmitActionRequest, rlog: RequestLog) -> _Submission:
        """The request's checked names, its fingerprint and expected version."""
        table_id = check_table_name(request.table, "table")
        request_id = check_request_id(request.request_id)
        rlog.bind(table=table_id)
        self._bind_request(rlog, request_id)
        expected = request.expected_version if request.HasField("expected_version") else None
        return _Submission(request, table_id, request_id, request_fingerprint(request), expected)

    async def _try_submit(
        self, submission: _Submission, caller: Caller, rlog: RequestLog
    ) -> pb.SubmitActionResponse:
        """One attempt: read the table (memory or store), check the caller and the version,
        apply and commit; a retry of an applied request is answered from its record. Raises
        :class:`_ReadAgain` when this process's memory was behind the store."""
        record, principal, from_store = await self._submitter(submission.table_id, caller)
        seat = self._seat(principal)
        rlog.bind(seat=seat)
        game = self._game(record.game)
        try:
            action = self._parse_action(game, submission.request)
            live = self._check_version(record, await self._live(record), submission.expected)
            response = await self._submit_once(
                record,
                live,
                game,
                seat,
                principal,
                action,
                submission.request_id,
                submission.fingerprint,
            )
        except VersionConflict:
            self.tables.forget(submission.table_id)
            if submission.expected is None:
                raise _ReadAgain from None
            moved_on = errors.aborted("VERSION_MISMATCH", "the table moved on; retry")
            return await self._answer_retry(submission, game, seat, rlog, moved_on)
        except DuplicateRequest as duplicate:
            earlier = self._matching(duplicate.record, submission.fingerprint)
            return self._replay(earlier, submission.request, game, seat, rlog)
        except errors.ServiceError as refusal:
            if not from_store and await self.store.get_version(record.table_id) != record.version:
                raise _ReadAgain from None  # refused by a stale memory: ask again
            # a retry of an applied request is refused as new: answer it as before
            return await self._answer_retry(submission, game, seat, rlog, refusal)
        rlog.bind(version=response.version)
        if submission.request.include_decision:
            self._attach_decision(response, submission.table_id, game, seat)
        return response

    async def _submitter(
        self, table_id: str, caller: Caller
    ) -> tuple[TableRecord, Principal, bool]:
        """The table's row and the authorized caller for SubmitAction: from memory when known
        (unchecked: the commit checks it), else from the store. The flag says "read from the
        store"."""
        entry = None if caller.token is None else self.tables.get(table_id)
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

    def _check_version(
        self, record: TableRecord, current: LiveGame | None, expected: int | None
    ) -> LiveGame:
        """The live game the action applies to, at the row's version and the caller's
        expected one. Raises :class:`_ReadAgain` when the game is ahead of the row (another
        process moved on)."""
        if current is not None and current.version != record.version:
            raise _ReadAgain
        return self._check_playable(record, current, expected)

    async def _answer_retry(
        self,
        submission: _Submission,
        game: Game[Any, Any, Any, Any],
        seat: int,
        rlog: RequestLog,
        refusal: errors.ServiceError,
    ) -> pb.SubmitActionResponse:
        """The first response of a request applied before, from its idempotency record;
        ``refusal`` when it is new."""
        earlier = await self._recorded(
            submission.table_id, submission.request_id, submission.fingerprint
        )
        if earlier is None:
            raise refusal
        return self._replay(earlier, submission.request, game, seat, rlog)

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
