"""Headless matches end to end over gRPC: both games, 2 players and the maximum."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from clients.cli import main
from clients.headless import MatchSpec, play_match, seating, summarise
from engines import registry

CASES = [
    ("carcassonne", ("greedy", "random")),
    ("carcassonne", ("search", "greedy", "random", "random", "random", "random")),
    ("burgundy", ("greedy", "random")),
    ("burgundy", ("greedy", "random", "random", "random")),
]


@pytest.mark.parametrize(("game", "bots"), CASES, ids=[f"{g}-{len(b)}p" for g, b in CASES])
def test_a_match_is_played_to_the_end_through_the_service(
    target: str, game: str, bots: tuple[str, ...]
) -> None:
    engine = registry.get_game(game)
    assert len(bots) in (engine.min_players, engine.max_players)
    spec = MatchSpec(index=0, game=game, seats=bots, seed=3, search_iterations=3)
    result = play_match(target, spec)
    assert len(result.scores) == len(bots) == len(result.ranks)
    assert min(result.ranks) == 1
    assert result.decisions > 10
    assert result.table.startswith("tables/")


def test_seats_rotate_between_matches() -> None:
    bots = ["search", "greedy", "random"]
    assert [seating(bots, i)[0] for i in range(3)] == ["search", "greedy", "random"]


def test_meeple_match_writes_json_and_csv(target: str, tmp_path: Path) -> None:
    out = tmp_path / "results.json"
    argv = ["match", "--target", target, "--game", "carcassonne", "--players", "2"]
    argv += ["--bots", "greedy,random", "--matches", "2", "--parallel", "2", "--seed", "1"]
    assert main([*argv, "--out", str(out)]) == 0
    report = json.loads(out.read_text())
    assert report["matches"] == 2 and len(report["results"]) == 2
    by_bot = {row["bot"]: row for row in report["summary"]}
    assert by_bot["greedy"]["seat_games"] == 2
    assert by_bot["greedy"]["win_rate"] + by_bot["random"]["win_rate"] == pytest.approx(1.0)
    assert report["actions_per_second"] > 0 and report["mean_game_length"] > 0
    csv_out = tmp_path / "results.csv"
    assert main([*argv, "--out", str(csv_out)]) == 0
    rows = list(csv.DictReader(csv_out.open()))
    assert len(rows) == 2 and {rows[0]["bot_0"], rows[0]["bot_1"]} == {"greedy", "random"}


def test_summary_splits_shared_wins() -> None:
    from clients.headless import MatchResult

    results = [
        MatchResult(0, "tables/a", ["greedy", "random"], [10, 10], [1, 1], 5, 1.0),
        MatchResult(1, "tables/b", ["random", "greedy"], [3, 9], [2, 1], 5, 1.0),
    ]
    rows = {s.bot: s for s in summarise(["greedy", "random"], results)}
    assert rows["greedy"].win_rate == pytest.approx(0.75)
    assert rows["random"].win_rate == pytest.approx(0.25)
    assert rows["greedy"].mean_score == pytest.approx(9.5)
