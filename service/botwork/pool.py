"""The bot workers of one server process, and the fair queue in front of them.

:class:`BotWork` owns the worker processes of each lane (``--bot-workers`` search workers, one
quick worker for the cheap levels; with ``--bot-workers 0`` a thread of the server per lane)
and runs every piece of bot work through :class:`~service.botwork.fair.FairQueue`, whatever
submits it: the turn keeper's bot moves, game reviews, hints.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from functools import partial
from typing import Any, TypeVar

from service.botwork.fair import FairQueue, Lane, LaneLimits, Work
from service.botwork.worker import QUICK_NICENESS, SEARCH_NICENESS, init_worker, warm_up

T = TypeVar("T")

#: pieces of work one person may have waiting, all lanes together (beyond: Crowded)
WAITING_PER_PERSON = 4


class BotWork:
    """Runs bot work in worker processes, shared by person (see :mod:`service.botwork.fair`)."""

    def __init__(self, bot_workers: int, extra_games: str = "") -> None:
        #: True when the work runs in threads of this process (``--bot-workers 0``: tests)
        self.in_process = bot_workers <= 0
        search = max(1, bot_workers)
        self.queue = FairQueue(
            {
                Lane.SEARCH: LaneLimits.for_workers(search),
                Lane.QUICK: LaneLimits.for_workers(1),
                Lane.REPLAY: LaneLimits.for_workers(1),
            },
            WAITING_PER_PERSON,
        )
        self._executors: dict[Lane, Executor]
        if self.in_process:
            self._executors = {
                lane: ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"bot-{lane}")
                for lane in Lane
            }
        else:
            context = multiprocessing.get_context("spawn")
            self._executors = {
                lane: ProcessPoolExecutor(
                    max_workers=workers,
                    mp_context=context,
                    initializer=init_worker,
                    initargs=(extra_games, os.getpid(), niceness),
                )
                for lane, workers, niceness in (
                    (Lane.SEARCH, search, SEARCH_NICENESS),
                    (Lane.QUICK, 1, QUICK_NICENESS),
                    (Lane.REPLAY, 1, SEARCH_NICENESS),
                )
            }
        #: workers started with the server (the replay lane's starts on its first replay)
        self._workers = {Lane.SEARCH: search, Lane.QUICK: 1, Lane.REPLAY: 0}

    def start(self) -> None:
        """Start the worker processes and load the engines now, not on the first turn."""
        if self.in_process:
            return
        for lane, executor in self._executors.items():
            for _ in range(self._workers[lane]):
                executor.submit(warm_up)

    async def stop(self) -> None:
        """Wait for the workers to exit (a piece of work in progress is short), so that none
        outlives the server."""
        for executor in self._executors.values():
            await asyncio.to_thread(executor.shutdown, wait=True, cancel_futures=True)

    async def run(self, work: Work, function: Callable[..., T], *args: Any) -> T:
        """``function(*args)`` in a worker of ``work``'s lane, once the fair queue lets it go
        (:class:`~service.botwork.fair.Crowded` at once when its person has
        :data:`WAITING_PER_PERSON` pieces waiting). ``function`` must be a module-level function
        and its arguments and result must pickle, unless :attr:`in_process`."""
        result, _ = await self.run_timed(work, function, *args)
        return result

    async def run_timed(
        self, work: Work, function: Callable[..., T], *args: Any
    ) -> tuple[T, float]:
        """:meth:`run`, and the seconds the work took in its worker (its wait not counted)."""
        async with self.queue.hold(work):
            began = time.perf_counter()
            loop = asyncio.get_running_loop()
            call = partial(function, *args)
            result = await loop.run_in_executor(self._executors[work.lane], call)
            return result, time.perf_counter() - began
