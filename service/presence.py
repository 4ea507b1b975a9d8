"""Who is at the table: a seat is *present* while one of its credential's WatchTable streams is
open on this server, and for a grace period after the last one closes (a page reloading or a
phone switching networks does not flicker to "away").

Every change (a seat's first stream opens, or the grace after its last one ends) wakes the
table's watchers, which then send a heartbeat: pages re-read the table and its
``Seat.presence``. Presence is this process's knowledge only (in memory, never stored): behind
several replicas a seat counts as present on the replica holding its stream.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable

#: seconds a seat stays present after its last stream closed
GRACE = 4.0


class Presence:
    """Open seat streams per (table, seat), and when the last one of each closed."""

    def __init__(
        self,
        wake: Callable[[str], None],
        clock: Callable[[], float],
        grace: float = GRACE,
    ) -> None:
        self._wake = wake
        self._clock = clock
        self.grace = grace
        self._open: Counter[tuple[str, int]] = Counter()
        self._closed_at: dict[tuple[str, int], float] = {}
        #: per table, the seats open or in their grace (the table is forgotten at 0: bounded
        #: by the open streams)
        self._tracked: Counter[str] = Counter()
        #: per table, a stamp from one counter that moves at every change of its seats' presence
        #: (a forgotten table's next stamp is new, never an old one a watcher may hold)
        self._generation: dict[str, int] = {}
        self._tick = 0

    def opened(self, table_id: str, seat: int) -> None:
        key = (table_id, seat)
        if key not in self._open and key not in self._closed_at:
            self._tracked[table_id] += 1
        self._open[key] += 1
        was_present = self._closed_at.pop(key, None) is not None or self._open[key] > 1
        if not was_present:
            self._changed(table_id)

    def closed(self, table_id: str, seat: int) -> None:
        key = (table_id, seat)
        self._open[key] -= 1
        if self._open[key] > 0:
            return
        del self._open[key]
        self._closed_at[key] = self._clock()
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # pragma: no cover - streams close inside the loop
            return
        loop.call_later(self.grace, self._expire, key)

    def _expire(self, key: tuple[str, int]) -> None:
        closed = self._closed_at.get(key)
        if closed is None or self._open[key] > 0:
            return  # it came back meanwhile
        del self._closed_at[key]
        table_id = key[0]
        self._changed(table_id)
        self._tracked[table_id] -= 1
        if self._tracked[table_id] <= 0:
            del self._tracked[table_id]
            self._generation.pop(table_id, None)

    def _changed(self, table_id: str) -> None:
        self._tick += 1
        self._generation[table_id] = self._tick
        self._wake(table_id)

    def tracked_tables(self) -> int:
        """Tables with a seat present or in its grace (for tests: the memory is bounded)."""
        return len(self._tracked)

    def present(self, table_id: str, seat: int) -> bool:
        key = (table_id, seat)
        return self._open.get(key, 0) > 0 or key in self._closed_at

    def generation(self, table_id: str) -> int:
        """A number that changes whenever a seat of ``table_id`` arrives or goes away."""
        return self._generation.get(table_id, 0)
