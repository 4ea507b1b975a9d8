"""WatchTable slots: bounded per table and per client, with the seats and the host never locked
out.

* Spectator-token holders and anonymous watchers of a public table share ``max_watchers``
  slots per table, and one connection (gRPC peer) may hold at most ``per_client`` of them at a
  table, so one client cannot take every slot.
* Seats, the host and the admin (at a conformance table) do not use the shared slots: they can
  always watch, each credential at most ``per_client`` streams at a table. There are at most
  seats + 2 such credentials per table, so their streams are bounded too.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from service import errors


@dataclass(frozen=True, slots=True)
class Slot:
    """One held watcher slot; give it back with :meth:`WatcherSlots.release`."""

    table_id: str
    client: str
    shared: bool


class WatcherSlots:
    """Counts of open WatchTable streams, by table and by (table, client)."""

    def __init__(self, max_watchers: int, per_client: int) -> None:
        self.max_watchers = max_watchers
        self.per_client = per_client
        self._shared: Counter[str] = Counter()
        self._by_client: Counter[tuple[str, str]] = Counter()

    def acquire(self, table_id: str, client: str, *, shared: bool) -> Slot:
        """A slot for ``client`` (a credential or a connection key) at ``table_id``, or
        RESOURCE_EXHAUSTED ``TOO_MANY_WATCHERS`` saying which bound was hit."""
        if self._by_client[(table_id, client)] >= self.per_client:
            raise errors.exhausted(
                "TOO_MANY_WATCHERS",
                "this client watches this table on too many streams already",
                limit=str(self.per_client),
                scope="client",
            )
        if shared and self._shared[table_id] >= self.max_watchers:
            raise errors.exhausted(
                "TOO_MANY_WATCHERS",
                "this table has too many spectators watching",
                limit=str(self.max_watchers),
                scope="table",
            )
        self._by_client[(table_id, client)] += 1
        if shared:
            self._shared[table_id] += 1
        return Slot(table_id, client, shared)

    def release(self, slot: Slot) -> None:
        key = (slot.table_id, slot.client)
        self._by_client[key] -= 1
        if self._by_client[key] <= 0:
            del self._by_client[key]
        if slot.shared:
            self._shared[slot.table_id] -= 1
            if self._shared[slot.table_id] <= 0:
                del self._shared[slot.table_id]

    def open_streams(self) -> int:
        """Every open stream (for tests and metrics)."""
        return sum(self._by_client.values())
