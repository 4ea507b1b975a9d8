"""Decisions are parsed from memoized wire entries (issue 18): each entry is exactly what
``Decision.legal_actions`` serializes to, whatever the action's length."""

from __future__ import annotations

import pytest
from google.protobuf import any_pb2
from meeple.v1 import game_service_pb2 as pb

from engines.wire import delimited
from service.table_service import LEGAL_ACTIONS_TAG


@pytest.mark.parametrize("size", [0, 1, 100, 127, 128, 16_383, 16_384, 70_000])
def test_an_entry_is_the_serialized_repeated_field(size: int) -> None:
    packed = any_pb2.Any(type_url="type.googleapis.com/meeple.test.v1.Action", value=b"a" * size)
    wire = packed.SerializeToString()
    entry = delimited(LEGAL_ACTIONS_TAG, wire)
    assert entry == pb.Decision(legal_actions=[packed]).SerializeToString()
    parsed = pb.Decision.FromString(entry + entry)
    assert list(parsed.legal_actions) == [packed, packed]
