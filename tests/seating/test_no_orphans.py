"""No orphans (issue 34, finding 9): after a kill -9 of the server, its bot worker processes and
multiprocessing's resource tracker end too, also when the server dies while the workers are
still starting (before their initializer ran)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from tests.service.harness import ROOT


def _marked(marker: str) -> list[int]:
    """Every live process whose environment holds ``marker`` (the server and its children)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            environ = (entry / "environ").read_bytes()
            status = (entry / "stat").read_text()
        except OSError:
            continue
        if marker.encode() in environ and status.rsplit(")", 1)[1].split()[0] != "Z":
            found.append(int(entry.name))
    return found


def _children(pid: int) -> list[int]:
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(child) for child in text.split()]


@pytest.mark.parametrize("when", ["workers-starting", "serving"])
def test_workers_and_tracker_end_with_a_killed_server(tmp_path: Path, when: str) -> None:
    marker = f"meeple-orphan-test-{uuid.uuid4().hex}"
    env = dict(os.environ)
    env.update(
        {
            "MEEPLE_DATABASE": str(tmp_path / "meeple.db"),
            "MEEPLE_PORT": "0",
            "MEEPLE_WEB_PORT": "0",
            "MEEPLE_BOT_WORKERS": "2",
            "PYTHONPATH": str(ROOT),
            "ORPHAN_TEST_MARKER": marker,
        }
    )
    log = (tmp_path / "server.log").open("wb")
    server = subprocess.Popen(
        [sys.executable, "-m", "clients.cli", "serve"], cwd=ROOT, env=env, stdout=log, stderr=log
    )
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            children = _children(server.pid)
            if when == "workers-starting" and len(children) >= 2:  # tracker + a worker
                break
            if when == "serving" and b'"serving"' in (tmp_path / "server.log").read_bytes():
                break
            time.sleep(0.002)
        else:
            raise AssertionError("the server never started its workers")
        assert _children(server.pid), "the server has no worker processes"
        server.send_signal(signal.SIGKILL)
        server.wait(10)
        deadline = time.monotonic() + 10
        while _marked(marker) and time.monotonic() < deadline:
            time.sleep(0.1)
        left = _marked(marker)
        for pid in left:  # never leave them behind on a failure
            os.kill(pid, signal.SIGKILL)
        assert not left, f"processes outlived their server: {left}"
    finally:
        if server.poll() is None:
            server.kill()
        log.close()
