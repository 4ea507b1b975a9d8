"""Credentials: random bearer tokens, stored only as hashes, read from gRPC metadata."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Iterable

from engines.seeding import SECRET_BYTES

#: 32 random bytes = 256 bits, URL-safe base64 (43 characters)
TOKEN_BYTES = 32


def new_token() -> str:
    """A fresh credential or invite token (256 random bits)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def hash_token(token: str) -> str:
    """The stored form of a token. Tokens carry 256 bits of entropy, so one SHA-256 is enough
    (no salt or stretching needed, unlike passwords)."""
    return hashlib.sha256(token.encode()).hexdigest()


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
