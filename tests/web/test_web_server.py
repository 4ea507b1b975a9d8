"""The HTTP side of ``meeple serve``: GameService over Connect, the page's headers and caching,
links for people (--public-url), the port switch and the committed build's freshness."""

from __future__ import annotations

import asyncio
import base64
import gzip
import json
import subprocess
import sys
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from google.rpc import error_details_pb2
from meeple.v1 import game_service_pb2 as pb

from clients.api.links import parse_link
from service.server import start_server
from tests.service.harness import Client, ServerThread, base_settings, hosted_test_games
from tests.web.conftest import WebServer

ROOT = Path(__file__).resolve().parents[2]


Answer = tuple[int, dict[str, str], bytes]


def http(url: str, data: bytes | None = None, headers: dict[str, str] | None = None) -> Answer:
    request = urllib.request.Request(url, data=data, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            lowered = {k.lower(): v for k, v in response.headers.items()}
            return response.status, lowered, response.read()
    except urllib.error.HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read()


def connect(web: WebServer, method: str, body: dict[str, object]) -> tuple[int, dict[str, object]]:
    status, _, raw = http(f"{web.base}/meeple.v1.GameService/{method}", json.dumps(body).encode(),
                          {"Content-Type": "application/json"})  # fmt: skip
    return status, json.loads(raw)


def test_connect_calls_reach_the_same_service(web: WebServer) -> None:
    status, games = connect(web, "ListGames", {})
    assert status == 200
    names = {g["name"] for g in games["games"]}  # type: ignore[attr-defined]
    assert {"games/carcassonne", "games/burgundy"} <= names
    status, created = connect(web, "CreateTable", {"game": "games/carcassonne", "seatCount": 2})
    assert status == 200
    table = created["table"]["name"]  # type: ignore[index]
    # the table made over Connect is the one gRPC sees
    client = Client(web.target, str(created["hostCredential"]))
    try:
        assert client.GetTable(pb.GetTableRequest(name=table)).table.name == table
    finally:
        client.close()


def test_errors_carry_the_one_error_info(web: WebServer) -> None:
    status, error = connect(web, "GetTable", {"name": "tables/nosuchtable"})
    assert status == 404 and error["code"] == "not_found"
    details: list[dict[str, str]] = error["details"]  # type: ignore[assignment]
    [detail] = details
    assert detail["type"] == "google.rpc.ErrorInfo"
    value = detail["value"] + "=" * (-len(detail["value"]) % 4)
    info = error_details_pb2.ErrorInfo.FromString(base64.b64decode(value))
    assert (info.reason, info.domain) == ("TABLE_NOT_FOUND", "meeple.dev")
    status, error = connect(web, "JoinTable", {"table": "tables/x", "displayName": "a" * 41})
    assert status == 400 and error["code"] == "invalid_argument"


def test_page_headers_caching_and_no_token_in_logs(web: WebServer) -> None:
    secret = "NEVERLOGGEDtoken0123456789abcdefghijklmnopq"
    status, headers, page = http(
        f"{web.base}/t/abcdef?invite={secret}", headers={"Accept-Encoding": "gzip"}
    )
    assert status == 200 and headers["content-encoding"] == "gzip"
    html = gzip.decompress(page).decode()
    assert '<main id="app">' in html
    assert headers["referrer-policy"] == "no-referrer"
    assert "default-src 'self'" in headers["content-security-policy"]
    assert headers["cache-control"] == "no-cache"
    again, _, _ = http(f"{web.base}/", headers={"If-None-Match": headers["etag"]})
    assert again == 304
    script = html.split('src="', 1)[1].split('"', 1)[0]
    status, headers, _ = http(web.base + script)
    assert status == 200 and "immutable" in headers["cache-control"]
    status, headers, body = http(f"{web.base}/nothing/here")
    assert status == 404 and b"Nothing here" in body
    assert secret not in web.log


def test_public_url_links_for_people(tmp_path: Path) -> None:
    settings = base_settings(tmp_path, public_url="https://games.example.org/")
    server = ServerThread(settings, hosted_test_games()).start()
    client = Client(server.target)
    try:
        created = client.CreateTable(pb.CreateTableRequest(game="games/carcassonne", seat_count=2))
        table_id = created.table.name.split("/")[1]
        assert created.invite_url == (
            f"https://games.example.org/t/{table_id}?invite={created.invite_token}"
        )
        assert created.spectator_url == (
            f"https://games.example.org/t/{table_id}?spectate={created.spectator_token}"
        )
        assert created.invite_link.startswith("meeple://tables/")  # programs keep theirs
        for link in (created.invite_url, created.invite_link):
            parsed = parse_link(link)
            assert (parsed.table, parsed.invite_token) == (created.table.name,
                                                           created.invite_token)  # fmt: skip
    finally:
        client.close()
        server.stop()


def test_web_port_zero_turns_the_web_table_off(tmp_path: Path) -> None:
    async def run() -> None:
        off = await start_server(base_settings(tmp_path, web_port=0), hosted_test_games())
        assert off.web is None and off.web_port == 0
        await off.stop()
        on = await start_server(base_settings(tmp_path), hosted_test_games(), web_port=-1)
        assert on.web_port > 0
        await on.stop()

    # in a thread of its own: a browser test module may hold an event loop in this one
    worker = threading.Thread(target=lambda: results.append(asyncio.run(run())))
    results: list[None] = []
    worker.start()
    worker.join(60)
    assert results == [None]


def test_public_url_must_be_http() -> None:
    from service.settings import from_sources

    with pytest.raises(SystemExit):
        from_sources(environ={"MEEPLE_PUBLIC_URL": "games.example.org"})


def test_committed_build_is_fresh() -> None:
    """Fails when web/ or the .proto files changed without `python web/build.py` (no node)."""
    result = subprocess.run([sys.executable, str(ROOT / "web" / "build.py"), "--check"],
                            capture_output=True, text=True)  # fmt: skip
    assert result.returncode == 0, result.stderr


def test_web_port_in_use_fails_with_one_line(web: WebServer, tmp_path: Path) -> None:
    port = web.base.rsplit(":", 1)[1]
    second = subprocess.run(
        [sys.executable, "-m", "clients.cli", "serve", "--port", "0", "--web-port", port],
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT),
             "MEEPLE_DATABASE": str(tmp_path / "two.db"), "MEEPLE_HOST": "127.0.0.1"},
        capture_output=True,
        text=True,
        timeout=60,
    )  # fmt: skip
    assert second.returncode != 0
    assert "--web-port" in second.stderr and "Traceback" not in second.stderr
