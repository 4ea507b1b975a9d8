"""The notification RPCs of a seat: GetNotificationSettings, UpdateNotificationSettings,
AddPushSubscription and DeletePushSubscription.

Only the seat's own credential reads or writes its row (:mod:`service.store.contacts`); every
check runs before the row is written, so a rejected request changes nothing. The calls change
no table version: contacts are not part of the game.
"""

from __future__ import annotations

from dataclasses import replace

from meeple.v1 import game_service_pb2 as pb

from service import errors
from service.notify.channels import Notifications
from service.notify.contacts_input import (
    MAX_PUSH_SUBSCRIPTIONS,
    check_email,
    check_language,
    check_subscription,
)
from service.rpc_input import Caller, RequestLog, check_table_name
from service.store.base import TableRecord, TableStatus
from service.store.contacts import SeatContacts
from service.table_service import TableServiceBase

#: the paths UpdateNotificationSettings writes (AIP-134)
UPDATABLE = ("email", "language", "muted")


def settings_message(contacts: SeatContacts) -> pb.NotificationSettings:
    """The seat's settings as it reads them: endpoints only, never the device keys."""
    return pb.NotificationSettings(
        muted=contacts.muted,
        language=contacts.language,
        email=contacts.email,
        push_subscriptions=[pb.PushSubscription(endpoint=d.endpoint) for d in contacts.push],
    )


def _active(record: TableRecord) -> None:
    if record.status not in (TableStatus.WAITING, TableStatus.ACTIVE):
        raise errors.precondition("TABLE_NOT_ACTIVE", "the game is over")


class NotifyMixin(TableServiceBase):
    """The seat's notification settings."""

    #: the VAPID public key the page subscribes with (set by the server at start-up)
    push_public_key: str = ""
    #: the e-mail and push channels (set by the server at start-up; None in bare cores)
    notifications: Notifications | None = None

    @property
    def email_available(self) -> bool:
        return bool(self.settings.smtp_url)

    async def _seat_contacts(
        self, rpc: str, table: str, caller: Caller, rlog: RequestLog
    ) -> tuple[TableRecord, SeatContacts]:
        table_id = check_table_name(table, "table")
        rlog.bind(table=table_id)
        record = await self._current(table_id)
        principal = await self._authorize(rpc, caller, record)
        seat = self._seat(principal)
        rlog.bind(seat=seat)
        stored = await self.store.get_contacts(table_id, seat)
        if stored is None or stored.owner != principal.token_hash:
            # nothing yet, or left by an earlier person of this seat: never shown to this one
            return record, SeatContacts(table_id, seat, owner=principal.token_hash)
        return record, stored

    async def get_notification_settings(
        self, request: pb.GetNotificationSettingsRequest, caller: Caller, rlog: RequestLog
    ) -> pb.GetNotificationSettingsResponse:
        _, contacts = await self._seat_contacts(
            "GetNotificationSettings", request.table, caller, rlog
        )
        return pb.GetNotificationSettingsResponse(
            settings=settings_message(contacts),
            email_available=self.email_available,
            push_public_key=self.push_public_key,
        )

    async def update_notification_settings(
        self, request: pb.UpdateNotificationSettingsRequest, caller: Caller, rlog: RequestLog
    ) -> pb.UpdateNotificationSettingsResponse:
        record, contacts = await self._seat_contacts(
            "UpdateNotificationSettings", request.table, caller, rlog
        )
        paths = list(request.update_mask.paths) or list(UPDATABLE)
        for path in paths:
            if path not in UPDATABLE:
                raise errors.invalid(
                    "INVALID_FIELD",
                    f"update_mask may name {', '.join(UPDATABLE)}",
                    field="update_mask",
                )
        wanted = request.settings
        changed = contacts
        if "email" in paths:
            email = check_email(wanted.email)
            if email and not self.email_available:
                raise errors.precondition(
                    "EMAIL_NOT_CONFIGURED", "this server sends no e-mail (no --smtp-url)"
                )
            changed = replace(changed, email=email)
        if "language" in paths:
            changed = replace(changed, language=check_language(wanted.language))
        if "muted" in paths:
            changed = replace(changed, muted=wanted.muted)
        if changed != contacts:
            _active(record)
            await self.store.put_contacts(replace(changed, update_time=self.wall()))
        return pb.UpdateNotificationSettingsResponse(settings=settings_message(changed))

    async def add_push_subscription(
        self, request: pb.AddPushSubscriptionRequest, caller: Caller, rlog: RequestLog
    ) -> pb.AddPushSubscriptionResponse:
        record, contacts = await self._seat_contacts(
            "AddPushSubscription", request.table, caller, rlog
        )
        device = check_subscription(
            request.subscription,
            request.HasField("subscription"),
            self.settings.push_allow_loopback,
        )
        others = tuple(d for d in contacts.push if d.endpoint != device.endpoint)
        if len(others) >= MAX_PUSH_SUBSCRIPTIONS:
            raise errors.exhausted(
                "TOO_MANY_PUSH_SUBSCRIPTIONS",
                f"a seat has at most {MAX_PUSH_SUBSCRIPTIONS} push subscriptions",
            )
        _active(record)
        changed = replace(contacts, push=(*others, device), update_time=self.wall())
        await self.store.put_contacts(changed)
        return pb.AddPushSubscriptionResponse(settings=settings_message(changed))

    async def delete_push_subscription(
        self, request: pb.DeletePushSubscriptionRequest, caller: Caller, rlog: RequestLog
    ) -> pb.DeletePushSubscriptionResponse:
        _, contacts = await self._seat_contacts(
            "DeletePushSubscription", request.table, caller, rlog
        )
        kept = tuple(
            d for d in contacts.push if request.endpoint and d.endpoint != request.endpoint
        )
        changed = replace(contacts, push=kept, update_time=self.wall())
        if kept != contacts.push:
            await self.store.put_contacts(changed)
        return pb.DeletePushSubscriptionResponse(settings=settings_message(changed))
