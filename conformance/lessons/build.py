"""The service's lessons, built from the courses: ``service/lessons/courses.json``, written by
``python -m conformance.regenerate`` (``--check`` fails when it is stale).

Each lesson is played through its engine here (:mod:`conformance.lessons.judge`), so the file
holds what the service needs and nothing it would have to work out: the texts, the start
position as the game's serialized State (settled at the learner's decision, a fixture's
compact position filled), the learner's seat, and for each step every move the engine judges
right. The service reads it and knows no YAML, compact position or goal (docs/layout.md: the
service does not import the conformance suite).
"""

from __future__ import annotations

import base64
import json
from pathlib import Path
from typing import Any

from conformance.lessons import LANGUAGES, Course, Lesson, courses
from conformance.lessons.judge import parse_action, play, to_json
from conformance.runner.documents import SUITE_ROOT
from engines.registry import get_game

#: the service's copy of the courses
OUTPUT = SUITE_ROOT.parent / "service" / "lessons" / "courses.json"
GENERATOR = "python -m conformance.regenerate"


def _action(game: Any, action: Any) -> dict[str, Any]:
    return to_json(game.action_to_proto(action))


def _lesson(course: Course, lesson: Lesson) -> dict[str, Any]:
    game = get_game(lesson.game)
    played = play(game, lesson)
    steps = []
    for step in played.steps:
        texts = step.step
        steps.append(
            {
                "task": dict(texts.task),
                "right": [_action(game, a) for a in step.right],
                "show": _action(game, step.show),
                "miss": dict(texts.miss) if texts.miss else None,
                "mistakes": [
                    {
                        "action": _action(game, parse_action(game, w.action)),
                        "reason": w.reason,
                        "why": dict(w.why) if w.why else None,
                    }
                    for w in texts.wrong
                ],
                "done": dict(texts.done),
            }
        )
    rule = lesson.rule
    return {
        "id": lesson.id,
        "game": lesson.game,
        "order": lesson.order,
        "topic": lesson.topic,
        "topic_title": dict(course.topics[lesson.topic]),
        "source": lesson.source,
        "examples": list(lesson.examples),
        "languages": list(lesson.languages),
        "title": dict(lesson.title),
        "teaches": dict(lesson.teaches),
        "rule": {
            "pages": list(rule.pages),
            "section": rule.section,
            "quotes": {
                language: {
                    "text": rule.quotes[language].text,
                    "term": rule.quotes[language].term,
                    "rulebook": course.rulebooks.get(language, "")
                    if rule.quotes[language].line
                    else "",
                    "line": rule.quotes[language].line or 0,
                }
                for language in LANGUAGES
            },
        },
        "players": lesson.start.players,
        "options": dict(lesson.start.options),
        "learner": played.steps[0].seat,
        # the game's State, serialized (deterministic) and in base64: exact, and a tenth the size
        # of its proto3 JSON with every supply written out
        "start": base64.b64encode(
            played.start.to_proto().SerializeToString(deterministic=True)
        ).decode(),
        "steps": steps,
    }


def courses_document(root: Path | None = None) -> dict[str, Any]:
    """Every lesson of every course, in game-name then course order, ready for the service."""
    found = courses(root) if root is not None else courses()
    return {
        "generated": True,
        "generator": GENERATOR,
        "languages": list(LANGUAGES),
        "lessons": [
            _lesson(course, lesson)
            for _, course in sorted(found.items())
            for lesson in course.lessons
        ],
    }


def courses_text() -> str:
    return json.dumps(courses_document(), ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def lesson_files() -> dict[Path, str]:
    """The files :mod:`conformance.regenerate` writes for the lessons."""
    return {OUTPUT: courses_text()}
