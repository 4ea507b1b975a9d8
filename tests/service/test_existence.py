"""Issue 11, item 2: no existence oracle (AIP-211). A caller without a valid credential for a
private table gets, from every RPC, exactly the answer an unknown table id gives: same code,
same message, same details. That covers no credential, a garbage or malformed one, another
table's credential, the table's own invite token used as a bearer, and JoinTable with a
missing, wrong or foreign invite token."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import grpc
import pytest
from google.protobuf import any_pb2
from grpc_status import rpc_status
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc

from service.security import new_table_id, new_token
from tests.service.harness import Client, open_table

#: every RPC that names a table, with a request for it (the payloads do not matter: nobody
#: without a credential may get past the table lookup)
TABLE_CALLS: dict[str, Callable[[str], Any]] = {
    "GetTable": lambda name: pb.GetTableRequest(name=name),
    "GetView": lambda name: pb.GetViewRequest(table=name),
    "ListEvents": lambda name: pb.ListEventsRequest(table=name),
    "ListLegalActions": lambda name: pb.ListLegalActionsRequest(table=name),
    "ValidateAction": lambda name: pb.ValidateActionRequest(table=name, action=any_pb2.Any()),
    "SubmitAction": lambda name: pb.SubmitActionRequest(table=name, action=any_pb2.Any()),
    "LeaveTable": lambda name: pb.LeaveTableRequest(table=name),
    "StartTable": lambda name: pb.StartTableRequest(name=name),
    "WatchTable": lambda name: pb.WatchTableRequest(table=name),
}


def answer(target: str, method: str, request: Any, metadata: tuple[tuple[str, str], ...]) -> bytes:
    """The complete status a call ends with (code and google.rpc.Status, details included)."""
    channel = grpc.insecure_channel(target)
    stub_call = getattr(pb_grpc.GameServiceStub(channel), method)
    try:
        if method == "WatchTable":
            for _ in stub_call(request, metadata=metadata, timeout=10):
                break
        else:
            stub_call(request, metadata=metadata, timeout=10)
    except grpc.RpcError as error:
        status = rpc_status.from_call(error)
        assert status is not None, error
        code: int = error.code().value[0]
        return bytes([code]) + bytes(status.SerializeToString(deterministic=True))
    finally:
        channel.close()
    return b"OK"


@pytest.fixture(scope="module")
def tables(target: str) -> dict[str, Any]:
    private = open_table(target, "secret", 2)
    other = open_table(target, "secret", 2)
    return {
        "private": private.name,
        "created": private.created,
        "other_host": other.created.host_credential,
        "other_seat": other.players[0].token,
        "other_invite": other.created.invite_token,
    }


def principals(tables: dict[str, Any]) -> dict[str, tuple[tuple[str, str], ...]]:
    def bearer(token: str) -> tuple[tuple[str, str], ...]:
        return (("authorization", f"Bearer {token}"),)

    return {
        "none": (),
        "garbage": bearer(new_token()),
        "short garbage": bearer("x"),
        "malformed": (("authorization", "Basic abc"),),
        "another table's host": bearer(tables["other_host"]),
        "another table's seat": bearer(tables["other_seat"]),
        "the invite as a bearer": bearer(tables["created"].invite_token),
    }


@pytest.mark.parametrize("method", sorted(TABLE_CALLS))
def test_a_private_table_answers_like_an_unknown_one(
    target: str, tables: dict[str, Any], method: str
) -> None:
    unknown = f"tables/{new_table_id()}"
    for who, metadata in principals(tables).items():
        private = answer(target, method, TABLE_CALLS[method](tables["private"]), metadata)
        missing = answer(target, method, TABLE_CALLS[method](unknown), metadata)
        assert private != b"OK", (method, who)
        assert private == missing, (method, who)


def test_join_with_a_wrong_invite_answers_like_an_unknown_table(
    target: str, tables: dict[str, Any]
) -> None:
    unknown = f"tables/{new_table_id()}"
    created = tables["created"]
    for invite in (
        "",
        new_token(),
        tables["other_invite"],
        created.host_credential,
        created.spectator_token,
    ):
        answers = [
            answer(
                target,
                "JoinTable",
                pb.JoinTableRequest(table=name, invite_token=invite, display_name="x"),
                (),
            )
            for name in (tables["private"], unknown)
        ]
        assert answers[0] != b"OK" and answers[0] == answers[1], invite
    # the right invite still works (here the table is full: a precondition, not NOT_FOUND)
    full = Client(target).JoinTable
    with pytest.raises(grpc.RpcError) as caught:
        full(
            pb.JoinTableRequest(
                table=tables["private"], invite_token=created.invite_token, display_name="x"
            )
        )
    assert caught.value.code() == grpc.StatusCode.FAILED_PRECONDITION
