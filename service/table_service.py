"""The shared part of GameService's behaviour: authentication at a table, idempotency records,
live games, views and the per-viewer filtering of events (one filtering step for every output).
The RPCs themselves live in :mod:`service.lobby`, :mod:`service.play` and :mod:`service.history`.
"""

from __future__ import annotations

import asyncio
import time
import weakref
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, TypeVar

from google.protobuf import any_pb2
from google.protobuf.message import Message
from meeple.v1 import chance_pb2
from meeple.v1 import game_service_pb2 as pb

from engines.contract import Game, GameState
from engines.wire import LENGTH_DELIMITED, delimited, field_key
from service import authorization, errors
from service.authorization import Who
from service.botwork import BotWork
from service.forwarded import Forwarding
from service.live import LiveGame, LiveGames
from service.model import (
    TABLE_STATUS_TO_PROTO,
    ChancePosition,
    TableMeta,
    decode_outcomes,
    etag_of,
    outcome_message,
    pack,
    table_name,
    type_url,
)
from service.presence import Presence
from service.ratelimit import CallLimits, RateLimiter
from service.rpc_input import (
    ACTION_CACHE_SIZE,
    COMMIT_ATTEMPTS,
    Caller,
    Principal,
    RequestLog,
    parse_message,
)
from service.seating.changes import read_meta
from service.seating.clock import AdjustableClock
from service.seating.control import bot_plays
from service.security import hash_token, request_fingerprint, request_key, same_secret
from service.settings import Settings
from service.share.address import VIA_PUBLIC_URL, PublicAddress
from service.store.base import (
    CredentialKind,
    Due,
    DuplicateRequest,
    Entry,
    IdempotencyRecord,
    Snapshot,
    Store,
    TableRecord,
    TableStatus,
    VersionConflict,
)
from service.tablecache import TableCache
from service.telemetry import Telemetry
from service.watchers import WatcherSlots

ResponseT = TypeVar("ResponseT")

#: the key of a ``Decision.legal_actions`` entry (field 4, length-delimited)
LEGAL_ACTIONS_TAG = field_key(4, LENGTH_DELIMITED)


#: what each stored credential kind is at its table (an invite token is no bearer credential)
WHO_OF_KIND = {
    CredentialKind.SEAT: Who.SEAT,
    CredentialKind.HOST: Who.HOST,
    CredentialKind.SPECTATOR: Who.SPECTATOR,
}


