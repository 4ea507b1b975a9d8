"""The public server in one command, for real: ``docker compose -f deploy/compose.yaml --profile
public up`` (with docker-compose 1.29.2, Debian's package: the Compose plugin is not installable
here) starts meeple on PostgreSQL with Caddy in front of it, and the table is served over HTTPS
and played in real Chromium.

No certificate authority on the internet is reachable from the tests, so Caddy's own internal
one stands in for Let's Encrypt (``MEEPLE_CADDY_OPTIONS=local_certs``; the client checks the
certificate against that CA's root), and no image registry either, so the Caddy image is a local
stand-in: Debian's caddy binary in the Debian base image the Docker setup builds. Everything else
is the shipped file: the services, the shared network namespace, the Caddyfile, the ports.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import ssl
import subprocess
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc
from playwright.sync_api import sync_playwright

from tests.docker_support import docker_required, require_docker
from tests.ports import free_port
from tests.web.browser import CHROMIUM, CHROMIUM_ARGS, DESKTOP, PHONE, create_table, join, shot

ROOT = Path(__file__).resolve().parents[2]
COMPOSE = ROOT / "deploy" / "compose.yaml"
DOMAIN = "games.meeple.test"
ROOT_CA = "/data/caddy/pki/authorities/local/root.crt"

pytestmark = pytest.mark.docker


@pytest.fixture(scope="module")
def compose_command() -> list[str]:
    require_docker()
    found = shutil.which("docker-compose")
    if found is None:
        message = "needs docker-compose (apt-get install docker-compose)"
        if docker_required():
            pytest.fail(message)
        pytest.skip(message)
    return [found]


@pytest.fixture(scope="module")
def caddy_image(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A stand-in for the official caddy:2 image: Debian's caddy in the local Debian image."""
    binary = shutil.which("caddy")
    assert binary is not None, "Debian's caddy package is needed (apt-get install caddy)"
    context = tmp_path_factory.mktemp("caddy-image")
    shutil.copy2(binary, context / "caddy")
    (context / "Dockerfile").write_text(
        "FROM python:3.11-slim\nCOPY caddy /usr/bin/caddy\n"
        "RUN mkdir -p /data /config /etc/caddy\nENV XDG_DATA_HOME=/data XDG_CONFIG_HOME=/config\n"
        'CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]\n'
    )
    tag = f"meeple-test-caddy:{uuid.uuid4().hex[:12]}"
    subprocess.run(["docker", "build", "-q", "-t", tag, str(context)], check=True, timeout=600,
                   capture_output=True)  # fmt: skip
    try:
        yield tag
    finally:
        subprocess.run(["docker", "rmi", "-f", tag], capture_output=True, timeout=120)


