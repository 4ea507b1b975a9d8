"""The web port's bounds and refusals (issue 34, findings 2, 7 and 8), over real sockets:

* a connection that sends no request (or its headers a byte at a time) is closed after the
  header timeout, an idle one after the keep-alive, and connections beyond the cap are closed at
  once, while the gRPC port goes on answering; the process raised its own file limit;
* a body that is no Connect request (gRPC over HTTP/1.1, an undecodable message) gets the
  same ErrorInfo reason as on the gRPC port, an rpc log line and no traceback;
* every answer, the RPCs' too, carries the security headers, and a Host that is not the
  server's (DNS rebinding) is refused.
"""

from __future__ import annotations

import base64
import http.client
import json
import logging
import resource
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from google.rpc import error_details_pb2
from meeple.v1 import game_service_pb2 as pb

from service import fdlimit, logs
from service.web.static import SECURITY_HEADERS
from tests.service.harness import Client, ServerThread, base_settings, hosted_test_games

HEADER_TIMEOUT = 0.6
CAP = 6


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    tmp: Path = tmp_path_factory.mktemp("bounds")
    logs.configure("info", (tmp / "server.log").open("a", buffering=1))
    settings = base_settings(
        tmp,
        web_port=-1,
        web_header_timeout=HEADER_TIMEOUT,
        web_keep_alive=1.0,
        web_max_connections=CAP,
        public_url="https://games.example.org",
    )
    running = ServerThread(settings, hosted_test_games()).start()
    running.log_path = tmp / "server.log"
    try:
        yield running
    finally:
        running.stop()


def web_port(server: ServerThread) -> int:
    assert server.running is not None
    return server.running.web_port


def closed_within(sock: socket.socket, seconds: float) -> bool:
    """Whether the server closes ``sock`` within ``seconds`` (reading whatever it sends)."""
    sock.settimeout(seconds)
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline:
            if sock.recv(65536) == b"":
                return True
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True
    return False


def request(
    server: ServerThread,
    path: str,
    body: bytes | None = None,
    headers: dict[str, str] | None = None,
    method: str = "POST",
) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", web_port(server), timeout=10)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        connection.close()


def reason_of(body: bytes) -> tuple[str, str]:
    error = json.loads(body)
    infos = [d for d in error["details"] if d["type"] == "google.rpc.ErrorInfo"]
    assert len(infos) == 1, error
    value = infos[0]["value"] + "=" * (-len(infos[0]["value"]) % 4)
    info = error_details_pb2.ErrorInfo.FromString(base64.b64decode(value))
    assert info.domain == "meeple.dev"
    return error["code"], info.reason


def rpc_lines(server: ServerThread, reason: str) -> list[dict[str, object]]:
    """The rpc log lines of refusals for ``reason`` over Connect (lines are written in batches,
    at the latest 0.1 s after the call)."""
    assert server.log_path is not None
    deadline = time.monotonic() + 5
    while True:
        lines = [json.loads(line) for line in server.log_path.read_text().splitlines() if line]
        found = [
            r
            for r in lines
            if r.get("event") == "rpc"
            and r.get("reason") == reason
            and r.get("transport") == "connect"
        ]
        if found or time.monotonic() > deadline:
            return found
        time.sleep(0.05)


# ---- bounded connections ---------------------------------------------------------------------


def test_a_connection_that_sends_no_request_is_closed(server: ServerThread) -> None:
    silent = socket.create_connection(("127.0.0.1", web_port(server)))
    dribbling = socket.create_connection(("127.0.0.1", web_port(server)))
    try:
        dribbling.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # and never the blank line
        assert closed_within(silent, HEADER_TIMEOUT + 3)
        assert closed_within(dribbling, 2)
    finally:
        silent.close()
        dribbling.close()


def test_an_idle_kept_alive_connection_is_closed(server: ServerThread) -> None:
    sock = socket.create_connection(("127.0.0.1", web_port(server)))
    try:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        assert closed_within(sock, 4)  # the answer, then the close of the idle connection
    finally:
        sock.close()


