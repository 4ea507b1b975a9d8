"""GameService's behaviour, independent of gRPC plumbing: requests in, responses or
:class:`~service.errors.ServiceError` out.

The service knows no game's rules. It works through the engine contract only (``start`` /
``settle`` / ``act``, ``view``, ``legal_actions``, ``to_proto`` / ``state_from_proto``,
``action_to_proto`` / ``action_from_proto``, ``event_for_viewer``) and packs the game's messages
in ``google.protobuf.Any``.

Every output (views, events, history, errors, logs) is produced for one viewer: a seat, or a
spectator (``None``). Chance outcomes and the table's secret never appear in an output, except
that the admin credential sees each entry's realised outcomes in ListEvents.
"""

from __future__ import annotations

import asyncio
import base64
import re
import time
import uuid
import weakref
from collections.abc import AsyncIterator, Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

import structlog
from google.protobuf import any_pb2
from google.protobuf.message import DecodeError, Message
from meeple.v1 import chance_pb2
from meeple.v1 import game_service_pb2 as pb

from engines.chance import ChanceOutcome
from engines.contract import Game, GameState, act, settle
from engines.errors import ActionRejected
from service import errors
from service.live import LiveGame, LiveGames
from service.model import (
    STATE_FROM_PROTO,
    STATE_TO_PROTO,
    ChancePosition,
    TableMeta,
    TableSecret,
    decode_outcomes,
    encode_outcomes,
    etag_of,
    game_name,
    outcome_message,
    pack,
    table_message,
    table_name,
    timestamp,
)
from service.security import fingerprint, hash_token, new_seed, new_table_id, new_token, same_secret
from service.settings import Settings
from service.store.base import (
    Commit,
    Credential,
    CredentialKind,
    DuplicateRequest,
    Entry,
    IdempotencyRecord,
    NewEntry,
    Snapshot,
    Store,
    TableRecord,
    TableStatus,
    VersionConflict,
)

log = structlog.get_logger("meeple.service")
MessageT = TypeVar("MessageT", bound=Message)

TABLE_NAME = re.compile(r"^tables/([a-z0-9][a-z0-9-]{0,62})$")
GAME_NAME = re.compile(r"^games/([a-z0-9][a-z0-9_-]{0,62})$")
SNAPSHOT_EVERY = 64
MAX_DISPLAY_NAME = 40
MAX_TABLE_NAME = 100
CREATE_SCOPE = "create"
COMMIT_ATTEMPTS = 5
ACTION_CACHE_SIZE = 100_000


@dataclass(frozen=True, slots=True)
class Caller:
    """Who is calling: the bearer token (if any) from the request metadata."""

    token: str | None = None
    #: the authorization metadata was present but unreadable
    malformed: bool = False


@dataclass(frozen=True, slots=True)
class Principal:
    """An authenticated caller at one table."""

    #: None for an anonymous reader of a public table; "ADMIN" for the admin token
    kind: CredentialKind | str | None
    seat: int | None = None
    token_hash: str = ""

    @property
    def is_admin(self) -> bool:
        return self.kind == "ADMIN"

    @property
    def viewer(self) -> int | None:
        """The seat whose view this caller gets; None for a spectator view."""
        return self.seat if self.kind == CredentialKind.SEAT else None


class RequestLog:
    """Fields a handler learns while it runs, logged by the servicer at the end of the RPC."""

    def __init__(self) -> None:
        self.fields: dict[str, Any] = {}

    def bind(self, **fields: Any) -> None:
        self.fields.update(fields)


def _request_id(value: str) -> str:
    if not value:
        return ""
    try:
        parsed = uuid.UUID(value)
    except ValueError as error:
        raise errors.invalid(
            "INVALID_REQUEST_ID", "request_id must be a UUID", field="request_id"
        ) from error
    return str(parsed)


def _table_id(name: str, field: str) -> str:
    if not name:
        raise errors.invalid("MISSING_FIELD", f"{field} is required", field=field)
    match = TABLE_NAME.match(name)
    if match is None:
        raise errors.invalid(
            "INVALID_FIELD", f"{field} must look like tables/{{table}}", field=field
        )
    return match.group(1)


def _display_name(value: str, field: str, limit: int, required: bool) -> str:
    text = value.strip()
    if required and not text:
        raise errors.invalid("MISSING_FIELD", f"{field} is required", field=field)
    if len(text) > limit or any(ord(ch) < 32 for ch in text):
        raise errors.invalid(
            "INVALID_FIELD", f"{field} takes at most {limit} printable characters", field=field
        )
    return text


def _page_token(token: str) -> int:
    if not token:
        return 0
    try:
        text = base64.urlsafe_b64decode(token.encode()).decode()
        if not text.startswith("v:"):
            raise ValueError(token)
        return int(text[2:])
    except (ValueError, UnicodeDecodeError) as error:
        raise errors.invalid(
            "INVALID_PAGE_TOKEN", "page_token is not one this service issued", field="page_token"
        ) from error


def _make_page_token(version: int) -> str:
    return base64.urlsafe_b64encode(f"v:{version}".encode()).decode()


def _unpack(packed: any_pb2.Any, message_type: type[Message], field: str) -> Message:
    expected = message_type.DESCRIPTOR.full_name
    if packed.TypeName() != expected:
        raise errors.invalid(
            "WRONG_PAYLOAD_TYPE",
            f"{field} must be a {expected}",
            field=field,
            expected=expected,
            got=packed.TypeName()[:100],
        )
    message = message_type()
    try:
        packed.Unpack(message)
    except DecodeError as error:
        raise errors.invalid(
            "MALFORMED_PAYLOAD", f"{field} does not parse as {expected}", field=field
        ) from error
    return message


