"""A small GameService hosting Carcassonne, written from proto/meeple/v1/game_service.proto and
proto/meeple/carcassonne/v1/carcassonne.proto only: enough of the service for the conformance
profile carcassonne-core (conformance mode, tables, seats, views, legal actions, actions, the
history). Tables live in memory.

    python -m tests.conformance.independent.server serve --port 50051 --admin-token TOKEN
"""

from __future__ import annotations

import argparse
import copy
import secrets
import sys
import threading
from concurrent import futures
from dataclasses import dataclass, field
from typing import Any, NoReturn

import grpc
from google.protobuf import any_pb2, json_format
from google.rpc import error_details_pb2, status_pb2
from grpc_status import rpc_status
from meeple.carcassonne.v1 import carcassonne_pb2 as cc
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as rpc

from tests.conformance.independent.game import Game, Rejected, invalid
from tests.conformance.independent.setup import load, new_game

GAME = "games/carcassonne"
ACTIVE, FINISHED, WAITING = pb.Table.STATE_ACTIVE, pb.Table.STATE_FINISHED, pb.Table.STATE_WAITING


def fail(context: grpc.ServicerContext, code: str, reason: str, message: str = "") -> NoReturn:
    info = any_pb2.Any()
    info.Pack(error_details_pb2.ErrorInfo(reason=reason, domain="independent.example"))
    status = status_pb2.Status(
        code=grpc.StatusCode[code].value[0], message=message or reason, details=[info]
    )
    context.abort_with_status(rpc_status.to_status(status))
    raise AssertionError("unreachable")


def pack(message: Any) -> any_pb2.Any:
    packed = any_pb2.Any()
    packed.Pack(message)
    return packed


def game_event(event: dict[str, Any]) -> any_pb2.Any:
    return pack(json_format.ParseDict(event, cc.Event()))


@dataclass
class Table:
    name: str
    players: int
    game: Game
    script: list[str]
    host: str
    invite: str
    spectator: str
    admin: str
    used: int = 0
    seats: list[str] = field(default_factory=list)
    state: Any = WAITING
    version: int = 0
    history: list[pb.TableEvent] = field(default_factory=list)

    def taker(self) -> tuple[Any, list[int]]:
        """A draw function reading the script from where it stands, and its position."""
        position = [self.used]

        def take() -> str:
            if position[0] >= len(self.script):
                raise Rejected("FAILED_PRECONDITION", "CHANCE_SCRIPT_EXHAUSTED")
            position[0] += 1
            return self.script[position[0] - 1]

        return take, position

    def record(self, **kind: Any) -> pb.TableEvent:
        self.version += 1
        event = pb.TableEvent(table=self.name, version=self.version, **kind)
        self.history.append(event)
        return event

    def outcome(self) -> pb.Outcome:
        if self.state != FINISHED:
            return pb.Outcome()
        return pb.Outcome(scores=self.game.scores, ranks=self.game.ranks)

    def current(self) -> dict[str, Any]:
        over = self.state != ACTIVE or self.game.step == "STEP_GAME_OVER"
        return {} if over else {"current_seat": self.game.seat}

    def table(self) -> pb.Table:
        return pb.Table(
            name=self.name,
            game=GAME,
            state=self.state,
            version=self.version,
            etag=f"v{self.version}",
            conformance=True,
            outcome=self.outcome(),
            seats=[
                pb.Seat(
                    index=i,
                    state=pb.Seat.STATE_TAKEN if i < len(self.seats) else pb.Seat.STATE_EMPTY,
                )
                for i in range(self.players)
            ],
        )

    def view(self, seat: int | None) -> pb.TableView:
        pending = self.game.view(seat)["pendingDecision"] if self.state == ACTIVE else ""
        view = json_format.ParseDict(self.game.view(seat), cc.View())
        table_view = pb.TableView(
            table=self.name,
            version=self.version,
            etag=f"v{self.version}",
            state=self.state,
            pending_decision=pending,
            game_view=pack(view),
            outcome=self.outcome(),
        )
        if seat is not None:
            table_view.viewer_seat = seat
        if "current_seat" in self.current():
            table_view.current_seat = self.current()["current_seat"]
        return table_view


