""" "Your move" reaches people, end to end over real sockets: a server whose outbox sends
e-mail to an SMTP server on loopback (aiosmtpd) and Web Push to a push service on loopback.

* e-mail: one message per turn change for an opted-in seat, in her language, with the link back
  to her seat; none for a muted table; none for one's own move; at most --notify-per-hour per
  seat (the rest dropped);
* Web Push: the request is a valid RFC 8291 message (decrypted here with the subscription's
  private key and auth secret) carrying an RFC 8292 VAPID token (ES256, signed by the key the
  page subscribes with, aud = the push service's origin, bounded exp, sub = the operator);
* the contacts are deleted when the table ends.

A real push service (FCM, Mozilla's, Apple's) is not reachable from here: the loopback service
stands in for it (``--push-allow-loopback``, the test mode).
"""

from __future__ import annotations

import base64
import json
import os
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import http_ece
import pytest
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature
from meeple.v1 import game_service_pb2 as pb

from service import logs
from tests.notify.loopback import PushService, smtp_port, start_smtp, wait_for
from tests.service.harness import Seated, ServerThread, base_settings, hosted_test_games, open_table

SENDER = "games@example.org"
PER_HOUR = 3
ADDRESS = {0: "seat0@example.org", 1: "seat1@example.org"}


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    tmp: Path = tmp_path_factory.mktemp("delivery")
    logs.configure("info", (tmp / "server.log").open("a", buffering=1))
    controller, mailbox = start_smtp()
    push = PushService()
    settings = base_settings(
        tmp,
        smtp_url=f"smtp://127.0.0.1:{smtp_port(controller)}",
        smtp_sender=SENDER,
        public_url="https://games.example.org",
        notify_per_hour=PER_HOUR,
        push_allow_loopback=True,
        outbox_poll=0.1,
    )
    server = ServerThread(settings, hosted_test_games()).start()
    try:
        yield {"server": server, "mailbox": mailbox, "push": push}
    finally:
        server.stop()
        push.close()
        controller.stop()


def play_once(table: Seated) -> int:
    """The seat to act plays its first legal card; returns that seat."""
    view = table.host.GetView(pb.GetViewRequest(table=table.name)).view
    seat = view.current_seat
    player = table.players[seat]
    legal = player.ListLegalActions(pb.ListLegalActionsRequest(table=table.name))
    player.SubmitAction(
        pb.SubmitActionRequest(
            table=table.name, action=legal.actions[0], request_id=str(uuid.uuid4())
        )
    )
    return int(seat)


def settled(server: ServerThread) -> bool:
    """The outbox has nothing left to send."""
    store = server.running.store if server.running else None
    assert store is not None
    counts = server.call(store.outbox_counts())
    return bool(counts.pending == 0)


