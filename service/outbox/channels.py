"""What a channel of the outbox is: the events it wants, how one committed event becomes zero
or more deliveries, and how one delivery is sent.

A channel (the webhook of :mod:`service.outbox.webhook`, e-mail, Web Push, ...) never sends
anything while a request runs. When a commit holds an event the channel wants, the channel's
:meth:`Channel.plan` turns it into messages (:class:`Outgoing`), which the store writes into the
outbox in the commit's own transaction; later the dispatcher
(:mod:`service.outbox.dispatcher`) hands each row to :meth:`Channel.send` until it succeeds or
its attempts run out. So a message exists exactly when its event does, and survives a crash.

Rules for a channel:

* :meth:`Channel.plan` sees the unfiltered event (:class:`Change`); what it writes into a
  message must be fit for its receiver: never a credential, never hidden information (another
  seat's hand, the seed before the end).
* :meth:`Channel.plan` runs before the commit's transaction and may read the store; it must not
  write anything (the commit may still fail, and then nothing of it exists).
* A channel may have an ``async close()``, called when the server stops, and a
  ``concurrency`` (sends in flight at once: the dispatcher gives each channel its own slots, so
  a slow receiver of one channel never holds up another's).
* :meth:`Channel.send` is called at least once per row: a receiver deduplicates by
  :attr:`service.store.base.Delivery.delivery_id`. It returns on success and raises
  :class:`DeliveryFailed` otherwise (``retry=False``: no later attempt can succeed).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from meeple.v1 import game_service_pb2 as pb

from service.model import TableMeta
from service.store.base import ContactCondition, Delivery, Store, TableStatus


class DeliveryFailed(Exception):
    """An attempt failed; ``retry`` False when no later attempt can succeed (the row dies)."""

    def __init__(self, reason: str, *, retry: bool = True) -> None:
        super().__init__(reason)
        self.retry = retry


@dataclass(frozen=True, slots=True)
class Outgoing:
    """One message a channel plans for an event."""

    #: the channel's own bytes (e.g. a webhook's JSON body); stored as they are
    payload: bytes
    #: seconds to wait before the first attempt (0: at once)
    delay: float = 0.0
    #: written only when this holds, checked by the store inside the commit (None: always)
    only_if: ContactCondition | None = None


@dataclass(slots=True)
class Change:
    """One committed event, as a channel sees it while planning.

    ``event`` is the unfiltered TableEvent (hidden information included: filter it). The
    table's metadata is read only when asked for (:meth:`meta_before`, :meth:`meta_after`).
    """

    table_id: str
    version: int
    #: the TableEvent oneof's name, e.g. "action_applied", "table_started"
    kind: str
    event: pb.TableEvent
    #: the table's status after the commit
    status: TableStatus
    #: the status before it
    status_before: TableStatus
    #: the commit's time (a conformance table's clock, which AdvanceClock may move)
    time: float
    _load_before: Callable[[], Awaitable[bytes]]
    #: the commit's new metadata blob, or None when the commit keeps it
    _metadata_after: bytes | None
    #: the store, for reads a channel needs (e.g. an earlier entry); never written to
    store: Store | None = None
    _cache: dict[str, TableMeta] = field(default_factory=dict)

    async def meta_before(self) -> TableMeta:
        """The table's metadata before the commit (seats, options, clock, ...)."""
        if "before" not in self._cache:
            self._cache["before"] = TableMeta.decode(await self._load_before())
        return self._cache["before"]

    async def meta_after(self) -> TableMeta:
        """The table's metadata after the commit (the same as before when it kept it)."""
        if self._metadata_after is None:
            return await self.meta_before()
        if "after" not in self._cache:
            self._cache["after"] = TableMeta.decode(self._metadata_after)
        return self._cache["after"]


class Channel(Protocol):
    """A way out of the service for messages caused by committed events."""

    @property
    def name(self) -> str:
        """Stored in each row: the dispatcher gives the row back to the channel of this name.
        Stable across releases (rows outlive a restart)."""
        ...

    @property
    def wants(self) -> frozenset[str]:
        """The TableEvent kinds (oneof names) :meth:`plan` is called for; other events cost
        the channel nothing."""
        ...

    async def plan(self, change: Change) -> Sequence[Outgoing]:
        """The messages ``change`` causes (often none)."""
        ...

    async def send(self, delivery: Delivery) -> None:
        """Send one row; raise :class:`DeliveryFailed` when it did not arrive."""
        ...


class Channels:
    """The channels a server runs, by name."""

    def __init__(self, channels: Sequence[Channel] = ()) -> None:
        self._by_name: dict[str, Channel] = {}
        for channel in channels:
            self.add(channel)

    def add(self, channel: Channel) -> None:
        if channel.name in self._by_name:
            raise ValueError(f"two outbox channels are named {channel.name!r}")
        self._by_name[channel.name] = channel

    def get(self, name: str) -> Channel | None:
        return self._by_name.get(name)

    def __iter__(self) -> Iterator[Channel]:
        return iter(self._by_name.values())

    def __len__(self) -> int:
        return len(self._by_name)

    async def close(self) -> None:
        """Release what the channels hold (HTTP connections, ...): each channel's optional
        ``async close()``."""
        for channel in self._by_name.values():
            close = getattr(channel, "close", None)
            if close is not None:
                await close()

    @property
    def wanted(self) -> frozenset[str]:
        """Every event kind some channel wants."""
        return frozenset().union(*(channel.wants for channel in self._by_name.values()))