@pytest.fixture(scope="module")
def public(
    compose_command: list[str], caddy_image: str, meeple_image: str
) -> Iterator[dict[str, Any]]:
    ports = {"https": free_port(), "http": free_port(), "grpc": free_port()}
    env = dict(
        os.environ,
        MEEPLE_DOMAIN=DOMAIN,
        MEEPLE_IMAGE=meeple_image,
        MEEPLE_CADDY_IMAGE=caddy_image,
        MEEPLE_CADDY_OPTIONS="local_certs",
        MEEPLE_HTTPS_PORT=f"127.0.0.1:{ports['https']}",
        MEEPLE_HTTP_PORT=f"127.0.0.1:{ports['http']}",
        MEEPLE_GRPC_PORT=f"127.0.0.1:{ports['grpc']}",
    )
    project = f"meeplepublic{uuid.uuid4().hex[:10]}"
    compose = [*compose_command, "-p", project, "-f", str(COMPOSE), "--profile", "public"]

    def run(*args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
        return subprocess.run([*compose, *args], env=env, cwd=ROOT, capture_output=True,
                              text=True, timeout=timeout)  # fmt: skip

    started = run("up", "-d", "--no-build", "caddy")  # its dependencies come with it
    try:
        assert started.returncode == 0, started.stderr[-3000:]
        root = wait_for_root_ca(run)
        yield {"ports": ports, "root": root, "run": run}
    finally:
        logs = run("logs", "--no-color", timeout=120).stdout
        (ROOT / "test-artifacts").mkdir(exist_ok=True)
        (ROOT / "test-artifacts" / "public-profile.log").write_text(logs)
        run("down", "-v", "--remove-orphans", timeout=300)


def wait_for_root_ca(run: Any, timeout: float = 180) -> bytes:
    """Caddy's local root certificate, once Caddy has made it and serves the site with it."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = run("exec", "-T", "caddy", "cat", ROOT_CA, timeout=60)
        if found.returncode == 0 and "BEGIN CERTIFICATE" in found.stdout:
            return str(found.stdout).encode()
        time.sleep(1)
    raise TimeoutError(run("logs", "--no-color", "--tail", "60").stdout[-4000:])


def verified(root: bytes) -> ssl.SSLContext:
    """A TLS client that trusts only Caddy's internal CA and checks the domain's name."""
    return ssl.create_default_context(cadata=root.decode())


def https_get(public: dict[str, Any], path: str) -> tuple[int, bytes]:
    """GET https://DOMAIN{path} on the published port, the certificate verified."""
    context = verified(public["root"])
    raw = socket.create_connection(("127.0.0.1", public["ports"]["https"]), timeout=10)
    with raw, context.wrap_socket(raw, server_hostname=DOMAIN) as tls:
        request = f"GET {path} HTTP/1.1\r\nHost: {DOMAIN}\r\nConnection: close\r\n\r\n"
        tls.sendall(request.encode())
        answer = b""
        while chunk := tls.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


def wait_serving(public: dict[str, Any], timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    last: Exception | None = None
    while time.monotonic() < deadline:
        try:
            status, _ = https_get(public, "/address.json")
            if status == 200:
                return
        except (OSError, ssl.SSLError, IndexError, ValueError) as error:
            last = error
        time.sleep(1)
    raise TimeoutError(f"no HTTPS answer: {last}")


def test_the_public_profile_serves_the_table_over_https(public: dict[str, Any]) -> None:
    wait_serving(public)
    status, body = https_get(public, "/address.json")
    assert status == 200 and f'"url": "https://{DOMAIN}"'.encode() in body
    status, page = https_get(public, "/")
    assert status == 200 and b"<!doctype html>" in page.lower()
    # plain http is redirected to https by Caddy
    with contextlib.suppress(urllib.error.HTTPError):
        request = urllib.request.Request(
            f"http://127.0.0.1:{public['ports']['http']}/", headers={"Host": DOMAIN}
        )
        opener = urllib.request.build_opener(NoRedirect)
        opener.open(request, timeout=10)
        raise AssertionError("plain http was served")
    # gRPC on :8443, TLS by the same CA, to meeple's gRPC port on loopback
    credentials = grpc.ssl_channel_credentials(root_certificates=public["root"])
    channel = grpc.secure_channel(
        f"127.0.0.1:{public['ports']['grpc']}", credentials,
        options=[("grpc.ssl_target_name_override", DOMAIN)],
    )  # fmt: skip
    try:
        games = pb_grpc.GameServiceStub(channel).ListGames(pb.ListGamesRequest(), timeout=20)
        assert {"games/carcassonne", "games/burgundy"} <= {g.name for g in games.games}
    finally:
        channel.close()

    # real Chromium: the host makes a table on the domain, a phone takes the invite's seat
    rules = f"--host-resolver-rules=MAP {DOMAIN} 127.0.0.1:{public['ports']['https']}"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=[*CHROMIUM_ARGS, rules]
        )
        try:
            # the certificate is Caddy's internal CA's, which Chromium does not know (the
            # client above checked it against that CA)
            host = browser.new_context(viewport=DESKTOP, ignore_https_errors=True).new_page()  # type: ignore[arg-type]
            invite = create_table(host, f"https://{DOMAIN}", "carcassonne", 2, "Ada")
            assert invite.startswith(f"https://{DOMAIN}/t/") and "?invite=" in invite
            assert host.locator("#loopback-warning").count() == 0
            friend = browser.new_context(ignore_https_errors=True, **PHONE).new_page()  # type: ignore[arg-type]
            join(friend, invite, "Bea")
            assert friend.url.startswith(f"https://{DOMAIN}/t/")
            assert "Bea" in friend.inner_text("#who")
            shot(friend, "public-profile-phone", full_page=False)
            shot(host, "public-profile-host")
        finally:
            browser.close()


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None
