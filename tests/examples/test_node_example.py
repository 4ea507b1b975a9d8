"""examples/node plays a complete game of every hosted game against a real ``meeple serve``,
over gRPC, with nothing but the packed @meeple/proto and Connect's Node transport."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

from engines.registry import all_games
from tests.node_support import install, pack
from tests.service.harness import ServerProcess

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "node"


def test_the_node_example_plays_every_game(tmp_path: Path) -> None:
    project = tmp_path / "example"
    shutil.copytree(EXAMPLE, project, ignore=shutil.ignore_patterns("node_modules"))
    install(project, pack(tmp_path / "dist"))
    # a plain `meeple serve`: the games it ships, none of the test suite's extra ones
    log = tmp_path / "serve.log"
    server = ServerProcess(tmp_path / "meeple.sqlite3", log, MEEPLE_EXTRA_GAMES="").start()
    try:
        run = subprocess.run(
            ["node", "play.mjs", server.target, "7"],
            cwd=project,
            capture_output=True,
            text=True,
            timeout=600,
        )
    finally:
        server.terminate()
    assert run.returncode == 0, run.stderr
    lines = [json.loads(line) for line in run.stdout.splitlines()]
    games, summary = lines[:-1], lines[-1]
    assert sorted(g["game"] for g in games) == sorted(f"games/{g.name}" for g in all_games())
    for game in games:
        assert game["state"] == "FINISHED", game
        assert len(game["scores"]) == game["seats"] and 1 in game["ranks"]
        assert game["version"] == game["seats"] + 1 + game["actions"]  # joins, start, actions
        # the watch saw every change after its snapshot and then ended with OK on its own
        watch = game["watch"]
        assert watch["endedWithOk"] and watch["lastVersion"] == game["version"]
        assert watch["snapshot"] == 1 and watch["gameEvents"] > 0
        # the refused action's ErrorInfo, decoded in Node
        assert game["refused"]["code"] == "FailedPrecondition"
        assert game["refused"]["reason"] == "NOT_YOUR_TURN"
        assert game["refused"]["domain"] == "meeple.dev"
    assert summary["unknown"]["code"] == "NotFound"
    assert summary["unknown"]["reason"] == "TABLE_NOT_FOUND"
