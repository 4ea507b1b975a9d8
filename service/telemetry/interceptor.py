"""One asyncio server interceptor for the gRPC metrics (go-grpc-prometheus names) and for the
status of the RPC's trace span.

Why not a library: py-grpc-prometheus has no asyncio server interceptor (its issue #13 has been
open since 2021), and its asyncio fork py-async-grpc-prometheus (one release) counts a server
stream's end only on ``grpc.RpcError``, so aborted or cancelled WatchTable streams never reach
``grpc_server_handled_total``, and it has no gauge of open streams.

The OpenTelemetry interceptor sees a status only through ``context.abort()``; the service aborts
with ``abort_with_status`` (to carry its ErrorInfo), so this interceptor, running inside the
OpenTelemetry one, puts the final code on the current span (``rpc.grpc.status_code``, and an
error status for the server-side failures of :data:`SERVER_ERRORS`).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from typing import Any, TypeAlias

import grpc
from google.protobuf.descriptor import ServiceDescriptor
from opentelemetry import trace
from opentelemetry.trace import Status, StatusCode

from service.telemetry.metrics import OTHER, Metrics

#: Python's status codes under the names Go's grpc_code label uses
GRPC_CODE_NAMES: dict[grpc.StatusCode, str] = {
    grpc.StatusCode.OK: "OK",
    grpc.StatusCode.CANCELLED: "Canceled",
    grpc.StatusCode.UNKNOWN: "Unknown",
    grpc.StatusCode.INVALID_ARGUMENT: "InvalidArgument",
    grpc.StatusCode.DEADLINE_EXCEEDED: "DeadlineExceeded",
    grpc.StatusCode.NOT_FOUND: "NotFound",
    grpc.StatusCode.ALREADY_EXISTS: "AlreadyExists",
    grpc.StatusCode.PERMISSION_DENIED: "PermissionDenied",
    grpc.StatusCode.RESOURCE_EXHAUSTED: "ResourceExhausted",
    grpc.StatusCode.FAILED_PRECONDITION: "FailedPrecondition",
    grpc.StatusCode.ABORTED: "Aborted",
    grpc.StatusCode.OUT_OF_RANGE: "OutOfRange",
    grpc.StatusCode.UNIMPLEMENTED: "Unimplemented",
    grpc.StatusCode.INTERNAL: "Internal",
    grpc.StatusCode.UNAVAILABLE: "Unavailable",
    grpc.StatusCode.DATA_LOSS: "DataLoss",
    grpc.StatusCode.UNAUTHENTICATED: "Unauthenticated",
}
_BY_VALUE = {code.value[0]: code for code in grpc.StatusCode}
#: the codes that make a server span an error (OpenTelemetry's gRPC conventions); the others
#: (a rejected move, an unknown table, a lost race) are the service answering as specified
SERVER_ERRORS = frozenset(
    {
        grpc.StatusCode.UNKNOWN,
        grpc.StatusCode.DEADLINE_EXCEEDED,
        grpc.StatusCode.UNIMPLEMENTED,
        grpc.StatusCode.INTERNAL,
        grpc.StatusCode.UNAVAILABLE,
        grpc.StatusCode.DATA_LOSS,
    }
)

#: grpc.aio.ServicerContext (grpc ships no type hints)
Context: TypeAlias = Any


def grpc_type(handler: grpc.RpcMethodHandler) -> str:
    if handler.request_streaming and handler.response_streaming:
        return "bidi_stream"
    if handler.request_streaming:
        return "client_stream"
    return "server_stream" if handler.response_streaming else "unary"


def method_types(service: ServiceDescriptor) -> dict[str, str]:
    """Each method of ``service`` with the grpc_type its proto declares."""
    kinds = {
        (False, False): "unary",
        (False, True): "server_stream",
        (True, False): "client_stream",
        (True, True): "bidi_stream",
    }
    return {
        f"/{service.full_name}/{method.name}": kinds[
            (method.client_streaming, method.server_streaming)
        ]
        for method in service.methods
    }


#: (request streaming, response streaming) -> the handler's behaviour and its factory
_SHAPES: dict[tuple[bool, bool], tuple[str, Callable[..., grpc.RpcMethodHandler]]] = {
    (False, False): ("unary_unary", grpc.unary_unary_rpc_method_handler),
    (True, False): ("stream_unary", grpc.stream_unary_rpc_method_handler),
    (False, True): ("unary_stream", grpc.unary_stream_rpc_method_handler),
    (True, True): ("stream_stream", grpc.stream_stream_rpc_method_handler),
}


def final_code(context: Context, error: BaseException | None) -> grpc.StatusCode:
    """The status an RPC ended with: the one the servicer set or aborted with, CANCELLED for a
    cancelled call, UNKNOWN for an unhandled exception."""
    if isinstance(error, asyncio.CancelledError | GeneratorExit):
        return grpc.StatusCode.CANCELLED
    code = context.code()
    if isinstance(code, int):
        code = _BY_VALUE.get(code)
    if code is None or (error is not None and code == grpc.StatusCode.OK):
        return grpc.StatusCode.OK if error is None else grpc.StatusCode.UNKNOWN
    assert isinstance(code, grpc.StatusCode)
    return code


class _MethodMetrics:
    """The label children of one method, resolved once (a ``labels()`` lookup per call costs
    more than the increment)."""

    def __init__(self, metrics: Metrics | None, kind: str, service: str, method: str) -> None:
        self.metrics = metrics
        self.labels = (kind, service, method)
        self.handled: dict[grpc.StatusCode, Any] = {}
        if metrics is not None:
            self.started = metrics.started.labels(*self.labels)
            self.received = metrics.received.labels(*self.labels)
            self.sent = metrics.sent.labels(*self.labels)
            self.handling = metrics.handling.labels(*self.labels)
            self.active = metrics.active_streams.labels(service, method)

    def done(self, code: grpc.StatusCode, started: float) -> None:
        if code != grpc.StatusCode.OK:
            span = trace.get_current_span()
            if span.is_recording():
                span.set_attribute("rpc.grpc.status_code", code.value[0])
                if code in SERVER_ERRORS:
                    span.set_status(Status(StatusCode.ERROR, GRPC_CODE_NAMES[code]))
        if self.metrics is None:
            return
        child = self.handled.get(code)
        if child is None:
            child = self.handled[code] = self.metrics.handled.labels(
                *self.labels, GRPC_CODE_NAMES[code]
            )
        child.inc()
        self.handling.observe(time.perf_counter() - started)


class TelemetryInterceptor(grpc.aio.ServerInterceptor):  # type: ignore[misc]
    """Counts and times every RPC of a registered method; unknown methods (answered
    UNIMPLEMENTED by gRPC itself) count once under ``grpc_method="other"``, so a client cannot
    mint label values."""

    def __init__(self, metrics: Metrics | None, method_types: Mapping[str, str] | None = None):
        self.metrics = metrics
        #: ``/package.Service/Method`` -> grpc_type as the proto declares it (GameService's
        #: methods are registered with request streams, see service.transport, yet are unary
        #: or server-streaming to their clients and to dashboards)
        self.method_types = dict(method_types or {})
        #: method name -> (gRPC's handler, the handler with metrics)
        self._handlers: dict[str, tuple[grpc.RpcMethodHandler, grpc.RpcMethodHandler]] = {}

    def _wrapped(self, name: str, handler: grpc.RpcMethodHandler) -> grpc.RpcMethodHandler:
        """``handler`` with metrics, built once per method (gRPC hands out the same handler
        object for every call of a method)."""
        cached = self._handlers.get(name)
        if cached is not None and cached[0] is handler:
            return cached[1]
        service, _, method_name = name.lstrip("/").rpartition("/")
        kind = self.method_types.get(name) or grpc_type(handler)
        method = _MethodMetrics(self.metrics, kind, service, method_name)
        behaviour, make = _SHAPES[(handler.request_streaming, handler.response_streaming)]
        wrap = _stream if handler.response_streaming else _unary
        wrapped = make(
            wrap(method, getattr(handler, behaviour)),
            request_deserializer=handler.request_deserializer,
            response_serializer=handler.response_serializer,
        )
        self._handlers[name] = (handler, wrapped)
        return wrapped

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Awaitable[grpc.RpcMethodHandler]],
        handler_call_details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler:
        handler = await continuation(handler_call_details)
        if handler is None:
            if self.metrics is not None:
                self.metrics.handled.labels("unary", OTHER, OTHER, "Unimplemented").inc()
            return None
        return self._wrapped(handler_call_details.method, handler)


def _unary(
    method: _MethodMetrics, behavior: Callable[[Any, Context], Awaitable[Any]]
) -> Callable[[Any, Context], Awaitable[Any]]:
    async def observed(request: Any, context: Context) -> Any:
        started = time.perf_counter()
        if method.metrics is not None:
            method.started.inc()
            method.received.inc()
        error: BaseException | None = None
        try:
            response = await behavior(request, context)
            if method.metrics is not None:
                method.sent.inc()
            return response
        except BaseException as raised:
            error = raised
            raise
        finally:
            method.done(final_code(context, error), started)

    return observed


def _stream(
    method: _MethodMetrics, behavior: Callable[[Any, Context], AsyncIterator[Any]]
) -> Callable[[Any, Context], AsyncIterator[Any]]:
    async def observed(request: Any, context: Context) -> AsyncIterator[Any]:
        started = time.perf_counter()
        if method.metrics is not None:
            method.started.inc()
            method.received.inc()
            method.active.inc()
        error: BaseException | None = None
        try:
            async for message in behavior(request, context):
                yield message
                if method.metrics is not None:
                    method.sent.inc()
        except BaseException as raised:
            error = raised
            raise
        finally:
            if method.metrics is not None:
                method.active.dec()
            method.done(final_code(context, error), started)

    return observed
