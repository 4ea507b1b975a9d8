"""Group commit: the one-statement commits of a replica that arrive while one is on its way go
together in the next transaction (one round trip, one WAL flush), as a database's own group
commit does.

Under load a replica commits for many tables at once (one commit per action, one table each). A
commit that finds none on its way is sent at once, alone (:func:`one_statement.statement`, no
BEGIN or COMMIT). One that arrives while a commit is on its way waits for it and then goes with
every other commit that arrived meanwhile: their statements in one transaction, sent in one write
(:mod:`service.store.postgres.one_write`), so PostgreSQL reads them at one wake-up and flushes
its WAL once. Each statement is still its
own commit's version gate, so one commit's conflict writes nothing of it and does not touch the
others; the transaction only makes their writes visible together.

* **Lock order.** A statement holds its table's row lock until the transaction ends. The batch
  runs its statements ordered by table id, so two replicas' batches take their locks in the
  same order and cannot deadlock each other.
* **Failure.** A statement that fails (a retry racing its original on the idempotency key, a
  deadlock with a transaction that is not a batch) aborts the whole transaction: nothing of the
  batch is written, and each of its commits is then sent again alone, with its own outcome. A
  connection lost at the end of the batch leaves it unknown whether the batch committed, as it
  does for one statement; sent again, a commit that did land is refused by its version gate
  (``VersionConflict``) or its idempotency key (``DuplicateRequest``), never applied twice.

:class:`GroupCommit` only schedules; :class:`service.store.postgres.store.PostgresStore` sends.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field

import psycopg

from service.store.base import Commit
from service.store.postgres.single_flight import Company, settle

#: what one commit's statement answered: (its request was not recorded yet, table rows moved:
#: 1 or 0, outbox rows written, the table's lease granted to this replica)
Outcome = tuple[bool, int, int, bool]
#: sends one commit alone
SendOne = Callable[[Commit, float], Awaitable[Outcome]]
#: sends several commits in one transaction, answers in the same order
SendMany = Callable[[Sequence[tuple[Commit, float]]], Awaitable[list[Outcome]]]

#: at most this many commits in one transaction (a bound on its statement and its lock time)
MAX_BATCH = 32


@dataclass(slots=True)
class _Waiting:
    commit: Commit
    stamp: float
    future: asyncio.Future[Outcome] = field(
        default_factory=lambda: asyncio.get_running_loop().create_future()
    )


class GroupCommit:
    """Single-flight batching of commits over ``send_one`` and ``send_many``."""

    def __init__(
        self,
        send_one: SendOne,
        send_many: SendMany,
        *,
        max_batch: int = MAX_BATCH,
        window: float = 0.0,
        busy_within: float = 0.0,
    ) -> None:
        self._send_one = send_one
        self._send_many = send_many
        self._max_batch = max_batch
        self._company = Company(window, busy_within)
        self._waiting: list[_Waiting] = []
        self._task: asyncio.Task[None] | None = None
        #: commits asked for and transactions sent (their ratio is the grouping's gain)
        self.commits = 0
        self.transactions = 0

    async def commit(self, commit: Commit, stamp: float) -> Outcome:
        waiting = _Waiting(commit, stamp)
        self._waiting.append(waiting)
        self.commits += 1
        if self._task is None:
            self._task = asyncio.create_task(self._drain(), name="meeple-group-commit")
        return await waiting.future

    async def _drain(self) -> None:
        try:
            while self._waiting:
                await self._company.before_sending()
                batch = self._waiting[: self._max_batch]
                del self._waiting[: self._max_batch]
                self.transactions += 1
                if len(batch) == 1:
                    await self._alone(batch[0])
                else:
                    await self._together(batch)
        except asyncio.CancelledError:
            for waiting in self._waiting:
                settle(waiting.future, error=asyncio.CancelledError())
            self._waiting = []
            raise
        finally:
            self._task = None

    async def _alone(self, waiting: _Waiting) -> None:
        try:
            outcome = await self._send_one(waiting.commit, waiting.stamp)
        except BaseException as error:
            settle(waiting.future, error=error)
            if isinstance(error, asyncio.CancelledError):
                raise
        else:
            settle(waiting.future, outcome)

    async def _together(self, batch: list[_Waiting]) -> None:
        ordered = sorted(batch, key=lambda waiting: waiting.commit.table_id)
        try:
            outcomes = await self._send_many([(w.commit, w.stamp) for w in ordered])
        except asyncio.CancelledError as error:
            for waiting in ordered:
                settle(waiting.future, error=error)
            raise
        except psycopg.Error:
            # nothing of the batch was written (or, the connection lost at its end, possibly
            # all of it): each commit alone, its own outcome
            await asyncio.gather(*(self._alone(waiting) for waiting in ordered))
            return
        except BaseException as error:
            for waiting in ordered:
                settle(waiting.future, error=error)
            return
        for waiting, outcome in zip(ordered, outcomes, strict=True):
            settle(waiting.future, outcome)
