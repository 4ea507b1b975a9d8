"""Issue 11, item 14: request ids are compared in their canonical form (RFC 4122 text, lower
case, with dashes), so the same UUID spelt in upper case, without dashes, in braces or as a URN
is a retry of the same request, never REQUEST_ID_REUSED."""

from __future__ import annotations

import random
import uuid

from meeple.v1 import game_service_pb2 as pb

from service.security import new_token
from tests.service.harness import Client, open_table


def spellings(request_id: str) -> list[str]:
    plain = uuid.UUID(request_id)
    return [str(plain).upper(), plain.hex, plain.hex.upper(), f"{{{plain}}}", plain.urn]


def test_a_submit_retried_under_another_spelling_applies_once(target: str) -> None:
    table = open_table(target, "secret", 2)
    view = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
    player = table.players[view.current_seat]
    legal = player.ListLegalActions(pb.ListLegalActionsRequest(table=table.name))
    action = legal.actions[random.Random(1).randrange(len(legal.actions))]
    request_id = str(uuid.uuid4())
    request = pb.SubmitActionRequest(table=table.name, action=action, request_id=request_id)
    first = player.SubmitAction(request)
    for spelling in spellings(request_id):
        request.request_id = spelling
        assert player.SubmitAction(request) == first
    after = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
    assert after.version == first.version == legal.version + 1


def test_lobby_retries_under_another_spelling_apply_once(target: str) -> None:
    table = open_table(target, "secret", 2, start=False)
    start_id = str(uuid.uuid4()).upper()
    first = table.host.StartTable(pb.StartTableRequest(name=table.name, request_id=start_id))
    for spelling in spellings(start_id):
        again = table.host.StartTable(pb.StartTableRequest(name=table.name, request_id=spelling))
        assert again == first

    create = pb.CreateTableRequest(
        game="games/secret",
        seat_count=2,
        request_id=str(uuid.uuid4()),
        host_credential=new_token(),
    )
    created = Client(target).CreateTable(create)
    join = pb.JoinTableRequest(
        table=created.table.name,
        invite_token=created.invite_token,
        display_name="ann",
        request_id=uuid.uuid4().hex,
        seat_credential=new_token(),
    )
    joined = Client(target).JoinTable(join)
    for spelling in spellings(create.request_id):
        create.request_id = spelling
        assert Client(target).CreateTable(create) == created
    for spelling in spellings(join.request_id):
        join.request_id = spelling
        assert Client(target).JoinTable(join) == joined
    host = Client(target, created.host_credential)
    assert host.GetTable(pb.GetTableRequest(name=created.table.name)).table.version == 1
