"""Issue 11, item 3: the admin token's powers end at the conformance-mode boundary.

Conformance mode (a server started with --admin-token) lets the admin token create tables with
a chance script or an initial position, and, at those tables only, start them, read them as a
spectator and read their realised chance outcomes (ListEvents). At every other table the admin
token is no credential at all: a private table is NOT_FOUND to it, exactly like an unknown id,
and a public one refuses it like any foreign credential."""

from __future__ import annotations

import grpc
from meeple.v1 import game_service_pb2 as pb

from service.security import new_table_id
from tests.service.harness import ADMIN, Client, expect_error, open_table


def test_the_admin_token_is_no_credential_at_an_ordinary_private_table(target: str) -> None:
    table = open_table(target, "secret", 2, start=False)
    admin = Client(target, ADMIN)
    for name in (table.name, f"tables/{new_table_id()}"):
        for call in (
            lambda: admin.GetTable(pb.GetTableRequest(name=name)),  # noqa: B023
            lambda: admin.GetView(pb.GetViewRequest(table=name)),  # noqa: B023
            lambda: admin.ListEvents(pb.ListEventsRequest(table=name)),  # noqa: B023
            lambda: admin.StartTable(pb.StartTableRequest(name=name)),  # noqa: B023
        ):
            expect_error(call, grpc.StatusCode.NOT_FOUND, "TABLE_NOT_FOUND")
    # nothing started: the host still can
    assert table.host.StartTable(pb.StartTableRequest(name=table.name)).table.version == 3


def test_the_admin_token_is_refused_at_an_ordinary_public_table(target: str) -> None:
    table = open_table(target, "secret", 2, public=True, start=False)
    admin = Client(target, ADMIN)
    expect_error(
        lambda: admin.StartTable(pb.StartTableRequest(name=table.name)),
        grpc.StatusCode.PERMISSION_DENIED,
        "CREDENTIAL_NOT_ACCEPTED",
    )
    table.host.StartTable(pb.StartTableRequest(name=table.name))
    expect_error(
        lambda: admin.ListEvents(pb.ListEventsRequest(table=table.name)),
        grpc.StatusCode.PERMISSION_DENIED,
        "CREDENTIAL_NOT_ACCEPTED",
    )
    # anonymous readers of the public table never see chance outcomes either
    events = Client(target).ListEvents(pb.ListEventsRequest(table=table.name)).events
    assert events and not any(e.chance_outcomes for e in events)


def test_at_a_conformance_table_the_admin_starts_reads_and_sees_chance(target: str) -> None:
    script = [("card", v) for v in ("6", "5", "1", "2", "3", "4")]
    table = open_table(target, "secret", 2, admin=True, script=script, start=False)
    admin = Client(target, ADMIN)
    assert admin.GetTable(pb.GetTableRequest(name=table.name)).table.conformance
    started = admin.StartTable(pb.StartTableRequest(name=table.name)).table
    assert started.state == pb.Table.STATE_ACTIVE
    view = admin.GetView(pb.GetViewRequest(table=table.name)).view
    assert not view.HasField("viewer_seat")  # a spectator's view, never a seat's
    events = admin.ListEvents(pb.ListEventsRequest(table=table.name)).events
    assert any(e.chance_outcomes for e in events)
    expect_error(  # it never acts for a seat
        lambda: admin.ListLegalActions(pb.ListLegalActionsRequest(table=table.name)),
        grpc.StatusCode.PERMISSION_DENIED,
        "SEAT_CREDENTIAL_REQUIRED",
    )
