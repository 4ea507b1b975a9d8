"""A small blocking client of the web port's Connect calls (``application/proto``), for the
benchmarks that need several *persons*: every request says whom it is for in
``X-Forwarded-For``, which a server started with ``--trusted-proxy`` believes from loopback (as
from Caddy on the same machine), so that the per-address limits and the bot work's shares tell
the persons apart while every byte stays on loopback."""

from __future__ import annotations

import http.client
import json
import socket
import time
from pathlib import Path
from typing import TypeVar

from google.protobuf.message import Message

T = TypeVar("T", bound=Message)


class ConnectFailed(Exception):
    def __init__(self, status: int, body: bytes) -> None:
        super().__init__(f"HTTP {status}: {body[:200]!r}")
        self.status = status
        self.body = body


def free_port() -> int:
    """A free TCP port of loopback (for a server's web port)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def web_port(log_path: Path, timeout: float = 30.0) -> int:
    """The web port a ``meeple serve`` wrote in its ``serving`` log line."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for line in log_path.read_text().splitlines():
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            if record.get("event") == "serving" and record.get("web_port"):
                return int(record["web_port"])
        time.sleep(0.05)
    raise SystemExit(f"no web port in {log_path}")


class Person:
    """One person's connection to the web port (keep-alive), from the address ``forwarded``."""

    def __init__(self, port: int, forwarded: str) -> None:
        self.port = port
        self.forwarded = forwarded
        self._connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)

    def call(self, method: str, request: Message, answer: type[T], token: str = "") -> T:
        headers = {
            "Content-Type": "application/proto",
            "Connect-Protocol-Version": "1",
            "X-Forwarded-For": self.forwarded,
        }
        if token:
            headers["Authorization"] = f"Bearer {token}"
        body = request.SerializeToString()
        path = f"/meeple.v1.GameService/{method}"
        for attempt in range(2):
            try:
                self._connection.request("POST", path, body, headers)
                response = self._connection.getresponse()
                data = response.read()
                break
            except (http.client.HTTPException, OSError):
                self._connection.close()  # a kept-alive connection the server closed: again
                if attempt:
                    raise
        if response.status != 200:
            raise ConnectFailed(response.status, data)
        return answer.FromString(data)

    def close(self) -> None:
        self._connection.close()
