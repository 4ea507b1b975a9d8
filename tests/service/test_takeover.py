"""Issue 11, item 1: no seat or host takeover by replaying a request_id.

An attacker holds the shared invite token and knows another player's JoinTable (or the host's
CreateTable) request: its request_id, its payload. Replaying it must give them nothing, and
must not disturb the victim's credential. A retry by the original caller, who proposed its own
credential, gets the same seat (or table) with the same, still working credential."""

from __future__ import annotations

import json

import grpc
from meeple.v1 import game_service_pb2 as pb

from service import logs
from service.security import new_token, request_key
from tests.service.harness import Client, ServerThread, expect_error, new_request_id


def _table(target: str, seats: int = 3) -> pb.CreateTableResponse:
    created: pb.CreateTableResponse = Client(target).CreateTable(
        pb.CreateTableRequest(game="games/secret", seat_count=seats)
    )
    return created


def _works(target: str, token: str, table: str) -> pb.TableView:
    view: pb.TableView = Client(target, token).GetView(pb.GetViewRequest(table=table)).view
    return view


def test_a_replayed_join_takes_no_seat(target: str) -> None:
    created = _table(target)
    name = created.table.name
    victim_request = pb.JoinTableRequest(
        table=name,
        invite_token=created.invite_token,
        display_name="victim",
        request_id=new_request_id(),
    )
    victim = Client(target).JoinTable(victim_request)
    # the attacker replays the victim's request byte for byte (they hold the same invite)
    expect_error(
        lambda: Client(target).JoinTable(victim_request),
        grpc.StatusCode.ALREADY_EXISTS,
        "CREDENTIAL_NOT_RECOVERABLE",
    )
    assert _works(target, victim.seat_credential, name).viewer_seat == victim.seat
    table = Client(target, created.host_credential).GetTable(pb.GetTableRequest(name=name)).table
    assert table.version == 1  # nothing changed


def test_a_replayed_join_mid_game_takes_no_seat(target: str) -> None:
    created = _table(target, seats=2)
    name = created.table.name
    requests = [
        pb.JoinTableRequest(
            table=name,
            invite_token=created.invite_token,
            display_name=f"player {seat}",
            request_id=new_request_id(),
        )
        for seat in range(2)
    ]
    players = [Client(target).JoinTable(r).seat_credential for r in requests]
    host = Client(target, created.host_credential)
    host.StartTable(pb.StartTableRequest(name=name))
    before = host.GetTable(pb.GetTableRequest(name=name)).table
    assert before.state == pb.Table.STATE_ACTIVE
    for seat, request in enumerate(requests):
        expect_error(
            lambda: Client(target).JoinTable(request),  # noqa: B023
            grpc.StatusCode.ALREADY_EXISTS,
            "CREDENTIAL_NOT_RECOVERABLE",
        )
        assert _works(target, players[seat], name).viewer_seat == seat
    assert host.GetTable(pb.GetTableRequest(name=name)).table.version == before.version


def test_a_retry_with_the_proposed_credential_gets_the_same_seat(target: str) -> None:
    created = _table(target)
    name = created.table.name
    mine = new_token()
    request = pb.JoinTableRequest(
        table=name,
        invite_token=created.invite_token,
        display_name="ann",
        request_id=new_request_id(),
        seat_credential=mine,
    )
    first = Client(target).JoinTable(request)
    again = Client(target).JoinTable(request)
    assert first.seat == again.seat == 0
    assert first.seat_credential == again.seat_credential == mine
    assert _works(target, mine, name).viewer_seat == 0  # the original keeps working
    table = Client(target, created.host_credential).GetTable(pb.GetTableRequest(name=name)).table
    assert table.version == 1
    # the attacker knows request_id, invite and payload, but not the proposed credential
    stolen = pb.JoinTableRequest()
    stolen.CopyFrom(request)
    stolen.seat_credential = new_token()
    expect_error(
        lambda: Client(target).JoinTable(stolen),
        grpc.StatusCode.INVALID_ARGUMENT,
        "REQUEST_ID_REUSED",
    )
    stolen.ClearField("seat_credential")
    expect_error(
        lambda: Client(target).JoinTable(stolen),
        grpc.StatusCode.INVALID_ARGUMENT,
        "REQUEST_ID_REUSED",
    )
    assert _works(target, mine, name).viewer_seat == 0


