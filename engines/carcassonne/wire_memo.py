"""Bounded memos of protobuf wire bytes, shared by every state of every game.

Building a small protobuf message from Python keyword arguments costs several times more than
parsing the same message from its serialized bytes (the runtime parses in C). Messages the
engine builds over and over (the events of a turn, the parts of a view) are therefore
serialized once per distinct content and parsed from the memo afterwards. A memo entry is a
pure function of its key, so sharing entries between states and games is safe; parsing gives a
fresh, independent message each time.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Final

#: a memo is cleared when it reaches this many entries (memory stays bounded)
MEMO_LIMIT: Final = 100_000


class WireMemo:
    """A bounded memo from a key to the wire bytes ``build(*key)`` returns. Look up with
    ``memo.found.get(key) or memo.miss(key)`` (inline, as the hot paths do), or with
    :meth:`miss_one` for a memo keyed by a single value."""

    __slots__ = ("_build", "found")

    def __init__(self, build: Callable[..., bytes]) -> None:
        self._build = build
        self.found: dict[Hashable, bytes] = {}

    def miss(self, key: tuple[int | str, ...]) -> bytes:
        if len(self.found) >= MEMO_LIMIT:
            self.found.clear()
        wire = self.found[key] = self._build(*key)
        return wire

    def miss_one(self, key: int | str) -> bytes:
        """:meth:`miss` for a memo keyed by one value rather than a tuple (``build(key)``)."""
        if len(self.found) >= MEMO_LIMIT:
            self.found.clear()
        wire = self.found[key] = self._build(key)
        return wire
