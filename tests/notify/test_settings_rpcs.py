"""The seat's notification settings over real gRPC: only the seat's own credential reads and
writes them, every bad input gets its precise reason and changes nothing, the push subscriptions
are bounded and validated (no loopback or private endpoint), and an address never appears in
anything another reader gets."""

from __future__ import annotations

import base64
import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.protobuf import field_mask_pb2
from meeple.v1 import game_service_pb2 as pb

from service import logs
from tests.notify.loopback import wait_for
from tests.service.harness import (
    Client,
    Seated,
    ServerThread,
    base_settings,
    expect_error,
    hosted_test_games,
    open_table,
)

EMAIL = "ana.private@example.org"
BAD, NOT_ALLOWED = "INVALID_ARGUMENT", "PUSH_ENDPOINT_NOT_ALLOWED"
PUSH = "https://push.example.org/"


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def subscription(endpoint: str, key: bytes | None = None, auth: bytes | None = None) -> Any:
    return pb.PushSubscription(
        endpoint=endpoint,
        p256dh=b64(key if key is not None else b"\x04" + os.urandom(64)),
        auth=b64(auth if auth is not None else os.urandom(16)),
    )


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    tmp: Path = tmp_path_factory.mktemp("notify")
    logs.configure("info", (tmp / "server.log").open("a", buffering=1))
    settings = base_settings(tmp, smtp_url="smtp://127.0.0.1:9", smtp_sender="games@example.org")
    running = ServerThread(settings, hosted_test_games()).start()
    try:
        yield running
    finally:
        running.stop()


@pytest.fixture(scope="module")
def table(server: ServerThread) -> Iterator[Seated]:
    seated = open_table(server.target, "secret", 2)
    yield seated
    seated.close()


def settings_of(table: Seated, seat: int) -> pb.GetNotificationSettingsResponse:
    got: pb.GetNotificationSettingsResponse = table.players[seat].GetNotificationSettings(
        pb.GetNotificationSettingsRequest(table=table.name)
    )
    return got


def test_a_seat_reads_the_defaults_and_the_push_key(table: Seated) -> None:
    got = settings_of(table, 1)
    assert got.settings == pb.NotificationSettings()
    assert got.email_available
    key = base64.urlsafe_b64decode(got.push_public_key + "=")
    assert len(key) == 65 and key[0] == 4


def test_an_address_is_the_seats_own_and_leaves_no_trace_elsewhere(table: Seated) -> None:
    player = table.players[0]
    updated = player.UpdateNotificationSettings(
        pb.UpdateNotificationSettingsRequest(
            table=table.name,
            settings=pb.NotificationSettings(email=EMAIL, language="fa"),
            update_mask=field_mask_pb2.FieldMask(paths=["email", "language"]),
        )
    )
    assert updated.settings.email == EMAIL and updated.settings.language == "fa"
    assert settings_of(table, 0).settings.email == EMAIL
    assert settings_of(table, 1).settings.email == ""  # the other seat sees its own (none)
    for caller in (table.host, table.spectator):
        expect_error(
            lambda c=caller: c.GetNotificationSettings(
                pb.GetNotificationSettingsRequest(table=table.name)
            ),
            grpc.StatusCode.PERMISSION_DENIED,
            "SEAT_CREDENTIAL_REQUIRED",
        )
    # nothing another reader gets (table, views, history) holds the address
    seen = [
        table.host.GetTable(pb.GetTableRequest(name=table.name)),
        table.players[1].GetView(pb.GetViewRequest(table=table.name)),
        table.spectator.ListEvents(pb.ListEventsRequest(table=table.name)),
        player.ListEvents(pb.ListEventsRequest(table=table.name)),
    ]
    for message in seen:
        assert EMAIL.encode() not in message.SerializeToString()
    # an empty address removes it
    player.UpdateNotificationSettings(
        pb.UpdateNotificationSettingsRequest(
            table=table.name, update_mask=field_mask_pb2.FieldMask(paths=["email"])
        )
    )
    assert settings_of(table, 0).settings == pb.NotificationSettings(language="fa")


