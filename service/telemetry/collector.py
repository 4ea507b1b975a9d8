"""Metrics read at scrape time, and the ``/metrics`` HTTP endpoint.

Tables by game and state, the store's sizes or pool, and the watchers are read on the server's
event loop when Prometheus scrapes (the HTTP server runs in its own thread and waits at most
:data:`SCRAPE_TIMEOUT` seconds), at most once per ``--metrics-cache`` seconds (a cached
snapshot answers the scrapes in between), and cost nothing between scrapes. ``meeple_store_up`` is 0
when the store could not answer in time.

The endpoint answers ``GET /metrics`` only (404 elsewhere), with the bearer token of
``--metrics-token`` when one is set (401 without it); one exposition is built at a time, and
the scrapes that arrived while it was being built share it (issue 34, finding 4).
"""

from __future__ import annotations

import asyncio
import hmac
import socket
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from socketserver import ThreadingMixIn
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

import structlog
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from service.store.base import StoreStats, TableStatus
from service.telemetry.metrics import Metrics

log = structlog.get_logger("meeple.metrics")

SCRAPE_TIMEOUT = 5.0


@dataclass(frozen=True, slots=True)
class Snapshot:
    """What the service reports at one scrape."""

    store: StoreStats
    #: open WatchTable streams of this replica
    watchers: int


class ServiceCollector(Collector):
    """Gauges read from the service at scrape time (thread-safe: the reading runs on ``loop``)."""

    def __init__(
        self,
        metrics: Metrics,
        loop: asyncio.AbstractEventLoop,
        snapshot: Callable[[], Awaitable[Snapshot]],
        cache_seconds: float = 0.0,
    ) -> None:
        self.metrics = metrics
        #: the service snapshot (a count of the tables by game and state, the store's sizes)
        #: is read at most this often; the scrapes in between reuse it
        self.cache_seconds = cache_seconds
        self.loop = loop
        self.snapshot = snapshot
        self._cached: tuple[float, Snapshot | None] | None = None
        self._lock = threading.Lock()

    def _read(self) -> Snapshot | None:
        """The snapshot, read again only when the cached one is older than ``cache_seconds``
        (one reader at a time: concurrent scrapes wait for its answer)."""
        with self._lock:
            now = time.monotonic()
            if self._cached is not None and now - self._cached[0] < self.cache_seconds:
                return self._cached[1]
            found = self._read_now()
            self._cached = (time.monotonic(), found)
            return found

    def _read_now(self) -> Snapshot | None:
        async def read() -> Snapshot:
            return await self.snapshot()

        try:
            future = asyncio.run_coroutine_threadsafe(read(), self.loop)
            return future.result(SCRAPE_TIMEOUT)
        except Exception as error:  # a closed loop, a timeout, a database error
            log.warning("metrics_snapshot_failed", error=type(error).__name__)
            return None

    def collect(self) -> Iterator[Metric]:
        return self.families(self._read())

    def describe(self) -> Iterator[Metric]:
        """The families without reading anything: registering the collector (on the event
        loop) must not wait for the event loop."""
        everything = StoreStats(database_bytes=0, wal_bytes=0, pool={"pool_size": 0})
        return self.families(Snapshot(everything, watchers=0))

    def families(self, snapshot: Snapshot | None) -> Iterator[Metric]:
        """The gauges for ``snapshot`` (None: the store did not answer)."""
        up = GaugeMetricFamily(
            "meeple_store_up", "1 when the store answered this scrape's queries in time."
        )
        up.add_metric([], 0.0 if snapshot is None else 1.0)
        yield up
        if snapshot is None:
            return
        yield from self._tables(snapshot.store)
        watchers = GaugeMetricFamily("meeple_watchers", "WatchTable streams open on this replica.")
        watchers.add_metric([], float(snapshot.watchers))
        yield watchers
        yield from self._store(snapshot.store)

    def _tables(self, stats: StoreStats) -> Iterator[Metric]:
        tables = GaugeMetricFamily(
            "meeple_tables",
            "Tables in the store by game and state (the whole database: every replica of one "
            "PostgreSQL reports the same numbers).",
            labels=("game", "state"),
        )
        counts: dict[tuple[str, str], int] = {
            (game, status.value): 0 for game in self.metrics.games for status in TableStatus
        }
        for (game, status), count in stats.tables.items():
            key = (self.metrics.game_label(game), status.value)
            counts[key] = counts.get(key, 0) + count
        for (game, state), count in sorted(counts.items()):
            tables.add_metric([game, state], float(count))
        yield tables

    @staticmethod
    def _store(stats: StoreStats) -> Iterator[Metric]:
        if stats.database_bytes is not None:
            size = GaugeMetricFamily(
                "meeple_sqlite_database_bytes", "Size of the SQLite database file."
            )
            size.add_metric([], float(stats.database_bytes))
            yield size
        if stats.wal_bytes is not None:
            wal = GaugeMetricFamily(
                "meeple_sqlite_wal_bytes", "Size of the SQLite write-ahead log (-wal file)."
            )
            wal.add_metric([], float(stats.wal_bytes))
            yield wal
        if stats.pool:
            pool = GaugeMetricFamily(
                "meeple_postgres_pool",
                "The PostgreSQL connection pool: open connections (pool_size), idle ones "
                "(pool_available), the limit (pool_max) and callers waiting for one "
                "(requests_waiting).",
                labels=("stat",),
            )
            for name, value in sorted(stats.pool.items()):
                pool.add_metric([name], float(value))
            yield pool


