"""Who a piece of bot work is done for: a person, as the per-address limits know one.

A person is a client address (IPv6: its /64; every loopback address is one; behind
``--share`` or ``--trusted-proxy`` the forwarded client's), hashed: the address itself is never
stored. A table's work is its creator's, whatever its seats: recorded at CreateTable
(``TableMeta.creator``), or, for a table made before it was recorded, its host credential's
hash (one person per such table).
"""

from __future__ import annotations

from service.model import TableMeta
from service.ratelimit import creator_key


def person_of_peer(peer: str) -> str:
    """The person of a caller (its gRPC-style peer string, ``Caller.peer``)."""
    return creator_key(peer)


def person_of_table(meta: TableMeta) -> str:
    """The person a table's bot work is done for: its creator."""
    return meta.creator or f"host:{meta.host_hash[:16]}"
