"""Webhooks end to end (issue 30), over real sockets: a server with ``--webhook-url`` pointing at
a loopback receiver. The receiver gets exactly the documented JSON after a move that passes the
turn, with a valid ``Meeple-Signature``; it sees retries (same idempotency key) while it answers
500 and no duplicate once it answered 2xx; a ``meeple serve`` killed with -9 between the commit
and the delivery delivers after its restart."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from meeple.v1 import game_service_pb2 as pb

from conformance.runner.webhook_receiver import Received, WebhookReceiver
from service.outbox.webhook import signature
from tests.ports import free_port
from tests.service.harness import (
    Seated,
    ServerProcess,
    ServerThread,
    base_settings,
    hosted_test_games,
    new_request_id,
    open_table,
)

SECRET = "webhook-secret-for-tests-0123456789"


def pass_the_turn(table: Seated, rng: random.Random) -> pb.SubmitActionResponse:
    """Random legal actions until one passes the turn to another seat; return that one."""
    for _ in range(50):
        view = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
        seat = view.current_seat
        player = table.players[seat]
        legal = player.ListLegalActions(pb.ListLegalActionsRequest(table=table.name))
        response: pb.SubmitActionResponse = player.SubmitAction(
            pb.SubmitActionRequest(
                table=table.name,
                action=legal.actions[rng.randrange(len(legal.actions))],
                expected_version=legal.version,
                request_id=new_request_id(),
            )
        )
        applied = response.event.action_applied
        if applied.HasField("current_seat") and applied.current_seat != applied.seat:
            return response
    raise AssertionError("the turn never passed")


def iso(event: pb.TableEvent) -> str:
    seconds = event.commit_time.seconds
    return time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(seconds))


def expected_turn(table: Seated, response: pb.SubmitActionResponse) -> dict[str, object]:
    seat = response.event.action_applied.current_seat
    return {
        "type": "turn.passed",
        "table": table.name,
        "version": response.version,
        "event": "action_applied",
        "seat": seat,
        "display_name": f"player {seat}",
        "seat_is_bot": False,
        "time": iso(response.event),
    }


def assert_signed(post: Received) -> None:
    assert post.signed_by(SECRET.encode())
    stamp = int(post.headers["meeple-signature"].split(",")[0].removeprefix("t="))
    assert abs(stamp - post.time) < 5
    assert post.headers["meeple-signature"] == signature(SECRET.encode(), stamp, post.body)
    assert post.headers["content-type"] == "application/json"
    assert len(post.key) == 32


@pytest.fixture()
def receiver() -> Iterator[WebhookReceiver]:
    with WebhookReceiver(SECRET) as running:
        yield running


def test_documented_webhooks_signed_retried_and_never_duplicated(
    tmp_path: Path, receiver: WebhookReceiver
) -> None:
    settings = base_settings(
        tmp_path,
        webhook_url=receiver.url,
        webhook_secret=SECRET,
        outbox_backoff=0.05,
        outbox_poll=0.05,
        bot_workers=0,
    )
    server = ServerThread(settings, hosted_test_games()).start()
    try:
        receiver.answer(500, 500)  # the first two attempts fail
        table = open_table(server.target, "carcassonne", 2)
        posts = receiver.wait_for(3)
        assert [p.status for p in posts] == [500, 500, 204]
        assert len({p.key for p in posts}) == 1  # one delivery, retried under one key
        assert len({p.body for p in posts}) == 1  # the same document each time
        for post in posts:
            assert_signed(post)
        started = posts[-1].document
        assert started["type"] == "table.started" and started["table"] == table.name
        assert started["event"] == "table_started" and started["seat"] in (0, 1)

        response = pass_the_turn(table, random.Random(3))
        posts = receiver.wait_for(4)
        assert posts[3].document == expected_turn(table, response)
        assert_signed(posts[3])
        assert posts[3].path == "/hooks/meeple"
        # a tampered body or an old timestamp does not verify
        assert not Received(
            posts[3].path, posts[3].headers, posts[3].body + b" ", 0, 204
        ).signed_by(SECRET.encode(), now=posts[3].time)
        assert not posts[3].signed_by(SECRET.encode(), now=posts[3].time + 301)

        time.sleep(0.5)  # several polls later: nothing is sent twice once answered 2xx
        assert len(receiver.received) == 4
        assert [p.document["type"] for p in receiver.accepted()] == ["table.started", "turn.passed"]
        running = server.running
        assert running is not None
        counts = server.call(running.store.outbox_counts())
        assert (counts.pending, counts.dead) == (0, 0)
        table.close()
    finally:
        server.stop()


def test_kill_9_between_commit_and_delivery_still_delivers(tmp_path: Path) -> None:
    """The receiver is down while the turn passes; the server is killed with -9, the receiver
    comes up, the restarted server delivers both webhooks, each once."""
    port = free_port()
    url = f"http://127.0.0.1:{port}/hooks/meeple"
    server = ServerProcess(
        tmp_path / "meeple.db",
        tmp_path / "server.log",
        MEEPLE_WEBHOOK_URL=url,
        MEEPLE_WEBHOOK_SECRET=SECRET,
        MEEPLE_OUTBOX_BACKOFF="0.2",
        MEEPLE_OUTBOX_POLL="0.1",
        MEEPLE_BOT_WORKERS="0",
    ).start()
    try:
        table = open_table(server.target, "carcassonne", 2)
        response = pass_the_turn(table, random.Random(5))
        expected = expected_turn(table, response)
        table.close()
        time.sleep(0.3)  # a few refused attempts
        server.kill()
        with WebhookReceiver(SECRET, port=port) as receiver:
            server.start()
            posts = receiver.wait_for(2, timeout=20)
            time.sleep(0.5)
            # retried rows come in any order: a receiver orders by version
            accepted = sorted(receiver.accepted(), key=lambda post: post.document["version"])
            assert [p.document["type"] for p in accepted] == ["table.started", "turn.passed"]
            assert accepted[1].document == expected
            assert len(receiver.received) == 2  # each delivered once
            for post in posts:
                assert_signed(post)
    finally:
        if server.process is not None and server.process.poll() is None:
            server.terminate()
