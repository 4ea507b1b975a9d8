"""The lessons a server offers: ``courses.json`` beside this module (generated from the courses
in ``conformance/lessons/`` by ``python -m conformance.regenerate``, each lesson played through
its engine there), the lessons of the games this server hosts, and their API messages in each
language. Nothing here judges a move: the file holds the right moves the engine found."""

from __future__ import annotations

import base64
import json
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from google.protobuf import any_pb2, json_format
from meeple.v1 import game_service_pb2 as pb

from engines.contract import Game
from service.model import game_name

#: the page's languages, in which every lesson is written
LANGUAGES = ("en", "fa", "ja")
COURSES = Path(__file__).with_name("courses.json")

AnyGame = Game[Any, Any, Any, Any]


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson as the generated file holds it (``data``), with its game."""

    data: Mapping[str, Any]
    game: AnyGame

    @property
    def id(self) -> str:
        return str(self.data["id"])

    @property
    def name(self) -> str:
        return f"lessons/{self.id}"

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(self.data["languages"])

    @property
    def players(self) -> int:
        return int(self.data["players"])

    @property
    def learner(self) -> int:
        return int(self.data["learner"])

    @property
    def options(self) -> dict[str, str]:
        return {str(k): str(v) for k, v in self.data["options"].items()}

    def start_state(self) -> bytes:
        """The game's State the lesson's table starts from, serialized."""
        return base64.b64decode(self.data["start"])

    def action(self, document: Mapping[str, Any]) -> any_pb2.Any:
        """An action of the lesson (proto3 JSON), as the game's Action packed in Any."""
        packed = any_pb2.Any()
        packed.Pack(json_format.ParseDict(dict(document), self.game.action_type()))
        return packed


class LessonCatalog:
    """Every lesson of the hosted games' courses, in game-name then course order."""

    def __init__(self, games: Mapping[str, AnyGame], path: Path = COURSES) -> None:
        self._games = games
        self._path = path
        self._lock = threading.Lock()
        self._lessons: list[Lesson] | None = None

    def all(self) -> list[Lesson]:
        """The lessons of the hosted games (the file is read once)."""
        with self._lock:
            if self._lessons is None:
                document = json.loads(self._path.read_text(encoding="utf-8"))
                self._lessons = [
                    Lesson(data, self._games[data["game"]])
                    for data in document["lessons"]
                    if data["game"] in self._games
                ]
            return self._lessons

    def lessons(self, game: str | None, language: str) -> list[Lesson]:
        """The lessons of ``game`` (every game when None) written for ``language``."""
        return [
            x
            for x in self.all()
            if (game is None or x.data["game"] == game) and language in x.languages
        ]

    def find(self, lesson_id: str) -> Lesson | None:
        return next((x for x in self.all() if x.id == lesson_id), None)

    @staticmethod
    def message(lesson: Lesson, language: str, steps: bool = False) -> pb.Lesson:
        """The API's Lesson in ``language``; with its steps (the right moves) when ``steps``."""
        if language not in LANGUAGES:
            raise ValueError(language)
        data = lesson.data
        quote = data["rule"]["quotes"][language]
        message = pb.Lesson(
            name=lesson.name,
            game=game_name(data["game"]),
            order=data["order"],
            language=language,
            title=data["title"][language],
            teaches=data["teaches"][language],
            topic=data["topic"],
            topic_title=data["topic_title"][language],
            rule=pb.LessonRule(
                text=quote["text"],
                term=quote["term"],
                rulebook=quote["rulebook"],
                line=quote["line"],
                pages=data["rule"]["pages"],
                section=data["rule"]["section"] if language == "ja" else "",
            ),
            source=data["source"],
            examples=data["examples"],
            step_count=len(data["steps"]),
        )
        if steps:
            message.steps.extend(_step(lesson, step, language) for step in data["steps"])
        return message


def _step(lesson: Lesson, step: Mapping[str, Any], language: str) -> pb.LessonStep:
    return pb.LessonStep(
        task=step["task"][language],
        right_actions=[lesson.action(a) for a in step["right"]],
        shown_action=lesson.action(step["show"]),
        miss=step["miss"][language] if step["miss"] else "",
        mistakes=[
            pb.LessonMistake(
                action=lesson.action(m["action"]),
                reason=m["reason"],
                why=m["why"][language] if m["why"] else "",
            )
            for m in step["mistakes"]
        ],
        done=step["done"][language],
    )
