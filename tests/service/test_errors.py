"""The bad-input table: each bad request gets its exact code and ErrorInfo reason, and changes
nothing (same version, same views for every seat)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import grpc
import pytest
from google.protobuf import any_pb2, wrappers_pb2
from grpc import StatusCode as Code
from meeple.v1 import game_service_pb2 as pb

from tests.service.conftest import game_ids
from tests.service.harness import (
    Client,
    Seated,
    error_info,
    expect_error,
    hosted_test_games,
    new_request_id,
    open_table,
)

GAMES = hosted_test_games()


def snapshot(table: Seated) -> list[bytes]:
    """Everything observable about a table, for every seat and the spectator."""
    out = [
        table.host.GetTable(pb.GetTableRequest(name=table.name)).SerializeToString(),
        table.spectator.ListEvents(
            pb.ListEventsRequest(table=table.name, page_size=1000)
        ).SerializeToString(),
    ]
    for client in (*table.players, table.spectator):
        out.append(client.GetView(pb.GetViewRequest(table=table.name)).SerializeToString())
    return out


def mover(table: Seated) -> tuple[Client, Client, pb.ListLegalActionsResponse]:
    view = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
    acting = table.players[view.current_seat]
    idle = table.players[(view.current_seat + 1) % len(table.players)]
    return acting, idle, acting.ListLegalActions(pb.ListLegalActionsRequest(table=table.name))


@pytest.mark.parametrize("game_id", game_ids())
def test_bad_inputs_give_their_code_and_reason_and_change_nothing(
    target: str, game_id: str
) -> None:
    game = GAMES[game_id]
    table = open_table(target, game_id, game.min_players)
    other = open_table(target, game_id, game.min_players)
    acting, idle, legal = mover(table)
    good = legal.actions[0]
    name = table.name
    wrong_type = any_pb2.Any()
    wrong_type.Pack(wrappers_pb2.StringValue(value="place a tile"))
    empty_action = any_pb2.Any()
    empty_action.Pack(game.action_type())
    garbage = any_pb2.Any(type_url=good.type_url, value=b"\xff\xff\xff\xff")
    anonymous = Client(target)
    malformed_header = Client(target)
    malformed_header.metadata = lambda: (("authorization", "Basic abc"),)  # type: ignore[method-assign]
    strangers = {
        "random token": Client(target, "x" * 43),
        "other table's seat": other.players[0],
        "this table's host": table.host,
        "this table's spectator": table.spectator,
        "the invite token": Client(target, table.created.invite_token),
    }

    def submit(
        client: Client, action: any_pb2.Any = good, table_name: str = name, **kw: Any
    ) -> Any:
        return client.SubmitAction(pb.SubmitActionRequest(table=table_name, action=action, **kw))

    cases: list[tuple[str, Callable[[], Any], grpc.StatusCode, str | None]] = [
        (
            "wrong game payload",
            lambda: submit(acting, wrong_type),
            Code.INVALID_ARGUMENT,
            "WRONG_PAYLOAD_TYPE",
        ),
        (
            "unparsable payload",
            lambda: submit(acting, garbage),
            Code.INVALID_ARGUMENT,
            "MALFORMED_PAYLOAD",
        ),
        ("malformed action", lambda: submit(acting, empty_action), Code.INVALID_ARGUMENT, None),
        (
            "missing action",
            lambda: acting.SubmitAction(pb.SubmitActionRequest(table=name)),
            Code.INVALID_ARGUMENT,
            "MISSING_FIELD",
        ),
        (
            "bad request id",
            lambda: submit(acting, request_id="not-a-uuid"),
            Code.INVALID_ARGUMENT,
            "INVALID_REQUEST_ID",
        ),
        (
            "malformed name",
            lambda: submit(acting, table_name="tables/NO"),
            Code.INVALID_ARGUMENT,
            "INVALID_FIELD",
        ),
        ("not your turn", lambda: submit(idle), Code.FAILED_PRECONDITION, "NOT_YOUR_TURN"),
        (
            "stale version",
            lambda: submit(acting, expected_version=legal.version - 1),
            Code.ABORTED,
            "VERSION_MISMATCH",
        ),
        (
            "unknown table",
            lambda: submit(acting, table_name="tables/nosuchtable"),
            Code.NOT_FOUND,
            "TABLE_NOT_FOUND",
        ),
        (
            "unknown table, read",
            lambda: anonymous.GetView(pb.GetViewRequest(table="tables/nosuchtable")),
            Code.NOT_FOUND,
            "TABLE_NOT_FOUND",
        ),
        (
            "missing credential",
            lambda: submit(anonymous),
            Code.UNAUTHENTICATED,
            "CREDENTIAL_MISSING",
        ),
        (
            "missing credential, legal actions",
            lambda: anonymous.ListLegalActions(pb.ListLegalActionsRequest(table=name)),
            Code.UNAUTHENTICATED,
            "CREDENTIAL_MISSING",
        ),
        (
            "malformed credential",
            lambda: submit(malformed_header),
            Code.UNAUTHENTICATED,
            "CREDENTIAL_MALFORMED",
        ),
        (
            "oversized message",
            lambda: submit(acting, any_pb2.Any(type_url=good.type_url, value=b"\x00" * 100_000)),
            Code.RESOURCE_EXHAUSTED,
            "MESSAGE_TOO_LARGE",
        ),
        (
            "unknown game",
            lambda: anonymous.CreateTable(pb.CreateTableRequest(game="games/chess", seat_count=2)),
            Code.NOT_FOUND,
            "GAME_NOT_FOUND",
        ),
        (
            "player count",
            lambda: anonymous.CreateTable(
                pb.CreateTableRequest(game=f"games/{game_id}", seat_count=99)
            ),
            Code.INVALID_ARGUMENT,
            "UNSUPPORTED_PLAYER_COUNT",
        ),
        (
            "unknown option",
            lambda: anonymous.CreateTable(
                pb.CreateTableRequest(
                    game=f"games/{game_id}",
                    seat_count=game.min_players,
                    options={"no_such_option": "1"},
                )
            ),
            Code.INVALID_ARGUMENT,
            "UNKNOWN_OPTION",
        ),
        (
            "join started table",
            lambda: anonymous.JoinTable(
                pb.JoinTableRequest(
                    table=name, invite_token=table.created.invite_token, display_name="late"
                )
            ),
            Code.FAILED_PRECONDITION,
            "TABLE_NOT_WAITING",
        ),
        (
            "join without name",
            lambda: anonymous.JoinTable(
                pb.JoinTableRequest(table=name, invite_token=table.created.invite_token)
            ),
            Code.INVALID_ARGUMENT,
            "MISSING_FIELD",
        ),
        (
            "negative page size",
            lambda: table.spectator.ListEvents(pb.ListEventsRequest(table=name, page_size=-1)),
            Code.INVALID_ARGUMENT,
            "INVALID_FIELD",
        ),
        (
            "bad page token",
            lambda: table.spectator.ListEvents(pb.ListEventsRequest(table=name, page_token="zzz")),
            Code.INVALID_ARGUMENT,
            "INVALID_PAGE_TOKEN",
        ),
    ]
    for label, client in strangers.items():
        # a credential of this table of the wrong kind is told so; without any credential of
        # this (private) table the caller gets what an unknown table gives (AIP-211)
        of_table = "host" in label or "spectator" in label
        cases.append(
            (
                f"wrong credential: {label}",
                lambda c=client: submit(c),  # type: ignore[misc]
                Code.PERMISSION_DENIED if of_table else Code.NOT_FOUND,
                "SEAT_CREDENTIAL_REQUIRED" if of_table else "TABLE_NOT_FOUND",
            )
        )

    before = snapshot(table)
    for label, call, code, reason in cases:
        try:
            call()
        except grpc.RpcError as error:
            got_code, got_reason, _ = error_info(error)
            assert (got_code, label) == (code, label), got_reason
            if reason is not None:
                assert (got_reason, label) == (reason, label)
            assert got_reason.isupper() and " " not in got_reason
        else:
            raise AssertionError(f"{label}: the call succeeded")
        assert snapshot(table) == before, f"{label} changed the table"
    # and the table still plays
    response = acting.SubmitAction(
        pb.SubmitActionRequest(table=name, action=good, request_id=new_request_id())
    )
    assert response.version == legal.version + 1


def test_engine_rejection_keeps_the_engine_reason(target: str) -> None:
    table = open_table(target, "secret", 2)
    acting, _, _ = mover(table)
    view = acting.GetView(pb.GetViewRequest(table=table.name)).view
    game = GAMES["secret"]
    state_view: Any = game.view_type()
    view.game_view.Unpack(state_view)
    hand = {int(v) for v in state_view["hand"]}
    missing = next(card for card in range(1, 7) if card not in hand)
    action = any_pb2.Any()
    action.Pack(game.action_to_proto(missing))
    expect_error(
        lambda: acting.SubmitAction(pb.SubmitActionRequest(table=table.name, action=action)),
        Code.FAILED_PRECONDITION,
        "CARD_NOT_IN_HAND",
    )


def test_transport_limit_is_above_the_service_limit(target: str) -> None:
    """Requests between the service limit and the transport's hard cap still get an ErrorInfo."""
    client = Client(target)
    request = pb.CreateTableRequest(game="games/secret", seat_count=2, display_name="x" * 200_000)
    reason = expect_error(
        lambda: client.CreateTable(request), Code.RESOURCE_EXHAUSTED, "MESSAGE_TOO_LARGE"
    )
    assert reason == "MESSAGE_TOO_LARGE"
