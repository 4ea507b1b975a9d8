"""The courses: one YAML file of lessons per game beside the fixtures (docs/lessons.md), valid
against ``schema/lessons.schema.json``. This module only reads them: a lesson's start position
is resolved here (from a fixture or written for the lesson, compact positions filled as the
fixtures' are), and its moves stay proto3 JSON. Playing a lesson through an engine is
:mod:`conformance.lessons.judge`'s job, and :mod:`conformance.lessons.build` writes what the
service serves."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema

from conformance.runner.compact import expand
from conformance.runner.documents import SUITE_ROOT, read_document
from conformance.runner.loading import Fixture, load_fixtures

#: the page's languages; every lesson text is written in each
LANGUAGES = ("en", "fa", "ja")
LESSONS_ROOT = Path(__file__).resolve().parent
SCHEMA_FILE = SUITE_ROOT / "schema" / "lessons.schema.json"

#: a text in each language, by language code
Words = Mapping[str, str]


class LessonError(ValueError):
    """A lesson file that does not hold together (its position, its fixture, its moves)."""


@dataclass(frozen=True, slots=True)
class Quote:
    """The rule in one language: the rulebook's words when ``line`` is set, else ours."""

    text: str
    term: str
    line: int | None = None


@dataclass(frozen=True, slots=True)
class Rule:
    """The rulebook sentence a lesson teaches, with its citation."""

    quotes: Mapping[str, Quote]
    #: the official rulebook's pages (the Persian rulebook's source line gives them)
    pages: tuple[int, ...]
    #: the Japanese rulebook's section heading over the cited Japanese line, if any
    section: str = ""


@dataclass(frozen=True, slots=True)
class Wrong:
    """A wrong move: refused by the engine with ``reason``, or allowed but missing the goal
    (``why`` says so)."""

    action: Mapping[str, Any]
    reason: str = ""
    why: Words | None = None


@dataclass(frozen=True, slots=True)
class Step:
    """One decision of the learner."""

    task: Words
    show: Mapping[str, Any]
    done: Words
    #: the goal's ``events`` and ``view`` (subset matches); empty: every legal move is right
    goal: Mapping[str, Any]
    #: an action played after the move before the goal is judged, or None
    then: Mapping[str, Any] | None
    miss: Words | None
    wrong: tuple[Wrong, ...]


@dataclass(frozen=True, slots=True)
class Start:
    """Where a lesson's table starts: the game's State in proto3 JSON (None: the setup), the
    chance outcomes that settle it and the acts played on it first, each ``(seat, action)``."""

    players: int
    options: Mapping[str, str]
    position: Mapping[str, Any] | None
    chance: tuple[tuple[str, str], ...]
    acts: tuple[tuple[int, Mapping[str, Any]], ...]


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson of a course."""

    id: str
    game: str
    #: 1-based place in its game's course (the rulebooks' order)
    order: int
    topic: str
    #: ``rules/<digest>.md#<anchor>``
    source: str
    #: the worked examples (anchors ``example-...``) it plays, its source's included
    examples: tuple[str, ...]
    languages: tuple[str, ...]
    title: Words
    teaches: Words
    rule: Rule
    start: Start
    steps: tuple[Step, ...]

    @property
    def name(self) -> str:
        """The lesson's resource name, ``lessons/{id}``."""
        return f"lessons/{self.id}"


@dataclass(frozen=True, slots=True)
class Course:
    """A game's lessons, in order, and the rulebooks they cite."""

    game: str
    rulebooks: Mapping[str, str]
    #: topic id -> its title, in course order
    topics: Mapping[str, Words]
    lessons: tuple[Lesson, ...]


def course_files(root: Path = LESSONS_ROOT) -> list[Path]:
    """Every course file, one per game."""
    return sorted(root.glob("*.yaml"))


@cache
def _schema() -> dict[str, Any]:
    schema: dict[str, Any] = read_document(SCHEMA_FILE)
    return schema


def schema_problems(document: Any) -> list[str]:
    """What makes ``document`` invalid against the lesson schema (empty: valid)."""
    validator = jsonschema.Draft202012Validator(_schema())
    return [
        f"{'/'.join(str(p) for p in error.absolute_path) or '(top)'}: {error.message}"
        for error in sorted(validator.iter_errors(document), key=lambda e: list(e.path))
    ]


@cache
def _fixtures() -> dict[str, Fixture]:
    return {f.name: f for f in load_fixtures((SUITE_ROOT / "fixtures",))}


def _words(raw: Mapping[str, str] | None) -> Words | None:
    return None if raw is None else {lang: str(raw[lang]) for lang in LANGUAGES}


def _options(raw: Mapping[str, Any] | None) -> dict[str, str]:
    return {str(k): str(v) for k, v in (raw or {}).items()}


