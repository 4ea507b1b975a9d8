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
``MALFORMED_REQUEST`` with an ErrorInfo for both. A client that neither sends nor half-closes is
bounded by the server's connection age and grace (``service.server.grpc_options``).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Any, Protocol

import grpc
from google.protobuf.message import DecodeError, Message
from meeple.v1 import game_service_pb2 as pb

SERVICE = pb.DESCRIPTOR.services_by_name["GameService"]


@dataclass(frozen=True, slots=True)
class Undecodable:
    """A request that cannot be handled: its body does not parse, or no message came."""

    problem: str


NO_MESSAGE = Undecodable("the call ended without a request message")


class MalformedHandler(Protocol):
    async def malformed(
        self, method: str, request: Undecodable, context: grpc.aio.ServicerContext[Any, Any]
    ) -> None:
        """Answer (abort) the call with MALFORMED_REQUEST and log it."""


def decoder(message_type: type[Message]) -> Callable[[bytes], Message | Undecodable]:
    """A request deserializer that returns :class:`Undecodable` instead of raising."""
    name = message_type.DESCRIPTOR.full_name

    def decode(raw: bytes) -> Message | Undecodable:
        message = message_type()
        try:
            message.ParseFromString(raw)
        except (DecodeError, RecursionError, ValueError):
            return Undecodable(f"the request does not parse as {name}")
        return message

    return decode


async def first(requests: AsyncIterator[Any]) -> Any:
    """The call's first request message, or :data:`NO_MESSAGE` when the client sent none."""
    async for request in requests:
        return request
    return NO_MESSAGE


def _unary(servicer: MalformedHandler, name: str) -> Callable[..., Any]:
    implementation = getattr(servicer, name)

    async def handle(
        requests: AsyncIterator[Any], context: grpc.aio.ServicerContext[Any, Any]
    ) -> Any:
        request = await first(requests)
        if isinstance(request, Undecodable):
            return await servicer.malformed(name, request, context)
        return await implementation(request, context)

    return handle


def _streaming(servicer: MalformedHandler, name: str) -> Callable[..., Any]:
    implementation = getattr(servicer, name)

    async def handle(
        requests: AsyncIterator[Any], context: grpc.aio.ServicerContext[Any, Any]
    ) -> AsyncIterator[Any]:
        request = await first(requests)
        if isinstance(request, Undecodable):
            await servicer.malformed(name, request, context)
            return
        async for response in implementation(request, context):
            yield response

    return handle


def register(servicer: MalformedHandler, server: grpc.aio.Server) -> None:
    """Add every GameService method of ``servicer`` to ``server`` (see the module's doc)."""
    handlers: dict[str, grpc.RpcMethodHandler] = {}
    for method in SERVICE.methods:
        request_type = getattr(pb, method.input_type.name)
        response_type = getattr(pb, method.output_type.name)
        if method.server_streaming:
            handlers[method.name] = grpc.stream_stream_rpc_method_handler(
                _streaming(servicer, method.name),
                request_deserializer=decoder(request_type),
                response_serializer=response_type.SerializeToString,
            )
        else:
            handlers[method.name] = grpc.stream_unary_rpc_method_handler(
                _unary(servicer, method.name),
                request_deserializer=decoder(request_type),
                response_serializer=response_type.SerializeToString,
            )
    server.add_generic_rpc_handlers(
        (grpc.method_handlers_generic_handler(SERVICE.full_name, handlers),)
    )
