"""The outbox's dispatcher: an asyncio task of the server that claims due rows, hands each to
its channel, and retries failures with exponential backoff and jitter until success or the last
attempt.

Every replica runs one. A claim leases rows (their ``next_attempt`` moves to the lease's end),
so two replicas never send a row at the same time, and the row of a replica killed while
sending comes back when its lease lapses: delivery is at least once. A commit that writes rows
wakes this process's dispatcher at once; rows written by other replicas are found at the next
poll.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import structlog

from service.outbox.channels import Channel, Channels, DeliveryFailed
from service.store.base import Delivery, Store

log = structlog.get_logger("meeple.outbox")


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """How often and how long a delivery is tried.

    After failed attempt ``n`` (1, 2, ...) the next one waits ``min(cap, base * 2**(n-1))``
    times a random factor in [0.5, 1] (jitter: replicas and rows that failed together do not
    retry together). After ``max_attempts`` the row is dead. With the defaults a row is tried
    for about six hours: 2 s, 4 s, ... up to an hour between attempts.
    """

    max_attempts: int = 15
    base: float = 2.0
    cap: float = 3600.0

    def delay(self, attempts: int, draw: Callable[[], float] = random.random) -> float:
        exponential = min(self.cap, self.base * 2.0 ** max(0, attempts - 1))
        return exponential * (0.5 + 0.5 * draw())


#: how long dead rows are kept for an operator to look at (then swept)
DEAD_RETENTION = 7 * 24 * 3600.0
#: seconds a stopping dispatcher waits for the sends in flight (then cuts them off)
STOP_WAIT = 5.0
#: rows of channels this server does not run, claimed (to be buried) per poll
STRAYS_PER_LOOK = 16
#: seconds between sweeps of dead rows
SWEEP_EVERY = 600.0


class Dispatcher:
    """Sends the outbox's rows through their channels (see the module's doc)."""

    def __init__(
        self,
        store: Store,
        channels: Channels,
        *,
        policy: RetryPolicy | None = None,
        poll: float = 1.0,
        lease: float = 60.0,
        concurrency: int = 16,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.channels = channels
        self.policy = policy or RetryPolicy()
        #: seconds between looks at the outbox when nothing wakes the dispatcher
        self.poll = poll
        #: seconds a claim lasts; longer than any channel's send may take
        self.lease = lease
        #: deliveries in flight at once of a channel that does not say how many it takes (its
        #: ``concurrency`` attribute): each channel has its own slots
        self.concurrency = concurrency
        self.clock = clock
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._inflight: set[asyncio.Task[None]] = set()
        #: sends in flight by channel
        self._busy: Counter[str] = Counter()
        self._last_strays = 0.0
        self._last_sweep = 0.0
        #: sent, retried and dead deliveries since the start (for tests and the benchmark)
        self.sent = 0
        self.failed = 0
        self.dead = 0

    def wake(self) -> None:
        """Look at the outbox now (a commit wrote rows)."""
        self._wake.set()

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run(), name="outbox")

    async def stop(self) -> None:
        """Stop claiming, and wait for the sends in flight (a row whose send is cut off is
        sent again after its lease)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        if self._inflight:
            _, unfinished = await asyncio.wait(set(self._inflight), timeout=STOP_WAIT)
            for task in unfinished:
                task.cancel()
            await asyncio.gather(*unfinished, return_exceptions=True)
        await self.channels.close()

    async def _run(self) -> None:
        while True:
            try:
                claimed = await self.dispatch_once()
            except asyncio.CancelledError:
                raise
            except Exception:  # a database hiccup must not end the dispatcher
                log.exception("outbox claim failed")
                claimed = 0
            if claimed:
                continue  # there may be more due rows
            await self._idle()

    async def _idle(self) -> None:
        """Wait for a wake-up (a commit wrote rows, a send ended) or the poll interval."""
        # asyncio.wait, not wait_for: Python 3.11's wait_for may swallow the cancel of stop()
        wake: asyncio.Future[bool] = asyncio.ensure_future(self._wake.wait())
        try:
            await asyncio.wait({wake}, timeout=self.poll)
        finally:
            wake.cancel()
        self._wake.clear()

    def slots(self, channel: Channel) -> int:
        """Sends of ``channel`` in flight at once: its own ``concurrency``, or the default."""
        return int(getattr(channel, "concurrency", self.concurrency))

    async def dispatch_once(self) -> int:
        """Claim what is due, each channel as many rows as it has free slots (a slow receiver
        holds its own channel's slots only), and start sending it; rows of channels this server
        does not run are claimed at each poll and buried. Returns the number claimed."""
        now = self.clock()
        if now - self._last_sweep >= SWEEP_EVERY:
            self._last_sweep = now
            await self.store.sweep_deliveries(now - DEAD_RETENTION)
        claimed = 0
        for channel in self.channels:
            free = self.slots(channel) - self._busy[channel.name]
            if free > 0:
                rows = await self.store.claim_deliveries(
                    now, free, now + self.lease, channel=channel.name
                )
                self._start(rows)
                claimed += len(rows)
        if now - self._last_strays >= self.poll:
            self._last_strays = now
            names = [channel.name for channel in self.channels]
            strays = await self.store.claim_deliveries(
                now, STRAYS_PER_LOOK, now + self.lease, other_than=names
            )
            self._start(strays)
            claimed += len(strays)
        return claimed

    def _start(self, rows: list[Delivery]) -> None:
        for row in rows:
            task = asyncio.get_running_loop().create_task(self._deliver(row))
            self._inflight.add(task)
            self._busy[row.channel] += 1
            task.add_done_callback(self._inflight.discard)
            task.add_done_callback(partial(self._done, row.channel))

    def _done(self, channel: str, _task: asyncio.Task[None]) -> None:
        self._busy[channel] -= 1
        if self._busy[channel] <= 0:
            del self._busy[channel]
        self._wake.set()

    async def _deliver(self, row: Delivery) -> None:
        channel = self.channels.get(row.channel)
        try:
            if channel is None:
                raise DeliveryFailed(f"no channel {row.channel!r} on this server", retry=False)
            await channel.send(row)
        except DeliveryFailed as failure:
            await self._failed(row, str(failure), failure.retry)
        except asyncio.CancelledError:
            raise
        except Exception as error:  # a channel's bug: counted as a failed attempt
            log.exception("outbox channel failed", channel=row.channel)
            await self._failed(row, f"{type(error).__name__}: {error}", True)
        else:
            self.sent += 1
            await self.store.finish_delivery(row.delivery_id)

    async def _failed(self, row: Delivery, reason: str, retry: bool) -> None:
        now = self.clock()
        if retry and row.attempts < self.policy.max_attempts:
            self.failed += 1
            await self.store.retry_delivery(
                row.delivery_id, now + self.policy.delay(row.attempts), reason
            )
            return
        self.dead += 1
        log.warning(
            "outbox delivery dead",
            channel=row.channel,
            table=row.table_id,
            version=row.version,
            attempts=row.attempts,
            reason=reason,
        )
        await self.store.bury_delivery(row.delivery_id, now, reason)
