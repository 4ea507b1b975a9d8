"""Operations: Prometheus metrics (:mod:`.metrics`, :mod:`.interceptor`, :mod:`.collector`),
OpenTelemetry traces (:mod:`.tracing`) and the store wrapper that feeds both (:mod:`.store`).

:class:`Telemetry` is what the rest of the service sees: the core holds one as
``self.telemetry`` (off unless the server turns metrics or tracing on) and calls its hooks;
none of them touches an engine, and each is a no-op for what is off.
"""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import AbstractContextManager, nullcontext

import grpc
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.trace import Span, Tracer

from service.store.base import Store
from service.telemetry.interceptor import TelemetryInterceptor
from service.telemetry.metrics import Metrics
from service.telemetry.store import ObservedStore

TRACER_NAME = "meeple.service"
#: probes (every few seconds per pod) and reflection would drown the game's traces
UNTRACED_PREFIXES = ("/grpc.health.v1.Health/", "/grpc.reflection.")


def traced_call(details: grpc.HandlerCallDetails) -> bool:
    """Whether a call gets a span: everything but health checks and reflection (a prefix test:
    the instrumentation's own filters cost tens of microseconds per call)."""
    return not str(details.method).startswith(UNTRACED_PREFIXES)


class Telemetry:
    """The metrics (or None) and the tracer (or None) of one server, and their hooks."""

    def __init__(
        self,
        metrics: Metrics | None = None,
        tracer_provider: TracerProvider | None = None,
        method_types: Mapping[str, str] | None = None,
    ) -> None:
        self.metrics = metrics
        #: grpc_type of methods as their proto declares them (see TelemetryInterceptor)
        self.method_types = dict(method_types or {})
        self.tracer_provider = tracer_provider
        self.tracer: Tracer | None = (
            tracer_provider.get_tracer(TRACER_NAME) if tracer_provider is not None else None
        )

    @property
    def enabled(self) -> bool:
        return self.metrics is not None or self.tracer is not None

    def interceptors(self) -> list[grpc.aio.ServerInterceptor]:
        """Server interceptors, outermost first: the RPC span, then metrics and span status."""
        if not self.enabled:
            return []
        chain: list[grpc.aio.ServerInterceptor] = []
        if self.tracer_provider is not None:
            from opentelemetry.instrumentation.grpc import aio_server_interceptor

            chain.append(
                aio_server_interceptor(  # type: ignore[no-untyped-call]
                    tracer_provider=self.tracer_provider, filter_=traced_call
                )
            )
        chain.append(TelemetryInterceptor(self.metrics, self.method_types))
        return chain

    def observe_store(self, store: Store, system: str) -> Store:
        """``store`` itself when nothing is on, else wrapped to time and trace its commits."""
        if not self.enabled:
            return store
        return ObservedStore(store, self.metrics, self.tracer, system)

    # ---- hooks for service code ----------------------------------------------------------

    def engine_step(self, game: str) -> AbstractContextManager[Span | None]:
        """A child span around one engine call (``act``): the engine stays pure."""
        if self.tracer is None or not trace.get_current_span().is_recording():
            return nullcontext()  # no span under an unsampled (or absent) request span
        # a rejected action is recorded on the span as an exception event, not as an error
        return self.tracer.start_as_current_span(
            "engine.step", attributes={"meeple.game": game}, set_status_on_exception=False
        )

    def record_action_applied(self, game: str) -> None:
        if self.metrics is not None:
            self.metrics.record_action_applied(game)

    def record_bot_turn(self, game: str, level: str) -> None:
        """A bot seat run by the service took a turn (``level``: random, greedy, search)."""
        if self.metrics is not None:
            self.metrics.record_bot_turn(game, level)

    def record_deadline_fired(self, game: str) -> None:
        """A turn deadline expired and the service acted for the seat."""
        if self.metrics is not None:
            self.metrics.record_deadline_fired(game)

    def shutdown(self) -> None:
        """Flush and stop the span exporters."""
        if self.tracer_provider is not None:
            self.tracer_provider.shutdown()


__all__ = ["Metrics", "Telemetry"]
