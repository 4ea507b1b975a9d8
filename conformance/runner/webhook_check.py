"""The ``webhooks`` expectation of the ``turn-based`` fixtures (feature ``webhooks``): the
webhook documents the implementation POSTed about the fixture's table since the previous such
expectation, received by the runner's loopback receiver (``meeple-conformance run
--webhook-listen HOST:PORT --webhook-secret S``, the implementation started with
``--webhook-url http://HOST:PORT/...`` and the same secret; conformance/SPEC.md).

Each document must carry exactly the documented keys (docs/webhooks.md), name this table, be
signed (``Meeple-Signature``) with the secret at a time within five minutes of its arrival, and
carry an ``Idempotency-Key``; the documents a 2xx answered, each key once and in version order,
must be exactly the expected ones (each a subset match; ``version`` counted from the fixture's
start, like ``version`` elsewhere)."""

from __future__ import annotations

import time
from typing import Any

from conformance.runner.matching import subset_diff
from conformance.runner.webhook_receiver import Received, WebhookReceiver

#: the keys of every webhook document (docs/webhooks.md)
DOCUMENT_KEYS = frozenset(
    {"type", "table", "version", "event", "seat", "display_name", "seat_is_bot", "time"}
)
#: seconds to wait for the expected webhooks (an implementation may retry after a failure)
WAIT = 30.0
#: seconds to wait more for an extra (unexpected or duplicate) one
SETTLE = 0.5


def _mine(receiver: WebhookReceiver, table: str) -> list[Received]:
    return [
        post
        for post in receiver.accepted()
        if isinstance(post.document, dict) and post.document.get("table") == table
    ]


def webhook_diff(
    receiver: WebhookReceiver | None,
    table: str,
    base_version: int,
    consumed: int,
    expected: list[dict[str, Any]],
) -> tuple[list[str], int]:
    """The differences, and how many of the table's webhooks are consumed after this check."""
    if receiver is None:
        return ["webhooks: the runner has no receiver (run with --webhook-listen HOST:PORT)"], 0
    want = consumed + len(expected)
    deadline = time.monotonic() + WAIT
    while len(_mine(receiver, table)) < want and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(SETTLE)
    posts = sorted(_mine(receiver, table), key=lambda post: int(post.document.get("version", 0)))
    new = posts[consumed:]
    diff: list[str] = []
    if len(new) != len(expected):
        got = [post.document.get("type") for post in new]
        diff.append(f"webhooks: expected {len(expected)} new, got {len(new)}: {got}")
    secret = receiver.secret.encode()
    for index, post in enumerate(new):
        path = f"webhooks[{index}]"
        document = dict(post.document)
        if set(document) != DOCUMENT_KEYS:
            diff.append(f"{path}: keys {sorted(document)}, expected {sorted(DOCUMENT_KEYS)}")
        if not post.signed_by(secret):
            diff.append(f"{path}: Meeple-Signature does not verify with the secret")
        if not post.key:
            diff.append(f"{path}: no Idempotency-Key header")
        if isinstance(document.get("version"), int):
            document["version"] = document["version"] - base_version
        if index < len(expected):
            diff += subset_diff(expected[index], document, path)
    return diff, len(posts)
