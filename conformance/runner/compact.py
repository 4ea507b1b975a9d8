"""Compact positions (SPEC.md, "Compact positions"): a fixture with ``position_form: compact``
leaves out the fields its game's rules in ``conformance/positions.yaml`` can fill, and the
loader fills them before the position is sent. Only data: no game is named here."""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

from conformance.runner.documents import SUITE_ROOT, read_document

RULES_FILE = SUITE_ROOT / "positions.yaml"
_SEGMENT = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)(\[(\d*):?(\d*)\]|\[\])?$")


@cache
def compact_rules() -> dict[str, Any]:
    """game -> its compact-position rules (``positions.yaml``)."""
    rules: dict[str, Any] = read_document(RULES_FILE)["games"]
    return rules


def _visit(value: Any, path: str) -> Iterator[Any]:
    """Every value ``path`` reaches from ``value`` (absent fields reach nothing)."""
    if not path:
        yield value
        return
    head, _, rest = path.partition(".")
    match = _SEGMENT.match(head)
    if match is None:
        raise ValueError(f"bad path segment {head!r}")
    if not isinstance(value, Mapping) or match.group(1) not in value:
        return
    found = value[match.group(1)]
    if match.group(2) is None:
        yield from _visit(found, rest)
        return
    items = list(found or [])
    if match.group(2) != "[]":
        start = int(match.group(3) or 0)
        end = int(match.group(4)) if match.group(4) else len(items)
        items = items[start:end]
    for item in items:
        yield from _visit(item, rest)


def _remaining(position: dict[str, Any], rule: dict[str, Any]) -> Any:
    counts = {str(label): int(n) for label, n in rule["of"].items()}
    labels = list(counts)
    for minus in rule["minus"]:
        path, only = (minus, None) if isinstance(minus, str) else (minus["path"], minus["labels"])
        for found in _visit(position, path):
            if only is not None and str(found) not in only:
                continue
            if isinstance(found, list):  # a vector of counts over the labels
                for label, n in zip(labels, found, strict=False):
                    counts[label] -= int(n)
            elif str(found) in counts:  # "" (an empty space) and other labels count nothing
                counts[str(found)] -= 1
    short = sorted(label for label, n in counts.items() if n < 0)
    if short:
        raise ValueError(f"the position holds more {', '.join(short)} than there are")
    if rule["form"] == "vector":
        return [counts[label] for label in labels]
    return [{"tile": label, "count": n} for label, n in counts.items() if n]


def _value(rule: dict[str, Any], position: dict[str, Any], players: int, index: int) -> Any:
    kind, argument = next(iter(rule.items()))
    if kind == "players":
        return players
    if kind == "value":
        return copy.deepcopy(argument)
    if kind == "per_seat":
        return [copy.deepcopy(argument) for _ in range(players)]
    if kind == "seats":
        return list(range(players))
    if kind == "index":
        return index
    if kind == "count":
        return sum(1 for _ in _visit(position, argument))
    if kind == "subtract":
        return int(argument["from"]) - sum(1 for _ in _visit(position, argument["count"]))
    if kind == "stack_first":
        order = list(position.get(argument["order"], []))
        return [{"seats": order[::-1]}] + [{} for _ in range(int(argument["spaces"]) - 1)]
    if kind == "remaining":
        return _remaining(position, argument)
    raise ValueError(f"unknown compact rule {kind!r}")


def _options(rule: dict[str, Any], options: Mapping[str, str]) -> dict[str, Any]:
    merged = {**{k: str(v) for k, v in rule["defaults"].items()}, **options}
    if rule["form"] == "map":
        return merged
    message: dict[str, Any] = {}
    for name, spec in rule["fields"].items():
        value = merged[name]
        if spec.get("type") == "integer":
            message[spec["field"]] = int(value)
        else:
            message[spec["field"]] = spec.get("enum_prefix", "") + value.upper()
    return message


def expand(game: str, position: dict[str, Any], players: int, options: Mapping[str, str]) -> Any:
    """The full position of a compact one: every absent field its rule fills."""
    rules = compact_rules().get(game)
    if rules is None:
        raise ValueError(f"no compact position rules for game {game!r}")
    full = copy.deepcopy(position)
    for field, item_rules in rules.get("items", {}).items():
        for index, item in enumerate(full.get(field, [])):
            for name, rule in item_rules.items():
                if name not in item:
                    item[name] = _value(rule, item, players, index)
    if "options" not in full and "options" in rules:
        full["options"] = _options(rules["options"], options)
    for name, rule in rules.get("fields", {}).items():
        if name not in full:
            full[name] = _value(rule, full, players, 0)
    return full
