"""The HTTP side of ``meeple serve``: one ASGI application that answers the Connect calls of
GameService and serves the page (``/`` the lobby, ``/learn`` the lessons, ``/t/{table}`` a table,
``/t/{table}/replay`` its replay, ``/replay`` a record file's), run by uvicorn in the server's
event loop.

Nothing here logs a URL: uvicorn's access log is off, so an invite token in ``?invite=`` never
reaches a log line; the page removes it from its address bar once it has joined.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import uvicorn

from service import errors
from service.core import TableService
from service.settings import LANGUAGES
from service.web import guard
from service.web.bounded import bounded_protocol
from service.web.language import negotiate
from service.web.rpc import SERVICE, GameServiceApp
from service.web.static import SECURITY_HEADERS, Asset, assets, with_default_language

Scope = dict[str, Any]
#: the server's own answer to an address that is no page, when the build has none (a checkout
#: without the built page); the built one speaks the reader's language (web/server_pages.py)
NOT_FOUND = b"""<!doctype html><html lang="en"><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Not found</title>
<body style="font-family:sans-serif;margin:2rem"><h1>Nothing here</h1>
<p>This address is not a page of this game server. <a href="/">Go to the lobby</a>.</p>"""


#: the page's service worker (Web Push), served from the root so that its scope is "/"
SERVICE_WORKER = "/sw.js"
#: the web table's public address as JSON (service.share.address): the host's page builds its
#: links on it and says when a tunnel's restart replaced the address they were sent with
ADDRESS = "/address.json"


def _page_path(path: str) -> str | None:
    """The built file a GET path serves: the page itself for /, /replay (a record file),
    /t/{table} and /t/{table}/replay, each also with a final slash (the page's script runs
    there too: it takes a seat credential out of the address, issue 48), /learn (the lessons)
    and /learn/{lesson}."""
    if path in ("/", "/index.html", "/replay", "/replay/", "/learn", "/learn/"):
        return "/index.html"
    if path.endswith("/") and path.startswith(("/t/", "/learn/")):
        path = path[:-1]
    parts = path.split("/")
    if len(parts) == 3 and parts[1] == "learn" and parts[2]:
        return "/index.html"
    if len(parts) == 3 and parts[1] == "t" and parts[2]:
        return "/index.html"
    if len(parts) == 4 and parts[1] == "t" and parts[2] and parts[3] == "replay":
        return "/index.html"
    if path.startswith("/assets/") or path == SERVICE_WORKER:
        return path
    return None


class WebApp:
    """Checks the Host (DNS rebinding) and the calls' content types, adds the security headers
    to every answer (:mod:`service.web.guard`), then routes Connect calls to GameServiceApp and
    GETs to the built page."""

    def __init__(self, core: TableService) -> None:
        self.rpc = GameServiceApp(core)
        self.public = core.public
        self.prefix = self.rpc.path + "/"
        settings = core.settings
        self.hosts = guard.allowed_hosts(settings.public_url, settings.allowed_hosts)
        self.read_max_bytes = settings.max_message_bytes * 4
        #: path -> (method, server-streaming) of every GameService method
        self.methods = {
            f"{self.rpc.path}/{method.name}": (method.name, method.server_streaming)
            for method in SERVICE.methods
        }
        self.language = settings.default_language
        page = assets().get("/index.html")
        #: the page, naming --default-language as its fallback language
        self.page = with_default_language(page, core.settings.default_language) if page else None

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return
        send = guard.secured(send)
        started = guard.now()
        path: str = scope["path"]
        method, streaming = self.methods.get(path, (None, False))
        if not guard.host_allowed(guard.header(scope, b"host"), self.hosts, self.public.host):
            # a person's browser gets a page in their language; a program the short text
            if path.startswith(self.prefix) or not await self._server_page(
                scope, send, 421, "wrong-host"
            ):
                await guard.refuse(send, 421, guard.host_refusal(), method, started)
            return
        if path.startswith(self.prefix):
            refusal = guard.check_rpc(scope, streaming) if method is not None else None
            if refusal is not None:
                await guard.refuse(send, 415, refusal, method, started)
                return
            length = guard.header(scope, b"content-length")
            if method is not None and length.isdigit() and int(length) > self.read_max_bytes:
                too_large = errors.too_large(int(length), self.read_max_bytes)
                await guard.refuse(send, 429, too_large, method, started)
                return
            await self.rpc(scope, receive, send)
            return
        if scope["method"] not in ("GET", "HEAD"):
            await _respond(send, 405, b"method not allowed", "text/plain", [])
            return
        if path == ADDRESS:
            await _respond(send, 200, self.public.to_json(), "application/json",
                           [("cache-control", "no-store")])  # fmt: skip
            return
        name = _page_path(path)
        asset = self.page if name == "/index.html" else assets().get(name) if name else None
        if asset is None:
            if not await self._server_page(scope, send, 404, "not-found"):
                await _respond(send, 404, NOT_FOUND, "text/html; charset=utf-8", [])
            return
        await _send_asset(scope, send, asset)

    async def _server_page(self, scope: Scope, send: Any, status: int, page: str) -> bool:
        """Answer with one of the server's own pages (web/server_pages.py) in the reader's
        language: the request's Accept-Language, else --default-language. False when the build
        has no such page (a checkout without the built page)."""
        lang = negotiate(guard.header(scope, b"accept-language"), LANGUAGES, self.language)
        asset = assets().get(f"/pages/{page}.{lang}.html")
        if asset is None:
            return False
        extra = [("content-language", lang), ("vary", "accept-language"),
                 ("cache-control", "no-cache")]  # fmt: skip
        body = asset.body
        if scope["method"] == "HEAD":
            extra.append(("content-length", str(len(body))))
            body = b""
        await _respond(send, status, body, asset.content_type, extra)
        return True


def _headers(scope: Scope) -> dict[bytes, bytes]:
    return {key.lower(): value for key, value in scope.get("headers", [])}


async def _send_asset(scope: Scope, send: Any, asset: Asset) -> None:
    headers = _headers(scope)
    cache = "public, max-age=31536000, immutable" if asset.immutable else "no-cache"
    extra = [("etag", asset.etag), ("cache-control", cache), ("vary", "accept-encoding")]
    if scope["path"] == SERVICE_WORKER:
        extra.append(("service-worker-allowed", "/"))
    if headers.get(b"if-none-match", b"").decode() == asset.etag:
        await _respond(send, 304, b"", asset.content_type, extra)
        return
    body = asset.body
    if b"gzip" in headers.get(b"accept-encoding", b""):
        body = asset.gzipped
        extra.append(("content-encoding", "gzip"))
    if scope["method"] == "HEAD":
        extra.append(("content-length", str(len(body))))
        body = b""
    await _respond(send, 200, body, asset.content_type, extra)


async def _respond(
    send: Any, status: int, body: bytes, content_type: str, extra: list[tuple[str, str]]
) -> None:
    headers = [("content-type", content_type), *SECURITY_HEADERS, *extra]
    if not any(key == "content-length" for key, _ in extra):
        headers.append(("content-length", str(len(body))))
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [(k.encode(), v.encode()) for k, v in headers],
        }
    )
    await send({"type": "http.response.body", "body": body})


class _Server(uvicorn.Server):
    """uvicorn without its own signal handlers: ``meeple serve`` owns SIGTERM and SIGINT."""

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield


@dataclass(slots=True)
class RunningWeb:
    """The HTTP server of the web table, running in the current event loop."""

    server: _Server
    task: asyncio.Task[None]
    port: int

    async def stop(self) -> None:
        self.server.should_exit = True
        with contextlib.suppress(asyncio.CancelledError):
            await self.task


#: the largest incomplete HTTP event (a request line and its headers) a client may send
MAX_HEADER_BYTES = 16 * 1024


async def start_web(
    core: TableService,
    host: str,
    port: int,
    max_connections: int | None = None,
    *,
    tls_cert: str = "",
    tls_key: str = "",
    reuse_port: bool = False,
) -> RunningWeb:
    """Bind ``host:port`` (0 = any free port) and serve the web table until stopped (with
    ``reuse_port``, sharing the port with the other ``--workers``), with at
    most ``max_connections`` connections (default: the settings') and the header and
    keep-alive timeouts of the settings (over TLS with a PEM certificate chain and key)."""
    settings = core.settings
    cap = max_connections or settings.web_max_connections
    config = uvicorn.Config(
        WebApp(core),
        http=bounded_protocol(
            cap,
            settings.web_header_timeout,
            settings.web_max_connections_per_address,
            trusted_loopback=bool(core.forwarding.header),
        ),
        limit_concurrency=cap + 1,  # requests beyond the connections' own get 503
        timeout_keep_alive=max(1, round(settings.web_keep_alive)),
        h11_max_incomplete_event_size=MAX_HEADER_BYTES,
        backlog=min(cap, 2048),
        lifespan="off",
        access_log=False,  # an access log would record ?invite= tokens
        proxy_headers=False,  # the client address is the socket's, as on the gRPC port
        log_config=None,
        log_level="warning",
        timeout_graceful_shutdown=2,
        ws="none",
        ssl_certfile=tls_cert or None,
        ssl_keyfile=tls_key or None,
    )
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if reuse_port:  # one of `meeple serve --workers N`: the kernel spreads the connections
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.bind((host, port))
    sock.listen(min(cap, 2048))
    sock.setblocking(False)
    server = _Server(config)
    task = asyncio.create_task(server.serve(sockets=[sock]))
    while not server.started:
        if task.done():
            task.result()
        await asyncio.sleep(0.01)
    return RunningWeb(server, task, sock.getsockname()[1])
