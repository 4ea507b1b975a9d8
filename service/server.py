"""The gRPC server process: GameService, grpc.health.v1 health, server reflection, keepalive and
size limits, and a graceful SIGTERM (health NOT_SERVING, streams drained, stop within grace).
With ``--web-port`` (default 8080) the same process serves the web table over HTTP: the page and
GameService over the Connect protocol, on the same TableService."""

from __future__ import annotations

import asyncio
import gc
import os
import signal
import socket
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import grpc
import structlog
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection
from meeple.v1 import game_service_pb2
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from prometheus_client import Gauge

from engines.compiled_guard import build_status
from engines.contract import Game
from service import fdlimit, logs, transport
from service.core import TableService
from service.games import hosted_games
from service.notify.outbox_channel import NotifyChannel
from service.notify.setup import open_notifications
from service.outbox.channels import Channels
from service.outbox.dispatcher import Dispatcher
from service.outbox.setup import attach_outbox, outbox_channels
from service.reviews.worker import ReviewWorker
from service.seating.clock import AdjustableClock
from service.seating.keeper import TurnKeeper
from service.servicer import GameServicer
from service.settings import Settings
from service.share.address import VIA_LAN
from service.share.greeting import Greeter
from service.share.lan import lan_address
from service.share.tunnel import Listener as TunnelListener
from service.share.tunnel import QuickTunnel, TunnelEvent
from service.store.base import Store
from service.store.factory import database_system, make_store
from service.telemetry import Telemetry
from service.telemetry.collector import MetricsEndpoint, ServiceCollector, Snapshot
from service.telemetry.interceptor import method_types
from service.telemetry.metrics import Metrics
from service.telemetry.tracing import tracer_provider_from_env
from service.web.app import RunningWeb, start_web

log = structlog.get_logger("meeple.server")

#: the cyclic collector's young-generation threshold in a serving process (CPython's default is
#: 700): a request allocates many short-lived objects that reference counting frees anyway, and
#: with the default every few requests paid for a collection (issue 18: about 5% of server CPU)
GC_YOUNG_THRESHOLD = 20_000

SERVICE_NAME = game_service_pb2.DESCRIPTOR.services_by_name["GameService"].full_name


class ListenError(Exception):
    """The server cannot bind its address (e.g. another server holds the port)."""


def ensure_port_free(host: str, port: int) -> None:
    """Raise OSError if ``host:port`` cannot be bound (without SO_REUSEPORT, as the server)."""
    if port == 0:
        return
    for family, kind, proto, _, sockaddr in socket.getaddrinfo(
        host.strip("[]"), port, type=socket.SOCK_STREAM
    ):
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind(sockaddr)


def tls_credentials(settings: Settings) -> grpc.ServerCredentials:
    """The gRPC port's TLS credentials from --tls-cert and --tls-key (PEM files)."""
    with open(settings.tls_key, "rb") as key, open(settings.tls_cert, "rb") as chain:
        return grpc.ssl_server_credentials([(key.read(), chain.read())])


