"""Fixtures of the service tests: a real server on a loopback port, per test module."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from service import logs
from tests.service.harness import ServerThread, base_settings, hosted_test_games


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    tmp: Path = tmp_path_factory.mktemp("service")
    logs.configure("info", (tmp / "server.log").open("a", buffering=1))
    running = ServerThread(base_settings(tmp), hosted_test_games()).start()
    running.log_path = tmp / "server.log"
    try:
        yield running
    finally:
        running.stop()


@pytest.fixture(scope="module")
def target(server: ServerThread) -> str:
    return server.target


def game_ids() -> list[str]:
    """Every registered game plus the hidden-hand test game."""
    return sorted(hosted_test_games())
