"""The receivers of docs/webhooks.md (examples/webhooks/receiver.py and receiver.mjs) accept a
real delivery of a running server, print its document once, and refuse a forged or replayed
one. One server; the two receivers take turns on the port its --webhook-url names."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from meeple.v1 import game_service_pb2 as pb

from service.outbox.webhook import signature
from tests.outbox.test_webhooks import SECRET, expected_turn, pass_the_turn
from tests.ports import free_port
from tests.service.harness import (
    ROOT,
    ServerThread,
    base_settings,
    hosted_test_games,
    new_request_id,
    open_table,
)

EXAMPLES = ROOT / "examples" / "webhooks"


@contextmanager
def receiver(command: list[str], port: int) -> Iterator[subprocess.Popen[str]]:
    process = subprocess.Popen(
        [*command, str(port)],
        env={"WEBHOOK_SECRET": SECRET, "PATH": "/usr/bin:/bin"},
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        assert json.loads(process.stdout.readline()) == {"listening": port}
        yield process
    finally:
        process.kill()
        process.wait(5)


def post(port: int, body: bytes, header: str) -> int:
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/",
        data=body,
        headers={"Meeple-Signature": header, "Idempotency-Key": "forged"},
    )
    try:
        with urllib.request.urlopen(request, timeout=5) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as error:
        return error.code


def test_python_and_node_receivers_verify_a_real_delivery(tmp_path: Path) -> None:
    node = shutil.which("node")
    if node is None:
        pytest.fail("node 20 is needed for the Node receiver example (see tests/node_support.py)")
    port = free_port()
    settings = base_settings(
        tmp_path,
        webhook_url=f"http://127.0.0.1:{port}/hooks",
        webhook_secret=SECRET,
        outbox_backoff=0.05,
        outbox_poll=0.05,
        bot_workers=0,
    )
    server = ServerThread(settings, hosted_test_games()).start()
    rng = random.Random(11)
    try:
        table = open_table(server.target, "carcassonne", 2, start=False)
        receivers = [
            [sys.executable, str(EXAMPLES / "receiver.py")],
            [node, str(EXAMPLES / "receiver.mjs")],
        ]
        for number, command in enumerate(receivers):
            with receiver(command, port) as process:
                expected = 1
                if number == 0:  # the start's webhook comes to the first receiver
                    table.host.StartTable(
                        pb.StartTableRequest(name=table.name, request_id=new_request_id())
                    )
                    expected = 2
                response = pass_the_turn(table, rng)
                assert process.stdout is not None
                printed = [json.loads(process.stdout.readline()) for _ in range(expected)]
                turn = next(p for p in printed if p["type"] == "turn.passed")
                assert len(turn.pop("idempotency_key")) == 32
                assert turn == expected_turn(table, response)
                # forged, replayed or unsigned: refused; signed now: accepted
                body = json.dumps(turn).encode()
                now = int(time.time())
                assert post(port, body, signature(b"another-secret-0123456789", now, body)) == 400
                assert post(port, body, signature(SECRET.encode(), now - 3600, body)) == 400
                assert post(port, body, "") == 400
                assert post(port, body, signature(SECRET.encode(), now, body)) == 204
        table.close()
    finally:
        server.stop()
