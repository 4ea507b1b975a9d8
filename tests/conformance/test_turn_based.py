"""The ``turn-based`` profile (issue 30) against ``meeple serve``, through the command line as a
third party would run it: the server started with --webhook-url pointing at the runner's
loopback receiver (--webhook-listen) and the same secret; long clocks and webhook content
fixtures pass and the profile is certified (the checks of a wrong webhook:
tests/conformance/test_webhook_check.py)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conformance.servers import run_conformance, serving
from tests.ports import free_port

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


def test_without_a_receiver_the_webhook_fixtures_do_not_apply(tmp_path: Path) -> None:
    """A run given no --webhook-listen cannot see webhooks: their fixtures are not applicable,
    with the way to run them, rather than failed (the long-clock fixtures still run)."""
    report = tmp_path / "report.json"
    with serving(["clients.cli"], tmp_path / "meeple.db") as target:
        run = run_conformance(
            target, "--run", "carcassonne/turn-based/*", "--json", str(report),
            "--require-profile", "turn-based",
        )  # fmt: skip
    results = {r["name"]: r for r in json.loads(report.read_text(encoding="utf-8"))["results"]}
    webhook = [r for name, r in results.items() if "webhook" in name]
    assert len(webhook) == 2 and all(r["status"] == "NOT_APPLICABLE" for r in webhook), results
    assert all("--webhook-listen" in r["skip_reason"] for r in webhook), webhook
    clocks = [r for name, r in results.items() if "webhook" not in name]
    assert clocks and all(r["status"] == "PASS" for r in clocks), clocks
    # the profile needs its webhook fixtures: not certified, and the run says so
    assert run.returncode != 0 and "turn-based@1: CERTIFIED" not in run.stdout, run.stdout
