"""The image, for real: build deploy/Dockerfile with testcontainers, run it against PostgreSQL,
wait on its gRPC health check, play a complete game of each kind against the container (its
metrics port counting them), run the conformance suite against it, then stop it with SIGTERM and
see it drain and exit cleanly.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engines.registry import game_names, get_game
from tests.docker_support import POSTGRES_IMAGE, require_docker
from tests.replicas.harness import FINISHED, Watcher, open_table, play, wait_serving
from tests.telemetry.scrape import scrape

ROOT = Path(__file__).resolve().parents[2]
GRPC_PORT = 50051
METRICS_PORT = 9464  # the image's MEEPLE_METRICS_PORT
ADMIN_TOKEN = f"container-admin-{uuid.uuid4().hex}"
KNOWN_FAILING = ROOT / "conformance" / "implementations" / "meeple.known-failing.txt"

pytestmark = pytest.mark.docker


@pytest.fixture(scope="module")
def image(meeple_image: str) -> str:
    return meeple_image


@pytest.fixture(scope="module")
def postgres_inside_docker() -> Iterator[str]:
    """PostgreSQL reachable from other containers: the DSN uses its bridge address."""
    require_docker()
    from testcontainers.community.postgres import PostgresContainer

    with PostgresContainer(POSTGRES_IMAGE, driver=None) as postgres:
        wrapped = postgres.get_wrapped_container()
        wrapped.reload()
        address = wrapped.attrs["NetworkSettings"]["IPAddress"]
        assert address, "the PostgreSQL container has no bridge address"
        yield (
            f"postgresql://{postgres.username}:{postgres.password}@{address}:5432/{postgres.dbname}"
        )


def docker_health(container: Any) -> str:
    wrapped = container.get_wrapped_container()
    wrapped.reload()
    health = wrapped.attrs["State"].get("Health") or {}
    return str(health.get("Status", "none"))


def test_the_image_serves_complete_games_on_postgresql(
    image: str, postgres_inside_docker: str, tmp_path: Path
) -> None:
    from testcontainers.core.container import DockerContainer

    container = (
        DockerContainer(image)
        .with_env("MEEPLE_DATABASE", postgres_inside_docker)
        .with_env("MEEPLE_LOG_LEVEL", "warning")
        .with_env("MEEPLE_GRACE", "5")
        .with_env("MEEPLE_ADMIN_TOKEN", ADMIN_TOKEN)  # conformance mode, for the suite
        # /metrics is on the container's loopback by default: published here on purpose
        .with_env("MEEPLE_METRICS_HOST", "0.0.0.0")
        # the table counts are read at every scrape, so that each scrape sees the games just played
        .with_env("MEEPLE_METRICS_CACHE", "0")
        .with_exposed_ports(GRPC_PORT, METRICS_PORT)
    )
    container.start()
    try:
        wrapped = container.get_wrapped_container()
        target = f"{container.get_container_host_ip()}:{container.get_exposed_port(GRPC_PORT)}"
        # ready means grpc.health.v1 says SERVING, not merely that the port accepts connections
        wait_serving(target, timeout=90, alive=lambda: docker_health(container) != "unhealthy")

        # the image runs as its non-root user, with the server as PID 1's program
        code, output = wrapped.exec_run(["id", "-u"])
        assert code == 0 and output.decode().strip() == "10001"
        assert wrapped.attrs["Config"]["Entrypoint"] == ["meeple", "serve"]
        # its engines are compiled (the build stage compiled them with mypyc)
        code, output = wrapped.exec_run(["python", "-m", "engines.compiled", "status"])
        assert code == 0 and output.decode().startswith("compiled ("), output.decode()

        # a complete random game of each kind, with a watcher; the image's /metrics counts
        # exactly those games' actions. They run first, on a server with no other table: the
        # conformance suite leaves tables whose turn timers keep running on the wall clock,
        # and a bot taking a timed-out turn there would be counted here too.
        metrics = f"{container.get_container_host_ip()}:{container.get_exposed_port(METRICS_PORT)}"
        before = scrape(metrics)
        decisions: dict[str, int] = {}
        for game in game_names():
            players = get_game(game).min_players
            table = open_table(game, players, [target], create_on=target)
            watcher = Watcher(table.seats[0], table.name).start()
            try:
                played = play(table, random.Random(f"container-{game}"))
                decisions[game] = played.decisions
                assert table.seats[-1].view(table.name).state == FINISHED
                assert watcher.wait_for(played.final_version)
                assert [r.version for r in watcher.received] == list(
                    range(1, played.final_version + 1)
                )
            finally:
                watcher.stop()
                for seat in [table.host, *table.seats]:
                    seat.close()

        after = scrape(metrics)
        submitted = {"grpc_method": "SubmitAction", "grpc_code": "OK"}
        assert after.value("grpc_server_handled_total", **submitted) - before.value(
            "grpc_server_handled_total", **submitted
        ) == sum(decisions.values())
        for game, count in decisions.items():
            applied = after.value("meeple_actions_applied_total", game=game)
            assert applied - before.value("meeple_actions_applied_total", game=game) == count
            assert after.value("meeple_tables", game=game, state="FINISHED") >= 1
        assert after.value("meeple_store_up") == 1
        assert after.value("meeple_postgres_pool", stat="pool_max") == 7  # PostgreSQL's pool
        assert 1 <= after.value("meeple_postgres_pool", stat="pool_size") <= 7
        assert not after.has("meeple_sqlite_wal_bytes")

        # then the conformance suite, run against the container as a third party would
        report = tmp_path / "conformance.json"
        suite = subprocess.run(
            [sys.executable, "-m", "conformance.runner.cli", "run", "--target", target,
             "--implementation", "meeple",
             "--known-failing", str(KNOWN_FAILING), "--json", str(report), "-q"],
            cwd=ROOT, env=dict(os.environ, MEEPLE_ADMIN_TOKEN=ADMIN_TOKEN),
            capture_output=True, text=True, timeout=900,
        )  # fmt: skip
        assert suite.returncode == 0, suite.stdout[-4000:] + suite.stderr[-4000:]
        results = json.loads(report.read_text(encoding="utf-8"))["results"]
        assert {entry["counted_as"] for entry in results} <= {"passed", "known failing", "skipped"}
        # only the webhook fixtures wait for a receiver this run does not serve
        skipped = [entry for entry in results if entry["counted_as"] == "skipped"]
        assert all("--webhook-listen" in entry["skip_reason"] for entry in skipped), skipped
        ran = {entry["name"].split("/")[0] for entry in results if entry["counted_as"] == "passed"}
        assert set(game_names()) <= ran

        # the image's own HEALTHCHECK (the gRPC probe inside the container) agrees
        deadline = time.monotonic() + 60
        while docker_health(container) != "healthy":
            assert time.monotonic() < deadline, f"docker health is {docker_health(container)}"
            time.sleep(1)

        # SIGTERM drains and exits 0 well within compose/Kubernetes grace periods
        started = time.monotonic()
        wrapped.stop(timeout=30)
        wrapped.reload()
        assert wrapped.attrs["State"]["ExitCode"] == 0, container.get_logs()
        assert time.monotonic() - started < 25
    finally:
        container.stop()