def grpc_options(
    settings: Settings, max_connections: int | None = None, reuse_port: bool = False
) -> list[tuple[str, int]]:
    """Channel arguments of the server: size caps, keepalive and its enforcement, the
    per-connection bounds on streams, idleness and age, and the connection cap (default: the
    settings'; see docs/server.md). ``reuse_port``: one of ``--workers`` sharing the port."""
    keepalive_ms = int(settings.keepalive * 1000)
    return [
        # the port's share of the process's file descriptors (service.fdlimit)
        ("grpc.max_allowed_incoming_connections", max_connections or settings.max_connections),
        # a second server on a port in use must fail, not share the port's traffic; the
        # workers of one `meeple serve --workers N` share it on purpose (service.workers)
        ("grpc.so_reuseport", int(reuse_port)),
        ("grpc.max_concurrent_streams", settings.max_concurrent_streams),
        ("grpc.max_connection_idle_ms", int(settings.connection_idle * 1000)),
        # a connection is asked to go away after its age, and closed after the grace: this
        # bounds any call a client keeps open without sending its request
        ("grpc.max_connection_age_ms", int(settings.connection_age * 1000)),
        ("grpc.max_connection_age_grace_ms", int(settings.connection_age_grace * 1000)),
        # keepalive enforcement: a client pinging more often than every 5 s without data gets
        # a strike per ping, and after 2 strikes a GOAWAY (too_many_pings)
        ("grpc.http2.max_ping_strikes", 2),
        # the transport's hard cap; the service itself answers RESOURCE_EXHAUSTED with an
        # ErrorInfo above settings.max_message_bytes (service.transport)
        ("grpc.max_receive_message_length", settings.max_message_bytes * 16),
        ("grpc.max_send_message_length", 16 * 1024 * 1024),
        ("grpc.keepalive_time_ms", keepalive_ms),
        ("grpc.keepalive_timeout_ms", 10_000),
        ("grpc.keepalive_permit_without_calls", 1),
        ("grpc.http2.min_ping_interval_without_data_ms", 5_000),  # received pings
        ("grpc.http2.max_pings_without_data", 0),
    ]


@dataclass(slots=True)
class RunningServer:
    """A started server and what it needs to stop cleanly."""

    server: grpc.aio.Server
    core: TableService
    keeper: TurnKeeper
    store: Store
    reviews: ReviewWorker
    health: health.aio.HealthServicer
    port: int
    grace: float
    #: the /metrics endpoint, when --metrics-port is not -1
    metrics: MetricsEndpoint | None = None
    web: RunningWeb | None = None
    #: the outbox's dispatcher, when a channel (a webhook, ...) is on
    outbox: Dispatcher | None = None
    #: the quick tunnel of --share
    tunnel: QuickTunnel | None = None

    @property
    def metrics_port(self) -> int | None:
        return None if self.metrics is None else self.metrics.port

    @property
    def web_port(self) -> int:
        """The web table's HTTP port; 0 when it is off."""
        return self.web.port if self.web else 0

    async def stop(self) -> None:
        """Health NOT_SERVING, end every watch stream, let calls finish, then stop."""
        await self.health.enter_graceful_shutdown()
        self.core.closing.set()
        if self.tunnel is not None:
            await self.tunnel.stop()
        if self.web is not None:
            await self.web.stop()
        await self.server.stop(self.grace)
        await self.reviews.stop()
        await self.keeper.stop()
        if self.outbox is not None:
            await self.outbox.stop()
        if self.metrics is not None:
            await asyncio.to_thread(self.metrics.close)
        await self.store.notifier.close()
        await self.store.close()
        logs.flush()


