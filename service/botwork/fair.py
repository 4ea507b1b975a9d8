"""Who gets a bot worker next: bot work shared by person (issue 48).

Every piece of bot work (a bot's decision at a table, a game review, a hint) is submitted with
the **person** it is done for: the creator of the table it plays at (the hashed client address
that created it, :func:`service.botwork.person_of_table`), or the person who asked for it
(:func:`service.botwork.person_of_peer`). Work waits here for a slot of its **lane**:

* ``quick``: cheap levels (``random``, ``greedy``): a few milliseconds each, never queued
  behind a search;
* ``search``: search bots, reviews, hints: up to seconds each.

When a slot frees, the waiting work that goes first is, in this order:

1. the most **urgent** (:class:`Urgency`: a person's timed-out turn, then work a person waits
   for, then background work nobody waits for);
2. of the **person served least recently** in that lane (a person with twenty tables gets the
   same turns as a person with one);
3. that person's oldest.

Two caps make this hold whatever one person submits, even against work already running (a
decision is never interrupted):

* **per person**: at most ``per_person`` slots of a lane at once (default: all the search
  workers but one), so a person who arrives finds a free worker or waits for one decision at
  most;
* **background**: work nobody waits for (tables of bots only, reviews) holds at most
  ``background`` slots of a lane (all the search workers but one), one per person.

Memory is bounded: a person may have at most ``waiting_per_person`` pieces of work waiting
(:class:`Crowded` beyond; the turn keeper claims no more due tables of a person at that
number, :meth:`FairQueue.crowded`), and the queue remembers when at most
:data:`SERVED_MEMORY` persons were last served.
"""

from __future__ import annotations

import asyncio
import itertools
from collections import Counter, OrderedDict
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from enum import IntEnum, StrEnum


class Lane(StrEnum):
    """Where a piece of work runs: its own workers, so cheap work never waits for a search."""

    QUICK = "quick"
    SEARCH = "search"
    #: replays of record files (ReplayRecord): tens of milliseconds each, one at a time
    REPLAY = "replay"


class Urgency(IntEnum):
    """Who waits for a piece of work (a lower value goes first)."""

    #: a person's turn ran out and a bot plays it: the table waits for it
    TIMEOUT = 0
    #: a person waits: her bot opponent's move, a hint she asked for
    PERSON = 1
    #: nobody waits: a move at a table of bots only, a game review
    BACKGROUND = 2


@dataclass(frozen=True, slots=True)
class Work:
    """A piece of bot work as the queue sees it."""

    #: whom it is done for (a table's creator, or the person who asked)
    person: str
    lane: Lane = Lane.SEARCH
    urgency: Urgency = Urgency.PERSON
    #: what it is, for logs and metrics ("bot", "review", "hint")
    kind: str = "bot"


class Crowded(Exception):
    """The person already has as much work waiting as one person may."""

    def __init__(self, work: Work, waiting: int) -> None:
        super().__init__(f"{waiting} pieces of {work.lane} work of this person wait already")
        self.work = work
        self.waiting = waiting


#: persons whose last service a lane remembers (least recently served dropped first)
SERVED_MEMORY = 4096


@dataclass(slots=True)
class _Waiter:
    work: Work
    order: int
    future: asyncio.Future[None]


@dataclass(slots=True)
class _LaneState:
    slots: int
    per_person: int
    background: int
    running: Counter[str] = field(default_factory=Counter)
    running_background: Counter[str] = field(default_factory=Counter)
    waiting: list[_Waiter] = field(default_factory=list)
    served: OrderedDict[str, int] = field(default_factory=OrderedDict)

    @property
    def busy(self) -> int:
        return sum(self.running.values())


@dataclass(frozen=True, slots=True)
class LaneLimits:
    """The slots of a lane, and what one person and background work may hold of them."""

    slots: int
    per_person: int
    background: int

    @classmethod
    def for_workers(cls, workers: int) -> LaneLimits:
        """A lane of ``workers`` slots: a person, and background work, may hold all but one
        (all of a lane of one)."""
        spare = max(1, workers - 1)
        return cls(max(1, workers), spare, spare)


