"""deploy/caddy/Caddyfile, the README's "friends on the internet" example, is a configuration
the real Caddy (Debian's package) accepts, and proxies to meeple's default ports."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

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
    assert "\tlog" not in text  # no access log: invite links stay out of logs


def test_a_broken_copy_is_refused(tmp_path: Path) -> None:
    broken = tmp_path / "Caddyfile"
    broken.write_text(CADDYFILE.read_text().replace("flush_interval -1", "flush_interval soon"))
    assert validate(broken, tmp_path).returncode != 0
