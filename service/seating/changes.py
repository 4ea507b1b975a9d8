"""What every change of a table does for its seats and clock, before it is committed."""

from __future__ import annotations

import functools
from typing import Any

from meeple.v1 import game_service_pb2 as pb

from engines.contract import GameState
from service.botwork.person import person_of_table
from service.model import TableMeta
from service.seating.control import end_turns, needs_service, next_due, update_clock
from service.seating.options import TablePolicy
from service.store.base import Due


@functools.lru_cache(maxsize=4096)
def read_meta(blob: bytes) -> tuple[TableMeta, TablePolicy, bool]:
    """A table's metadata decoded once per stored blob, its policy, and whether its changes
    need the seat and clock bookkeeping at all. Read only: decode again to change it."""
    meta = TableMeta.decode(blob)
    policy = TablePolicy.of(meta.table.service_options)
    return meta, policy, needs_service(meta.table, policy)


def settle_seats(
    meta: TableMeta, state: GameState[Any, Any, Any, Any] | None, active: bool, now: float
) -> Due:
    """After a change to ``meta.table`` (in place) and the game ``state``: bots that finished a
    person's turn hand the seat back, the turn clock moves on, and the table's next due time
    (its bot work its creator's)."""
    table = meta.table
    policy = TablePolicy.of(table.service_options)
    current = state.current_seat() if active and state is not None else None
    active = active and current is not None
    end_turns(table, current)
    update_clock(table, policy, current, active, now)
    return next_due(table, current, active, now, person_of_table(meta))


def stamp_deadline(event: pb.TableEvent, table: pb.Table) -> None:
    """The deadline running after the change, on its event (views and WatchTable show it)."""
    if table.HasField("turn_clock"):
        event.turn_deadline.CopyFrom(table.turn_clock.deadline)
