"""The chat across two servers on one PostgreSQL (issue 43): a message sent through one server
reaches a WatchTable stream (include_messages) open on the other, woken by the store's
LISTEN/NOTIFY (the message changes no version, so nothing else would wake it before the
heartbeat), and both servers list the same messages."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from meeple.v1 import game_service_pb2 as pb

from tests.service.harness import Client, ServerThread, base_settings, hosted_test_games, open_table
from tests.service.test_chat import Watch

pytestmark = pytest.mark.docker


def test_a_message_sent_through_one_server_reaches_a_watch_on_the_other(
    database: str, tmp_path: Path
) -> None:
    # heartbeats every 30 s: a message that arrives sooner was woken by the notification
    one = base_settings(tmp_path, database=database, heartbeat=30.0)
    first = ServerThread(one, hosted_test_games()).start()
    second = ServerThread(base_settings(tmp_path, database=database, heartbeat=30.0),
                          hosted_test_games()).start()  # fmt: skip
    try:
        table = open_table(first.target, "secret", 2)
        reader = Client(second.target, table.spectator.token)
        watch = Watch(reader, pb.WatchTableRequest(table=table.name, include_messages=True))
        assert watch.next() is not None  # the snapshot
        time.sleep(0.3)
        started = time.monotonic()
        sent = (
            table.players[0]
            .SendMessage(pb.SendMessageRequest(table=table.name, text="across the replicas"))
            .message
        )
        assert watch.said(timeout=10) == sent
        assert time.monotonic() - started < 5, "woken by the heartbeat, not the notification"
        listed = reader.ListMessages(pb.ListMessagesRequest(table=table.name)).messages
        assert list(listed) == [sent]
        watch.cancel()
        reader.close()
        table.close()
    finally:
        second.stop()
        first.stop()