async def start_server(
    settings: Settings,
    games: Mapping[str, Game[Any, Any, Any, Any]] | None = None,
    store: Store | None = None,
    tracer_provider: TracerProvider | None = None,
    clock: Callable[[], float] | None = None,
    web_port: int | None = None,
    worker: int | None = None,
    channels: Channels | None = None,
    on_tunnel: TunnelListener | None = None,
) -> RunningServer:
    """Open the store, start the turn keeper and serve gRPC (and the web table unless its
    port is 0). ``tracer_provider`` turns traces on (``serve`` builds it from OTEL_*);
    ``clock`` replaces wall time (tests); in conformance mode the default clock is one
    AdvanceClock can move. ``web_port`` overrides ``settings.web_port``; tests pass 0 (off),
    or -1 for any free port. ``worker``: this process's number among ``--workers`` (it then
    shares the gRPC and web ports with the others, whose supervisor reserved them).
    ``channels`` replaces the outbox channels the settings turn on (service.outbox).
    ``on_tunnel`` hears what the tunnel of ``--share`` announces (service.share.greeting)."""
    reuse_port = worker is not None
    hosted = games if games is not None else hosted_games(settings.extra_games)
    store = store or make_store(
        settings.database,
        sqlite_synchronous=settings.sqlite_synchronous,
        create_dirs=settings.create_database_dir,
        connect_timeout=settings.database_timeout,
    )
    metrics = Metrics(frozenset(hosted)) if settings.metrics_port >= 0 else None
    telemetry = Telemetry(metrics, tracer_provider, method_types(transport.SERVICE))
    store = telemetry.observe_store(store, database_system(settings.database))
    channels = outbox_channels(settings) if channels is None else channels
    dispatcher: Dispatcher | None = None
    if len(channels):
        outbox = attach_outbox(store, channels, settings)
        store, dispatcher = outbox.store, outbox.dispatcher
    await store.open()
    await store.notifier.start()
    if clock is None and settings.conformance_mode:
        # the conformance clock continues where AdvanceClock left it before a restart
        adjustable = AdjustableClock()
        adjustable.offset = await store.load_clock_offset()
        clock = adjustable
    elif clock is None:
        clock = time.time
    core = TableService(store, hosted, settings, clock)
    core.telemetry = telemetry
    core.notifications = await open_notifications(store, settings, core)
    for channel in channels:
        if isinstance(channel, NotifyChannel):
            channel.notifications = core.notifications
    keeper = TurnKeeper(core)
    core.run_due = keeper.run_due
    file_limit = fdlimit.raise_file_limit()
    grpc_cap, web_cap = fdlimit.connection_budget(
        file_limit, settings.max_connections, settings.web_max_connections
    )
    server = grpc.aio.server(
        options=grpc_options(settings, grpc_cap, reuse_port), interceptors=telemetry.interceptors()
    )
    transport.register(GameServicer(core), server, settings.max_message_bytes)
    health_servicer = health.aio.HealthServicer()
    health_pb2_grpc.add_HealthServicer_to_server(health_servicer, server)
    reflection.enable_server_reflection(
        (SERVICE_NAME, health.SERVICE_NAME, reflection.SERVICE_NAME), server
    )
    address = f"{settings.host}:{settings.port}"
    try:
        # checked first, so that the one-line message comes without grpcio's own log line
        # (a worker's port is held by its supervisor, which checked it)
        if not reuse_port:
            ensure_port_free(settings.host, settings.port)
        if settings.tls:
            port = server.add_secure_port(address, tls_credentials(settings))
        else:
            port = server.add_insecure_port(address)
    except (OSError, RuntimeError) as error:  # grpcio: "Failed to bind to address ..."
        await store.notifier.close()
        await store.close()
        raise ListenError(
            f"cannot listen on {address}: the address is in use or unavailable "
            "(another meeple serve? pick another --port)"
        ) from error
    await server.start()
    keeper.start()  # only once serving: a server that cannot listen starts no workers
    reviews = ReviewWorker(core)
    core.review_wake = reviews.wake
    reviews.start()
    if dispatcher is not None:
        dispatcher.start()
    endpoint = None
    if metrics is not None:

        async def snapshot() -> Snapshot:
            return Snapshot(store=await core.store.stats(), watchers=core.watchers.open_streams())

        metrics.registry.register(
            ServiceCollector(metrics, asyncio.get_running_loop(), snapshot, settings.metrics_cache)
        )
        if worker is not None:
            Gauge(
                "meeple_worker_info",
                "This process among the workers of one `meeple serve --workers N`.",
                ("worker", "pid"),
                registry=metrics.registry,
            ).labels(str(worker), str(os.getpid())).set(1)
        try:
            endpoint = await asyncio.to_thread(
                MetricsEndpoint,
                metrics,
                settings.metrics_host,
                settings.metrics_port,
                settings.metrics_token,
            )
        except OSError as error:
            await server.stop(0)
            await reviews.stop()
            await keeper.stop()
            await store.notifier.close()
            await store.close()
            raise ListenError(
                f"cannot serve /metrics on {settings.metrics_host}:{settings.metrics_port}: the "
                "address is in use or unavailable (pick another --metrics-port; with --workers "
                "N, worker i takes --metrics-port + i)"
            ) from error
    wanted = settings.web_port if web_port is None else web_port
    try:
        web = (
            await start_web(
                core,
                settings.web_host,
                max(wanted, 0),
                web_cap,
                tls_cert=settings.tls_cert,
                tls_key=settings.tls_key,
                reuse_port=reuse_port,
            )
            if wanted
            else None
        )
    except OSError as error:
        await server.stop(0)
        await reviews.stop()
        await keeper.stop()
        if dispatcher is not None:
            await dispatcher.stop()
        await store.notifier.close()
        await store.close()
        raise ListenError(
            f"cannot serve the web table on {settings.web_host}:{wanted}: the address is in use or "
            "unavailable (pick another --web-port, or --web-port 0 to turn it off)"
        ) from error
    tunnel = share_web(core, web, on_tunnel)
    for name in ("", SERVICE_NAME):
        await health_servicer.set(name, health_pb2.HealthCheckResponse.SERVING)
    return RunningServer(
        server,
        core,
        keeper,
        store,
        reviews,
        health_servicer,
        port,
        settings.grace,
        endpoint,
        web,
        dispatcher,
        tunnel,
    )


