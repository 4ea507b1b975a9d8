"""The runner's ``webhooks`` expectation fails an implementation whose webhooks are unsigned,
signed with another secret, missing a key or the idempotency key, carry a key too many, or come
twice or not at all; it passes the documented ones, in version order, and counts versions from
the fixture's start."""

from __future__ import annotations

import json
import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest

from conformance.runner import webhook_check
from conformance.runner.webhook_check import webhook_diff
from conformance.runner.webhook_receiver import WebhookReceiver
from service.outbox.webhook import signature

SECRET = "runner-secret-0123456789abcdef"
TABLE = "tables/t1"


def document(version: int, **changes: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "type": "turn.passed",
        "table": TABLE,
        "version": version,
        "event": "action_applied",
        "seat": 1,
        "display_name": "seat 1",
        "seat_is_bot": False,
        "time": "2026-12-02T00:00:00+00:00",
    }
    base.update(changes)
    return {k: v for k, v in base.items() if v is not ...}


def send(
    receiver: WebhookReceiver, body: dict[str, Any], secret: str = SECRET, key: str = "k"
) -> None:
    raw = json.dumps(body).encode()
    headers = {"Meeple-Signature": signature(secret.encode(), int(time.time()), raw)}
    if key:
        headers["Idempotency-Key"] = key
    request = urllib.request.Request(receiver.url, data=raw, headers=headers)
    with urllib.request.urlopen(request, timeout=5):
        pass


@pytest.fixture()
def receiver(monkeypatch: pytest.MonkeyPatch) -> Iterator[WebhookReceiver]:
    monkeypatch.setattr(webhook_check, "WAIT", 0.3)
    monkeypatch.setattr(webhook_check, "SETTLE", 0.05)
    with WebhookReceiver(SECRET) as running:
        yield running


def test_documented_webhooks_pass_in_version_order(receiver: WebhookReceiver) -> None:
    send(receiver, document(15), key="b")
    send(receiver, document(14, type="table.started", event="table_started"), key="a")
    send(receiver, document(15), key="b")  # a retry: the same key again is one delivery
    send(receiver, document(99, table="tables/other"), key="c")  # another table's: not counted
    expected = [{"type": "table.started", "version": 1}, {"type": "turn.passed", "version": 2}]
    assert webhook_diff(receiver, TABLE, 13, 0, expected) == ([], 2)
    assert webhook_diff(receiver, TABLE, 13, 2, []) == ([], 2)  # nothing new since


@pytest.mark.parametrize(
    ("body", "secret", "key", "problem"),
    [
        (document(14), "another-secret-0123456789", "k", "does not verify"),
        (document(14, seat_is_bot=...), SECRET, "k", "keys"),
        (document(14, hand=["tile"]), SECRET, "k", "keys"),
        (document(14), SECRET, "", "no Idempotency-Key"),
        (document(14, seat=0), SECRET, "k", "seat"),
    ],
)
def test_a_wrong_webhook_fails(
    receiver: WebhookReceiver, body: dict[str, Any], secret: str, key: str, problem: str
) -> None:
    send(receiver, body, secret, key)
    diff, _ = webhook_diff(receiver, TABLE, 13, 0, [{"type": "turn.passed", "seat": 1}])
    assert any(problem in line for line in diff), diff


def test_missing_or_extra_webhooks_fail(receiver: WebhookReceiver) -> None:
    diff, _ = webhook_diff(receiver, TABLE, 13, 0, [{"type": "turn.passed"}])
    assert diff == ["webhooks: expected 1 new, got 0: []"]
    send(receiver, document(14), key="x")
    send(receiver, document(15), key="y")
    diff, _ = webhook_diff(receiver, TABLE, 13, 0, [{"type": "turn.passed"}])
    assert diff and "expected 1 new, got 2" in diff[0]
    assert webhook_diff(None, TABLE, 13, 0, [])[0][0].startswith("webhooks: the runner has no")