@pytest.mark.parametrize(
    ("settings", "paths", "field"),
    [
        (pb.NotificationSettings(email="not an address"), ["email"], "email"),
        (pb.NotificationSettings(email="a@b.c\r\nBcc: x@y.z"), ["email"], "email"),
        (pb.NotificationSettings(email="x" * 250 + "@ex.org"), ["email"], "email"),
        (pb.NotificationSettings(language="de"), ["language"], "language"),
        (pb.NotificationSettings(muted=True), ["muted", "display_name"], "update_mask"),
    ],
)
def test_bad_settings_get_their_reason_and_change_nothing(
    table: Seated, settings: Any, paths: list[str], field: str
) -> None:
    before = settings_of(table, 1)
    request = pb.UpdateNotificationSettingsRequest(
        table=table.name, settings=settings, update_mask=field_mask_pb2.FieldMask(paths=paths)
    )
    call = lambda: table.players[1].UpdateNotificationSettings(request)  # noqa: E731
    expect_error(call, grpc.StatusCode.INVALID_ARGUMENT, "INVALID_FIELD")
    assert settings_of(table, 1) == before


def test_mute_and_unmute(table: Seated) -> None:
    mask = field_mask_pb2.FieldMask(paths=["muted"])
    for muted in (True, False):
        table.players[1].UpdateNotificationSettings(
            pb.UpdateNotificationSettingsRequest(
                table=table.name, settings=pb.NotificationSettings(muted=muted), update_mask=mask
            )
        )
        assert settings_of(table, 1).settings.muted is muted


@pytest.mark.parametrize(
    ("sub", "code", "reason"),
    [
        (subscription("http://push.example.org/x"), BAD, "INVALID_FIELD"),
        (subscription("https://127.0.0.1/x"), BAD, NOT_ALLOWED),
        (subscription("https://10.1.2.3/x"), BAD, NOT_ALLOWED),
        (subscription("https://[::1]/x"), BAD, NOT_ALLOWED),
        (subscription("https://169.254.169.254/"), BAD, NOT_ALLOWED),
        (subscription("https://localhost/x"), BAD, NOT_ALLOWED),
        (subscription("https://metadata.internal/x"), BAD, NOT_ALLOWED),
        (subscription(PUSH + "" + "x" * 1024), BAD, "INVALID_FIELD"),
        (subscription(PUSH + "x", key=os.urandom(65)), BAD, "INVALID_FIELD"),
        (subscription(PUSH + "x", auth=os.urandom(8)), BAD, "INVALID_FIELD"),
        (pb.PushSubscription(endpoint=PUSH + "x"), BAD, "MISSING_FIELD"),
        (None, BAD, "MISSING_FIELD"),
    ],
)  # fmt: skip
def test_bad_push_subscriptions_get_their_reason_and_change_nothing(
    table: Seated, sub: Any, code: str, reason: str
) -> None:
    before = settings_of(table, 1)
    request = pb.AddPushSubscriptionRequest(table=table.name, subscription=sub)
    call = lambda: table.players[1].AddPushSubscription(request)  # noqa: E731
    expect_error(call, getattr(grpc.StatusCode, code), reason)
    assert settings_of(table, 1) == before


