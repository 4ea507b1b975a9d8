"""A real ``meeple serve`` with the web table on a free port, and Debian's Chromium (one per
test process, lent to a module at a time: tests/web/process_browser.py)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from tests.ports import free_port
from tests.service.harness import ServerProcess
from tests.web.process_browser import process_chromium


@dataclass
class WebServer:
    process: ServerProcess
    base: str

    @property
    def target(self) -> str:
        return self.process.target

    @property
    def log(self) -> str:
        return self.process.log_path.read_text()


@contextmanager
def serve_web(tmp: Path, start_within: float = 30.0, **env: str) -> Iterator[WebServer]:
    """``meeple serve`` with its web table on a free port, its store and log in ``tmp``, and
    ``env`` its further settings (MEEPLE_*), until the block ends."""
    port = free_port()
    process = ServerProcess(tmp / "meeple.db", tmp / "server.log", MEEPLE_WEB_PORT=str(port), **env)
    process.start(timeout=start_within)
    try:
        yield WebServer(process, f"http://127.0.0.1:{port}")
    finally:
        process.terminate()


@pytest.fixture(scope="module")
def web(tmp_path_factory: pytest.TempPathFactory) -> Iterator[WebServer]:
    with serve_web(tmp_path_factory.mktemp("web")) as server:
        yield server


@pytest.fixture(scope="module")
def browser(request: pytest.FixtureRequest) -> Iterator[Browser]:
    """The test process's Chromium (tests/web/process_browser.py); the contexts the module
    opened are closed at its end."""
    shared = process_chromium(request.config)
    chromium = shared.browser()
    before = set(chromium.contexts)
    shared.holders += 1
    try:
        yield chromium
    finally:
        shared.holders -= 1
        for context in chromium.contexts:
            if context not in before:
                context.close()
