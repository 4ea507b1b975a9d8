"""The server's Prometheus metrics, in one registry per server, and the hooks that record them.

gRPC metrics use the names and labels of go-grpc-prometheus (``grpc_server_started_total``,
``grpc_server_handled_total{grpc_code}``, ``grpc_server_msg_received_total``,
``grpc_server_msg_sent_total``, ``grpc_server_handling_seconds``), so stock dashboards and
alerts work; everything else is ``meeple_*``. Label values come from bounded sets only: the
registered methods, the gRPC codes, the hosted games, table states, store change kinds and bot
levels. Never a table id, a request id, a seat or a credential.

Hooks for service code (the server gives :class:`~service.telemetry.Telemetry` to the core as
``self.telemetry``; each hook is a no-op when metrics are off):

* ``record_action_applied(game)``: one accepted SubmitAction;
* ``record_bot_turn(game, level)``: a bot seat run by the service took a turn;
* ``record_deadline_fired(game)``: a turn deadline expired and the service acted on it.
"""

from __future__ import annotations

from typing import Any

from prometheus_client import (
    CollectorRegistry,
    Counter,
    Gauge,
    GCCollector,
    Histogram,
    PlatformCollector,
    ProcessCollector,
    disable_created_metrics,
)

from clients.bots.levels import NAMED_LEVELS

# no ``*_created`` series: they double the exposition and no dashboard reads them
disable_created_metrics()  # type: ignore[no-untyped-call]

#: seconds; fine below 10 ms, where SubmitAction lives, up to the 10 s of stock dashboards
RPC_BUCKETS = (
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
)  # fmt: skip
COMMIT_BUCKETS = (0.0002, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0)

#: label value for anything outside a bounded set (an unknown method, game or level)
OTHER = "other"

GRPC_LABELS = ("grpc_type", "grpc_service", "grpc_method")

#: bot level strings counted under their own label (``search:N`` is a search budget level);
#: anything else counts as "other"
BOT_LEVELS = frozenset(
    {"random", "greedy", "search", "search:1", "search:2", "search:3", "search:4"}
    | set(NAMED_LEVELS)
)


class Metrics:
    """Every metric the server exports, registered in its own :class:`CollectorRegistry`."""

    def __init__(self, games: frozenset[str], bot_levels: frozenset[str] = BOT_LEVELS) -> None:
        self.games = games
        #: accepted ``level`` labels of bot turns; anything else counts as "other"
        self.bot_levels = bot_levels
        self.registry = CollectorRegistry(auto_describe=True)
        registry = self.registry
        ProcessCollector(registry=registry)
        PlatformCollector(registry=registry)
        GCCollector(registry=registry)
        self.started = Counter(
            "grpc_server_started_total",
            "RPCs started on the server.",
            GRPC_LABELS,
            registry=registry,
        )
        self.handled = Counter(
            "grpc_server_handled_total",
            "RPCs completed on the server, by status code.",
            (*GRPC_LABELS, "grpc_code"),
            registry=registry,
        )
        self.received = Counter(
            "grpc_server_msg_received_total",
            "Messages received by the server.",
            GRPC_LABELS,
            registry=registry,
        )
        self.sent = Counter(
            "grpc_server_msg_sent_total",
            "Messages sent by the server.",
            GRPC_LABELS,
            registry=registry,
        )
        self.handling = Histogram(
            "grpc_server_handling_seconds",
            "Time from an RPC's start to its end as seen by the server (streams: their lifetime).",
            GRPC_LABELS,
            buckets=RPC_BUCKETS,
            registry=registry,
        )
        self.active_streams = Gauge(
            "meeple_active_streams",
            "Server-streaming RPCs (WatchTable) open now.",
            ("grpc_service", "grpc_method"),
            registry=registry,
        )
        self.actions_applied = Counter(
            "meeple_actions_applied_total",
            "Actions accepted and committed (SubmitAction), by game.",
            ("game",),
            registry=registry,
        )
        self.commit_seconds = Histogram(
            "meeple_store_commit_seconds",
            "Latency of the store's conditional commits, by kind of change.",
            ("kind",),
            buckets=COMMIT_BUCKETS,
            registry=registry,
        )
        self.version_conflicts = Counter(
            "meeple_store_version_conflicts_total",
            "Commits refused because the table had moved on (another writer won), by kind.",
            ("kind",),
            registry=registry,
        )
        self.bot_turns = Counter(
            "meeple_bot_turns_total",
            "Turns taken by bot seats the service runs, by game and bot level.",
            ("game", "level"),
            registry=registry,
        )
        self.deadlines_fired = Counter(
            "meeple_deadlines_fired_total",
            "Turn deadlines that expired and were acted on by the service, by game.",
            ("game",),
            registry=registry,
        )

        #: label children looked up once (a ``labels()`` call costs more than the increment)
        self._applied: dict[str, Any] = {}
        self._commits: dict[str, tuple[Any, Any]] = {}

    def game_label(self, game: str) -> str:
        return game if game in self.games else OTHER

    # ---- hooks -----------------------------------------------------------------------------

    def record_action_applied(self, game: str) -> None:
        child = self._applied.get(game)
        if child is None:
            child = self._applied[game] = self.actions_applied.labels(self.game_label(game))
        child.inc()

    def record_commit(self, kind: str, seconds: float, conflict: bool) -> None:
        children = self._commits.get(kind)
        if children is None:
            children = (self.commit_seconds.labels(kind), self.version_conflicts.labels(kind))
            self._commits[kind] = children
        children[0].observe(seconds)
        if conflict:
            children[1].inc()

    def record_bot_turn(self, game: str, level: str) -> None:
        level_label = level if level in self.bot_levels else OTHER
        self.bot_turns.labels(self.game_label(game), level_label).inc()

    def record_deadline_fired(self, game: str) -> None:
        self.deadlines_fired.labels(self.game_label(game)).inc()
