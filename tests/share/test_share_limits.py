"""Behind the tunnel every request comes from loopback: the per-address limits key on the
address the tunnel forwards (two people through the tunnel have a bucket each), and on nobody
else's word: a header from a client that is not on loopback, one sent on the gRPC port, or one
sent to a server without --share or --trusted-proxy changes nothing."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import httpx
import pytest
from meeple.v1 import game_service_pb2 as pb

from service.web.app import WebApp
from tests.service.harness import (
    Client,
    ServerThread,
    base_settings,
    error_info,
    hosted_test_games,
    new_request_id,
)
from tests.share.conftest import make_standin, shared_server_settings
from tests.share.test_share_links import through_tunnel, wait_address

#: CreateTable calls one address may make before it is limited (and it refills ~never)
BURST = 2
LIMITS: dict[str, Any] = {"create_rate": 0.0001, "create_burst": BURST, "bot_workers": 0}
CREATE = json.dumps({"game": "games/secret", "seatCount": 2}).encode()
JSON = {"Content-Type": "application/json"}


@pytest.fixture(scope="module")
def tunnelled(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ServerThread, Any]]:
    tmp: Path = tmp_path_factory.mktemp("limits")
    standin = make_standin(tmp)
    server = ServerThread(shared_server_settings(tmp, standin, **LIMITS), hosted_test_games())
    server.start()
    try:
        yield server, wait_address(server, standin, 1)
    finally:
        server.stop()


def reason_of(status: int, body: bytes) -> str:
    if status == 200:
        return "OK"
    error = json.loads(body)
    return str(error["code"])


def test_people_behind_the_tunnel_have_a_bucket_each(
    tunnelled: tuple[ServerThread, dict[str, Any]],
) -> None:
    _, tunnel = tunnelled

    def create(source: str) -> str:
        status, body = through_tunnel(
            tunnel, "POST", "/meeple.v1.GameService/CreateTable", CREATE, source=source,
            headers={**JSON, "CF-Connecting-IP": "198.51.100.99"},  # replaced by the edge
        )  # fmt: skip
        return reason_of(status, body)

    # 127.0.0.2 and 127.0.0.3 stand for two people (203.0.113.2 and .3 to the server)
    assert [create("127.0.0.2") for _ in range(BURST)] == ["OK"] * BURST
    assert create("127.0.0.2") == "resource_exhausted"
    assert create("127.0.0.3") == "OK"  # the other person is not limited by the first


def asgi_post(
    server: ServerThread, client: tuple[str, int], headers: dict[str, str]
) -> tuple[int, bytes]:
    """CreateTable into the server's own web application, as if from ``client``'s socket."""
    assert server.running is not None
    app = WebApp(server.running.core)

    async def post() -> tuple[int, bytes]:
        transport = httpx.ASGITransport(app=app, client=client)  # type: ignore[arg-type]
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as http:
            answer = await http.post(
                "/meeple.v1.GameService/CreateTable", content=CREATE, headers={**JSON, **headers}
            )
            return answer.status_code, answer.content

    result: tuple[int, bytes] = server.call(post())
    return result


def test_a_forwarded_address_from_anyone_but_loopback_is_ignored(
    tunnelled: tuple[ServerThread, dict[str, Any]],
) -> None:
    server, _ = tunnelled
    outsider = ("192.0.2.50", 40000)  # a client on the network, not the tunnel
    answers = [
        reason_of(*asgi_post(server, outsider, {"CF-Connecting-IP": f"203.0.113.{100 + n}",
                                                "X-Forwarded-For": f"203.0.113.{100 + n}"}))
        for n in range(BURST + 1)
    ]  # fmt: skip
    # a new "forwarded" address each time, yet one bucket: the socket's address
    assert answers == ["OK"] * BURST + ["resource_exhausted"]


def test_the_grpc_port_reads_no_forwarded_address(
    tunnelled: tuple[ServerThread, dict[str, Any]],
) -> None:
    server, _ = tunnelled
    reasons = []
    for n in range(BURST + 1):
        client = Client(server.target, own_connection=True)
        try:
            client.stub.CreateTable(
                pb.CreateTableRequest(game="games/secret", seat_count=2,
                                      request_id=new_request_id()),
                metadata=(("cf-connecting-ip", f"203.0.113.{200 + n}"),
                          ("x-forwarded-for", f"203.0.113.{200 + n}")),
            )  # fmt: skip
            reasons.append("OK")
        except grpc.RpcError as error:
            reasons.append(error_info(error)[1])
        finally:
            client.close()
    assert reasons == ["OK"] * BURST + ["RATE_LIMITED"]


def test_without_share_or_a_trusted_proxy_no_header_counts(tmp_path: Path) -> None:
    server = ServerThread(base_settings(tmp_path, web_port=-1, **LIMITS), hosted_test_games())
    server.start()
    try:
        loopback = ("127.0.0.1", 40000)
        answers = [
            reason_of(*asgi_post(server, loopback, {"CF-Connecting-IP": f"203.0.113.{n + 1}",
                                                    "X-Forwarded-For": f"203.0.113.{n + 1}"}))
            for n in range(BURST + 1)
        ]  # fmt: skip
    finally:
        server.stop()
    assert answers == ["OK"] * BURST + ["resource_exhausted"]


def test_a_trusted_proxy_s_forwarded_address_is_the_key(tmp_path: Path) -> None:
    settings = base_settings(tmp_path, web_port=-1, trusted_proxy=True, **LIMITS)
    server = ServerThread(settings, hosted_test_games()).start()
    try:
        loopback = ("127.0.0.1", 40000)

        def create(person: str, spoofed: str = "198.51.100.1") -> str:
            # the proxy appended the address it saw; whatever the client wrote is on the left
            headers = {"X-Forwarded-For": f"{spoofed}, {person}", "CF-Connecting-IP": spoofed}
            return reason_of(*asgi_post(server, loopback, headers))

        assert [create("203.0.113.8", f"198.51.100.{n}") for n in range(BURST)] == ["OK"] * BURST
        assert create("203.0.113.8", "198.51.100.77") == "resource_exhausted"
        assert create("203.0.113.9") == "OK"
    finally:
        server.stop()