def test_connections_beyond_the_cap_are_closed_and_grpc_still_answers(
    server: ServerThread,
) -> None:
    held = [socket.create_connection(("127.0.0.1", web_port(server))) for _ in range(CAP)]
    try:
        time.sleep(0.1)
        extra = socket.create_connection(("127.0.0.1", web_port(server)))
        try:
            assert closed_within(extra, 1.0)  # at once, not after the header timeout
        finally:
            extra.close()
        client = Client(server.target)
        try:
            assert client.ListGames(pb.ListGamesRequest(), timeout=5).games
        finally:
            client.close()
    finally:
        for sock in held:
            sock.close()


def test_the_server_raised_its_file_limit_and_budgets_both_ports() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(512, hard), hard))
    try:
        assert fdlimit.raise_file_limit() == resource.getrlimit(resource.RLIMIT_NOFILE)[0]
        if hard != resource.RLIM_INFINITY:
            assert resource.getrlimit(resource.RLIMIT_NOFILE)[0] == hard
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    assert fdlimit.connection_budget(20_000, 4096, 1024) == (4096, 1024)
    grpc_cap, web_cap = fdlimit.connection_budget(1024, 4096, 1024)
    assert grpc_cap + web_cap <= 1024 - fdlimit.RESERVE and grpc_cap > web_cap > 0


# ---- refusals with the gRPC port's reasons -----------------------------------------------------


def test_grpc_over_http1_gets_an_error_info_not_an_empty_200(
    server: ServerThread, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    status, _, body = request(
        server,
        "/meeple.v1.GameService/ListGames",
        b"\x00\x00\x00\x00\x00",
        {"Content-Type": "application/grpc", "TE": "trailers"},
    )
    assert status == 415
    assert reason_of(body) == ("invalid_argument", "UNSUPPORTED_CONTENT_TYPE")
    assert rpc_lines(server, "UNSUPPORTED_CONTENT_TYPE")
    # uvicorn logs an application's exception with its traceback (stdlib logging): none here
    assert not [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]


@pytest.mark.parametrize(
    ("content_type", "body"),
    [("application/proto", b"\xff\xff\xff"), ("application/json", b"{not json")],
)
def test_an_undecodable_body_is_a_malformed_request(
    server: ServerThread, content_type: str, body: bytes
) -> None:
    status, _, answer = request(
        server, "/meeple.v1.GameService/GetTable", body, {"Content-Type": content_type}
    )
    assert status == 400
    code, reason = reason_of(answer)
    assert (code, reason) == ("invalid_argument", "MALFORMED_REQUEST")
    assert "unmarshal" not in json.loads(answer)["message"]  # not the library's parser text
    assert rpc_lines(server, "MALFORMED_REQUEST")


# ---- security headers and the Host allow-list ----------------------------------------------------


def test_every_answer_carries_the_security_headers(server: ServerThread) -> None:
    rpc, as_json = "/meeple.v1.GameService/", {"Content-Type": "application/json"}
    answers = [
        request(server, rpc + "ListGames", b"{}", as_json),
        request(server, rpc + "GetTable", b"{}", as_json),
        request(server, rpc + "ListGames", b"", {"Content-Type": "text/plain"}),
        request(server, "/nothing-here", method="GET"),
    ]
    assert [status for status, _, _ in answers] == [200, 400, 415, 404]
    for _, headers, _ in answers:
        for name, value in SECURITY_HEADERS:
            assert headers.get(name) == value, (name, headers)


@pytest.mark.parametrize(
    ("host", "served"),
    [
        ("games.example.org", True),
        ("localhost:8080", True),
        ("127.0.0.1", True),
        ("[::1]:8080", True),
        ("rebind.attacker.example", False),
        ("games.example.org.attacker.example:80", False),
    ],
)
def test_only_the_servers_own_host_names_are_served(
    server: ServerThread, host: str, served: bool
) -> None:
    status, headers, body = request(
        server,
        "/meeple.v1.GameService/ListTables",
        b"{}",
        {"Content-Type": "application/json", "Host": host},
    )
    if served:
        assert status == 200
    else:
        assert status == 421
        assert reason_of(body) == ("permission_denied", "HOST_NOT_ALLOWED")
        assert headers.get("x-frame-options") == "DENY"
    page, _, _ = request(server, "/", method="GET", headers={"Host": host})
    assert page == (200 if served else 421)
