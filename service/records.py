"""ReplayRecord: a game record (docs/game-record.md) played back for the web table's replay of a
record file, whose page knows no rules.

Stateless: the record is the request's (the table: game, seats, options, outcome; the events),
no table is read, nothing is stored, no credential is needed. The game is replayed with the
engine from the registry, every chance outcome taken from the record's events (no generator
runs), so the answer (the spectator's view after each step) holds nothing the caller did not
send. The replay follows the service's own log replay (:mod:`service.timeline`): actions,
undos (by the undo policy, :mod:`engines.undo`) and other table events, which change no
position. Bounded by the request size limit, :data:`MAX_EVENTS` and the answer's size
(:data:`MAX_RESPONSE_BYTES`); priced by its events (:func:`service.ratelimit.read_cost`) and
run in a bot worker of its own lane, one at a time (issue 48, finding 4).
"""

from __future__ import annotations

import functools
from typing import Any

import grpc
from meeple.v1 import game_service_pb2 as pb

from engines.chance import ChanceOutcome, ScriptedChance
from engines.contract import Game, GameState, settle
from engines.undo import Timeline
from service import errors
from service.botwork import Crowded, Lane, Urgency, Work, person_of_peer
from service.botwork.worker import hosted_game
from service.games import hosted_games
from service.model import TABLE_STATUS_TO_PROTO
from service.past import write_position
from service.rpc_input import Caller, RequestLog
from service.store.base import TableStatus
from service.table_service import TableServiceBase

#: the most events a record may hold (a 5-player Carcassonne game with undos has about 200, a
#: 4-player Burgundy game about 400)
MAX_EVENTS = 2000
#: the largest answer (the views of every step): a gRPC client takes 4 MiB by default
MAX_RESPONSE_BYTES = 4_000_000


def not_replayable(why: str, message: str, **metadata: str) -> errors.ServiceError:
    return errors.invalid("RECORD_NOT_REPLAYABLE", message, why=why, **metadata)


def _outcomes(event: pb.TableEvent) -> list[ChanceOutcome]:
    return [ChanceOutcome(o.kind, o.value) for o in event.chance_outcomes]


def spectator_view(
    game: Game[Any, Any, Any, Any], state: GameState[Any, Any, Any, Any], version: int
) -> pb.TableView:
    """The spectator's TableView of ``state`` at ``version`` (no table: no name, no etag)."""
    terminal = state.is_terminal()
    status = TableStatus.FINISHED if terminal else TableStatus.ACTIVE
    view = pb.TableView(version=version, state=TABLE_STATUS_TO_PROTO[status])  # type: ignore[arg-type]
    write_position(view, game, state, None, status)
    return view


def _start(game: Game[Any, Any, Any, Any], table: pb.Table, event: pb.TableEvent) -> Timeline:
    seats = len(table.seats)
    try:
        state = game.new_game(seats, dict(table.options))
    except Exception as error:  # the engine's InvalidOptions, or a seat count it refuses
        raise not_replayable(
            "OPTIONS", f"the record's table does not start a game: {error}", version="0"
        ) from None
    chance = ScriptedChance.from_outcomes(_outcomes(event))
    try:
        settle(state, chance)
    except Exception as error:
        raise not_replayable(
            "EVENT", f"the setup does not replay: {error}", version=str(event.version)
        ) from None
    if chance.remaining():
        raise not_replayable(
            "EVENT", "the setup's chance outcomes are left over", version=str(event.version)
        )
    return Timeline(game, state)


def _step(game: Game[Any, Any, Any, Any], timeline: Timeline, event: pb.TableEvent) -> None:
    """Apply one event after the start to ``timeline``; RECORD_NOT_REPLAYABLE if it does not."""
    kind = event.WhichOneof("kind")
    where = str(event.version)
    try:
        if kind == "action_applied":
            applied = event.action_applied
            message = game.action_type()
            if not applied.action.Unpack(message):
                raise ValueError(f"the action is not a {game.action_type.DESCRIPTOR.full_name}")
            chance = ScriptedChance.from_outcomes(_outcomes(event))
            action = game.action_from_proto(message)
            timeline.act(
                event.version, applied.seat, action, chance, by_bot=applied.by_bot, events=False
            )
            if chance.remaining():
                raise ValueError("chance outcomes are left over")
        elif kind == "action_undone":
            undone = timeline.undo(event.action_undone.seat)
            if undone != event.action_undone.undone_version:
                raise ValueError(f"the undo takes back version {undone}")
        else:
            timeline.table_change()
    except Exception as error:  # an engine refusal, a bad payload, an undo the policy forbids
        raise not_replayable(
            "EVENT", f"the event at version {where} does not replay: {error}", version=where
        ) from None


