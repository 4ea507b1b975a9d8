"""CreateTable: a new table, its secrets and credentials, and its retries."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from meeple.v1 import game_service_pb2 as pb

from engines.chance import ChanceOutcome
from engines.errors import ActionRejected
from service import errors, fairness
from service.lobby.start import StartMixin
from service.model import (
    TableMeta,
    TableSecret,
    game_name,
    table_message,
    table_name,
    timestamp,
)
from service.ratelimit import creator_key
from service.rpc_input import (
    CREATE_SCOPE,
    GAME_NAME,
    MAX_DISPLAY_NAME,
    MAX_TABLE_NAME,
    Caller,
    RequestLog,
    check_display_name,
    check_proposed_credential,
    check_request_id,
    check_table_name,
    parse_message,
    unpack_payload,
)
from service.seating import options as seat_options
from service.seating.control import put_bot
from service.seating.levels import BotLevel, from_spec
from service.security import (
    derive_token,
    hash_token,
    new_server_secret,
    new_table_id,
    new_token,
    same_secret,
)
from service.store.base import (
    Credential,
    CredentialKind,
    DuplicateRequest,
    IdempotencyRecord,
    TableRecord,
    TableStatus,
)


@dataclass(frozen=True, slots=True)
class LessonStart:
    """A lesson table's start: the lesson's name and its position (the game's serialized
    State), set by StartLesson only."""

    name: str
    state: bytes


class CreateMixin(StartMixin):
    """CreateTable."""

    async def create_table(
        self,
        request: pb.CreateTableRequest,
        caller: Caller,
        rlog: RequestLog,
        lesson: LessonStart | None = None,
    ) -> pb.CreateTableResponse:
        """CreateTable; with ``lesson`` (StartLesson's table, never a request's) the game starts
        at the lesson's position, and the table has no fairness commitment."""
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
        host_display = check_display_name(
            request.host_display_name, "host_display_name", MAX_DISPLAY_NAME, False
        )
        game_options, service_options = seat_options.split(dict(request.options))
        try:
            options = game.resolve_options(request.seat_count, game_options)
        except ActionRejected as rejection:
            raise errors.from_rejection(rejection) from rejection
        try:
            service_resolved = seat_options.resolve(service_options)
        except seat_options.UnknownOption as bad:
            raise errors.invalid(
                bad.reason,
                f"option {bad.name!r} takes another value",
                option=bad.name,
                value=bad.value[:100],
            ) from None
        bots = self._bot_seats(request)
        scripted = request.HasField("chance_script") or request.HasField("initial_state")
        # a table is in conformance mode when it is scripted, or created with the admin token:
        # the admin token has powers at such tables only (start, read, chance outcomes)
        conformance = (scripted or self._is_admin(caller)) and lesson is None
        secret = TableSecret()
        if lesson is not None:
            secret.initial_state = lesson.state
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
        now = self.clock_at(conformance)
        table = pb.Table(
            name=table_name(table_id),
            game=game_name(game.name),
            display_name=display,
            host_display_name=host_display,
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
            lesson=lesson.name if lesson is not None else "",
        )
        if not conformance and lesson is None:
            fairness.commit(table, secret)
        table.create_time.CopyFrom(timestamp(now))
        tokens = self._table_tokens(table_id, proposed or new_token())
        meta = TableMeta(
            table=table,
            host_hash=hash_token(tokens["host"]),
            invite_hash=hash_token(tokens["invite"]),
            spectator_hash=hash_token(tokens["spectator"]),
            creator=creator_key(caller.peer),
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
