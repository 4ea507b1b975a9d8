"""deploy/caddy/Caddyfile, the README's "friends on the internet" example, is a configuration
the real Caddy (Debian's package) accepts, proxies to meeple's default ports, and (run on the
test's ports with Caddy's local CA) really carries the page, Connect calls and streams, and
gRPC to a running ``meeple serve``."""

from __future__ import annotations

import json
import os
import shutil
import socket
import ssl
import struct
import subprocess
import time
import urllib.request
from pathlib import Path

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc

from tests.ports import free_port
from tests.service.harness import ServerProcess

ROOT = Path(__file__).resolve().parents[2]
CADDYFILE = ROOT / "deploy" / "caddy" / "Caddyfile"

pytestmark = pytest.mark.skipif(
    shutil.which("caddy") is None, reason="needs Debian's caddy (apt-get install caddy)"
)


def validate(config: Path, home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, XDG_DATA_HOME=str(home), XDG_CONFIG_HOME=str(home))
    return subprocess.run(
        ["caddy", "validate", "--adapter", "caddyfile", "--config", str(config)],
        capture_output=True, text=True, timeout=60, env=env, cwd=home,
    )  # fmt: skip


def test_caddy_accepts_the_example(tmp_path: Path) -> None:
    result = validate(CADDYFILE, tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Valid configuration" in result.stdout + result.stderr
    text = CADDYFILE.read_text()
    assert "reverse_proxy 127.0.0.1:8080" in text  # the web table's default port
    assert "h2c://127.0.0.1:50051" in text  # gRPC's default port, over HTTP/2
    # no access log in any site, and no error log (it names a failed request's URI): invite
    # links stay out of Caddy's logs
    assert "\tlog\n" not in text and "\tlog {" not in text
    assert "exclude http.log.error" in text


def test_a_broken_copy_is_refused(tmp_path: Path) -> None:
    broken = tmp_path / "Caddyfile"
    broken.write_text(CADDYFILE.read_text().replace("flush_interval -1", "flush_interval soon"))
    assert validate(broken, tmp_path).returncode != 0


def running_copy(tmp: Path, web: int, grpc_port: int, web_proxy: int, grpc_proxy: int) -> Path:
    """The example with its addresses swapped for the test's: the sites on free loopback ports
    with Caddy's own local CA (``tls internal``) instead of a public certificate, the upstreams
    on the test server's ports; everything else (the proxying itself) as shipped."""
    text = CADDYFILE.read_text()
    site = "{$MEEPLE_DOMAIN:games.example.org}"
    text = text.replace(f"{site}:8443 {{", f"https://127.0.0.1:{grpc_proxy} {{\n\ttls internal")
    text = text.replace(f"{site} {{", f"https://127.0.0.1:{web_proxy} {{\n\ttls internal")
    text = text.replace("127.0.0.1:8080", f"127.0.0.1:{web}")
    text = text.replace("127.0.0.1:50051", f"127.0.0.1:{grpc_port}")
    test_globals = (
        f"{{\n\tadmin off\n\tauto_https disable_redirects\n\tskip_install_trust\n"
        f"\tstorage file_system {tmp / 'caddy'}\n"
    )
    text = text.replace("{\n", test_globals, 1)
    assert text.count("tls internal") == 2 and f"127.0.0.1:{web}" in text
    config = tmp / "Caddyfile"
    config.write_text(text)
    return config


def wait_for_port(port: int, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 20
    while True:
        assert process.poll() is None, log.read_text()[-2000:]
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        assert time.monotonic() < deadline, "caddy did not start"
        time.sleep(0.1)


def wait_for_certificates(storage: Path, process: subprocess.Popen[bytes], log: Path) -> None:
    """Caddy listens before its local CA has issued the sites' certificates (issuance runs in the
    background; a handshake before it ends gets TLS's "internal error" alert): wait for the one
    certificate both sites share (both are 127.0.0.1)."""
    deadline = time.monotonic() + 30
    while not list(storage.glob("certificates/local/127.0.0.1/*.crt")):
        assert process.poll() is None, log.read_text()[-2000:]
        assert time.monotonic() < deadline, f"no site certificates: {log.read_text()[-2000:]}"
        time.sleep(0.1)


def test_meeple_behind_the_example_proxy(tmp_path: Path) -> None:
    """The example really proxies: the page and a Connect call over HTTPS, a Connect stream
    whose first message arrives at once (flush_interval -1), and gRPC over TLS to h2c."""
    web = free_port()
    server = ServerProcess(tmp_path / "m.db", tmp_path / "server.log", MEEPLE_WEB_PORT=str(web))
    server.start()
    web_proxy, grpc_proxy = free_port(), free_port()
    config = running_copy(tmp_path, web, server.port, web_proxy, grpc_proxy)
    log = tmp_path / "caddy.log"
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path))
    with log.open("wb") as out:
        caddy = subprocess.Popen(
            ["caddy", "run", "--adapter", "caddyfile", "--config", str(config)],
            stdout=out, stderr=subprocess.STDOUT, env=env, cwd=tmp_path,
        )  # fmt: skip
    try:
        wait_for_port(web_proxy, caddy, log)
        wait_for_port(grpc_proxy, caddy, log)
        root = next((tmp_path / "caddy").rglob("root.crt"))
        context = ssl.create_default_context(cafile=str(root))
        base = f"https://127.0.0.1:{web_proxy}"
        wait_for_certificates(tmp_path / "caddy", caddy, log)
        with urllib.request.urlopen(f"{base}/", context=context, timeout=10) as page:
            assert page.status == 200 and b"<html" in page.read().lower()
        # gRPC through the proxy: create a public table
        credentials = grpc.ssl_channel_credentials(root_certificates=root.read_bytes())
        with grpc.secure_channel(f"127.0.0.1:{grpc_proxy}", credentials) as channel:
            stub = pb_grpc.GameServiceStub(channel)
            created = stub.CreateTable(
                pb.CreateTableRequest(
                    game="games/carcassonne", seat_count=2,
                    visibility=pb.TABLE_VISIBILITY_PUBLIC,
                ),
                timeout=10,
            )  # fmt: skip
        # a Connect server stream (WatchTable) through the web proxy: its first message (the
        # snapshot) comes at once, not when a buffer fills
        body = json.dumps({"table": created.table.name}).encode()
        request = urllib.request.Request(
            f"{base}/meeple.v1.GameService/WatchTable",
            data=b"\0" + struct.pack(">I", len(body)) + body,
            headers={"content-type": "application/connect+json"},
        )
        with urllib.request.urlopen(request, context=context, timeout=10) as stream:
            flags, length = struct.unpack(">BI", stream.read(5))
            first = json.loads(stream.read(length))
        assert flags == 0 and first["snapshot"]["table"] == created.table.name
    finally:
        caddy.terminate()
        caddy.wait(timeout=15)
        server.terminate()
