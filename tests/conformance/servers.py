"""Start a GameService server as a real subprocess on a loopback port, for runner tests."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import grpc

from tests.ports import free_port

ADMIN_TOKEN = "conformance-admin-token-for-tests-0123456789"
ROOT = Path(__file__).resolve().parents[2]


@contextmanager
def serving(module: Sequence[str], database: Path, extra: Sequence[str] = ()) -> Iterator[str]:
    """Run ``python -m <module...> serve`` with an admin token and no web table (``--web-port
    0``: port 8080 may be anyone's), and ``extra`` arguments; yield its HOST:PORT."""
    port = free_port()
    target = f"127.0.0.1:{port}"
    command = [
        sys.executable, "-m", *module, "serve",
        "--host", "127.0.0.1", "--port", str(port),
        "--database", str(database), "--admin-token", ADMIN_TOKEN, "--log-level", "warning",
        "--heartbeat", "1", "--web-port", "0", *extra,
    ]  # fmt: skip
    log = database.with_suffix(".log")
    with log.open("wb") as sink:
        process = subprocess.Popen(command, cwd=ROOT, stdout=sink, stderr=subprocess.STDOUT)
    try:
        _wait_ready(target, process, log)
        yield target
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _wait_ready(target: str, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 60  # a loaded CI machine may take half a minute to import
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited early:\n{log.read_text(errors='replace')}")
        with grpc.insecure_channel(target) as channel:
            try:
                grpc.channel_ready_future(channel).result(timeout=1)
                return
            except grpc.FutureTimeoutError:
                continue
    raise RuntimeError(f"the server did not start:\n{log.read_text(errors='replace')}")


def run_conformance(target: str, *extra: str) -> subprocess.CompletedProcess[str]:
    """The ``meeple-conformance run`` command line, as a third party would run it."""
    env = dict(os.environ, MEEPLE_ADMIN_TOKEN=ADMIN_TOKEN)
    if "--implementation" not in extra:
        extra = ("--implementation", "meeple", *extra)
    return subprocess.run(
        [sys.executable, "-m", "conformance.runner.cli", "run", "--target", target, *extra],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=900,
    )  # fmt: skip
