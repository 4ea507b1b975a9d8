"""``meeple serve --tls-cert/--tls-key``: both ports speak TLS (gRPC and the web table), with a
self-signed certificate made for the test by openssl."""

from __future__ import annotations

import json
import shutil
import ssl
import subprocess
import urllib.request
from pathlib import Path

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc

from tests.ports import free_port
from tests.service.harness import ServerProcess

pytestmark = pytest.mark.skipif(shutil.which("openssl") is None, reason="needs openssl")


def self_signed(folder: Path) -> tuple[Path, Path]:
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256",
         "-nodes", "-days", "1", "-subj", "/CN=localhost", "-keyout", str(key), "-out", str(cert),
         "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
        check=True, capture_output=True,
    )  # fmt: skip
    return cert, key


def test_both_ports_speak_tls(tmp_path: Path) -> None:
    cert, key = self_signed(tmp_path)
    web_port = free_port()
    server = ServerProcess(
        tmp_path / "meeple.db",
        tmp_path / "server.log",
        MEEPLE_TLS_CERT=str(cert),
        MEEPLE_TLS_KEY=str(key),
        MEEPLE_WEB_PORT=str(web_port),
    ).start()
    try:
        serving = [r for r in server.records() if r.get("event") == "serving"][-1]
        assert serving["tls"] is True
        # gRPC over TLS, trusting only the test's certificate
        credentials = grpc.ssl_channel_credentials(root_certificates=cert.read_bytes())
        with grpc.secure_channel(f"127.0.0.1:{server.port}", credentials) as channel:
            games = pb_grpc.GameServiceStub(channel).ListGames(pb.ListGamesRequest(), timeout=10)
            assert {g.name for g in games.games} >= {"games/carcassonne", "games/burgundy"}
        # plain gRPC is refused on the TLS port
        plain = grpc.insecure_channel(f"127.0.0.1:{server.port}")
        with plain, pytest.raises(grpc.RpcError):
            pb_grpc.GameServiceStub(plain).ListGames(pb.ListGamesRequest(), timeout=3)
        # the web table: the page and a Connect call (JSON) over https
        context = ssl.create_default_context(cafile=str(cert))
        base = f"https://127.0.0.1:{web_port}"
        with urllib.request.urlopen(f"{base}/", context=context, timeout=10) as page:
            assert page.status == 200 and b"<html" in page.read().lower()
        request = urllib.request.Request(
            f"{base}/meeple.v1.GameService/ListGames",
            data=b"{}",
            headers={"content-type": "application/json"},
        )
        with urllib.request.urlopen(request, context=context, timeout=10) as reply:
            assert "games/carcassonne" in json.dumps(json.load(reply))
        # and plain http is not served there
        with pytest.raises(OSError):
            urllib.request.urlopen(f"http://127.0.0.1:{web_port}/", timeout=3).read()
    finally:
        server.terminate()


def test_half_a_tls_configuration_is_one_line_with_a_hint(tmp_path: Path) -> None:
    cert, _ = self_signed(tmp_path)
    result = subprocess.run(
        ["meeple", "serve", "--port", "0", "--web-port", "0", "--tls-cert", str(cert)],
        capture_output=True, text=True, timeout=60, cwd=tmp_path,
    )  # fmt: skip
    assert result.returncode != 0
    assert "TLS needs both --tls-cert and --tls-key" in result.stderr
    assert "Traceback" not in result.stderr
