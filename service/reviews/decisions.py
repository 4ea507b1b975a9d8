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
    found = _Decisions(game)
    timeline = None
    for entry in entries:
        if entry.kind == "start":
            timeline = _start(game, record, entry)
            continue
        if timeline is None:
            continue
        event = parse_message(pb.TableEvent, entry.payload)
        found.see(timeline.state, entry.version, event)
        apply_entry(game, timeline, entry, event)
    return found.standing()


def record_decisions(game: Game[Any, Any, Any, Any], record: pb.GameRecord) -> list[Decision]:
    """The decisions of a game record, as :func:`table_decisions` finds a table's: played back
    as ReplayRecord plays it (:mod:`service.records`; RECORD_NOT_REPLAYABLE if it does not)."""
    found = _Decisions(game)
    timeline = None
    for event in record.events:
        if timeline is None:
            if event.WhichOneof("kind") == "table_started":
                timeline = start_record(game, record.table, event)
            continue
        found.see(timeline.state, event.version, event)
        step_record(game, timeline, event)
    return found.standing()


class _Decisions:
    """The decisions met while a game is played back, event by event after its start: every
    action with the position before it, less those later taken back."""

    def __init__(self, game: Game[Any, Any, Any, Any]) -> None:
        self.game = game
        self.persons: list[Decision] = []
        self.everyone: list[Decision] = []
        self.step = 0

    def see(self, before: Any, version: int, event: pb.TableEvent) -> None:
        """Note ``event`` (at ``version``), played from the position ``before``."""
        self.step += 1
        kind = event.WhichOneof("kind")
        if kind == "action_applied":
            applied = event.action_applied
            message = self.game.action_type()
            applied.action.Unpack(message)
            action = self.game.action_from_proto(message)
            decision = Decision(self.step, version, applied.seat, before.clone(), action)
            self.everyone.append(decision)
            if not applied.by_bot:
                self.persons.append(decision)
        elif kind == "action_undone":
            for chosen in (self.persons, self.everyone):
                mine = [i for i, d in enumerate(chosen) if d.seat == event.action_undone.seat]
                if mine:
                    del chosen[mine[-1]]

    def standing(self) -> list[Decision]:
        """The persons' decisions, or every seat's at a table of bots alone."""
        return self.persons or self.everyone
