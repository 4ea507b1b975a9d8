"""Conformance mode: with the admin token, CreateTable accepts a chance script and an initial
position (the game's State proto); otherwise it is refused."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import google.rpc.error_details_pb2 as error_details_pb2
import grpc
import pytest
from google.protobuf import any_pb2, json_format, wrappers_pb2
from google.protobuf.message import Message
from meeple.v1 import game_service_pb2 as pb

from engines.chance import ScriptedChance
from engines.contract import act, start
from engines.playout import random_playout
from tests.service.conftest import game_ids
from tests.service.harness import (
    ADMIN,
    Client,
    ServerThread,
    base_settings,
    error_info,
    expect_error,
    hosted_test_games,
    new_request_id,
    open_table,
)

GAMES = hosted_test_games()


@pytest.fixture(scope="module")
def plain_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    """A server started without an admin token."""
    tmp: Path = tmp_path_factory.mktemp("plain")
    running = ServerThread(replace(base_settings(tmp), admin_token=""), GAMES).start()
    try:
        yield running
    finally:
        running.stop()


def scripted_request(script: list[tuple[str, str]]) -> pb.CreateTableRequest:
    request = pb.CreateTableRequest(game="games/secret", seat_count=2)
    for kind, value in script:
        request.chance_script.outcomes.add(kind=kind, value=value)
    return request


def test_refused_without_an_admin_token_on_the_server(plain_server: ServerThread) -> None:
    client = Client(plain_server.target, ADMIN)
    expect_error(
        lambda: client.CreateTable(scripted_request([("card", "6")])),
        grpc.StatusCode.FAILED_PRECONDITION,
        "CONFORMANCE_MODE_DISABLED",
    )


def test_refused_without_the_admin_credential(target: str) -> None:
    expect_error(
        lambda: Client(target).CreateTable(scripted_request([("card", "6")])),
        grpc.StatusCode.UNAUTHENTICATED,
        "CREDENTIAL_MISSING",
    )
    host = Client(target).CreateTable(pb.CreateTableRequest(game="games/secret", seat_count=2))
    expect_error(
        lambda: Client(target, host.host_credential).CreateTable(scripted_request([("card", "6")])),
        grpc.StatusCode.PERMISSION_DENIED,
        "ADMIN_CREDENTIAL_REQUIRED",
    )


def test_chance_script_decides_the_draws_and_running_out_rejects(target: str) -> None:
    table = open_table(
        target, "secret", 2, admin=True, script=[("card", v) for v in ("6", "5", "1", "2")]
    )
    hands = []
    for player in table.players:
        view = player.GetView(pb.GetViewRequest(table=table.name)).view
        hands.append(json_format.MessageToDict(_unpack_struct(view.game_view))["hand"])
    assert hands == [[5, 6], [1, 2]]  # dealt in seat order from the script
    assert table.host.GetTable(pb.GetTableRequest(name=table.name)).table.conformance
    before = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
    action = any_pb2.Any()
    action.Pack(GAMES["secret"].action_to_proto(6))
    try:  # playing makes seat 0 draw, and the script has run out
        table.players[0].SubmitAction(pb.SubmitActionRequest(table=table.name, action=action))
        raise AssertionError("the action should be rejected")
    except grpc.RpcError as error:
        code, reason, details = error_info(error)
        assert (code, reason) == (grpc.StatusCode.FAILED_PRECONDITION, "CHANCE_SCRIPT_EXHAUSTED")
        assert len(details) == 1  # the ErrorInfo, with no metadata naming a scripted outcome
        info = error_details_pb2.ErrorInfo()
        details[0].Unpack(info)
        assert dict(info.metadata) == {}
    assert table.spectator.GetView(pb.GetViewRequest(table=table.name)).view == before


def _unpack_struct(packed: any_pb2.Any) -> Message:
    from google.protobuf.struct_pb2 import Struct

    message = Struct()
    assert packed.Unpack(message)
    return message


@pytest.mark.parametrize("game_id", game_ids())
def test_initial_position_is_loaded(target: str, game_id: str) -> None:
    game = GAMES[game_id]
    players = game.min_players
    playout = random_playout(game, players, seed=3)
    # a mid-game position: replay the first half of the playout
    chance = ScriptedChance.from_outcomes(playout.outcomes)
    state, _ = start(game, players, chance)
    for seat, action in playout.actions[: len(playout.actions) // 2]:
        act(state, seat, action, chance)
    initial = any_pb2.Any()
    initial.Pack(state.to_proto())
    admin = Client(target, ADMIN)
    created = admin.CreateTable(
        pb.CreateTableRequest(
            game=f"games/{game_id}",
            seat_count=players,
            initial_state=initial,
            request_id=new_request_id(),
        )
    )
    name = created.table.name
    for _ in range(players):
        Client(target).JoinTable(
            pb.JoinTableRequest(table=name, invite_token=created.invite_token, display_name="p")
        )
    Client(target, created.host_credential).StartTable(pb.StartTableRequest(name=name))
    view = Client(target, created.spectator_token).GetView(pb.GetViewRequest(table=name)).view
    loaded = game.view_type()
    assert view.game_view.Unpack(loaded)
    assert loaded == state.view(None)
    assert view.current_seat == state.current_seat()

    wrong = any_pb2.Any()
    wrong.Pack(wrappers_pb2.StringValue(value="x"))
    expect_error(
        lambda: admin.CreateTable(
            pb.CreateTableRequest(game=f"games/{game_id}", seat_count=players, initial_state=wrong)
        ),
        grpc.StatusCode.INVALID_ARGUMENT,
        "WRONG_PAYLOAD_TYPE",
    )
    if game.max_players > players:
        expect_error(
            lambda: admin.CreateTable(
                pb.CreateTableRequest(
                    game=f"games/{game_id}", seat_count=players + 1, initial_state=initial
                )
            ),
            grpc.StatusCode.INVALID_ARGUMENT,
            "INVALID_FIELD",
        )
