"""ListLessons and StartLesson over real gRPC (issue 44): the courses in each language, and a
lesson's table: private, started at the lesson's position with the learner seated and bots in
the other seats, never a conformance table, played to the end of the lesson with the moves
the response calls right; what a hostile client can and cannot do with it."""

from __future__ import annotations

import uuid

import grpc
import pytest
from google.protobuf import any_pb2
from meeple.v1 import game_service_pb2 as pb

from tests.service.harness import ADMIN, Client, ServerThread, error_info, expect_error

CREDENTIAL = "L" * 43


def start(
    target: str, lesson: str, language: str = "en", token: str | None = None, **fields: str
) -> pb.StartLessonResponse:
    request = pb.StartLessonRequest(lesson=lesson, language=language, **fields)
    response: pb.StartLessonResponse = Client(target, token).StartLesson(request)
    return response


def test_list_lessons_in_each_language(server: ServerThread) -> None:
    client = Client(server.target)
    lists = {
        language: client.ListLessons(pb.ListLessonsRequest(language=language)).lessons
        for language in ("en", "fa", "ja")
    }
    for language, lessons in lists.items():
        games = [lesson.game for lesson in lessons]
        assert games == sorted(games), "by game name, then course order"
        for game in ("games/burgundy", "games/carcassonne"):
            course = [x for x in lessons if x.game == game]
            assert len(course) >= 12, (language, game)
            assert [x.order for x in course] == sorted(x.order for x in course)
        assert all(x.language == language and not x.steps and x.step_count for x in lessons)
    fa = {x.name: x for x in lists["fa"]}
    first = fa["lessons/carcassonne-draw-and-place"]
    assert first.title == "کاشی بکشید و بگذارید"
    assert (first.rule.rulebook, first.rule.line) == ("004_e0186f9af15219a7.txt", 45)
    assert list(first.rule.pages) == [11, 12] and first.rule.term in first.rule.text
    assert first.source == "rules/carcassonne.md#placement-touch"
    ja = {x.name: x for x in lists["ja"]}
    # no Japanese Carcassonne rulebook: the project's words, citing no file
    assert ja["lessons/carcassonne-draw-and-place"].rule.rulebook == ""
    sale = ja["lessons/burgundy-sell-goods"]
    assert sale.rule.rulebook == "001_26b2ce4f5436eaf4.txt" and sale.rule.section
    assert "example-three-player-sale" in sale.examples
    # a lesson kept to the languages whose rulebook it follows (the 2011 values)
    assert "lessons/burgundy-k15" in fa and "lessons/burgundy-k15" not in ja
    assert len(lists["en"]) == len(lists["fa"]) == len(lists["ja"]) + 1


def test_list_lessons_filters_pages_and_refuses(server: ServerThread) -> None:
    client = Client(server.target)
    only = client.ListLessons(pb.ListLessonsRequest(game="games/carcassonne", language="fa"))
    assert {x.game for x in only.lessons} == {"games/carcassonne"}
    pages, token = [], ""
    while True:
        page = client.ListLessons(
            pb.ListLessonsRequest(game="games/carcassonne", page_size=5, page_token=token)
        )
        assert len(page.lessons) <= 5
        pages += page.lessons
        token = page.next_page_token
        if not token:
            break
    assert [x.name for x in pages] == [x.name for x in only.lessons]
    invalid = grpc.StatusCode.INVALID_ARGUMENT
    bad = [
        (pb.ListLessonsRequest(language="de"), invalid, "INVALID_FIELD"),
        (pb.ListLessonsRequest(game="carcassonne"), invalid, "INVALID_FIELD"),
        (pb.ListLessonsRequest(page_size=-1), invalid, "INVALID_FIELD"),
        (pb.ListLessonsRequest(game="games/chess"), grpc.StatusCode.NOT_FOUND, "GAME_NOT_FOUND"),
        (pb.ListLessonsRequest(page_token="bm9wZQ"), invalid, "INVALID_PAGE_TOKEN"),
    ]
    for request, code, reason in bad:
        expect_error(lambda r=request: client.ListLessons(r), code, reason)
    # a token is bound to its game and language
    first = client.ListLessons(pb.ListLessonsRequest(page_size=2))
    request = pb.ListLessonsRequest(language="fa", page_token=first.next_page_token)
    expect_error(
        lambda: client.ListLessons(request), grpc.StatusCode.INVALID_ARGUMENT, "INVALID_PAGE_TOKEN"
    )


def _same_action(a: any_pb2.Any, b: any_pb2.Any) -> bool:
    return a.type_url.rsplit("/", 1)[-1] == b.type_url.rsplit("/", 1)[-1] and a.value == b.value


