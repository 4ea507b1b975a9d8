"""Table leases: a replica that alone commits to a table answers that table's version reads from
memory, without a query, while its lease lasts.

A linearizable read on a replica needs to know every commit that completed before it began. In
general that takes a round trip to the database (:mod:`service.store.postgres.versions`): about
one query per action, at ~100 us of PostgreSQL's CPU mostly spent waking its process. But when
no other replica can commit to the table, the replica already knows: its own last commit. A
lease makes that so, for a bounded time:

* **Granted by a commit.** The commit statement (:mod:`.one_statement`) counts the table's
  consecutive commits by one replica of persons' actions (``Commit.lease``: the client reads
  the table next; ``last_writer``, ``writer_streak``). From the :data:`STREAK`-th on, the commit
  also grants its replica the lease: ``lease_holder`` and ``lease_until`` = the statement's
  start on the database's clock + :data:`LEASE_SECONDS`. Each further such commit of the holder
  renews it. A commit by another replica starts a new streak, so seats of a table on different
  replicas that take turns never lease it; any other commit (a bot's move, which any replica's
  keeper may claim, a deadline, a join, an undo) ends the streak and the lease.
* **Honoured by every commit.** The version gate of every commit passes only when the table is
  not leased to another replica, or its lease has run out on the database's clock (as of the
  statement's start: earlier than the check, so never too early). Every change of a table is a
  commit, so while the lease lasts, only the holder changes the table.
* **Trusted for less.** The holder trusts a lease for :data:`TRUST_SECONDS` (less than
  :data:`LEASE_SECONDS`) from the moment it asked for the commit that granted it, on its own
  monotonic clock: before the database received the statement, so the holder stops trusting
  before any other replica may commit. While it trusts, a version read returns the version of
  its own last commit; afterwards it queries, as without leases.
* **Given back on demand.** A replica whose commit meets another's lease resets the table's
  streak (so the holder's next commit does not renew it), waits until the lease has run out, and
  sends its commit again. A replica that stops (even killed) holds its tables at most
  :data:`LEASE_SECONDS` longer.

The assumption is the usual one of leases: the database's wall clock and each replica's
monotonic clock run at about the same rate (no step of the database's clock larger than
``LEASE_SECONDS - TRUST_SECONDS`` while a lease lasts).
"""

from __future__ import annotations

import time
from collections.abc import Callable

#: the consecutive commits by one replica from which a commit grants it the lease
STREAK = 4
#: a lease's length on the database's clock, from the granting statement's start
LEASE_SECONDS = 0.2
#: the part of a lease the holder trusts, on its own clock, from asking for the granting commit
TRUSTED_PART = 0.8
#: how long the holder trusts a lease of the default length
TRUST_SECONDS = LEASE_SECONDS * TRUSTED_PART
#: at most this many leases are remembered (the expired ones go first)
MAX_HELD = 10_000


class HeldLeases:
    """The leases this replica holds and trusts: table id -> (version, trusted until)."""

    def __init__(
        self, trust: float = TRUST_SECONDS, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._trust = trust
        self._clock = clock
        self._held: dict[str, tuple[int, float]] = {}
        #: version reads answered from a lease (a test's and an operator's counter)
        self.reads = 0

    def clock(self) -> float:
        return self._clock()

    def granted(self, table_id: str, version: int, asked_at: float) -> None:
        """A commit asked for at ``asked_at`` (this clock) moved the table to ``version`` and
        granted (or renewed) its lease."""
        held = self._held.get(table_id)
        if held is not None and held[0] > version:
            return  # a later commit's grant is already here
        if len(self._held) >= MAX_HELD:
            self._forget_expired()
        self._held[table_id] = (version, asked_at + self._trust)

    def ended(self, table_id: str) -> None:
        """A commit moved the table without granting this replica its lease."""
        self._held.pop(table_id, None)

    def version(self, table_id: str) -> int | None:
        """The table's version when this replica holds its lease and trusts it, else None."""
        held = self._held.get(table_id)
        if held is None:
            return None
        version, until = held
        if self._clock() >= until:
            del self._held[table_id]
            return None
        self.reads += 1
        return version

    def _forget_expired(self) -> None:
        now = self._clock()
        for table_id in [t for t, (_, until) in self._held.items() if until <= now]:
            del self._held[table_id]
        while len(self._held) >= MAX_HELD:  # all trusted: drop the oldest (a query answers)
            del self._held[next(iter(self._held))]
