"""``meeple serve`` (gRPC and the web table) needs nothing from the dev extras: the README's run
command installs ``pip install -e .`` only. The server runs here with every dev-only package made
unimportable, and serves a page and a call."""

from __future__ import annotations

import json
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from tests.ports import free_port

ROOT = Path(__file__).resolve().parents[2]
#: the top-level modules of the dev and png extras (pyproject.toml)
DEV_ONLY = ["pytest", "hypothesis", "ruff", "mypy", "mypy_protobuf", "testcontainers",
            "cairosvg", "playwright"]  # fmt: skip

LAUNCH = """
import sys
for name in {blocked!r}:
    sys.modules[name] = None  # importing it now raises ImportError
from clients.cli import main
sys.exit(main(["serve", "--port", "0", "--web-port", "{web_port}", "--database", {db!r}]))
"""


def test_serve_runs_without_the_dev_extras(tmp_path: Path) -> None:
    web_port = free_port()
    code = LAUNCH.format(blocked=DEV_ONLY, web_port=web_port, db=str(tmp_path / "m.db"))
    log = tmp_path / "serve.log"
    with log.open("wb") as out:
        process = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, stdout=out,
                                   stderr=subprocess.STDOUT)  # fmt: skip
    try:
        deadline = time.monotonic() + 30
        while '"serving"' not in log.read_text():
            assert process.poll() is None, log.read_text()[-2000:]
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.1)
        base = f"http://127.0.0.1:{web_port}"
        with urllib.request.urlopen(f"{base}/", timeout=10) as page:
            assert page.status == 200
        call = urllib.request.Request(
            f"{base}/meeple.v1.GameService/ListGames", data=b"{}",
            headers={"content-type": "application/json"},
        )  # fmt: skip
        with urllib.request.urlopen(call, timeout=10) as reply:
            assert "games/burgundy" in json.dumps(json.load(reply))
    finally:
        process.terminate()
        process.wait(timeout=15)
    assert "Traceback" not in log.read_text()
