"""GameService over the Connect protocol (connectrpc), for browsers.

The endpoints are built from the service's descriptor, so every RPC of ``meeple.v1.GameService``
is served with the generated ``google.protobuf`` message classes (codecs of our own, which refuse
an undecodable body as the gRPC port does) and calls the same :class:`~service.core.TableService`
as the gRPC servicer: same credentials (``authorization: Bearer`` header), same size limit, same
errors (the one ErrorInfo travels as a Connect error detail), same log line per RPC.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import grpc
from connectrpc.code import Code
from connectrpc.codec import Codec
from connectrpc.errors import ConnectError, ErrorDetail
from connectrpc.method import IdempotencyLevel, MethodInfo, StreamType
from connectrpc.request import RequestContext
from connectrpc.server import ConnectASGIApplication, Endpoint
from google.protobuf.json_format import MessageToJson, ParseError
from google.protobuf.json_format import Parse as parse_json
from google.protobuf.message import DecodeError, Message
from google.protobuf.message_factory import GetMessageClass
from meeple.v1 import game_service_pb2
from protobuf.wkt import Any as WireAny

from service import authorization, errors
from service.core import Caller, RequestLog, TableService
from service.errors import ServiceError
from service.forwarded import Forwarding
from service.ratelimit import peer_of
from service.security import BadCredential, bearer_token
from service.servicer import check_size, log_rpc, read_units, rpc_log

SERVICE = game_service_pb2.DESCRIPTOR.services_by_name["GameService"]
#: calls that change nothing (Connect may send them as GET; the page uses POST throughout)
READ_ONLY = frozenset({"ListGames", "GetTable", "PreviewTable", "ListTables", "GetView",
                       "ListLegalActions", "ValidateAction", "ListEvents",
                       "WatchTable", "ReplayRecord", "ListMessages"})  # fmt: skip


def caller_of(ctx: RequestContext[Any, Any], forwarding: Forwarding) -> Caller:
    """The caller: its bearer token, and its address in the gRPC peer form (the per-address
    rate limits and watcher slots key on it as on the gRPC path): behind the tunnel of --share
    or a --trusted-proxy, the client address they forward (:mod:`service.forwarded`)."""
    headers = [(key, value) for key, value in ctx.request_headers.items()]
    peer = forwarding.client_peer(peer_of(ctx.client_address), ctx.request_headers.allitems())
    try:
        return Caller(token=bearer_token(headers), peer=peer)
    except BadCredential:
        return Caller(malformed=True, peer=peer)


def connect_error(error: ServiceError) -> ConnectError:
    """The service error as a Connect error with the same details as the gRPC status: the
    google.rpc.ErrorInfo, and a google.rpc.RetryInfo where the error carries a delay."""
    details = [
        ErrorDetail(WireAny(type_url=packed.type_url, value=packed.value))
        for packed in error.to_status().details
    ]
    return ConnectError(Code[error.code.name], error.message, details)


INTERNAL = ServiceError(grpc.StatusCode.INTERNAL, "INTERNAL", "internal error")


class ConnectGameService:
    """The Connect handlers of every GameService method over one TableService."""

    def __init__(self, core: TableService) -> None:
        self.core = core
        self.max_bytes = core.settings.max_message_bytes

    def _check_size(self, request: Message) -> None:
        check_size(request, self.max_bytes)

    def _handler(self, method: str) -> Callable[[Message, Caller, RequestLog], Awaitable[Any]]:
        if method == "ListGames":

            async def list_games(_r: Message, _c: Caller, _l: RequestLog) -> Message:
                return self.core.list_games()

            return list_games
        if method == "ListTables":

            async def list_tables(r: Message, _c: Caller, _l: RequestLog) -> Message:
                return await self.core.list_tables(r)  # type: ignore[arg-type]

            return list_tables
        name = "".join("_" + c.lower() if c.isupper() else c for c in method).lstrip("_")
        handler: Callable[[Message, Caller, RequestLog], Awaitable[Any]] = getattr(self.core, name)
        return handler

    def unary(self, method: str) -> Callable[[Message, RequestContext[Any, Any]], Awaitable[Any]]:
        handler = self._handler(method)

        async def call(request: Message, ctx: RequestContext[Any, Any]) -> Message:
            with accounted(method) as rlog:
                self._check_size(request)
                caller = caller_of(ctx, self.core.forwarding)
                self.core.limits.check(method, caller.peer, caller.token, read_units(request))
                authorization.precheck(method, caller.token, caller.malformed)
                response: Message = await handler(request, caller, rlog)
                return response

        return call

    def server_stream(
        self, method: str
    ) -> Callable[[Message, RequestContext[Any, Any]], AsyncIterator[Any]]:
        handler = self._handler(method)

        async def call(request: Message, ctx: RequestContext[Any, Any]) -> AsyncIterator[Any]:
            with accounted(method) as rlog:
                self._check_size(request)
                caller = caller_of(ctx, self.core.forwarding)
                self.core.limits.check(method, caller.peer, caller.token)
                authorization.precheck(method, caller.token, caller.malformed)
                stream = await handler(request, caller, rlog)
                async for message in stream:
                    yield message

        return call


@contextmanager
def accounted(method: str) -> Iterator[RequestLog]:
    """One call: service errors become Connect errors with their ErrorInfo, anything else an
    INTERNAL error (logged with its traceback), and one ``rpc`` log line at the end."""
    started = time.perf_counter()
    rlog = RequestLog()
    code, reason = "OK", ""
    try:
        yield rlog
    except ServiceError as error:
        code, reason = error.code.name, error.reason
        raise connect_error(error) from None
    except (GeneratorExit, asyncio.CancelledError):
        code = "CANCELLED"
        raise
    except Exception:
        code, reason = "INTERNAL", "INTERNAL"
        rpc_log().exception("rpc_failed", method=method, transport="connect", **rlog.fields)
        raise connect_error(INTERNAL) from None
    finally:
        log_rpc(method, code, reason, started, rlog, transport="connect")


def malformed(message_class: type[Message]) -> ConnectError:
    """The refusal of an undecodable request body, as on the gRPC port (logged as its rpc
    line): INVALID_ARGUMENT ``MALFORMED_REQUEST`` with its ErrorInfo, never the parser's text."""
    name = message_class.DESCRIPTOR.full_name
    error = errors.invalid("MALFORMED_REQUEST", f"the request does not parse as {name}")
    method = message_class.DESCRIPTOR.name.removesuffix("Request")
    log_rpc(method, error.code.name, error.reason, time.perf_counter(), RequestLog(), "connect")
    return connect_error(error)


