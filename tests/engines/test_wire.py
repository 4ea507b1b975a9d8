"""The hand-written wire encoders (:mod:`engines.wire`) write what protobuf writes, for values
of every varint length, zero and negative ones included."""

from __future__ import annotations

import pytest
from google.protobuf import descriptor_pb2, wrappers_pb2

from engines.wire import (
    LENGTH_DELIMITED,
    VARINT,
    WireMemo,
    delimited,
    field_key,
    packed,
    scalar,
    string_entry,
    varint,
)

VALUES = [0, 1, 127, 128, 255, 256, 300, 16_383, 16_384, 2**31 - 1, -1, -2, -(2**31)]


@pytest.mark.parametrize("value", VALUES)
def test_scalar_is_protobufs_int32_field(value: int) -> None:
    expected = wrappers_pb2.Int32Value(value=value).SerializeToString()
    assert scalar(field_key(1, VARINT), value) == expected


@pytest.mark.parametrize("value", [v for v in VALUES if v > 0] + [2**63])
def test_varint_of_large_unsigned_values(value: int) -> None:
    expected = wrappers_pb2.UInt64Value(value=value).SerializeToString()
    assert field_key(1, VARINT) + varint(value) == expected


@pytest.mark.parametrize(
    "values",
    [[], [0], [1, 2, 3], [0, 127], [128], [255, 1], [256], [-1, 5], VALUES, list(range(200))],
)
def test_packed_is_protobufs_packed_repeated_int32(values: list[int]) -> None:
    # SourceCodeInfo.Location.path: repeated int32, packed, field 1
    expected = descriptor_pb2.SourceCodeInfo.Location(path=values).SerializeToString()
    assert packed(field_key(1, LENGTH_DELIMITED), values) == expected


@pytest.mark.parametrize("text", ["", "castle", "é" * 100])
def test_string_and_message_entries(text: str) -> None:
    key = field_key(4, LENGTH_DELIMITED)  # FileDescriptorProto.message_type
    message = descriptor_pb2.DescriptorProto(name=text)
    expected = descriptor_pb2.FileDescriptorProto(message_type=[message]).SerializeToString()
    assert delimited(key, string_entry(field_key(1, LENGTH_DELIMITED), text)) == expected


def test_field_keys_past_fifteen_take_two_bytes() -> None:
    assert field_key(15, VARINT) == bytes([15 << 3])
    assert field_key(16, VARINT) == b"\x80\x01"
    assert field_key(19, LENGTH_DELIMITED) == b"\x9a\x01"


def test_a_memo_is_cleared_at_its_limit() -> None:
    built: list[int] = []

    def build(n: int) -> bytes:
        built.append(n)
        return varint(n)

    memo = WireMemo(build, limit=3)
    for n in (1, 2, 3, 1):
        assert (memo.found.get((n,)) or memo.miss((n,))) == varint(n)
    assert built == [1, 2, 3]  # the second 1 was found
    memo.miss((4,))  # the fourth entry: cleared first
    assert list(memo.found) == [(4,)]
