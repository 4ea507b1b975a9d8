"""deploy/healthcheck.py, the image's probe, against a real gRPC health service on loopback."""

from __future__ import annotations

import importlib.util
import socket
from collections.abc import Iterator
from concurrent import futures
from pathlib import Path
from types import ModuleType

import grpc
import pytest
from grpc_health.v1 import health, health_pb2, health_pb2_grpc

PROBE = Path(__file__).resolve().parents[2] / "deploy" / "healthcheck.py"


@pytest.fixture(scope="module")
def probe() -> ModuleType:
    spec = importlib.util.spec_from_file_location("meeple_healthcheck", PROBE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture()
def health_server() -> Iterator[tuple[str, health.HealthServicer]]:
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=2))
    servicer = health.HealthServicer()
    health_pb2_grpc.add_HealthServicer_to_server(servicer, server)
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    try:
        yield f"127.0.0.1:{port}", servicer
    finally:
        server.stop(None)


def test_probe_passes_only_while_serving(
    probe: ModuleType, health_server: tuple[str, health.HealthServicer]
) -> None:
    address, servicer = health_server
    servicer.set("", health_pb2.HealthCheckResponse.SERVING)
    assert probe.main(["--address", address]) == 0
    servicer.set("", health_pb2.HealthCheckResponse.NOT_SERVING)  # draining
    assert probe.main(["--address", address]) == 1
    assert probe.check(address, "", 2.0) == (False, "NOT_SERVING")


def test_probe_fails_for_an_unknown_service(
    probe: ModuleType, health_server: tuple[str, health.HealthServicer]
) -> None:
    address, servicer = health_server
    servicer.set("", health_pb2.HealthCheckResponse.SERVING)
    serving, seen = probe.check(address, "no.such.Service", 2.0)
    assert not serving and seen.startswith("NOT_FOUND")


def test_probe_fails_when_nothing_listens(probe: ModuleType) -> None:
    with socket.socket() as placeholder:  # a free port, closed again before the probe
        placeholder.bind(("127.0.0.1", 0))
        port = placeholder.getsockname()[1]
    serving, seen = probe.check(f"127.0.0.1:{port}", "", 1.0)
    assert not serving and seen.startswith(("UNAVAILABLE", "DEADLINE_EXCEEDED"))
