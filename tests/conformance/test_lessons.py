"""The courses (conformance/lessons/): valid data, every encoded rulebook example taught, the
rulebooks' order, each lesson's rulebook line holding its words and its term, and every lesson
played through its engine: the moves shown are right, the wrong moves get their explanation,
and the right moves are exactly the legal moves that do the task."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from fluent.syntax import FluentParser, ast

from conformance.lessons import (
    LANGUAGES,
    LESSONS_ROOT,
    Course,
    Lesson,
    LessonError,
    course_files,
    courses,
    read_course,
    schema_problems,
)
from conformance.lessons.judge import PlayedLesson, judge, parse_action, play
from conformance.runner.anchors import example_sources, source_problem
from conformance.runner.documents import read_document
from conformance.runner.loading import SUITE_ROOT, load_fixtures
from engines.registry import get_game
from tests.web.test_glossary import entries, rulebooks

ROOT = Path(__file__).resolve().parents[2]
ZWNJ = "\u200c"
PERSIAN_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")
LESSONS = [lesson for course in courses().values() for lesson in course.lessons]
PLAYED: dict[str, PlayedLesson] = {}


def played(lesson: Lesson) -> PlayedLesson:
    if lesson.id not in PLAYED:
        PLAYED[lesson.id] = play(get_game(lesson.game), lesson)
    return PLAYED[lesson.id]


def bare(text: str) -> str:
    """Text as the seed rulebooks hold it: without zero-width non-joiners."""
    return text.replace(ZWNJ, "")


def book_lines(name: str) -> list[str]:
    return (rulebooks() / name).read_text(encoding="utf-8").split("\n")


def test_every_course_file_is_valid_and_one_per_game() -> None:
    files = course_files()
    assert {p.stem for p in files} == {"carcassonne", "burgundy"}
    for path in files:
        assert schema_problems(read_document(path)) == [], path.name
        assert read_course(path).game == path.stem


def test_the_schema_and_the_reader_refuse_what_does_not_hold_together(tmp_path: Path) -> None:
    document = read_document(LESSONS_ROOT / "carcassonne.yaml")
    broken = {**document, "lessons": [{**document["lessons"][0], "steps": []}]}
    assert any("steps" in p for p in schema_problems(broken))
    wrong = dict(document["lessons"][0]["steps"][0]["wrong"][0])
    both = {**wrong, "reason": "TILE_DOES_NOT_FIT", "why": {"en": "a", "fa": "b", "ja": "c"}}
    steps = [{**document["lessons"][0]["steps"][0], "wrong": [both]}]
    assert schema_problems({**document, "lessons": [{**document["lessons"][0], "steps": steps}]})
    twice = tmp_path / "twice.yaml"
    first = document["lessons"][0]
    twice.write_text(yaml.safe_dump({**document, "lessons": [first, first]}), encoding="utf-8")
    with pytest.raises(LessonError, match="twice"):
        read_course(twice)
    missing = tmp_path / "missing.yaml"
    gone = {**first, "position": {"fixture": "carcassonne/no/such-fixture"}}
    missing.write_text(yaml.safe_dump({**document, "lessons": [gone]}), encoding="utf-8")
    with pytest.raises(LessonError, match="no fixture"):
        read_course(missing)


def test_ids_are_unique_name_their_game_and_sources_exist() -> None:
    ids = [lesson.id for lesson in LESSONS]
    assert len(ids) == len(set(ids))
    for lesson in LESSONS:
        assert lesson.id.startswith(f"{lesson.game}-"), lesson.id
        assert source_problem(lesson.source) is None, lesson.id
        assert lesson.source.startswith(f"rules/{lesson.game}.md#"), lesson.id
        for example in lesson.examples:
            assert source_problem(f"rules/{lesson.game}.md#{example}") is None, example


@pytest.mark.parametrize("game", ["carcassonne", "burgundy"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_at_least_twelve_lessons_per_game_in_every_language(game: str, language: str) -> None:
    course = courses()[game]
    assert len([x for x in course.lessons if language in x.languages]) >= 12


def test_every_rulebook_example_encoded_in_conformance_has_a_lesson() -> None:
    encoded = {f.source for f in load_fixtures([SUITE_ROOT / "fixtures"])} & example_sources()
    assert len(encoded) >= 16
    taught = {f"rules/{x.game}.md#{example}" for x in LESSONS for example in x.examples}
    assert sorted(encoded - taught) == []


@pytest.mark.parametrize("game", ["carcassonne", "burgundy"])
def test_a_course_follows_the_rulebooks_order(game: str) -> None:
    """Lessons come topic by topic in the course's order of topics (the issue's: placing,
    followers, ... for Carcassonne), and within a topic by the Persian rulebook's lines."""
    course = courses()[game]
    topics = list(course.topics)
    seen = [topics.index(x.topic) for x in course.lessons]
    assert seen == sorted(seen), [x.id for x in course.lessons]
    assert set(seen) == set(range(len(topics))), "a topic without a lesson"
    for topic in topics:
        lines = [x.rule.quotes["fa"].line or 0 for x in course.lessons if x.topic == topic]
        assert lines == sorted(lines), (topic, lines)
    assert [x.order for x in course.lessons] == list(range(1, len(course.lessons) + 1))


