"""Request plumbing of the game service: who is calling, what a handler logs, and the checks and
conversions of request fields shared by every RPC."""

from __future__ import annotations

import base64
import re
import unicodedata
import uuid
from dataclasses import dataclass
from typing import Any, TypeVar

from google.protobuf import any_pb2
from google.protobuf.message import DecodeError, Message

from engines.seeding import MAX_ENTROPY_BYTES
from service import errors
from service.authorization import Who
from service.security import PROPOSED_TOKEN
from service.store.base import (
    TableRecord,
    TableStatus,
)

MessageT = TypeVar("MessageT", bound=Message)

TABLE_NAME = re.compile(r"^tables/([a-z0-9][a-z0-9-]{0,62})$")
GAME_NAME = re.compile(r"^games/([a-z0-9][a-z0-9_-]{0,62})$")
SNAPSHOT_EVERY = 64
#: idempotency records of a finished game's last actions kept for late retries (older ones are
#: dropped with the older snapshots when the game ends: a retry of such an action meets a
#: finished game and is refused, never applied twice)
RETRIES_KEPT_AFTER_END = 16
MAX_DISPLAY_NAME = 40
MAX_TABLE_NAME = 100
CREATE_SCOPE = "create"
COMMIT_ATTEMPTS = 5
ACTION_CACHE_SIZE = 100_000


@dataclass(frozen=True, slots=True)
class Caller:
    """Who is calling: the bearer token (if any) from the request metadata."""

    token: str | None = None
    #: the authorization metadata was present but unreadable
    malformed: bool = False
    #: the connection the call came on (gRPC peer, e.g. "ipv4:10.0.0.7:53124")
    peer: str = ""


@dataclass(frozen=True, slots=True)
class Principal:
    """An authenticated caller at one table."""

    #: what the caller is at the table (see :mod:`service.authorization`)
    who: Who
    seat: int | None = None
    token_hash: str = ""

    @property
    def is_admin(self) -> bool:
        return self.who == Who.ADMIN

    @property
    def viewer(self) -> int | None:
        """The seat whose view this caller gets; None for a spectator view."""
        return self.seat if self.who == Who.SEAT else None


class RequestLog:
    """Fields a handler learns while it runs, logged by the servicer at the end of the RPC."""

    def __init__(self) -> None:
        self.fields: dict[str, Any] = {}

    def bind(self, **fields: Any) -> None:
        self.fields.update(fields)


#: a UUID already in canonical form (what clients send): kept as it is
CANONICAL_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def check_request_id(value: str) -> str:
    """The request id in canonical form (lower case, with dashes): the idempotency key, so
    every spelling of one UUID names the same request."""
    if not value:
        return ""
    if CANONICAL_UUID.fullmatch(value):
        return value
    try:
        parsed = uuid.UUID(value)
    except ValueError as error:
        raise errors.invalid(
            "INVALID_REQUEST_ID", "request_id must be a UUID", field="request_id"
        ) from error
    return str(parsed)


def check_proposed_credential(value: str, field: str) -> str:
    """A client-proposed credential ("" when none): the form of a 256-bit URL-safe token."""
    if value and PROPOSED_TOKEN.match(value) is None:
        raise errors.invalid(
            "INVALID_FIELD",
            f"{field} must be 43 to 128 URL-safe base64 characters (at least 256 random bits)",
            field=field,
        )
    return value


def check_entropy(value: bytes, field: str = "entropy") -> bytes:
    """A caller's contribution to the table's seed: at most MAX_ENTROPY_BYTES."""
    if len(value) > MAX_ENTROPY_BYTES:
        raise errors.invalid(
            "INVALID_FIELD", f"{field} takes at most {MAX_ENTROPY_BYTES} bytes", field=field
        )
    return value


def check_table_name(name: str, field: str) -> str:
    if not name:
        raise errors.invalid("MISSING_FIELD", f"{field} is required", field=field)
    match = TABLE_NAME.match(name)
    if match is None:
        raise errors.invalid(
            "INVALID_FIELD", f"{field} must look like tables/{{table}}", field=field
        )
    return match.group(1)


#: what a display name may not contain, by Unicode category: controls (tab, newline, DEL, C1),
#: invisible formatting characters (bidi overrides, embeddings, isolates and marks, the byte
#: order mark, zero-width spaces), line and paragraph separators, surrogates, private use
DISALLOWED_CATEGORIES = {
    "Cc": "a control character",
    "Cf": "an invisible formatting or bidi control character",
    "Zl": "a line separator",
    "Zp": "a paragraph separator",
    "Cs": "a surrogate",
    "Co": "a private-use character",
}
#: formatting characters names need: zero-width joiner and non-joiner (emoji, Indic scripts)
ALLOWED_FORMAT = frozenset({"\u200c", "\u200d"})


def check_display_name(value: str, field: str, limit: int, required: bool) -> str:
    """A display name in NFC, without surrounding spaces; DISALLOWED_CHARACTER names the first
    character no name may carry."""
    for char in value:
        kind = DISALLOWED_CATEGORIES.get(unicodedata.category(char))
        if kind is not None and char not in ALLOWED_FORMAT:
            point = f"U+{ord(char):04X}"
            raise errors.invalid(
                "DISALLOWED_CHARACTER",
                f"{field} must not contain {point}, {kind}",
                field=field,
                character=point,
            )
    text = unicodedata.normalize("NFC", value).strip()
    if required and not text:
        raise errors.invalid("MISSING_FIELD", f"{field} is required", field=field)
    if len(text) > limit:
        raise errors.invalid(
            "INVALID_FIELD", f"{field} takes at most {limit} characters", field=field
        )
    return text


def page_token_version(token: str) -> int:
    if not token:
        return 0
    try:
        text = base64.urlsafe_b64decode(token.encode()).decode()
        if not text.startswith("v:"):
            raise ValueError(token)
        return int(text[2:])
    except (ValueError, UnicodeDecodeError) as error:
        raise errors.invalid(
            "INVALID_PAGE_TOKEN", "page_token is not one this service issued", field="page_token"
        ) from error


def make_page_token(version: int) -> str:
    return base64.urlsafe_b64encode(f"v:{version}".encode()).decode()


def unpack_payload(packed: any_pb2.Any, message_type: type[Message], field: str) -> Message:
    expected = message_type.DESCRIPTOR.full_name
    if packed.TypeName() != expected:
        raise errors.invalid(
            "WRONG_PAYLOAD_TYPE",
            f"{field} must be a {expected}",
            field=field,
            expected=expected,
            got=packed.TypeName()[:100],
        )
    message = message_type()
    try:
        packed.Unpack(message)
    except DecodeError as error:
        raise errors.invalid(
            "MALFORMED_PAYLOAD", f"{field} does not parse as {expected}", field=field
        ) from error
    return message


def parse_message(message_type: type[MessageT], blob: bytes) -> MessageT:
    message = message_type()
    message.ParseFromString(blob)
    return message


def advanced(
    record: TableRecord, entries: int, status: TableStatus, metadata: bytes, now: float
) -> TableRecord:
    return TableRecord(
        table_id=record.table_id,
        game=record.game,
        public=record.public,
        status=status,
        version=record.version + entries,
        create_time=record.create_time,
        update_time=now,
        metadata=metadata,
        secret=record.secret,
    )
