"""Live game states: an in-memory cache in front of the store, always checked against it.

A cached :class:`LiveGame` is never mutated: a change builds a new one (from a clone) and replaces
it, so readers need no lock. Loading restores the latest snapshot and replays the later action
entries with a :class:`~engines.chance.ScriptedChance` of their recorded outcomes, so no random
generator ever runs again. An undo entry is not replayed forward: every undo commits a snapshot
of the position it restored, and meeting one reloads from the latest snapshot. Another process
may have appended since the cache was filled; every use compares the cached version with the
store's and catches up.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from google.protobuf import any_pb2
from meeple.v1 import game_service_pb2

from engines.chance import ScriptedChance
from engines.contract import Game, GameState, act
from service.model import ChancePosition, decode_outcomes
from service.store.base import Entry, Store


class CorruptTable(Exception):
    """The stored log does not replay (a bug or a damaged database)."""


class _UndoAhead(Exception):
    """A load met an undo after its snapshot (committed since the snapshot was read)."""


#: snapshot reads a load makes at most while undos keep being committed
UNDO_RELOADS = 5


@dataclass(frozen=True, slots=True)
class LiveGame:
    """A table's game at one version, with its chance position. ``views`` caches the packed
    view per viewer (seat, or None for spectators) at this version, ``decisions`` the deciding
    seat's legal actions (built once for SubmitAction, WatchTable and ListLegalActions alike);
    the state never changes."""

    version: int
    state: GameState[Any, Any, Any, Any]
    position: ChancePosition
    views: dict[int | None, any_pb2.Any] = field(default_factory=dict)
    decisions: dict[int, game_service_pb2.Decision] = field(default_factory=dict)
    #: seats whose decision at this version went out in their own SubmitAction reply
    replied: set[int] = field(default_factory=set)

    def packed_view(self, seat: int | None, type_url: str) -> any_pb2.Any:
        """The view of ``seat`` packed in Any (``type_url`` names the game's view type), from
        the engine's wire form: the view message itself is never built here."""
        packed = self.views.get(seat)
        if packed is None:
            packed = self.views[seat] = any_pb2.Any(
                type_url=type_url, value=self.state.view_wire(seat)
            )
        return packed


def replay_entry(
    game: Game[Any, Any, Any, Any],
    state: GameState[Any, Any, Any, Any],
    entry: Entry,
    position: ChancePosition,
) -> ChancePosition:
    """Apply one stored entry to ``state`` (in place); return the new chance position."""
    if entry.kind != "action":
        return position
    event = game_service_pb2.TableEvent()
    event.ParseFromString(entry.payload)
    applied = event.action_applied
    message = game.action_type()
    if not applied.action.Unpack(message):
        raise CorruptTable(f"entry {entry.version} of {entry.table_id}: not a {game.name} action")
    outcomes = decode_outcomes(entry.chance)
    chance = ScriptedChance.from_outcomes(outcomes)
    step = act(state, applied.seat, game.action_from_proto(message), chance)
    if chance.remaining() or len(step.outcomes) != len(outcomes):
        raise CorruptTable(f"entry {entry.version} of {entry.table_id}: chance does not replay")
    return position.advance(outcomes)


class LiveGames:
    """A bounded cache of live games by table id."""

    def __init__(self, store: Store, capacity: int = 2048) -> None:
        self.store = store
        self.capacity = capacity
        self._cache: OrderedDict[str, LiveGame] = OrderedDict()

    def put(self, table_id: str, live: LiveGame) -> None:
        current = self._cache.get(table_id)
        if current is not None and current.version > live.version:
            return
        self._cache[table_id] = live
        self._cache.move_to_end(table_id)
        while len(self._cache) > self.capacity:
            self._cache.popitem(last=False)

    def forget(self, table_id: str) -> None:
        self._cache.pop(table_id, None)

    def peek(self, table_id: str) -> LiveGame | None:
        """The cached game, if any, without asking the store."""
        return self._cache.get(table_id)

    async def get(self, table_id: str, game: Game[Any, Any, Any, Any], at_least: int) -> LiveGame:
        """The live game at version ``at_least`` or later (the store's version when read)."""
        live = self._cache.get(table_id)
        if live is None:
            live = await self._load(table_id, game)
        if live.version < at_least:
            live = await self._catch_up(table_id, game, live)
        self.put(table_id, live)
        return live

    async def _load(self, table_id: str, game: Game[Any, Any, Any, Any]) -> LiveGame:
        # an undo cannot be replayed forward, but every undo commits a snapshot: an undo met
        # after the snapshot read here was committed since, and a second read starts there
        for _ in range(UNDO_RELOADS):
            try:
                return await self._load_once(table_id, game)
            except _UndoAhead:
                continue
        raise CorruptTable(f"table {table_id}: undos without their snapshots")

    async def _load_once(self, table_id: str, game: Game[Any, Any, Any, Any]) -> LiveGame:
        snapshot = await self.store.latest_snapshot(table_id)
        if snapshot is None:
            raise CorruptTable(f"table {table_id} has started but has no snapshot")
        message = game.state_type()
        message.ParseFromString(snapshot.state)
        state = game.state_from_proto(message)
        start = LiveGame(snapshot.version, state, ChancePosition.decode(snapshot.chance_position))
        return await self._catch_up(table_id, game, start, in_place=True)

    async def _catch_up(
        self,
        table_id: str,
        game: Game[Any, Any, Any, Any],
        live: LiveGame,
        in_place: bool = False,
    ) -> LiveGame:
        entries = await self.store.read_entries(table_id, live.version)
        if not entries:
            return live
        if any(entry.kind == "undo" for entry in entries):
            if in_place:
                raise _UndoAhead
            return await self._load(table_id, game)
        state = live.state if in_place else live.state.clone()
        position = live.position
        for entry in entries:
            position = replay_entry(game, state, entry, position)
        return LiveGame(entries[-1].version, state, position)
