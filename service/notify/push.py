"""Sending one Web Push message (RFC 8030): the payload encrypted for the device (RFC 8291,
aes128gcm, ``pywebpush``'s encoder) and signed by the server's VAPID key (RFC 8292, ES256 JWT
with ``aud`` = the push service's origin, ``exp`` 12 hours ahead, ``sub`` the operator's
contact), POSTed by ``httpx``.

An endpoint is a URL a seat chose, so the request must not be steered elsewhere (issue 48,
finding 2):

* the host is resolved **when the connection is made**, every address must be public, and the
  connection goes to one of those very addresses (:class:`PinnedBackend`): a name cannot point
  inside the network between the check and the call, and TLS still verifies the host's name;
* **no redirect** is followed (any 3xx is a failure: a 307 would repost the body elsewhere, a
  302 fetch another URL), **no proxy** is taken from the environment;
* each send has a **total deadline** (:data:`PUSH_DEADLINE`: connecting, sending, the status
  line), not a timeout per read that a trickling service could renew for ever; the answer's
  body is never read.

The test mode ``--push-allow-loopback`` admits ``http://127.0.0.1`` only.
"""

from __future__ import annotations

import asyncio
import json
import socket
import ssl
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

import httpcore
import httpx
from py_vapid import Vapid02
from pywebpush import WebPusher

from service.notify.contacts_input import address_is_public
from service.notify.vapid import VapidKeys
from service.store.contacts import PushEndpoint

#: seconds the push service keeps an undelivered message (the turn may be long over after)
PUSH_TTL = 86_400
#: seconds a VAPID token is valid (RFC 8292 allows at most 24 hours)
VAPID_LIFETIME = 12 * 3600
#: seconds one send may take in all: resolving, connecting, TLS, the request, the status line
PUSH_DEADLINE = 10.0
#: connections kept to push services (a few services serve every browser)
MAX_CONNECTIONS = 16
USER_AGENT = "meeple-push/1"


class EndpointGone(Exception):
    """The push service says the subscription no longer exists (404/410): forget it."""


class PushRefused(Exception):
    """The endpoint may not be called (not a public address)."""


class PushFailed(Exception):
    """The push service did not take the message (any other answer than 2xx, a redirect too)."""


class PinnedBackend(httpcore.AsyncNetworkBackend):
    """Connects only to public addresses, the ones its own resolution of the host checked
    (loopback 127.0.0.1 too in the test mode)."""

    def __init__(self, allow_loopback: bool = False) -> None:
        self.allow_loopback = allow_loopback
        self._inner = httpcore.AnyIOBackend()

    async def addresses(self, host: str, port: int) -> list[str]:
        """Every address of ``host``, all public; PushRefused otherwise."""
        if self.allow_loopback and host == "127.0.0.1":
            return [host]
        try:
            infos = await asyncio.get_running_loop().getaddrinfo(
                host, port, type=socket.SOCK_STREAM
            )
        except OSError as error:
            raise PushRefused(f"{host} does not resolve") from error
        found = list(dict.fromkeys(str(info[4][0]) for info in infos))
        if not found or not all(address_is_public(address) for address in found):
            raise PushRefused(f"{host} does not resolve to public addresses only")
        return found

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        error: Exception | None = None
        for address in await self.addresses(host, port):
            try:
                return await self._inner.connect_tcp(
                    address, port, timeout, local_address, socket_options
                )
            except (httpcore.ConnectError, httpcore.ConnectTimeout, OSError) as failed:
                error = failed
        raise httpcore.ConnectError(f"cannot connect to {host}: {error}")

    async def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        raise PushRefused("push services are reached over TCP only")

    async def sleep(self, seconds: float) -> None:
        await self._inner.sleep(seconds)


class PinnedTransport(httpx.AsyncHTTPTransport):
    """httpx's transport over a connection pool whose connections go through
    :class:`PinnedBackend` (no proxy: connections go straight to the checked address)."""

    def __init__(self, allow_loopback: bool = False) -> None:
        super().__init__(trust_env=False)
        self._pool = httpcore.AsyncConnectionPool(
            ssl_context=ssl.create_default_context(),
            max_connections=MAX_CONNECTIONS,
            max_keepalive_connections=MAX_CONNECTIONS,
            keepalive_expiry=30.0,
            network_backend=PinnedBackend(allow_loopback),
        )


def new_client(allow_loopback: bool = False) -> httpx.AsyncClient:
    return httpx.AsyncClient(
        transport=PinnedTransport(allow_loopback),
        follow_redirects=False,  # a 3xx is a failure, never followed
        trust_env=False,  # no proxy, no .netrc from the environment
        timeout=httpx.Timeout(PUSH_DEADLINE),
        headers={"User-Agent": USER_AGENT},
    )


@dataclass(slots=True)
class PushSender:
    keys: VapidKeys
    subject: str
    allow_loopback: bool = False
    #: seconds one send may take in all
    deadline: float = PUSH_DEADLINE
    _client: httpx.AsyncClient | None = field(default=None, repr=False)

    def _allowed(self, endpoint: str) -> None:
        parts = urlsplit(endpoint)
        if parts.scheme == "https":
            return
        if self.allow_loopback and parts.scheme == "http" and parts.hostname == "127.0.0.1":
            return
        raise PushRefused("a push endpoint must be https")

    def _request(
        self, device: PushEndpoint, payload: dict[str, str]
    ) -> tuple[bytes, dict[str, str]]:
        """The encrypted body and the headers of one message (CPU only)."""
        parts = urlsplit(device.endpoint)
        claims: dict[str, str | int] = {
            "sub": self.subject,
            "aud": f"{parts.scheme}://{parts.netloc}",
            "exp": int(time.time()) + VAPID_LIFETIME,
        }
        subscription = {
            "endpoint": device.endpoint,
            "keys": {"p256dh": device.p256dh, "auth": device.auth},
        }
        data = json.dumps(payload, ensure_ascii=False).encode()
        body: bytes = WebPusher(subscription).encode(data, "aes128gcm")["body"]
        headers = {
            "Content-Encoding": "aes128gcm",
            "Content-Type": "application/octet-stream",
            "TTL": str(PUSH_TTL),
            "Urgency": "normal",
        }
        headers.update(Vapid02(private_key=self.keys.private_key).sign(claims))
        return body, headers

    async def send(self, device: PushEndpoint, payload: dict[str, str]) -> int:
        """Send one message to one device; the push service's status (2xx), or EndpointGone
        (404/410), PushRefused (not a public address), PushFailed (any other answer, a redirect
        too) or an ``httpx`` error; TimeoutError after :attr:`deadline` seconds."""
        self._allowed(device.endpoint)
        body, headers = self._request(device, payload)
        if self._client is None:
            self._client = new_client(self.allow_loopback)
        async with asyncio.timeout(self.deadline):
            # the answer's body is never read: its status is all that counts
            async with self._client.stream(
                "POST", device.endpoint, content=body, headers=headers
            ) as response:
                status = response.status_code
        if status in (404, 410):
            raise EndpointGone(device.endpoint)
        if not 200 <= status < 300:
            raise PushFailed(f"HTTP {status}")
        return status

    async def close(self) -> None:
        if self._client is not None:
            await self._client.aclose()
            self._client = None
