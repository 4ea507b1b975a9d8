"""The lobby flow over real gRPC: games, tables, invites, seats, start, leave."""

from __future__ import annotations

import re

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb

from service.seating.options import SERVICE_OPTIONS
from service.security import new_token
from tests.service.harness import (
    Client,
    expect_error,
    hosted_test_games,
    new_request_id,
    open_table,
)

INVITE = re.compile(r"^meeple://tables/([a-z0-9]+)\?invite=([A-Za-z0-9_-]{43})$")


def test_list_games_describes_every_hosted_game(target: str) -> None:
    games = {g.name: g for g in Client(target).ListGames(pb.ListGamesRequest()).games}
    expected = hosted_test_games()
    assert set(games) == {f"games/{name}" for name in expected}
    for name, game in expected.items():
        listed = games[f"games/{name}"]
        assert (listed.min_players, listed.max_players) == (game.min_players, game.max_players)
        # the game's own options, then the service's (timers, leaving) with their defaults
        assert [(o.name, o.default_value) for o in listed.options] == [
            (o.name, o.default) for o in (*game.options, *SERVICE_OPTIONS)
        ]
        assert listed.action_type == game.action_type.DESCRIPTOR.full_name
        assert listed.view_type == game.view_type.DESCRIPTOR.full_name


def test_create_table_returns_credentials_and_an_invite_link(target: str) -> None:
    created = Client(target).CreateTable(
        pb.CreateTableRequest(game="games/secret", seat_count=3, display_name="friday")
    )
    table = created.table
    assert table.state == pb.Table.STATE_WAITING
    assert table.visibility == pb.TABLE_VISIBILITY_PRIVATE  # private by default
    assert table.version == 0 and table.etag
    # defaults filled in: the game's, then the service's
    assert table.options == {"bonus": "on"}
    assert table.service_options == {o.name: o.default for o in SERVICE_OPTIONS}
    assert [s.state for s in table.seats] == [pb.Seat.STATE_EMPTY] * 3
    match = INVITE.match(created.invite_link)
    assert match is not None, created.invite_link
    assert f"tables/{match.group(1)}" == table.name
    assert match.group(2) == created.invite_token
    # the link is rewritable into a platform's https link
    https = created.invite_link.replace("meeple://", "https://play.example.com/")
    assert https.startswith(f"https://play.example.com/{table.name}?invite=")
    assert created.spectator_link.endswith(f"{table.name}?spectate={created.spectator_token}")
    tokens = {created.host_credential, created.invite_token, created.spectator_token}
    assert len(tokens) == 3 and all(len(t) >= 22 for t in tokens)  # >= 128 bits each


def test_private_table_is_invisible_without_a_token(target: str) -> None:
    created = Client(target).CreateTable(pb.CreateTableRequest(game="games/secret", seat_count=2))
    name = created.table.name
    anonymous = Client(target)
    expect_error(
        lambda: anonymous.GetTable(pb.GetTableRequest(name=name)),
        grpc.StatusCode.NOT_FOUND,
        "TABLE_NOT_FOUND",
    )
    expect_error(
        lambda: anonymous.GetView(pb.GetViewRequest(table=name)),
        grpc.StatusCode.NOT_FOUND,
        "TABLE_NOT_FOUND",
    )
    listed = anonymous.ListTables(pb.ListTablesRequest(page_size=500))
    assert name not in {t.name for t in listed.tables}
    for token in (created.host_credential, created.spectator_token):
        assert Client(target, token).GetTable(pb.GetTableRequest(name=name)).table.name == name


def test_list_tables_pages_public_tables_filtered_by_game_and_state(target: str) -> None:
    names = []
    for _ in range(5):
        created = Client(target).CreateTable(
            pb.CreateTableRequest(
                game="games/secret", seat_count=2, visibility=pb.TABLE_VISIBILITY_PUBLIC
            )
        )
        names.append(created.table.name)
    client = Client(target)
    seen: list[str] = []
    token = ""
    while True:
        page = client.ListTables(
            pb.ListTablesRequest(
                page_size=2, page_token=token, game="games/secret", state=pb.Table.STATE_WAITING
            )
        )
        assert len(page.tables) <= 2
        seen.extend(t.name for t in page.tables)
        assert all(t.state == pb.Table.STATE_WAITING for t in page.tables)
        assert all(t.visibility == pb.TABLE_VISIBILITY_PUBLIC for t in page.tables)
        token = page.next_page_token
        if not token:
            break
    assert len(seen) == len(set(seen))
    assert seen[:5] == list(reversed(names))  # newest first
    other = client.ListTables(pb.ListTablesRequest(game="games/no-such-game"))
    assert list(other.tables) == []
    active = client.ListTables(pb.ListTablesRequest(state=pb.Table.STATE_ACTIVE, page_size=500))
    assert not set(names) & {t.name for t in active.tables}


