"""One move: an action applied to a copy of the game and committed. SubmitAction's last step
(:mod:`service.play`) and the bots' (:mod:`service.seating.keeper`)."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from meeple.v1 import game_service_pb2 as pb

from engines.contract import Game, GameState, Step, act
from engines.errors import ActionRejected
from service import errors, fairness
from service.live import LiveGame
from service.model import (
    ChancePosition,
    TableMeta,
    TableSecret,
    encode_outcomes,
    set_timestamp,
    table_name,
)
from service.rpc_input import RETRIES_KEPT_AFTER_END, SNAPSHOT_EVERY, Principal, advanced
from service.seating.changes import read_meta, settle_seats, stamp_deadline
from service.seating.control import bot_plays
from service.store.base import (
    Commit,
    Compaction,
    Due,
    Entry,
    IdempotencyRecord,
    NewEntry,
    TableRecord,
    TableStatus,
    VersionConflict,
)
from service.table_service import TableServiceBase


@functools.lru_cache(maxsize=1024)
def _secret(blob: bytes) -> TableSecret:
    """A table's secret from its stored blob, decoded once per table (the stored blob never
    changes during play; the decoded value is only read, never changed)."""
    return TableSecret.decode(blob)


@dataclass(slots=True)
class _Move:
    """One action applied to a copy of the game, before its commit."""

    version: int
    state: GameState[Any, Any, Any, Any]
    position: ChancePosition
    step: Step
    now: float
    status: TableStatus
    metadata: bytes
    event: pb.TableEvent
    due: Due | None


class MoveMixin(TableServiceBase):
    """Apply and commit one action of a seat."""

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
        that plays the seat): apply it to a copy of the game, answer from the new version,
        commit, then move this process's memory on and wake the table's watchers."""
        move = self._apply(record, live, game, seat, action, by_bot)
        new_record = advanced(record, 1, move.status, move.metadata, move.now)
        new_live = LiveGame(move.version, move.state, move.position)
        response = self._move_response(game, new_record, new_live, principal, move.event)
        entry = NewEntry(
            "action",
            seat,
            move.event.SerializeToString(),
            encode_outcomes(move.step.outcomes),
            request_id,
        )
        idempotency = self._idempotency(
            record.table_id, request_id, fingerprint, response, move.version
        )
        await self.store.commit(self._move_commit(record, live, move, entry, idempotency, by_bot))
        self.live.put(record.table_id, new_live)
        self.tables.advanced(
            record.version,
            new_record,
            Entry(
                record.table_id,
                move.version,
                entry.kind,
                seat,
                entry.payload,
                entry.chance,
                request_id,
                move.now,
            ),
            move.event,
        )
        self.telemetry.record_action_applied(record.game)
        await self._announce(record.table_id, move.version, move.due)
        return response

    def _apply(
        self,
        record: TableRecord,
        live: LiveGame,
        game: Game[Any, Any, Any, Any],
        seat: int,
        action: Any,
        by_bot: bool,
    ) -> _Move:
        """``action`` applied to a copy of the game, and what it changes at the table: the
        event, the status and metadata (the outcome and the revealed seed at the end, the
        seats' clocks), the next due time."""
        shared_meta, _, tracked = read_meta(record.metadata)
        if tracked and not by_bot and bot_plays(shared_meta.table, seat):
            raise errors.precondition(
                "SEAT_PLAYED_BY_BOT",
                "a bot plays this seat now; ReclaimSeat takes it back",
                seat=str(seat),
            )
        state = live.state.clone()
        step = self._engine_step(record, live, state, seat, action)
        version = live.version + 1
        now = self.clock_at(shared_meta.table.conformance)
        event = self._applied_event(record, version, game, seat, action, step, by_bot)
        if (next_seat := state.current_seat()) is not None:
            event.action_applied.current_seat = next_seat
        over = state.is_terminal()
        meta = TableMeta.decode(record.metadata) if tracked or over else None
        if over:
            assert meta is not None
            self._end_of_game(meta, state, event, record.secret)
        set_timestamp(event.commit_time, now)
        due = None
        if tracked:
            assert meta is not None
            due = settle_seats(meta, state, not over, now)
            stamp_deadline(event, meta.table)
        return _Move(
            version=version,
            state=state,
            position=live.position.advance(step.outcomes),
            step=step,
            now=now,
            status=TableStatus.FINISHED if over else TableStatus.ACTIVE,
            metadata=record.metadata if meta is None else meta.encode(),
            event=event,
            due=due,
        )

    def _engine_step(
        self,
        record: TableRecord,
        live: LiveGame,
        state: GameState[Any, Any, Any, Any],
        seat: int,
        action: Any,
    ) -> Step:
        """The engine applies ``action`` to ``state`` (a copy), drawing from the table's
        chance; a refusal from a game this process holds ahead of the row is a conflict."""
        chance = _secret(record.secret).source(live.position)
        try:
            with self.telemetry.engine_step(record.game):
                return act(state, seat, action, chance)
        except ActionRejected as rejection:
            if live.version != record.version:  # our cache was behind: the rejection may be stale
                raise VersionConflict(record.table_id, live.version, record.version) from None
            raise errors.from_rejection(rejection) from rejection

    def _applied_event(
        self,
        record: TableRecord,
        version: int,
        game: Game[Any, Any, Any, Any],
        seat: int,
        action: Any,
        step: Step,
        by_bot: bool,
    ) -> pb.TableEvent:
        """The ActionApplied event of the move (built in place: its parts are not copied)."""
        event = pb.TableEvent(table=table_name(record.table_id), version=version)
        applied = event.action_applied
        applied.seat = seat
        applied.action.CopyFrom(self._packed_action(game, action))
        if by_bot:
            applied.by_bot = True  # a bot's move is never taken back (engines/undo.py)
        for game_event in step.events:
            applied.game_events.add().Pack(game_event)
        return event

    def _end_of_game(
        self,
        meta: TableMeta,
        state: GameState[Any, Any, Any, Any],
        event: pb.TableEvent,
        secret: bytes,
    ) -> None:
        """The outcome on the table and on the event, and the seed revealed (commit-reveal)."""
        self._set_outcome(meta, state)
        event.action_applied.outcome.CopyFrom(meta.table.outcome)
        revealed = fairness.reveal(meta, secret)
        if revealed is not None:
            event.fairness.CopyFrom(revealed)

    def _move_response(
        self,
        game: Game[Any, Any, Any, Any],
        new_record: TableRecord,
        new_live: LiveGame,
        principal: Principal,
        event: pb.TableEvent,
    ) -> pb.SubmitActionResponse:
        """The caller's answer: the new version, its etag, view and event."""
        response = pb.SubmitActionResponse(version=new_live.version)
        view = self._view(new_record, new_live, principal, into=response.view)
        response.etag = view.etag  # the same version's etag, computed once
        response.event.CopyFrom(self._filter_event(game, event, principal, b""))
        return response

    def _move_commit(
        self,
        record: TableRecord,
        live: LiveGame,
        move: _Move,
        entry: NewEntry,
        idempotency: IdempotencyRecord | None,
        by_bot: bool,
    ) -> Commit:
        """The commit of the move, conditional on the live game's version; a finished game
        is snapshotted and compacted."""
        finished = move.status == TableStatus.FINISHED
        snapshot = (
            self._snapshot(record.table_id, move.version, move.state, move.position)
            if move.version % SNAPSHOT_EVERY == 0 or finished
            else None
        )
        row_is_live = record.version == live.version  # the row is the one this commit moves on
        return Commit(
            table_id=record.table_id,
            expected_version=live.version,
            entries=[entry],
            status=move.status if move.status != record.status else None,
            metadata=move.metadata if move.metadata is not record.metadata else None,
            status_before=record.status if row_is_live else None,
            metadata_before=record.metadata if row_is_live else None,
            idempotency=idempotency,
            snapshot=snapshot,
            time=move.now,
            compaction=(
                Compaction(
                    snapshots_below=move.version,
                    retries_below=move.version - RETRIES_KEPT_AFTER_END + 1,
                )
                if finished
                else None
            ),
            due=move.due,
            lease=not by_bot,
        )
