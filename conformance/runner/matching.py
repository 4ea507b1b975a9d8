"""Subset matching of proto3 JSON values, with a readable list of differences.

The rules (conformance/SPEC.md, "Matching"):

* an expected object matches an actual object when every expected key matches the actual
  value under that key (extra actual keys are ignored); a missing actual key stands for the
  field's proto3 default (0, "", false, [] or {}), so ``score: 0`` matches an omitted field;
* an expected array matches an actual array of the same length, element by element;
* ``{"$contains": [...]}`` matches an array holding a distinct matching element for each listed
  item, in any order; ``{"$len": n}`` matches an array of length n; ``{"$absent": true}`` matches
  only a missing key: a field without presence (proto3 ``optional`` unset, a message unset),
  never a value, not even a default one (seat 0 is a seat); ``{"$absent": false}`` matches any
  present value;
* numbers compare by value, and an int64 written as a JSON string ("12") equals the number 12.

``exact`` matching (golden playthroughs) requires equal values, key sets included.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from typing import Any

_DEFAULTS: tuple[Any, ...] = (0, "", False, None, [], {})
_MISSING = object()


def _is_default(value: Any) -> bool:
    if value is _MISSING:
        return True
    if isinstance(value, bool):
        return value is False
    if isinstance(value, int | float):
        return value == 0
    return value in _DEFAULTS or value == "0"


def _as_number(value: Any) -> int | float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return value
    if isinstance(value, str):
        try:
            return int(value)
        except ValueError:
            return None
    return None


def _show(value: Any) -> str:
    if value is _MISSING:
        return "<absent>"
    text = repr(value)
    return text if len(text) <= 160 else text[:157] + "..."


def subset_diff(expected: Any, actual: Any, path: str = "$") -> list[str]:
    """Differences between ``expected`` and ``actual`` under subset matching; [] if they match."""
    return list(_subset(expected, actual, path))


def _subset(expected: Any, actual: Any, path: str) -> Iterator[str]:
    if isinstance(expected, dict) and any(key.startswith("$") for key in expected):
        yield from _operator(expected, actual, path)
        return
    if isinstance(expected, dict):
        if actual is _MISSING or actual is None:
            actual = {}
        if not isinstance(actual, dict):
            yield f"{path}: expected an object, got {_show(actual)}"
            return
        for key, value in expected.items():
            yield from _subset(value, actual.get(key, _MISSING), f"{path}.{key}")
        return
    if isinstance(expected, list):
        if actual is _MISSING or actual is None:
            actual = []
        if not isinstance(actual, list):
            yield f"{path}: expected an array, got {_show(actual)}"
            return
        if len(expected) != len(actual):
            yield f"{path}: expected {len(expected)} elements, got {len(actual)}"
            return
        for index, (want, got) in enumerate(zip(expected, actual, strict=True)):
            yield from _subset(want, got, f"{path}[{index}]")
        return
    if not _scalar_equal(expected, actual):
        yield f"{path}: expected {_show(expected)}, got {_show(actual)}"


def _scalar_equal(expected: Any, actual: Any) -> bool:
    if actual is _MISSING:
        return _is_default(expected)
    if isinstance(expected, bool) or isinstance(actual, bool):
        return expected is actual or (expected is False and _is_default(actual))
    want, got = _as_number(expected), _as_number(actual)
    if (
        want is not None
        and got is not None
        and not (isinstance(expected, str) and isinstance(actual, str))
    ):
        return bool(want == got)
    return bool(expected == actual)


def _operator(expected: dict[str, Any], actual: Any, path: str) -> Iterator[str]:
    if set(expected) - {"$contains", "$len", "$absent"}:
        yield f"{path}: unknown match operator in {sorted(expected)}"
        return
    if "$absent" in expected:
        if expected["$absent"] and actual is not _MISSING:
            yield f"{path}: expected absent (no value at all), got {_show(actual)}"
        elif not expected["$absent"] and actual is _MISSING:
            yield f"{path}: expected present, got <absent>"
        return
    items = [] if actual is _MISSING or actual is None else actual
    if not isinstance(items, list):
        yield f"{path}: expected an array, got {_show(actual)}"
        return
    if "$len" in expected and len(items) != expected["$len"]:
        yield f"{path}: expected {expected['$len']} elements, got {len(items)}"
    if "$contains" in expected:
        unused = list(range(len(items)))
        for index, want in enumerate(expected["$contains"]):
            hit = next((i for i in unused if not subset_diff(want, items[i])), None)
            if hit is None:
                yield f"{path}: no element matches $contains[{index}] = {_show(want)}"
                yield from _nearest(want, items, path)
            else:
                unused.remove(hit)


def _nearest(want: Any, items: list[Any], path: str) -> Iterator[str]:
    """What the server sent instead: the whole array when short, else the closest elements
    (fewest differences), each with its differences."""
    if not items:
        yield f"{path}: actual: [] (empty)"
        return
    ranked = sorted(range(len(items)), key=lambda i: len(subset_diff(want, items[i])))
    yield f"{path}: actual ({len(items)} elements): {_show_long(items)}"
    for i in ranked[:2]:
        for line in subset_diff(want, items[i], f"{path}[{i}]")[:6]:
            yield f"  closest {line}"


def _show_long(value: Any, limit: int = 600) -> str:
    text = json.dumps(value, sort_keys=True, default=str)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def subsequence_diff(expected: Sequence[Any], actual: Sequence[Any], path: str) -> list[str]:
    """Each expected item must subset-match an actual item, in order (others may come between).

    On a miss, the actual items of the same kind (sharing a top-level key) are diffed against
    the expected one, so the report shows what differed, not only that nothing matched.
    """
    position = 0
    for index, want in enumerate(expected):
        start = position
        while position < len(actual) and subset_diff(want, actual[position]):
            position += 1
        if position == len(actual):
            lines = [
                f"{path}[{index}]: no event from position {start} on matches {_show(want)} "
                f"({len(actual)} events in all)"
            ]
            kinds = set(want) if isinstance(want, dict) else set()
            similar = [
                (i, item) for i, item in enumerate(actual)
                if isinstance(item, dict) and kinds & set(item)
            ]  # fmt: skip
            for i, item in similar[:4]:
                lines += [f"  vs actual[{i}]: {line}" for line in subset_diff(want, item)]
            if not similar:
                lines.append(
                    "  actual kinds: "
                    + ", ".join(
                        sorted({key for item in actual if isinstance(item, dict) for key in item})
                    )
                )
            return lines
        position += 1
    return []


def exact_diff(expected: Any, actual: Any, path: str = "$") -> list[str]:
    """Differences under exact equality (numbers by value, int64 strings as numbers)."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        problems: list[str] = []
        for key in sorted(set(expected) | set(actual)):
            problems += exact_diff(
                expected.get(key, _MISSING), actual.get(key, _MISSING), f"{path}.{key}"
            )
        return problems
    if isinstance(expected, list) and isinstance(actual, list):
        if len(expected) != len(actual):
            return [f"{path}: expected {len(expected)} elements, got {len(actual)}"]
        problems = []
        for index, (want, got) in enumerate(zip(expected, actual, strict=True)):
            problems += exact_diff(want, got, f"{path}[{index}]")
        return problems
    if expected is _MISSING or actual is _MISSING:
        if expected is _MISSING and actual is _MISSING:
            return []
        return [f"{path}: expected {_show(expected)}, got {_show(actual)}"]
    if isinstance(expected, dict | list) or isinstance(actual, dict | list):
        return [f"{path}: expected {_show(expected)}, got {_show(actual)}"]
    if _scalar_equal(expected, actual):
        return []
    return [f"{path}: expected {_show(expected)}, got {_show(actual)}"]


def field_names(value: Any) -> Iterator[str]:
    """Every object key holding a non-default value, at any depth (``forbidden`` checks)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if not _is_default(item):
                yield key
            yield from field_names(item)
    elif isinstance(value, list):
        for item in value:
            yield from field_names(item)
