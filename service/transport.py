"""How GameService's methods are registered on the gRPC server, so that every call is answered.

The generated ``add_GameServiceServicer_to_server`` lets grpcio decode requests and call unary
handlers only once a request message arrived. Two hostile inputs escape it (issue 11):

* a body that does not parse (garbage, truncated, bad UTF-8, nesting beyond the parser's
  recursion limit): grpcio's deserializer raises and the client gets ``UNKNOWN`` without an
  ErrorInfo;
* a unary call whose client half-closes without sending a message: grpcio's asyncio server
  returns from the call without any status, so the call stays open until the client gives up.

Here every method is registered with a request *stream* (the wire format is the same, so
clients see no difference) and a deserializer that never raises. The handler takes the first
message, or learns that none came, and the servicer answers ``INVALID_ARGUMENT`` /
``MALFORMED_REQUEST`` with an ErrorInfo for both. The deserializer also refuses a body above the
service's size limit before parsing it (``RESOURCE_EXHAUSTED`` / ``MESSAGE_TOO_LARGE``); only
bodies above the transport's hard cap (16 times that) get grpcio's own status. A client that
neither sends nor half-closes is bounded by the server's connection age and grace
(``service.server.grpc_options``).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Any, Protocol

import grpc
from google.protobuf.message import DecodeError, Message
from meeple.v1 import game_service_pb2 as pb

from service import errors
from service.errors import ServiceError

SERVICE = pb.DESCRIPTOR.services_by_name["GameService"]


@dataclass(frozen=True, slots=True)
class Refused:
    """A request refused before its handler runs: too large, undecodable, or absent."""

    error: ServiceError


NO_MESSAGE = Refused(
    errors.invalid("MALFORMED_REQUEST", "the call ended without a request message")
)


class RefusalHandler(Protocol):
    async def refuse(
        self, method: str, refused: Refused, context: grpc.aio.ServicerContext[Any, Any]
    ) -> None:
        """Answer (abort) the call with the refusal's status and log it."""


def decoder(message_type: type[Message], max_bytes: int) -> Callable[[bytes], Message | Refused]:
    """A request deserializer that returns :class:`Refused` instead of raising, and refuses a
    body above ``max_bytes`` before parsing it."""
    name = message_type.DESCRIPTOR.full_name

    def decode(raw: bytes) -> Message | Refused:
        if len(raw) > max_bytes:
            return Refused(errors.too_large(len(raw), max_bytes))
        message = message_type()
        try:
            message.ParseFromString(raw)
        except (DecodeError, RecursionError, ValueError):
            return Refused(
                errors.invalid("MALFORMED_REQUEST", f"the request does not parse as {name}")
            )
        return message

    return decode


async def first(context: grpc.aio.ServicerContext[Any, Any]) -> Any:
    """The call's first request message, or :data:`NO_MESSAGE` when the client sent none.
    Read through the context: leaving grpcio's request iterator unfinished would leave an
    async generator for the event loop to close after every call."""
    request = await context.read()
    return NO_MESSAGE if request is grpc.aio.EOF else request


def _unary(servicer: RefusalHandler, name: str) -> Callable[..., Any]:
    implementation = getattr(servicer, name)

    async def handle(
        _requests: AsyncIterator[Any], context: grpc.aio.ServicerContext[Any, Any]
    ) -> Any:
        request = await first(context)
        if isinstance(request, Refused):
            return await servicer.refuse(name, request, context)
        return await implementation(request, context)

    return handle


def _streaming(servicer: RefusalHandler, name: str) -> Callable[..., Any]:
    implementation = getattr(servicer, name)

    async def handle(
        _requests: AsyncIterator[Any], context: grpc.aio.ServicerContext[Any, Any]
    ) -> AsyncIterator[Any]:
        request = await first(context)
        if isinstance(request, Refused):
            await servicer.refuse(name, request, context)
            return
        async for response in implementation(request, context):
            yield response

    return handle


def register(servicer: RefusalHandler, server: grpc.aio.Server, max_bytes: int) -> None:
    """Add every GameService method of ``servicer`` to ``server`` (see the module's doc)."""
    handlers: dict[str, grpc.RpcMethodHandler] = {}
    for method in SERVICE.methods:
        request_type = getattr(pb, method.input_type.name)
        response_type = getattr(pb, method.output_type.name)
        if method.server_streaming:
            handlers[method.name] = grpc.stream_stream_rpc_method_handler(
                _streaming(servicer, method.name),
                request_deserializer=decoder(request_type, max_bytes),
                response_serializer=response_type.SerializeToString,
            )
        else:
            handlers[method.name] = grpc.stream_unary_rpc_method_handler(
                _unary(servicer, method.name),
                request_deserializer=decoder(request_type, max_bytes),
                response_serializer=response_type.SerializeToString,
            )
    server.add_generic_rpc_handlers(
        (grpc.method_handlers_generic_handler(SERVICE.full_name, handlers),)
    )
