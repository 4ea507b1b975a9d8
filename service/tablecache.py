"""Table rows and the callers identified at them, in memory, each valid at one table version.

The hot path (SubmitAction, then the reads a player makes) used to read the table's row and
the caller's credential from the store on every call. This cache keeps both per table, tagged
with the version they were read at, and stays correct when other processes (replicas, or a
second server on the same SQLite file) change the table:

* every change of a table's credentials or seats is a commit that raises its version (joins,
  leaves, bots, freed seats, abandons, timeouts); a commit that changes neither (rotating an
  invite, which is no bearer credential) keeps the version and the callers stay right;
* a read RPC checks the store's version first (:meth:`Store.get_version`, the cheapest read)
  and uses the cached row and callers only if it is still that version; otherwise it reads the
  row again and forgets every caller identified at the older version;
* SubmitAction trusts the cache without a read, because its commit is conditional on the
  version: a stale entry makes the commit fail (``VersionConflict``), and the action is then
  retried from a fresh read, caller identified again. A refusal computed from an entry that was
  not checked is checked against the store's version before it is answered.

Bounded: ``capacity`` tables (least recently used go first) and at most ``callers_per_table``
callers per table (further ones are identified from the store each time, so a client spraying
garbage tokens cannot grow it).
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from google.protobuf.message import Message

from service.store.base import Entry, TableRecord

CallerT = TypeVar("CallerT")


@dataclass(slots=True)
class CachedTable(Generic[CallerT]):
    """A table's row at ``record.version``, who each credential (by hash) is there, and the
    log entry of that version when this process wrote it, with its event as built (watchers
    read both from here instead of parsing the entry's payload again; never changed)."""

    record: TableRecord
    callers: dict[str, CallerT] = field(default_factory=dict)
    entry: Entry | None = None
    event: Message | None = None


class TableCache(Generic[CallerT]):
    """Per-table rows and identified callers of this process (see the module doc)."""

    def __init__(self, capacity: int = 2048, callers_per_table: int = 16) -> None:
        self.capacity = capacity
        self.callers_per_table = callers_per_table
        self._tables: OrderedDict[str, CachedTable[CallerT]] = OrderedDict()

    def get(self, table_id: str) -> CachedTable[CallerT] | None:
        entry = self._tables.get(table_id)
        if entry is not None:
            self._tables.move_to_end(table_id)
        return entry

    def put(self, record: TableRecord) -> CachedTable[CallerT]:
        """Remember ``record`` as read from the store. The callers identified so far stay only
        if it is the version they were identified at."""
        entry = self._tables.get(record.table_id)
        if entry is not None and entry.record.version == record.version:
            entry.record = record
            self._tables.move_to_end(record.table_id)
            return entry
        entry = CachedTable[CallerT](record)
        self._tables[record.table_id] = entry
        self._tables.move_to_end(record.table_id)
        while len(self._tables) > self.capacity:
            self._tables.popitem(last=False)
        return entry

    def advanced(
        self, before: int, record: TableRecord, logged: Entry, event: Message | None = None
    ) -> None:
        """This process committed an action at ``before`` that made ``record`` and appended
        ``logged`` (whose payload is ``event`` serialized, when given): an action changes no
        credential and no seat, so the callers identified at ``before`` carry over."""
        entry = self._tables.get(record.table_id)
        if entry is not None and entry.record.version == before:
            entry.record = record
        else:
            entry = self.put(record)
        entry.entry = logged
        entry.event = event

    def event_of(self, logged: Entry) -> Message | None:
        """The event of ``logged`` as built, when it is the entry this process wrote last."""
        entry = self._tables.get(logged.table_id)
        return entry.event if entry is not None and entry.entry is logged else None

    def entries_after(self, table_id: str, version: int) -> list[Entry] | None:
        """The entries after ``version`` when memory has all of them this process knows of
        (the one entry it wrote last, right after ``version``), else None: read the store."""
        entry = self._tables.get(table_id)
        if entry is None or entry.entry is None:
            return None
        if entry.entry.version == version + 1 == entry.record.version:
            return [entry.entry]
        return None

    def remember(self, table_id: str, version: int, token_hash: str, caller: CallerT) -> None:
        """Who ``token_hash`` is at the table, as identified at ``version``."""
        entry = self._tables.get(table_id)
        if entry is None or entry.record.version != version:
            return
        if token_hash in entry.callers or len(entry.callers) < self.callers_per_table:
            entry.callers[token_hash] = caller

    def caller(self, table_id: str, version: int, token_hash: str) -> CallerT | None:
        """Who ``token_hash`` was found to be at ``version``, if known."""
        entry = self._tables.get(table_id)
        if entry is None or entry.record.version != version:
            return None
        return entry.callers.get(token_hash)

    def forget(self, table_id: str) -> None:
        self._tables.pop(table_id, None)
