"""The gRPC adapter: reads credentials from metadata, enforces the request size limit, maps
errors to statuses with exactly one ErrorInfo, and logs one JSON line per RPC."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any, TypeVar

import grpc
from google.protobuf.message import Message
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc

from service import authorization, errors, logs
from service.core import Caller, RequestLog, TableService
from service.errors import ServiceError
from service.security import BadCredential, bearer_token
from service.transport import Refused


def rpc_log() -> Any:
    """The bound logger of the per-request lines (built once per logging configuration)."""
    return logs.logger("meeple.rpc")


def log_rpc(
    method: str, code: str, reason: str, started: float, rlog: RequestLog, transport: str = ""
) -> None:
    """The request's one info line: method, code, reason, latency and what the handler bound
    (and the transport, when it is not gRPC)."""
    fields = {
        "method": method,
        "code": code,
        "reason": reason,
        "latency_ms": round((time.perf_counter() - started) * 1000, 3),
    }
    if transport:
        fields["transport"] = transport
    fields.update(rlog.fields)
    logs.info("meeple.rpc", "rpc", fields)


RequestT = TypeVar("RequestT", bound=Message)
ResponseT = TypeVar("ResponseT", bound=Message)


def check_size(request: Message, max_bytes: int) -> None:
    """RESOURCE_EXHAUSTED (MESSAGE_TOO_LARGE) above the request size limit (both transports)."""
    size = request.ByteSize()
    if size > max_bytes:
        raise errors.too_large(size, max_bytes)


def read_units(request: Message) -> int:
    """What a read is priced by (:func:`service.ratelimit.read_cost`): a ReplayRecord's events
    (and a record's RequestReview's), a ListEvents page's ``page_size`` (0 when a request has
    neither)."""
    if isinstance(request, pb.ReplayRecordRequest):
        return len(request.events)
    if isinstance(request, pb.RequestReviewRequest):
        return len(request.record.events)
    size = getattr(request, "page_size", 0)
    return size if isinstance(size, int) else 0


def caller_of(context: grpc.aio.ServicerContext[Any, Any]) -> Caller:
    peer = context.peer() or ""
    try:
        return Caller(token=bearer_token(context.invocation_metadata()), peer=peer)
    except BadCredential:
        return Caller(malformed=True, peer=peer)


class GameServicer(pb_grpc.GameServiceServicer):
    """meeple.v1.GameService over :class:`~service.core.TableService`."""

    def __init__(self, core: TableService) -> None:
        self.core = core
        self.max_bytes = core.settings.max_message_bytes

    def _check_size(self, request: Message) -> None:
        check_size(request, self.max_bytes)

    async def refuse(
        self, method: str, refused: Refused, context: grpc.aio.ServicerContext[Any, Any]
    ) -> None:
        """Answer a call whose request is too large, does not parse, or never came."""
        error = refused.error
        rpc_log().info(
            "rpc", method=method, code=error.code.name, reason=error.reason, latency_ms=0.0
        )
        await context.abort_with_status(error.grpc_status())

    async def _unary(
        self,
        method: str,
        request: RequestT,
        context: grpc.aio.ServicerContext[Any, Any],
        handler: Callable[[RequestT, Caller, RequestLog], Awaitable[ResponseT]],
    ) -> ResponseT:
        started = time.perf_counter()
        rlog = RequestLog()
        code, reason = "OK", ""
        try:
            self._check_size(request)
            caller = caller_of(context)
            self.core.limits.check(method, caller.peer, caller.token, read_units(request))
            authorization.precheck(method, caller.token, caller.malformed)
            return await handler(request, caller, rlog)
        except ServiceError as error:
            code, reason = error.code.name, error.reason
            await context.abort_with_status(error.grpc_status())
            raise  # unreachable: abort raises
        except Exception as error:
            if isinstance(error, grpc.aio.AbortError) or type(error).__name__ == "AbortError":
                raise
            code, reason = "INTERNAL", "INTERNAL"
            rpc_log().exception("rpc_failed", method=method, **rlog.fields)
            internal = ServiceError(grpc.StatusCode.INTERNAL, "INTERNAL", "internal error")
            await context.abort_with_status(internal.grpc_status())
            raise
        finally:
            log_rpc(method, code, reason, started, rlog)

    async def ListGames(
        self, request: pb.ListGamesRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.ListGamesResponse:
        async def handler(
            _r: pb.ListGamesRequest, _c: Caller, _l: RequestLog
        ) -> pb.ListGamesResponse:
            return self.core.list_games()

        return await self._unary("ListGames", request, context, handler)

    async def CreateTable(
        self, request: pb.CreateTableRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.CreateTableResponse:
        return await self._unary("CreateTable", request, context, self.core.create_table)

    async def GetTable(
        self, request: pb.GetTableRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.GetTableResponse:
        return await self._unary("GetTable", request, context, self.core.get_table)

    async def PreviewTable(
        self, request: pb.PreviewTableRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.PreviewTableResponse:
        return await self._unary("PreviewTable", request, context, self.core.preview_table)

    async def ListTables(
        self, request: pb.ListTablesRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.ListTablesResponse:
        async def handler(
            r: pb.ListTablesRequest, _c: Caller, _l: RequestLog
        ) -> pb.ListTablesResponse:
            return await self.core.list_tables(r)

        return await self._unary("ListTables", request, context, handler)

    async def JoinTable(
        self, request: pb.JoinTableRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.JoinTableResponse:
        return await self._unary("JoinTable", request, context, self.core.join_table)

    async def LeaveTable(
        self, request: pb.LeaveTableRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.LeaveTableResponse:
        return await self._unary("LeaveTable", request, context, self.core.leave_table)

    async def StartTable(
        self, request: pb.StartTableRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.StartTableResponse:
        return await self._unary("StartTable", request, context, self.core.start_table)

    async def GetView(
        self, request: pb.GetViewRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.GetViewResponse:
        return await self._unary("GetView", request, context, self.core.get_view)

    async def ListLegalActions(
        self, request: pb.ListLegalActionsRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.ListLegalActionsResponse:
        return await self._unary("ListLegalActions", request, context, self.core.list_legal_actions)

    async def ValidateAction(
        self, request: pb.ValidateActionRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.ValidateActionResponse:
        return await self._unary("ValidateAction", request, context, self.core.validate_action)

    async def SubmitAction(
        self, request: pb.SubmitActionRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.SubmitActionResponse:
        return await self._unary("SubmitAction", request, context, self.core.submit_action)

    async def UndoAction(
        self, request: pb.UndoActionRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.UndoActionResponse:
        return await self._unary("UndoAction", request, context, self.core.undo_action)

    async def AddBot(
        self, request: pb.AddBotRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.AddBotResponse:
        return await self._unary("AddBot", request, context, self.core.add_bot)

    async def FreeSeat(
        self, request: pb.FreeSeatRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.FreeSeatResponse:
        return await self._unary("FreeSeat", request, context, self.core.free_seat)

    async def ReclaimSeat(
        self, request: pb.ReclaimSeatRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.ReclaimSeatResponse:
        return await self._unary("ReclaimSeat", request, context, self.core.reclaim_seat)

    async def AbandonTable(
        self, request: pb.AbandonTableRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.AbandonTableResponse:
        return await self._unary("AbandonTable", request, context, self.core.abandon_table)

    async def RematchTable(
        self, request: pb.RematchTableRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.RematchTableResponse:
        return await self._unary("RematchTable", request, context, self.core.rematch_table)

    async def AdvanceClock(
        self, request: pb.AdvanceClockRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.AdvanceClockResponse:
        return await self._unary("AdvanceClock", request, context, self.core.advance_clock)

    async def ListEvents(
        self, request: pb.ListEventsRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.ListEventsResponse:
        return await self._unary("ListEvents", request, context, self.core.list_events)

    async def ReplayRecord(
        self, request: pb.ReplayRecordRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.ReplayRecordResponse:
        return await self._unary("ReplayRecord", request, context, self.core.replay_record)

    async def RequestReview(
        self, request: pb.RequestReviewRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.RequestReviewResponse:
        return await self._unary("RequestReview", request, context, self.core.request_review)

    async def GetReview(
        self, request: pb.GetReviewRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.GetReviewResponse:
        return await self._unary("GetReview", request, context, self.core.get_review)

    async def GetHint(
        self, request: pb.GetHintRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.GetHintResponse:
        return await self._unary("GetHint", request, context, self.core.get_hint)

    async def GetNotificationSettings(
        self,
        request: pb.GetNotificationSettingsRequest,
        context: grpc.aio.ServicerContext[Any, Any],
    ) -> pb.GetNotificationSettingsResponse:
        return await self._unary(
            "GetNotificationSettings", request, context, self.core.get_notification_settings
        )

    async def UpdateNotificationSettings(
        self,
        request: pb.UpdateNotificationSettingsRequest,
        context: grpc.aio.ServicerContext[Any, Any],
    ) -> pb.UpdateNotificationSettingsResponse:
        return await self._unary(
            "UpdateNotificationSettings", request, context, self.core.update_notification_settings
        )

    async def AddPushSubscription(
        self, request: pb.AddPushSubscriptionRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.AddPushSubscriptionResponse:
        return await self._unary(
            "AddPushSubscription", request, context, self.core.add_push_subscription
        )

    async def DeletePushSubscription(
        self, request: pb.DeletePushSubscriptionRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.DeletePushSubscriptionResponse:
        return await self._unary(
            "DeletePushSubscription", request, context, self.core.delete_push_subscription
        )

    async def ListLessons(
        self, request: pb.ListLessonsRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.ListLessonsResponse:
        return await self._unary("ListLessons", request, context, self.core.list_lessons)

    async def StartLesson(
        self, request: pb.StartLessonRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.StartLessonResponse:
        return await self._unary("StartLesson", request, context, self.core.start_lesson)

    async def SendMessage(
        self, request: pb.SendMessageRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.SendMessageResponse:
        return await self._unary("SendMessage", request, context, self.core.send_message)

    async def ListMessages(
        self, request: pb.ListMessagesRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.ListMessagesResponse:
        return await self._unary("ListMessages", request, context, self.core.list_messages)

    async def MuteChat(
        self, request: pb.MuteChatRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.MuteChatResponse:
        return await self._unary("MuteChat", request, context, self.core.mute_chat)

    async def WatchTable(
        self, request: pb.WatchTableRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> AsyncIterator[pb.WatchTableResponse]:
        started = time.perf_counter()
        rlog = RequestLog()
        code, reason = "OK", ""
        try:
            self._check_size(request)
            caller = caller_of(context)
            self.core.limits.check("WatchTable", caller.peer, caller.token)
            authorization.precheck("WatchTable", caller.token, caller.malformed)
            stream = await self.core.watch_table(request, caller, rlog)
            async for message in stream:
                yield message
        except asyncio.CancelledError:
            code = "CANCELLED"
            raise
        except ServiceError as error:
            code, reason = error.code.name, error.reason
            await context.abort_with_status(error.grpc_status())
        except Exception as error:
            if type(error).__name__ == "AbortError":
                raise
            code, reason = "INTERNAL", "INTERNAL"
            rpc_log().exception("rpc_failed", method="WatchTable", **rlog.fields)
            internal = ServiceError(grpc.StatusCode.INTERNAL, "INTERNAL", "internal error")
            await context.abort_with_status(internal.grpc_status())
        finally:
            log_rpc("WatchTable", code, reason, started, rlog)
