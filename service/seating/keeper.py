"""The turn keeper: plays the bots' turns and fires turn deadlines, outside the request path.

Every change of a table writes, in its own transaction, when the table next needs the service
(the store's schedule: now for a bot to move, the deadline for a person). Each server process
runs one keeper, which

1. claims due tables from the store (PostgreSQL: ``FOR UPDATE SKIP LOCKED`` plus a lease, so
   with several replicas each due table goes to one of them, and a killed replica's claims
   lapse and are taken over);
2. for a bot to move, computes its decision in a worker process (:mod:`service.seating.decide`;
   a slow search never blocks the event loop, other tables or RPCs), then commits it as an
   ordinary action;
3. for a passed deadline, commits a ``TurnTimedOut`` event and hands the seat to the timeout
   bot.

Every commit is conditional on the table's version, so a deadline fires once even if two
processes raced for it, and a restart fires the deadlines that passed while it was down (their
schedule rows are durable). An in-memory hint only shortens the wait; the store decides.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

import structlog
from meeple.v1 import game_service_pb2 as pb

from service.authorization import Who
from service.model import TableMeta, table_name, timestamp
from service.rpc_input import COMMIT_ATTEMPTS, Principal, advanced
from service.seating.changes import read_meta, settle_seats, stamp_deadline
from service.seating.control import (
    BOT_FOR_PERSON,
    BOTS_ONLY,
    CONFORMANCE,
    DEADLINE,
    bot_plays,
    deadline_of,
    next_due,
    seconds_of,
    time_out,
)
from service.seating.decide import bot_seed, decide, decide_with, init_worker, warm_up
from service.seating.gate import PriorityGate
from service.seating.levels import BotLevel, of_seat
from service.seating.options import TablePolicy
from service.store.base import (
    Commit,
    Due,
    NewEntry,
    TableRecord,
    TableStatus,
    VersionConflict,
)

if TYPE_CHECKING:
    from service.core import TableService

log = structlog.get_logger("meeple.keeper")

#: passed deadlines claimed per look at the schedule
DEADLINES_PER_TICK = 256
#: tables of bots only looked at for each free background worker (their creators compared; the
#: ones not chosen go back to the schedule, one write each)
CANDIDATES_PER_SLOT = 4
#: creators whose last service the keeper remembers (least recently served dropped first)
SERVED_MEMORY = 4096


@dataclass(frozen=True, slots=True)
class BotTurn:
    """One bot decision committed (hook payload)."""

    table_id: str
    seat: int
    bot: BotLevel
    #: the table version the action produced
    version: int
    #: seconds the decision took in its worker
    think_seconds: float


@dataclass(frozen=True, slots=True)
class DeadlineFired:
    """One turn deadline fired (hook payload)."""

    table_id: str
    seat: int
    #: "bot_turn" or "absent"
    policy: str
    deadline: float
    #: the service clock when it fired; minus ``deadline`` is the firing delay
    fired_at: float


@dataclass(slots=True)
class KeeperHooks:
    """Functions called after each bot turn and each deadline fired (metrics, tests). A hook
    must be quick and must not raise; errors are logged and ignored."""

    bot_turn: list[Callable[[BotTurn], None]] = field(default_factory=list)
    deadline_fired: list[Callable[[DeadlineFired], None]] = field(default_factory=list)


class TurnKeeper:
    """Claims due tables and plays or fires them (one per server process)."""

    def __init__(self, core: TableService) -> None:
        self.core = core
        settings = core.settings
        self.poll = settings.schedule_poll
        self.lease = settings.schedule_lease
        self.hooks = KeeperHooks()
        self._executor: Executor
        if settings.bot_workers > 0:
            self._executor = ProcessPoolExecutor(
                max_workers=settings.bot_workers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=init_worker,
                initargs=(settings.extra_games, os.getpid()),
            )
            self._in_process = False
        else:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
            self._in_process = True
        #: decisions in flight (queued at or running in the workers)
        self._gate = PriorityGate(max(2, 2 * settings.bot_workers))
        #: bot turns claimed at once (waiting at the gate or deciding); deadlines are claimed
        #: apart, up to DEADLINES_PER_TICK, since firing one needs no worker
        self._bot_limit = 2 * self._gate.size
        self._bot_tasks: set[asyncio.Task[None]] = set()
        #: tables of bots only being worked on -> their creator; at most one per creator, and
        #: never all the workers, so that a person's opponent finds one free
        self._background: dict[str, str] = {}
        self._background_slots = max(1, settings.bot_workers - 1)
        #: creator -> when one of its bots-only tables was last given a worker
        self._served: OrderedDict[str, float] = OrderedDict()
        #: tables whose person just timed out: their bot turn goes first at the gate
        self._after_timeout: set[str] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        #: ticks between their claim and the spawn of its work (the claim awaits the store)
        self._claiming = 0
        self._wake = asyncio.Event()
        self._hint: float | None = None
        self._loop_task: asyncio.Task[None] | None = None
        core.on_due = self.hint

    # ---- lifecycle ---------------------------------------------------------------------------

    def start(self) -> None:
        self._loop_task = asyncio.create_task(self._run(), name="turn-keeper")
        if not self._in_process:  # start the workers and load the engines now, not on a turn
            for _ in range(self.core.settings.bot_workers):
                self._executor.submit(warm_up)

    async def stop(self) -> None:
        if self._loop_task is not None:
            self._loop_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._loop_task
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        # wait for the workers to exit (a decision in progress is short), so none outlives us
        await asyncio.to_thread(self._executor.shutdown, wait=True, cancel_futures=True)

    def hint(self, due: float) -> None:
        """A commit of this process scheduled the table at ``due`` (wakes the loop early)."""
        if self._hint is None or due < self._hint:
            self._hint = due
        self._wake.set()

    async def _run(self) -> None:
        while True:
            try:
                await self.tick()
            except Exception:
                log.exception("keeper_tick_failed")
            wait = self.poll
            if self._hint is not None:
                wait = min(wait, max(0.0, self._hint - self.core.clock()))
            self._wake.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=max(wait, 0.001))

    async def tick(self) -> int:
        """Claim what is due and start working on it: every passed deadline (cheap), as many
        bot turns at tables with a person as the workers can take soon, then bot turns at
        tables of bots only with the spare workers (one table per creator at a time)."""
        core = self.core
        if self._hint is not None and self._hint <= core.clock():
            self._hint = None
        self._claiming += 1
        try:
            wall, clock = core.wall(), core.clock()
            # one cheap question first: an idle replica asks it every poll instead of claiming
            # every kind of work in turn (six statements)
            if not await core.store.any_due(max(wall, clock)):
                return 0
            # ordinary tables on wall time, conformance tables on the clock AdvanceClock moves
            claimed = await self._claim(wall, "")
            claimed += await self._claim(clock, CONFORMANCE)
        finally:
            self._claiming -= 1
        return len(claimed)

    async def _claim(self, now: float, prefix: str) -> list[str]:
        store = self.core.store
        until = now + self.lease
        claimed = await store.claim_due(now, DEADLINES_PER_TICK, until, prefix + DEADLINE)
        self._spawn(claimed, self._tasks)
        room = self._bot_limit - len(self._bot_tasks)
        if room > 0:
            bots = await store.claim_due(now, room, until, prefix + BOT_FOR_PERSON)
            self._spawn(bots, self._bot_tasks)
            claimed += bots
        return claimed + await self._claim_background(now, prefix)

    async def _claim_background(self, now: float, prefix: str) -> list[str]:
        """Bot turns at tables of bots only, with the workers a person's table never waits for:
        among the longest-due candidates, the creators served least recently go first, and a
        creator with a decision in flight waits (the others are handed back to the schedule)."""
        room = self._background_slots - len(self._background)
        if room <= 0:
            return []
        store = self.core.store
        candidates = await store.claim_due(
            now, CANDIDATES_PER_SLOT * room, now + self.lease, prefix + BOTS_ONLY
        )
        if not candidates:
            return []
        busy = set(self._background.values())
        found: list[tuple[str, str, int]] = []
        for table_id in candidates:
            record = await store.get_table(table_id)
            if record is not None:
                meta = read_meta(record.metadata)[0]
                found.append((table_id, meta.creator or table_id, record.version))
        # stable: equal creators keep the schedule's order (each table's turn comes in turn)
        found.sort(key=lambda item: self._served.get(item[1], 0.0))
        chosen: list[str] = []
        for table_id, creator, version in found:
            if len(chosen) < room and creator not in busy:
                busy.add(creator)
                chosen.append(table_id)
                self._background[table_id] = creator
                self._served[creator] = time.monotonic()
                self._served.move_to_end(creator)
            else:  # back to the schedule, still due: claimed again at a later look
                await store.set_due(table_id, Due(now, prefix + BOTS_ONLY), version)
        while len(self._served) > SERVED_MEMORY:
            self._served.popitem(last=False)
        for table_id in chosen:
            task = asyncio.create_task(self._work(table_id))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
            task.add_done_callback(partial(self._background_done, table_id))
        return chosen

    def _background_done(self, table_id: str, _task: asyncio.Task[None]) -> None:
        self._background.pop(table_id, None)

    def _spawn(self, table_ids: list[str], group: set[asyncio.Task[None]]) -> None:
        for table_id in table_ids:
            task = asyncio.create_task(self._work(table_id))
            for tracked in (self._tasks, group):
                tracked.add(task)
                task.add_done_callback(tracked.discard)

    async def run_due(self) -> None:
        """Everything due now, to the end (conformance AdvanceClock): bots play until a person
        is to move or nothing is due."""
        for _ in range(10_000):
            claimed = await self.tick()
            if self._tasks:
                await asyncio.gather(*list(self._tasks), return_exceptions=True)
                continue
            if self._claiming:
                # the background loop's tick holds a claim whose work is not spawned yet (with
                # PostgreSQL the claim awaits the database): wait for that work too
                await asyncio.sleep(0.001)
                continue
            if not claimed:
                return

    async def _work(self, table_id: str) -> None:
        try:
            await self.step(table_id)
        except Exception:
            log.exception("keeper_step_failed", table=table_id)

    # ---- one table ---------------------------------------------------------------------------

    async def step(self, table_id: str) -> None:
        """Do what a claimed table needs now: a bot's decision, a timeout, or reschedule."""
        core = self.core
        for _ in range(COMMIT_ATTEMPTS):
            record = await core.store.get_table(table_id)
            if record is None:
                return
            meta = TableMeta.decode(record.metadata)
            active = record.status == TableStatus.ACTIVE
            live = await core._live(record) if active else None
            current = live.state.current_seat() if live is not None else None
            now = core.clock_at(meta.table.conformance)
            try:
                if live is not None and current is not None and bot_plays(meta.table, current):
                    await self._play_bot(record, meta, current)
                    return
                deadline = deadline_of(meta.table) if live is not None else None
                if deadline is not None and deadline <= now:
                    await self._fire(record, meta, now)
                    continue  # the bot now plays: go on with it
            except VersionConflict:
                continue
            await core.store.set_due(
                table_id,
                next_due(meta.table, current, active and current is not None, now),
                record.version,
            )
            return
        # the table kept changing: leave it due, another look comes at the lease's end

    async def _play_bot(self, record: TableRecord, meta: TableMeta, seat: int) -> None:
        core = self.core
        level = of_seat(meta.table.seats[seat])
        assert level is not None
        live = await core._live(record)
        assert live is not None
        game = core._game(record.game)
        blob = live.state.to_proto().SerializeToString()
        seed = bot_seed(record.secret, live.version, seat)
        priority = 0 if record.table_id in self._after_timeout else 1
        if record.table_id in self._background:
            priority = 2
        if self._in_process:
            job = partial(decide_with, game, blob, seat, level.kind, level.iterations, seed)
        else:
            job = partial(decide, game.name, blob, seat, level.kind, level.iterations, seed)
        async with self._gate.hold(priority):
            began = time.perf_counter()
            action_blob: bytes = await asyncio.get_running_loop().run_in_executor(
                self._executor, job
            )
        think = time.perf_counter() - began
        message = game.action_type()
        message.ParseFromString(action_blob)
        action = game.action_from_proto(message)
        async with core._lock(record.table_id):
            current = await core._record(record.table_id)
            if current.version != record.version:
                raise VersionConflict(record.table_id, record.version, current.version)
            live = await core._live(current)
            assert live is not None
            self._after_timeout.discard(record.table_id)
            response = await core._submit_once(
                current,
                live,
                game,
                seat,
                Principal(Who.SEAT, seat),
                action,
                "",
                "",
                by_bot=True,
            )
        core.telemetry.record_bot_turn(record.game, level.kind)
        self._call(
            self.hooks.bot_turn, BotTurn(record.table_id, seat, level, response.version, think)
        )

    async def _fire(self, record: TableRecord, meta: TableMeta, now: float) -> None:
        core = self.core
        async with core._lock(record.table_id):
            if await core.store.get_version(record.table_id) != record.version:
                raise VersionConflict(record.table_id, record.version, None)
            live = await core._live(record)
            assert live is not None
            policy = TablePolicy.of(meta.table.service_options)
            deadline = seconds_of(meta.table.turn_clock.deadline)
            timed_out = time_out(meta.table, policy, now)
            due = settle_seats(meta.table, live.state, True, now)
            version = record.version + 1
            event = pb.TableEvent(
                table=table_name(record.table_id), version=version, turn_timed_out=timed_out
            )
            event.commit_time.CopyFrom(timestamp(now))
            stamp_deadline(event, meta.table)
            new_record = advanced(record, 1, record.status, meta.encode(), now)
            await core.store.commit(
                Commit(
                    table_id=record.table_id,
                    expected_version=record.version,
                    entries=[NewEntry("timeout", timed_out.seat, event.SerializeToString())],
                    metadata=new_record.metadata,
                    time=now,
                    due=due,
                )
            )
            await core.store.notifier.publish(record.table_id, version)
        self._after_timeout.add(record.table_id)
        core.telemetry.record_deadline_fired(record.game)
        log.info(
            "deadline_fired",
            table=record.table_id,
            seat=timed_out.seat,
            policy=timed_out.policy,
            delay_ms=round((now - deadline) * 1000, 1),
        )
        self._call(
            self.hooks.deadline_fired,
            DeadlineFired(record.table_id, timed_out.seat, timed_out.policy, deadline, now),
        )

    @staticmethod
    def _call(hooks: list[Callable[[Any], None]], payload: Any) -> None:
        for hook in hooks:
            try:
                hook(payload)
            except Exception:
                log.exception("keeper_hook_failed")
