"""The loopback stand-in for ``cloudflared`` (tests/share/standin_cloudflared.py) as a program a
server can run, and what the tests read back from it."""

from __future__ import annotations

import json
import os
import ssl
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
STANDIN = Path(__file__).resolve().parent / "standin_cloudflared.py"


@dataclass
class Standin:
    """A ``cloudflared`` script in ``bin`` that runs the stand-in, whose tunnels write their
    ``{pid, url, port}`` into ``state``."""

    bin: Path
    state: Path

    @property
    def program(self) -> Path:
        return self.bin / "cloudflared"

    def path_env(self) -> str:
        """PATH with the stand-in first."""
        return f"{self.bin}{os.pathsep}{os.environ.get('PATH', '')}"

    def tunnels(self) -> list[dict[str, Any]]:
        """Every tunnel started so far, oldest first."""
        found = []
        for path in self.state.glob("*.json"):
            record = json.loads(path.read_text())
            record["mtime"] = path.stat().st_mtime_ns
            found.append(record)
        return sorted(found, key=lambda r: r["mtime"])

    def wait_tunnels(self, count: int, timeout: float = 30.0) -> list[dict[str, Any]]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = self.tunnels()
            if len(found) >= count:
                return found
            time.sleep(0.05)
        raise TimeoutError(f"{count} tunnel(s) expected, {len(self.tunnels())} started")


def make_standin(folder: Path, **env: str) -> Standin:
    """A stand-in ``cloudflared`` in ``folder/bin`` (``env``: MEEPLE_STANDIN_* knobs)."""
    bin_dir, state = folder / "bin", folder / "tunnels"
    bin_dir.mkdir(parents=True)
    state.mkdir()
    settings = " ".join(f"{key}={value}" for key, value in env.items())
    script = bin_dir / "cloudflared"
    script.write_text(
        "#!/bin/sh\n"
        f"MEEPLE_STANDIN_DIR='{state}' {settings} exec '{sys.executable}' '{STANDIN}' \"$@\"\n"
    )
    script.chmod(0o755)
    return Standin(bin_dir, state)


@pytest.fixture
def standin(tmp_path: Path) -> Standin:
    return make_standin(tmp_path)


def alive(pid: int) -> bool:
    """Whether ``pid`` is a live process (a zombie counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(") ", 1)[1][0] != "Z"
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False


def wait_gone(pid: int, timeout: float = 10.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not alive(pid):
            return True
        time.sleep(0.05)
    return False


def insecure_tls() -> ssl.SSLContext:
    """The stand-in's certificate is self-signed: the tests' own clients do not check it."""
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def shared_server_settings(tmp: Path, standin: Standin, **overrides: Any) -> Any:
    from tests.service.harness import base_settings

    values: dict[str, Any] = {"bot_workers": 0, **overrides}
    return base_settings(tmp, share=True, share_program=str(standin.program), web_port=-1, **values)


@pytest.fixture
def no_tunnel_left() -> Iterator[list[int]]:
    """Pids a test registers; each must be gone when it ends."""
    pids: list[int] = []
    yield pids
    assert all(wait_gone(pid) for pid in pids), [pid for pid in pids if alive(pid)]
