"""The runner's only way into an implementation: the public meeple.v1.GameService over gRPC.

Each fixture gets its own table, created in conformance mode with the admin credential (chance
script, optional initial position), one JoinTable per seat with the invite token, then
StartTable with the host credential. Game payloads are converted between proto3 JSON and the
game's messages named by ListGames (``action_type``, ``state_type``, ...).
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Any

import grpc
from google.protobuf import duration_pb2, json_format
from google.protobuf.message import Message
from meeple.v1 import chance_pb2, game_service_pb2, game_service_pb2_grpc

from conformance.runner.driver import Observation, RpcFailure, Submitted, Viewer
from conformance.runner.webhook_receiver import WebhookReceiver
from conformance.runner.wire import message_class, pack, rpc_failure, to_json, unpack

if TYPE_CHECKING:
    from conformance.runner.driver import StepFailed
    from conformance.runner.loading import Fixture


class GrpcTable:
    """One conformance-mode table and the credentials of its seats and spectator."""

    def __init__(
        self,
        stub: game_service_pb2_grpc.GameServiceStub,
        name: str,
        game: game_service_pb2.Game,
        seat_credentials: list[str],
        spectator_credential: str,
        timeout: float,
        admin: tuple[tuple[str, str], ...] = (),
    ) -> None:
        self._admin = admin
        self._stub = stub
        self.name = name
        self.game = game
        self._seats = seat_credentials
        self._spectator = spectator_credential
        self._timeout = timeout
        self._responses: dict[Viewer, list[dict[str, Any]]] = {}
        self._action_cls = message_class(game.action_type)

    def _metadata(self, viewer: Viewer) -> tuple[tuple[str, str], ...]:
        token = self._spectator if viewer is None else self._seats[viewer]
        return (("authorization", f"Bearer {token}"),)

    def _record(self, viewer: Viewer, response: Message) -> dict[str, Any]:
        rendered = to_json(response)
        self._responses.setdefault(viewer, []).append(rendered)
        return rendered

    def observe(self, viewer: Viewer) -> Observation:
        try:
            response = self._stub.GetView(
                game_service_pb2.GetViewRequest(table=self.name),
                metadata=self._metadata(viewer),
                timeout=self._timeout,
            )
        except grpc.RpcError as error:
            raise rpc_failure(error) from error
        raw = self._record(viewer, response)
        view = response.view
        finished = view.state == game_service_pb2.Table.STATE_FINISHED
        return Observation(
            view=unpack(view.game_view),
            version=view.version,
            current_seat=view.current_seat if view.HasField("current_seat") else None,
            pending_decision=view.pending_decision,
            finished=finished,
            scores=list(view.outcome.scores) if finished else [],
            raw=raw,
        )

    def legal_actions(self, seat: int) -> list[dict[str, Any]]:
        try:
            response = self._stub.ListLegalActions(
                game_service_pb2.ListLegalActionsRequest(table=self.name),
                metadata=self._metadata(seat),
                timeout=self._timeout,
            )
        except grpc.RpcError as error:
            raise rpc_failure(error) from error
        self._record(seat, response)
        return [unpack(action) for action in response.actions]

    def validate(self, seat: int, action: dict[str, Any]) -> None:
        try:
            request = game_service_pb2.ValidateActionRequest(
                table=self.name, action=pack(self._action_cls, action)
            )
            response = self._stub.ValidateAction(
                request, metadata=self._metadata(seat), timeout=self._timeout
            )
        except grpc.RpcError as error:
            raise rpc_failure(error) from error
        except json_format.ParseError as error:
            raise RpcFailure("FIXTURE_ERROR", "UNPARSABLE_ACTION", str(error)) from error
        self._record(seat, response)

    def submit(self, seat: int, action: dict[str, Any]) -> Submitted:
        try:
            request = game_service_pb2.SubmitActionRequest(
                table=self.name,
                action=pack(self._action_cls, action),
                request_id=str(uuid.uuid4()),
            )
            response = self._stub.SubmitAction(
                request, metadata=self._metadata(seat), timeout=self._timeout
            )
        except grpc.RpcError as error:
            raise rpc_failure(error) from error
        except json_format.ParseError as error:
            raise RpcFailure("FIXTURE_ERROR", "UNPARSABLE_ACTION", str(error)) from error
        raw = self._record(seat, response)
        applied = response.event.action_applied
        return Submitted(
            version=response.version,
            events=[unpack(event) for event in applied.game_events],
            raw=raw,
        )

    def history(self, viewer: Viewer) -> list[dict[str, Any]]:
        """Every event of the table as this viewer may see it (ListEvents, all pages)."""
        events: list[dict[str, Any]] = []
        token = ""
        while True:
            try:
                response = self._stub.ListEvents(
                    game_service_pb2.ListEventsRequest(
                        table=self.name, page_size=1000, page_token=token
                    ),
                    metadata=self._metadata(viewer),
                    timeout=self._timeout,
                )
            except grpc.RpcError as error:
                raise rpc_failure(error) from error
            events.append(self._record(viewer, response))
            token = response.next_page_token
            if not token:
                return events

    def _call(self, method: Any, request: Message, metadata: Any) -> Any:
        try:
            return method(request, metadata=metadata, timeout=self._timeout)
        except grpc.RpcError as error:
            raise rpc_failure(error) from error

    def advance_clock(self, seconds: float) -> None:
        duration = duration_pb2.Duration()
        duration.FromNanoseconds(int(seconds * 1e9))
        self._call(
            self._stub.AdvanceClock,
            game_service_pb2.AdvanceClockRequest(duration=duration),
            self._admin,
        )

    def leave(self, seat: int) -> None:
        request = game_service_pb2.LeaveTableRequest(table=self.name, request_id=str(uuid.uuid4()))
        self._record(seat, self._call(self._stub.LeaveTable, request, self._metadata(seat)))

    def reclaim(self, seat: int) -> None:
        request = game_service_pb2.ReclaimSeatRequest(table=self.name, request_id=str(uuid.uuid4()))
        self._record(seat, self._call(self._stub.ReclaimSeat, request, self._metadata(seat)))

    def undo(self, seat: int, request_id: str) -> int:
        request = game_service_pb2.UndoActionRequest(table=self.name, request_id=request_id)
        response = self._call(self._stub.UndoAction, request, self._metadata(seat))
        self._record(seat, response)
        return int(response.version)

    def table_events(self, after_version: int) -> list[dict[str, Any]]:
        request = game_service_pb2.ListEventsRequest(
            table=self.name, page_size=1000, after_version=after_version
        )
        response = self._call(self._stub.ListEvents, request, self._metadata(None))
        self._record(None, response)
        return [to_json(event) for event in response.events]

    def table(self) -> dict[str, Any]:
        request = game_service_pb2.GetTableRequest(name=self.name)
        response = self._call(self._stub.GetTable, request, self._metadata(None))
        return self._record(None, response.table)

    def turn_deadline(self) -> bool:
        request = game_service_pb2.GetViewRequest(table=self.name)
        response = self._call(self._stub.GetView, request, self._metadata(None))
        self._record(None, response)
        return bool(response.view.HasField("turn_deadline"))

    def responses(self, viewer: Viewer) -> list[dict[str, Any]]:
        self.history(viewer)
        return list(self._responses.get(viewer, []))

    def close(self) -> None:
        self._responses.clear()


class GrpcDriver:
    """Creates conformance-mode tables on a GameService at ``target``."""

    def __init__(
        self, target: str, admin_token: str, timeout: float = 30.0, heartbeat_within: float = 30.0
    ) -> None:
        self.target = target
        self._heartbeat_within = heartbeat_within
        self._admin_token = admin_token
        self._channel = grpc.insecure_channel(target)
        self._stub = game_service_pb2_grpc.GameServiceStub(self._channel)
        self._admin = (("authorization", f"Bearer {admin_token}"),)
        self._timeout = timeout
        self._games: dict[str, game_service_pb2.Game] | None = None
        #: the loopback receiver of the implementation's webhooks (feature webhooks), if any
        self.webhooks: WebhookReceiver | None = None

    def games(self) -> dict[str, game_service_pb2.Game]:
        if self._games is None:
            try:
                response = self._stub.ListGames(
                    game_service_pb2.ListGamesRequest(), timeout=self._timeout
                )
            except grpc.RpcError as error:
                raise rpc_failure(error) from error
            self._games = {game.name.removeprefix("games/"): game for game in response.games}
        return self._games

    def preflight(self, declared: list[str], connect_timeout: float = 10.0) -> str:
        """Before any fixture (SPEC.md, "Pre-flight"): the target answers, hosts every declared
        game, and accepts the admin token. Returns "" or the one message that stops the run."""
        try:
            grpc.channel_ready_future(self._channel).result(timeout=connect_timeout)
        except grpc.FutureTimeoutError:
            return (
                f"cannot reach {self.target}: no gRPC server answered within "
                f"{connect_timeout:g}s (check --target, and that the server is running)"
            )
        try:
            hosted = self.games()
        except RpcFailure as error:
            return f"ListGames failed at {self.target}: {error.code} {error.reason} {error.message}"
        missing = [game for game in declared if game not in hosted]
        if missing:
            return (
                f"the implementation config declares {', '.join(declared)}, but ListGames at "
                f"{self.target} lists {', '.join(sorted(hosted)) or 'no game'}: fix the config "
                "(--implementation) or the target"
            )
        if not self._admin_token:
            return "no admin token: pass --admin-token or set MEEPLE_ADMIN_TOKEN"
        if not declared:
            return "the implementation config declares no game"
        game = hosted[declared[0]]
        request = game_service_pb2.CreateTableRequest(
            game=game.name,
            seat_count=game.min_players,
            display_name="conformance pre-flight",
            request_id=str(uuid.uuid4()),
        )
        request.chance_script.SetInParent()  # conformance mode: needs the admin token
        try:
            self._stub.CreateTable(request, metadata=self._admin, timeout=self._timeout)
        except grpc.RpcError as error:
            failure = rpc_failure(error)
            return (
                f"the admin token was not accepted at {self.target}: {failure.code} "
                f"{failure.reason} (start the server in conformance mode with this token, "
                "and pass the same one with --admin-token)"
            )
        return ""

    def _game(self, game: str) -> game_service_pb2.Game:
        found = self.games().get(game)
        if found is None:
            raise RpcFailure("NOT_FOUND", "GAME_NOT_FOUND", f"the target does not host {game}")
        return found

    def create_table(
        self,
        game: str,
        players: int,
        options: dict[str, str],
        chance: list[dict[str, str]],
        position: dict[str, Any] | None,
    ) -> GrpcTable:
        described = self._game(game)
        request = game_service_pb2.CreateTableRequest(
            game=described.name,
            seat_count=players,
            options=options,
            display_name="conformance",
            request_id=str(uuid.uuid4()),
            chance_script=chance_pb2.ChanceScript(
                outcomes=[chance_pb2.ChanceOutcome(**outcome) for outcome in chance]
            ),
        )
        if position is not None:
            try:
                request.initial_state.CopyFrom(pack(message_class(described.state_type), position))
            except json_format.ParseError as error:
                raise RpcFailure("FIXTURE_ERROR", "UNPARSABLE_POSITION", str(error)) from error
        try:
            created = self._stub.CreateTable(request, metadata=self._admin, timeout=self._timeout)
            name = created.table.name
            seats = []
            for seat in range(players):
                joined = self._stub.JoinTable(
                    game_service_pb2.JoinTableRequest(
                        table=name,
                        invite_token=created.invite_token,
                        display_name=f"seat {seat}",
                        seat=seat,
                        request_id=str(uuid.uuid4()),
                    ),
                    timeout=self._timeout,
                )
                seats.append(joined.seat_credential)
            host = (("authorization", f"Bearer {created.host_credential}"),)
            self._stub.StartTable(
                game_service_pb2.StartTableRequest(name=name, request_id=str(uuid.uuid4())),
                metadata=host,
                timeout=self._timeout,
            )
        except grpc.RpcError as error:
            raise rpc_failure(error) from error
        return GrpcTable(
            self._stub,
            name,
            described,
            seats,
            created.spectator_token,
            self._timeout,
            self._admin,
        )

    def run_service(self, fixture: Fixture, game: str) -> tuple[int | None, StepFailed | None]:
        """Play a service fixture (``game: any``) on ``game``."""
        from conformance.runner.service import ServiceRun, run_service_steps

        run = ServiceRun(
            fixture,
            self._channel,
            self._game(game),
            self._admin_token,
            self._timeout,
            self._heartbeat_within,
        )
        return run_service_steps(run)

    def canonical_action(self, game: str, action: dict[str, Any]) -> str:
        message = message_class(self._game(game).action_type)()
        json_format.ParseDict(action, message)
        return json_format.MessageToJson(message, sort_keys=True, indent=None)

    def close(self) -> None:
        self._channel.close()
        if self.webhooks is not None:
            self.webhooks.__exit__()
