"""The rating ladder's small fixed sample (the full ladder is ``python -m bench.ladder``)."""

from __future__ import annotations

from bench.ladder import Game, ratings, round_robin


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


def test_a_round_robin_plays_each_pair_with_seats_alternating() -> None:
    played = round_robin("carcassonne", ["beginner", "easy"], games=2, seed=1, parallel=1)
    assert [game.seats for game in played] == [("beginner", "easy"), ("easy", "beginner")]
    assert all(sorted(game.ranks) in ([1, 2], [1, 1]) for game in played)
    again = round_robin("carcassonne", ["beginner", "easy"], games=2, seed=1, parallel=1)
    assert again == played  # a pure function of the seed
