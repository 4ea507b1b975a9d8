"""PreviewTable: what an invite shows before its holder takes a seat, and nothing more."""

from __future__ import annotations

import functools

from meeple.v1 import game_service_pb2 as pb

from service.authorization import no_such_table
from service.model import TABLE_STATUS_TO_PROTO, TableMeta
from service.rpc_input import Caller, RequestLog, check_table_name
from service.security import hash_token, same_secret
from service.table_service import TableServiceBase

#: what a missing invite hash is compared with (no token hashes to it)
DECOY_HASH = "0" * 64


@functools.cache
def decoy_metadata() -> bytes:
    """The metadata of a table that does not exist, as large as a waiting 4-seat table's: what
    PreviewTable decodes for an unknown table."""
    table = pb.Table(
        name="tables/" + "0" * 26,
        game="games/burgundy",
        display_name="x" * 24,
        host_display_name="x" * 16,
        seats=[pb.Seat(index=i, state=pb.Seat.STATE_EMPTY) for i in range(4)],
        auto_start=True,
    )
    table.options["variant"] = "standard"
    table.create_time.GetCurrentTime()
    return TableMeta(table, DECOY_HASH, DECOY_HASH, DECOY_HASH, {}, "0" * 16).encode()


class PreviewMixin(TableServiceBase):
    """PreviewTable."""

    async def preview_table(
        self, request: pb.PreviewTableRequest, _caller: Caller, rlog: RequestLog
    ) -> pb.PreviewTableResponse:
        table_id = check_table_name(request.name, "name")
        rlog.bind(table=table_id)
        record = await self.store.get_table(table_id)
        # the same work for an unknown table as for a private one without its invite (a
        # decoy's metadata decoded, the token hashed and compared), so that the time of the
        # answer does not tell whether a private table exists (issue 48, finding 8)
        meta = TableMeta.decode(record.metadata if record is not None else decoy_metadata())
        invited = same_secret(hash_token(request.invite_token), meta.invite_hash or DECOY_HASH)
        if record is None or not (record.public or (request.invite_token and invited)):
            # no invite, a wrong one or a replaced one: exactly what an unknown table answers
            raise no_such_table()
        self.tables.put(record)
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
                    reserved=seat.reserved,
                    # a bot's own seat: its name is the service's (the page names it itself)
                    bot=seat.bot if seat.player == pb.Seat.PLAYER_BOT and not seat.absent else None,
                )
                for seat in table.seats
            ],
        )
        rlog.bind(version=record.version)
        return pb.PreviewTableResponse(preview=preview)
