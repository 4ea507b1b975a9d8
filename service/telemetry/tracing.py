"""OpenTelemetry traces, off by default and turned on by the standard ``OTEL_*`` variables.

Tracing is on when ``OTEL_TRACES_EXPORTER`` names an exporter other than ``none``, or, with
that variable unset, when ``OTEL_EXPORTER_OTLP_ENDPOINT`` or
``OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`` is set; ``OTEL_SDK_DISABLED=true`` turns it off whatever
else is set. Exporters: ``otlp`` (gRPC, or HTTP with ``OTEL_EXPORTER_OTLP[_TRACES]_PROTOCOL=
http/protobuf``) and ``console``. Everything else is the SDK's own reading of the standard
variables: endpoint, headers and timeout of the exporter, ``OTEL_SERVICE_NAME`` and
``OTEL_RESOURCE_ATTRIBUTES`` (the service name defaults to ``meeple``), ``OTEL_TRACES_SAMPLER``
and ``OTEL_BSP_*`` for the batch processor.
"""

from __future__ import annotations

from collections.abc import Mapping

from opentelemetry.sdk.resources import SERVICE_NAME, Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, ConsoleSpanExporter, SpanExporter

EXPORTERS = ("otlp", "console", "none")
ENDPOINT_VARIABLES = ("OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")


def _truthy(value: str | None) -> bool:
    return (value or "").strip().lower() in {"1", "true", "yes", "on"}


def exporter_names(environ: Mapping[str, str]) -> list[str]:
    """The trace exporters the environment asks for; empty when tracing is off."""
    if _truthy(environ.get("OTEL_SDK_DISABLED")):
        return []
    raw = environ.get("OTEL_TRACES_EXPORTER", "").strip().lower()
    if not raw:
        return ["otlp"] if any(environ.get(name) for name in ENDPOINT_VARIABLES) else []
    names = [name.strip() for name in raw.split(",") if name.strip()]
    unknown = sorted(set(names) - set(EXPORTERS))
    if unknown:
        raise SystemExit(
            f"OTEL_TRACES_EXPORTER: unknown exporter {unknown[0]!r} (one of {', '.join(EXPORTERS)})"
        )
    return [name for name in names if name != "none"]


def _exporter(name: str, environ: Mapping[str, str]) -> SpanExporter:
    if name == "console":
        return ConsoleSpanExporter()
    protocol = (
        environ.get("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL")
        or environ.get("OTEL_EXPORTER_OTLP_PROTOCOL")
        or "grpc"
    ).strip()
    if protocol == "grpc":
        from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter

        return OTLPSpanExporter()
    if protocol == "http/protobuf":
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import (
            OTLPSpanExporter as HTTPSpanExporter,
        )

        return HTTPSpanExporter()
    raise SystemExit(f"OTEL_EXPORTER_OTLP_PROTOCOL: {protocol!r} is not grpc or http/protobuf")


def tracer_provider_from_env(environ: Mapping[str, str]) -> TracerProvider | None:
    """A tracer provider exporting as the environment says, or None when tracing is off."""
    names = exporter_names(environ)
    if not names:
        return None
    resource = Resource.create()
    if str(resource.attributes.get(SERVICE_NAME, "")).startswith("unknown_service"):
        resource = resource.merge(Resource({SERVICE_NAME: "meeple"}))
    provider = TracerProvider(resource=resource)
    for name in names:
        provider.add_span_processor(BatchSpanProcessor(_exporter(name, environ)))
    return provider
