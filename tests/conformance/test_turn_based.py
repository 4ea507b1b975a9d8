"""The ``turn-based`` profile (issue 30) against ``meeple serve``, through the command line as a
third party would run it: the server started with --webhook-url pointing at the runner's
loopback receiver (--webhook-listen) and the same secret; long clocks and webhook content
fixtures pass and the profile is certified (the checks of a wrong webhook:
tests/conformance/test_webhook_check.py)."""

from __future__ import annotations

from pathlib import Path

from tests.conformance.servers import free_port, run_conformance, serving

SECRET = "conformance-webhook-secret-0123456789"


def run_turn_based(tmp_path: Path, server_secret: str, *select: str) -> tuple[int, str]:
    port = free_port()
    hook = ["--webhook-url", f"http://127.0.0.1:{port}/hooks", "--webhook-secret", server_secret]
    hook += ["--outbox-poll", "0.1"]
    with serving(["clients.cli"], tmp_path / "meeple.db", hook) as target:
        run = run_conformance(
            target, *select,
            "--webhook-listen", f"127.0.0.1:{port}", "--webhook-secret", SECRET,
        )  # fmt: skip
    return run.returncode, run.stdout + run.stderr


def test_meeple_is_certified_turn_based(tmp_path: Path) -> None:
    code, output = run_turn_based(
        tmp_path, SECRET, "--run", "carcassonne/turn-based/*", "--require-profile", "turn-based"
    )
    assert code == 0, output
    assert "turn-based@1: CERTIFIED" in output, output
