"""Game reviews (issue 46): the same review twice for a seeded game; an obviously bad move is
a blunder; ``meeple review RECORD [--json]``."""

from __future__ import annotations

import json
from collections.abc import Hashable
from pathlib import Path

import pytest

from clients.bots import make_bot
from clients.bots.base import AnyState
from clients.cli import main
from clients.record import dumps
from clients.review.engine import Reviewer, mark_of
from clients.review.record import decisions_of, review_record
from clients.review.selfplay import play_record
from engines.carcassonne.actions import PASS, PlaceFollower, PlaceTile
from engines.carcassonne.geometry import CITY
from engines.chance import ChanceOutcome, ScriptedChance
from engines.registry import get_game


def seeded_record(game: str, decisions: int) -> object:
    engine = get_game(game)
    bots = [make_bot("beginner", engine, 1), make_bot("easy", engine, 2)]
    return play_record(engine, [b.choose for b in bots], seed=7, max_decisions=decisions)


@pytest.mark.parametrize(("game", "decisions"), [("carcassonne", 12), ("burgundy", 3)])
def test_a_review_of_a_seeded_game_comes_out_the_same_twice(game: str, decisions: int) -> None:
    record = seeded_record(game, decisions)
    first = review_record(record, seed=3, rounds=4)  # type: ignore[arg-type]
    second = review_record(record, seed=3, rounds=4)  # type: ignore[arg-type]
    assert first == second
    entries, summaries = first
    assert entries and all(e.loss >= 0 and e.best_value >= e.played_value for e in entries)
    assert sum(s.decisions for s in summaries) == len(entries)
    other_seed, _ = review_record(record, seed=4, rounds=4)  # type: ignore[arg-type]
    assert [e.played_value for e in other_seed] != [e.played_value for e in entries]


def closed_city_record() -> object:
    """Seat 0 lays F north of the start tile, seat 1 another F above it (cities N-S, with
    pennants), seat 0 closes the city with E: a city of 4 tiles and 2 pennants, 12 points, to
    whoever puts a knight in it now; seat 0 passes."""
    engine = get_game("carcassonne")
    chance = ScriptedChance.from_outcomes(
        [ChanceOutcome("tile", letter) for letter in ("F", "F", "E", "U")]
    )
    squares = iter([(0, -1), (0, -2), (0, -3)])

    def choose(state: AnyState, seat: int) -> Hashable:
        legal = state.legal_actions()
        if isinstance(legal[0], PlaceTile):
            square = next(squares)
            placement: Hashable = next(a for a in legal if (a.x, a.y) == square)
            return placement
        return PASS

    return play_record(engine, [choose, choose], seed=0, chance=chance, max_decisions=6)


def test_giving_away_a_completed_citys_points_is_a_blunder() -> None:
    engine = get_game("carcassonne")
    entries, summaries = review_record(closed_city_record(), seed=1, rounds=6)  # type: ignore[arg-type]
    last = max(entries, key=lambda e: e.step)
    assert last.seat == 0 and last.played == PASS
    assert last.best == PlaceFollower(CITY, 3)  # the knight in the closed city (south edge)
    assert last.loss >= engine.search.review_marks[2] and last.mark == "blunder"
    assert summaries[0].blunders == 1


def test_a_hint_names_the_knight_in_the_closed_city_and_says_why_in_points() -> None:
    """The hint (GetHint's search) at the blunder above: the knight first, and its expected
    final margin at least a blunder's points above passing; the same advice twice."""
    record = closed_city_record()
    decision = max(decisions_of(record), key=lambda d: d.step)  # type: ignore[arg-type]
    engine = get_game("carcassonne")
    advice = Reviewer(engine, seed=5, rounds=6).advise(decision.state, 0, decision.version)
    assert advice.moves[0] == PlaceFollower(CITY, 3)
    assert list(advice.values) == sorted(advice.values, reverse=True)
    assert PASS in advice.moves
    passing = advice.values[advice.moves.index(PASS)]
    assert advice.values[0] - passing >= engine.search.review_marks[2]
    assert advice.choices == len(decision.state.legal_actions())
    assert Reviewer(engine, seed=5, rounds=6).advise(decision.state, 0, decision.version) == advice


def test_marks_follow_the_thresholds() -> None:
    thresholds = (2.0, 5.0, 10.0)
    assert [mark_of(x, thresholds) for x in (0, 1.9, 2, 4.9, 5, 9.9, 10, 40)] == [
        "",
        "",
        "inaccuracy",
        "inaccuracy",
        "mistake",
        "mistake",
        "blunder",
        "blunder",
    ]


def test_meeple_review_prints_a_table_and_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    path.write_text(dumps(seeded_record("carcassonne", 8)), encoding="utf-8")  # type: ignore[arg-type]
    assert main(["review", str(path), "--rounds", "2"]) == 0
    out = capsys.readouterr().out
    assert "average loss" in out and "accuracy" in out
    assert main(["review", str(path), "--rounds", "2", "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["game"] == "carcassonne" and document["rounds"] == 2
    entry = document["entries"][0]
    assert {"played", "played_value", "best", "best_value", "loss", "mark"} <= set(entry)
    assert len(document["summary"]) == 2
    bad = tmp_path / "bad.json"
    bad.write_text("{}", encoding="utf-8")
    assert main(["review", str(bad)]) == 2
    assert "not a meeple game record" in capsys.readouterr().err
