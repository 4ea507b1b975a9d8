"""The turn keeper: plays the bots' turns and fires turn deadlines, outside the request path.

Every change of a table writes, in its own transaction, when the table next needs the service
(the store's schedule: now for a bot to move, the deadline for a person). Each server process
runs one keeper, which

1. claims due tables from the store (PostgreSQL: ``FOR UPDATE SKIP LOCKED`` plus a lease, so
   with several replicas each due table goes to one of them, and a killed replica's claims
   lapse and are taken over);
2. for a bot to move, computes its decision in a worker process (:mod:`service.seating.decide`;
   a slow search never blocks the event loop, other tables or RPCs), shared by person with
   every other piece of bot work (:mod:`service.botwork`: the table's creator, whatever its
   seats; a person's timed-out turn first, then the persons' opponents, then tables of bots
   only), then commits it as an ordinary action;
3. for a passed deadline, commits a ``TurnTimedOut`` event and hands the seat to the timeout
   bot.

Every commit is conditional on the table's version, so a deadline fires once even if two
processes raced for it, and a restart fires the deadlines that passed while it was down (their
schedule rows are durable). An in-memory hint only shortens the wait; the store decides.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

import structlog
from meeple.v1 import game_service_pb2 as pb

from service.authorization import Who
from service.botwork import WAITING_PER_PERSON, Crowded, Lane, Urgency, Work, person_of_table
from service.model import TableMeta, table_name, timestamp
from service.rpc_input import COMMIT_ATTEMPTS, Principal, advanced
from service.seating.changes import settle_seats, stamp_deadline
from service.seating.control import (
    BOT_FOR_PERSON,
    BOTS_ONLY,
    CONFORMANCE,
    DEADLINE,
    bot_plays,
    deadline_of,
    has_person,
    next_due,
    seconds_of,
    time_out,
)
from service.seating.decide import bot_seed, decide, decide_with
from service.seating.levels import BotLevel, of_seat
from service.seating.options import TablePolicy
from service.store.base import Commit, NewEntry, TableRecord, TableStatus, VersionConflict

if TYPE_CHECKING:
    from service.core import TableService

log = structlog.get_logger("meeple.keeper")

#: passed deadlines claimed per look at the schedule
DEADLINES_PER_TICK = 256
#: bot turns claimed and not yet played, at most (each waits for a worker at the fair queue)
MAX_BOT_TURNS = 256
#: claims of bot turns per kind and look: each skips the persons who have
#: WAITING_PER_PERSON turns claimed already, so another person's due turn is found at the
#: next claim whatever one person has due
CLAIMS_PER_TICK = 4
#: the bot kinds that run in the quick lane (a few milliseconds a decision)
QUICK_KINDS = frozenset({"random", "greedy"})


def lane_of(level: BotLevel) -> Lane:
    """The lane of a bot's decisions: cheap levels never wait for a search."""
    return Lane.QUICK if level.kind in QUICK_KINDS else Lane.SEARCH


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
        self.bot_work = core.bot_work
        #: bot turns claimed and not yet played: table -> its person
        self._turns: dict[str, str] = {}
        self._turns_by_person: Counter[str] = Counter()
        #: tables whose person just timed out: their bot turn goes first
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
        self.bot_work.start()  # start the workers and load the engines now, not on a turn

    async def stop(self) -> None:
        if self._loop_task is not None:
            self._loop_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._loop_task
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        await self.bot_work.stop()

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
        """Claim what is due and start working on it: every passed deadline (cheap), then bot
        turns at tables with a person and at tables of bots only, a few per person (the fair
        queue of :mod:`service.botwork` orders them)."""
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
        for table_id in claimed:
            self._spawn(table_id)
        for kind in (BOT_FOR_PERSON, BOTS_ONLY):
            claimed += await self._claim_turns(now, until, prefix + kind)
        return claimed

    async def _claim_turns(self, now: float, until: float, kind: str) -> list[str]:
        """Due bot turns of ``kind``, at most WAITING_PER_PERSON claimed per person: a claim
        skips the persons who have that many, so one person's hundred due tables never hide
        another person's one."""
        found: list[str] = []
        for _ in range(CLAIMS_PER_TICK):
            room = min(MAX_BOT_TURNS - len(self._turns), WAITING_PER_PERSON)
            if room <= 0:
                break
            skip = [p for p, n in self._turns_by_person.items() if n >= WAITING_PER_PERSON]
            batch = await self.core.store.claim_due_owners(now, room, until, kind, skip)
            for table_id, person in batch:
                if table_id in self._turns:
                    continue  # still being worked on here (its claim ran out while it waited)
                self._turns[table_id] = person
                self._turns_by_person[person] += 1
                task = self._spawn(table_id)
                task.add_done_callback(partial(self._turn_done, table_id))
                found.append(table_id)
            if len(batch) < room:
                break
        return found

    def _turn_done(self, table_id: str, _task: asyncio.Task[None]) -> None:
        person = self._turns.pop(table_id, None)
        if person is not None:
            self._turns_by_person[person] -= 1
            if self._turns_by_person[person] <= 0:
                del self._turns_by_person[person]

    def _spawn(self, table_id: str) -> asyncio.Task[None]:
        task = asyncio.create_task(self._work(table_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

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
                    try:
                        await self._play_bot(record, meta, current)
                        return
                    except Crowded:  # its person has enough waiting: due again, claimed later
                        pass
                deadline = deadline_of(meta.table) if live is not None else None
                if deadline is not None and deadline <= now:
                    await self._fire(record, meta, now)
                    continue  # the bot now plays: go on with it
            except VersionConflict:
                continue
            await core.store.set_due(
                table_id,
                next_due(
                    meta.table,
                    current,
                    active and current is not None,
                    now,
                    person_of_table(meta),
                ),
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
        if record.table_id in self._after_timeout:
            urgency = Urgency.TIMEOUT
        elif has_person(meta.table):
            urgency = Urgency.PERSON
        else:
            urgency = Urgency.BACKGROUND
        work = Work(person_of_table(meta), lane_of(level), urgency, "bot")
        if self.bot_work.in_process:
            job = partial(decide_with, game, blob, seat, level.kind, level.iterations, seed)
        else:
            job = partial(decide, game.name, blob, seat, level.kind, level.iterations, seed)
        action_blob, think = await self.bot_work.run_timed(work, job)
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
            due = settle_seats(meta, live.state, True, now)
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
