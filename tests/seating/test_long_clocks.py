"""Long clocks (issue 30): a table with a 2-day per-move clock. AdvanceClock (conformance mode,
at most a day per call) fires its deadline once, not a second early; a server restart in between
changes nothing (the conformance clock is kept in the store, the deadline in the schedule); the
timeout's webhook (seat.absent) is sent once. ListGames describes the new ranges."""

from __future__ import annotations

from pathlib import Path

import pytest
from meeple.v1 import game_service_pb2 as pb

from conformance.runner.webhook_receiver import WebhookReceiver
from tests.outbox.test_webhooks import SECRET
from tests.seating.test_turn_timers import advance, seconds, timeouts
from tests.service.harness import Client, ServerThread, base_settings, hosted_test_games, open_table

TWO_DAYS = 2 * 86_400


def test_listgames_offers_days_per_move_and_a_month_of_bank(tmp_path: Path) -> None:
    server = ServerThread(base_settings(tmp_path, bot_workers=0), hosted_test_games()).start()
    try:
        games = Client(server.target).ListGames(pb.ListGamesRequest()).games
        options = {o.name: o for o in games[0].options}
        assert {"1209600", "172800", "86400", "900", "5"} <= set(options["turn_seconds"].choices)
        assert {"2592000", "604800", "7200", "60"} <= set(options["bank_seconds"].choices)
        assert max(map(int, options["turn_seconds"].choices)) == 1_209_600
        assert max(map(int, options["bank_seconds"].choices)) == 2_592_000
        assert "14 days" in options["turn_seconds"].description
    finally:
        server.stop()


def test_a_two_day_clock_fires_once_across_restarts(tmp_path: Path) -> None:
    with WebhookReceiver(SECRET) as receiver:
        settings = base_settings(
            tmp_path,
            bot_workers=0,
            schedule_poll=0.05,
            webhook_url=receiver.url,
            webhook_secret=SECRET,
            outbox_poll=0.05,
        )

        def serve() -> ServerThread:
            return ServerThread(settings, hosted_test_games()).start()

        server = serve()
        try:
            table = open_table(
                server.target,
                "carcassonne",
                2,
                options={
                    "turn_timer": "per_turn",
                    "turn_seconds": str(TWO_DAYS),
                    "timeout_policy": "absent",
                },
                admin=True,
            )
            shown = table.players[0].GetView(pb.GetViewRequest(table=table.name)).view
            deadline = seconds(shown.turn_deadline)
            now = advance(server.target, 86_400)  # a day: nothing yet
            assert deadline - now == pytest.approx(86_400, abs=30)
            assert timeouts(table.spectator, table.name) == []
        finally:
            server.stop()

        server = serve()  # the restart keeps the conformance clock and the deadline
        try:
            spectator = Client(server.target, table.created.spectator_token)
            now = advance(server.target, deadline - advance(server.target, 0.001) - 1)
            assert deadline - now == pytest.approx(1, abs=0.5)  # one second before: nothing
            assert timeouts(spectator, table.name) == []
            advance(server.target, 2)
            fired = timeouts(spectator, table.name)
            assert [(f.seat, f.policy, seconds(f.deadline)) for f in fired] == [
                (0, "absent", deadline)
            ]
        finally:
            server.stop()

        server = serve()  # another restart, a day later: nothing fires twice
        try:
            advance(server.target, 86_400)
            spectator = Client(server.target, table.created.spectator_token)
            assert len(timeouts(spectator, table.name)) == 1
            absent = [p for p in receiver.wait_for(2) if p.document["type"] == "seat.absent"]
            assert [p.document["seat"] for p in absent] == [0]
            assert absent[0].document["display_name"] == "player 0"
            assert absent[0].document["event"] == "turn_timed_out"
        finally:
            server.stop()
        table.close()
        assert [p.document["type"] for p in receiver.accepted()].count("seat.absent") == 1
