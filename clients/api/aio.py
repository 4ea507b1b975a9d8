"""The asyncio client: the same calls as :mod:`clients.api.sync`, awaited.

::

    async with AsyncClient("localhost:50051") as client:
        created = await client.create_table("burgundy", seats=2)
        seat = await client.join(created.invite_link, "Ada")
        async for update in seat.watch():
            ...

This file is the source of both clients: ``python -m clients.api.generate_sync`` writes
:mod:`clients.api.sync` from it (``async``/``await`` dropped, names mapped), and
``tests/clients/test_generate_sync.py`` fails when the two drift apart. Edit this file, not sync.py.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator, AsyncIterator, Awaitable, Callable, Mapping, Sequence
from typing import Any, TypeVar

import grpc
from google.protobuf.message import Message
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc

from clients.api.channels import open_async_channel
from clients.api.common import (
    RetryPolicy,
    bearer,
    game_for,
    new_credential,
    new_request_id,
    table_id,
    unpack_actions,
    unpack_events,
    unpack_view,
)
from clients.api.errors import MeepleError, Unavailable, from_rpc_error
from clients.api.links import parse_link
from clients.api.requests import (
    create_table_request,
    join_request,
    next_turn,
    submit_request,
    turn_after,
    validate_request,
    watch_request,
)
from clients.api.types import CreatedTable, LegalActions, SavedSeat, is_over
from engines.contract import Game

ResponseT = TypeVar("ResponseT")


class AsyncClient:
    """A connection to one meeple server; close it (or use ``async with``)."""

    def __init__(
        self,
        target: str,
        *,
        retry: RetryPolicy | None = None,
        interceptors: Sequence[Any] = (),
        timeout: float | None = 30.0,
        channel_options: Sequence[tuple[str, Any]] = (),
    ) -> None:
        self.target = target
        self.retry = retry or RetryPolicy()
        self.timeout = timeout
        self._channel = open_async_channel(target, channel_options, interceptors)
        self.stub = pb_grpc.GameServiceStub(self._channel)

    async def close(self) -> None:
        await self._channel.close()

    async def __aenter__(self) -> AsyncClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- plumbing -------------------------------------------------------------------------

    async def call(
        self,
        method: Callable[..., Awaitable[ResponseT]],
        request: Message,
        credential: str | None = None,
        *,
        retry: bool = True,
    ) -> ResponseT:
        """One unary call; UNAVAILABLE is retried with the very same request (so with the same
        request_id) when ``retry``."""
        pauses = self.retry.pauses() if retry else []
        while True:
            try:
                return await method(request, metadata=bearer(credential), timeout=self.timeout)
            except grpc.RpcError as error:
                failure = from_rpc_error(error)
                if not isinstance(failure, Unavailable) or not pauses:
                    raise failure from None
                await asyncio.sleep(pauses.pop(0))

    # -- lobby ----------------------------------------------------------------------------

    async def list_games(self) -> list[pb.Game]:
        response: pb.ListGamesResponse = await self.call(self.stub.ListGames, pb.ListGamesRequest())
        return list(response.games)

    async def create_table(
        self,
        game: str,
        seats: int,
        *,
        options: Mapping[str, str] | None = None,
        public: bool = False,
        auto_start: bool = True,
        display_name: str = "",
        request_id: str | None = None,
        host_credential: str | None = None,
        bot_seats: Mapping[int, tuple[str, int]] | None = None,
    ) -> CreatedTable:
        """Open a table. The request proposes the host credential (``host_credential``, or a
        fresh random one), so retries after a lost response get the same table and secrets;
        to retry a create yourself, pass the same ``request_id`` and ``host_credential``."""
        request = create_table_request(
            game,
            seats,
            options=options,
            public=public,
            auto_start=auto_start,
            display_name=display_name,
            request_id=request_id,
            host_credential=host_credential,
            bot_seats=bot_seats,
        )
        response: pb.CreateTableResponse = await self.call(self.stub.CreateTable, request)
        return CreatedTable.from_proto(response)

    async def get_table(self, name: str, credential: str | None = None) -> pb.Table:
        request = pb.GetTableRequest(name=table_id(name))
        response: pb.GetTableResponse = await self.call(self.stub.GetTable, request, credential)
        return response.table

    async def start_table(self, name: str, host_credential: str, etag: str = "") -> pb.Table:
        request = pb.StartTableRequest(name=table_id(name), etag=etag, request_id=new_request_id())
        response: pb.StartTableResponse = await self.call(
            self.stub.StartTable, request, host_credential
        )
        return response.table

    async def join(
        self,
        link_or_table: str,
        display_name: str,
        *,
        invite_token: str = "",
        seat: int | None = None,
    ) -> AsyncTableSession:
        """Take a seat from an invite link (or a table name plus ``invite_token``)."""
        request = join_request(link_or_table, display_name, invite_token, seat)
        table = request.table
        response: pb.JoinTableResponse = await self.call(self.stub.JoinTable, request)
        return AsyncTableSession(
            self, table, response.seat_credential, response.seat, response.table.game
        )

    # -- lessons (docs/lessons.md) ------------------------------------------------------------

    async def list_lessons(self, game: str = "", language: str = "en") -> list[pb.Lesson]:
        """The lessons of a game's course (every game's when ``game`` is empty), in course
        order, with their texts in ``language`` (en, fa or ja)."""
        lessons: list[pb.Lesson] = []
        token = ""
        while True:
            request = pb.ListLessonsRequest(
                game=f"games/{game}" if game and "/" not in game else game,
                language=language,
                page_token=token,
            )
            response: pb.ListLessonsResponse = await self.call(self.stub.ListLessons, request)
            lessons += response.lessons
            token = response.next_page_token
            if not token:
                return lessons

    async def start_lesson(
        self, lesson: str, language: str = "en", display_name: str = ""
    ) -> tuple[AsyncTableSession, pb.Lesson]:
        """Open a lesson's table (a private table at its position, bots in the other seats)
        and sit down in the learner's seat: the session and the lesson with its steps. The
        request proposes the seat credential, so a retry after a lost answer gets the same."""
        request = pb.StartLessonRequest(
            lesson=lesson if lesson.startswith("lessons/") else f"lessons/{lesson}",
            language=language,
            display_name=display_name,
            request_id=new_request_id(),
            seat_credential=new_credential(),
        )
        response: pb.StartLessonResponse = await self.call(self.stub.StartLesson, request)
        session = AsyncTableSession(
            self, response.table.name, response.seat_credential, response.seat,
            response.table.game,
        )  # fmt: skip
        return session, response.lesson

    async def session(self, saved: SavedSeat) -> AsyncTableSession:
        """Come back to a seat (or a spectator/host view) with a kept credential."""
        game = saved.game or (await self.get_table(saved.table, saved.credential)).game
        return AsyncTableSession(self, saved.table, saved.credential, saved.seat, game)

    async def spectate(self, link_or_table: str, token: str = "") -> AsyncTableSession:
        """A read-only session from a spectator link (or a table name plus a spectator or
        host token; no token at a public table)."""
        if "://" in link_or_table:
            link = parse_link(link_or_table)
            table, token = link.table, token or link.spectator_token
        else:
            table = table_id(link_or_table)
        game = (await self.get_table(table, token or None)).game
        return AsyncTableSession(self, table, token, None, game)


class AsyncTableSession:
    """One credential at one table: a seat (``seat`` set) or a spectator/host view."""

    def __init__(
        self, client: AsyncClient, table: str, credential: str, seat: int | None, game: str
    ) -> None:
        self.client = client
        self.table = table
        self.credential = credential
        self.seat = seat
        self.game_name = game
        self.game: Game[Any, Any, Any, Any] = game_for(game)

    def saved(self) -> SavedSeat:
        """What to keep to come back later (see :meth:`AsyncClient.session`)."""
        return SavedSeat(
            target=self.client.target,
            table=self.table,
            credential=self.credential,
            seat=self.seat,
            game=self.game_name,
        )

    async def _call(
        self, method: Callable[..., Awaitable[ResponseT]], request: Message
    ) -> ResponseT:
        return await self.client.call(method, request, self.credential or None)

    async def table_info(self) -> pb.Table:
        return await self.client.get_table(self.table, self.credential or None)

    async def view(self) -> pb.TableView:
        request = pb.GetViewRequest(table=self.table)
        response: pb.GetViewResponse = await self._call(self.client.stub.GetView, request)
        return response.view

    async def game_view(self) -> Message | None:
        """The game's own View message (e.g. meeple.carcassonne.v1.View)."""
        return unpack_view(self.game, await self.view())

    async def legal_actions(self) -> LegalActions:
        response: pb.ListLegalActionsResponse = await self._call(
            self.client.stub.ListLegalActions, pb.ListLegalActionsRequest(table=self.table)
        )
        return LegalActions(
            version=response.version,
            seat=response.seat,
            current_seat=response.current_seat if response.HasField("current_seat") else None,
            pending_decision=response.pending_decision,
            actions=unpack_actions(self.game, response),
        )

    async def validate(self, action: Message, expected_version: int | None = None) -> int:
        request = validate_request(self.table, action, expected_version)
        response: pb.ValidateActionResponse = await self._call(
            self.client.stub.ValidateAction, request
        )
        return response.version

    async def submit(
        self,
        action: Message,
        *,
        expected_version: int | None = None,
        request_id: str | None = None,
        include_decision: bool = False,
    ) -> pb.SubmitActionResponse:
        """Apply an action. One request_id for all retries, so it is applied at most once.
        With ``include_decision`` the reply carries this seat's next decision when it decides
        again at once (``response.decision``)."""
        request = submit_request(self.table, action, expected_version, request_id, include_decision)
        response: pb.SubmitActionResponse = await self._call(self.client.stub.SubmitAction, request)
        return response

    async def undo(
        self,
        *,
        expected_version: int | None = None,
        request_id: str | None = None,
        include_decision: bool = False,
    ) -> pb.UndoActionResponse:
        """Take back this seat's last action where the undo policy allows it (else a
        MeepleError with reason UNDO_NOT_ALLOWED and the ``why`` in its metadata). One
        request_id for all retries, so at most one action is taken back."""
        request = pb.UndoActionRequest(
            table=self.table,
            request_id=request_id or new_request_id(),
            include_decision=include_decision,
        )
        if expected_version is not None:
            request.expected_version = expected_version
        response: pb.UndoActionResponse = await self._call(self.client.stub.UndoAction, request)
        return response

    async def say(
        self, text: str = "", *, reaction: int = 0, request_id: str | None = None
    ) -> pb.ChatMessage:
        """Send a chat message from this seat: plain text, or a ``pb.ChatMessage.Reaction``.
        One request_id for all retries, so it is sent at most once."""
        request = pb.SendMessageRequest(
            table=self.table,
            text=text,
            reaction=reaction,  # type: ignore[arg-type]
            request_id=request_id or new_request_id(),
        )
        response: pb.SendMessageResponse = await self._call(self.client.stub.SendMessage, request)
        return response.message

    async def messages(self, after: int = 0) -> list[pb.ChatMessage]:
        """The table's chat after sequence ``after``, oldest first (every page)."""
        found: list[pb.ChatMessage] = []
        token = ""
        while True:
            request = pb.ListMessagesRequest(
                table=self.table, after_sequence=after, page_size=1000, page_token=token
            )
            response: pb.ListMessagesResponse = await self._call(
                self.client.stub.ListMessages, request
            )
            found.extend(response.messages)
            token = response.next_page_token
            if not token:
                return found

    async def play(
        self,
        decide: Callable[[LegalActions], Awaitable[Message]],
        *,
        include_view: bool = False,
        on_refusal: Callable[[MeepleError], None] | None = None,
    ) -> int:
        """Play this seat until the game is over, one round trip per move: each decision comes
        in the reply to the previous move or on this seat's own stream (``decisions_only``),
        never from a ListLegalActions call. ``decide`` gets the legal actions (and, with
        ``include_view``, the seat's view) and returns the action. A refused move (the table
        moved on, e.g. a turn timer) goes to ``on_refusal`` and the seat waits for its next
        decision. Returns the number of moves made."""
        moves, acted_at = 0, -1
        stream = self.watch(include_decision=True, include_view=include_view, decisions_only=True)
        try:
            async for message in stream:
                turn = next_turn(self.game.action_type, message, acted_at)
                while turn is not None:
                    acted_at = turn.version
                    try:
                        response = await self.submit(
                            await decide(turn), expected_version=turn.version, include_decision=True
                        )
                    except MeepleError as error:
                        if on_refusal is None:
                            raise
                        on_refusal(error)
                        break
                    moves += 1
                    turn = turn_after(self.game.action_type, response)
        finally:
            await stream.aclose()
        return moves

    async def leave(self) -> pb.Table:
        request = pb.LeaveTableRequest(table=self.table, request_id=new_request_id())
        response: pb.LeaveTableResponse = await self._call(self.client.stub.LeaveTable, request)
        return response.table

    async def reclaim(self) -> pb.Table:
        """Take this seat back from the bot that plays it while the player was away."""
        request = pb.ReclaimSeatRequest(table=self.table, request_id=new_request_id())
        response: pb.ReclaimSeatResponse = await self._call(self.client.stub.ReclaimSeat, request)
        return response.table

    async def events(
        self, after_version: int = 0, page_size: int = 200
    ) -> AsyncIterator[pb.TableEvent]:
        """The table's history after ``after_version``, every page."""
        token = ""
        while True:
            request = pb.ListEventsRequest(
                table=self.table, page_size=page_size, page_token=token, after_version=after_version
            )
            response: pb.ListEventsResponse = await self._call(self.client.stub.ListEvents, request)
            for event in response.events:
                yield event
            token = response.next_page_token
            if not token:
                return

    def game_events(self, event: pb.TableEvent) -> list[Message]:
        return unpack_events(self.game, event)

    async def watch(
        self,
        after_version: int | None = None,
        *,
        until_over: bool = True,
        include_decision: bool = False,
        include_view: bool = False,
        decisions_only: bool = False,
    ) -> AsyncGenerator[pb.WatchTableResponse, None]:
        """Follow the table live. A dropped or closed stream is resumed from the last version
        received, so nothing is missed or seen twice. Ends after the game is over (when
        ``until_over``), or raises once reconnecting fails ``retry.attempts`` times running.
        The flags are WatchTableRequest's (a seat's decisions, its view with them, only them)."""
        last = after_version
        failures = 0
        ended = False
        while True:
            request = watch_request(
                self.table, last, include_decision, include_view, decisions_only
            )
            stream = self.client.stub.WatchTable(request, metadata=bearer(self.credential or None))
            try:
                async for message in stream:
                    failures = 0
                    kind = message.WhichOneof("kind")
                    if kind == "snapshot":
                        last = message.snapshot.version
                    elif kind == "event":
                        if last is not None and message.event.version <= last:
                            continue  # already seen (never expected; kept safe)
                        last = message.event.version
                    yield message
                    ended = ended or is_over(message)
                    if until_over and ended:
                        return
                if ended:
                    return  # the server closes the stream with OK after the game's last event
            except grpc.RpcError as error:
                failure = from_rpc_error(error)
                if not isinstance(failure, Unavailable) and failure.code not in (
                    grpc.StatusCode.CANCELLED,
                    grpc.StatusCode.INTERNAL,
                ):
                    raise failure from None
            finally:
                stream.cancel()  # also when the caller stops reading (the generator is closed)
            failures += 1
            pauses = self.client.retry.pauses()
            if failures > len(pauses):
                raise Unavailable(grpc.StatusCode.UNAVAILABLE, "the watch could not reconnect")
            await asyncio.sleep(pauses[failures - 1])


__all__ = ["AsyncClient", "AsyncTableSession", "MeepleError"]
