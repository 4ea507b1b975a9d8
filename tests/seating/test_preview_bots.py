"""PreviewTable names a bot's own seat's bot (TablePreview.Seat.bot), so that the invite page can
name it in its reader's language; a seat a bot only plays for an away person has none (its name
is the person's)."""

from __future__ import annotations

from meeple.v1 import game_service_pb2 as pb

from tests.seating.support import BOT, create, join
from tests.service.harness import Client, new_request_id, open_table


def preview(target: str, name: str, invite: str) -> pb.TablePreview:
    client = Client(target)
    try:
        request = pb.PreviewTableRequest(name=name, invite_token=invite)
        result: pb.TablePreview = client.PreviewTable(request).preview
        return result
    finally:
        client.close()


def test_the_preview_names_a_bots_own_seat(target: str) -> None:
    created = create(target, "carcassonne", 3, {1: ("search", 3)})
    join(target, created, 0, name="ann")
    seats = preview(target, created.table.name, created.invite_token).seats
    assert not seats[0].HasField("bot") and seats[0].display_name == "ann"
    assert seats[1].player == BOT and seats[1].bot == pb.BotSpec(kind="search", level=3)
    assert not seats[2].HasField("bot") and seats[2].state == pb.Seat.STATE_EMPTY


def test_a_bot_playing_for_an_away_person_keeps_the_persons_name(target: str) -> None:
    table = open_table(target, "carcassonne", 2, options={"leave_bot": "random"})
    table.players[1].LeaveTable(pb.LeaveTableRequest(table=table.name, request_id=new_request_id()))
    seat = preview(target, table.name, table.created.invite_token).seats[1]
    assert seat.player == BOT and not seat.HasField("bot")
    assert seat.display_name == "player 1"
