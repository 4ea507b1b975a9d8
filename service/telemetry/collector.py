"""Metrics read at scrape time, and the ``/metrics`` HTTP endpoint.

Tables by game and state, the store's sizes or pool, and the watchers are read on the server's
event loop when Prometheus scrapes (the HTTP server runs in its own thread and waits at most
:data:`SCRAPE_TIMEOUT` seconds), so they are exact at every scrape and cost nothing between
scrapes. ``meeple_store_up`` is 0 when the store could not answer in time.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from wsgiref.simple_server import WSGIServer

import structlog
from prometheus_client import start_http_server
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
    ) -> None:
        self.metrics = metrics
        self.loop = loop
        self.snapshot = snapshot

    def _read(self) -> Snapshot | None:
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


class MetricsEndpoint:
    """prometheus_client's HTTP server for one registry, in a daemon thread."""

    def __init__(self, metrics: Metrics, host: str, port: int) -> None:
        self.server: WSGIServer
        self.thread: threading.Thread
        self.server, self.thread = start_http_server(port, host, registry=metrics.registry)

    @property
    def port(self) -> int:
        return int(self.server.server_port)

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(5)
