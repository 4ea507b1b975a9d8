"""The lessons a server offers: the courses of the games it hosts, each lesson played through
its engine once (on first use) and kept, and their API messages in each language."""

from __future__ import annotations

import threading
from collections.abc import Mapping
from typing import Any

from google.protobuf import any_pb2
from meeple.v1 import game_service_pb2 as pb

from conformance.lessons import LANGUAGES, Course, Lesson, LessonError, courses
from service.lessons.judge import AnyGame, PlayedLesson, parse_action, play
from service.model import game_name


def _pack(game: AnyGame, action: Any) -> any_pb2.Any:
    packed = any_pb2.Any()
    packed.Pack(game.action_to_proto(action))
    return packed


class LessonCatalog:
    """Every lesson of the hosted games' courses, by id, in course order."""

    def __init__(self, games: Mapping[str, AnyGame]) -> None:
        self._games = games
        self._lock = threading.Lock()
        self._courses: dict[str, Course] | None = None
        self._played: dict[str, PlayedLesson] = {}

    def courses(self) -> dict[str, Course]:
        """game -> its course, for the hosted games that have one (read once)."""
        with self._lock:
            if self._courses is None:
                self._courses = {g: c for g, c in courses().items() if g in self._games}
                ids = [lesson.id for c in self._courses.values() for lesson in c.lessons]
                if len(ids) != len(set(ids)):
                    raise LessonError("a lesson id is used by two courses")
            return self._courses

    def lessons(self, game: str | None, language: str) -> list[Lesson]:
        """The lessons of ``game`` (every game when None) in ``language``, by game name then
        course order."""
        found: list[Lesson] = []
        for name, course in sorted(self.courses().items()):
            if game is None or name == game:
                found += [lesson for lesson in course.lessons if language in lesson.languages]
        return found

    def find(self, lesson_id: str) -> Lesson | None:
        for course in self.courses().values():
            for lesson in course.lessons:
                if lesson.id == lesson_id:
                    return lesson
        return None

    def played(self, lesson: Lesson) -> PlayedLesson:
        """The lesson through its engine: its start and each step's right moves (computed on
        first use, then kept: a course is a few dozen lessons)."""
        with self._lock:
            found = self._played.get(lesson.id)
        if found is None:
            found = play(self._games[lesson.game], lesson)
            with self._lock:
                self._played[lesson.id] = found
        return found

    def message(self, lesson: Lesson, language: str, steps: bool = False) -> pb.Lesson:
        """The API's Lesson in ``language``; with its steps (the right moves) when ``steps``."""
        if language not in LANGUAGES:
            raise ValueError(language)
        course = self.courses()[lesson.game]
        quote = lesson.rule.quotes[language]
        rulebook = course.rulebooks.get(language, "") if quote.line else ""
        message = pb.Lesson(
            name=lesson.name,
            game=game_name(lesson.game),
            order=lesson.order,
            language=language,
            title=lesson.title[language],
            teaches=lesson.teaches[language],
            topic=lesson.topic,
            topic_title=course.topics[lesson.topic][language],
            rule=pb.LessonRule(
                text=quote.text,
                term=quote.term,
                rulebook=rulebook,
                line=(quote.line or 0) if rulebook else 0,
                pages=list(lesson.rule.pages),
                section=lesson.rule.section if language == "ja" else "",
            ),
            source=lesson.source,
            examples=list(lesson.examples),
            step_count=len(lesson.steps),
        )
        if steps:
            message.steps.extend(self._steps(lesson, language))
        return message

    def _steps(self, lesson: Lesson, language: str) -> list[pb.LessonStep]:
        game = self._games[lesson.game]
        found: list[pb.LessonStep] = []
        for played in self.played(lesson).steps:
            step = played.step
            found.append(
                pb.LessonStep(
                    task=step.task[language],
                    right_actions=[_pack(game, a) for a in played.right],
                    shown_action=_pack(game, played.show),
                    miss=step.miss[language] if step.miss else "",
                    mistakes=[
                        pb.LessonMistake(
                            action=_pack(game, parse_action(game, wrong.action)),
                            reason=wrong.reason,
                            why=wrong.why[language] if wrong.why else "",
                        )
                        for wrong in step.wrong
                    ],
                    done=step.done[language],
                )
            )
        return found