class FairQueue:
    """Grants the slots of each lane by urgency, then by person (see the module doc)."""

    def __init__(self, limits: Mapping[Lane, LaneLimits], waiting_per_person: int = 4) -> None:
        self._lanes = {
            lane: _LaneState(given.slots, given.per_person, given.background)
            for lane, given in limits.items()
        }
        self.waiting_per_person = waiting_per_person
        self._waiting_by_person: Counter[str] = Counter()
        self._order = itertools.count()
        self._stamp = itertools.count(1)

    # ---- what the owners of the queue ask ------------------------------------------------------

    def limits(self, lane: Lane) -> LaneLimits:
        state = self._lanes[lane]
        return LaneLimits(state.slots, state.per_person, state.background)

    def running(self, lane: Lane, person: str | None = None) -> int:
        state = self._lanes[lane]
        return state.busy if person is None else state.running[person]

    def waiting(self, person: str | None = None) -> int:
        if person is None:
            return sum(len(state.waiting) for state in self._lanes.values())
        return self._waiting_by_person[person]

    def crowded(self) -> list[str]:
        """The persons who may have no more work waiting (a claim of due work skips them)."""
        return [p for p, n in self._waiting_by_person.items() if n >= self.waiting_per_person]

    # ---- holding a slot ------------------------------------------------------------------------

    @asynccontextmanager
    async def hold(self, work: Work) -> AsyncIterator[None]:
        """Wait for a slot of ``work``'s lane and hold it for the body; :class:`Crowded` at
        once when the person has ``waiting_per_person`` pieces waiting already."""
        state = self._lanes[work.lane]
        if not self._eligible(state, work) or state.waiting:
            waiting = self._waiting_by_person[work.person]
            if waiting >= self.waiting_per_person:
                raise Crowded(work, waiting)
            waiter = _Waiter(work, next(self._order), asyncio.get_running_loop().create_future())
            state.waiting.append(waiter)
            self._waiting_by_person[work.person] += 1
            self._dispatch(state)  # it may go at once (others waiting could not)
            try:
                await waiter.future
            except BaseException:
                if waiter.future.done() and not waiter.future.cancelled():
                    self._release(state, work)  # granted while cancelled: pass it on
                else:
                    self._forget(state, waiter)
                raise
        else:
            self._take(state, work)
        try:
            yield
        finally:
            self._release(state, work)

    def _eligible(self, state: _LaneState, work: Work) -> bool:
        if state.busy >= state.slots or state.running[work.person] >= state.per_person:
            return False
        if work.urgency == Urgency.BACKGROUND:
            held = sum(state.running_background.values())
            return held < state.background and state.running_background[work.person] == 0
        return True

    def _take(self, state: _LaneState, work: Work) -> None:
        state.running[work.person] += 1
        if work.urgency == Urgency.BACKGROUND:
            state.running_background[work.person] += 1
        state.served[work.person] = next(self._stamp)
        state.served.move_to_end(work.person)
        while len(state.served) > SERVED_MEMORY:
            state.served.popitem(last=False)

    def _release(self, state: _LaneState, work: Work) -> None:
        counters = [state.running]
        if work.urgency == Urgency.BACKGROUND:
            counters.append(state.running_background)
        for counter in counters:
            counter[work.person] -= 1
            if counter[work.person] <= 0:
                del counter[work.person]
        self._dispatch(state)

    def _forget(self, state: _LaneState, waiter: _Waiter) -> None:
        if waiter in state.waiting:
            state.waiting.remove(waiter)
            self._unwait(waiter.work.person)

    def _unwait(self, person: str) -> None:
        self._waiting_by_person[person] -= 1
        if self._waiting_by_person[person] <= 0:
            del self._waiting_by_person[person]

    def _dispatch(self, state: _LaneState) -> None:
        """Grant free slots to the waiting work that goes first (see the module doc)."""
        while state.waiting and state.busy < state.slots:
            chosen: _Waiter | None = None
            best: tuple[int, int, int] | None = None
            for waiter in state.waiting:
                if waiter.future.done() or not self._eligible(state, waiter.work):
                    continue
                work = waiter.work
                key = (int(work.urgency), state.served.get(work.person, 0), waiter.order)
                if best is None or key < best:
                    chosen, best = waiter, key
            if chosen is None:
                return
            state.waiting.remove(chosen)
            self._unwait(chosen.work.person)
            self._take(state, chosen.work)
            chosen.future.set_result(None)
