"""``meeple serve --share`` as a person runs it, with the stand-in ``cloudflared`` first on PATH:
plain words come first (where to open the table, the port --port 0 chose), then the JSON log;
the announced address follows in words and as a QR code that decodes to it; and a server
killed with ``kill -9`` leaves no tunnel behind."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.ports import free_port
from tests.service.harness import ROOT
from tests.share.conftest import Standin, alive, wait_gone
from tests.share.qr import decode_terminal, terminal_blocks

ADDRESS_LINE = "Friends anywhere can now open: "


def serve(tmp: Path, standin: Standin, *flags: str) -> tuple[subprocess.Popen[bytes], Path]:
    """``meeple serve`` with stdout and stderr in one file, as a terminal shows them."""
    output = tmp / "terminal.txt"
    env = dict(os.environ, PATH=standin.path_env(), PYTHONPATH=str(ROOT))
    with output.open("wb") as sink:
        process = subprocess.Popen(
            [sys.executable, "-m", "clients.cli", "serve", "--port", "0",
             "--database", str(tmp / "meeple.db"), "--bot-workers", "0", *flags],
            cwd=tmp, env=env, stdout=sink, stderr=subprocess.STDOUT,
        )  # fmt: skip
    return process, output


def wait_line(output: Path, words: str, process: subprocess.Popen[bytes]) -> str:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        text = output.read_text(errors="replace")
        if words in text:
            return text
        assert process.poll() is None, text[-3000:]
        time.sleep(0.05)
    raise TimeoutError(output.read_text()[-3000:])


def test_serve_share_says_where_in_plain_words_then_logs_json(
    tmp_path: Path, standin: Standin
) -> None:
    web_port = free_port()
    process, output = serve(tmp_path, standin, "--share", "--web-port", str(web_port))
    try:
        text = wait_line(output, ADDRESS_LINE, process)
        tunnel = standin.wait_tunnels(1)[0]
        lines = text.splitlines()
        # plain words first: the JSON log (the "serving" line) comes after them
        serving = next(i for i, line in enumerate(lines) if '"event":"serving"' in line)
        opening = lines.index("meeple is serving.")
        assert opening < serving
        assert f"  Open the table in your browser: http://127.0.0.1:{web_port}" in lines[:serving]
        port = json.loads(lines[serving])["port"]
        assert (
            f"  gRPC for programs and bots: 127.0.0.1:{port} (a free port: --port 0 asked "
            "for one)." in lines[:serving]
        )
        assert any("asking Cloudflare for a public https address" in line for line in lines)
        # the address, in words and as a QR code a phone's camera reads
        assert f"{ADDRESS_LINE}{tunnel['url']}" in lines
        text = wait_line(output, "Scan it with a phone", process)
        blocks = terminal_blocks(text)
        assert len(blocks) == 1 and decode_terminal(blocks[0]) == [tunnel["url"]]
        # the log says it too, for machines; no invite token ever reaches either
        wait_line(output, '"event":"tunnel_address"', process)
        assert "invite=" not in text

        # kill -9: the server stops nothing, the kernel ends the tunnel with it
        assert alive(tunnel["pid"])
        os.kill(process.pid, signal.SIGKILL)
        process.wait(10)
        assert wait_gone(tunnel["pid"]), "the tunnel outlived the server"
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(10)


def test_serve_without_share_says_how_friends_get_in(tmp_path: Path, standin: Standin) -> None:
    process, output = serve(tmp_path, standin, "--web-port", "0")
    try:
        text = wait_line(output, '"event":"serving"', process)
        assert "The web table is off (--web-port 0)" in text
        # --port 0: the plain words say the port it chose, the one the log reports
        serving = next(line for line in text.splitlines() if '"event":"serving"' in line)
        port = json.loads(serving)["port"]
        assert port > 0
        assert (
            f"  gRPC for programs and bots: 127.0.0.1:{port} (a free port: --port 0 asked "
            "for one)." in text.split(serving)[0]
        )
        process.send_signal(signal.SIGTERM)
        assert process.wait(20) == 0
    finally:
        if process.poll() is None:
            process.kill()
    process, output = serve(tmp_path, standin, "--web-port", str(free_port()))
    try:
        text = wait_line(output, '"event":"serving"', process)
        assert "meeple serve --share   friends anywhere" in text
        assert "meeple serve --lan     friends on the same Wi-Fi" in text
        assert not standin.tunnels()  # no tunnel without --share
        process.send_signal(signal.SIGTERM)
        assert process.wait(20) == 0
    finally:
        if process.poll() is None:
            process.kill()