def _source_pages(lines: list[str], line: int) -> list[int]:
    """The pages of the Persian rulebook's source line ("منبع: ...") under a cited line."""
    for text in lines[line - 1 :]:
        if text.startswith("منبع:"):
            return [int(n) for n in re.findall(r"\d+", text.translate(PERSIAN_DIGITS))]
    raise AssertionError(f"no source line after line {line}")


def _section(lines: list[str], line: int) -> str:
    """The Japanese rulebook's section heading over a line (a short line with no full stop,
    between blank lines)."""
    for number in range(line - 1, 0, -1):
        text = lines[number - 1]
        if text and "。" not in text and not lines[number - 2] and not lines[number]:
            return text
    raise AssertionError(f"no heading over line {line}")


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda x: x.id)
def test_each_lesson_cites_its_rulebook_line_and_the_line_holds_its_term(lesson: Lesson) -> None:
    course = courses()[lesson.game]
    for language in LANGUAGES:
        quote = lesson.rule.quotes[language]
        assert bare(quote.term) in bare(quote.text), (language, quote.term)
        if quote.line is None:
            continue
        lines = book_lines(course.rulebooks[language])
        cited = bare(lines[quote.line - 1])
        # the rulebook's own words: a part of the cited line, and the line holds the term
        assert bare(quote.text) in cited, (language, quote.line)
        assert bare(quote.term) in cited, (language, quote.term)
    fa = lesson.rule.quotes["fa"]
    assert fa.line is not None, "every lesson cites the Persian rulebook"
    assert list(lesson.rule.pages) == _source_pages(book_lines(course.rulebooks["fa"]), fa.line)
    ja = lesson.rule.quotes["ja"]
    if "ja" in course.rulebooks and "ja" in lesson.languages:
        assert ja.line is not None, "a game with a Japanese rulebook quotes it"
        assert lesson.rule.section == _section(book_lines(course.rulebooks["ja"]), ja.line)
    elif "ja" not in course.rulebooks:
        # no Japanese rulebook: the Japanese words are the glossary's for the game
        words = {term for game, _, term, _ in entries("ja") if game == lesson.game}
        assert ja.term in words, ja.term