def share_web(
    core: TableService, web: RunningWeb | None, on_tunnel: TunnelListener | None
) -> QuickTunnel | None:
    """--lan: the public address is this machine's network address (now); --share: the
    tunnel's, once it announces one (the tunnel is started here, nothing waits for it)."""
    settings = core.settings
    if web is None:
        return None
    if settings.lan and not settings.share:
        found = lan_address()
        if found is not None:
            scheme = "https" if settings.tls else "http"
            core.public.set(f"{scheme}://{found}:{web.port}", VIA_LAN)
    if not settings.share:
        return None

    def tell(event: TunnelEvent) -> None:
        if on_tunnel is not None:
            on_tunnel(event)

    tunnel = QuickTunnel(settings.share_program, web.port, core.public, tell)
    tunnel.start()
    return tunnel


def tune_gc() -> None:
    """Once serving: move everything alive after start-up (modules, engine tables, the store) out
    of the collector's sight (``gc.freeze``), and collect the young generation less often. The
    other generations keep their thresholds, so cyclic garbage is still reclaimed, later."""
    gc.collect()
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(GC_YOUNG_THRESHOLD, middle, old)


async def serve(
    settings: Settings, worker: int | None = None, on_serving: Callable[[], None] | None = None
) -> None:
    """Run until SIGTERM or SIGINT, then stop gracefully. ``worker``: this process's number
    among ``--workers`` (:mod:`service.workers`), which ``on_serving`` tells it serves."""
    tracer_provider = tracer_provider_from_env(os.environ)
    if tracer_provider is not None:
        trace.set_tracer_provider(tracer_provider)
    greeter = Greeter(settings)
    running = await start_server(
        settings, tracer_provider=tracer_provider, worker=worker, on_tunnel=greeter.tunnel
    )
    tune_gc()
    if on_serving is not None:
        on_serving()
    if not worker:  # one greeting for a person, from the first of --workers N
        greeter.serving(running.port, running.web_port, running.core.public)
    log.info(
        "serving",
        worker=worker,
        pid=os.getpid(),
        host=settings.host,
        port=running.port,
        metrics_port=running.metrics_port,
        tracing=tracer_provider is not None,
        web_port=running.web_port,
        tls=settings.tls,
        games=sorted(running.core.games),
        conformance_mode=settings.conformance_mode,
        database=settings.database if "://" not in settings.database else "<dsn>",
        event_loop=type(asyncio.get_running_loop()).__module__.split(".")[0],
        # compiled (the install's mypyc build), pure, or stale (edited since: the sources run)
        engines=build_status(),
    )
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    await stop.wait()
    log.info("draining", grace_s=settings.grace)
    await running.stop()
    if tracer_provider is not None:
        tracer_provider.shutdown()  # flush the spans still batched
    log.info("stopped")
