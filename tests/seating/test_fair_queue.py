"""The fair queue of bot work (issue 48, finding 1), on its own: who goes first, and what one
person may hold, whatever they submit."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Coroutine
from typing import Any

import pytest

from service.botwork import BotWork, Crowded, FairQueue, Lane, LaneLimits, Urgency, Work


def queue(slots: int = 2, waiting: int = 8) -> FairQueue:
    return FairQueue(
        {Lane.SEARCH: LaneLimits.for_workers(slots), Lane.QUICK: LaneLimits.for_workers(1)},
        waiting,
    )


async def settle() -> None:
    for _ in range(5):
        await asyncio.sleep(0)


class Jobs:
    """Pieces of work that hold their slot until released, and the order they got one in."""

    def __init__(self, fair: FairQueue) -> None:
        self.fair = fair
        self.started: list[str] = []
        self._release: dict[str, asyncio.Event] = {}
        self.tasks: dict[str, asyncio.Task[None]] = {}

    def submit(self, name: str, work: Work) -> None:
        release = self._release[name] = asyncio.Event()

        async def job() -> None:
            async with self.fair.hold(work):
                self.started.append(name)
                await release.wait()

        self.tasks[name] = asyncio.create_task(job())

    async def finish(self, name: str) -> None:
        self._release[name].set()
        await self.tasks[name]
        await settle()


def run(body: Callable[[], Coroutine[Any, Any, None]]) -> None:
    asyncio.run(body())


def test_persons_take_turns_whatever_one_of_them_submitted() -> None:
    async def body() -> None:
        jobs = Jobs(queue(slots=1))
        for n in range(4):
            jobs.submit(f"ann{n}", Work("ann"))
        await settle()
        jobs.submit("bob0", Work("bob"))
        await settle()
        assert jobs.started == ["ann0"]
        await jobs.finish("ann0")  # bob was served less recently than ann: he goes next
        assert jobs.started == ["ann0", "bob0"]
        await jobs.finish("bob0")
        await jobs.finish("ann1")
        assert jobs.started == ["ann0", "bob0", "ann1", "ann2"]

    run(body)


def test_one_person_holds_all_the_search_workers_but_one() -> None:
    async def body() -> None:
        fair = queue(slots=3)
        jobs = Jobs(fair)
        for n in range(5):
            jobs.submit(f"ann{n}", Work("ann"))
        await settle()
        assert jobs.started == ["ann0", "ann1"]  # two of three, though the third is free
        assert fair.running(Lane.SEARCH, "ann") == 2
        jobs.submit("bob0", Work("bob"))
        await settle()
        assert jobs.started[-1] == "bob0"  # at once: never behind a decision of ann's
        for name in list(jobs.tasks):
            jobs._release[name].set()
        await asyncio.gather(*jobs.tasks.values())

    run(body)


def test_urgency_first_then_background_on_its_share_only() -> None:
    async def body() -> None:
        fair = queue(slots=2)
        jobs = Jobs(fair)
        background = Urgency.BACKGROUND
        jobs.submit("bg-ann", Work("ann", urgency=background))
        jobs.submit("bg-bob", Work("bob", urgency=background))
        await settle()
        assert jobs.started == ["bg-ann"]  # background holds one of two workers at most
        jobs.submit("carol", Work("carol"))
        await settle()
        assert jobs.started == ["bg-ann", "carol"]  # a person's opponent takes the last one
        jobs.submit("dan", Work("dan"))
        jobs.submit("eve-timeout", Work("eve", urgency=Urgency.TIMEOUT))
        await jobs.finish("carol")
        assert jobs.started[-1] == "eve-timeout"  # a timed-out turn before everything
        await jobs.finish("bg-ann")
        assert jobs.started[-1] == "dan"  # then the persons' work before the background
        await jobs.finish("eve-timeout")
        assert jobs.started[-1] == "bg-bob"
        for name in ("dan", "bg-bob"):
            await jobs.finish(name)

    run(body)


def test_a_person_may_have_only_so_much_waiting() -> None:
    async def body() -> None:
        fair = queue(slots=1, waiting=2)
        jobs = Jobs(fair)
        for n in range(3):  # one running, two waiting
            jobs.submit(f"ann{n}", Work("ann"))
        await settle()
        assert fair.waiting("ann") == 2 and fair.crowded() == ["ann"]
        with pytest.raises(Crowded):
            async with fair.hold(Work("ann")):
                pass
        async with asyncio.timeout(1):  # a quick decision is another lane: no wait at all
            async with fair.hold(Work("ann", lane=Lane.QUICK)):
                pass
        jobs.tasks["ann2"].cancel()  # a waiter that gives up is forgotten
        await settle()
        assert fair.waiting("ann") == 1 and fair.crowded() == []
        await jobs.finish("ann0")
        await jobs.finish("ann1")
        assert jobs.started == ["ann0", "ann1"] and fair.running(Lane.SEARCH) == 0

    run(body)


def test_cheap_levels_never_wait_for_a_search() -> None:
    """The quick lane has its own worker: a greedy decision runs while a search holds every
    search worker (here one thread of each lane: ``--bot-workers 0``)."""

    async def body() -> None:
        work = BotWork(0)
        searching = threading.Event()
        go_on = threading.Event()

        def long_search() -> str:
            searching.set()
            go_on.wait(10)
            return "search"

        search = asyncio.create_task(work.run(Work("ann"), long_search))
        await asyncio.to_thread(searching.wait, 5)
        quick = Work("bob", lane=Lane.QUICK)
        async with asyncio.timeout(5):
            assert await work.run(quick, str.upper, "greedy") == "GREEDY"
        assert not search.done()
        go_on.set()
        assert await search == "search"
        await work.stop()

    run(body)