class TableService:
    """The behaviour behind every GameService RPC."""

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
        self.clock = clock
        self.live = LiveGames(store)
        self.closing = asyncio.Event()
        #: per-table write locks of this process (dropped when nobody holds them)
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()
        self._watchers: dict[str, int] = {}
        self._games_response = self._list_games()
        self._action_cache: dict[tuple[str, Any], any_pb2.Any] = {}

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
        record = await self.store.get_table(table_id)
        if record is None:
            raise errors.not_found("TABLE_NOT_FOUND", "no such table")
        return record

    def _is_admin(self, caller: Caller) -> bool:
        return bool(
            caller.token
            and self.settings.admin_token
            and same_secret(caller.token, self.settings.admin_token)
        )

    @staticmethod
    def _require_token(caller: Caller) -> str:
        if caller.malformed:
            raise errors.unauthenticated(
                "CREDENTIAL_MALFORMED", "authorization metadata must be `Bearer <token>`"
            )
        if caller.token is None:
            raise errors.unauthenticated(
                "CREDENTIAL_MISSING", "this call needs `authorization: Bearer <token>` metadata"
            )
        return caller.token

    async def _principal(
        self, caller: Caller, record: TableRecord, *, anonymous_ok: bool
    ) -> Principal:
        """Authenticate ``caller`` at ``record``'s table. Anonymous callers read public tables
        only; a private table is NOT_FOUND to them, exactly like an unknown one."""
        if caller.malformed:
            self._require_token(caller)
        if caller.token is None:
            if anonymous_ok and record.public:
                return Principal(None)
            if anonymous_ok:
                raise errors.not_found("TABLE_NOT_FOUND", "no such table")
            self._require_token(caller)
        token = caller.token or ""
        if self._is_admin(caller):
            return Principal("ADMIN")
        token_hash = hash_token(token)
        credential = await self.store.find_credential(token_hash)
        if (
            credential is None
            or credential.table_id != record.table_id
            or credential.kind == CredentialKind.INVITE
        ):
            raise errors.denied(
                "CREDENTIAL_NOT_ACCEPTED", "the credential does not give access to this table"
            )
        return Principal(credential.kind, credential.seat, token_hash)

    @staticmethod
    def _require_seat(principal: Principal) -> int:
        if principal.kind != CredentialKind.SEAT or principal.seat is None:
            raise errors.denied("SEAT_CREDENTIAL_REQUIRED", "this call needs a seat credential")
        return principal.seat

    def _link(self, table_id: str, key: str, token: str) -> str:
        return f"{self.settings.link_base}tables/{table_id}?{key}={token}"

    async def _idempotent(
        self, scope: str, request_id: str, request: Message, caller_hash: str = ""
    ) -> tuple[str, IdempotencyRecord | None]:
        """The request's fingerprint and its earlier record, if this is a retry. With
        ``caller_hash`` the fingerprint also binds the caller's credential, so only the same
        caller matches it."""
        print_ = fingerprint(request.SerializeToString(deterministic=True) + caller_hash.encode())
        if not request_id:
            return print_, None
        record = await self.store.get_idempotency(scope, request_id)
        if record is not None and record.fingerprint != print_:
            raise errors.invalid(
                "REQUEST_ID_REUSED",
                "this request_id was used for a different request",
                field="request_id",
            )
        return print_, record

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

    async def _recorded(self, scope: str, request_id: str, print_: str) -> IdempotencyRecord | None:
        """The request's record if another process committed it meanwhile (checked again
        after a version conflict, so a retry racing its original never applies twice)."""
        if not request_id:
            return None
        record = await self.store.get_idempotency(scope, request_id)
        if record is not None and record.fingerprint != print_:
            raise errors.invalid(
                "REQUEST_ID_REUSED",
                "this request_id was used for a different request",
                field="request_id",
            )
        return record

    # ---- lobby -----------------------------------------------------------------------------

    def _list_games(self) -> pb.ListGamesResponse:
        response = pb.ListGamesResponse()
        for name in sorted(self.games):
            game = self.games[name]
            response.games.append(
                pb.Game(
                    name=game_name(name),
                    display_name=game.title,
                    min_players=game.min_players,
                    max_players=game.max_players,
                    options=[
                        pb.GameOption(
                            name=o.name,
                            description=o.description,
                            choices=list(o.choices),
                            default_value=o.default,
                        )
                        for o in game.options
                    ],
                    action_type=game.action_type.DESCRIPTOR.full_name,
                    event_type=game.event_type.DESCRIPTOR.full_name,
                    view_type=game.view_type.DESCRIPTOR.full_name,
                    state_type=game.state_type.DESCRIPTOR.full_name,
                )
            )
        return response

    def list_games(self) -> pb.ListGamesResponse:
        return self._games_response

    async def create_table(
        self, request: pb.CreateTableRequest, caller: Caller, rlog: RequestLog
    ) -> pb.CreateTableResponse:
        request_id = _request_id(request.request_id)
        rlog.bind(request_id=request_id)
        if not request.game:
            raise errors.invalid("MISSING_FIELD", "game is required", field="game")
        match = GAME_NAME.match(request.game)
        if match is None:
            raise errors.invalid("INVALID_FIELD", "game must look like games/{game}", field="game")
        game = self._game(match.group(1))
        display = _display_name(request.display_name, "display_name", MAX_TABLE_NAME, False)
        try:
            options = game.resolve_options(request.seat_count, dict(request.options))
        except ActionRejected as rejection:
            raise errors.from_rejection(rejection) from rejection
        conformance = request.HasField("chance_script") or request.HasField("initial_state")
        secret = TableSecret()
        if conformance:
            if not self.settings.conformance_mode:
                raise errors.precondition(
                    "CONFORMANCE_MODE_DISABLED",
                    "chance scripts and initial positions need a server started with an "
                    "admin token",
                )
            self._require_token(caller)
            if not self._is_admin(caller):
                raise errors.denied(
                    "ADMIN_CREDENTIAL_REQUIRED", "conformance mode needs the admin token"
                )
            if request.HasField("initial_state"):
                loaded = _unpack(request.initial_state, game.state_type, "initial_state")
                try:
                    state = game.state_from_proto(loaded)
                except ActionRejected as rejection:
                    raise errors.from_rejection(rejection) from rejection
                if state.num_players != request.seat_count:
                    raise errors.invalid(
                        "INVALID_FIELD",
                        "initial_state has a different number of players than seat_count",
                        field="initial_state",
                    )
                secret.initial_state = loaded.SerializeToString()
            if request.HasField("chance_script"):
                secret.script = [
                    ChanceOutcome(o.kind, o.value) for o in request.chance_script.outcomes
                ]
        if secret.script is None:
            secret.seed = new_seed()
        print_, earlier = await self._idempotent(CREATE_SCOPE, request_id, request)
        if earlier is not None:
            return await self._retry_create(earlier)

        table_id = new_table_id()
        now = self.clock()
        table = pb.Table(
            name=table_name(table_id),
            game=game_name(game.name),
            display_name=display,
            visibility=(
                pb.TABLE_VISIBILITY_PUBLIC
                if request.visibility == pb.TABLE_VISIBILITY_PUBLIC
                else pb.TABLE_VISIBILITY_PRIVATE
            ),
            options=options,
            seats=[pb.Seat(index=i, state=pb.Seat.STATE_EMPTY) for i in range(request.seat_count)],
            auto_start=request.auto_start,
            conformance=conformance,
        )
        table.create_time.CopyFrom(timestamp(now))
        tokens = {kind: new_token() for kind in ("host", "invite", "spectator")}
        meta = TableMeta(
            table=table,
            host_hash=hash_token(tokens["host"]),
            invite_hash=hash_token(tokens["invite"]),
            spectator_hash=hash_token(tokens["spectator"]),
        )
        record = TableRecord(
            table_id=table_id,
            game=game.name,
            public=table.visibility == pb.TABLE_VISIBILITY_PUBLIC,
            status=TableStatus.WAITING,
            version=0,
            create_time=now,
            update_time=now,
            metadata=meta.encode(),
            secret=secret.encode(),
        )
        response = self._create_response(record, meta, tokens)
        stored = pb.CreateTableResponse(table=response.table)  # no secret is ever stored
        try:
            await self.store.create_table(
                record,
                self._credentials(table_id, meta),
                IdempotencyRecord(CREATE_SCOPE, request_id, print_, stored.SerializeToString())
                if request_id
                else None,
            )
        except DuplicateRequest as duplicate:
            return await self._retry_create(duplicate.record)
        rlog.bind(table=table_id, version=0)
        return response

    @staticmethod
    def _credentials(table_id: str, meta: TableMeta) -> list[Credential]:
        return [
            Credential(meta.host_hash, table_id, CredentialKind.HOST),
            Credential(meta.invite_hash, table_id, CredentialKind.INVITE),
            Credential(meta.spectator_hash, table_id, CredentialKind.SPECTATOR),
        ]

    def _create_response(
        self, record: TableRecord, meta: TableMeta, tokens: Mapping[str, str]
    ) -> pb.CreateTableResponse:
        return pb.CreateTableResponse(
            table=table_message(record, meta),
            host_credential=tokens["host"],
            invite_token=tokens["invite"],
            invite_link=self._link(record.table_id, "invite", tokens["invite"]),
            spectator_token=tokens["spectator"],
            spectator_link=self._link(record.table_id, "spectate", tokens["spectator"]),
        )

    async def _retry_create(self, earlier: IdempotencyRecord) -> pb.CreateTableResponse:
        """A CreateTable retry: the same table, with fresh secrets replacing the first ones."""
        stored = pb.CreateTableResponse()
        stored.ParseFromString(earlier.response)
        table_id = _table_id(stored.table.name, "table")
        for _ in range(COMMIT_ATTEMPTS):
            record = await self._record(table_id)
            meta = TableMeta.decode(record.metadata)
            old = [meta.host_hash, meta.invite_hash, meta.spectator_hash]
            tokens = {kind: new_token() for kind in ("host", "invite", "spectator")}
            meta.host_hash = hash_token(tokens["host"])
            meta.invite_hash = hash_token(tokens["invite"])
            meta.spectator_hash = hash_token(tokens["spectator"])
            try:
                await self.store.commit(
                    Commit(
                        table_id=table_id,
                        expected_version=record.version,
                        metadata=meta.encode(),
                        add_credentials=self._credentials(table_id, meta),
                        revoke_credentials=old,
                        time=record.update_time,
                    )
                )
            except VersionConflict:
                continue
            return self._create_response(record, meta, tokens)
        raise errors.aborted("VERSION_MISMATCH", "the table kept changing; retry")

    async def get_table(
        self, request: pb.GetTableRequest, caller: Caller, rlog: RequestLog
    ) -> pb.GetTableResponse:
        table_id = _table_id(request.name, "name")
        rlog.bind(table=table_id)
        record = await self._record(table_id)
        principal = await self._principal(caller, record, anonymous_ok=True)
        rlog.bind(seat=principal.viewer, version=record.version)
        return pb.GetTableResponse(table=table_message(record, TableMeta.decode(record.metadata)))

    async def list_tables(self, request: pb.ListTablesRequest) -> pb.ListTablesResponse:
        page_size = request.page_size or 50
        if page_size < 0:
            raise errors.invalid(
                "INVALID_FIELD", "page_size must not be negative", field="page_size"
            )
        page_size = min(page_size, 500)
        game: str | None = None
        if request.game:
            match = GAME_NAME.match(request.game)
            if match is None:
                raise errors.invalid(
                    "INVALID_FIELD", "game must look like games/{game}", field="game"
                )
            game = match.group(1)
        status = None
        if request.state != pb.Table.STATE_UNSPECIFIED:
            if request.state not in STATE_FROM_PROTO:
                raise errors.invalid("INVALID_FIELD", "unknown table state", field="state")
            status = STATE_FROM_PROTO[request.state]
        try:
            page = await self.store.list_tables(
                page_size=page_size, cursor=request.page_token, game=game, status=status
            )
        except ValueError as error:
            raise errors.invalid(
                "INVALID_PAGE_TOKEN",
                "page_token is not one this service issued",
                field="page_token",
            ) from error
        return pb.ListTablesResponse(
            tables=[table_message(r, TableMeta.decode(r.metadata)) for r in page.tables],
            next_page_token=page.next_cursor,
        )

    async def join_table(
        self, request: pb.JoinTableRequest, caller: Caller, rlog: RequestLog
    ) -> pb.JoinTableResponse:
        table_id = _table_id(request.table, "table")
        request_id = _request_id(request.request_id)
        rlog.bind(table=table_id, request_id=request_id)
        display = _display_name(request.display_name, "display_name", MAX_DISPLAY_NAME, True)
        record = await self._record(table_id)
        if not record.public:
            if not request.invite_token:
                raise errors.not_found("TABLE_NOT_FOUND", "no such table")
            credential = await self.store.find_credential(hash_token(request.invite_token))
            if (
                credential is None
                or credential.table_id != table_id
                or credential.kind != CredentialKind.INVITE
            ):
                raise errors.denied("INVITE_NOT_ACCEPTED", "the invite token is not this table's")
        print_, earlier = await self._idempotent(table_id, request_id, request)
        if earlier is not None:
            return await self._retry_join(table_id, earlier, rlog)
        async with self._lock(table_id):
            for _ in range(COMMIT_ATTEMPTS):
                if again := await self._recorded(table_id, request_id, print_):
                    return await self._retry_join(table_id, again, rlog)
                record = await self._record(table_id)
                try:
                    return await self._join_once(record, request, display, request_id, print_, rlog)
                except VersionConflict:
                    continue
                except DuplicateRequest as duplicate:
                    return await self._retry_join(table_id, duplicate.record, rlog)
        raise errors.aborted("VERSION_MISMATCH", "the table kept changing; retry")

    async def _join_once(
        self,
        record: TableRecord,
        request: pb.JoinTableRequest,
        display: str,
        request_id: str,
        print_: str,
        rlog: RequestLog,
    ) -> pb.JoinTableResponse:
        if record.status != TableStatus.WAITING:
            raise errors.precondition("TABLE_NOT_WAITING", "the game has started already")
        meta = TableMeta.decode(record.metadata)
        seats = meta.table.seats
        free = [s.index for s in seats if s.state == pb.Seat.STATE_EMPTY]
        if request.HasField("seat"):
            if not 0 <= request.seat < len(seats):
                raise errors.invalid("INVALID_FIELD", "no such seat", field="seat")
            if request.seat not in free:
                raise errors.precondition(
                    "SEAT_TAKEN", "that seat is taken", seat=str(request.seat)
                )
            seat = request.seat
        elif free:
            seat = free[0]
        else:
            raise errors.precondition("TABLE_FULL", "every seat is taken")
        seats[seat].state = pb.Seat.STATE_TAKEN
        seats[seat].display_name = display
        token = new_token()
        meta.seat_hashes[seat] = hash_token(token)
        now = self.clock()
        version = record.version + 1
        joined = pb.TableEvent(
            table=table_name(record.table_id),
            version=version,
            seat_joined=pb.SeatJoined(seat=seat, display_name=display),
        )
        joined.commit_time.CopyFrom(timestamp(now))
        entries = [NewEntry("join", seat, joined.SerializeToString(), request_id=request_id)]
        status = TableStatus.WAITING
        snapshot = None
        started: tuple[GameState[Any, Any, Any, Any], ChancePosition] | None = None
        if meta.table.auto_start and len(free) == 1:
            started_event, state, position = self._start_game(record, meta, version + 1, now)
            entries.append(started_event)
            status = TableStatus.FINISHED if state.is_terminal() else TableStatus.ACTIVE
            snapshot = self._snapshot(record.table_id, version + 1, state, position)
            started = (state, position)
            if state.is_terminal():
                self._set_outcome(meta, state)
        new_record = _advanced(record, len(entries), status, meta.encode(), now)
        response = pb.JoinTableResponse(table=table_message(new_record, meta), seat=seat)
        await self.store.commit(
            Commit(
                table_id=record.table_id,
                expected_version=record.version,
                entries=entries,
                status=status,
                metadata=meta.encode(),
                add_credentials=[
                    Credential(meta.seat_hashes[seat], record.table_id, CredentialKind.SEAT, seat)
                ],
                idempotency=IdempotencyRecord(
                    record.table_id, request_id, print_, response.SerializeToString(), version
                )
                if request_id
                else None,
                snapshot=snapshot,
                time=now,
            )
        )
        if started is not None:
            self.live.put(record.table_id, LiveGame(new_record.version, *started))
        await self.store.notifier.publish(record.table_id, new_record.version)
        rlog.bind(seat=seat, version=new_record.version)
        response.seat_credential = token
        return response

    async def _retry_join(
        self, table_id: str, earlier: IdempotencyRecord, rlog: RequestLog
    ) -> pb.JoinTableResponse:
        """A JoinTable retry: the same seat, with a fresh credential replacing the first."""
        stored = pb.JoinTableResponse()
        stored.ParseFromString(earlier.response)
        seat = stored.seat
        for _ in range(COMMIT_ATTEMPTS):
            record = await self._record(table_id)
            meta = TableMeta.decode(record.metadata)
            if seat not in meta.seat_hashes or meta.table.seats[seat].state != pb.Seat.STATE_TAKEN:
                raise errors.precondition(
                    "SEAT_GIVEN_UP", "the seat this request took was given up"
                )
            old = meta.seat_hashes[seat]
            token = new_token()
            meta.seat_hashes[seat] = hash_token(token)
            try:
                await self.store.commit(
                    Commit(
                        table_id=table_id,
                        expected_version=record.version,
                        metadata=meta.encode(),
                        add_credentials=[
                            Credential(meta.seat_hashes[seat], table_id, CredentialKind.SEAT, seat)
                        ],
                        revoke_credentials=[old],
                        time=record.update_time,
                    )
                )
            except VersionConflict:
                continue
            rlog.bind(seat=seat, version=record.version, retry=True)
            return pb.JoinTableResponse(
                table=table_message(record, meta), seat=seat, seat_credential=token
            )
        raise errors.aborted("VERSION_MISMATCH", "the table kept changing; retry")

    async def leave_table(
        self, request: pb.LeaveTableRequest, caller: Caller, rlog: RequestLog
    ) -> pb.LeaveTableResponse:
        table_id = _table_id(request.table, "table")
        request_id = _request_id(request.request_id)
        rlog.bind(table=table_id, request_id=request_id)
        token = self._require_token(caller)
        record = await self._record(table_id)
        # a retry is recognised before authentication, because leaving revokes the credential;
        # the fingerprint binds the credential, so only the same caller gets the stored answer
        print_, earlier = await self._idempotent(table_id, request_id, request, hash_token(token))
        if earlier is not None:
            rlog.bind(retry=True, version=earlier.version)
            return _parse(pb.LeaveTableResponse, earlier.response)
        principal = await self._principal(caller, record, anonymous_ok=False)
        seat = self._require_seat(principal)
        rlog.bind(seat=seat)
        async with self._lock(table_id):
            for _ in range(COMMIT_ATTEMPTS):
                if again := await self._recorded(table_id, request_id, print_):
                    return _parse(pb.LeaveTableResponse, again.response)
                record = await self._record(table_id)
                if record.status not in (TableStatus.WAITING, TableStatus.ACTIVE):
                    raise errors.precondition("TABLE_NOT_ACTIVE", "the game is over")
                meta = TableMeta.decode(record.metadata)
                abandoned = record.status == TableStatus.ACTIVE
                meta.table.seats[seat].state = (
                    pb.Seat.STATE_LEFT if abandoned else pb.Seat.STATE_EMPTY
                )
                if not abandoned:
                    meta.table.seats[seat].display_name = ""
                old = meta.seat_hashes.pop(seat, principal.token_hash)
                now = self.clock()
                left = pb.TableEvent(
                    table=table_name(table_id),
                    version=record.version + 1,
                    seat_left=pb.SeatLeft(seat=seat, table_abandoned=abandoned),
                )
                left.commit_time.CopyFrom(timestamp(now))
                status = TableStatus.ABANDONED if abandoned else TableStatus.WAITING
                new_record = _advanced(record, 1, status, meta.encode(), now)
                response = pb.LeaveTableResponse(table=table_message(new_record, meta))
                try:
                    await self.store.commit(
                        Commit(
                            table_id=table_id,
                            expected_version=record.version,
                            entries=[
                                NewEntry("leave", seat, left.SerializeToString(), b"", request_id)
                            ],
                            status=status,
                            metadata=meta.encode(),
                            revoke_credentials=[old, principal.token_hash],
                            idempotency=IdempotencyRecord(
                                table_id,
                                request_id,
                                print_,
                                response.SerializeToString(),
                                new_record.version,
                            )
                            if request_id
                            else None,
                            time=now,
                        )
                    )
                except VersionConflict:
                    continue
                except DuplicateRequest as duplicate:
                    stored = pb.LeaveTableResponse()
                    stored.ParseFromString(duplicate.record.response)
                    return stored
                await self.store.notifier.publish(table_id, new_record.version)
                rlog.bind(version=new_record.version)
                return response
        raise errors.aborted("VERSION_MISMATCH", "the table kept changing; retry")

    def _start_game(
        self, record: TableRecord, meta: TableMeta, version: int, now: float
    ) -> tuple[NewEntry, GameState[Any, Any, Any, Any], ChancePosition]:
        game = self._game(record.game)
        secret = TableSecret.decode(record.secret)
        chance = secret.source(ChancePosition())
        try:
            if secret.initial_state:
                message = game.state_type()
                message.ParseFromString(secret.initial_state)
                state = game.state_from_proto(message)
                step = settle(state, chance)
            else:
                state = game.new_game(len(meta.table.seats), dict(meta.table.options))
                step = settle(state, chance)
        except ActionRejected as rejection:
            raise errors.from_rejection(rejection) from rejection
        started = pb.TableEvent(
            table=table_name(record.table_id),
            version=version,
            table_started=pb.TableStarted(game_events=[pack(e) for e in step.events]),
        )
        seat = state.current_seat()
        if seat is not None:
            started.table_started.current_seat = seat
        started.commit_time.CopyFrom(timestamp(now))
        entry = NewEntry("start", None, started.SerializeToString(), encode_outcomes(step.outcomes))
        return entry, state, ChancePosition().advance(step.outcomes)

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

    async def start_table(
        self, request: pb.StartTableRequest, caller: Caller, rlog: RequestLog
    ) -> pb.StartTableResponse:
        table_id = _table_id(request.name, "name")
        request_id = _request_id(request.request_id)
        rlog.bind(table=table_id, request_id=request_id)
        self._require_token(caller)
        record = await self._record(table_id)
        principal = await self._principal(caller, record, anonymous_ok=False)
        if principal.kind not in (CredentialKind.HOST, "ADMIN"):
            raise errors.denied("HOST_CREDENTIAL_REQUIRED", "only the host starts the table")
        print_, earlier = await self._idempotent(table_id, request_id, request)
        if earlier is not None:
            stored = pb.StartTableResponse()
            stored.ParseFromString(earlier.response)
            return stored
        async with self._lock(table_id):
            record = await self._record(table_id)
            if request.etag and request.etag != etag_of(table_id, record.version):
                raise errors.aborted("ETAG_MISMATCH", "the table changed since that etag")
            if record.status != TableStatus.WAITING:
                raise errors.precondition("TABLE_NOT_WAITING", "the game has started already")
            meta = TableMeta.decode(record.metadata)
            if any(s.state != pb.Seat.STATE_TAKEN for s in meta.table.seats):
                raise errors.precondition("TABLE_NOT_FULL", "every seat must be taken first")
            now = self.clock()
            version = record.version + 1
            entry, state, position = self._start_game(record, meta, version, now)
            status = TableStatus.FINISHED if state.is_terminal() else TableStatus.ACTIVE
            if state.is_terminal():
                self._set_outcome(meta, state)
            new_record = _advanced(record, 1, status, meta.encode(), now)
            response = pb.StartTableResponse(table=table_message(new_record, meta))
            try:
                await self.store.commit(
                    Commit(
                        table_id=table_id,
                        expected_version=record.version,
                        entries=[entry],
                        status=status,
                        metadata=meta.encode(),
                        idempotency=IdempotencyRecord(
                            table_id, request_id, print_, response.SerializeToString(), version
                        )
                        if request_id
                        else None,
                        snapshot=self._snapshot(table_id, version, state, position),
                        time=now,
                    )
                )
            except VersionConflict as conflict:
                raise errors.aborted("VERSION_MISMATCH", "the table changed; retry") from conflict
            except DuplicateRequest as duplicate:
                stored = pb.StartTableResponse()
                stored.ParseFromString(duplicate.record.response)
                return stored
            self.live.put(table_id, LiveGame(version, state, position))
            await self.store.notifier.publish(table_id, version)
            rlog.bind(version=version)
            return response

    # ---- play ------------------------------------------------------------------------------

    async def _live(self, record: TableRecord) -> LiveGame | None:
        if record.status == TableStatus.WAITING:
            return None
        return await self.live.get(record.table_id, self._game(record.game), record.version)

    def _view(
        self,
        record: TableRecord,
        live: LiveGame | None,
        principal: Principal,
        status: TableStatus | None = None,
    ) -> pb.TableView:
        version = record.version if live is None else max(live.version, record.version)
        status = status or record.status
        view = pb.TableView(
            table=table_name(record.table_id),
            version=version,
            etag=etag_of(record.table_id, version),
            state=STATE_TO_PROTO[status],  # type: ignore[arg-type]
        )
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
        view.game_view.CopyFrom(live.packed_view(seat))
        result = state.outcome()
        if result is not None and status == TableStatus.FINISHED:
            view.outcome.CopyFrom(outcome_message(result.scores, result.ranks))
        return view

    async def get_view(
        self, request: pb.GetViewRequest, caller: Caller, rlog: RequestLog
    ) -> pb.GetViewResponse:
        table_id = _table_id(request.table, "table")
        rlog.bind(table=table_id)
        record = await self._record(table_id)
        principal = await self._principal(caller, record, anonymous_ok=True)
        rlog.bind(seat=principal.viewer)
        live = await self._live(record)
        view = self._view(record, live, principal)
        rlog.bind(version=view.version)
        return pb.GetViewResponse(view=view)

    async def list_legal_actions(
        self, request: pb.ListLegalActionsRequest, caller: Caller, rlog: RequestLog
    ) -> pb.ListLegalActionsResponse:
        table_id = _table_id(request.table, "table")
        rlog.bind(table=table_id)
        self._require_token(caller)
        record = await self._record(table_id)
        principal = await self._principal(caller, record, anonymous_ok=False)
        seat = self._require_seat(principal)
        rlog.bind(seat=seat)
        live = await self._live(record)
        response = pb.ListLegalActionsResponse(version=record.version, seat=seat)
        if live is None or record.status != TableStatus.ACTIVE:
            return response
        game = self._game(record.game)
        state = live.state
        response.version = live.version
        current = state.current_seat()
        if current is None:
            return response
        response.current_seat = current
        response.pending_decision = state.pending_decision()
        if current == seat:
            response.actions.extend(self._packed_action(game, a) for a in state.legal_actions())
        rlog.bind(version=live.version)
        return response

    def _parse_action(
        self,
        game: Game[Any, Any, Any, Any],
        request: pb.ValidateActionRequest | pb.SubmitActionRequest,
    ) -> Any:
        if not request.HasField("action"):
            raise errors.invalid("MISSING_FIELD", "action is required", field="action")
        message = _unpack(request.action, game.action_type, "action")
        try:
            return game.action_from_proto(message)
        except ActionRejected as rejection:
            raise errors.from_rejection(rejection) from rejection

    async def _play_context(
        self, table_id: str, caller: Caller
    ) -> tuple[TableRecord, Principal, int, Game[Any, Any, Any, Any]]:
        self._require_token(caller)
        record = await self._record(table_id)
        principal = await self._principal(caller, record, anonymous_ok=False)
        seat = self._require_seat(principal)
        return record, principal, seat, self._game(record.game)

    @staticmethod
    def _check_playable(
        record: TableRecord, live: LiveGame | None, expected: int | None
    ) -> LiveGame:
        if expected is not None and live is not None and expected != live.version:
            raise errors.aborted(
                "VERSION_MISMATCH",
                "the table is at another version",
                expected=str(expected),
                actual=str(live.version),
            )
        if expected is not None and live is None and expected != record.version:
            raise errors.aborted("VERSION_MISMATCH", "the table is at another version")
        if live is None or record.status != TableStatus.ACTIVE:
            raise errors.precondition("TABLE_NOT_ACTIVE", "the game is not being played")
        return live

    async def validate_action(
        self, request: pb.ValidateActionRequest, caller: Caller, rlog: RequestLog
    ) -> pb.ValidateActionResponse:
        table_id = _table_id(request.table, "table")
        rlog.bind(table=table_id)
        record, _, seat, game = await self._play_context(table_id, caller)
        rlog.bind(seat=seat)
        action = self._parse_action(game, request)
        live = self._check_playable(
            record,
            await self._live(record),
            request.expected_version if request.HasField("expected_version") else None,
        )
        try:
            live.state.validate_action(seat, action)
        except ActionRejected as rejection:
            raise errors.from_rejection(rejection) from rejection
        rlog.bind(version=live.version)
        return pb.ValidateActionResponse(version=live.version)

    async def submit_action(
        self, request: pb.SubmitActionRequest, caller: Caller, rlog: RequestLog
    ) -> pb.SubmitActionResponse:
        table_id = _table_id(request.table, "table")
        request_id = _request_id(request.request_id)
        rlog.bind(table=table_id, request_id=request_id)
        record, principal, seat, game = await self._play_context(table_id, caller)
        rlog.bind(seat=seat)
        action = self._parse_action(game, request)
        print_ = fingerprint(request.SerializeToString(deterministic=True))
        expected = request.expected_version if request.HasField("expected_version") else None
        async with self._lock(table_id):
            for attempt in range(COMMIT_ATTEMPTS):
                # checked under the lock and after every conflict, so a retry racing its
                # original (in this process or another) returns the original's response
                if earlier := await self._recorded(table_id, request_id, print_):
                    rlog.bind(retry=True, version=earlier.version)
                    return _parse(pb.SubmitActionResponse, earlier.response)
                if attempt:
                    record = await self._record(table_id)
                live = self._check_playable(record, await self._live(record), expected)
                try:
                    response = await self._submit_once(
                        record, live, game, seat, principal, action, request_id, print_
                    )
                except VersionConflict:
                    if expected is not None:
                        if earlier := await self._recorded(table_id, request_id, print_):
                            return _parse(pb.SubmitActionResponse, earlier.response)
                        raise errors.aborted(
                            "VERSION_MISMATCH", "the table moved on; retry"
                        ) from None
                    continue
                except DuplicateRequest as duplicate:
                    return _parse(pb.SubmitActionResponse, duplicate.record.response)
                rlog.bind(version=response.version)
                return response
        raise errors.aborted("VERSION_MISMATCH", "the table kept changing; retry")

    async def _submit_once(
        self,
        record: TableRecord,
        live: LiveGame,
        game: Game[Any, Any, Any, Any],
        seat: int,
        principal: Principal,
        action: Any,
        request_id: str,
        print_: str,
    ) -> pb.SubmitActionResponse:
        secret = TableSecret.decode(record.secret)
        state = live.state.clone()
        chance = secret.source(live.position)
        try:
            step = act(state, seat, action, chance)
        except ActionRejected as rejection:
            if live.version != record.version:  # our cache was behind: the rejection may be stale
                raise VersionConflict(record.table_id, live.version, record.version) from None
            raise errors.from_rejection(rejection) from rejection
        position = live.position.advance(step.outcomes)
        version = live.version + 1
        now = self.clock()
        status = TableStatus.ACTIVE
        metadata = record.metadata
        applied = pb.ActionApplied(
            seat=seat,
            action=self._packed_action(game, action),
            game_events=[pack(e) for e in step.events],
        )
        next_seat = state.current_seat()
        if next_seat is not None:
            applied.current_seat = next_seat
        if state.is_terminal():
            status = TableStatus.FINISHED
            meta = TableMeta.decode(record.metadata)
            self._set_outcome(meta, state)
            applied.outcome.CopyFrom(meta.table.outcome)
            metadata = meta.encode()
        event = pb.TableEvent(
            table=table_name(record.table_id), version=version, action_applied=applied
        )
        event.commit_time.CopyFrom(timestamp(now))
        new_live = LiveGame(version, state, position)
        new_record = _advanced(record, 1, status, metadata, now)
        response = pb.SubmitActionResponse(
            version=version,
            etag=etag_of(record.table_id, version),
            event=self._filter_event(game, event, principal, b""),
            view=self._view(new_record, new_live, principal),
        )
        snapshot = (
            self._snapshot(record.table_id, version, state, position)
            if version % SNAPSHOT_EVERY == 0 or status == TableStatus.FINISHED
            else None
        )
        await self.store.commit(
            Commit(
                table_id=record.table_id,
                expected_version=live.version,
                entries=[
                    NewEntry(
                        "action",
                        seat,
                        event.SerializeToString(),
                        encode_outcomes(step.outcomes),
                        request_id,
                    )
                ],
                status=status if status != record.status else None,
                metadata=metadata if status != record.status else None,
                idempotency=IdempotencyRecord(
                    record.table_id, request_id, print_, response.SerializeToString(), version
                )
                if request_id
                else None,
                snapshot=snapshot,
                time=now,
            )
        )
        self.live.put(record.table_id, new_live)
        await self.store.notifier.publish(record.table_id, version)
        return response

    # ---- history and live events ---------------------------------------------------------------

    def _filter_event(
        self,
        game: Game[Any, Any, Any, Any],
        event: pb.TableEvent,
        principal: Principal,
        chance: bytes,
    ) -> pb.TableEvent:
        """The event as ``principal`` may see it (one filtering step for every output). Returns
        ``event`` itself when nothing needs to change, else a filtered copy."""
        filters = type(game).event_for_viewer is not Game.event_for_viewer
        if not filters and not (principal.is_admin and chance):
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
        if principal.is_admin and chance:
            out.chance_outcomes.extend(
                chance_pb2.ChanceOutcome(kind=o.kind, value=o.value)
                for o in decode_outcomes(chance)
            )
        return out

    def _entry_event(
        self, game: Game[Any, Any, Any, Any], entry: Entry, principal: Principal
    ) -> pb.TableEvent:
        event = _parse(pb.TableEvent, entry.payload)
        return self._filter_event(game, event, principal, entry.chance)

    async def list_events(
        self, request: pb.ListEventsRequest, caller: Caller, rlog: RequestLog
    ) -> pb.ListEventsResponse:
        table_id = _table_id(request.table, "table")
        rlog.bind(table=table_id)
        if request.page_size < 0 or request.after_version < 0:
            raise errors.invalid(
                "INVALID_FIELD", "page_size and after_version must not be negative"
            )
        page_size = min(request.page_size or 100, 1000)
        start = max(request.after_version, _page_token(request.page_token))
        record = await self._record(table_id)
        principal = await self._principal(caller, record, anonymous_ok=True)
        rlog.bind(seat=principal.viewer)
        game = self._game(record.game)
        entries = await self.store.read_entries(table_id, start, page_size + 1)
        response = pb.ListEventsResponse(
            events=[self._entry_event(game, e, principal) for e in entries[:page_size]]
        )
        if len(entries) > page_size:
            response.next_page_token = _make_page_token(entries[page_size - 1].version)
        return response

    async def watch_table(
        self, request: pb.WatchTableRequest, caller: Caller, rlog: RequestLog
    ) -> AsyncIterator[pb.WatchTableResponse]:
        table_id = _table_id(request.table, "table")
        rlog.bind(table=table_id)
        record = await self._record(table_id)
        principal = await self._principal(caller, record, anonymous_ok=True)
        rlog.bind(seat=principal.viewer)
        game = self._game(record.game)
        if self._watchers.get(table_id, 0) >= self.settings.max_watchers:
            raise errors.exhausted(
                "TOO_MANY_WATCHERS",
                "this table has too many watchers",
                limit=str(self.settings.max_watchers),
            )
        if request.HasField("after_version") and not 0 <= request.after_version <= record.version:
            raise errors.invalid(
                "VERSION_AHEAD",
                "after_version is beyond the table's version",
                field="after_version",
                version=str(record.version),
            )
        return self._watch(record, game, principal, request, rlog)

    async def _watch(
        self,
        record: TableRecord,
        game: Game[Any, Any, Any, Any],
        principal: Principal,
        request: pb.WatchTableRequest,
        rlog: RequestLog,
    ) -> AsyncIterator[pb.WatchTableResponse]:
        table_id = record.table_id
        self._watchers[table_id] = self._watchers.get(table_id, 0) + 1
        subscription = self.store.notifier.subscribe(table_id)
        closing = asyncio.ensure_future(self.closing.wait())
        sent = 0
        try:
            if request.HasField("after_version"):
                last = request.after_version
            else:
                live = await self._live(record)
                view = self._view(record, live, principal)
                last = view.version
                yield pb.WatchTableResponse(snapshot=view)
            while True:
                entries = await self.store.read_entries(table_id, last, 256)
                for entry in entries:
                    yield pb.WatchTableResponse(event=self._entry_event(game, entry, principal))
                    last = entry.version
                    sent += 1
                if len(entries) == 256:
                    continue
                if self.closing.is_set():
                    break
                waiter = asyncio.ensure_future(subscription.wait(self.settings.heartbeat))
                done, _ = await asyncio.wait({waiter, closing}, return_when=asyncio.FIRST_COMPLETED)
                if waiter not in done:
                    waiter.cancel()
                    break
                if not waiter.result():
                    beat = pb.Heartbeat(version=last)
                    beat.time.CopyFrom(timestamp(self.clock()))
                    yield pb.WatchTableResponse(heartbeat=beat)
        finally:
            closing.cancel()
            subscription.close()
            self._watchers[table_id] -= 1
            if not self._watchers[table_id]:
                del self._watchers[table_id]
            rlog.bind(events_sent=sent)


def _parse(message_type: type[MessageT], blob: bytes) -> MessageT:
    message = message_type()
    message.ParseFromString(blob)
    return message


def _advanced(
    record: TableRecord, entries: int, status: TableStatus, metadata: bytes, now: float
) -> TableRecord:
    return TableRecord(
        table_id=record.table_id,
        game=record.game,
        public=record.public,
        status=status,
        version=record.version + entries,
        create_time=record.create_time,
        update_time=now,
        metadata=metadata,
        secret=record.secret,
    )
