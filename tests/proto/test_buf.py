"""`buf lint` and `buf breaking` over proto/, with the buf pinned in clients/ts (installed on use).

`buf breaking` compares the working tree's protos with the previous commit's (HEAD~1). A commit
that breaks the schema on purpose (allowed only before the first release, and recorded in
CHANGELOG.md) says so with a `BREAKING CHANGE:` trailer; the test then compares with that
commit itself, so later edits are still guarded.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from clients.ts.node import ROOT, run_buf


def git(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True)


def baseline_ref() -> str:
    message = git("log", "-1", "--format=%B", "HEAD").stdout
    if "BREAKING CHANGE:" in message or git("rev-parse", "--verify", "-q", "HEAD~1").returncode:
        return "HEAD"
    return "HEAD~1"


def test_buf_lint_is_clean() -> None:
    result = run_buf("lint")
    assert result.returncode == 0, result.stdout + result.stderr


def test_buf_breaking_against_the_previous_commit() -> None:
    ref = baseline_ref()
    result = run_buf("breaking", "--against", f"../.git#ref={ref},subdir=proto")
    assert result.returncode == 0, f"against {ref}:\n{result.stdout}{result.stderr}"


def test_buf_breaking_bites(tmp_path: Path) -> None:
    """A renumbered field in a copy of the protos is reported against the working tree."""
    copy = tmp_path / "proto"
    subprocess.run(["cp", "-r", str(ROOT / "proto"), str(copy)], check=True, capture_output=True)
    source = copy / "meeple" / "v1" / "game_service.proto"
    text = source.read_text()
    edited = text.replace(
        "string display_name = 2;\n  // Fewest", "string display_name = 20;\n  // Fewest"
    )
    assert edited != text
    source.write_text(edited)
    result = run_buf("breaking", str(copy), "--against", str(ROOT / "proto"), cwd=copy)
    assert result.returncode != 0
    assert "display_name" in result.stdout + result.stderr
