"""PreviewTable: what an invite shows before its holder takes a seat, and nothing more."""

from __future__ import annotations

from meeple.v1 import game_service_pb2 as pb

from service.authorization import no_such_table
from service.model import TABLE_STATUS_TO_PROTO, TableMeta
from service.rpc_input import Caller, RequestLog, check_table_name
from service.security import hash_token, same_secret
from service.table_service import TableServiceBase


class PreviewMixin(TableServiceBase):
    """PreviewTable."""

    async def preview_table(
        self, request: pb.PreviewTableRequest, _caller: Caller, rlog: RequestLog
    ) -> pb.PreviewTableResponse:
        table_id = check_table_name(request.name, "name")
        rlog.bind(table=table_id)
        record = await self._record(table_id)
        meta = TableMeta.decode(record.metadata)
        if not record.public and not (
            request.invite_token
            and meta.invite_hash
            and same_secret(hash_token(request.invite_token), meta.invite_hash)
        ):
            # no invite, a wrong one or a replaced one: exactly what an unknown table answers
            raise no_such_table()
        table = meta.table
        game = self.games.get(table.game.removeprefix("games/"))
        preview = pb.TablePreview(
            name=table.name,
            game=table.game,
            game_display_name=game.title if game is not None else "",
            display_name=table.display_name,
            host_display_name=table.host_display_name,
            state=TABLE_STATUS_TO_PROTO[record.status],  # type: ignore[arg-type]
            options=dict(table.options),
            service_options=dict(table.service_options),
            auto_start=table.auto_start,
            seats=[
                pb.TablePreview.Seat(
                    index=seat.index,
                    state=seat.state,
                    display_name=seat.display_name,
                    player=seat.player,
                    # a bot's own seat: its name is the service's (the page names it itself)
                    bot=seat.bot if seat.player == pb.Seat.PLAYER_BOT and not seat.absent else None,
                )
                for seat in table.seats
            ],
        )
        rlog.bind(version=record.version)
        return pb.PreviewTableResponse(preview=preview)
