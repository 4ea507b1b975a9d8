"""The PostgreSQL benchmarks on a machine where no Docker engine answers: one line that says
why and what to do, exit status 2, no traceback (they used to raise pytest's Skipped)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

COMMANDS = {
    "bench.cross_replica": ["--game", "carcassonne", "--actions", "0", "--blocks", "1"],
    "bench.workers": ["--blocks", "1"],
    "bench.pg_profile": ["--rounds", "1"],
    "bench.scaling": ["--blocks", "1"],
}


@pytest.mark.parametrize("module", sorted(COMMANDS))
def test_without_docker_a_benchmark_says_so_in_one_line(module: str) -> None:
    environment = {**os.environ, "DOCKER_HOST": "tcp://127.0.0.1:9"}  # nothing listens there
    done = subprocess.run(
        [sys.executable, "-m", module, *COMMANDS[module]],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )
    output = (done.stdout + done.stderr).strip()
    assert done.returncode == 2, output
    assert "Traceback" not in output
    assert len(output.splitlines()) == 1, output
    assert output.startswith(f"{module}: ")
    if module != "bench.scaling" or os.geteuid() == 0:  # scaling first needs root and cgroups
        assert "Docker" in output
