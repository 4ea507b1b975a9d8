"""Three ``meeple serve`` processes on loopback sharing one PostgreSQL (testcontainers)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.docker_support import apply_docker_marker, fresh_database, postgres_server
from tests.replicas.harness import Replica, replicas


def pytest_runtest_setup(item: pytest.Item) -> None:
    apply_docker_marker(item)


@pytest.fixture(scope="module")
def database() -> Iterator[str]:
    """One PostgreSQL container and database per test module."""
    with postgres_server() as server:
        yield fresh_database(server)


@pytest.fixture(scope="module")
def log_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("replica-logs")


@pytest.fixture(scope="module")
def three_replicas(database: str, log_dir: Path) -> Iterator[list[Replica]]:
    with replicas(database, 3, log_dir, extra_args=("--heartbeat", "1")) as started:
        yield started
