"""A loopback stand-in for Cloudflare's ``cloudflared`` quick tunnel (no tunnel service is
reachable from the tests).

Run as ``cloudflared tunnel --no-autoupdate --url http://127.0.0.1:WEBPORT`` (the fixture puts a
``cloudflared`` script first on PATH, or names it with ``--share-program``), it does what the
real program does, on this machine:

* logs the real program's lines on standard error in its format (zerolog's console writer):
  the disclaimer with Cloudflare's terms and documentation links, "Requesting new quick
  Tunnel on trycloudflare.com...", then the box with an https address on
  ``<four words>.trycloudflare.com``, new at every start;
* serves that address: it listens with TLS (a self-signed certificate for
  ``*.trycloudflare.com``) on a free loopback port, and forwards each HTTP request to the web
  port with the headers Cloudflare's edge adds (``CF-Connecting-IP``, ``X-Forwarded-For``,
  ``X-Forwarded-Proto``, ``CF-Ray``), the Host header kept as the browser sent it, and the
  answer streamed back as it comes (WatchTable). A client connecting from 127.0.0.N stands for a
  person on the internet at 203.0.113.N (TEST-NET-3, RFC 5737): an address only written into
  the header, never connected to. A ``CF-Connecting-IP`` the client sent is replaced, as the
  edge does;
* writes ``{pid, url, port}`` to ``$MEEPLE_STANDIN_DIR/<pid>.json`` so that a test can open
  the address (Chromium maps the name to the port with ``--host-resolver-rules``) and find
  the process;
* with ``MEEPLE_STANDIN_DELAY`` waits that many seconds before the box (the real one takes some
  seconds); with ``MEEPLE_STANDIN_FAIL`` logs the real program's failure line and exits 1.

Standard library and ``cryptography`` only; SIGTERM ends it.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime
import json
import os
import random
import signal
import ssl
import sys
import tempfile
from pathlib import Path

WORDS = [
    "amber", "bishop", "castle", "dragon", "meadow", "cloister", "river", "road", "farmer",
    "knight", "abbey", "market", "garden", "tower", "harbor", "silver", "pasture", "bridge",
    "lantern", "orchard", "quarry", "valley", "mill", "vineyard",
]  # fmt: skip
DISCLAIMER = (
    "Thank you for trying Cloudflare Tunnel. Doing so, without a Cloudflare account, is a quick "
    "way to experiment and try it out. However, be aware that these account-less Tunnels have no "
    "uptime guarantee, are subject to the Cloudflare Online Services Terms of Use "
    "(https://www.cloudflare.com/website-terms/), and Cloudflare reserves the right to "
    "investigate your use of Tunnels for violations of such terms. If you intend to use Tunnels "
    "in production you should use a pre-created named tunnel by following: "
    "https://developers.cloudflare.com/cloudflare-one/connections/connect-apps"
)
HOP_BY_HOP = {b"connection", b"keep-alive", b"proxy-connection", b"upgrade", b"te"}


def log(level: str, message: str) -> None:
    stamp = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    sys.stderr.write(f"{stamp} {level} {message}\n")
    sys.stderr.flush()


def box(lines: list[str], padding: int = 2) -> list[str]:
    """cloudflared's AsciiBox."""
    width = max(len(line) for line in lines)
    border = "+" + "-" * (width + 2 * padding) + "+"
    inner = ["|" + " " * padding + line.ljust(width) + " " * padding + "|" for line in lines]
    return [border, *inner, border]


