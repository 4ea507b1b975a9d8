"""Burgundy's readings as tables see them over real gRPC: the options ListGames lists, a start
player drawn at each table and announced to everyone, and a start seat that is not a seat
(the outcome's recording and replay: tests/burgundy/test_readings.py)."""

from __future__ import annotations

import grpc
from meeple.burgundy.v1 import burgundy_pb2 as bpb
from meeple.v1 import game_service_pb2 as pb

from tests.service.harness import Client, expect_error, new_request_id, open_table


def test_list_games_lists_the_burgundy_readings(target: str) -> None:
    games = {g.name: g for g in Client(target).ListGames(pb.ListGamesRequest()).games}
    options = {o.name: o for o in games["games/burgundy"].options}
    listed = {
        name: (list(options[name].choices), options[name].default_value)
        for name in ("tiebreak_turn_order", "start_seat", "warehouse_sale")
    }
    assert listed == {
        "tiebreak_turn_order": (["behind", "ahead"], "behind"),
        "start_seat": (["random", "0", "1", "2", "3"], "random"),
        "warehouse_sale": (["optional", "compulsory"], "optional"),
    }


def test_the_start_player_is_drawn_and_announced(target: str) -> None:
    starters = set()
    for _ in range(12):
        table = open_table(target, "burgundy", 3)
        listing = pb.ListEventsRequest(table=table.name, page_size=100)
        events = table.spectator.ListEvents(listing).events
        started = next(e for e in events if e.WhichOneof("kind") == "table_started")
        first = bpb.Event()
        assert started.table_started.game_events[0].Unpack(first)
        seat = first.start_seat_drawn.seat
        assert first.WhichOneof("event") == "start_seat_drawn"
        assert started.table_started.current_seat == seat
        view = bpb.View()
        assert table.spectator.GetView(pb.GetViewRequest(table=table.name)).view.game_view.Unpack(
            view
        )
        assert view.players[seat].workers == 1
        assert view.turn_order[0] == seat
        starters.add(seat)
        table.close()
    assert len(starters) > 1  # not always the same seat (all 12 alike: odds (1/3)^11)


def test_a_start_seat_beyond_the_table_is_refused(target: str) -> None:
    client = Client(target)
    request = pb.CreateTableRequest(
        game="games/burgundy",
        seat_count=2,
        options={"start_seat": "2"},
        request_id=new_request_id(),
    )
    reason = expect_error(lambda: client.CreateTable(request), grpc.StatusCode.INVALID_ARGUMENT)
    assert reason == "INVALID_OPTION_VALUE"
    client.close()
