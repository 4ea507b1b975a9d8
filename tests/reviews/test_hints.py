"""GetHint over real gRPC (issue 46): off by default (HINTS_OFF); with the table option `hints`
on, the seat whose decision it is gets the search bot's moves best first with their expected
final margins, a legal move first, the same hint twice; another seat, a finished table and a
person whose bot work already waits are refused."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb

from service import logs
from service.botwork import WAITING_PER_PERSON
from service.reviews.work import hint_with
from tests.seating.support import create, join
from tests.service.harness import (
    Client,
    ServerThread,
    base_settings,
    error_info,
    expect_error,
    hosted_test_games,
)
from tests.service.harness import new_request_id as request_id


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    tmp: Path = tmp_path_factory.mktemp("hints")
    logs.configure("info", (tmp / "server.log").open("a", buffering=1))
    running = ServerThread(
        base_settings(tmp, bot_workers=0, schedule_poll=0.05, review_rounds=3),
        hosted_test_games(),
    ).start()
    try:
        yield running
    finally:
        running.stop()


def two_people(target: str, game: str, options: dict[str, str]) -> tuple[str, list[Client]]:
    created = create(target, game, 2, {}, options, auto_start=True)
    players = [join(target, created, seat, f"p{seat}") for seat in range(2)]
    return created.table.name, players


def to_move(players: list[Client], name: str) -> tuple[int, Client]:
    table = players[0].GetView(pb.GetViewRequest(table=name)).view
    return table.current_seat, players[table.current_seat]


def test_hints_are_off_by_default(server: ServerThread) -> None:
    name, players = two_people(server.target, "carcassonne", {})
    _, person = to_move(players, name)
    expect_error(
        lambda: person.GetHint(pb.GetHintRequest(table=name)),
        grpc.StatusCode.FAILED_PRECONDITION,
        "HINTS_OFF",
    )
    options = person.GetTable(pb.GetTableRequest(name=name)).table.service_options
    assert options["hints"] == "off"


@pytest.mark.parametrize("game", ["carcassonne", "burgundy"])
def test_a_seat_asks_what_the_bot_would_play_and_why(server: ServerThread, game: str) -> None:
    name, players = two_people(server.target, game, {"hints": "on"})
    while True:  # past forced moves (a tile with one place): their hint is that move, unsearched
        seat, person = to_move(players, name)
        hint = person.GetHint(pb.GetHintRequest(table=name)).hint
        legal = person.ListLegalActions(pb.ListLegalActionsRequest(table=name))
        if len(legal.actions) >= 2:
            break
        assert [(m.action, m.value) for m in hint.moves] == [(legal.actions[0], 0.0)]
        person.SubmitAction(
            pb.SubmitActionRequest(table=name, action=hint.moves[0].action, request_id=request_id())
        )
    other = players[1 - seat]
    assert hint.version == legal.version and hint.seat == seat and hint.rounds == 3
    assert hint.choices == len(legal.actions) >= 2
    assert 2 <= len(hint.moves) <= hint.choices
    values = [m.value for m in hint.moves]
    assert values == sorted(values, reverse=True)
    wire = {a.SerializeToString(deterministic=True) for a in legal.actions}
    for move in hint.moves:
        assert move.action.SerializeToString(deterministic=True) in wire
        assert move.text
    # the same version, the same hint (a pure function of the table, its version and the seat)
    assert person.GetHint(pb.GetHintRequest(table=name)).hint == hint
    # a hint is for the seat whose decision it is
    expect_error(
        lambda: other.GetHint(pb.GetHintRequest(table=name)),
        grpc.StatusCode.FAILED_PRECONDITION,
        "NOT_YOUR_TURN",
    )
    # the host and a spectator hold no seat
    host = Client(server.target, None)
    expect_error(
        lambda: host.GetHint(pb.GetHintRequest(table=name)),
        grpc.StatusCode.UNAUTHENTICATED,
        "CREDENTIAL_MISSING",
    )
    # the hinted move is legal: the table takes it
    done = person.SubmitAction(
        pb.SubmitActionRequest(
            table=name,
            action=hint.moves[0].action,
            expected_version=hint.version,
            request_id=request_id(),
        )
    )
    assert done.version == hint.version + 1


def test_no_hint_once_the_game_is_over(server: ServerThread) -> None:
    created = create(server.target, "carcassonne", 2, {1: ("random", 0)}, {"hints": "on"}, True)
    name = created.table.name
    person = join(server.target, created, 0)
    host = Client(server.target, created.host_credential)
    host.AbandonTable(pb.AbandonTableRequest(table=name))
    expect_error(
        lambda: person.GetHint(pb.GetHintRequest(table=name)),
        grpc.StatusCode.FAILED_PRECONDITION,
        "TABLE_NOT_ACTIVE",
    )


def test_one_persons_hints_are_bounded_by_the_bot_work_queue(
    server: ServerThread, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Eight hints asked at once by one person (one address), at eight tables, while one search
    worker serves the server: one runs, a few wait, the rest are refused at once with a retry
    delay (RATE_LIMITED), so one person cannot queue unbounded search work.

    The searches are held until the refusals have come (or 15 s have passed): on an idle
    machine a hint's search ends before the next request arrives, and the test measured the
    machine's speed instead of the queue's bound."""
    searching = threading.Event()

    def held(*args: Any) -> Any:
        searching.wait(30)
        return hint_with(*args)

    monkeypatch.setattr("service.reviews.hints.hint_with", held)  # what GetHint runs
    target = server.target
    askers = []
    for _ in range(8):
        name, players = two_people(target, "burgundy", {"hints": "on"})
        askers.append((name, to_move(players, name)[1]))
    start = threading.Barrier(len(askers))
    answers: list[str] = []
    lock = threading.Lock()

    def ask(name: str, person: Client) -> None:
        start.wait()
        try:
            person.GetHint(pb.GetHintRequest(table=name))
            outcome = "hint"
        except grpc.RpcError as error:
            code, reason, _ = error_info(error)
            outcome = f"{code.name} {reason}"
        with lock:
            answers.append(outcome)

    threads = [threading.Thread(target=ask, args=pair) for pair in askers]
    for thread in threads:
        thread.start()
    refused = len(askers) - 1 - WAITING_PER_PERSON  # beyond the one running and those waiting
    deadline = time.monotonic() + 15
    while len(answers) < refused and time.monotonic() < deadline:
        time.sleep(0.05)
    searching.set()
    for thread in threads:
        thread.join(120)
    assert len(answers) == len(askers)
    assert set(answers) == {"hint", "RESOURCE_EXHAUSTED RATE_LIMITED"}, answers
    assert answers.count("hint") >= 2
