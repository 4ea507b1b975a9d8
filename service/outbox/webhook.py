"""The webhook channel (``meeple serve --webhook-url URL --webhook-secret SECRET``): a signed
JSON POST to a platform for each committed event that passes the turn, starts or ends a table,
or turns a seat absent. The document and the signature are specified in docs/webhooks.md; this
module is their reference implementation.

The body names the table, the event, the version, and the seat concerned with its display name:
never a credential, never a game's hidden information (a tile drawn, a hand). Each delivery is
signed at each attempt (``Meeple-Signature: t=UNIX_SECONDS,v1=HEX``, HEX the HMAC-SHA256 keyed
by the secret of ``"{t}.{raw body}"``) and carries its idempotency key
(``Idempotency-Key``), the same at every attempt.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import time
from collections.abc import Sequence
from datetime import UTC, datetime

import httpx
from meeple.v1 import game_service_pb2 as pb

from service.model import TableMeta, table_name
from service.outbox.channels import Change, DeliveryFailed, Outgoing
from service.settings import WEBHOOK_TIMEOUT
from service.store.base import Delivery, TableStatus

#: the document's event types (docs/webhooks.md)
TURN_PASSED = "turn.passed"
TABLE_STARTED = "table.started"
TABLE_ENDED = "table.ended"
SEAT_ABSENT = "seat.absent"

SIGNATURE_HEADER = "Meeple-Signature"
IDEMPOTENCY_HEADER = "Idempotency-Key"
#: seconds one POST may take in all (connect, send, the answer's status line)
TIMEOUT = WEBHOOK_TIMEOUT
#: POSTs in flight at once to the receiver
MAX_CONNECTIONS = 8
USER_AGENT = "meeple-webhook/1"
BOT = pb.Seat.PLAYER_BOT


def signature(secret: bytes, timestamp: int, body: bytes) -> str:
    """The ``Meeple-Signature`` header's value for ``body`` sent at ``timestamp``."""
    mac = hmac.new(secret, f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={timestamp},v1={mac}"


def document(change: Change, kind: str, meta: TableMeta, seat: int | None) -> dict[str, object]:
    """The JSON document of one webhook (docs/webhooks.md: every key is always present)."""
    seats = meta.table.seats
    known = seat is not None and 0 <= seat < len(seats)
    return {
        "type": kind,
        "table": table_name(change.table_id),
        "version": change.version,
        "event": change.kind,
        "seat": seat if known else None,
        "display_name": seats[seat].display_name if known and seat is not None else None,
        "seat_is_bot": bool(known and seat is not None and seats[seat].player == BOT),
        "time": datetime.fromtimestamp(change.time, UTC).isoformat(timespec="seconds"),
    }


def encode(body: dict[str, object]) -> bytes:
    return json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode()


async def _turn_before_undo(change: Change) -> int | None:
    """The seat that was to act before an undo: the one after the action it takes back."""
    undone = change.event.action_undone.undone_version
    if change.store is None or undone < 1:
        return None
    entries = await change.store.read_entries(change.table_id, undone - 1, limit=1)
    if not entries or entries[0].version != undone:
        return None
    applied = pb.TableEvent.FromString(entries[0].payload).action_applied
    return applied.current_seat if applied.HasField("current_seat") else None


async def classify(change: Change) -> tuple[str, int | None] | None:
    """The webhook type of a committed event and the seat it concerns, or None (no webhook)."""
    event = change.event
    if change.status_before != change.status and change.status in (
        TableStatus.FINISHED,
        TableStatus.ABANDONED,
    ):
        return TABLE_ENDED, None
    if change.kind == "table_started":
        started = event.table_started
        return TABLE_STARTED, started.current_seat if started.HasField("current_seat") else None
    if change.kind == "action_applied":
        applied = event.action_applied
        if applied.HasField("current_seat") and applied.current_seat != applied.seat:
            return TURN_PASSED, applied.current_seat
        return None
    if change.kind == "action_undone":
        undone = event.action_undone
        if not undone.HasField("current_seat"):
            return None
        if await _turn_before_undo(change) != undone.current_seat:
            return TURN_PASSED, undone.current_seat
        return None
    if change.kind == "turn_timed_out" and event.turn_timed_out.policy == "absent":
        return SEAT_ABSENT, event.turn_timed_out.seat
    if change.kind == "bot_seated" and event.bot_seated.for_absent_player:
        return SEAT_ABSENT, event.bot_seated.seat
    if change.kind == "seat_left" and event.seat_left.HasField("bot"):
        return SEAT_ABSENT, event.seat_left.seat
    return None


class WebhookChannel:
    """POSTs signed JSON documents to one URL (see the module's doc)."""

    name = "webhook"
    #: sends in flight at once (the dispatcher's slots of this channel)
    concurrency = MAX_CONNECTIONS
    wants = frozenset(
        {
            "table_started",
            "action_applied",
            "action_undone",
            "turn_timed_out",
            "bot_seated",
            "seat_left",
            "table_abandoned",
        }
    )

    def __init__(self, url: str, secret: str, *, timeout: float = TIMEOUT) -> None:
        self.url = url
        self._secret = secret.encode()
        self.timeout = timeout
        # made at start-up: loading the TLS trust store takes a good fraction of a second,
        # which the first delivery would otherwise wait for
        self._client: httpx.AsyncClient | None = self._new_client()

    def __repr__(self) -> str:  # never print the secret
        return f"WebhookChannel({self.url!r})"

    async def plan(self, change: Change) -> Sequence[Outgoing]:
        found = await classify(change)
        if found is None:
            return []
        kind, seat = found
        return [Outgoing(encode(document(change, kind, await change.meta_after(), seat)))]

    def _new_client(self) -> httpx.AsyncClient:
        return httpx.AsyncClient(
            timeout=httpx.Timeout(self.timeout),
            limits=httpx.Limits(
                max_connections=MAX_CONNECTIONS, max_keepalive_connections=MAX_CONNECTIONS
            ),
            # a redirect is a failure: the operator's URL is the only address POSTed to
            follow_redirects=False,
            # no proxy from the environment: the POST goes where the operator said
            trust_env=False,
            headers={"User-Agent": USER_AGENT},
        )

    def _http(self) -> httpx.AsyncClient:
        if self._client is None:
            self._client = self._new_client()
        return self._client

    async def send(self, delivery: Delivery) -> None:
        body = delivery.payload
        headers = {
            "Content-Type": "application/json",
            SIGNATURE_HEADER: signature(self._secret, int(time.time()), body),
            IDEMPOTENCY_HEADER: delivery.delivery_id,
        }
        try:
            # a total deadline: httpx's timeout is per read, which a receiver that trickles its
            # headers renews for ever (issue 48, finding 5)
            async with asyncio.timeout(self.timeout):
                # the answer's body is never read: a receiver's status is all that counts
                async with self._http().stream(
                    "POST", self.url, content=body, headers=headers
                ) as r:
                    status = r.status_code
        except TimeoutError as error:
            raise DeliveryFailed(f"no answer within {self.timeout:g} s") from error
        except httpx.HTTPError as error:
            raise DeliveryFailed(f"{type(error).__name__}: {error}"[:200]) from error
        if not 200 <= status < 300:
            raise DeliveryFailed(f"HTTP {status}")

    async def close(self) -> None:
        if self._client is not None:
            await self._client.aclose()
            self._client = None