def test_a_replayed_create_takes_no_host_credential(target: str) -> None:
    request = pb.CreateTableRequest(game="games/secret", seat_count=2, request_id=new_request_id())
    created = Client(target).CreateTable(request)
    expect_error(
        lambda: Client(target).CreateTable(request),
        grpc.StatusCode.ALREADY_EXISTS,
        "CREDENTIAL_NOT_RECOVERABLE",
    )
    name = created.table.name
    host = Client(target, created.host_credential)
    assert host.GetTable(pb.GetTableRequest(name=name)).table.name == name
    joined = Client(target).JoinTable(
        pb.JoinTableRequest(table=name, invite_token=created.invite_token, display_name="a")
    )
    assert joined.seat == 0
    assert _works(target, created.spectator_token, name).table == name


def test_a_create_retry_with_the_proposed_credential_gets_the_same_table(target: str) -> None:
    mine = new_token()
    request = pb.CreateTableRequest(
        game="games/secret", seat_count=2, request_id=new_request_id(), host_credential=mine
    )
    first = Client(target).CreateTable(request)
    again = Client(target).CreateTable(request)
    assert first == again  # the same table and the same secrets
    assert first.host_credential == mine
    name = first.table.name
    Client(target).JoinTable(
        pb.JoinTableRequest(table=name, invite_token=again.invite_token, display_name="a")
    )
    assert _works(target, first.spectator_token, name).version == 1
    assert Client(target, mine).GetTable(pb.GetTableRequest(name=name)).table.version == 1
    stolen = pb.CreateTableRequest()
    stolen.CopyFrom(request)
    stolen.host_credential = new_token()
    expect_error(
        lambda: Client(target).CreateTable(stolen),
        grpc.StatusCode.INVALID_ARGUMENT,
        "REQUEST_ID_REUSED",
    )


def test_proposed_credentials_must_look_random_and_be_unused(target: str) -> None:
    created = _table(target)
    for weak in ("password", "a" * 42, "x" * 43 + "!"):
        expect_error(
            lambda: Client(target).JoinTable(
                pb.JoinTableRequest(
                    table=created.table.name,
                    invite_token=created.invite_token,
                    display_name="a",
                    seat_credential=weak,  # noqa: B023
                )
            ),
            grpc.StatusCode.INVALID_ARGUMENT,
            "INVALID_FIELD",
        )
    expect_error(  # someone else's credential (here the host's) cannot be proposed
        lambda: Client(target).JoinTable(
            pb.JoinTableRequest(
                table=created.table.name,
                invite_token=created.invite_token,
                display_name="a",
                seat_credential=created.host_credential,
            )
        ),
        grpc.StatusCode.INVALID_ARGUMENT,
        "CREDENTIAL_IN_USE",
    )


def test_request_ids_never_reach_the_log(server: ServerThread) -> None:
    target = server.target
    ids = [new_request_id() for _ in range(4)]
    created = Client(target).CreateTable(
        pb.CreateTableRequest(game="games/secret", seat_count=2, request_id=ids[0])
    )
    name = created.table.name
    for request_id in ids[1:3]:
        Client(target).JoinTable(
            pb.JoinTableRequest(
                table=name,
                invite_token=created.invite_token,
                display_name="a",
                request_id=request_id,
            )
        )
    Client(target, created.host_credential).StartTable(
        pb.StartTableRequest(name=name, request_id=ids[3])
    )
    assert server.log_path is not None
    logs.flush()
    lines = [json.loads(line) for line in server.log_path.read_text().splitlines()]
    text = json.dumps(lines).lower()
    for request_id in ids:
        assert request_id not in text and request_id.replace("-", "") not in text
    keys = {line.get("request_key") for line in lines if line.get("table") == name[7:]}
    assert {request_key(i) for i in ids[1:]} <= keys  # a client can still find its line
