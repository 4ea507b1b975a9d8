"""A loopback webhook receiver for tests and the ``turn-based`` conformance fixtures: it records
every POST (raw body, headers, arrival time), answers with scripted statuses (then 204), and
checks signatures as docs/webhooks.md specifies them. Standard library only, so that any
implementation under certification can be pointed at it (``--webhook-url`` of the receiver's
``url``, ``--webhook-secret`` of its ``secret``)."""

from __future__ import annotations

import hashlib
import hmac
import json
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

#: seconds a signature's timestamp may be from the receiver's clock
TOLERANCE = 300
MAX_BODY = 64 * 1024


def verify_signature(
    secret: bytes, header: str, body: bytes, now: float, tolerance: float = TOLERANCE
) -> bool:
    """True when ``header`` (``t=UNIX_SECONDS,v1=HEX[,v1=HEX...]``) signs ``body`` with
    ``secret`` (HMAC-SHA256 of ``"{t}.{raw body}"``) at a time within ``tolerance`` of ``now``."""
    pairs = [item.split("=", 1) for item in header.split(",") if "=" in item]
    stamps = [value for key, value in pairs if key == "t"]
    if len(stamps) != 1 or not stamps[0].isdigit():
        return False
    timestamp = int(stamps[0])
    if abs(now - timestamp) > tolerance:
        return False
    expected = hmac.new(secret, f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return any(hmac.compare_digest(expected, value) for key, value in pairs if key == "v1")


@dataclass(frozen=True, slots=True)
class Received:
    """One POST as it arrived."""

    path: str
    headers: dict[str, str]
    body: bytes
    #: time.time() at arrival
    time: float
    #: the status the receiver answered
    status: int

    @property
    def document(self) -> Any:
        return json.loads(self.body)

    @property
    def key(self) -> str:
        return self.headers.get("idempotency-key", "")

    def signed_by(self, secret: bytes, now: float | None = None) -> bool:
        stamp = self.time if now is None else now
        return verify_signature(secret, self.headers.get("meeple-signature", ""), self.body, stamp)


class WebhookReceiver:
    """``with WebhookReceiver(secret) as receiver:`` serve on a free loopback port."""

    def __init__(
        self, secret: str, statuses: Iterable[int] = (), *, host: str = "127.0.0.1", port: int = 0
    ) -> None:
        self.secret = secret
        self._statuses = list(statuses)
        self._lock = threading.Condition()
        self.received: list[Received] = []
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                body = self.rfile.read(min(length, MAX_BODY))
                status = receiver._answer()
                with receiver._lock:
                    receiver.received.append(
                        Received(
                            self.path,
                            {k.lower(): v for k, v in self.headers.items()},
                            body,
                            time.time(),
                            status,
                        )
                    )
                    receiver._lock.notify_all()
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, format: str, *args: object) -> None:
                pass

        self._server = ThreadingHTTPServer((host or "127.0.0.1", port), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    def _answer(self) -> int:
        with self._lock:
            return self._statuses.pop(0) if self._statuses else 204

    def answer(self, *statuses: int) -> None:
        """Answer the next POSTs with these statuses (then 204 again)."""
        with self._lock:
            self._statuses = list(statuses)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}/hooks/meeple"

    def __enter__(self) -> WebhookReceiver:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    def wait_for(self, count: int, timeout: float = 10.0) -> list[Received]:
        """Wait until at least ``count`` POSTs arrived; return all of them."""
        deadline = time.monotonic() + timeout
        with self._lock:
            while len(self.received) < count:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(f"{len(self.received)} of {count} webhooks arrived")
                self._lock.wait(left)
            return list(self.received)

    def accepted(self) -> list[Received]:
        """The POSTs answered 2xx, each idempotency key once (what a receiver acts on)."""
        seen: set[str] = set()
        out: list[Received] = []
        with self._lock:
            for post in self.received:
                if 200 <= post.status < 300 and post.key not in seen:
                    seen.add(post.key)
                    out.append(post)
        return out
