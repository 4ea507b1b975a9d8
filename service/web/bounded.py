"""uvicorn's HTTP/1.1 protocol with the bounds the web port needs against idle and slow
clients: at most ``max_connections`` open connections, and at most ``max_per_address`` from
one client address (more are closed at once: one address's idle connections cannot lock out
everyone else, issue 48, finding 10), and a connection that has not sent a complete request's
headers ``header_timeout`` seconds after it opened or after its last answer is closed (uvicorn
itself only times out the idle time after an answer, so a client that connects and sends
nothing, or a header a byte at a time, would hold its descriptor for ever).

The address is the per-address limits' key (:func:`service.ratelimit.client_address`: every
loopback address is one, IPv6 a /64). Connections from a tunnel or proxy this server trusts
(``--share``, ``--trusted-proxy``: from loopback) carry many clients each and are counted only
against the total; the clients behind them are limited by their forwarded address per request.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from typing import Any, ClassVar

from uvicorn.protocols.http.h11_impl import H11Protocol

from service.ratelimit import LOOPBACK, client_address, peer_of


def address_key(peername: Any) -> str:
    """The per-address limits' key of a socket's peer name (a (host, port, ...) tuple)."""
    if isinstance(peername, tuple) and len(peername) >= 2:
        return client_address(peer_of(f"{peername[0]}:{peername[1]}"))
    return str(peername)


class BoundedH11Protocol(H11Protocol):
    #: set per server by :func:`bounded_protocol`
    max_connections = 1024
    max_per_address = 64
    header_timeout = 10.0
    #: connections from loopback come from a tunnel or proxy this server trusts
    trusted_loopback = False
    #: open connections by client address (one counter per server)
    per_address: ClassVar[Counter[str]] = Counter()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._header_deadline: asyncio.TimerHandle | None = None
        self._address: str | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        if len(self.connections) > self.max_connections:
            transport.abort()  # over the cap: no answer, the descriptor back at once
            return
        address = address_key(transport.get_extra_info("peername"))
        if not (self.trusted_loopback and address == LOOPBACK):
            self._address = address
            self.per_address[address] += 1
            if self.per_address[address] > self.max_per_address:
                transport.abort()  # this address has its share: the others keep theirs
                return
        self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        if self._address is not None:
            self.per_address[self._address] -= 1
            if self.per_address[self._address] <= 0:
                del self.per_address[self._address]
            self._address = None
        super().connection_lost(exc)

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._arm()  # the next request's headers are due within the timeout too

    def _arm(self) -> None:
        self._disarm()
        self._header_deadline = self.loop.call_later(self.header_timeout, self._headers_late)

    def _disarm(self) -> None:
        if self._header_deadline is not None:
            self._header_deadline.cancel()
            self._header_deadline = None

    def _headers_late(self) -> None:
        self._header_deadline = None
        if self.transport.is_closing():
            return
        if self.cycle is None or self.cycle.response_complete:  # still no request in progress
            self.transport.close()


def bounded_protocol(
    max_connections: int,
    header_timeout: float,
    max_per_address: int | None = None,
    trusted_loopback: bool = False,
) -> type[BoundedH11Protocol]:
    """The protocol class of one web server, with its bounds."""
    return type(
        "BoundedH11Protocol",
        (BoundedH11Protocol,),
        {
            "max_connections": max_connections,
            "max_per_address": min(max_per_address or max_connections, max_connections),
            "header_timeout": header_timeout,
            "trusted_loopback": trusted_loopback,
            "per_address": Counter(),
        },
    )
