"""A server per test module with worker processes for the bots (as deployed)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from service import logs
from tests.service.harness import ServerThread, base_settings, hosted_test_games


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    tmp: Path = tmp_path_factory.mktemp("seating")
    logs.configure("info", (tmp / "server.log").open("a", buffering=1))
    running = ServerThread(
        base_settings(tmp, bot_workers=2, schedule_poll=0.05), hosted_test_games()
    ).start()
    try:
        yield running
    finally:
        running.stop()


@pytest.fixture(scope="module")
def target(server: ServerThread) -> str:
    return server.target
