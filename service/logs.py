"""structlog JSON logging: one line per RPC with method, code, reason, table, seat, request key
(a one-way digest of the request id), version and latency, and the trace id when tracing is on.
Never a credential, a request id, a seed, a chance outcome or a game state."""

from __future__ import annotations

import logging
import sys
from typing import Any, TextIO

import structlog
from opentelemetry import trace
from structlog.typing import EventDict

LEVELS = {"debug": logging.DEBUG, "info": logging.INFO, "warning": logging.WARNING}
LEVELS["error"] = logging.ERROR


def add_trace_ids(_logger: Any, _method: str, event: EventDict) -> EventDict:
    """With tracing on, the current span's trace and span ids (hex, as in the OTLP export) on
    every line logged inside it, such as each request's ``rpc`` line."""
    context = trace.get_current_span().get_span_context()
    if context.is_valid:
        event["trace_id"] = format(context.trace_id, "032x")
        event["span_id"] = format(context.span_id, "016x")
    return event


def configure(level: str = "info", stream: TextIO | None = None) -> None:
    """Send JSON lines to ``stream`` (stderr by default) at ``level`` and above."""
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            add_trace_ids,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            structlog.processors.JSONRenderer(sort_keys=True),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(LEVELS[level]),
        logger_factory=structlog.PrintLoggerFactory(stream or sys.stderr),
        cache_logger_on_first_use=False,
    )