def test_turn_changes_reach_the_seat_to_act_by_mail_and_push(world: dict[str, Any]) -> None:
    server: ServerThread = world["server"]
    mailbox, push = world["mailbox"], world["push"]
    table = open_table(server.target, "secret", 2)
    device_key = ec.generate_private_key(ec.SECP256R1())
    auth = os.urandom(16)
    point = device_key.public_key().public_bytes(
        serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint
    )
    try:
        # seat 0 left an address but mutes the table; seat 1 opts in, in Japanese, with a device
        table.players[0].UpdateNotificationSettings(
            pb.UpdateNotificationSettingsRequest(
                table=table.name, settings=pb.NotificationSettings(email=ADDRESS[0], muted=True)
            )
        )
        first = table.players[1].UpdateNotificationSettings(
            pb.UpdateNotificationSettingsRequest(
                table=table.name,
                settings=pb.NotificationSettings(email=ADDRESS[1], language="ja"),
            )
        )
        assert first.settings.email == ADDRESS[1]
        table.players[1].AddPushSubscription(
            pb.AddPushSubscriptionRequest(
                table=table.name,
                subscription=pb.PushSubscription(
                    endpoint=f"{push.origin}/push/device-1", p256dh=b64(point), auth=b64(auth)
                ),
            )
        )
        public_key = (
            table.players[1]
            .GetNotificationSettings(pb.GetNotificationSettingsRequest(table=table.name))
            .push_public_key
        )

        # the game started with seat 0 to act: nobody is told (seat 0 muted)
        assert play_once(table) == 0  # turn passes to seat 1: one e-mail, one push
        assert wait_for(lambda: len(mailbox.to(ADDRESS[1])) == 1 and len(push.requests) == 1)
        mail = mailbox.to(ADDRESS[1])[0]
        assert mail["From"] == SENDER and mail["Content-Language"] == "ja"
        assert "あなたの手番です" in mail["Subject"]
        body = mail.get_content()
        assert f"https://games.example.org/t/{table.name.split('/')[1]}" in body
        assert "player 1さん" in body
        for secret in (table.players[1].token, table.created.host_credential):
            assert secret not in mail.as_string()

        request = push.requests[0]
        assert request.path == "/push/device-1"
        assert request.headers["content-encoding"] == "aes128gcm"
        assert int(request.headers["ttl"]) > 0
        plain = http_ece.decrypt(
            request.body, private_key=device_key, auth_secret=auth, version="aes128gcm"
        )
        message = json.loads(plain)
        assert message["url"] == f"/t/{table.name.split('/')[1]}"
        assert "あなたの手番です" in message["title"] and message["lang"] == "ja"
        check_vapid(request.headers["authorization"], public_key, push.origin)

        assert play_once(table) == 1  # seat 1's own move: the turn passes to muted seat 0
        assert play_once(table) == 0  # turn passes to seat 1 again: the second message
        assert wait_for(lambda: len(mailbox.to(ADDRESS[1])) == 2 and len(push.requests) == 2)
        assert wait_for(lambda: settled(server))
        assert mailbox.to(ADDRESS[0]) == []  # muted
        assert len(mailbox.to(ADDRESS[1])) == 2  # nothing for her own move

        # the per-seat limit: PER_HOUR messages in an hour, the rest dropped
        notifications = server.running.core.notifications if server.running else None
        assert notifications is not None
        for _ in range(2):
            play_once(table)  # seat 1
            play_once(table)  # seat 0: the turn passes to seat 1
        assert wait_for(lambda: settled(server) and notifications.dropped["email"] == 1)
        assert len(mailbox.to(ADDRESS[1])) == PER_HOUR
        assert len(push.requests) == PER_HOUR and notifications.dropped["push"] == 1

        # to the end: the table forgets every contact
        while table.host.GetTable(pb.GetTableRequest(name=table.name)).table.state == (
            pb.Table.STATE_ACTIVE
        ):
            play_once(table)
        table_id = table.name.split("/")[1]
        store = server.running.store if server.running else None
        assert store is not None
        assert wait_for(lambda: server.call(store.table_contacts(table_id)) == [])
    finally:
        table.close()


def check_vapid(header: str, public_key: str, origin: str) -> None:
    """RFC 8292: ``vapid t=JWT, k=KEY``; the JWT is ES256 over the server's key."""
    scheme, _, params = header.partition(" ")
    assert scheme == "vapid"
    fields = dict(part.strip().split("=", 1) for part in params.split(","))
    assert fields["k"] == public_key
    head, claims_part, signature = fields["t"].split(".")
    assert json.loads(unb64(head)) == {"typ": "JWT", "alg": "ES256"}
    claims = json.loads(unb64(claims_part))
    assert claims["aud"] == origin
    assert claims["sub"] == f"mailto:{SENDER}"
    assert time.time() < claims["exp"] <= time.time() + 24 * 3600
    raw = unb64(signature)
    assert len(raw) == 64
    der = encode_dss_signature(int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big"))
    key = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unb64(public_key))
    key.verify(der, f"{head}.{claims_part}".encode(), ec.ECDSA(hashes.SHA256()))
