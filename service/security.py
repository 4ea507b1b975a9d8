"""Credentials: random bearer tokens, stored only as hashes, read from gRPC metadata."""

from __future__ import annotations

import base64
import functools
import hashlib
import hmac
import re
import secrets
from collections.abc import Iterable

from google.protobuf.descriptor import Descriptor
from google.protobuf.message import Message

from engines.seeding import SECRET_BYTES

#: 32 random bytes = 256 bits, URL-safe base64 (43 characters)
TOKEN_BYTES = 32


def new_token() -> str:
    """A fresh credential or invite token (256 random bits). It never starts with ``-``, which
    a command line (``meeple join --credential TOKEN``) would read as an option."""
    while True:
        token = secrets.token_urlsafe(TOKEN_BYTES)
        if not token.startswith("-"):
            return token


def hash_token(token: str) -> str:
    """The stored form of a token. Tokens carry 256 bits of entropy, so one SHA-256 is enough
    (no salt or stretching needed, unlike passwords)."""
    return hashlib.sha256(token.encode()).hexdigest()


#: what a client-proposed credential must look like: URL-safe base64 of at least 32 bytes
#: (256 bits; the server cannot check randomness, only the form of a token like its own)
PROPOSED_TOKEN = re.compile(r"^[A-Za-z0-9_-]{43,128}$")


def derive_token(host_credential: str, purpose: str, table_id: str) -> str:
    """A table secret derived from its host credential (HMAC-SHA256, 256 bits): the invite and
    spectator tokens. Whoever holds the host credential can obtain them anyway; nobody holding
    only a derived token can compute the host credential or the other token. Deriving them
    lets a CreateTable retry return the very same tokens while the server stores only hashes."""
    digest = hmac.new(
        host_credential.encode(), f"meeple/{purpose}/{table_id}".encode(), hashlib.sha256
    ).digest()
    token = base64.urlsafe_b64encode(digest).decode().rstrip("=")
    # as new_token: never a leading "-", which a command line (`meeple export --credential
    # TOKEN`) reads as an option; one of the 64 first characters folds into another
    return "A" + token[1:] if token.startswith("-") else token


def request_key(request_id: str) -> str:
    """What the logs show of a request id: a one-way digest (64 bits) that lets a client who
    knows its request id find its log line, and lets nobody reading the log learn the id."""
    return hashlib.sha256(f"meeple request id {request_id}".encode()).hexdigest()[:16]


def same_secret(given: str, expected: str) -> bool:
    return hmac.compare_digest(given.encode(), expected.encode())


def new_server_secret() -> bytes:
    """A table's secret (256 bits from the OS CSPRNG), committed to at creation and mixed with
    the seats' entropy into the seed (see engines.seeding)."""
    return secrets.token_bytes(SECRET_BYTES)


def new_table_id() -> str:
    """An opaque, unguessable table id (128 random bits, lower-case base32 without padding)."""
    import base64

    return base64.b32encode(secrets.token_bytes(16)).decode().rstrip("=").lower()


class BadCredential(Exception):
    """The authorization metadata is present but unreadable."""


def bearer_token(metadata: Iterable[tuple[str, str | bytes]] | None) -> str | None:
    """The token of ``authorization: Bearer <token>``; None when absent."""
    for key, value in metadata or ():
        if key.lower() != "authorization":
            continue
        text = value.decode() if isinstance(value, bytes) else value
        scheme, _, token = text.strip().partition(" ")
        token = token.strip()
        if scheme.lower() != "bearer" or not token or len(token) > 512:
            raise BadCredential("expected `authorization: Bearer <token>`")
        return token
    return None


def fingerprint(data: bytes) -> str:
    """Identifies a request's content (for request-id reuse detection)."""
    return hashlib.sha256(data).hexdigest()[:32]


#: request fields a fingerprint leaves out: the request id (it is the key, compared in its
#: canonical form, so its spelling must not matter) and proposed credentials (bound through
#: their hash only, never in clear)
UNPRINTED_FIELDS = ("request_id", "host_credential", "seat_credential")


@functools.cache
def _unprinted(descriptor: Descriptor) -> tuple[tuple[str, ...], bool]:
    """The :data:`UNPRINTED_FIELDS` a request type has, and whether the only one is a request id
    without presence (then clearing it in place and putting it back restores the request)."""
    names = tuple(name for name in UNPRINTED_FIELDS if name in descriptor.fields_by_name)
    in_place = names == ("request_id",) and not descriptor.fields_by_name["request_id"].has_presence
    return names, in_place


def request_fingerprint(request: Message, caller_hash: str = "") -> str:
    """Identifies a request's content for request-id reuse detection, whatever the spelling of
    its request id, and without hashing a secret in clear."""
    names, in_place = _unprinted(request.DESCRIPTOR)
    if in_place:  # the usual case: no copy of the request
        request_id = getattr(request, "request_id")  # noqa: B009 - not on Message's type
        request.ClearField("request_id")
        try:
            content = request.SerializeToString(deterministic=True)
        finally:
            setattr(request, "request_id", request_id)  # noqa: B010 - not on Message's type
        return fingerprint(content + caller_hash.encode())
    bare = type(request)()
    bare.CopyFrom(request)
    for name in names:
        bare.ClearField(name)
    return fingerprint(bare.SerializeToString(deterministic=True) + caller_hash.encode())
