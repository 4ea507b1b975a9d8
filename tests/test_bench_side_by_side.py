"""bench.side_by_side exports a revision and plays the same games in both trees: run it on a
tiny budget against HEAD (the same engines), and check each tree's figures and their ratio."""

from __future__ import annotations

import json

import pytest

from bench import side_by_side
from engines import registry


def test_side_by_side_against_head(capsys: pytest.CaptureFixture[str]) -> None:
    game = registry.game_names()[0]
    argv = ["--baseline", "HEAD", "--game", game, "--games", "2", "--blocks", "1"]
    assert side_by_side.main([*argv, "--warmup", "0", "--rounds", "2"]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    figures = json.loads(line)
    assert figures["game"] == game and figures["baseline"] == "HEAD"
    assert len(figures["old_games_per_s"]) == len(figures["new_games_per_s"]) == 2
    assert all(rate > 0 for rate in figures["old_games_per_s"] + figures["new_games_per_s"])
    assert figures["new_over_old"] > 0