def test_join_with_the_same_request_id_gives_the_same_seat(target: str) -> None:
    created = Client(target).CreateTable(pb.CreateTableRequest(game="games/secret", seat_count=3))
    name = created.table.name
    request = pb.JoinTableRequest(
        table=name,
        invite_token=created.invite_token,
        display_name="ann",
        request_id=new_request_id(),
        seat_credential=new_token(),
    )
    first = Client(target).JoinTable(request)
    again = Client(target).JoinTable(request)
    assert first == again and first.seat == 0
    table = Client(target, created.host_credential).GetTable(pb.GetTableRequest(name=name)).table
    assert [s.state for s in table.seats].count(pb.Seat.STATE_TAKEN) == 1
    # the proposed credential works, before and after the retry
    view = Client(target, first.seat_credential).GetView(pb.GetViewRequest(table=name)).view
    assert view.viewer_seat == 0
    expect_error(
        lambda: Client(target).JoinTable(
            pb.JoinTableRequest(
                table=name,
                invite_token=created.invite_token,
                display_name="someone else",
                request_id=request.request_id,
                seat_credential=request.seat_credential,
            )
        ),
        grpc.StatusCode.INVALID_ARGUMENT,
        "REQUEST_ID_REUSED",
    )


def test_join_rules(target: str) -> None:
    created = Client(target).CreateTable(pb.CreateTableRequest(game="games/secret", seat_count=2))
    name = created.table.name

    def join(seat: int | None = None, invite: str = created.invite_token) -> pb.JoinTableResponse:
        request = pb.JoinTableRequest(table=name, invite_token=invite, display_name="x")
        if seat is not None:
            request.seat = seat
        response: pb.JoinTableResponse = Client(target).JoinTable(request)
        return response

    # a private table without its invite answers like an unknown table (AIP-211)
    expect_error(lambda: join(invite="not-the-invite"), grpc.StatusCode.NOT_FOUND)
    expect_error(
        lambda: join(invite=created.host_credential),
        grpc.StatusCode.NOT_FOUND,
        "TABLE_NOT_FOUND",
    )
    assert join(seat=1).seat == 1
    expect_error(lambda: join(seat=1), grpc.StatusCode.FAILED_PRECONDITION, "SEAT_TAKEN")
    expect_error(lambda: join(seat=5), grpc.StatusCode.INVALID_ARGUMENT, "INVALID_FIELD")
    assert join().seat == 0
    expect_error(lambda: join(), grpc.StatusCode.FAILED_PRECONDITION, "TABLE_FULL")


def test_start_is_for_the_host_with_every_seat_taken(target: str) -> None:
    table = open_table(target, "secret", 2, start=False)
    name = table.name
    expect_error(
        lambda: table.players[0].StartTable(pb.StartTableRequest(name=name)),
        grpc.StatusCode.PERMISSION_DENIED,
        "HOST_CREDENTIAL_REQUIRED",
    )
    expect_error(
        lambda: table.spectator.StartTable(pb.StartTableRequest(name=name)),
        grpc.StatusCode.PERMISSION_DENIED,
    )
    current = table.host.GetTable(pb.GetTableRequest(name=name)).table
    table.players[1].LeaveTable(pb.LeaveTableRequest(table=name))
    expect_error(
        lambda: table.host.StartTable(pb.StartTableRequest(name=name, etag=current.etag)),
        grpc.StatusCode.ABORTED,
        "ETAG_MISMATCH",
    )
    expect_error(
        lambda: table.host.StartTable(pb.StartTableRequest(name=name)),
        grpc.StatusCode.FAILED_PRECONDITION,
        "TABLE_NOT_FULL",
    )
    rejoined = Client(target).JoinTable(
        pb.JoinTableRequest(table=name, invite_token=table.created.invite_token, display_name="b")
    )
    assert rejoined.seat == 1
    latest = table.host.GetTable(pb.GetTableRequest(name=name)).table
    started = table.host.StartTable(pb.StartTableRequest(name=name, etag=latest.etag)).table
    assert started.state == pb.Table.STATE_ACTIVE
    assert started.version == latest.version + 1
    assert started.etag != latest.etag
    expect_error(
        lambda: table.host.StartTable(pb.StartTableRequest(name=name)),
        grpc.StatusCode.FAILED_PRECONDITION,
        "TABLE_NOT_WAITING",
    )


