"""Which rule a diverging playthrough step breaks (SPEC.md, "Results"): the rules the step
touches, and the rule of its first event that differs from the recorded one, read from
``conformance/rules/touches.yaml`` (data: an event kind, or the values of its fields, to an
anchor of the rules digests)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from conformance.runner.documents import SUITE_ROOT, read_document
from conformance.runner.locating import rules_link
from conformance.runner.matching import exact_diff

TOUCHES = SUITE_ROOT / "rules" / "touches.yaml"


def _table(game: str) -> dict[str, Any]:
    found: dict[str, Any] = (read_document(TOUCHES) or {}).get(game, {})
    return found


def _matches(when: dict[str, Any], payload: dict[str, Any]) -> bool:
    return all(not exact_diff(value, payload.get(key)) for key, value in when.items())


def event_rule(game: str, event: dict[str, Any]) -> str:
    """The anchor (``rules/<digest>.md#<anchor>``) of one event (``{kind: payload}``), or ""."""
    events = _table(game).get("events", {})
    for kind, payload in event.items():
        entry = events.get(kind)
        if isinstance(entry, str):
            return entry
        for case in entry or ():
            if _matches(case.get("when", {}), payload if isinstance(payload, dict) else {}):
                return str(case["rule"])
    return ""


def action_rule(game: str, action: dict[str, Any] | None) -> str:
    actions = _table(game).get("actions", {})
    return next((str(actions[kind]) for kind in action or {} if kind in actions), "")


def touched_rules(game: str, action: dict[str, Any] | None, diff: list[str]) -> list[str]:
    """The rules (links into conformance/rules/) a diverging playthrough step touches: its
    action's kind and the event kinds its differences name."""
    found = [action_rule(game, action)]
    text = " ".join(diff)
    for kind in _table(game).get("events", {}):
        if f".{kind}" in text or f"'{kind}'" in text or f'"{kind}"' in text:
            found.append(event_rule(game, {kind: {}}))  # the kind's general rule
    return [rules_link(a) for a in dict.fromkeys(found) if a]


def broken_rule(
    game: str,
    recorded: Sequence[dict[str, Any]] | None,
    actual: Sequence[dict[str, Any]] | None,
    action: dict[str, Any] | None,
) -> tuple[str, str]:
    """(link to the broken rule, what diverged): the rule of the first event of the step that
    differs from the recorded one (an event the implementation left out or added counts), or,
    when every event agrees (or none was recorded), the rule of the action sent."""
    recorded, actual = list(recorded or ()), list(actual or ())
    for index in range(max(len(recorded), len(actual))):
        want = recorded[index] if index < len(recorded) else None
        got = actual[index] if index < len(actual) else None
        if want is not None and got is not None and not exact_diff(want, got):
            continue
        event = want if want is not None else got
        assert event is not None
        kind = next(iter(event), "")
        rule = event_rule(game, event) or action_rule(game, action)
        which = "a recorded" if want is not None else "an unexpected"
        return rules_link(rule) if rule else "", f"events[{index}], {which} {kind}"
    rule = action_rule(game, action)
    kind = next(iter(action or {}), "")
    return (rules_link(rule) if rule else "", f"the action sent, {kind}" if kind else "")