class BinaryCodec:
    """application/proto (google.protobuf messages), refusing an undecodable body with
    MALFORMED_REQUEST."""

    def name(self) -> str:
        return "proto"

    def encode(self, message: Message) -> bytes:
        return message.SerializeToString()

    def decode(self, data: bytes | bytearray, message_class: type[Any]) -> Any:
        message = message_class()
        try:
            message.ParseFromString(bytes(data))
        except (DecodeError, ValueError, RecursionError, TypeError) as error:
            raise malformed(message_class) from error
        return message


class JSONCodec:
    """application/json (proto3 JSON, unknown fields ignored), refusing an undecodable body
    with MALFORMED_REQUEST."""

    def name(self) -> str:
        return "json"

    def encode(self, message: Message) -> bytes:
        return MessageToJson(message).encode()

    def decode(self, data: bytes | bytearray, message_class: type[Any]) -> Any:
        message = message_class()
        try:
            parse_json(bytes(data), message, ignore_unknown_fields=True)
        except (ParseError, ValueError, RecursionError, TypeError) as error:
            raise malformed(message_class) from error
        return message


def codecs() -> list[Codec[Any, Any]]:
    return [BinaryCodec(), JSONCodec()]


def endpoints(service: ConnectGameService) -> Mapping[str, Any]:
    """``/meeple.v1.GameService/{Method}`` -> endpoint, for every method of the descriptor."""
    table: dict[str, Any] = {}
    for method in SERVICE.methods:
        info: MethodInfo[Any, Any] = MethodInfo(
            name=method.name,
            service_name=SERVICE.full_name,
            input=GetMessageClass(method.input_type),
            output=GetMessageClass(method.output_type),
            idempotency_level=(
                IdempotencyLevel.NO_SIDE_EFFECTS
                if method.name in READ_ONLY
                else IdempotencyLevel.UNKNOWN
            ),
            stream_type=StreamType.SERVER_STREAM if method.server_streaming else StreamType.UNARY,
        )
        path = f"/{SERVICE.full_name}/{method.name}"
        if method.server_streaming:
            table[path] = Endpoint.server_stream(info, service.server_stream(method.name))
        else:
            table[path] = Endpoint.unary(info, service.unary(method.name))
    return table


class GameServiceApp(ConnectASGIApplication[ConnectGameService]):
    """The ASGI application answering ``/meeple.v1.GameService/*``."""

    @property
    def path(self) -> str:
        return f"/{SERVICE.full_name}"

    def __init__(self, core: TableService) -> None:
        super().__init__(
            service=ConnectGameService(core),
            endpoints=endpoints,
            read_max_bytes=core.settings.max_message_bytes * 4,
            codecs=codecs(),
        )
