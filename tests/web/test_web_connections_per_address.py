"""Web connections capped per client address (issue 48, finding 10): 1,024 idle connections from
one address locked out every new web client; now one address holds at most
``--web-max-connections-per-address`` of them, and the others keep their way in. Connections of
a tunnel or proxy the server trusts (``--trusted-proxy``, ``--share``: from loopback) carry many
clients and count against the total only."""

from __future__ import annotations

import asyncio
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
import uvicorn
from uvicorn.server import ServerState

from service import logs
from service.web.bounded import bounded_protocol
from tests.service.harness import ServerThread, base_settings, hosted_test_games
from tests.web.test_web_port_bounds import closed_within

PER_ADDRESS = 3


def serve(tmp: Path, **settings: Any) -> ServerThread:
    logs.configure("info", (tmp / "server.log").open("a", buffering=1))
    return ServerThread(
        base_settings(
            tmp,
            web_port=-1,
            web_max_connections=20,
            web_max_connections_per_address=PER_ADDRESS,
            web_header_timeout=5.0,
            **settings,
        ),
        hosted_test_games(),
    ).start()


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[ServerThread]:
    running = serve(tmp_path)
    try:
        yield running
    finally:
        running.stop()


def connect(server: ServerThread) -> socket.socket:
    assert server.running is not None and server.running.web is not None
    return socket.create_connection(("127.0.0.1", server.running.web_port))


def test_one_address_holds_its_share_of_the_connections_only(server: ServerThread) -> None:
    held = [connect(server) for _ in range(PER_ADDRESS)]
    try:
        time.sleep(0.1)
        extra = connect(server)
        try:  # closed at once, though the server has room for 20
            assert closed_within(extra, 1.0)
        finally:
            extra.close()
        held.pop().close()
        time.sleep(0.1)
        again = connect(server)  # its share freed one: the next one stays
        held.append(again)
        assert not closed_within(again, 0.5)
    finally:
        for sock in held:
            sock.close()


def test_a_trusted_proxy_counts_against_the_total_only(tmp_path: Path) -> None:
    running = serve(tmp_path, trusted_proxy=True)
    held = [connect(running) for _ in range(PER_ADDRESS + 2)]
    try:
        time.sleep(0.1)
        assert not any(closed_within(sock, 0.2) for sock in held)
    finally:
        for sock in held:
            sock.close()
        running.stop()


class Transport(mock.MagicMock):
    """A connection's transport as the protocol sees it: its peer, and whether it was cut."""

    def __init__(self, peer: tuple[str, int]) -> None:
        super().__init__()
        self.peer = peer
        self.aborted = False

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return {"peername": self.peer, "sockname": ("127.0.0.1", 8080)}.get(name, default)

    def abort(self) -> None:
        self.aborted = True

    def is_closing(self) -> bool:
        return self.aborted


async def _no_app(scope: object, receive: object, send: object) -> None:
    """The application the protocol would hand requests to: none reach it here."""


def test_another_address_still_gets_in() -> None:
    config = uvicorn.Config(app=_no_app)
    config.load()
    state = ServerState()
    protocol = bounded_protocol(100, 5.0, PER_ADDRESS)
    # its own loop: an earlier test's asyncio.run() leaves the main thread without a current one
    loop = asyncio.new_event_loop()

    def opened(peer: tuple[str, int]) -> Transport:
        transport = Transport(peer)
        made = protocol(config=config, server_state=state, app_state={}, _loop=loop)
        made.connection_made(transport)
        return transport

    try:
        crowd = [opened(("198.51.100.7", 40_000 + n)) for n in range(PER_ADDRESS + 2)]
        assert [t.aborted for t in crowd] == [False] * PER_ADDRESS + [True, True]
        assert not opened(("203.0.113.9", 50_000)).aborted
        assert not opened(("2001:db8::1", 50_001)).aborted
        # one /64 is one address (what one host usually holds)
        same_host = [opened((f"2001:db8::{n + 2:x}", 50_100 + n)) for n in range(PER_ADDRESS)]
        assert [t.aborted for t in same_host] == [False] * (PER_ADDRESS - 1) + [True]
    finally:
        loop.close()
