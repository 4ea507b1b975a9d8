"""The /metrics port (issue 34, finding 4): on loopback unless published on purpose, answering
`GET /metrics` only, behind an optional bearer token, and at a bounded cost: the table counts
are read from the store once per --metrics-cache seconds, whatever the number of scrapers."""

from __future__ import annotations

import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from service import logs
from service.settings import Settings
from tests.service.harness import ServerThread, base_settings, hosted_test_games
from tests.telemetry.scrape import Scrape

TOKEN = "metrics-token-for-tests"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    tmp: Path = tmp_path_factory.mktemp("metrics-endpoint")
    logs.configure("warning", (tmp / "server.log").open("a", buffering=1))
    settings = base_settings(tmp, metrics_port=0, metrics_token=TOKEN, metrics_cache=30.0)
    running = ServerThread(settings, hosted_test_games()).start()
    try:
        yield running
    finally:
        running.stop()


def get(server: ServerThread, path: str, token: str | None = TOKEN) -> tuple[int, bytes]:
    assert server.running is not None and server.running.metrics_port is not None
    request = urllib.request.Request(f"http://127.0.0.1:{server.running.metrics_port}{path}")
    if token is not None:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def test_metrics_answers_with_the_token_only(server: ServerThread) -> None:
    status, body = get(server, "/metrics")
    assert status == 200 and Scrape(body.decode()).value("meeple_store_up") == 1
    assert get(server, "/metrics", token=None)[0] == 401
    assert get(server, "/metrics", token="wrong")[0] == 401


@pytest.mark.parametrize("path", ["/", "/metrics/", "/favicon.ico", "/debug", "/metricsx"])
def test_only_the_metrics_path_is_served(server: ServerThread, path: str) -> None:
    assert get(server, path)[0] == 404


def test_concurrent_scrapers_cost_one_table_count(server: ServerThread) -> None:
    assert server.running is not None
    store = server.running.core.store
    counted: list[int] = []
    original = store.stats

    async def counting_stats():  # type: ignore[no-untyped-def]
        counted.append(1)
        return await original()

    store.stats = counting_stats  # type: ignore[method-assign]
    try:
        answers: list[int] = []
        scrapers = [
            threading.Thread(
                target=lambda: answers.extend(get(server, "/metrics")[0] for _ in range(5))
            )
            for _ in range(4)
        ]
        for thread in scrapers:
            thread.start()
        for thread in scrapers:
            thread.join(30)
    finally:
        store.stats = original  # type: ignore[method-assign]
    assert answers == [200] * 20
    assert len(counted) <= 1  # 20 scrapes within the cache time: at most one count


def test_metrics_stay_on_loopback_by_default() -> None:
    assert Settings().metrics_host == "127.0.0.1"
    dockerfile = (Path(__file__).resolve().parents[2] / "deploy" / "Dockerfile").read_text()
    assert "MEEPLE_HOST=0.0.0.0" in dockerfile and "MEEPLE_METRICS_HOST=127.0.0.1" in dockerfile
