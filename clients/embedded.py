"""An embedded server for one command from a fresh clone: ``meeple serve`` as a subprocess on
a temporary SQLite file and a free loopback port, stopped (SIGTERM) when done."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import grpc
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc

from clients.ports import reserve_port


def wait_until_serving(target: str, timeout: float = 30.0) -> None:
    """Block until ``target`` answers ListGames; raise TimeoutError otherwise."""
    deadline = time.monotonic() + timeout
    with grpc.insecure_channel(target) as channel:
        stub = pb_grpc.GameServiceStub(channel)
        while True:
            try:
                stub.ListGames(pb.ListGamesRequest(), timeout=1.0)
                return
            except grpc.RpcError:
                if time.monotonic() >= deadline:
                    raise TimeoutError(f"no meeple server answered at {target}") from None
                time.sleep(0.1)


@contextmanager
def embedded_server(
    database_dir: Path | None = None, extra_env: dict[str, str] | None = None
) -> Iterator[str]:
    """Run ``meeple serve`` on a temporary SQLite database; yield its ``host:port``."""
    with tempfile.TemporaryDirectory(prefix="meeple-") as tmp:
        folder = database_dir or Path(tmp)
        held = reserve_port()  # bound until the server answers: no other server is found there
        port = held.getsockname()[1]
        env = dict(os.environ)
        env.update(
            {
                "MEEPLE_DATABASE": str(folder / "meeple.sqlite3"),
                "MEEPLE_HOST": "127.0.0.1",
                "MEEPLE_PORT": str(port),
                "MEEPLE_LOG_LEVEL": "warning",
                "MEEPLE_WEB_PORT": "0",  # programs only: no web table
            }
        )
        env.update(extra_env or {})
        log_path = Path(tmp) / "server.log"
        log = log_path.open("wb")
        process = subprocess.Popen(
            [sys.executable, "-m", "clients.cli", "serve"],
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        target = f"127.0.0.1:{port}"
        try:
            try:
                wait_until_serving(target)
                held.close()
            except TimeoutError:
                process.kill()
                process.wait(timeout=5)
                tail = log_path.read_text(errors="replace")[-2000:]
                raise RuntimeError(f"the embedded server did not start:\n{tail}") from None
            yield target
        finally:
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
                try:
                    process.wait(timeout=15)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
            held.close()
            log.close()