def test_the_texts_are_written_in_their_languages() -> None:
    latin = re.compile(r"[A-Za-z]{2,}")  # a phase letter (A to E) alone is the rulebooks' own
    for lesson in LESSONS:
        course = courses()[lesson.game]
        texts = [lesson.title, lesson.teaches, course.topics[lesson.topic]]
        for step in lesson.steps:
            texts += [step.task, step.done] + ([step.miss] if step.miss else [])
            texts += [w.why for w in step.wrong if w.why]
        for words in texts:
            assert not latin.search(words["fa"]), (lesson.id, words["fa"])
            assert not latin.search(words["ja"]), (lesson.id, words["ja"])
            assert latin.search(words["en"]), (lesson.id, words["en"])
            # typeset Persian: the non-joiners the seed texts lost are back
            assert "میگ" not in words["fa"] and "میک" not in words["fa"], (lesson.id, words["fa"])


def _catalog_ids(language: str) -> set[str]:
    text = (ROOT / "web" / "locales" / language / "errors.ftl").read_text(encoding="utf-8")
    resource = FluentParser().parse(text)
    return {entry.id.name for entry in resource.body if isinstance(entry, ast.Message)}


def _canonical(game: Any, action: Any) -> bytes:
    return bytes(game.action_to_proto(action).SerializeToString(deterministic=True))


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda x: x.id)
def test_each_lesson_plays_through_its_engine(lesson: Lesson) -> None:
    """Every step: the shown move is right; each wrong move gets its explanation (the engine's
    refusal with the lesson's reason, which the page says in every language, or an allowed move
    that misses the goal); `miss` is there exactly when some legal move is not right."""
    game = get_game(lesson.game)
    lesson_play = played(lesson)
    catalogs = {language: _catalog_ids(language) for language in LANGUAGES}
    learner = lesson_play.steps[0].seat
    for index, step in enumerate(lesson_play.steps):
        where = f"{lesson.id} step {index + 1}"
        assert step.seat == learner, where
        assert judge(game, step.state, step.step, step.show).right, where
        assert step.show in step.right, where
        legal = step.state.legal_actions()
        assert set(step.right) <= set(legal), where
        missing = [a for a in legal if a not in step.right]
        assert (step.step.miss is not None) == bool(missing), (where, "miss iff a legal miss")
        for wrong in step.step.wrong:
            verdict = judge(game, step.state, step.step, parse_action(game, wrong.action))
            assert not verdict.right, (where, wrong.action)
            if wrong.reason:
                assert verdict.reason == wrong.reason, (where, wrong.action, verdict)
                reason_id = "error-" + wrong.reason.lower().replace("_", "-")
                assert all(reason_id in ids for ids in catalogs.values()), reason_id
            else:
                assert not verdict.reason and verdict.misses, (where, wrong.action, verdict)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda x: x.id)
def test_every_right_move_leads_to_the_same_next_steps(lesson: Lesson) -> None:
    """The page compares a move with the right moves of the shown path: any right move of a
    step must leave the next steps with the same right moves."""
    game = get_game(lesson.game)
    steps = played(lesson).steps
    for index, step in enumerate(steps[:-1]):
        for move in step.right:
            state = step.state.clone()
            state.apply_action(step.seat, move)
            for later in steps[index + 1 :]:
                right = sorted(
                    _canonical(game, a)
                    for a in state.legal_actions()
                    if judge(game, state, later.step, a).right
                )
                assert right == sorted(_canonical(game, a) for a in later.right), lesson.id
                state.apply_action(later.seat, later.show)


def test_a_course_is_read_from_its_file_only(tmp_path: Path) -> None:
    """courses() reads the files of a folder: a copy reads the same lessons."""
    for path in course_files():
        (tmp_path / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    copied: dict[str, Course] = courses(tmp_path)
    assert [x.id for c in copied.values() for x in c.lessons] == [
        x.id for c in courses().values() for x in c.lessons
    ]


def test_the_summary_counts_every_game_and_teaches_every_encoded_example(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from conformance.lessons.__main__ import main

    assert main([]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines] == ["burgundy", "carcassonne"]
    for line in lines:
        taught, encoded = re.findall(r"taught (\d+) of (\d+) encoded", line)[0]
        assert taught == encoded and int(encoded) >= 2, line
