"""The lobby's read-only RPCs: ListGames, GetTable, ListTables."""

from __future__ import annotations

from meeple.v1 import game_service_pb2 as pb

from service import errors
from service.model import (
    TABLE_STATUS_FROM_PROTO,
    TableMeta,
    game_name,
    table_message,
)
from service.rpc_input import (
    GAME_NAME,
    Caller,
    RequestLog,
    check_table_name,
)
from service.seating import options as seat_options
from service.table_service import TableServiceBase


class BrowseMixin(TableServiceBase):
    """ListGames, GetTable and ListTables."""

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

    async def get_table(
        self, request: pb.GetTableRequest, caller: Caller, rlog: RequestLog
    ) -> pb.GetTableResponse:
        table_id = check_table_name(request.name, "name")
        rlog.bind(table=table_id)
        record = await self._record(table_id)
        principal = await self._authorize("GetTable", caller, record)
        rlog.bind(seat=principal.viewer, version=record.version)
        table = table_message(record, TableMeta.decode(record.metadata))
        for seat in table.seats:
            if seat.state == pb.Seat.STATE_TAKEN and seat.player != pb.Seat.PLAYER_BOT:
                seat.presence = (
                    pb.Seat.PRESENCE_PRESENT
                    if self.presence.present(table_id, seat.index)
                    else pb.Seat.PRESENCE_AWAY
                )
        return pb.GetTableResponse(table=table)

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
