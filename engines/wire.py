"""Protobuf wire format written by hand, and bounded memos of wire bytes, shared by every
state of every game.

Building a small protobuf message from Python keyword arguments costs several times more than
parsing the same message from its serialized bytes (the runtime parses in C), and more still
than joining its bytes by hand. Messages the engines build over and over (the events of a turn,
the parts of a view) are therefore serialized once per distinct content and parsed from the
memo afterwards, or written directly with the encoders below (field keys, varints, packed
repeated integers, length-delimited parts), in field-number order as the deterministic
serialization writes them. A memo entry is a pure function of its key, so sharing entries
between states and games is safe; parsing gives a fresh, independent message each time.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Final

#: a memo is cleared when it reaches this many entries (memory stays bounded)
MEMO_LIMIT: Final = 100_000

#: wire types (the low three bits of a field key)
VARINT: Final = 0
LENGTH_DELIMITED: Final = 2

#: the varint of every value below 128: the value as one byte
_SMALL: Final = tuple(bytes((i,)) for i in range(128))


def varint(value: int) -> bytes:
    """``value`` as a protobuf base-128 varint; a negative value as its 64-bit two's complement
    (ten bytes), as int32 and int64 fields encode it."""
    if 0 <= value < 128:
        return _SMALL[value]
    if value < 0:
        value += 1 << 64
    out = bytearray()
    while value >= 0x80:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def field_key(number: int, wire_type: int) -> bytes:
    """The key that starts every entry of field ``number`` with ``wire_type``."""
    return varint(number << 3 | wire_type)


def delimited(key: bytes, body: bytes) -> bytes:
    """A length-delimited entry: a message, a string's UTF-8 bytes, or packed values."""
    size = len(body)
    return key + (_SMALL[size] if size < 128 else varint(size)) + body


def string_entry(key: bytes, text: str) -> bytes:
    """One entry of a string field (written even when empty, as a repeated entry is)."""
    return delimited(key, text.encode())


def scalar(key: bytes, value: int) -> bytes:
    """An integer, enum or bool field of implicit presence: nothing when 0, as proto3 omits it."""
    if not value:
        return b""
    return key + (_SMALL[value] if 0 < value < 128 else varint(value))


def packed(key: bytes, values: Sequence[int]) -> bytes:
    """A packed repeated integer or enum field: nothing when empty."""
    if not values:
        return b""
    try:
        body = bytes(values)  # every value in 0..255: one byte each
    except ValueError:
        body = b""
    if not body.isascii() or not body:  # a value outside 0..127 takes another form
        body = b"".join([varint(v) for v in values])
    return delimited(key, body)


class WireMemo:
    """A bounded memo from a key to the wire bytes ``build(*key)`` returns. Look up with
    ``memo.found.get(key) or memo.miss(key)`` (inline, as the hot paths do), or with
    :meth:`miss_one` for a memo keyed by a single value. It is cleared when it reaches
    ``limit`` entries."""

    __slots__ = ("_build", "_limit", "found")

    def __init__(self, build: Callable[..., bytes], limit: int = MEMO_LIMIT) -> None:
        self._build = build
        self._limit = limit
        self.found: dict[Hashable, bytes] = {}

    def miss(self, key: tuple[Hashable, ...]) -> bytes:
        if len(self.found) >= self._limit:
            self.found.clear()
        wire = self.found[key] = self._build(*key)
        return wire

    def miss_one(self, key: Hashable) -> bytes:
        """:meth:`miss` for a memo keyed by one value rather than a tuple (``build(key)``)."""
        if len(self.found) >= self._limit:
            self.found.clear()
        wire = self.found[key] = self._build(key)
        return wire
