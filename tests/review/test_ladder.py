"""The rating ladder's small fixed sample (the full ladder is ``python -m bench.ladder``)."""

from __future__ import annotations

import pytest

from bench.intervals import clopper_pearson
from bench.ladder import Game, games_from_log, head_to_head, ratings, report, round_robin


def test_ratings_follow_the_results() -> None:
    played = [Game(("easy", "beginner"), (1, 2), (30, 10))] * 6 + [
        Game(("beginner", "easy"), (2, 1), (12, 40))
    ] * 6
    table = ratings(["beginner", "easy"], played)
    assert [row["level"] for row in table] == ["easy", "beginner"]
    easy, beginner = table
    assert easy["win_rate"] == 1.0 and beginner["win_rate"] == 0.0
    assert float(easy["low"]) < float(easy["mu"]) < float(easy["high"])  # type: ignore[arg-type]
    assert easy["games"] == 12
    assert easy["cpu_per_decision"] is None  # these games say no decisions


def test_a_round_robin_plays_each_pair_with_seats_alternating() -> None:
    played = round_robin("carcassonne", ["beginner", "easy"], games=2, seed=1, parallel=1)
    assert [game.seats for game in played] == [("beginner", "easy"), ("easy", "beginner")]
    assert all(sorted(game.ranks) in ([1, 2], [1, 1]) for game in played)
    again = round_robin("carcassonne", ["beginner", "easy"], games=2, seed=1, parallel=1)
    assert again == played  # a pure function of the seed (the CPU times are not compared)
    # each seat's decisions are counted and timed: a 2-player Carcassonne game is 71 tiles,
    # each a tile decision and most a follower decision
    for game in played:
        assert all(35 <= n <= 72 for n in game.decisions) and all(t > 0 for t in game.cpu)
    [first, second] = [row for row in ratings(["beginner", "easy"], played)]
    assert all(float(row["cpu_per_decision"]) > 0 for row in (first, second))  # type: ignore[arg-type]


def test_adjacent_levels_head_to_head_with_an_exact_interval() -> None:
    played = [
        Game(("easy", "beginner"), (1, 2), (30, 10)),
        Game(("beginner", "easy"), (1, 1), (20, 20)),
        Game(("beginner", "medium"), (1, 2), (50, 10)),  # not an adjacent pair: not counted
        Game(("medium", "easy"), (2, 1), (25, 30)),
    ]
    pairs = head_to_head(["beginner", "easy", "medium"], played)
    assert [(p["stronger"], p["weaker"]) for p in pairs] == [
        ("easy", "beginner"),
        ("medium", "easy"),
    ]
    assert pairs[0]["wins"] == 1.5 and pairs[0]["games"] == 2 and pairs[0]["margin"] == 10.0
    assert pairs[1]["wins"] == 0.0 and pairs[1]["margin"] == -5.0
    # exact (Clopper-Pearson) bounds: 6 of 6 lies above a coin flip, 9 of 10 too, 5 of 10 not
    assert round(clopper_pearson(6, 6)[0], 4) == 0.5407 and clopper_pearson(6, 6)[1] == 1.0
    low, high = clopper_pearson(9, 10)
    assert round(low, 4) == 0.555 and round(high, 4) == 0.9975
    assert [round(x, 4) for x in clopper_pearson(5, 10)] == [0.1871, 0.8129]
    assert clopper_pearson(0, 0) == (0.0, 1.0)


def test_the_adjacent_round_robin_plays_only_neighbouring_levels() -> None:
    played = round_robin(
        "carcassonne", ["beginner", "easy", "medium"], games=1, seed=1, parallel=1, adjacent=True
    )
    assert [game.seats for game in played] == [("beginner", "easy"), ("easy", "medium")]


def test_a_stopped_runs_games_are_read_back_from_its_log(
    capsys: pytest.CaptureFixture[str],
) -> None:
    played = [
        Game(("hard", "expert"), (1, 2), (103, 101)),
        Game(("expert", "hard"), (1, 1), (90, 90)),
        Game(("medium", "hard"), (2, 1), (-3, 12)),
    ]
    for game in played:
        report(game)
    logged = "some other line\n" + capsys.readouterr().err + "# hard v expert: ranks (1, 2)\n"
    assert games_from_log(logged) == played  # in order; the torn last line is left out
