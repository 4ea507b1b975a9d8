"""Commit/reveal of a table's seed (see ``conformance/chance.md``, "Seeds").

The service draws a 32-byte secret from a CSPRNG when a table is created and publishes
:func:`commitment` of it at once. Each seat may add entropy when it joins; the seed the chance
source uses is :func:`derive_seed` of the secret and every seat's contribution, and
:func:`seed_number` turns it into the integer :class:`engines.chance.SeededChance` takes. All
three are pure functions, shared by the service and by any verifier.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

#: bytes of the server's secret
SECRET_BYTES = 32
#: most bytes of entropy one seat may contribute
MAX_ENTROPY_BYTES = 64
COMMITMENT_TAG = b"meeple/seed-commitment/v1"
SEED_TAG = b"meeple/seed/v1"


def commitment(table_name: str, server_secret: bytes) -> bytes:
    """SHA-256(tag || 0x00 || UTF-8 table name || 0x00 || secret): binds the secret to one
    table, published before anyone joins."""
    return hashlib.sha256(
        COMMITMENT_TAG + b"\x00" + table_name.encode() + b"\x00" + server_secret
    ).digest()


def derive_seed(server_secret: bytes, contributions: Sequence[bytes]) -> bytes:
    """SHA-256(tag || 0x00 || secret || u32be(seats) || for each seat by index:
    u32be(len) || entropy). A seat that added nothing contributes the empty string."""
    parts = [SEED_TAG, b"\x00", server_secret, len(contributions).to_bytes(4, "big")]
    for entropy in contributions:
        parts += [len(entropy).to_bytes(4, "big"), entropy]
    return hashlib.sha256(b"".join(parts)).digest()


def seed_number(seed: bytes) -> int:
    """The seed as the non-negative integer SeededChance takes (big-endian)."""
    return int.from_bytes(seed, "big")
