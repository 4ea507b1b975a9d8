"""CreateTable refuses what could never start, and its errors stay small whatever the input
(issue 11, items 10 and 11)."""

from __future__ import annotations

from typing import Any

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb

from engines.contract import Game
from tests.service.conftest import game_ids
from tests.service.harness import Client, error_info, hosted_test_games, new_request_id

GAMES = hosted_test_games()


def create(
    target: str, game: str, seats: int, options: dict[str, str], auto_start: bool = False
) -> pb.CreateTableResponse:
    client = Client(target)
    try:
        response: pb.CreateTableResponse = client.CreateTable(
            pb.CreateTableRequest(
                game=f"games/{game}",
                seat_count=seats,
                options=options,
                auto_start=auto_start,
                request_id=new_request_id(),
            )
        )
        return response
    finally:
        client.close()


def fill_and_start(target: str, created: pb.CreateTableResponse, seats: int) -> None:
    """Take every seat, then start: the table must reach ACTIVE."""
    name = created.table.name
    for seat in range(seats):
        player = Client(target)
        player.JoinTable(
            pb.JoinTableRequest(
                table=name,
                invite_token=created.invite_token,
                display_name=f"p{seat}",
                request_id=new_request_id(),
            )
        )
        player.close()
    host = Client(target, created.host_credential)
    try:
        host.StartTable(pb.StartTableRequest(name=name, request_id=new_request_id()))
        state = host.GetTable(pb.GetTableRequest(name=name)).table.state
    finally:
        host.close()
    assert state == pb.Table.STATE_ACTIVE


def option_cases(game: Game[Any, Any, Any, Any]) -> list[tuple[int, dict[str, str]]]:
    """Every seat count with every choice of every option (one option set at a time)."""
    return [
        (seats, {spec.name: choice})
        for seats in range(game.min_players, game.max_players + 1)
        for spec in game.options
        for choice in spec.choices
    ]


@pytest.mark.parametrize("game_id", game_ids())
def test_every_accepted_table_can_start(target: str, game_id: str) -> None:
    """Each option choice at each seat count is either refused at creation (INVALID_ARGUMENT
    with a reason) or gives a table that starts once its seats are taken. Before, Carcassonne's
    start_seat 5 at a 2-seat table was accepted and the table could never start."""
    refused = 0
    for seats, options in option_cases(GAMES[game_id]):
        try:
            created = create(target, game_id, seats, options)
        except grpc.RpcError as error:
            code, reason, _ = error_info(error)
            assert code == grpc.StatusCode.INVALID_ARGUMENT, (seats, options, reason)
            assert reason == "INVALID_OPTION_VALUE", (seats, options, reason)
            refused += 1
            continue
        fill_and_start(target, created, seats)
    if game_id == "carcassonne":  # start_seat 2..5 at tables of fewer seats
        assert refused == 4 + 3 + 2 + 1


def test_start_seat_beyond_the_seats_is_refused_with_auto_start(target: str) -> None:
    with pytest.raises(grpc.RpcError) as caught:
        create(target, "carcassonne", 3, {"start_seat": "3"}, auto_start=True)
    code, reason, _ = error_info(caught.value)
    assert (code, reason) == (grpc.StatusCode.INVALID_ARGUMENT, "INVALID_OPTION_VALUE")


HUGE = "x" * 60_000


@pytest.mark.parametrize(
    ("options", "reason"),
    [
        ({"start_seat": HUGE}, "INVALID_OPTION_VALUE"),
        ({HUGE: "1"}, "UNKNOWN_OPTION"),
    ],
    ids=["huge_value", "huge_name"],
)
def test_huge_input_still_gets_its_real_reason(
    target: str, options: dict[str, str], reason: str
) -> None:
    """A 60,000-character option made 120 KB of trailers: the client saw RESOURCE_EXHAUSTED
    "Stream removed" instead of the reason. Echoed values are now capped."""
    with pytest.raises(grpc.RpcError) as caught:
        create(target, "carcassonne", 2, options)
    code, got, details = error_info(caught.value)
    assert (code, got) == (grpc.StatusCode.INVALID_ARGUMENT, reason)
    assert len(caught.value.details() or "") <= 1024
    for detail in details:
        assert detail.ByteSize() <= 4096