def certificate(folder: Path) -> tuple[Path, Path]:
    """A self-signed certificate for *.trycloudflare.com (the browser is told to accept it)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "*.trycloudflare.com")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=2))
        .add_extension(
            x509.SubjectAlternativeName([x509.DNSName("*.trycloudflare.com")]), critical=False
        )
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = folder / "cert.pem", folder / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return cert_path, key_path


def person(client_host: str) -> str:
    """The internet address a loopback client stands for: 127.0.0.N -> 203.0.113.N."""
    last = client_host.rsplit(".", 1)[-1]
    return f"203.0.113.{last}" if client_host.startswith("127.") else client_host


def rewrite_head(head: bytes, client: str) -> bytes:
    """The request head as the edge sends it on: hop-by-hop headers dropped, one request per
    connection, the forwarding headers set."""
    lines = head.split(b"\r\n")
    kept = [lines[0]]
    forwarded_for = b""
    for line in lines[1:]:
        if not line:
            continue
        name, _, value = line.partition(b":")
        key = name.strip().lower()
        if key in HOP_BY_HOP or key in (b"cf-connecting-ip", b"x-forwarded-proto", b"cf-ray"):
            continue
        if key == b"x-forwarded-for":
            forwarded_for = value.strip()
            continue
        kept.append(line)
    address = person(client).encode()
    chain = forwarded_for + b", " + address if forwarded_for else address
    ray = f"{random.getrandbits(64):016x}-LAX".encode()
    kept += [
        b"CF-Connecting-IP: " + address,
        b"X-Forwarded-For: " + chain,
        b"X-Forwarded-Proto: https",
        b"CF-Ray: " + ray,
        b"Connection: close",
    ]
    return b"\r\n".join(kept) + b"\r\n\r\n"


async def pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while chunk := await reader.read(65536):
            writer.write(chunk)
            await writer.drain()
    except (ConnectionError, OSError):
        pass
    finally:
        with contextlib.suppress(ConnectionError, OSError, RuntimeError):
            writer.close()


class Edge:
    def __init__(self, origin_host: str, origin_port: int) -> None:
        self.origin = (origin_host, origin_port)

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        client = writer.get_extra_info("peername")[0]
        try:
            head = await reader.readuntil(b"\r\n\r\n")
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, ConnectionError):
            writer.close()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection(*self.origin)
        except OSError:
            writer.write(b"HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n")
            writer.close()
            return
        up_writer.write(rewrite_head(head, client))
        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))


async def main(argv: list[str]) -> int:
    url = argv[argv.index("--url") + 1] if "--url" in argv else "http://localhost:8080"
    origin = url.split("://", 1)[1].rstrip("/")
    host, _, port = origin.rpartition(":")
    log("INF", DISCLAIMER)
    log("INF", "Requesting new quick Tunnel on trycloudflare.com...")
    if os.environ.get("MEEPLE_STANDIN_FAIL"):
        log("ERR", "Error unmarshaling QuickTunnel response: error code: 1015 "
            'status_code="429 Too Many Requests"')  # fmt: skip
        log("FTL", "failed to unmarshal quick Tunnel: invalid character 'e' looking for "
            "beginning of value")  # fmt: skip
        return 1
    folder = Path(tempfile.mkdtemp(prefix="standin-cloudflared-"))
    cert, key = certificate(folder)
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)
    context.set_alpn_protocols(["http/1.1"])
    edge = Edge(host or "127.0.0.1", int(port))
    server = await asyncio.start_server(edge.handle, "127.0.0.1", 0, ssl=context)
    listen_port = server.sockets[0].getsockname()[1]
    name = "-".join(random.sample(WORDS, 4)) + ".trycloudflare.com"
    public = f"https://{name}"
    delay = float(os.environ.get("MEEPLE_STANDIN_DELAY", "0"))
    if delay:
        await asyncio.sleep(delay)
    state = os.environ.get("MEEPLE_STANDIN_DIR")
    if state:
        record = {"pid": os.getpid(), "url": public, "port": listen_port, "origin": url}
        target = Path(state) / f"{os.getpid()}.json"
        target.with_suffix(".tmp").write_text(json.dumps(record))
        target.with_suffix(".tmp").replace(target)
    for line in box(
        [
            "Your quick Tunnel has been created! Visit it at (it may take some time to be "
            "reachable):",
            public,
        ]
    ):
        log("INF", line)
    log("INF", "Version 2025.11.1 (Checksum standin)")
    log("INF", f"Registered tunnel connection connIndex=0 location=lax01 protocol=quic url={url}")
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    async with server:
        await stop.wait()
    log("INF", "Initiating graceful shutdown due to signal terminated ...")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1:])))
