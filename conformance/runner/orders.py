"""Which list orders the contract specifies (SPEC.md, "What goldens compare").

A fixture may compare the order of a repeated field only when the field's comment in the
``.proto`` file says what the order is: the comment names an order ("in placement order",
"oldest first", "sorted by seat, then location", "A..X") or an index ("index = seat"). Every
other repeated field is compared by the runner as a multiset (order ignored), and the fixture
lint rejects a fixture that compares its order, i.e. that expects two or more elements of it
with an order-sensitive match.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

from conformance.runner.loading import SUITE_ROOT

#: the .proto files: beside the generated code, in a checkout (proto/) or an install (meeple/)
PROTO_ROOT = SUITE_ROOT.parent / "proto"
#: words in a field comment that specify the order of its elements
ORDER_WORDS = re.compile(
    r"\border\b|\bsorted\b|index = |\bby seat\b|oldest first|newest first|\bA\.\.X\b|"
    r"\bascending\b|\bdescending\b|\bfirst\b|\bthen\b",
    re.IGNORECASE,
)
_PACKAGE = re.compile(r"^\s*package\s+([\w.]+)\s*;")
_OPEN = re.compile(r"^\s*(message|enum|oneof)\s+(\w+)\s*\{")
_FIELD = re.compile(r"^\s*repeated\s+[\w.]+\s+(\w+)\s*=\s*\d+")


def _comments(path: Path) -> dict[tuple[str, str], str]:
    """(message full name, repeated field name) -> the comment above the field."""
    found: dict[tuple[str, str], str] = {}
    package = ""
    stack: list[tuple[str, str]] = []
    comment: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        text = line.strip()
        if text.startswith("//"):
            comment.append(text[2:].strip())
            continue
        if match := _PACKAGE.match(line):
            package = match.group(1)
        elif match := _OPEN.match(line):
            if "}" not in line[match.end() :]:
                stack.append((match.group(1), match.group(2)))
        elif (match := _FIELD.match(line)) and stack:
            names = [name for kind, name in stack if kind == "message"]
            found[(".".join([package, *names]), match.group(1))] = " ".join(comment)
        elif text.startswith("}") and stack:
            stack.pop()
        comment = []
    return found


@cache
def repeated_field_comments() -> dict[tuple[str, str], str]:
    import meeple

    root = PROTO_ROOT if PROTO_ROOT.is_dir() else Path(next(iter(meeple.__path__))).parent
    comments: dict[tuple[str, str], str] = {}
    for path in sorted(root.rglob("meeple/**/*.proto")):
        comments.update(_comments(path))
    return comments


def order_specified(message: str, field: str) -> bool:
    """Whether the comment of ``message.field`` (a repeated field) specifies its order."""
    comment = repeated_field_comments().get((message, field))
    return comment is not None and ORDER_WORDS.search(comment) is not None


def unordered_lists(document: Any, descriptor: Any, path: str) -> Iterator[str]:
    """Paths in ``document`` (proto3 JSON of ``descriptor``) where an order-sensitive
    expectation lists two or more elements of a repeated field whose order is unspecified."""
    if not isinstance(document, dict):
        return
    fields = {f.json_name: f for f in descriptor.fields} | {f.name: f for f in descriptor.fields}
    for key, value in document.items():
        field = fields.get(key)
        if field is None or _is_map(field.message_type):
            continue
        where = f"{path}.{key}"
        if field.is_repeated and isinstance(value, list):
            if len(value) >= 2 and not order_specified(descriptor.full_name, field.name):
                yield where
            if field.message_type is not None:
                for index, item in enumerate(value):
                    yield from _nested(item, field.message_type, f"{where}[{index}]")
        elif field.message_type is not None:
            yield from _nested(value, field.message_type, where)


def _nested(value: Any, descriptor: Any, path: str) -> Iterator[str]:
    if descriptor.full_name == "google.protobuf.Any":
        return
    yield from unordered_lists(value, descriptor, path)


def unordered_fields(descriptor: Any) -> set[tuple[str, str]]:
    """Every repeated field reachable from ``descriptor`` whose order is unspecified."""
    found: set[tuple[str, str]] = set()
    seen: set[str] = set()
    pending: list[Any] = [descriptor]
    while pending:
        current = pending.pop()
        if current.full_name in seen:
            continue
        seen.add(current.full_name)
        for field in current.fields:
            if field.message_type is not None:
                pending.append(field.message_type)
            if (
                field.is_repeated
                and not _is_map(field.message_type)
                and not order_specified(current.full_name, field.name)
            ):
                found.add((current.full_name, field.name))
    return found


def _is_map(descriptor: Any | None) -> bool:
    return descriptor is not None and bool(descriptor.GetOptions().map_entry)