@pytest.mark.parametrize(
    "lesson", ["carcassonne-road-completed", "burgundy-city-hall-chain", "burgundy-workers"]
)
def test_a_lesson_table_plays_the_lesson_through(server: ServerThread, lesson: str) -> None:
    started = start(server.target, f"lessons/{lesson}", "fa", display_name="نوآموز")
    table = started.table
    assert table.state == pb.Table.STATE_ACTIVE and table.lesson == f"lessons/{lesson}"
    assert table.visibility == pb.TABLE_VISIBILITY_PRIVATE and not table.conformance
    assert not table.HasField("fairness"), "a lesson does not start at the setup"
    assert table.service_options["on_leave"] == "abandon"
    learner = table.seats[started.seat]
    assert learner.display_name == "نوآموز" and learner.player == pb.Seat.PLAYER_HUMAN
    others = [s for s in table.seats if s.index != started.seat]
    assert others and all(s.player == pb.Seat.PLAYER_BOT for s in others)
    assert started.lesson.steps and all(s.right_actions for s in started.lesson.steps)
    player = Client(server.target, started.seat_credential)
    for step in started.lesson.steps:
        view = player.GetView(pb.GetViewRequest(table=table.name)).view
        assert view.current_seat == started.seat, step.task
        assert any(_same_action(step.shown_action, a) for a in step.right_actions)
        legal = player.ListLegalActions(pb.ListLegalActionsRequest(table=table.name)).actions
        for right in step.right_actions:
            assert any(_same_action(right, a) for a in legal), "a right move is a legal one"
        for mistake in step.mistakes:
            if mistake.reason:
                validate = pb.ValidateActionRequest(table=table.name, action=mistake.action)
                expect_error(
                    lambda v=validate: player.ValidateAction(v),
                    grpc.StatusCode.FAILED_PRECONDITION,
                    mistake.reason,
                )
        submit = pb.SubmitActionRequest(
            table=table.name, action=step.shown_action, request_id=str(uuid.uuid4())
        )
        assert player.SubmitAction(submit).event.action_applied.seat == started.seat
    # the learner leaves: the lesson's table ends for everyone (no bot plays on alone)
    left = player.LeaveTable(pb.LeaveTableRequest(table=table.name))
    assert left.table.state == pb.Table.STATE_ABANDONED


def test_the_response_speaks_the_language_asked(server: ServerThread) -> None:
    texts = {
        language: start(server.target, "lessons/burgundy-animals", language).lesson
        for language in ("en", "fa", "ja")
    }
    assert texts["en"].steps[0].task.startswith("Your pasture")
    assert "چمنزار" in texts["fa"].steps[0].task and "牧場" in texts["ja"].steps[0].task
    assert texts["ja"].rule.line == 55 and texts["fa"].rule.line == 99
    # the right moves are the engine's, whatever the language
    assert [a.value for a in texts["en"].steps[1].right_actions] == [
        a.value for a in texts["ja"].steps[1].right_actions
    ]


def test_start_lesson_refuses_what_is_no_lesson(server: ServerThread) -> None:
    invalid, missing = grpc.StatusCode.INVALID_ARGUMENT, grpc.StatusCode.NOT_FOUND
    monk = "lessons/carcassonne-monk"
    cases = [
        (pb.StartLessonRequest(), invalid, "MISSING_FIELD"),
        (pb.StartLessonRequest(lesson="carcassonne-monk"), invalid, "INVALID_FIELD"),
        (pb.StartLessonRequest(lesson="lessons/Carcassonne-Monk"), invalid, "INVALID_FIELD"),
        (pb.StartLessonRequest(lesson="lessons/chess-openings"), missing, "LESSON_NOT_FOUND"),
        # the 2011 values of the Persian rulebook are not taught in Japanese
        (pb.StartLessonRequest(lesson="lessons/burgundy-k15", language="ja"), missing,
         "LESSON_NOT_FOUND"),
        (pb.StartLessonRequest(lesson=monk, language="xx"), invalid, "INVALID_FIELD"),
        (pb.StartLessonRequest(lesson=monk, seat_credential="short"), invalid, "INVALID_FIELD"),
        (pb.StartLessonRequest(lesson=monk, request_id="nope"), invalid, "INVALID_REQUEST_ID"),
        (pb.StartLessonRequest(lesson=monk, display_name="a\u202eb"), invalid,
         "DISALLOWED_CHARACTER"),
    ]  # fmt: skip
    client = Client(server.target)
    for request, code, reason in cases:
        expect_error(lambda r=request: client.StartLesson(r), code, reason)


def test_a_lesson_table_is_a_private_table_like_any_other(server: ServerThread) -> None:
    """The admin token buys nothing (never a conformance table), the table's existence does not
    leak, and a retry with the same request id and proposed credential gets the same table."""
    as_admin = start(server.target, "lessons/carcassonne-monk", token=ADMIN)
    assert not as_admin.table.conformance and not as_admin.table.HasField("fairness")
    name = as_admin.table.name
    for token in (None, ADMIN, "garbage-token"):
        expect_error(
            lambda t=token: Client(server.target, t).GetTable(pb.GetTableRequest(name=name)),
            grpc.StatusCode.NOT_FOUND,
            "TABLE_NOT_FOUND",
        )
    request_id = str(uuid.uuid4())
    first = start(
        server.target, "lessons/carcassonne-monk", request_id=request_id,
        seat_credential=CREDENTIAL,
    )  # fmt: skip
    again = start(
        server.target, "lessons/carcassonne-monk", request_id=request_id,
        seat_credential=CREDENTIAL,
    )  # fmt: skip
    assert again.table.name == first.table.name and again.seat_credential == CREDENTIAL
    assert again.table.version == first.table.version
    other = pb.StartLessonRequest(
        lesson="lessons/carcassonne-farmer", request_id=request_id, seat_credential=CREDENTIAL
    )
    expect_error(
        lambda: Client(server.target).StartLesson(other),
        grpc.StatusCode.INVALID_ARGUMENT,
        "REQUEST_ID_REUSED",
    )
    # the proposed credential is the learner's seat credential, nothing more
    seat = Client(server.target, CREDENTIAL)
    table = seat.GetTable(pb.GetTableRequest(name=first.table.name)).table
    assert table.lesson == "lessons/carcassonne-monk"
    with pytest.raises(grpc.RpcError) as refused:
        seat.AbandonTable(pb.AbandonTableRequest(table=first.table.name))
    assert error_info(refused.value)[1] == "HOST_CREDENTIAL_REQUIRED"
