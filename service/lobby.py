"""The lobby RPCs: ListGames, CreateTable, GetTable, ListTables, JoinTable, LeaveTable,
StartTable."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from meeple.v1 import game_service_pb2 as pb

from engines.chance import ChanceOutcome
from engines.contract import GameState, settle
from engines.errors import ActionRejected
from engines.seeding import MAX_ENTROPY_BYTES
from service import errors, fairness
from service.authorization import no_such_table
from service.live import LiveGame
from service.model import (
    TABLE_STATUS_FROM_PROTO,
    ChancePosition,
    TableMeta,
    TableSecret,
    encode_outcomes,
    etag_of,
    game_name,
    pack,
    table_message,
    table_name,
    timestamp,
)
from service.rpc_input import (
    COMMIT_ATTEMPTS,
    CREATE_SCOPE,
    GAME_NAME,
    MAX_DISPLAY_NAME,
    MAX_TABLE_NAME,
    Caller,
    RequestLog,
    advanced,
    check_display_name,
    check_proposed_credential,
    check_request_id,
    check_table_name,
    parse_message,
    unpack_payload,
)
from service.seating import options as seat_options
from service.seating.changes import settle_seats, stamp_deadline
from service.seating.control import BOT, on_start, put_bot, return_to_person
from service.seating.levels import BotLevel, from_spec
from service.seating.options import TablePolicy
from service.security import (
    derive_token,
    hash_token,
    new_server_secret,
    new_table_id,
    new_token,
    request_fingerprint,
    same_secret,
)
from service.store.base import (
    Commit,
    Credential,
    CredentialKind,
    Due,
    DuplicateRequest,
    IdempotencyRecord,
    NewEntry,
    TableRecord,
    TableStatus,
    VersionConflict,
)
from service.table_service import TableServiceBase


class LobbyMixin(TableServiceBase):
    """ListGames, CreateTable, GetTable, ListTables, JoinTable, LeaveTable and StartTable."""

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
                            service=o in seat_options.SERVICE_OPTIONS,
                        )
                        for o in (*game.options, *seat_options.SERVICE_OPTIONS)
                    ],
                    action_type=game.action_type.DESCRIPTOR.full_name,
                    event_type=game.event_type.DESCRIPTOR.full_name,
                    view_type=game.view_type.DESCRIPTOR.full_name,
                    state_type=game.state_type.DESCRIPTOR.full_name,
                )
            )
        return response

    def list_games(self) -> pb.ListGamesResponse:
        if self._games_response is None:
            self._games_response = self._list_games()
        return self._games_response

    async def create_table(
        self, request: pb.CreateTableRequest, caller: Caller, rlog: RequestLog
    ) -> pb.CreateTableResponse:
        request_id = check_request_id(request.request_id)
        self._bind_request(rlog, request_id)
        proposed = check_proposed_credential(request.host_credential, "host_credential")
        if not request.game:
            raise errors.invalid("MISSING_FIELD", "game is required", field="game")
        match = GAME_NAME.match(request.game)
        if match is None:
            raise errors.invalid("INVALID_FIELD", "game must look like games/{game}", field="game")
        game = self._game(match.group(1))
        display = check_display_name(request.display_name, "display_name", MAX_TABLE_NAME, False)
        game_options, service_options = seat_options.split(dict(request.options))
        try:
            options = game.resolve_options(request.seat_count, game_options)
        except ActionRejected as rejection:
            raise errors.from_rejection(rejection) from rejection
        try:
            service_resolved = seat_options.resolve(service_options)
        except seat_options.UnknownOption as bad:
            raise errors.invalid(
                bad.reason, f"option {bad.name!r} takes another value", option=bad.name,
                value=bad.value[:100],
            ) from None
        bots = self._bot_seats(request)
        scripted = request.HasField("chance_script") or request.HasField("initial_state")
        # a table is in conformance mode when it is scripted, or created with the admin token:
        # the admin token has powers at such tables only (start, read, chance outcomes)
        conformance = scripted or self._is_admin(caller)
        secret = TableSecret()
        if scripted:
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
                loaded = unpack_payload(request.initial_state, game.state_type, "initial_state")
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
            secret.server_secret = new_server_secret()
        fingerprint, earlier = await self._idempotent(
            CREATE_SCOPE, request_id, request, self._proposal_hash(proposed)
        )
        if earlier is not None:
            return await self._retry_create(earlier, proposed)
        await self._check_unused(proposed)

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
            service_options=service_resolved,
            seats=[self._new_seat(i, bots.get(i)) for i in range(request.seat_count)],
            auto_start=request.auto_start,
            conformance=conformance,
        )
        if not conformance:
            fairness.commit(table, secret)
        table.create_time.CopyFrom(timestamp(now))
        tokens = self._table_tokens(table_id, proposed or new_token())
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
        response = self._create_response(table_message(record, meta), tokens)
        stored = pb.CreateTableResponse(table=response.table)  # no secret is ever stored
        try:
            await self.store.create_table(
                record,
                self._credentials(table_id, meta),
                IdempotencyRecord(CREATE_SCOPE, request_id, fingerprint, stored.SerializeToString())
                if request_id
                else None,
            )
        except DuplicateRequest as duplicate:
            return await self._retry_create(self._matching(duplicate.record, fingerprint), proposed)
        rlog.bind(table=table_id, version=0)
        if table.auto_start and len(bots) == request.seat_count:  # bots only: full already
            started = await self._start_locked(table_id, "", "", "", rlog)
            response.table.CopyFrom(started.table)
        return response

    @staticmethod
    def _bot_seats(request: pb.CreateTableRequest) -> dict[int, BotLevel]:
        bots: dict[int, BotLevel] = {}
        for seat, spec in request.bot_seats.items():
            if not 0 <= seat < request.seat_count:
                raise errors.invalid("INVALID_FIELD", "bot_seats names no seat", field="bot_seats")
            bots[seat] = from_spec(spec, "bot_seats")
        return bots

    @staticmethod
    def _new_seat(index: int, bot: BotLevel | None) -> pb.Seat:
        seat = pb.Seat(index=index, state=pb.Seat.STATE_EMPTY)
        if bot is not None:
            seat.state = pb.Seat.STATE_TAKEN
            seat.display_name = f"{bot.text()} bot"
            put_bot(seat, bot)
        return seat

    @staticmethod
    def _credentials(table_id: str, meta: TableMeta) -> list[Credential]:
        return [
            Credential(meta.host_hash, table_id, CredentialKind.HOST),
            Credential(meta.invite_hash, table_id, CredentialKind.INVITE),
            Credential(meta.spectator_hash, table_id, CredentialKind.SPECTATOR),
        ]

    @staticmethod
    def _table_tokens(table_id: str, host: str) -> dict[str, str]:
        """The table's secrets: the host credential and the tokens derived from it."""
        return {
            "host": host,
            "invite": derive_token(host, "invite", table_id),
            "spectator": derive_token(host, "spectator", table_id),
        }

    def _create_response(
        self, table: pb.Table, tokens: Mapping[str, str]
    ) -> pb.CreateTableResponse:
        table_id = check_table_name(table.name, "table")
        return pb.CreateTableResponse(
            table=table,
            host_credential=tokens["host"],
            invite_token=tokens["invite"],
            invite_link=self._link(table_id, "invite", tokens["invite"]),
            spectator_token=tokens["spectator"],
            spectator_link=self._link(table_id, "spectate", tokens["spectator"]),
            invite_url=self._web_link(table_id, "invite", tokens["invite"]),
            spectator_url=self._web_link(table_id, "spectate", tokens["spectator"]),
        )

    async def _retry_create(
        self, earlier: IdempotencyRecord, proposed: str
    ) -> pb.CreateTableResponse:
        """A CreateTable retry: the first response again, for the caller that proposed the host
        credential (the fingerprint matched, so this request carries the same one)."""
        stored = parse_message(pb.CreateTableResponse, earlier.response)
        if not proposed:
            raise self._not_recoverable()
        record = await self._record(check_table_name(stored.table.name, "table"))
        if not same_secret(TableMeta.decode(record.metadata).host_hash, hash_token(proposed)):
            raise self._not_recoverable()
        return self._create_response(stored.table, self._table_tokens(record.table_id, proposed))

    async def get_table(
        self, request: pb.GetTableRequest, caller: Caller, rlog: RequestLog
    ) -> pb.GetTableResponse:
        table_id = check_table_name(request.name, "name")
        rlog.bind(table=table_id)
        record = await self._record(table_id)
        principal = await self._authorize("GetTable", caller, record)
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
            if request.state not in TABLE_STATUS_FROM_PROTO:
                raise errors.invalid("INVALID_FIELD", "unknown table state", field="state")
            status = TABLE_STATUS_FROM_PROTO[request.state]
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
        table_id = check_table_name(request.table, "table")
        request_id = check_request_id(request.request_id)
        rlog.bind(table=table_id)
        self._bind_request(rlog, request_id)
        proposed = check_proposed_credential(request.seat_credential, "seat_credential")
        display = check_display_name(request.display_name, "display_name", MAX_DISPLAY_NAME, True)
        if len(request.entropy) > MAX_ENTROPY_BYTES:
            raise errors.invalid(
                "INVALID_FIELD",
                f"entropy takes at most {MAX_ENTROPY_BYTES} bytes",
                field="entropy",
            )
        record = await self._record(table_id)
        if not record.public:
            # without this table's invite, a private table answers like an unknown one
            credential = (
                await self.store.find_credential(hash_token(request.invite_token))
                if request.invite_token
                else None
            )
            if (
                credential is None
                or credential.table_id != table_id
                or credential.kind != CredentialKind.INVITE
            ):
                raise no_such_table()
        fingerprint, earlier = await self._idempotent(
            table_id, request_id, request, self._proposal_hash(proposed)
        )
        if earlier is not None:
            return await self._retry_join(table_id, earlier, proposed, rlog)
        await self._check_unused(proposed)
        async with self._lock(table_id):
            for _ in range(COMMIT_ATTEMPTS):
                if again := await self._recorded(table_id, request_id, fingerprint):
                    return await self._retry_join(table_id, again, proposed, rlog)
                record = await self._record(table_id)
                try:
                    return await self._join_once(
                        record, request, display, request_id, fingerprint, proposed, rlog
                    )
                except VersionConflict:
                    continue
                except DuplicateRequest as duplicate:
                    earlier = self._matching(duplicate.record, fingerprint)
                    return await self._retry_join(table_id, earlier, proposed, rlog)
        raise errors.aborted("VERSION_MISMATCH", "the table kept changing; retry")

    async def _join_once(
        self,
        record: TableRecord,
        request: pb.JoinTableRequest,
        display: str,
        request_id: str,
        fingerprint: str,
        proposed: str,
        rlog: RequestLog,
    ) -> pb.JoinTableResponse:
        meta = TableMeta.decode(record.metadata)
        seats = meta.table.seats
        free = [s.index for s in seats if s.state == pb.Seat.STATE_EMPTY]
        if record.status != TableStatus.WAITING and not (
            record.status == TableStatus.ACTIVE and free
        ):
            raise errors.precondition("TABLE_NOT_WAITING", "the game has started already")
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
        seats[seat].entropy = request.entropy
        token = proposed or new_token()
        meta.seat_hashes[seat] = hash_token(token)
        now = self.clock()
        version = record.version + 1
        joined = pb.TableEvent(
            table=table_name(record.table_id),
            version=version,
            seat_joined=pb.SeatJoined(seat=seat, display_name=display, entropy=request.entropy),
        )
        joined.commit_time.CopyFrom(timestamp(now))
        status: TableStatus = record.status
        due: Due | None = None
        if status == TableStatus.ACTIVE:  # a freed seat: the bot finishes a turn it is in
            live = await self._live(record)
            assert live is not None
            return_to_person(meta.table.seats[seat], seat, live.state.current_seat())
            due = settle_seats(meta.table, live.state, True, now)
            stamp_deadline(joined, meta.table)
        entries = [NewEntry("join", seat, joined.SerializeToString(), request_id=request_id)]
        snapshot = None
        started: tuple[GameState[Any, Any, Any, Any], ChancePosition] | None = None
        if status == TableStatus.WAITING and meta.table.auto_start and len(free) == 1:
            started_event, state, position, due = self._start_game(
                record, meta, version + 1, now
            )
            entries.append(started_event)
            status = TableStatus.FINISHED if state.is_terminal() else TableStatus.ACTIVE
            snapshot = self._snapshot(record.table_id, version + 1, state, position)
            started = (state, position)
            if state.is_terminal():
                self._set_outcome(meta, state)
        new_record = advanced(record, len(entries), status, meta.encode(), now)
        response = pb.JoinTableResponse(table=table_message(new_record, meta), seat=seat)
        await self.store.commit(
            Commit(
                table_id=record.table_id,
                expected_version=record.version,
                entries=entries,
                status=status,
                metadata=new_record.metadata,
                add_credentials=[
                    Credential(meta.seat_hashes[seat], record.table_id, CredentialKind.SEAT, seat)
                ],
                idempotency=self._idempotency(
                    record.table_id, request_id, fingerprint, response, version
                ),
                snapshot=snapshot,
                time=now,
                due=due,
            )
        )
        if started is not None:
            self.live.put(record.table_id, LiveGame(new_record.version, *started))
        await self.store.notifier.publish(record.table_id, new_record.version)
        self._scheduled(due)
        rlog.bind(seat=seat, version=new_record.version)
        response.seat_credential = token
        return response

    async def _retry_join(
        self, table_id: str, earlier: IdempotencyRecord, proposed: str, rlog: RequestLog
    ) -> pb.JoinTableResponse:
        """A JoinTable retry: the first response again, with the credential this caller proposed
        (the fingerprint matched, so this request carries the same one). Nothing changes."""
        if not proposed:
            raise self._not_recoverable()
        stored = parse_message(pb.JoinTableResponse, earlier.response)
        seat = stored.seat
        meta = TableMeta.decode((await self._record(table_id)).metadata)
        if not same_secret(meta.seat_hashes.get(seat, ""), hash_token(proposed)):
            raise errors.precondition("SEAT_GIVEN_UP", "the seat this request took was given up")
        rlog.bind(seat=seat, version=earlier.version, retry=True)
        stored.seat_credential = proposed
        return stored

    async def leave_table(
        self, request: pb.LeaveTableRequest, caller: Caller, rlog: RequestLog
    ) -> pb.LeaveTableResponse:
        table_id = check_table_name(request.table, "table")
        request_id = check_request_id(request.request_id)
        rlog.bind(table=table_id)
        self._bind_request(rlog, request_id)
        token = self._require_token(caller)
        record = await self._record(table_id)
        # a retry is recognised before authorization, because leaving revokes the credential;
        # the fingerprint binds the credential, so only the same caller gets the stored answer
        fingerprint = request_fingerprint(request, hash_token(token))
        earlier = await self.store.get_idempotency(table_id, request_id) if request_id else None
        if earlier is not None and earlier.fingerprint == fingerprint:
            rlog.bind(retry=True, version=earlier.version)
            return parse_message(pb.LeaveTableResponse, earlier.response)
        principal = await self._authorize("LeaveTable", caller, record)
        seat = self._seat(principal)
        rlog.bind(seat=seat)
        if earlier is not None:
            # REQUEST_ID_REUSED, told only to a credential here
            self._matching(earlier, fingerprint)
        async with self._lock(table_id):
            for _ in range(COMMIT_ATTEMPTS):
                if again := await self._recorded(table_id, request_id, fingerprint):
                    return parse_message(pb.LeaveTableResponse, again.response)
                record = await self._record(table_id)
                if record.status not in (TableStatus.WAITING, TableStatus.ACTIVE):
                    raise errors.precondition("TABLE_NOT_ACTIVE", "the game is over")
                meta = TableMeta.decode(record.metadata)
                policy = TablePolicy.of(meta.table.service_options)
                running = record.status == TableStatus.ACTIVE
                if running and meta.table.seats[seat].player == BOT:
                    raise errors.precondition(
                        "SEAT_PLAYED_BY_BOT", "a bot plays this seat already; ReclaimSeat first"
                    )
                to_bot = running and not policy.abandon_on_leave
                abandoned = running and not to_bot
                meta.table.seats[seat].state = (
                    pb.Seat.STATE_LEFT if running else pb.Seat.STATE_EMPTY
                )
                if not running:
                    meta.table.seats[seat].display_name = ""
                    meta.table.seats[seat].entropy = b""
                now = self.clock()
                left = pb.TableEvent(
                    table=table_name(table_id),
                    version=record.version + 1,
                    seat_left=pb.SeatLeft(seat=seat, table_abandoned=abandoned),
                )
                due: Due | None = None
                revoked: list[str] = []
                if to_bot:  # the player keeps the credential to come back with ReclaimSeat
                    put_bot(meta.table.seats[seat], policy.leave_bot)
                    meta.table.seats[seat].absent = True
                    left.seat_left.bot.CopyFrom(policy.leave_bot.spec())
                    live = await self._live(record)
                    assert live is not None
                    due = settle_seats(meta.table, live.state, True, now)
                    stamp_deadline(left, meta.table)
                else:
                    old = meta.seat_hashes.pop(seat, principal.token_hash)
                    revoked = [old, principal.token_hash]
                    if abandoned:
                        meta.table.ClearField("turn_clock")
                        due = Due(None)
                left.commit_time.CopyFrom(timestamp(now))
                if abandoned and (revealed := fairness.reveal(meta, record.secret)):
                    left.fairness.CopyFrom(revealed)
                status = (
                    TableStatus.ABANDONED
                    if abandoned
                    else TableStatus.ACTIVE
                    if running
                    else TableStatus.WAITING
                )
                new_record = advanced(record, 1, status, meta.encode(), now)
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
                            metadata=new_record.metadata,
                            revoke_credentials=revoked,
                            idempotency=self._idempotency(
                                table_id, request_id, fingerprint, response, new_record.version
                            ),
                            time=now,
                            due=due,
                        )
                    )
                except VersionConflict:
                    continue
                except DuplicateRequest as duplicate:
                    stored = pb.LeaveTableResponse()
                    stored.ParseFromString(duplicate.record.response)
                    return stored
                await self.store.notifier.publish(table_id, new_record.version)
                self._scheduled(due)
                rlog.bind(version=new_record.version)
                return response
        raise errors.aborted("VERSION_MISMATCH", "the table kept changing; retry")

    def _start_game(
        self, record: TableRecord, meta: TableMeta, version: int, now: float
    ) -> tuple[NewEntry, GameState[Any, Any, Any, Any], ChancePosition, Due | None]:
        game = self._game(record.game)
        secret = TableSecret.decode(record.secret)
        first = ChancePosition(seed=fairness.start_seed(meta, secret))
        chance = secret.source(first)
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
        if state.is_terminal() and (revealed := fairness.reveal(meta, record.secret)):
            started.fairness.CopyFrom(revealed)
        started.commit_time.CopyFrom(timestamp(now))
        on_start(meta.table, TablePolicy.of(meta.table.service_options))
        due = settle_seats(meta.table, state, not state.is_terminal(), now)
        stamp_deadline(started, meta.table)
        entry = NewEntry("start", None, started.SerializeToString(), encode_outcomes(step.outcomes))
        return entry, state, first.advance(step.outcomes), due

    async def start_table(
        self, request: pb.StartTableRequest, caller: Caller, rlog: RequestLog
    ) -> pb.StartTableResponse:
        table_id = check_table_name(request.name, "name")
        request_id = check_request_id(request.request_id)
        rlog.bind(table=table_id)
        self._bind_request(rlog, request_id)
        record = await self._record(table_id)
        await self._authorize("StartTable", caller, record)
        fingerprint, earlier = await self._idempotent(table_id, request_id, request)
        if earlier is not None:
            stored = pb.StartTableResponse()
            stored.ParseFromString(earlier.response)
            return stored
        return await self._start_locked(table_id, request.etag, request_id, fingerprint, rlog)

    async def _start_as(self, table_id: str, rlog: RequestLog | None = None) -> None:
        """Start a full table (auto_start after a bot took the last seat)."""
        await self._start_locked(table_id, "", "", "", rlog or RequestLog())

    async def _start_locked(
        self, table_id: str, etag: str, request_id: str, fingerprint: str, rlog: RequestLog
    ) -> pb.StartTableResponse:
        async with self._lock(table_id):
            record = await self._record(table_id)
            if etag and etag != etag_of(table_id, record.version):
                raise errors.aborted("ETAG_MISMATCH", "the table changed since that etag")
            if record.status != TableStatus.WAITING:
                raise errors.precondition("TABLE_NOT_WAITING", "the game has started already")
            meta = TableMeta.decode(record.metadata)
            if any(s.state != pb.Seat.STATE_TAKEN for s in meta.table.seats):
                raise errors.precondition("TABLE_NOT_FULL", "every seat must be taken first")
            now = self.clock()
            version = record.version + 1
            entry, state, position, due = self._start_game(record, meta, version, now)
            status = TableStatus.FINISHED if state.is_terminal() else TableStatus.ACTIVE
            if state.is_terminal():
                self._set_outcome(meta, state)
            new_record = advanced(record, 1, status, meta.encode(), now)
            response = pb.StartTableResponse(table=table_message(new_record, meta))
            try:
                await self.store.commit(
                    Commit(
                        table_id=table_id,
                        expected_version=record.version,
                        entries=[entry],
                        status=status,
                        metadata=new_record.metadata,
                        idempotency=self._idempotency(
                            table_id, request_id, fingerprint, response, version
                        ),
                        snapshot=self._snapshot(table_id, version, state, position),
                        time=now,
                        due=due,
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
            self._scheduled(due)
            rlog.bind(version=version)
            return response
