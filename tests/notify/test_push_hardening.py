"""A push endpoint cannot steer the server elsewhere (issue 48, findings 2, 3 and 7): no
redirect is followed, no proxy from the environment is used, the connection goes to the address
that was checked, every send has a total deadline, and IPv6 transition addresses are judged by
the IPv4 address they carry. Loopback stand-ins only (the test mode admits http://127.0.0.1)."""

from __future__ import annotations

import asyncio
import base64
import os
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

from service.errors import ServiceError
from service.notify.contacts_input import address_is_public, check_email
from service.notify.push import EndpointGone, PinnedBackend, PushFailed, PushRefused, PushSender
from service.notify.vapid import generate_pem, keys_of
from service.store.contacts import PushEndpoint
from tests.notify.loopback import PushService
from tests.outbox.test_slow_receivers import TricklingReceiver


def b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def device(endpoint: str) -> PushEndpoint:
    key = ec.generate_private_key(ec.SECP256R1()).public_key()
    point = key.public_bytes(
        serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint
    )
    return PushEndpoint(endpoint, b64(point), b64(os.urandom(16)))


def sender(deadline: float = 10.0) -> PushSender:
    return PushSender(keys_of(generate_pem()), "mailto:ops@example.org", True, deadline)


def send(push: PushSender, endpoint: str) -> int:
    async def main() -> int:
        try:
            return await push.send(device(endpoint), {"title": "t", "body": "b"})
        finally:
            await push.close()

    return asyncio.run(main())


class Redirecting:
    """A push service that answers every POST with ``status`` (and a Location)."""

    def __init__(self, status: int, location: str) -> None:
        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                self.rfile.read(int(self.headers.get("Content-Length", "0")))
                self.send_response(status)
                self.send_header("Location", location)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


class Elsewhere(PushService):
    """Where a redirect points: records GETs too (a 302 would turn the POST into a GET)."""

    def __init__(self, status: int = 404) -> None:
        super().__init__()
        handler = self.server.RequestHandlerClass
        gets = self.gets = []  # type: list[str]

        def do_GET(self: BaseHTTPRequestHandler) -> None:
            gets.append(self.path)
            self.send_response(status)
            self.send_header("Content-Length", "0")
            self.end_headers()

        handler.do_GET = do_GET  # type: ignore[attr-defined]


@pytest.fixture()
def elsewhere() -> Iterator[Elsewhere]:
    target = Elsewhere()
    try:
        yield target
    finally:
        target.close()


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
def test_a_redirect_is_a_failure_and_is_never_followed(status: int, elsewhere: Elsewhere) -> None:
    redirecting = Redirecting(status, f"{elsewhere.origin}/internal/probe")
    try:
        with pytest.raises(PushFailed, match=f"HTTP {status}"):
            send(sender(), f"{redirecting.origin}/push/device")
    finally:
        redirecting.close()
    assert elsewhere.requests == [] and elsewhere.gets == []  # neither reposted nor fetched


def test_a_redirect_to_a_404_does_not_remove_the_subscription(elsewhere: Elsewhere) -> None:
    redirecting = Redirecting(307, f"{elsewhere.origin}/gone")
    try:
        with pytest.raises(PushFailed):  # not EndpointGone: the seat learns nothing from it
            send(sender(), f"{redirecting.origin}/push/device")
    finally:
        redirecting.close()
    assert elsewhere.requests == []


def test_no_proxy_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    service, proxy = PushService(), PushService()
    try:
        for name in ("HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "https_proxy", "ALL_PROXY"):
            monkeypatch.setenv(name, proxy.origin)
        monkeypatch.delenv("NO_PROXY", raising=False)
        monkeypatch.delenv("no_proxy", raising=False)
        assert send(sender(), f"{service.origin}/push/device") == 201
        assert len(service.requests) == 1 and proxy.requests == []
    finally:
        service.close()
        proxy.close()


def test_a_trickling_push_service_is_cut_off_at_the_deadline() -> None:
    trickling = TricklingReceiver(0.1)
    try:
        began = time.monotonic()
        with pytest.raises(TimeoutError):
            send(sender(deadline=1.0), f"http://127.0.0.1:{trickling.port}/push/device")
        assert time.monotonic() - began < 3.0
    finally:
        trickling.close()


def test_a_push_service_that_forgot_the_device_says_so() -> None:
    service = Redirecting(410, "")
    try:
        with pytest.raises(EndpointGone):
            send(sender(), f"{service.origin}/push/device")
    finally:
        service.close()


class Recording:
    """A network backend that records where it was asked to connect, and connects nowhere."""

    def __init__(self) -> None:
        self.hosts: list[str] = []

    async def connect_tcp(self, host: str, port: int, *args: Any) -> Any:
        self.hosts.append(host)
        raise OSError("not connecting in a test")


def test_the_connection_goes_to_the_address_that_was_checked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    answers = {
        "push.example.org": ["93.184.216.34"],
        "rebind.example.org": ["93.184.216.34", "10.0.0.7"],
        "localhost": ["127.0.0.1"],
    }

    async def getaddrinfo(self: Any, host: str, port: int, **_: Any) -> list[Any]:
        return [(2, 1, 6, "", (address, port)) for address in answers[host]]

    monkeypatch.setattr(asyncio.BaseEventLoop, "getaddrinfo", getaddrinfo)

    async def main() -> list[str]:
        backend = PinnedBackend()
        recording = Recording()
        backend._inner = recording  # type: ignore[assignment]
        with pytest.raises(Exception, match="cannot connect"):
            await backend.connect_tcp("push.example.org", 443)
        for refused in ("rebind.example.org", "localhost"):
            with pytest.raises(PushRefused):
                await backend.connect_tcp(refused, 443)
        return recording.hosts

    # the checked address itself, never the name (which a second lookup could resolve anew)
    assert asyncio.run(main()) == ["93.184.216.34"]


@pytest.mark.parametrize(
    ("address", "public"),
    [
        ("64:ff9b::7f00:1", False),  # NAT64 of 127.0.0.1
        ("64:ff9b::a00:7", False),  # NAT64 of 10.0.0.7
        ("64:ff9b::808:808", True),  # NAT64 of 8.8.8.8
        ("::7f00:1", False),  # IPv4-compatible 127.0.0.1
        ("::a9fe:a9fe", False),  # IPv4-compatible 169.254.169.254 (cloud metadata)
        ("2002:7f00:1::1", False),  # 6to4 of 127.0.0.1
        ("2002:c0a8:101::1", False),  # 6to4 of 192.168.1.1
        ("2002:808:808::1", True),  # 6to4 of 8.8.8.8
        ("fec0::1", False),  # site-local
        ("64:ff9b:1::1", False),  # NAT64 for local use
        ("::ffff:10.0.0.1", False),
        ("2606:4700::1111", True),
    ],
)
def test_ipv6_transition_addresses_are_judged_by_their_ipv4(address: str, public: bool) -> None:
    assert address_is_public(address) is public


@pytest.mark.parametrize(
    "address",
    ["name@example.com\n", "name@example.com\r\n", "name@example.com\nBcc: x@example.org", "\n"],
)
def test_an_address_with_a_line_break_is_refused(address: str) -> None:
    """Finding 6: ``$`` matched before a final newline, which then ended the mail's headers."""
    with pytest.raises(ServiceError) as refused:
        check_email(address)
    assert refused.value.reason == "INVALID_FIELD"
    assert check_email("name@example.com") == "name@example.com"
