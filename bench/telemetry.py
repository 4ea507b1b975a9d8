"""The cost of metrics and of tracing on GameService, side by side with both off, in one run.

Run with ``python -m bench.telemetry --game GAME`` (options: ``--rounds 3``, ``--seconds 8``,
``--tables 20``). It starts four ``meeple serve`` processes on loopback, each with a fresh
SQLite file and logs at info level to a file, as in production:

* **off**: no metrics port, no ``OTEL_*`` variables;
* **metrics**: ``MEEPLE_METRICS_PORT=0``, and this process scrapes ``/metrics`` every
  ``--scrape-interval`` seconds (15, the deploy/ Prometheus's interval) for the whole run, so
  the scrapes' cost is included at its production rate (a scrape costs the server about 3 ms of
  CPU; ``--scrape-interval 1`` shows it fifteen times over);
* **metrics+tracing**: as above, plus ``OTEL_EXPORTER_OTLP_ENDPOINT`` pointing at an OTLP/gRPC
  sink in this process that receives and counts the spans (every RPC sampled: the default
  ``parentbased_always_on`` sampler, the most expensive setting);
* **metrics+tracing 10%**: the same with ``OTEL_TRACES_SAMPLER=parentbased_traceidratio`` and
  ``OTEL_TRACES_SAMPLER_ARG=0.1``, a common production setting.

Each round measures every server in turn (the order rotates per round, so drift in the shared
machine's load spreads over all of them): SubmitAction p50 with one caller (one table, sequential),
then durable actions/s with ``--tables`` tables played concurrently, and the server's own CPU time
per accepted action during that load (from /proc: it depends far less on what else the shared
machine runs than a rate does). The figures reported are the medians over the rounds; the cost is
relative to **off**. Target (issue 19): metrics under 5%.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import statistics
import subprocess
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import grpc
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc
from opentelemetry.proto.collector.trace.v1 import trace_service_pb2 as otlp
from opentelemetry.proto.collector.trace.v1 import trace_service_pb2_grpc as otlp_grpc

from bench.service import Stats, bot_loop, cpu_seconds, percentile, start_server
from engines import registry

CONFIGS = ("off", "metrics", "metrics+tracing", "metrics+tracing 10%")


class SpanSink(otlp_grpc.TraceServiceServicer):
    """An OTLP/gRPC trace receiver that counts what it is sent."""

    def __init__(self) -> None:
        self.spans = 0

    async def Export(
        self, request: otlp.ExportTraceServiceRequest, context: Any
    ) -> otlp.ExportTraceServiceResponse:
        self.spans += sum(
            len(scope.spans)
            for resource in request.resource_spans
            for scope in resource.scope_spans
        )
        return otlp.ExportTraceServiceResponse()


@dataclass
class Server:
    config: str
    process: subprocess.Popen[bytes]
    port: int
    metrics_port: int | None
    submit_p50_ms: list[float] = field(default_factory=list)
    actions_per_s: list[float] = field(default_factory=list)
    cpu_ms_per_action: list[float] = field(default_factory=list)
    scrapes: int = 0


class _Context:
    """The one call the interceptor makes on a servicer context after a successful call."""

    def code(self) -> None:
        return None


@dataclass
class _Details:
    method: str


async def interceptor_overhead(calls: int = 200_000) -> dict[str, float]:
    """CPU microseconds the telemetry interceptor adds to one unary call, in process (no
    network, no other load): the handler lookup plus the wrapped call, against a bare call."""
    from service.telemetry.interceptor import TelemetryInterceptor
    from service.telemetry.metrics import Metrics

    async def behavior(request: int, context: Any) -> int:
        return request

    handler = grpc.unary_unary_rpc_method_handler(behavior)

    async def continuation(details: Any) -> Any:
        return handler

    details = _Details("/meeple.v1.GameService/SubmitAction")
    context = _Context()
    started = time.process_time()
    for _ in range(calls):
        await behavior(1, context)
    bare = (time.process_time() - started) / calls
    figures: dict[str, float] = {}
    for label, metrics in (("metrics", Metrics(frozenset())), ("tracing only", None)):
        interceptor = TelemetryInterceptor(metrics)
        started = time.process_time()
        for _ in range(calls):
            wrapped = await interceptor.intercept_service(continuation, details)
            await wrapped.unary_unary(1, context)
        figures[label] = ((time.process_time() - started) / calls - bare) * 1e6
    return figures


def metrics_port_of(log: Path) -> int | None:
    for line in log.read_text().splitlines():
        if line.startswith("{"):
            record = json.loads(line)
            if record.get("event") == "serving":
                port = record.get("metrics_port")
                return int(port) if port is not None else None
    return None


def round_costs(values: list[float], base: list[float]) -> float:
    """The median over rounds of ``value / base - 1``, in percent."""
    return statistics.median((v / b - 1) * 100 for v, b in zip(values, base, strict=True))


async def scrape_until(server: Server, interval: float, stop: asyncio.Event) -> None:
    """Scrape ``server`` every ``interval`` seconds until ``stop`` (like Prometheus does)."""
    if server.metrics_port is None:
        return
    url = f"http://127.0.0.1:{server.metrics_port}/metrics"
    while not stop.is_set():
        await asyncio.to_thread(lambda: urllib.request.urlopen(url, timeout=5).read())
        server.scrapes += 1
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), interval)


async def measure(server: Server, args: argparse.Namespace, round_index: int) -> None:
    target = f"127.0.0.1:{server.port}"
    channels = [grpc.aio.insecure_channel(target) for _ in range(4)]
    stub = pb_grpc.GameServiceStub(channels[0])
    await stub.ListGames(pb.ListGamesRequest())
    seed = 1000 * round_index
    # one caller: SubmitAction latency
    single = Stats()
    stop_at = time.perf_counter() + args.seconds / 2
    await bot_loop(stub, channels, args.game, 2, 0, single, stop_at, seed + 1)
    # many tables: durable actions per second
    loaded = Stats()
    cpu_before = cpu_seconds(server.process.pid)
    started = time.perf_counter()
    stop_at = started + args.seconds
    await asyncio.gather(
        *(
            bot_loop(stub, channels, args.game, 2, i, loaded, stop_at, seed + 100 + i)
            for i in range(args.tables)
        )
    )
    elapsed = time.perf_counter() - started
    cpu = cpu_seconds(server.process.pid) - cpu_before
    for channel in channels:
        await channel.close()
    server.submit_p50_ms.append(percentile([v * 1000 for v in single.latencies], 0.5))
    server.actions_per_s.append(loaded.count / elapsed)
    server.cpu_ms_per_action.append(cpu * 1000 / max(1, loaded.count))
    print(
        f"round {round_index + 1} {server.config:<20} SubmitAction p50 "
        f"{server.submit_p50_ms[-1]:6.3f} ms  {server.actions_per_s[-1]:6.0f} actions/s  "
        f"server CPU {server.cpu_ms_per_action[-1]:.3f} ms/action"
    )


async def run(args: argparse.Namespace, workdir: Path) -> dict[str, Any]:
    overhead = await interceptor_overhead()
    print(
        "interceptor, in process: "
        + ", ".join(f"{label} +{us:.2f} us per call" for label, us in overhead.items())
    )
    sink = SpanSink()
    collector = grpc.aio.server()
    otlp_grpc.add_TraceServiceServicer_to_server(sink, collector)  # type: ignore[no-untyped-call]
    sink_port = collector.add_insecure_port("127.0.0.1:0")
    await collector.start()
    environments = {
        # OTEL_SDK_DISABLED: whatever OTEL_* this process was given, these two trace nothing
        "off": {"OTEL_SDK_DISABLED": "true"},
        "metrics": {"MEEPLE_METRICS_PORT": "0", "OTEL_SDK_DISABLED": "true"},
        "metrics+tracing": {
            "MEEPLE_METRICS_PORT": "0",
            "OTEL_EXPORTER_OTLP_ENDPOINT": f"http://127.0.0.1:{sink_port}",
            "OTEL_EXPORTER_OTLP_INSECURE": "true",
            "OTEL_SDK_DISABLED": "false",
        },
        "metrics+tracing 10%": {
            "MEEPLE_METRICS_PORT": "0",
            "OTEL_EXPORTER_OTLP_ENDPOINT": f"http://127.0.0.1:{sink_port}",
            "OTEL_EXPORTER_OTLP_INSECURE": "true",
            "OTEL_SDK_DISABLED": "false",
            "OTEL_TRACES_SAMPLER": "parentbased_traceidratio",
            "OTEL_TRACES_SAMPLER_ARG": "0.1",
        },
    }
    servers: list[Server] = []
    try:
        for config in args.configs:
            directory = workdir / config.replace("+", "-").replace(" ", "-").replace("%", "")
            directory.mkdir()
            process, port, log = start_server(directory, "NORMAL", environments[config])
            servers.append(Server(config, process, port, metrics_port_of(log)))
        stop = asyncio.Event()
        scrapers = [
            asyncio.create_task(scrape_until(server, args.scrape_interval, stop))
            for server in servers
        ]
        for round_index in range(args.rounds):
            shift = round_index % len(servers)
            for server in servers[shift:] + servers[:shift]:
                await measure(server, args, round_index)
        stop.set()
        await asyncio.gather(*scrapers)
    finally:
        for server in servers:
            server.process.terminate()
            server.process.wait(30)
        await collector.stop(1)
    base = servers[0]
    results: dict[str, Any] = {"spans_received": sink.spans, "interceptor_us": overhead}
    print()
    print(
        f"{'':<20} {'SubmitAction p50':>17} {'cost':>7} {'actions/s':>10} {'cost':>7} "
        f"{'server CPU/action':>18} {'cost':>7}   (medians; costs: median of the rounds' costs)"
    )
    for server in servers:
        p50 = statistics.median(server.submit_p50_ms)
        rate = statistics.median(server.actions_per_s)
        cpu = statistics.median(server.cpu_ms_per_action)
        # each round's cost against the same round's "off": the machine's load drifts between
        # rounds far more than the telemetry costs
        p50_cost = round_costs(server.submit_p50_ms, base.submit_p50_ms)
        rate_cost = -round_costs(server.actions_per_s, base.actions_per_s)
        cpu_cost = round_costs(server.cpu_ms_per_action, base.cpu_ms_per_action)
        print(
            f"{server.config:<20} {p50:14.3f} ms {p50_cost:+6.1f}% {rate:10.0f} {rate_cost:+6.1f}% "
            f"{cpu:15.3f} ms {cpu_cost:+6.1f}%"
        )
        results[server.config] = {
            "submit_p50_ms": p50,
            "actions_per_s": rate,
            "server_cpu_ms_per_action": cpu,
            "p50_cost_percent": p50_cost,
            "throughput_cost_percent": rate_cost,
            "cpu_cost_percent": cpu_cost,
            "scrapes": server.scrapes,
        }
    print(
        f"spans received by the OTLP sink: {sink.spans}; scrapes: "
        f"{', '.join(f'{s.config} {s.scrapes}' for s in servers[1:])}; "
        f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument(
        "--game", required=True, choices=registry.game_names(), help="a registered game"
    )
    parser.add_argument("--scrape-interval", type=float, default=15.0, help="seconds")
    parser.add_argument(
        "--configs",
        type=lambda text: text.split(","),
        default=list(CONFIGS),
        # argparse formats help with %: the 10% of a configuration's name is written %%
        help=f"comma-separated, starting with off (default: {','.join(CONFIGS)})".replace(
            "%", "%%"
        ),
    )
    parser.add_argument("--json", action="store_true", help="also print the figures as JSON")
    args = parser.parse_args(argv)
    if args.configs[0] != "off" or not set(args.configs) <= set(CONFIGS):
        parser.error(f"--configs: start with off, then any of {', '.join(CONFIGS[1:])}")
    with tempfile.TemporaryDirectory() as tmp:
        results = asyncio.run(run(args, Path(tmp)))
    if args.json:
        print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
