"""Who decides for a seat now, the turn clock, and when a table next needs the service.

Pure functions over the table's public metadata (``meeple.v1.Table``): every change of a
table (start, action, bot action, timeout, leave, reclaim) runs them before its commit, so the
deadline and the "due" time written with the commit always match the table's state.

* A seat is played by a bot when ``Seat.player`` is PLAYER_BOT: a bot seat, an absent player's
  seat, or a seat whose time ran out under ``timeout_policy=bot_turn`` (``reclaiming`` set: the
  bot finishes that turn, then the person plays again).
* A *turn* is a run of decisions by one seat: it ends when another seat must decide.
* The turn clock runs only for a person to move: per-turn, the limit restarts with each turn;
  with a bank, the time from the turn's start is taken off the seat's bank when the turn ends.
"""

from __future__ import annotations

from meeple.v1 import game_service_pb2 as pb

from service.model import timestamp
from service.seating.levels import BotLevel
from service.seating.options import TablePolicy
from service.store.base import Due

BOT = pb.Seat.PLAYER_BOT
HUMAN = pb.Seat.PLAYER_HUMAN


def seconds_of(stamp: object) -> float:
    """A Timestamp or Duration as float seconds."""
    return float(stamp.seconds) + float(stamp.nanos) / 1e9  # type: ignore[attr-defined]


def bot_plays(table: pb.Table, seat: int | None) -> bool:
    return seat is not None and 0 <= seat < len(table.seats) and table.seats[seat].player == BOT


def needs_service(table: pb.Table, policy: TablePolicy) -> bool:
    """Whether a table's changes must maintain seats, clocks and the schedule at all (plain
    tables keep the fast path)."""
    return policy.timer != "off" or any(s.player == BOT for s in table.seats)


def put_bot(seat: pb.Seat, level: BotLevel) -> None:
    seat.player = BOT
    seat.bot.CopyFrom(level.spec())


def hand_back(seat: pb.Seat) -> None:
    """The person plays the seat again."""
    seat.player = HUMAN
    seat.ClearField("bot")
    seat.absent = False
    seat.reclaiming = False


def return_to_person(seat: pb.Seat, index: int, current: int | None) -> None:
    """A person takes over a seat a bot plays: now, or once the bot has played the seat's
    current turn when the seat is to move."""
    seat.absent = False
    seat.state = pb.Seat.STATE_TAKEN
    if seat.player == BOT and current == index:
        seat.reclaiming = True
    else:
        hand_back(seat)


def on_start(table: pb.Table, policy: TablePolicy) -> None:
    """Seats' banks at the start of the game."""
    for seat in table.seats:
        if seat.player == pb.Seat.PLAYER_UNSPECIFIED:
            seat.player = HUMAN
        if policy.timer == "bank":
            seat.time_bank.FromSeconds(int(policy.bank_seconds))


def end_turns(table: pb.Table, current: int | None) -> None:
    """After a decision: a bot that only finished a turn for a person (``reclaiming``) hands
    the seat back once another seat must decide."""
    for index, seat in enumerate(table.seats):
        if seat.player == BOT and seat.reclaiming and index != current:
            hand_back(seat)


def update_clock(
    table: pb.Table, policy: TablePolicy, current: int | None, active: bool, now: float
) -> None:
    """The turn clock after a change: kept while the same person is to move, restarted for a
    new person's turn, cleared for a bot, at the end, or with timers off. A bank is charged
    when its seat's clock stops."""
    running = table.turn_clock if table.HasField("turn_clock") else None
    if running is not None and active and current == running.seat and not bot_plays(table, current):
        return
    if running is not None:
        _charge(table, policy, running, now)
        table.ClearField("turn_clock")
    if policy.timer == "off" or not active or current is None or bot_plays(table, current):
        return
    seat = table.seats[current]
    limit = max(0.0, seconds_of(seat.time_bank)) if policy.timer == "bank" else policy.turn_seconds
    table.turn_clock.seat = current
    table.turn_clock.turn_start.CopyFrom(timestamp(now))
    table.turn_clock.deadline.CopyFrom(timestamp(now + limit))


def _charge(table: pb.Table, policy: TablePolicy, running: pb.TurnClock, now: float) -> None:
    if policy.timer != "bank" or not 0 <= running.seat < len(table.seats):
        return
    seat = table.seats[running.seat]
    spent = min(now, seconds_of(running.deadline)) - seconds_of(running.turn_start)
    left = max(0.0, seconds_of(seat.time_bank) - max(0.0, spent))
    seat.time_bank.FromNanoseconds(int(left * 1e9))


def time_out(table: pb.Table, policy: TablePolicy, now: float) -> pb.TurnTimedOut:
    """The running clock's seat ran out of time: a bot takes it over (for the turn, or until
    the player reclaims it). Returns the event."""
    clock = table.turn_clock
    seat_index = clock.seat
    event = pb.TurnTimedOut(seat=seat_index, deadline=clock.deadline)
    _charge(table, policy, clock, now)
    table.ClearField("turn_clock")
    seat = table.seats[seat_index]
    absent = policy.absent_on_timeout or policy.timer == "bank"
    put_bot(seat, policy.timeout_bot)
    seat.absent = absent
    seat.reclaiming = not absent
    event.policy = "absent" if absent else "bot_turn"
    event.bot.CopyFrom(policy.timeout_bot.spec())
    return event


def deadline_of(table: pb.Table) -> float | None:
    return seconds_of(table.turn_clock.deadline) if table.HasField("turn_clock") else None


#: what a due bot turn is: at a table where a person plays ("bot": served first), or at a table
#: of bots only ("bots": background work, served with the workers' spare capacity)
BOT_FOR_PERSON = "bot"
BOTS_ONLY = "bots"
DEADLINE = "deadline"
#: the prefix of the kinds of conformance tables, whose times are on the clock AdvanceClock
#: moves (every other table's are wall time): the keeper claims them with that clock's now
CONFORMANCE = "conformance-"


def has_person(table: pb.Table) -> bool:
    """Whether a person plays at the table now: a seat no bot plays (a person's, also before
    the start settles it as PLAYER_HUMAN), or one whose person timed out for a turn only (an
    absent person's seat does not count: nobody waits there)."""
    return any(seat.player != BOT or seat.reclaiming for seat in table.seats)


def next_due(table: pb.Table, current: int | None, active: bool, now: float, owner: str) -> Due:
    """When the service must next look at the table, and why: now for a bot to move (a person's
    opponent, or a table of bots only), the deadline of a running clock, or never. ``owner``:
    whom its bot work is for (:func:`service.botwork.person_of_table`)."""
    if not active or current is None:
        return Due(None)
    prefix = CONFORMANCE if table.conformance else ""
    if bot_plays(table, current):
        kind = BOT_FOR_PERSON if has_person(table) else BOTS_ONLY
        return Due(now, prefix + kind, owner)
    return Due(deadline_of(table), prefix + DEADLINE, owner)


def deadline_stamp(table: pb.Table) -> object | None:
    return table.turn_clock.deadline if table.HasField("turn_clock") else None
