"""Webhooks from two servers on one PostgreSQL (issue 30): both dispatchers poll the shared
outbox every 20 ms and claim with FOR UPDATE SKIP LOCKED, while the players' moves are committed
through one server or the other; every turn's webhook arrives exactly once."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

from conformance.runner.webhook_receiver import WebhookReceiver
from tests.outbox.test_webhooks import SECRET, pass_the_turn
from tests.service.harness import ServerThread, base_settings, hosted_test_games, open_table

pytestmark = pytest.mark.docker


def test_two_replicas_deliver_each_webhook_once(database: str, tmp_path: Path) -> None:
    with WebhookReceiver(SECRET) as receiver:
        settings = base_settings(
            tmp_path,
            database=database,
            webhook_url=receiver.url,
            webhook_secret=SECRET,
            outbox_poll=0.02,
            bot_workers=0,
        )
        first = ServerThread(settings, hosted_test_games()).start()
        second = ServerThread(settings, hosted_test_games()).start()
        try:
            rng = random.Random(7)
            tables = [
                open_table(server.target, "carcassonne", 2) for server in (first, second, first)
            ]
            versions = {}
            for _ in range(4):
                for table in tables:
                    versions[(table.name, pass_the_turn(table, rng).version)] = True
            expected = len(tables) + len(versions)  # the starts and the turns
            receiver.wait_for(expected, timeout=30)
            time.sleep(0.5)  # several polls of both later: nothing more arrives
            posts = receiver.received
            assert len(posts) == expected
            assert len({post.key for post in posts}) == expected  # none twice
            turns = {
                (post.document["table"], post.document["version"])
                for post in posts
                if post.document["type"] == "turn.passed"
            }
            assert turns == set(versions)
            sent = [server.running.outbox.sent for server in (first, second)]  # type: ignore[union-attr]
            assert sum(sent) == expected and min(sent) > 0, sent  # both replicas sent some
            for table in tables:
                table.close()
        finally:
            first.stop()
            second.stop()