def test_push_subscriptions_are_bounded_and_revocable(table: Seated) -> None:
    player = table.players[1]
    endpoints = [f"{PUSH}device/{n}" for n in range(5)]
    for endpoint in endpoints:
        player.AddPushSubscription(
            pb.AddPushSubscriptionRequest(table=table.name, subscription=subscription(endpoint))
        )
    # the same device again replaces its keys rather than counting twice
    again = player.AddPushSubscription(
        pb.AddPushSubscriptionRequest(table=table.name, subscription=subscription(endpoints[0]))
    )
    assert len(again.settings.push_subscriptions) == 5
    assert all(not s.p256dh and not s.auth for s in again.settings.push_subscriptions)
    sixth = pb.AddPushSubscriptionRequest(
        table=table.name, subscription=subscription(PUSH + "device/6")
    )
    expect_error(
        lambda: player.AddPushSubscription(sixth),
        grpc.StatusCode.RESOURCE_EXHAUSTED,
        "TOO_MANY_PUSH_SUBSCRIPTIONS",
    )
    left = player.DeletePushSubscription(
        pb.DeletePushSubscriptionRequest(table=table.name, endpoint=endpoints[2])
    )
    assert sorted(s.endpoint for s in left.settings.push_subscriptions) == [
        e for e in endpoints if e != endpoints[2]
    ]
    # revoking what is not there succeeds and changes nothing; empty revokes every device
    player.DeletePushSubscription(
        pb.DeletePushSubscriptionRequest(table=table.name, endpoint=endpoints[2])
    )
    player.DeletePushSubscription(pb.DeletePushSubscriptionRequest(table=table.name))
    assert list(settings_of(table, 1).settings.push_subscriptions) == []


def test_an_ended_table_forgets_and_refuses_contacts(server: ServerThread) -> None:
    ended = open_table(server.target, "secret", 2)
    try:
        ended.players[0].UpdateNotificationSettings(
            pb.UpdateNotificationSettingsRequest(
                table=ended.name, settings=pb.NotificationSettings(email=EMAIL)
            )
        )
        store = server.running.store if server.running else None
        assert store is not None
        table_id = ended.name.split("/")[1]
        assert len(server.call(store.table_contacts(table_id))) == 1
        ended.host.AbandonTable(pb.AbandonTableRequest(table=ended.name, request_id=new_id()))
        assert wait_for(lambda: server.call(store.table_contacts(table_id)) == [])
        expect_error(
            lambda: ended.players[1].UpdateNotificationSettings(
                pb.UpdateNotificationSettingsRequest(
                    table=ended.name, settings=pb.NotificationSettings(email=EMAIL)
                )
            ),
            grpc.StatusCode.FAILED_PRECONDITION,
            "TABLE_NOT_ACTIVE",
        )
    finally:
        ended.close()


def new_id() -> str:
    return str(uuid.uuid4())


def test_a_new_person_in_a_freed_seat_never_sees_the_last_ones_address(
    server: ServerThread,
) -> None:
    freed = open_table(server.target, "secret", 2)
    newcomer = Client(server.target)
    try:
        gone = freed.players[1]
        gone.UpdateNotificationSettings(
            pb.UpdateNotificationSettingsRequest(
                table=freed.name, settings=pb.NotificationSettings(email=EMAIL, muted=True)
            )
        )
        gone.LeaveTable(pb.LeaveTableRequest(table=freed.name, request_id=new_id()))
        invite = freed.host.FreeSeat(
            pb.FreeSeatRequest(table=freed.name, seat=1, request_id=new_id())
        ).invite_token
        joined = newcomer.JoinTable(
            pb.JoinTableRequest(
                table=freed.name,
                invite_token=invite,
                display_name="newcomer",
                request_id=new_id(),
            )
        )
        assert joined.seat == 1
        newcomer.token = joined.seat_credential
        got = newcomer.GetNotificationSettings(pb.GetNotificationSettingsRequest(table=freed.name))
        assert got.settings == pb.NotificationSettings()
        # her own settings replace the earlier person's row
        newcomer.UpdateNotificationSettings(
            pb.UpdateNotificationSettingsRequest(
                table=freed.name,
                settings=pb.NotificationSettings(language="ja"),
                update_mask=field_mask_pb2.FieldMask(paths=["language"]),
            )
        )
        again = newcomer.GetNotificationSettings(
            pb.GetNotificationSettingsRequest(table=freed.name)
        )
        assert again.settings == pb.NotificationSettings(language="ja")
    finally:
        newcomer.close()
        freed.close()
