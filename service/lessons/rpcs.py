"""ListLessons and StartLesson.

StartLesson is CreateTable and JoinTable in one call, with what a caller cannot ask of either:
the game starts at a lesson's position (only a lesson's; no admin token, never a conformance
table). Its table is private, its other seats are bots, it starts when the learner sits down,
and a LeaveTable ends it (``on_leave`` = ``abandon``). It draws on CreateTable's per-address
budget (:class:`service.ratelimit.CallLimits`), so a client opens lesson tables no faster than
tables.
"""

from __future__ import annotations

import base64
import re
import uuid

from meeple.v1 import game_service_pb2 as pb

from service import errors
from service.lessons.catalog import LANGUAGES, Lesson, LessonCatalog
from service.lobby import LobbyMixin
from service.lobby.create import LessonStart
from service.rpc_input import (
    GAME_NAME,
    MAX_DISPLAY_NAME,
    Caller,
    RequestLog,
    check_display_name,
    check_proposed_credential,
    check_request_id,
)
from service.security import derive_token

LESSON_NAME = re.compile(r"^lessons/([a-z0-9]+(?:-[a-z0-9]+)*)$")
#: lessons per ListLessons page: the default and the most
PAGE_SIZE = 100
#: the bot in a lesson's other seats
LESSON_BOT = pb.BotSpec(kind="greedy")
#: the learner's name when the request gives none
DEFAULT_NAME = "Learner"
#: the namespace of the JoinTable request id derived from a StartLesson request id
_JOIN_IDS = uuid.UUID("0b4c7f3e-44a1-4d2e-9c61-6c657373306e")


def _language(value: str) -> str:
    language = value or "en"
    if language not in LANGUAGES:
        raise errors.invalid(
            "INVALID_FIELD", "language must be one of en, fa, ja", field="language"
        )
    return language


def _page_token(game: str, language: str, offset: int) -> str:
    return base64.urlsafe_b64encode(f"lessons:{game}:{language}:{offset}".encode()).decode()


def _page_offset(token: str, game: str, language: str, total: int) -> int:
    if not token:
        return 0
    try:
        prefix, token_game, token_language, offset = (
            base64.urlsafe_b64decode(token.encode()).decode().split(":")
        )
        start = int(offset)
    except (ValueError, UnicodeDecodeError):
        start = -1
        prefix = token_game = token_language = ""
    if (prefix, token_game, token_language) != ("lessons", game, language) or not (
        0 < start < total
    ):
        raise errors.invalid(
            "INVALID_PAGE_TOKEN",
            "page_token is not one this service issued for this game and language",
            field="page_token",
        )
    return start


class LessonMixin(LobbyMixin):
    """ListLessons and StartLesson."""

    _lesson_catalog: LessonCatalog | None = None

    @property
    def lesson_catalog(self) -> LessonCatalog:
        if self._lesson_catalog is None:
            self._lesson_catalog = LessonCatalog(self.games)
        return self._lesson_catalog

    async def list_lessons(
        self, request: pb.ListLessonsRequest, caller: Caller, rlog: RequestLog
    ) -> pb.ListLessonsResponse:
        language = _language(request.language)
        game: str | None = None
        if request.game:
            match = GAME_NAME.match(request.game)
            if match is None:
                raise errors.invalid(
                    "INVALID_FIELD", "game must look like games/{game}", field="game"
                )
            game = self._game(match.group(1)).name
        if request.page_size < 0:
            raise errors.invalid(
                "INVALID_FIELD", "page_size must not be negative", field="page_size"
            )
        size = min(request.page_size or PAGE_SIZE, PAGE_SIZE)
        lessons = self.lesson_catalog.lessons(game, language)
        start = _page_offset(request.page_token, game or "", language, len(lessons))
        page = lessons[start : start + size]
        response = pb.ListLessonsResponse(
            lessons=[self.lesson_catalog.message(lesson, language) for lesson in page]
        )
        if start + size < len(lessons):
            response.next_page_token = _page_token(game or "", language, start + size)
        return response

    def _lesson(self, name: str, language: str) -> Lesson:
        if not name:
            raise errors.invalid("MISSING_FIELD", "lesson is required", field="lesson")
        match = LESSON_NAME.match(name)
        if match is None:
            raise errors.invalid(
                "INVALID_FIELD", "lesson must look like lessons/{lesson}", field="lesson"
            )
        lesson = self.lesson_catalog.find(match.group(1))
        if lesson is None or language not in lesson.languages:
            raise errors.not_found("LESSON_NOT_FOUND", "no such lesson", lesson=name[:100])
        return lesson

    async def start_lesson(
        self, request: pb.StartLessonRequest, caller: Caller, rlog: RequestLog
    ) -> pb.StartLessonResponse:
        language = _language(request.language)
        lesson = self._lesson(request.lesson, language)
        request_id = check_request_id(request.request_id)
        proposed = check_proposed_credential(request.seat_credential, "seat_credential")
        display = check_display_name(request.display_name, "display_name", MAX_DISPLAY_NAME, False)
        learner = lesson.learner
        message = self.lesson_catalog.message(lesson, language, steps=True)
        create = pb.CreateTableRequest(
            game=f"games/{lesson.game.name}",
            seat_count=lesson.players,
            options={**lesson.options, "on_leave": "abandon"},
            display_name=message.title[:100],
            auto_start=True,
            request_id=request_id,
            # a retry proposes the same seat credential, hence the same host credential: the
            # table's first response again; nobody is given the host credential
            host_credential=derive_token(proposed, "lesson-host", lesson.id) if proposed else "",
            bot_seats={s: LESSON_BOT for s in range(lesson.players) if s != learner},
        )
        created = await self.create_table(
            create,
            Caller(token=None, peer=caller.peer),
            rlog,
            LessonStart(lesson.name, lesson.start_state()),
        )
        join = pb.JoinTableRequest(
            table=created.table.name,
            invite_token=created.invite_token,
            display_name=display or DEFAULT_NAME,
            seat=learner,
            request_id=str(uuid.uuid5(_JOIN_IDS, request_id)) if request_id else "",
            seat_credential=proposed,
        )
        joined = await self.join_table(join, caller, rlog)
        return pb.StartLessonResponse(
            table=joined.table,
            seat=joined.seat,
            seat_credential=joined.seat_credential,
            lesson=message,
        )
