"""A chat message to an away player may wake her (issue 43): by e-mail to an SMTP server on
loopback (aiosmtpd), never with the message's words, never the sender, never a seat whose page
is open, never a seat that muted the table, and at most CHAT_WAKES_PER_HOUR an hour per seat."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from meeple.v1 import game_service_pb2 as pb

from service import logs
from service.notify.channels import CHAT_WAKES_PER_HOUR
from tests.notify.loopback import smtp_port, start_smtp, wait_for
from tests.service.harness import ServerThread, base_settings, hosted_test_games, open_table

SENDER = "games@example.org"


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    tmp: Path = tmp_path_factory.mktemp("chat-wake")
    logs.configure("info", (tmp / "server.log").open("a", buffering=1))
    controller, mailbox = start_smtp()
    settings = base_settings(
        tmp,
        smtp_url=f"smtp://127.0.0.1:{smtp_port(controller)}",
        smtp_sender=SENDER,
        public_url="https://games.example.org",
    )
    server = ServerThread(settings, hosted_test_games()).start()
    try:
        yield {"server": server, "mailbox": mailbox}
    finally:
        server.stop()
        controller.stop()


def test_an_away_seat_is_told_who_wrote_never_what(world: dict[str, Any]) -> None:
    server: ServerThread = world["server"]
    mailbox = world["mailbox"]
    table = open_table(server.target, "secret", 2)
    away, muted = "away@example.org", "muted@example.org"
    try:
        table.players[1].UpdateNotificationSettings(
            pb.UpdateNotificationSettingsRequest(
                table=table.name, settings=pb.NotificationSettings(email=away, language="fa")
            )
        )
        table.players[0].UpdateNotificationSettings(
            pb.UpdateNotificationSettingsRequest(
                table=table.name, settings=pb.NotificationSettings(email=muted, muted=True)
            )
        )
        words = "private-words-Kx7"
        table.players[0].SendMessage(pb.SendMessageRequest(table=table.name, text=words))
        assert wait_for(lambda: len(mailbox.to(away)) == 1)
        mail = mailbox.to(away)[0]
        assert mail["Content-Language"] == "fa" and "player 0" in mail["Subject"]
        body = mail.get_content()
        assert "player 0" in body and "https://games.example.org/t/" in body
        assert words not in body and words not in mail["Subject"]
        # the muted seat hears nothing of the other's messages; the sender nothing of her own
        table.players[1].SendMessage(
            pb.SendMessageRequest(table=table.name, reaction=pb.ChatMessage.REACTION_YOUR_MOVE)
        )
        time.sleep(0.5)
        assert mailbox.to(muted) == []
        # a few an hour at most, however many messages (these 1 + 4 are within seat 0's burst)
        for n in range(CHAT_WAKES_PER_HOUR):
            table.players[0].SendMessage(pb.SendMessageRequest(table=table.name, text=f"m{n}"))
        assert wait_for(lambda: len(mailbox.to(away)) == CHAT_WAKES_PER_HOUR)
        time.sleep(0.5)
        assert len(mailbox.to(away)) == CHAT_WAKES_PER_HOUR
    finally:
        table.close()


def test_a_seat_with_its_page_open_is_not_woken(world: dict[str, Any]) -> None:
    server: ServerThread = world["server"]
    mailbox = world["mailbox"]
    table = open_table(server.target, "secret", 2)
    here = "here@example.org"
    try:
        seat = table.players[1]
        seat.UpdateNotificationSettings(
            pb.UpdateNotificationSettingsRequest(
                table=table.name, settings=pb.NotificationSettings(email=here)
            )
        )
        stream = seat.stub.WatchTable(
            pb.WatchTableRequest(table=table.name, include_messages=True),
            metadata=seat.metadata(),
        )
        received = iter(stream)
        assert next(received).HasField("snapshot")
        table.players[0].SendMessage(pb.SendMessageRequest(table=table.name, text="hello"))
        said = next(m for m in received if not m.HasField("heartbeat"))
        assert said.message.text == "hello"
        time.sleep(0.5)
        assert mailbox.to(here) == []
        stream.cancel()
    finally:
        table.close()
