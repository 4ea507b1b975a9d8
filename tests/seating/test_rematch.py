"""RematchTable (issue 43): play again at a new table, over real gRPC. One new table however
many press at once; each person's seat is hers alone (her old seat credential proves who she
is, once); bots keep their seats; a fresh fairness commitment; a stranger learns nothing."""

from __future__ import annotations

import contextlib
import os
import random
import secrets
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb

from service import logs
from tests.service.harness import (
    SECRET_GAME,
    Client,
    ServerThread,
    base_settings,
    error_info,
    expect_error,
    hosted_test_games,
    new_request_id,
    open_table,
    play_to_end,
)

BOT = pb.BotSpec(kind="random")


@pytest.fixture(scope="module")
def target(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server with bot workers that know the secret test game (its bots play in them)."""
    tmp: Path = tmp_path_factory.mktemp("rematch")
    logs.configure("info", (tmp / "server.log").open("a", buffering=1))
    settings = base_settings(tmp, bot_workers=1, schedule_poll=0.05, extra_games=SECRET_GAME)
    running = ServerThread(settings, hosted_test_games()).start()
    try:
        yield running.target
    finally:
        running.stop()


def proposal() -> str:
    return secrets.token_urlsafe(32)


def finished_with_bot(target: str, public: bool = False) -> dict[str, Any]:
    """A finished 3-seat table of the secret game: two people (seats 0, 1) and a bot (seat 2),
    played to the end by random legal actions (the bot plays its own turns)."""
    creator = Client(target)
    created = creator.CreateTable(
        pb.CreateTableRequest(
            game="games/secret",
            seat_count=3,
            bot_seats={2: BOT},
            options={"bonus": "off"},
            display_name="Friday",
            host_display_name="Ada",
            visibility=pb.TABLE_VISIBILITY_PUBLIC if public else pb.TABLE_VISIBILITY_PRIVATE,
            request_id=new_request_id(),
        )
    )
    creator.close()
    name = created.table.name
    host = Client(target, created.host_credential)
    players = []
    for seat in (0, 1):
        player = Client(target)
        joined = player.JoinTable(
            pb.JoinTableRequest(
                table=name,
                invite_token=created.invite_token,
                display_name=["Ada", "Bea"][seat],
                entropy=os.urandom(8),
                seat=seat,
                request_id=new_request_id(),
            )
        )
        player.token = joined.seat_credential
        players.append(player)
    host.StartTable(pb.StartTableRequest(name=name, request_id=new_request_id()))
    rng = random.Random(5)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        view = host.GetView(pb.GetViewRequest(table=name)).view
        if view.state == pb.Table.STATE_FINISHED:
            break
        if view.current_seat in (0, 1):
            player = players[view.current_seat]
            legal = player.ListLegalActions(pb.ListLegalActionsRequest(table=name))
            if legal.actions:
                with contextlib.suppress(grpc.RpcError):  # the bot moved: look again
                    player.SubmitAction(
                        pb.SubmitActionRequest(
                            table=name,
                            action=legal.actions[rng.randrange(len(legal.actions))],
                            expected_version=legal.version,
                        )
                    )
                continue
        time.sleep(0.02)
    else:
        raise AssertionError("the game did not finish")
    return {"name": name, "host": host, "players": players, "created": created}


def rematch(client: Client, name: str, **fields: Any) -> pb.RematchTableResponse:
    fields.setdefault("request_id", new_request_id())
    response: pb.RematchTableResponse = client.RematchTable(
        pb.RematchTableRequest(table=name, **fields)
    )
    return response


def test_not_before_the_end_and_a_stranger_learns_nothing(target: str) -> None:
    running = open_table(target, "secret", 2)
    seat = running.players[0]
    expect_error(
        lambda: rematch(seat, running.name),
        grpc.StatusCode.FAILED_PRECONDITION,
        "TABLE_NOT_FINISHED",
    )
    play_to_end(running, 3)
    version = running.host.GetTable(pb.GetTableRequest(name=running.name)).table.version
    other = open_table(target, "secret", 2, start=False)
    strangers = {
        "garbage": Client(target, proposal()),
        "another table's seat": other.players[0],
        "another table's host": other.host,
        "the invite as a bearer": Client(target, running.created.invite_token),
    }
    for label, stranger in strangers.items():
        unknown = expect_error(
            lambda s=stranger: rematch(s, "tables/" + "0" * 26),
            grpc.StatusCode.NOT_FOUND,
        )
        known = expect_error(lambda s=stranger: rematch(s, running.name), grpc.StatusCode.NOT_FOUND)
        assert known == unknown == "TABLE_NOT_FOUND", label
    expect_error(
        lambda: rematch(Client(target), running.name),
        grpc.StatusCode.UNAUTHENTICATED,
        "CREDENTIAL_MISSING",
    )
    expect_error(
        lambda: rematch(running.spectator, running.name),
        grpc.StatusCode.PERMISSION_DENIED,
        "SEAT_OR_HOST_CREDENTIAL_REQUIRED",
    )
    after = running.host.GetTable(pb.GetTableRequest(name=running.name)).table
    assert after.version == version and not after.HasField("rematch")


@pytest.mark.parametrize("public", [False, True], ids=["private", "public"])
def test_two_at_once_get_one_table_and_their_own_seats(target: str, public: bool) -> None:
    old = finished_with_bot(target, public)
    name, (ada, bea) = old["name"], old["players"]
    before = old["host"].GetTable(pb.GetTableRequest(name=name)).table
    credentials = [proposal(), proposal()]
    answers: list[Any] = [None, None]

    def press(index: int) -> None:
        answers[index] = rematch(
            [ada, bea][index], name, credential=credentials[index], entropy=os.urandom(8)
        )

    threads = [threading.Thread(target=press, args=(i,)) for i in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert all(answers), answers
    tables = {answer.table.name for answer in answers}
    assert len(tables) == 1, "two presses at once opened two tables"
    new_name = tables.pop()
    assert new_name != name
    assert [answer.seat for answer in answers] == [0, 1]
    assert [answer.seat_credential for answer in answers] == credentials
    # the new seat credentials are seats at the new table, and the game started by itself
    ada_new, bea_new = Client(target, credentials[0]), Client(target, credentials[1])
    table = ada_new.GetTable(pb.GetTableRequest(name=new_name)).table
    assert table.state == pb.Table.STATE_ACTIVE
    assert table.game == before.game and dict(table.options) == dict(before.options)
    assert table.visibility == before.visibility and len(table.seats) == 3
    assert [s.display_name for s in table.seats[:2]] == ["Ada", "Bea"]
    assert table.seats[2].player == pb.Seat.PLAYER_BOT and table.seats[2].bot.kind == "random"
    assert not any(s.reserved for s in table.seats)
    # a fresh commitment: another server secret than the revealed one of the old table
    assert table.fairness.commitment and table.fairness.commitment != before.fairness.commitment
    assert not table.fairness.server_secret
    assert ada_new.GetView(pb.GetViewRequest(table=new_name)).view.viewer_seat == 0
    assert bea_new.GetView(pb.GetViewRequest(table=new_name)).view.viewer_seat == 1
    # the finished table says who took her place, and its log says when
    after = bea.GetTable(pb.GetTableRequest(name=name)).table
    assert after.state == pb.Table.STATE_FINISHED
    assert after.rematch.table == new_name and list(after.rematch.seats) == [0, 1]
    assert not after.rematch.host
    events = ada.ListEvents(pb.ListEventsRequest(table=name)).events
    marks = [e.rematch for e in events if e.HasField("rematch")]
    assert [list(m.seats) for m in marks] == [[], [0], [1]] or [list(m.seats) for m in marks] == [
        [],
        [1],
        [0],
    ]
    assert {m.table for m in marks} == {new_name}


def test_an_old_credential_takes_its_seat_once(target: str) -> None:
    old = finished_with_bot(target)
    name, (ada, bea), host = old["name"], old["players"], old["host"]
    credential, request_id = proposal(), new_request_id()
    first = rematch(ada, name, credential=credential, request_id=request_id)
    assert first.seat == 0 and first.table.state == pb.Table.STATE_WAITING
    seats = first.table.seats
    assert seats[0].state == pb.Seat.STATE_TAKEN and seats[1].reserved
    assert seats[1].state == pb.Seat.STATE_EMPTY and seats[1].display_name == "Bea"
    # a retry (same request_id, same proposed credential): the same answer, nothing twice
    again = rematch(ada, name, credential=credential, request_id=request_id)
    assert again.seat == 0 and again.seat_credential == credential
    assert again.table.name == first.table.name
    # the old credential cannot mint a second seat credential
    for fields in ({}, {"credential": proposal()}):
        expect_error(
            lambda f=fields: rematch(ada, name, **f),
            grpc.StatusCode.ALREADY_EXISTS,
            "ALREADY_REMATCHED",
        )
    # another caller's retry of the same request id is refused without effect
    expect_error(
        lambda: rematch(bea, name, credential=credential, request_id=request_id),
        grpc.StatusCode.INVALID_ARGUMENT,
        "REQUEST_ID_REUSED",
    )
    # without a proposed credential the server mints one; its retry cannot be answered
    request_id = new_request_id()
    minted = rematch(bea, name, request_id=request_id)
    assert minted.seat == 1 and len(minted.seat_credential) >= 43
    expect_error(
        lambda: rematch(bea, name, request_id=request_id),
        grpc.StatusCode.ALREADY_EXISTS,
        "CREDENTIAL_NOT_RECOVERABLE",
    )
    # the host takes the new table's host credential, once
    host_credential = proposal()
    hosted = rematch(host, name, credential=host_credential)
    assert hosted.host_credential == host_credential and not hosted.HasField("seat")
    assert hosted.invite_token and hosted.spectator_token
    new_host = Client(target, host_credential)
    assert new_host.GetTable(pb.GetTableRequest(name=first.table.name)).table.seats
    expect_error(
        lambda: rematch(host, name, credential=proposal()),
        grpc.StatusCode.ALREADY_EXISTS,
        "ALREADY_REMATCHED",
    )
    after = host.GetTable(pb.GetTableRequest(name=name)).table
    assert list(after.rematch.seats) == [0, 1] and after.rematch.host


@pytest.mark.parametrize("public", [False, True], ids=["private", "public"])
def test_a_stranger_cannot_take_a_reserved_seat(target: str, public: bool) -> None:
    old = finished_with_bot(target, public)
    name, (ada, _bea) = old["name"], old["players"]
    new_name = rematch(ada, name, credential=proposal()).table.name
    stranger = Client(target)
    join = pb.JoinTableRequest(
        table=new_name,
        display_name="Eve",
        invite_token=old["created"].invite_token,
        request_id=new_request_id(),
    )
    try:
        stranger.JoinTable(join)
        raise AssertionError("a stranger took a reserved seat")
    except grpc.RpcError as error:
        code, reason, _ = error_info(error)
    # private: the old invite is no invite of the new table; public: no seat is free
    assert (code, reason) == (
        (grpc.StatusCode.FAILED_PRECONDITION, "TABLE_FULL")
        if public
        else (grpc.StatusCode.NOT_FOUND, "TABLE_NOT_FOUND")
    ), public
    join.seat = 1
    join.request_id = new_request_id()
    expect_error(
        lambda j=join: stranger.JoinTable(j),
        grpc.StatusCode.FAILED_PRECONDITION if public else grpc.StatusCode.NOT_FOUND,
        "SEAT_TAKEN" if public else "TABLE_NOT_FOUND",
    )
    # nor with the finished table's credentials of the others
    expect_error(
        lambda: Client(target, old["created"].spectator_token).RematchTable(
            pb.RematchTableRequest(table=name)
        ),
        grpc.StatusCode.PERMISSION_DENIED,
        "SEAT_OR_HOST_CREDENTIAL_REQUIRED",
    )
    table = ada.GetTable(pb.GetTableRequest(name=name)).table
    assert list(table.rematch.seats) == [0]
    # the host's invite of the new table shows Bea's seat kept for her, and takes no seat
    hosted = rematch(old["host"], name, credential=proposal())
    preview = stranger.PreviewTable(
        pb.PreviewTableRequest(name=new_name, invite_token=hosted.invite_token)
    ).preview
    assert [(s.state, s.reserved, s.display_name) for s in preview.seats[:2]] == [
        (pb.Seat.STATE_TAKEN, False, "Ada"),
        (pb.Seat.STATE_EMPTY, True, "Bea"),
    ]
    join.invite_token = hosted.invite_token
    join.request_id = new_request_id()
    expect_error(
        lambda j=join: stranger.JoinTable(j), grpc.StatusCode.FAILED_PRECONDITION, "SEAT_TAKEN"
    )
