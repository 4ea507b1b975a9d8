"""The decisions of a finished table to review, from its stored log: every action a person
took that stands (an action later taken back is not reviewed; a table of bots alone has every
seat's), with the position before it, replayed as :mod:`service.timeline` replays a table.
The same of a game record (:func:`record_decisions`), replayed as ReplayRecord replays it."""

from __future__ import annotations

from typing import Any

from meeple.v1 import game_service_pb2 as pb

from clients.review.engine import Decision
from engines.contract import Game
from service.records import _start as start_record
from service.records import _step as step_record
from service.rpc_input import parse_message
from service.store.base import Store, TableRecord
from service.timeline import _start, apply_entry

#: entries read per page
PAGE = 1000


async def table_decisions(
    store: Store, game: Game[Any, Any, Any, Any], record: TableRecord
) -> list[Decision]:
    entries = []
    last = 0
    while True:
        page = await store.read_entries(record.table_id, last, PAGE)
        entries.extend(page)
        if len(page) < PAGE:
            break
        last = page[-1].version
    persons: list[Decision] = []
    everyone: list[Decision] = []
    timeline = None
    step = 0
    for entry in entries:
        if entry.kind == "start":
            timeline = _start(game, record, entry)
            continue
        if timeline is None:
            continue
        step += 1
        event = parse_message(pb.TableEvent, entry.payload)
        kind = event.WhichOneof("kind")
        if kind == "action_applied":
            applied = event.action_applied
            message = game.action_type()
            applied.action.Unpack(message)
            decision = Decision(
                step,
                entry.version,
                applied.seat,
                timeline.state.clone(),
                game.action_from_proto(message),
            )
            everyone.append(decision)
            if not applied.by_bot:
                persons.append(decision)
        elif kind == "action_undone":
            for chosen in (persons, everyone):
                mine = [i for i, d in enumerate(chosen) if d.seat == event.action_undone.seat]
                if mine:
                    del chosen[mine[-1]]
        apply_entry(game, timeline, entry, event)
    return persons or everyone


def record_decisions(game: Game[Any, Any, Any, Any], record: pb.GameRecord) -> list[Decision]:
    """The decisions of a game record, as :func:`table_decisions` finds a table's: played back
    as ReplayRecord plays it (:mod:`service.records`; RECORD_NOT_REPLAYABLE if it does not)."""
    persons: list[Decision] = []
    everyone: list[Decision] = []
    timeline = None
    step = 0
    for event in record.events:
        if timeline is None:
            if event.WhichOneof("kind") == "table_started":
                timeline = start_record(game, record.table, event)
            continue
        step += 1
        kind = event.WhichOneof("kind")
        if kind == "action_applied":
            applied = event.action_applied
            message = game.action_type()
            applied.action.Unpack(message)
            decision = Decision(
                step,
                event.version,
                applied.seat,
                timeline.state.clone(),
                game.action_from_proto(message),
            )
            everyone.append(decision)
            if not applied.by_bot:
                persons.append(decision)
        elif kind == "action_undone":
            for chosen in (persons, everyone):
                mine = [i for i, d in enumerate(chosen) if d.seat == event.action_undone.seat]
                if mine:
                    del chosen[mine[-1]]
        step_record(game, timeline, event)
    return persons or everyone