def replay(
    game: Game[Any, Any, Any, Any], table: pb.Table, events: list[pb.TableEvent]
) -> pb.ReplayRecordResponse:
    """The spectator's view after each step of the record (RECORD_NOT_REPLAYABLE if it does
    not play back)."""
    response = pb.ReplayRecordResponse()
    timeline: Timeline | None = None
    previous = -1
    size = 0
    for event in events:
        if event.version <= previous:
            raise errors.invalid(
                "INVALID_FIELD",
                "events must be in increasing version order",
                field="events",
                version=str(event.version),
            )
        previous = event.version
        if timeline is None:
            if event.WhichOneof("kind") == "table_started":
                timeline = _start(game, table, event)
                response.views.append(spectator_view(game, timeline.state, event.version))
            continue  # the lobby before the start: seats taken and left
        _step(game, timeline, event)
        view = spectator_view(game, timeline.state, event.version)
        size += view.ByteSize() + 8
        if size > MAX_RESPONSE_BYTES:
            raise errors.exhausted(
                "RESPONSE_TOO_LARGE",
                f"the record's views come to more than {MAX_RESPONSE_BYTES} bytes",
                limit=str(MAX_RESPONSE_BYTES),
                version=str(event.version),
            )
        response.views.append(view)
    if timeline is None:
        raise not_replayable("NOT_STARTED", "the record holds no TableStarted event")
    recorded = list(table.outcome.scores)
    final = list(timeline.state.scores())
    if recorded and final != recorded:
        raise not_replayable(
            "OUTCOME",
            f"the record plays back to scores {final}, but its table recorded {recorded}",
        )
    return response


@functools.cache
def worker_games(extra_games: str) -> frozenset[str]:
    return frozenset(hosted_games(extra_games))


def replay_request(
    game_name: str, request_blob: bytes
) -> tuple[bytes, tuple[str, str, str, dict[str, str]] | None]:
    """:func:`replay` of a serialized ReplayRecordRequest, in a bot worker: the serialized
    response, or the refusal as (code name, reason, message, metadata)."""
    request = pb.ReplayRecordRequest.FromString(request_blob)
    try:
        response = replay(hosted_game(game_name), request.table, list(request.events))
    except errors.ServiceError as refused:
        return b"", (refused.code.name, refused.reason, refused.message, refused.metadata)
    return response.SerializeToString(), None


def replay_here(
    game: Game[Any, Any, Any, Any], request: pb.ReplayRecordRequest
) -> tuple[bytes, tuple[str, str, str, dict[str, str]] | None]:
    """:func:`replay_request` on a thread of the server (``--bot-workers 0``)."""
    try:
        response = replay(game, request.table, list(request.events))
    except errors.ServiceError as refused:
        return b"", (refused.code.name, refused.reason, refused.message, refused.metadata)
    return response.SerializeToString(), None


async def played_back(
    core: TableServiceBase,
    game: Game[Any, Any, Any, Any],
    request: pb.ReplayRecordRequest,
    caller: Caller,
) -> pb.ReplayRecordResponse:
    """:func:`replay` of ``request`` as the caller's bot work (ReplayRecord's, and a record's
    RequestReview's check): its answer, or its refusal raised."""
    if len(request.events) > MAX_EVENTS:
        raise errors.invalid(
            "INVALID_FIELD",
            f"a record may hold at most {MAX_EVENTS} events",
            field="events",
            limit=str(MAX_EVENTS),
        )
    # off the event loop, one at a time, shared by person like any bot work (issue 48,
    # finding 4): a flood of replays waits in its own lane, never in the players' way
    work = Work(person_of_peer(caller.peer), Lane.REPLAY, Urgency.PERSON, "replay")
    try:
        # a test's in-process engine is replayed in a thread of the server instead
        if core.bot_work.in_process or game.name not in worker_games(core.settings.extra_games):
            blob, refused = await core.bot_work.run(work, replay_here, game, request)
        else:
            blob, refused = await core.bot_work.run(
                work, replay_request, game.name, request.SerializeToString()
            )
    except Crowded:
        raise errors.exhausted(
            "RATE_LIMITED",
            "this client's record replays wait already; retry later",
            retry_after=1.0,
        ) from None
    if refused is not None:
        code, reason, message, metadata = refused
        raise errors.ServiceError(grpc.StatusCode[code], reason, message, metadata)
    return pb.ReplayRecordResponse.FromString(blob)


class RecordMixin(TableServiceBase):
    """ReplayRecord."""

    async def replay_record(
        self, request: pb.ReplayRecordRequest, caller: Caller, rlog: RequestLog
    ) -> pb.ReplayRecordResponse:
        name = request.table.game
        if not name:
            raise errors.invalid("MISSING_FIELD", "table.game is required", field="table.game")
        game = self._game(name.removeprefix("games/"))
        rlog.bind(game=game.name, events=len(request.events))
        return await played_back(self, game, request, caller)
