"""Issue 11, item 5: display names are NFC-normalised, and control, bidi-override and other
invisible formatting characters are refused with a clear reason (INVALID_ARGUMENT,
DISALLOWED_CHARACTER naming the field and the code point), changing nothing."""

from __future__ import annotations

import grpc
import pytest
from meeple.v1 import game_service_pb2 as pb

from tests.service.harness import Client, error_info

REFUSED = {
    "tab inside": "a\tb",
    "leading tab": "\tann",
    "trailing newline": "ann\n",
    "carriage return": "a\rb",
    "DEL": "a\x7fb",
    "C1 control": "a\x85b",
    "right-to-left override": "\u202eann",
    "left-to-right embedding": "a\u202ab",
    "isolate": "a\u2066b\u2069",
    "right-to-left mark": "\u200fx",
    "byte order mark": "\ufeffann",
    "line separator": "a\u2028b",
    "zero width space": "a\u200bb",
}


def join(target: str, created: pb.CreateTableResponse, name: str) -> pb.JoinTableResponse:
    response: pb.JoinTableResponse = Client(target).JoinTable(
        pb.JoinTableRequest(
            table=created.table.name, invite_token=created.invite_token, display_name=name
        )
    )
    return response


@pytest.mark.parametrize("label", sorted(REFUSED))
def test_control_and_bidi_characters_are_refused(target: str, label: str) -> None:
    created = Client(target).CreateTable(pb.CreateTableRequest(game="games/secret", seat_count=2))
    with pytest.raises(grpc.RpcError) as raised:
        join(target, created, REFUSED[label])
    code, reason, _ = error_info(raised.value)
    assert (code, reason) == (grpc.StatusCode.INVALID_ARGUMENT, "DISALLOWED_CHARACTER"), label
    assert "U+" in raised.value.details()
    table = Client(target, created.host_credential).GetTable(
        pb.GetTableRequest(name=created.table.name)
    )
    assert table.table.version == 0
    with pytest.raises(grpc.RpcError) as raised:
        Client(target).CreateTable(
            pb.CreateTableRequest(game="games/secret", seat_count=2, display_name=REFUSED[label])
        )
    assert error_info(raised.value)[1] == "DISALLOWED_CHARACTER"


def test_names_are_nfc_and_real_names_pass(target: str) -> None:
    created = Client(target).CreateTable(
        pb.CreateTableRequest(game="games/secret", seat_count=3, display_name="Cafe\u0301 night")
    )
    assert created.table.display_name == "Caf\u00e9 night"
    decomposed = join(target, created, "Zoe\u0308")
    assert decomposed.table.seats[decomposed.seat].display_name == "Zo\u00eb"
    for name in ("\u0645\u0631\u064a\u0645", "\U0001f469\u200d\U0001f4bb dev"):  # Arabic, ZWJ emoji
        joined = join(target, created, name)
        assert joined.table.seats[joined.seat].display_name == name