class TableServiceBase:
    """State and helpers shared by the RPC mixins of :class:`service.core.TableService`."""

    def __init__(
        self,
        store: Store,
        games: Mapping[str, Game[Any, Any, Any, Any]],
        settings: Settings,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.games = dict(games)
        self.settings = settings
        #: the service clock of conformance tables: in conformance mode an AdvanceClock moves it
        self.clock = clock
        #: the clock of every other table: wall time, which the admin never moves
        self.wall: Callable[[], float] = clock.base if isinstance(clock, AdjustableClock) else clock
        self.live = LiveGames(store)
        #: table rows and identified callers, each valid at one version (the hot path's reads)
        self.tables: TableCache[Principal] = TableCache()
        self.closing = asyncio.Event()
        #: per-table write locks of this process (dropped when nobody holds them)
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()
        self.watchers = WatcherSlots(settings.max_watchers, settings.max_watchers_per_client)
        #: which seats have the table open (their WatchTable streams), for Seat.presence
        self.presence = Presence(store.notifier.wake_local, clock)
        #: per-client limits of the calls that create tables and seats, and of the reads (every
        #: transport)
        #: the web table's address for other devices (--public-url, --lan, --share): web links
        self.public = PublicAddress(settings.public_url, VIA_PUBLIC_URL)
        #: whose forwarded client address the web port believes (--share, --trusted-proxy)
        self.forwarding = Forwarding.of(settings)
        self.limits = CallLimits(
            RateLimiter(settings.create_rate, settings.create_burst),
            RateLimiter(settings.join_rate, settings.join_burst),
            RateLimiter(settings.read_rate, settings.read_burst),
        )
        self._games_response: pb.ListGamesResponse | None = None
        self._action_cache: dict[tuple[str, Any], any_pb2.Any] = {}
        #: the same actions as ``Decision.legal_actions`` entries in wire form
        self._action_entries: dict[tuple[str, Any], bytes] = {}
        #: actions parsed from requests, by (game, type URL, bytes): the reverse of the above
        self._parsed_actions: dict[tuple[str, str, bytes], Any] = {}
        #: metrics and trace hooks (all off unless the server turns them on)
        self.telemetry = Telemetry()
        #: told the due time of every schedule this process writes (the turn keeper's hint)
        self.on_due: Callable[[float], None] = lambda _time: None
        #: the bot workers and their fair queue: every kind of bot work is submitted here,
        #: by person (service.botwork); the turn keeper starts and stops them
        self.bot_work = BotWork(settings.bot_workers, settings.extra_games)
        #: wakes this server's review worker when a review is queued (service.reviews)
        self.review_wake: asyncio.Event | None = None
        #: the last hints given, by (table, version, seat) (service.reviews.hints)
        self.hints: OrderedDict[tuple[str, int, int], bytes] = OrderedDict()

    def clock_at(self, conformance: bool) -> float:
        """Now, at a conformance table (the clock AdvanceClock moves) or any other (wall time)."""
        return self.clock() if conformance else self.wall()

    async def _announce(self, table_id: str, version: int, due: Due | None) -> None:
        """After a commit: wake the table's watchers and tell the turn keeper its next due time."""
        await self.store.notifier.publish(table_id, version)
        if due is not None and due.time is not None:
            self.on_due(due.time)

    # ---- helpers ---------------------------------------------------------------------------

    def _lock(self, table_id: str) -> asyncio.Lock:
        lock = self._locks.get(table_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[table_id] = lock
        return lock

    def _game(self, name: str) -> Game[Any, Any, Any, Any]:
        game = self.games.get(name)
        if game is None:
            raise errors.not_found("GAME_NOT_FOUND", f"no game {name!r}", game=name[:100])
        return game

    async def _record(self, table_id: str) -> TableRecord:
        """The table's row, read from the store (and remembered in :attr:`tables`)."""
        record = await self.store.get_table(table_id)
        if record is None:
            self.tables.forget(table_id)
            raise authorization.no_such_table()
        self.tables.put(record)
        return record

    async def _current(self, table_id: str) -> TableRecord:
        """The table's current row: the cached one when the store's version (the cheapest read)
        says it still is, else read again."""
        entry = self.tables.get(table_id)
        if entry is not None and await self.store.get_version(table_id) == entry.record.version:
            return entry.record
        return await self._record(table_id)

    def _is_admin(self, caller: Caller) -> bool:
        return bool(
            caller.token
            and self.settings.admin_token
            and same_secret(caller.token, self.settings.admin_token)
        )

    @staticmethod
    def _require_token(caller: Caller) -> str:
        authorization.precheck("LeaveTable", caller.token, caller.malformed)
        return caller.token or ""

    async def _authorize(self, rpc: str, caller: Caller, record: TableRecord) -> Principal:
        """Identify ``caller`` at ``record``'s table and apply :data:`POLICY` for ``rpc``: a
        private table is NOT_FOUND, exactly like an unknown one, to anyone without one of its
        credentials."""
        principal = await self._identify(caller, record)
        authorization.check(rpc, principal.who, record.public)
        return principal

    async def _identify(self, caller: Caller, record: TableRecord) -> Principal:
        if caller.token is None:
            return Principal(Who.ANONYMOUS)
        if self._is_admin(caller):
            # the admin token's powers end at the tables created in conformance mode
            conformance = TableMeta.decode(record.metadata).table.conformance
            return Principal(Who.ADMIN if conformance else Who.NOBODY)
        token_hash = hash_token(caller.token)
        known = self.tables.caller(record.table_id, record.version, token_hash)
        if known is not None:
            return known
        credential = await self.store.find_credential(token_hash)
        if (
            credential is None
            or credential.table_id != record.table_id
            or credential.kind not in WHO_OF_KIND
        ):
            principal = Principal(Who.NOBODY)
        else:
            principal = Principal(WHO_OF_KIND[credential.kind], credential.seat, token_hash)
        self.tables.remember(record.table_id, record.version, token_hash, principal)
        return principal

    @staticmethod
    def _seat(principal: Principal) -> int:
        assert principal.seat is not None, "authorization admits only seats here"
        return principal.seat

    def _link(self, table_id: str, key: str, token: str) -> str:
        return f"{self.settings.link_base}tables/{table_id}?{key}={token}"

    def _web_link(self, table_id: str, key: str, token: str) -> str:
        """The web table's page for a token, at the public address (--public-url, --lan,
        --share) as it is now; empty while there is none."""
        base = self.public.url
        return f"{base}/t/{table_id}?{key}={token}" if base else ""

    async def _idempotent(
        self, scope: str, request_id: str, request: Message, caller_hash: str = ""
    ) -> tuple[str, IdempotencyRecord | None]:
        """The request's fingerprint and its earlier record, if this is a retry. With
        ``caller_hash`` the fingerprint also binds the caller's credential (or the hash of the
        credential it proposes), so only the same caller matches it."""
        fingerprint = request_fingerprint(request, caller_hash)
        return fingerprint, await self._recorded(scope, request_id, fingerprint)

    def _packed_action(self, game: Game[Any, Any, Any, Any], action: Any) -> any_pb2.Any:
        """The action's canonical proto in Any. Engine actions are hashable values, so the
        packed form is cached (bounded) across tables and turns."""
        key = (game.name, action)
        packed = self._action_cache.get(key)
        if packed is None:
            if len(self._action_cache) >= ACTION_CACHE_SIZE:
                self._action_cache.clear()
            packed = self._action_cache[key] = pack(game.action_to_proto(action))
        return packed

    async def _recorded(
        self, scope: str, request_id: str, fingerprint: str
    ) -> IdempotencyRecord | None:
        """The request's earlier record, if any (an error if its request_id was used for a
        different request). Also checked again after a version conflict, so a retry racing its
        original never applies twice."""
        if not request_id:
            return None
        record = await self.store.get_idempotency(scope, request_id)
        return None if record is None else self._matching(record, fingerprint)

    async def _commit_retrying(
        self,
        table_id: str,
        request_id: str,
        fingerprint: str,
        attempt: Callable[[TableRecord], Awaitable[ResponseT]],
        retried: Callable[[IdempotencyRecord], Awaitable[ResponseT]],
        *,
        record: TableRecord | None = None,
        conflict_ends: bool = False,
    ) -> ResponseT:
        """The commit-retry loop of every change made for a request: under the table's lock, up
        to COMMIT_ATTEMPTS times, answer a request already recorded with ``retried`` (checked
        under the lock and after every conflict, so a retry racing its original, in this
        process or another, gets the original's response), else read the table (``record`` on
        the first attempt, when given) and commit once with ``attempt``. A
        :class:`VersionConflict` tries again, or with ``conflict_ends`` (the caller named the
        version it expects) answers ABORTED; a :class:`DuplicateRequest` answers ``retried``."""
        async with self._lock(table_id):
            for _ in range(COMMIT_ATTEMPTS):
                if earlier := await self._recorded(table_id, request_id, fingerprint):
                    return await retried(earlier)
                if record is None:
                    record = await self._record(table_id)
                try:
                    return await attempt(record)
                except VersionConflict:
                    record = None
                    if conflict_ends:
                        if earlier := await self._recorded(table_id, request_id, fingerprint):
                            return await retried(earlier)
                        raise errors.aborted(
                            "VERSION_MISMATCH", "the table moved on; retry"
                        ) from None
                except DuplicateRequest as duplicate:
                    return await retried(duplicate.record)
        raise errors.aborted("VERSION_MISMATCH", "the table kept changing; retry")

    @staticmethod
    def _matching(record: IdempotencyRecord, fingerprint: str) -> IdempotencyRecord:
        """``record`` if it was stored for this very request, else REQUEST_ID_REUSED."""
        if record.fingerprint != fingerprint:
            raise errors.invalid(
                "REQUEST_ID_REUSED",
                "this request_id was used for a different request",
                field="request_id",
            )
        return record

    @staticmethod
    def _bind_request(rlog: RequestLog, request_id: str) -> None:
        """Log a one-way key of the request id, never the id itself (it is half of a retry)."""
        if request_id:
            rlog.bind(request_key=request_key(request_id))

    @staticmethod
    def _proposal_hash(proposed: str) -> str:
        """What a fingerprint binds of a proposed credential: its hash ("" when none)."""
        return hash_token(proposed) if proposed else ""

    async def _check_unused(self, proposed: str) -> None:
        """A proposed credential must not be a credential already (nor the admin token)."""
        if proposed and (
            self._is_admin(Caller(token=proposed))
            or await self.store.find_credential(hash_token(proposed)) is not None
        ):
            raise errors.invalid(
                "CREDENTIAL_IN_USE",
                "the proposed credential is in use; propose a fresh random one",
                field="credential",
            )

    @staticmethod
    def _not_recoverable() -> errors.ServiceError:
        return errors.already_exists(
            "CREDENTIAL_NOT_RECOVERABLE",
            "this request_id was applied already; its credential was minted by the server and "
            "cannot be issued again (propose the credential in the request to retry safely)",
        )

    @staticmethod
    def _idempotency(
        scope: str, request_id: str, fingerprint: str, response: Message, version: int
    ) -> IdempotencyRecord | None:
        """What a commit stores so that retries of the request get its response; nothing for
        a request without a request_id."""
        if not request_id:
            return None
        return IdempotencyRecord(
            scope, request_id, fingerprint, response.SerializeToString(), version
        )

    @staticmethod
    def _snapshot(
        table_id: str, version: int, state: GameState[Any, Any, Any, Any], position: ChancePosition
    ) -> Snapshot:
        return Snapshot(table_id, version, state.to_proto().SerializeToString(), position.encode())

    @staticmethod
    def _set_outcome(meta: TableMeta, state: GameState[Any, Any, Any, Any]) -> None:
        result = state.outcome()
        if result is not None:
            meta.table.outcome.CopyFrom(outcome_message(result.scores, result.ranks))

    async def _live(self, record: TableRecord) -> LiveGame | None:
        if record.status == TableStatus.WAITING:
            return None
        return await self.live.get(record.table_id, self._game(record.game), record.version)

    def _decision(
        self, game: Game[Any, Any, Any, Any], live: LiveGame, seat: int
    ) -> pb.Decision | None:
        """``seat``'s legal actions at ``live``'s version when it must decide then (at an active
        table: the caller checks the table's state), else None. Built once per version."""
        decision = live.decisions.get(seat)
        if decision is not None:
            return decision
        state = live.state
        if state.current_seat() != seat:
            return None
        entries = [self._legal_action_entry(game, a) for a in state.legal_actions()]
        if not entries:
            return None
        # parsed from wire form (the scalar fields, then the memoized entries): building it
        # from Python cost several times more, for hundreds of actions in a Burgundy turn
        head = pb.Decision(
            version=live.version, seat=seat, pending_decision=state.pending_decision()
        )
        decision = pb.Decision.FromString(head.SerializeToString() + b"".join(entries))
        live.decisions[seat] = decision
        return decision

    def _person_decision(
        self, record: TableRecord, game: Game[Any, Any, Any, Any], live: LiveGame, seat: int
    ) -> pb.Decision | None:
        """:meth:`_decision`, offered to the person of ``seat``: None while a bot plays her seat
        (after a timeout, or while she is absent), whose moves would be refused
        (SEAT_PLAYED_BY_BOT)."""
        meta, _, tracked = read_meta(record.metadata)
        if tracked and bot_plays(meta.table, seat):
            return None
        return self._decision(game, live, seat)

    def _legal_action_entry(self, game: Game[Any, Any, Any, Any], action: Any) -> bytes:
        """The action as one ``Decision.legal_actions`` entry in wire form, cached (bounded)
        like :meth:`_packed_action`."""
        key = (game.name, action)
        entry = self._action_entries.get(key)
        if entry is None:
            if len(self._action_entries) >= ACTION_CACHE_SIZE:
                self._action_entries.clear()
            wire = self._packed_action(game, action).SerializeToString()
            entry = self._action_entries[key] = delimited(LEGAL_ACTIONS_TAG, wire)
        return entry

    def _view(
        self,
        record: TableRecord,
        live: LiveGame | None,
        principal: Principal,
        status: TableStatus | None = None,
        into: pb.TableView | None = None,
    ) -> pb.TableView:
        """The table's view for ``principal``, written into ``into`` (a response's field, so
        that it is not copied there) when given."""
        version = record.version if live is None else max(live.version, record.version)
        status = status or record.status
        view = pb.TableView() if into is None else into
        view.table = table_name(record.table_id)
        view.version = version
        view.etag = etag_of(record.table_id, version)
        view.state = TABLE_STATUS_TO_PROTO[status]  # type: ignore[assignment]
        seat = principal.viewer
        if seat is not None:
            view.viewer_seat = seat
        if live is None:
            return view
        state = live.state
        current = state.current_seat()
        if current is not None and status == TableStatus.ACTIVE:
            view.current_seat = current
            view.pending_decision = state.pending_decision()
        view.game_view.CopyFrom(live.packed_view(seat, type_url(self._game(record.game).view_type)))
        if status == TableStatus.ACTIVE:
            table = read_meta(record.metadata)[0].table
            if table.HasField("turn_clock"):
                view.turn_deadline.CopyFrom(table.turn_clock.deadline)
        result = state.outcome()
        if result is not None and status == TableStatus.FINISHED:
            view.outcome.CopyFrom(outcome_message(result.scores, result.ranks))
        return view

    def _filter_event(
        self,
        game: Game[Any, Any, Any, Any],
        event: pb.TableEvent,
        principal: Principal,
        chance: bytes,
        over: bool = False,
    ) -> pb.TableEvent:
        """The event as ``principal`` may see it (one filtering step for every output). Returns
        ``event`` itself when nothing needs to change, else a filtered copy. Realised chance
        outcomes go to the admin, and to every reader once the table is ``over`` (its seed is
        revealed then, so they tell nothing new)."""
        filters = type(game).event_for_viewer is not Game.event_for_viewer
        show_chance = bool(chance) and (principal.is_admin or over)
        if not filters and not show_chance:
            return event
        out = pb.TableEvent()
        out.CopyFrom(event)
        if filters:
            viewer = principal.viewer
            holder = (
                out.table_started.game_events
                if out.HasField("table_started")
                else out.action_applied.game_events
                if out.HasField("action_applied")
                else None
            )
            if holder is not None:
                kept = []
                for packed in holder:
                    message = game.event_type()
                    packed.Unpack(message)
                    shown = game.event_for_viewer(message, viewer)
                    if shown is not None:
                        kept.append(pack(shown))
                del holder[:]
                holder.extend(kept)
        if show_chance:
            out.chance_outcomes.extend(
                chance_pb2.ChanceOutcome(kind=o.kind, value=o.value)
                for o in decode_outcomes(chance)
            )
        return out

    def _entry_event(
        self,
        game: Game[Any, Any, Any, Any],
        entry: Entry,
        principal: Principal,
        over: bool,
        parsed: Message | None = None,
    ) -> pb.TableEvent:
        """The entry's event for ``principal``; ``parsed`` is its payload already parsed (read
        only: the filtering copies before it changes anything)."""
        event = parse_message(pb.TableEvent, entry.payload) if parsed is None else parsed
        assert isinstance(event, pb.TableEvent)
        return self._filter_event(game, event, principal, entry.chance, over)