def _start(raw: Mapping[str, Any], game: str, lesson_id: str) -> Start:
    spec: Mapping[str, Any] = raw.get("position") or {}
    players = int(raw["players"])
    options = _options(raw.get("options"))
    chance = [(str(o["kind"]), str(o["value"])) for o in spec.get("chance", ())]
    acts: list[tuple[int, Mapping[str, Any]]] = []
    position: dict[str, Any] | None = None
    compact = True
    if "fixture" in spec:
        fixture = _fixtures().get(spec["fixture"])
        if fixture is None:
            raise LessonError(f"{lesson_id}: no fixture {spec['fixture']!r}")
        if fixture.game != game or fixture.players != players:
            raise LessonError(f"{lesson_id}: fixture {fixture.name} is another game or count")
        options = {**fixture.options, **options}
        if "chance" not in spec:
            chance = [(str(o["kind"]), str(o["value"])) for o in fixture.chance]
        document = read_document(fixture.path)
        original = next(f for f in document["fixtures"] if f["name"] == fixture.name)
        position = copy.deepcopy(original.get("position"))
        compact = original.get("position_form", "full") == "compact"
        moves = [s["act"] for s in fixture.steps if "act" in s]
        after = int(spec.get("after", 0))
        if after > len(moves):
            raise LessonError(f"{lesson_id}: fixture {fixture.name} has {len(moves)} acts")
        acts = [(int(m["seat"]), m["action"]) for m in moves[:after]]
    elif "compact" in spec:
        position = copy.deepcopy(dict(spec["compact"]))
    if "set" in spec:
        if position is None:
            raise LessonError(f"{lesson_id}: `set` needs a position")
        position.update(copy.deepcopy(dict(spec["set"])))
    if position is not None and compact:
        try:
            position = expand(game, position, players, options)
        except ValueError as error:
            raise LessonError(f"{lesson_id}: compact position: {error}") from error
    return Start(players, options, position, tuple(chance), tuple(acts))


def _step(raw: Mapping[str, Any]) -> Step:
    goal = dict(raw.get("goal") or {})
    then = goal.pop("then", None)
    wrong = tuple(
        Wrong(w["action"], str(w.get("reason", "")), _words(w.get("why")))
        for w in raw.get("wrong", ())
    )
    task, done = _words(raw["task"]), _words(raw["done"])
    assert task is not None and done is not None
    return Step(task, raw["show"], done, goal, then, _words(raw.get("miss")), wrong)


def _rule(raw: Mapping[str, Any]) -> Rule:
    quotes = {
        lang: Quote(str(raw[lang]["text"]), str(raw[lang]["term"]), raw[lang].get("line"))
        for lang in LANGUAGES
    }
    return Rule(quotes, tuple(int(p) for p in raw["pages"]), str(raw.get("section", "")))


def _lesson(raw: Mapping[str, Any], game: str, order: int) -> Lesson:
    lesson_id = str(raw["id"])
    source = str(raw["source"])
    anchor = source.partition("#")[2]
    examples = [anchor] if anchor.startswith("example-") else []
    examples += [e for e in raw.get("examples", ()) if e not in examples]
    title, teaches = _words(raw["title"]), _words(raw["teaches"])
    assert title is not None and teaches is not None
    return Lesson(
        id=lesson_id,
        game=game,
        order=order,
        topic=str(raw["topic"]),
        source=source,
        examples=tuple(examples),
        languages=tuple(raw.get("languages", LANGUAGES)),
        title=title,
        teaches=teaches,
        rule=_rule(raw["rule"]),
        start=_start(raw, game, lesson_id),
        steps=tuple(_step(s) for s in raw["steps"]),
    )


def read_course(path: Path) -> Course:
    """One course file, checked against the schema and for unique ids and known topics."""
    document = read_document(path)
    problems = schema_problems(document)
    if problems:
        raise LessonError(f"{path.name}: " + "; ".join(problems[:5]))
    game = str(document["game"])
    topics = {str(t["id"]): _words(t["title"]) for t in document["topics"]}
    lessons = tuple(_lesson(raw, game, i + 1) for i, raw in enumerate(document["lessons"]))
    seen: set[str] = set()
    for lesson in lessons:
        if lesson.id in seen:
            raise LessonError(f"{path.name}: lesson id {lesson.id} twice")
        if lesson.topic not in topics:
            raise LessonError(f"{path.name}: {lesson.id}: unknown topic {lesson.topic}")
        seen.add(lesson.id)
    return Course(
        game=game,
        rulebooks=dict(document["rulebooks"]),
        topics={k: v for k, v in topics.items() if v is not None},
        lessons=lessons,
    )


@cache
def courses(root: Path = LESSONS_ROOT) -> dict[str, Course]:
    """game -> its course, for every course file under ``root``."""
    found: dict[str, Course] = {}
    for path in course_files(root):
        course = read_course(path)
        if course.game in found:
            raise LessonError(f"{path.name}: a second course for {course.game}")
        found[course.game] = course
    return found