def test_auto_start_when_the_last_seat_is_taken(target: str) -> None:
    table = open_table(target, "secret", 3, auto_start=True)
    got = table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table
    assert got.state == pb.Table.STATE_ACTIVE
    view = table.players[0].GetView(pb.GetViewRequest(table=table.name)).view
    assert view.HasField("current_seat") and view.pending_decision


def test_leaving_a_running_game_abandons_it_under_on_leave_abandon(target: str) -> None:
    table = open_table(target, "secret", 2, options={"on_leave": "abandon"})
    left = table.players[1].LeaveTable(pb.LeaveTableRequest(table=table.name)).table
    assert left.state == pb.Table.STATE_ABANDONED
    assert left.seats[1].state == pb.Seat.STATE_LEFT
    expect_error(  # a revoked credential sees the private table no more
        lambda: table.players[1].GetView(pb.GetViewRequest(table=table.name)),
        grpc.StatusCode.NOT_FOUND,
    )
    legal = table.players[0].ListLegalActions(pb.ListLegalActionsRequest(table=table.name))
    assert list(legal.actions) == []


@pytest.mark.parametrize("name", ["tables/", "tables/UPPER", "games/x", "tables/a/b"])
def test_malformed_table_names(target: str, name: str) -> None:
    expect_error(
        lambda: Client(target).GetTable(pb.GetTableRequest(name=name)),
        grpc.StatusCode.INVALID_ARGUMENT,
        "INVALID_FIELD",
    )


def test_health_and_reflection(target: str) -> None:
    from grpc_health.v1 import health_pb2, health_pb2_grpc
    from grpc_reflection.v1alpha.proto_reflection_descriptor_database import (
        ProtoReflectionDescriptorDatabase,
    )

    channel = grpc.insecure_channel(target)
    health = health_pb2_grpc.HealthStub(channel)
    for service in ("", "meeple.v1.GameService"):
        status = health.Check(health_pb2.HealthCheckRequest(service=service)).status
        assert status == health_pb2.HealthCheckResponse.SERVING
    services = set(ProtoReflectionDescriptorDatabase(channel).get_services())
    assert {"meeple.v1.GameService", "grpc.health.v1.Health"} <= services
    channel.close()


def test_start_and_leave_retries_apply_once(target: str) -> None:
    table = open_table(target, "secret", 2, start=False, options={"on_leave": "abandon"})
    start = pb.StartTableRequest(name=table.name, request_id=new_request_id())
    first = table.host.StartTable(start)
    again = table.host.StartTable(start)
    assert again == first and first.table.state == pb.Table.STATE_ACTIVE
    leave = pb.LeaveTableRequest(table=table.name, request_id=new_request_id())
    left = table.players[0].LeaveTable(leave)
    assert left.table.state == pb.Table.STATE_ABANDONED
    # leaving revokes the seat credential, yet a retry by the same caller gets the first answer
    assert table.players[0].LeaveTable(leave) == left
    expect_error(  # the credential no longer acts (the private table is invisible to it)
        lambda: table.players[0].GetView(pb.GetViewRequest(table=table.name)),
        grpc.StatusCode.NOT_FOUND,
    )
    # another caller reusing the request id learns nothing and changes nothing
    expect_error(
        lambda: table.players[1].LeaveTable(leave),
        grpc.StatusCode.INVALID_ARGUMENT,
        "REQUEST_ID_REUSED",
    )
    after = table.host.GetTable(pb.GetTableRequest(name=table.name)).table
    assert after.version == left.table.version
