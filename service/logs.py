"""structlog JSON logging: one line per RPC with method, code, reason, table, seat, request key
(a one-way digest of the request id), version and latency, and the trace id when tracing is on.
Never a credential, a request id, a seed, a chance outcome or a game state.

The per-request line is on the hot path, so (issue 18) it costs little: loggers are bound once
per configuration (:func:`logger`), lines are rendered by orjson with sorted keys, and info lines
are written in batches (:class:`BufferedLines`: at least every ``FLUSH_SECONDS``, at once when a
batch passes ``FLUSH_BYTES`` and for every warning or error, and on :func:`flush` at shutdown).
"""

from __future__ import annotations

import atexit
import logging
import sys
import threading
import time
from typing import Any, TextIO

import orjson
import structlog
from opentelemetry import trace
from structlog.typing import EventDict

LEVELS = {"debug": logging.DEBUG, "info": logging.INFO, "warning": logging.WARNING}
LEVELS["error"] = logging.ERROR

#: an info line reaches the stream at most this late
FLUSH_SECONDS = 0.1
#: a batch this large is written at once
FLUSH_BYTES = 64 * 1024


def add_trace_ids(_logger: Any, _method: str, event: EventDict) -> EventDict:
    """With tracing on, the current span's trace and span ids (hex, as in the OTLP export) on
    every line logged inside it, such as each request's ``rpc`` line."""
    context = trace.get_current_span().get_span_context()
    if context.is_valid:
        event["trace_id"] = format(context.trace_id, "032x")
        event["span_id"] = format(context.span_id, "016x")
    return event


def render(_logger: Any, _method: str, event: EventDict) -> str:
    """One JSON object, keys sorted; values orjson cannot encode are written as their str()."""
    return orjson.dumps(event, default=str, option=orjson.OPT_SORT_KEYS).decode()


class BufferedLines:
    """A structlog logger writing lines to ``stream`` in batches. Info and debug lines are
    held at most ``FLUSH_SECONDS`` (a daemon thread writes them), warnings and errors flush
    everything at once. Thread-safe; the order of lines is kept."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self._lines: list[str] = []
        self._size = 0
        self._lock = threading.Lock()
        self._write_lock = threading.Lock()
        self._wake = threading.Event()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="log-flusher", daemon=True)
        self._thread.start()

    def _held(self, message: str) -> None:
        with self._lock:
            self._lines.append(message)
            self._size += len(message)
            full = self._size >= FLUSH_BYTES
        if full:
            self.flush()

    def _now(self, message: str) -> None:
        with self._lock:
            self._lines.append(message)
        self.flush()

    debug = info = msg = log = _held
    warning = warn = error = err = critical = exception = fatal = failure = _now

    def flush(self) -> None:
        with self._write_lock:
            with self._lock:
                lines, self._lines, self._size = self._lines, [], 0
            if not lines:
                return
            try:
                self.stream.write("\n".join(lines) + "\n")
                self.stream.flush()
            except (OSError, ValueError):  # a closed stream (e.g. at interpreter exit)
                pass

    def _run(self) -> None:
        while not self._wake.wait(FLUSH_SECONDS):
            self.flush()
        self.flush()

    def close(self) -> None:
        """Write what is held and stop the flusher thread."""
        if not self._closed:
            self._closed = True
            self._wake.set()
            self._thread.join(5)
            self.flush()


_writer: BufferedLines | None = None
_bound: dict[str, Any] = {}
#: the configured level (lines below it are dropped)
_level = logging.INFO
#: the second of the last timestamp rendered, and its text up to the seconds
_second: tuple[int, str] = (-1, "")


def iso_utc_now() -> str:
    """Now, in UTC, exactly as structlog's ``TimeStamper(fmt="iso", utc=True)`` writes it
    (``2026-12-01T03:11:20.123456Z``; no fraction at a whole second), with the date and time of
    day rendered once per second: the per-request line's timestamp was 60% of its cost."""
    global _second
    micros = time.time_ns() // 1000
    second, fraction = divmod(micros, 1_000_000)
    rendered = _second
    if rendered[0] != second:
        rendered = _second = (second, time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(second)))
    return f"{rendered[1]}.{fraction:06d}Z" if fraction else f"{rendered[1]}Z"


def configure(level: str = "info", stream: TextIO | None = None) -> None:
    """Send JSON lines to ``stream`` (stderr by default) at ``level`` and above. Replaces any
    earlier configuration (its held lines are written first)."""
    global _writer, _level
    if _writer is not None:
        _writer.close()
    writer = _writer = BufferedLines(stream or sys.stderr)
    _level = LEVELS[level]
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            add_trace_ids,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            render,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(LEVELS[level]),
        logger_factory=lambda *_args: writer,
        cache_logger_on_first_use=False,
    )
    _bound.clear()


def after_fork(level: str) -> None:
    """In a forked child (``meeple serve --workers``): a writer of its own. The parent's
    flusher thread does not exist here and its locks may have been held at the fork, so the
    inherited writer is dropped unclosed (the parent flushed it before forking)."""
    global _writer
    _writer = None
    configure(level)


def logger(name: str) -> Any:
    """The bound logger ``name`` of the current configuration, built once (structlog's own
    module-level proxies rebuild it on every call)."""
    bound = _bound.get(name)
    if bound is None:
        bound = _bound[name] = structlog.get_logger(name).bind()
    return bound


def info(name: str, event: str, fields: dict[str, Any]) -> None:
    """One info line of ``name`` with ``fields``, exactly as ``logger(name).info(event,
    **fields)`` renders it (context variables, trace ids, level, timestamp, sorted JSON), without
    structlog's per-call machinery: the per-request line is on the hot path. Before
    :func:`configure` it goes through structlog as configured."""
    writer = _writer
    if writer is None:
        logger(name).info(event, **fields)
        return
    if _level > logging.INFO:
        return
    line = structlog.contextvars.merge_contextvars(None, "info", {**fields, "event": event})
    add_trace_ids(None, "info", line)
    line["level"] = "info"
    line["timestamp"] = iso_utc_now()
    writer.info(render(None, "info", line))


def flush() -> None:
    """Write every held line now (tests reading the log, shutdown)."""
    if _writer is not None:
        _writer.flush()


atexit.register(flush)
