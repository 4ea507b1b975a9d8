"""uvicorn's HTTP/1.1 protocol with the bounds the web port needs against idle and slow
clients: at most ``max_connections`` open connections (more are closed at once), and a
connection that has not sent a complete request's headers ``header_timeout`` seconds after it
opened or after its last answer is closed (uvicorn itself only times out the idle time after an
answer, so a client that connects and sends nothing, or a header a byte at a time, would hold
its descriptor for ever)."""

from __future__ import annotations

import asyncio
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol


class BoundedH11Protocol(H11Protocol):
    #: set per server by :func:`bounded_protocol`
    max_connections = 1024
    header_timeout = 10.0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._header_deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        if len(self.connections) > self.max_connections:
            transport.abort()  # over the cap: no answer, the descriptor back at once
            return
        self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
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


def bounded_protocol(max_connections: int, header_timeout: float) -> type[BoundedH11Protocol]:
    """The protocol class of one web server, with its bounds."""
    return type(
        "BoundedH11Protocol",
        (BoundedH11Protocol,),
        {"max_connections": max_connections, "header_timeout": header_timeout},
    )