class Service(rpc.GameServiceServicer):
    def __init__(self, admin_token: str) -> None:
        self.admin = admin_token
        self.tables: dict[str, Table] = {}
        self.lock = threading.Lock()

    # ---- credentials ----------------------------------------------------------------------
    def bearer(self, context: grpc.ServicerContext) -> str:
        for key, value in context.invocation_metadata():
            if key == "authorization":
                if not str(value).startswith("Bearer "):
                    fail(context, "UNAUTHENTICATED", "CREDENTIAL_MALFORMED")
                return str(value).removeprefix("Bearer ")
        return ""

    def find(self, name: str, context: grpc.ServicerContext) -> tuple[Table, str]:
        token = self.bearer(context)
        table = self.tables.get(name)
        if table is None or token not in (table.host, table.spectator, table.admin, *table.seats):
            fail(context, "NOT_FOUND", "TABLE_NOT_FOUND")
        return table, token

    def seat_of(self, table: Table, token: str, context: grpc.ServicerContext) -> int:
        if token not in table.seats:
            fail(context, "PERMISSION_DENIED", "SEAT_CREDENTIAL_REQUIRED")
        return table.seats.index(token)

    # ---- the lobby ------------------------------------------------------------------------
    def ListGames(self, request: Any, context: Any) -> pb.ListGamesResponse:
        return pb.ListGamesResponse(
            games=[
                pb.Game(
                    name=GAME,
                    display_name="Carcassonne (independent)",
                    min_players=2,
                    max_players=6,
                    options=[
                        pb.GameOption(
                            name="start_seat",
                            description="the first seat",
                            choices=[str(s) for s in range(6)],
                            default_value="0",
                        ),
                        pb.GameOption(
                            name="unplaceable_tile",
                            description="a tile that fits nowhere",
                            choices=["discard", "return_to_bag"],
                            default_value="discard",
                        ),
                    ],
                    action_type="meeple.carcassonne.v1.Action",
                    event_type="meeple.carcassonne.v1.Event",
                    view_type="meeple.carcassonne.v1.View",
                    state_type="meeple.carcassonne.v1.State",
                )
            ]
        )

    def CreateTable(self, request: Any, context: Any) -> pb.CreateTableResponse:
        if request.game != GAME:
            fail(context, "NOT_FOUND", "GAME_NOT_FOUND")
        conformance = request.HasField("chance_script") or request.HasField("initial_state")
        if conformance and (not self.admin or self.bearer(context) != self.admin):
            fail(context, "PERMISSION_DENIED", "ADMIN_CREDENTIAL_REQUIRED")
        players = request.seat_count
        try:
            if not 2 <= players <= 6:
                raise invalid("UNSUPPORTED_PLAYER_COUNT")
            game = new_game(players, dict(request.options))
            if request.HasField("initial_state"):
                state = cc.State()
                if not request.initial_state.Unpack(state):
                    raise invalid("WRONG_PAYLOAD_TYPE")
                game = load(json_format.MessageToDict(state), players)
        except Rejected as error:
            fail(context, error.code, error.reason)
        script = [o.value for o in request.chance_script.outcomes]
        table = Table(
            "tables/" + secrets.token_hex(12),
            players,
            game,
            script,
            secrets.token_urlsafe(32),
            secrets.token_urlsafe(32),
            secrets.token_urlsafe(32),
            self.admin,
        )
        with self.lock:
            self.tables[table.name] = table
        return pb.CreateTableResponse(
            table=table.table(),
            host_credential=table.host,
            invite_token=table.invite,
            spectator_token=table.spectator,
        )

    def JoinTable(self, request: Any, context: Any) -> pb.JoinTableResponse:
        table = self.tables.get(request.table)
        if table is None or request.invite_token != table.invite:
            fail(context, "NOT_FOUND", "TABLE_NOT_FOUND")
        with self.lock:
            if table.state != WAITING or len(table.seats) >= table.players:
                fail(context, "FAILED_PRECONDITION", "TABLE_FULL")
            if request.HasField("seat") and request.seat != len(table.seats):
                fail(context, "FAILED_PRECONDITION", "SEAT_TAKEN")
            credential = secrets.token_urlsafe(32)
            table.seats.append(credential)
            seat = len(table.seats) - 1
            table.record(seat_joined=pb.SeatJoined(seat=seat, display_name=request.display_name))
        return pb.JoinTableResponse(table=table.table(), seat=seat, seat_credential=credential)

    def StartTable(self, request: Any, context: Any) -> pb.StartTableResponse:
        table, token = self.find(request.name, context)
        if token not in (table.host, table.admin):
            fail(context, "PERMISSION_DENIED", "HOST_CREDENTIAL_REQUIRED")
        with self.lock:
            if table.state != WAITING:
                fail(context, "FAILED_PRECONDITION", "TABLE_NOT_WAITING")
            if len(table.seats) < table.players:
                fail(context, "FAILED_PRECONDITION", "TABLE_NOT_FULL")
            take, position = table.taker()
            trial = copy.deepcopy(table.game)
            try:
                events = trial.draw(take) if trial.step == "STEP_DRAW_TILE" else []
            except Rejected as error:
                fail(context, error.code, error.reason)
            table.game, table.used = trial, position[0]
            table.state = FINISHED if trial.step == "STEP_GAME_OVER" else ACTIVE
            started = pb.TableStarted(game_events=[game_event(e) for e in events])
            if table.state == ACTIVE:
                started.current_seat = trial.seat
            table.record(table_started=started)
        return pb.StartTableResponse(table=table.table())

    # ---- the game -------------------------------------------------------------------------
    def GetView(self, request: Any, context: Any) -> pb.GetViewResponse:
        table, token = self.find(request.table, context)
        if table.state == WAITING:
            fail(context, "FAILED_PRECONDITION", "TABLE_NOT_ACTIVE")
        seat = table.seats.index(token) if token in table.seats else None
        return pb.GetViewResponse(view=table.view(seat))

    def ListLegalActions(self, request: Any, context: Any) -> pb.ListLegalActionsResponse:
        table, token = self.find(request.table, context)
        seat = self.seat_of(table, token, context)
        actions = table.game.legal(seat) if table.state == ACTIVE else []
        return pb.ListLegalActionsResponse(
            version=table.version,
            seat=seat,
            pending_decision=table.view(seat).pending_decision,
            actions=[pack(json_format.ParseDict(a, cc.Action())) for a in actions],
            **table.current(),
        )

    def _act(self, request: Any, context: Any, commit: bool) -> tuple[Table, int, Any]:
        table, token = self.find(request.table, context)
        seat = self.seat_of(table, token, context)
        if request.HasField("expected_version") and request.expected_version != table.version:
            fail(context, "ABORTED", "VERSION_MISMATCH")
        if table.state != ACTIVE and table.game.step != "STEP_GAME_OVER":
            fail(context, "FAILED_PRECONDITION", "TABLE_NOT_ACTIVE")
        action = cc.Action()
        if not request.action.Unpack(action):
            fail(context, "INVALID_ARGUMENT", "WRONG_PAYLOAD_TYPE")
        trial = copy.deepcopy(table.game)
        take, position = table.taker()
        try:
            events = trial.act(seat, json_format.MessageToDict(action), take)
        except Rejected as error:
            fail(context, error.code, error.reason)
        if not commit:
            return table, seat, None
        table.game, table.used = trial, position[0]
        if trial.step == "STEP_GAME_OVER":
            table.state = FINISHED
        applied = pb.ActionApplied(
            seat=seat,
            action=request.action,
            game_events=[game_event(e) for e in events],
            outcome=table.outcome(),
            **table.current(),
        )
        return table, seat, table.record(action_applied=applied)

    def ValidateAction(self, request: Any, context: Any) -> pb.ValidateActionResponse:
        with self.lock:
            table, _, _ = self._act(request, context, commit=False)
            return pb.ValidateActionResponse(version=table.version)

    def SubmitAction(self, request: Any, context: Any) -> pb.SubmitActionResponse:
        with self.lock:
            table, seat, event = self._act(request, context, commit=True)
            return pb.SubmitActionResponse(
                version=table.version, etag=f"v{table.version}", event=event, view=table.view(seat)
            )

    def ListEvents(self, request: Any, context: Any) -> pb.ListEventsResponse:
        table, _ = self.find(request.table, context)
        start = int(request.page_token or 0)
        size = request.page_size if request.page_size > 0 else 100
        later = [e for e in table.history if e.version > request.after_version]
        page = later[start : start + size]
        more = start + size < len(later)
        return pb.ListEventsResponse(events=page, next_page_token=str(start + size) if more else "")


