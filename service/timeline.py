"""A table's game replayed from its start through its whole stored history, undos included.

The live cache (:mod:`service.live`) moves forward from snapshots; an undo needs the position
before an action, and a past view the position at any version. Both replay the table's log
from its start into an :class:`engines.undo.Timeline`, which also knows which actions the undo
policy still lets a seat take back. Every chance outcome comes from the log (no generator
runs), so the replay is the game as it was played.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from meeple.v1 import game_service_pb2 as pb

from engines.chance import ScriptedChance
from engines.contract import Game, settle
from engines.undo import Timeline, UndoNotAllowed
from service.live import CorruptTable
from service.model import TableMeta, TableSecret, decode_outcomes
from service.rpc_input import parse_message
from service.store.base import Entry, Store, TableRecord

#: entries read per page while replaying a table's log
PAGE = 1000


@dataclass(slots=True)
class Replayed:
    """A table's timeline at ``version`` and the log it was replayed from."""

    timeline: Timeline
    version: int
    entries: list[Entry]

    def entry(self, version: int) -> Entry:
        found = self.entries[version - 1] if 0 < version <= len(self.entries) else None
        if found is None or found.version != version:
            raise CorruptTable(f"no entry {version} in the log")
        return found


def _start(game: Game[Any, Any, Any, Any], record: TableRecord, entry: Entry) -> Timeline:
    meta = TableMeta.decode(record.metadata)
    secret = TableSecret.decode(record.secret)
    if secret.initial_state:
        message = game.state_type()
        message.ParseFromString(secret.initial_state)
        state = game.state_from_proto(message)
    else:
        state = game.new_game(len(meta.table.seats), dict(meta.table.options))
    chance = ScriptedChance.from_outcomes(decode_outcomes(entry.chance))
    settle(state, chance)
    if chance.remaining():
        raise CorruptTable(f"{record.table_id}: the start's chance does not replay")
    return Timeline(game, state)


def apply_entry(
    game: Game[Any, Any, Any, Any], timeline: Timeline, entry: Entry, event: pb.TableEvent
) -> None:
    """One entry after the start, applied to ``timeline`` (in place)."""
    kind = event.WhichOneof("kind")
    if kind == "action_applied":
        applied = event.action_applied
        message = game.action_type()
        if not applied.action.Unpack(message):
            raise CorruptTable(f"entry {entry.version}: not a {game.name} action")
        chance = ScriptedChance.from_outcomes(decode_outcomes(entry.chance))
        action = game.action_from_proto(message)
        timeline.act(
            entry.version, applied.seat, action, chance, by_bot=applied.by_bot, events=False
        )
        if chance.remaining():
            raise CorruptTable(f"entry {entry.version}: chance does not replay")
    elif kind == "action_undone":
        undone = event.action_undone
        try:
            key = timeline.undo(undone.seat)
        except UndoNotAllowed as refused:
            raise CorruptTable(f"entry {entry.version}: {refused}") from refused
        if key != undone.undone_version:
            raise CorruptTable(f"entry {entry.version}: undoes {undone.undone_version}, not {key}")
    else:
        timeline.table_change()


async def replay_table(
    store: Store, game: Game[Any, Any, Any, Any], record: TableRecord, upto: int | None = None
) -> Replayed | None:
    """The table's game after version ``upto`` (its latest by default), or None when the game
    had not started by then."""
    entries: list[Entry] = []
    last = 0
    while True:
        page = await store.read_entries(record.table_id, last, PAGE)
        entries.extend(page)
        if len(page) < PAGE:
            break
        last = page[-1].version
    if upto is not None:
        entries = [e for e in entries if e.version <= upto]
    timeline: Timeline | None = None
    for entry in entries:
        if entry.kind == "start":
            timeline = _start(game, record, entry)
        elif timeline is not None:
            apply_entry(game, timeline, entry, parse_message(pb.TableEvent, entry.payload))
    if timeline is None:
        return None
    return Replayed(timeline, entries[-1].version, entries)
