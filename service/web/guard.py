"""What the web port checks before anything else answers, and adds to every answer.

* **Host allow-list** (DNS rebinding): a browser on an attacker's page that resolves the
  attacker's name to this server sends ``Host: attacker.example``; only the host of
  ``--public-url``, the names of ``--allowed-hosts``, loopback names (``localhost``) and IP
  literals are served. Anything else gets 421 (the Connect error ``PERMISSION_DENIED``
  ``HOST_NOT_ALLOWED`` on the RPC paths).
* **Content types** of the Connect calls: a body that is no Connect request (gRPC or gRPC-Web
  over HTTP/1.1, a form, ...) gets 415 with the Connect error ``INVALID_ARGUMENT``
  ``UNSUPPORTED_CONTENT_TYPE``, never an empty 200.
* **Security headers** on every answer, the RPCs' included (:data:`SECURITY_HEADERS`).

Every refusal of an RPC path is logged as one ``rpc`` line, like a refusal on the gRPC port.
"""

from __future__ import annotations

import base64
import ipaddress
import json
import time
from collections.abc import Awaitable, Callable, Iterable
from typing import Any
from urllib.parse import urlsplit

import grpc

from service import errors
from service.errors import ServiceError
from service.rpc_input import RequestLog
from service.servicer import log_rpc
from service.web.static import SECURITY_HEADERS

Scope = dict[str, Any]
Send = Callable[[dict[str, Any]], Awaitable[None]]

#: names of this machine every deployment may be reached by
LOOPBACK_NAMES = frozenset({"localhost", "localhost.localdomain", "ip6-localhost"})
#: the Content-Types of Connect requests: unary (and GET, which has none), then streams
UNARY_TYPES = frozenset({"application/proto", "application/json"})
STREAM_TYPES = frozenset({"application/connect+proto", "application/connect+json"})
#: the Connect code name and HTTP status of each gRPC code the guard answers with
CONNECT_CODES = {
    grpc.StatusCode.INVALID_ARGUMENT: "invalid_argument",
    grpc.StatusCode.PERMISSION_DENIED: "permission_denied",
}

_ENCODED_SECURITY = [(k.encode(), v.encode()) for k, v in SECURITY_HEADERS]
_SECURITY_NAMES = frozenset(k for k, _ in _ENCODED_SECURITY)


def allowed_hosts(public_url: str, extra: str) -> frozenset[str]:
    """The host names served: the public URL's, the extra ones (comma-separated), loopback."""
    names = set(LOOPBACK_NAMES)
    if public_url:
        host = urlsplit(public_url).hostname
        if host:
            names.add(host.lower())
    names.update(name.strip().lower() for name in extra.split(",") if name.strip())
    return frozenset(names)


def host_name(header: str) -> str:
    """The host of a Host header, without its port ("[::1]:8080" -> "::1")."""
    header = header.strip().lower()
    if header.startswith("["):
        return header[1:].partition("]")[0]
    if header.count(":") == 1:
        return header.partition(":")[0]
    return header


def host_allowed(header: str, allowed: frozenset[str], public: str = "") -> bool:
    """Whether a request with this Host header may be served: a listed name, the public
    address's host as it is now (``public``: the tunnel's of --share changes), any name under
    ``localhost``, or an IP literal (a rebinding page cannot send another site's IP as its
    Host: its origin would then be that IP, which the browser's same-origin rule protects)."""
    name = host_name(header).rstrip(".")
    if not name:
        return False
    if name in allowed or name == public or name.endswith(".localhost"):
        return True
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def secured(send: Send) -> Send:
    """``send`` with the security headers added to the start of every answer."""

    async def send_secured(message: dict[str, Any]) -> None:
        if message.get("type") == "http.response.start":
            headers = list(message.get("headers", ()))
            present = {bytes(key).lower() for key, _ in headers}
            headers.extend(h for h in _ENCODED_SECURITY if h[0] not in present)
            message = {**message, "headers": headers}
        await send(message)

    return send_secured


def connect_error_body(error: ServiceError) -> bytes:
    """The Connect protocol's JSON error for ``error``, with its ErrorInfo as a detail."""
    details = [
        {
            "type": packed.type_url.rpartition("/")[2],
            "value": base64.b64encode(packed.value).decode().rstrip("="),
        }
        for packed in error.to_status().details
    ]
    code = CONNECT_CODES.get(error.code, error.code.name.lower())
    return json.dumps({"code": code, "message": error.message, "details": details}).encode()


async def refuse(
    send: Send, status: int, error: ServiceError, method: str | None, started: float
) -> None:
    """Answer with ``status`` and the Connect error (an RPC path, logged as its rpc line) or a
    short text (any other path)."""
    if method is not None:
        body, content_type = connect_error_body(error), b"application/json"
        log_rpc(method, error.code.name, error.reason, started, RequestLog(), transport="connect")
    else:
        body, content_type = error.message.encode(), b"text/plain; charset=utf-8"
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", content_type),
                (b"content-length", str(len(body)).encode()),
                *_ENCODED_SECURITY,
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


def header(scope: Scope, name: bytes) -> str:
    for key, value in scope.get("headers", ()):
        if bytes(key).lower() == name:
            return bytes(value).decode("latin-1")
    return ""


def host_refusal() -> ServiceError:
    return errors.denied(
        "HOST_NOT_ALLOWED",
        "this server does not answer for that host name (see --public-url, --allowed-hosts)",
    )


def content_type_refusal(content_type: str, accepted: Iterable[str]) -> ServiceError:
    return errors.invalid(
        "UNSUPPORTED_CONTENT_TYPE",
        f"the web port speaks the Connect protocol: Content-Type must be one of "
        f"{', '.join(sorted(accepted))} (gRPC goes to the gRPC port)",
        content_type=content_type[:100],
    )


def check_rpc(scope: Scope, streaming: bool) -> ServiceError | None:
    """The refusal of a Connect call whose Content-Type is no Connect request's, if any."""
    if scope.get("method") == "GET" and not streaming:
        return None  # a Connect GET: its encoding is in the query
    content_type = header(scope, b"content-type")
    base = content_type.partition(";")[0].strip().lower()
    accepted = STREAM_TYPES if streaming else UNARY_TYPES
    if base in accepted:
        return None
    return content_type_refusal(content_type, accepted)


def now() -> float:
    return time.perf_counter()
