"""Commit/reveal of a table's seed, on the service side (the scheme: engines.seeding and the
Fairness message of the API).

* :func:`commit`: at CreateTable, publish the commitment to the table's server secret;
* :func:`start_seed`: at the start, the seed from the secret and every seat's entropy;
* :func:`reveal`: when the game ends (finished or abandoned), the secret and the seed, written
  into the table and returned for the final event.

Nothing else in the service reads the secret, so nothing else can leak it.
"""

from __future__ import annotations

from meeple.v1 import game_service_pb2 as pb

from engines.seeding import commitment, derive_seed
from service.model import TableMeta, TableSecret


def commit(table: pb.Table, secret: TableSecret) -> None:
    """Publish the commitment to ``secret`` in ``table`` (which must have its name)."""
    if secret.server_secret:
        table.fairness.commitment = commitment(table.name, secret.server_secret)


def start_seed(meta: TableMeta, secret: TableSecret) -> bytes:
    """The seed the game is played with; empty for tables without a server secret."""
    if not secret.server_secret:
        return b""
    return derive_seed(secret.server_secret, [seat.entropy for seat in meta.table.seats])


def reveal(meta: TableMeta, secret_blob: bytes) -> pb.Fairness | None:
    """Reveal the secret and seed in ``meta``'s table, now that its game is over; the revealed
    Fairness for the final event, or None at a table without one (conformance tables)."""
    if not meta.table.HasField("fairness"):
        return None
    secret = TableSecret.decode(secret_blob)
    fairness = meta.table.fairness
    fairness.server_secret = secret.server_secret
    fairness.seed = start_seed(meta, secret)
    revealed = pb.Fairness()
    revealed.CopyFrom(fairness)
    return revealed