class IndependentService(Service):
    """The calls carcassonne-core does not need: this implementation does not offer them."""

    def _unimplemented(self, context: Any) -> NoReturn:
        fail(context, "UNIMPLEMENTED", "UNIMPLEMENTED", "not offered by this implementation")

    def GetTable(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def ListTables(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def PreviewTable(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def LeaveTable(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def WatchTable(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def FreeSeat(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def ReclaimSeat(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def AbandonTable(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def AddBot(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def AdvanceClock(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def UndoAction(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def ReplayRecord(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def GetNotificationSettings(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def UpdateNotificationSettings(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def AddPushSubscription(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def DeletePushSubscription(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def ListLessons(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def StartLesson(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def RequestReview(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def GetReview(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def SendMessage(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def ListMessages(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def MuteChat(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def RematchTable(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)

    def GetHint(self, request: Any, context: Any) -> NoReturn:
        self._unimplemented(context)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="independent-carcassonne")
    parser.add_argument("command", choices=["serve"])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=50051)
    parser.add_argument("--admin-token", default="")
    args, _ignored = parser.parse_known_args(argv)  # the test harness passes meeple's flags too
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=8))
    rpc.add_GameServiceServicer_to_server(IndependentService(args.admin_token), server)
    server.add_insecure_port(f"{args.host}:{args.port}")
    server.start()
    server.wait_for_termination()
    return 0


if __name__ == "__main__":
    sys.exit(main())