class _Quiet(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        """No access log."""


class _Server(ThreadingMixIn, WSGIServer):
    daemon_threads = True


class MetricsApp:
    """The WSGI application: ``GET /metrics`` only, behind the optional bearer token, one
    exposition built at a time, shared by the scrapes that arrived while it was built."""

    def __init__(self, metrics: Metrics, token: str = "") -> None:
        self.registry = metrics.registry
        self.expected = f"Bearer {token}".encode() if token else b""
        self._lock = threading.Lock()
        self._built: tuple[float, bytes] | None = None

    def __call__(self, environ: dict[str, Any], start_response: Any) -> list[bytes]:
        if environ.get("PATH_INFO") != "/metrics":
            return self._answer(start_response, "404 Not Found", b"only /metrics is served\n")
        if environ.get("REQUEST_METHOD") not in ("GET", "HEAD"):
            return self._answer(start_response, "405 Method Not Allowed", b"GET /metrics\n")
        if self.expected:
            given = environ.get("HTTP_AUTHORIZATION", "").encode("latin-1", "replace")
            if not hmac.compare_digest(given, self.expected):
                headers = [("WWW-Authenticate", 'Bearer realm="metrics"')]
                return self._answer(start_response, "401 Unauthorized", b"a token\n", headers)
        body = self._exposition()
        if environ.get("REQUEST_METHOD") == "HEAD":
            body = b""
        return self._answer(start_response, "200 OK", body, content_type=CONTENT_TYPE_LATEST)

    def _exposition(self) -> bytes:
        arrived = time.monotonic()
        with self._lock:
            if self._built is None or self._built[0] < arrived:  # none begun since we came
                began = time.monotonic()
                self._built = (began, generate_latest(self.registry))
            return self._built[1]

    @staticmethod
    def _answer(
        start_response: Any,
        status: str,
        body: bytes,
        headers: list[tuple[str, str]] | None = None,
        content_type: str = "text/plain; charset=utf-8",
    ) -> list[bytes]:
        start_response(
            status,
            [("Content-Type", content_type), ("Content-Length", str(len(body))), *(headers or [])],
        )
        return [body]


class MetricsEndpoint:
    """The /metrics HTTP server for one registry, in a daemon thread."""

    def __init__(self, metrics: Metrics, host: str, port: int, token: str = "") -> None:
        server_class = type(
            "MetricsServer",
            (_Server,),
            {"address_family": socket.AF_INET6 if ":" in host else socket.AF_INET},
        )
        self.server: WSGIServer = make_server(
            host.strip("[]"), port, MetricsApp(metrics, token), server_class, handler_class=_Quiet
        )
        self.thread = threading.Thread(
            target=self.server.serve_forever, name="metrics", daemon=True
        )
        self.thread.start()

    @property
    def port(self) -> int:
        return int(self.server.server_port)

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(5)
