"""GetHint (issue 46): at a table whose service option ``hints`` is ``on``, the seat whose
decision it is asks what the search bot would play, and gets its candidate moves best first,
each with its expected final margin in points: a game review's search of one decision
(:meth:`clients.review.engine.Reviewer.advise`), from the seat's own information only.

The search runs in the server's bot workers as the asking person's work (:mod:`service.botwork`:
a person waiting, so behind timed-out turns; at most :data:`~service.botwork.WAITING_PER_PERSON`
pieces of one person's work wait, beyond that ``RATE_LIMITED``). A hint is a pure function of
the table, its version and the seat, so the last :data:`REMEMBERED` hints are kept and asking
again at the same version costs no search.
"""

from __future__ import annotations

from typing import Any

from meeple.v1 import game_service_pb2 as pb

from engines.contract import GameState
from service import errors
from service.botwork import Crowded, Lane, Urgency, Work, person_of_peer
from service.reviews.work import hint_decision, hint_with
from service.reviews.worker import review_seed
from service.rpc_input import Caller, RequestLog, check_table_name
from service.seating.changes import read_meta
from service.seating.control import bot_plays
from service.store.base import TableStatus
from service.table_service import TableServiceBase

#: hints remembered by (table, version, seat), the oldest dropped first
REMEMBERED = 256


class HintMixin(TableServiceBase):
    """GetHint."""

    def _remember_hint(self, key: tuple[str, int, int], blob: bytes) -> None:
        self.hints[key] = blob
        while len(self.hints) > REMEMBERED:
            self.hints.popitem(last=False)

    async def get_hint(
        self, request: pb.GetHintRequest, caller: Caller, rlog: RequestLog
    ) -> pb.GetHintResponse:
        table_id = check_table_name(request.table, "table")
        rlog.bind(table=table_id)
        record = await self._current(table_id)
        seat = self._seat(await self._authorize("GetHint", caller, record))
        rlog.bind(seat=seat)
        meta, _, _ = read_meta(record.metadata)
        if meta.table.service_options.get("hints", "off") != "on":
            raise errors.precondition(
                "HINTS_OFF", "hints are off at this table (its option `hints`)"
            )
        if record.status != TableStatus.ACTIVE:
            raise errors.precondition("TABLE_NOT_ACTIVE", "the game is not being played")
        if bot_plays(meta.table, seat):
            raise errors.precondition(
                "SEAT_PLAYED_BY_BOT",
                "a bot plays this seat now; ReclaimSeat takes it back",
                seat=str(seat),
            )
        live = await self._live(record)
        if live is None:
            raise errors.precondition("TABLE_NOT_ACTIVE", "the game is not being played")
        current = live.state.current_seat()
        if current != seat:
            raise errors.precondition(
                "NOT_YOUR_TURN",
                "a hint is for the seat whose decision it is",
                current_seat="" if current is None else str(current),
            )
        rlog.bind(version=live.version)
        key = (table_id, live.version, seat)
        blob = self.hints.get(key)
        if blob is None:
            blob = await self._search_hint(
                caller, record.game, table_id, live.state, seat, live.version
            )
            self._remember_hint(key, blob)
        return pb.GetHintResponse(hint=pb.Hint.FromString(blob))

    async def _search_hint(
        self,
        caller: Caller,
        game_name: str,
        table_id: str,
        state: GameState[Any, Any, Any, Any],
        seat: int,
        version: int,
    ) -> bytes:
        game = self._game(game_name)
        state_blob = state.to_proto().SerializeToString()
        seed = review_seed(table_id)
        rounds = self.settings.review_rounds
        work = Work(person_of_peer(caller.peer), Lane.SEARCH, Urgency.PERSON, "hint")
        try:
            if self.bot_work.in_process or game.name not in self._hinted_games():
                return await self.bot_work.run(
                    work, hint_with, game, state_blob, seat, version, seed, rounds
                )
            return await self.bot_work.run(
                work, hint_decision, game.name, state_blob, seat, version, seed, rounds
            )
        except Crowded:
            raise errors.exhausted(
                "RATE_LIMITED", "this person's bot work waits already; retry later", retry_after=1.0
            ) from None

    def _hinted_games(self) -> frozenset[str]:
        from service.records import worker_games

        return worker_games(self.settings.extra_games)
