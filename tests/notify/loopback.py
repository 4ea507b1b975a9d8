"""Loopback stand-ins of the outside world for the notification tests: an SMTP server
(aiosmtpd) and a Web Push service (a plain HTTP server), each on a free port of 127.0.0.1,
recording what they receive."""

from __future__ import annotations

import email
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from email.message import EmailMessage
from email.policy import default
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from aiosmtpd.controller import Controller

from tests.ports import free_port


@dataclass
class Mailbox:
    """aiosmtpd's handler: every message it accepts, parsed."""

    messages: list[EmailMessage] = field(default_factory=list)

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        parsed = email.message_from_bytes(envelope.content, policy=default)
        assert isinstance(parsed, EmailMessage)
        parsed["X-Envelope-To"] = ",".join(envelope.rcpt_tos)
        self.messages.append(parsed)
        return "250 OK"

    def to(self, address: str) -> list[EmailMessage]:
        return [m for m in self.messages if m["X-Envelope-To"] == address]


def start_smtp() -> tuple[Controller, Mailbox]:
    mailbox = Mailbox()
    controller = Controller(mailbox, hostname="127.0.0.1", port=free_port())
    controller.start()
    return controller, mailbox


def smtp_port(controller: Controller) -> int:
    return int(controller.port)


@dataclass
class PushRequest:
    path: str
    headers: dict[str, str]
    body: bytes


class PushService:
    """A push service on loopback: answers 201 and keeps every request."""

    def __init__(self) -> None:
        self.requests: list[PushRequest] = []
        received = self.requests

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                body = self.rfile.read(length)
                headers = {k.lower(): v for k, v in self.headers.items()}
                received.append(PushRequest(self.path, headers, body))
                self.send_response(201)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def wait_for(condition: Callable[[], bool], timeout: float = 10.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return condition()
