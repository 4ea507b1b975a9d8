"""``meeple serve`` runs on uvloop by default and on the standard library's loop with
``--event-loop asyncio``; either way a complete game is played over real gRPC, and an unknown
loop is one line with a hint."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from meeple.v1 import game_service_pb2 as pb

from tests.service.harness import ROOT, ServerProcess, open_table, play_to_end


@pytest.mark.parametrize("loop", ["", "uvloop", "asyncio"])
def test_the_server_plays_a_game_on_its_event_loop(tmp_path: Path, loop: str) -> None:
    env = {"MEEPLE_EVENT_LOOP": loop} if loop else {}
    server = ServerProcess(tmp_path / "meeple.db", tmp_path / "server.log", **env).start()
    try:
        serving = [r for r in server.records() if r.get("event") == "serving"]
        assert serving[-1]["event_loop"] == (loop or "uvloop")
        table = open_table(f"127.0.0.1:{server.port}", "carcassonne", 2)
        assert play_to_end(table, seed=5) > 50
        view = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
        assert view.state == pb.Table.STATE_FINISHED
        table.close()
    finally:
        assert server.process is not None
        server.process.terminate()
        assert server.process.wait(30) == 0


def test_an_unknown_event_loop_is_one_line_with_a_hint(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "clients.cli", "serve", "--event-loop", "trio",
         "--database", str(tmp_path / "m.db")],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode != 0
    lines = done.stderr.strip().splitlines()
    assert len(lines) <= 2 and "Traceback" not in done.stderr, done.stderr
    assert "uvloop" in done.stderr and "asyncio" in done.stderr
