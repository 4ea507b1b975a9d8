"""The outbox channels of notifications for people (``notify``, ``email``, ``push``).

Planning (inside the commit, :mod:`service.outbox.store`) turns each committed event into at
most a few small rows: ``{"medium": "email"|"push", "seat": S, "mover": M}`` when the turn
passes to seat S (TableStarted's or ActionApplied's ``current_seat``, and only when it is
another seat than the one that acted) and that seat left an address or a device and did not mute
the table; ``{"medium": "forget"}`` when the table ends (FINISHED or ABANDONED). Planning does
not read the contacts: a turn row carries a :class:`~service.store.base.ContactCondition` (the
seat, its current credential's hash, the medium), and the store writes it only when the seat's
contacts row matches, inside the commit (one statement on PostgreSQL). Sending reads
the contacts again (a mute or a revoked device counts at once) and hands the row to
:class:`~service.notify.channels.Notifications`. Rows carry no address, no name and no
credential: only seat numbers.
"""

from __future__ import annotations

import json
import smtplib
from collections.abc import Sequence

from service.notify.channels import (
    EMAIL_CONCURRENCY,
    PUSH_CONCURRENCY,
    Notifications,
    TurnNotice,
)
from service.outbox.channels import Change, DeliveryFailed, Outgoing
from service.store.base import ContactCondition, Delivery, TableStatus

NAME = "notify"
#: the channels of the two media: each has its own slots at the dispatcher, so a slow push
#: service never holds up e-mail (nor webhooks), and the other way round (issue 48, finding 3)
EMAIL = "email"
PUSH = "push"
ENDED = (TableStatus.FINISHED, TableStatus.ABANDONED)


def _row(**fields: object) -> Outgoing:
    return Outgoing(json.dumps(fields, separators=(",", ":"), sort_keys=True).encode())


class NotifyChannel:
    """E-mail and Web Push "your move" messages, and the contacts' deletion at the end.

    Three channels of this class run: ``notify`` plans the deletion at the end (and sends the
    turn rows written before the media had channels of their own), ``email`` and ``push`` plan
    and send their medium's turn rows."""

    wants = frozenset(
        {"table_started", "action_applied", "seat_left", "table_abandoned", "action_undone"}
    )

    def __init__(self, name: str = NAME, media: tuple[str, ...] = (), concurrency: int = 2) -> None:
        self.name = name
        #: the media whose turn rows this channel plans
        self.media = media
        #: sends in flight at once (the dispatcher's slots of this channel)
        self.concurrency = concurrency
        #: set once the store is open (:func:`service.notify.setup.open_notifications`)
        self.notifications: Notifications | None = None

    @classmethod
    def all(cls) -> list[NotifyChannel]:
        """The three channels of the notifications for people."""
        return [
            cls(NAME),
            cls(EMAIL, (EMAIL,), EMAIL_CONCURRENCY),
            cls(PUSH, (PUSH,), PUSH_CONCURRENCY),
        ]

    @staticmethod
    def turn_of(change: Change) -> tuple[int, int | None] | None:
        """(the seat to act, the seat that acted) when ``change`` passes the turn."""
        event = change.event
        if change.kind == "table_started" and event.table_started.HasField("current_seat"):
            return event.table_started.current_seat, None
        if change.kind == "action_applied" and event.action_applied.HasField("current_seat"):
            applied = event.action_applied
            if applied.current_seat != applied.seat:
                return applied.current_seat, applied.seat
        return None

    async def plan(self, change: Change) -> Sequence[Outgoing]:
        notifications = self.notifications
        if notifications is None:
            return []
        if change.status in ENDED and change.status_before not in ENDED:
            return [_row(medium="forget")] if self.name == NAME else []
        turn = self.turn_of(change)
        if turn is None or change.status != TableStatus.ACTIVE:
            return []
        seat, mover = turn
        senders = ((EMAIL, notifications.smtp), (PUSH, notifications.push))
        media = [m for m, sender in senders if sender is not None and m in self.media]
        if not media:
            return []
        # contacts left by an earlier person of the seat (another credential) never match
        owner = (await change.meta_after()).seat_hashes.get(seat)
        if owner is None:
            return []
        return [
            Outgoing(
                _row(medium=medium, seat=seat, mover=mover).payload,
                only_if=ContactCondition(seat=seat, owner=owner, medium=medium),
            )
            for medium in media
        ]

    async def close(self) -> None:
        if self.notifications is not None and self.name == NAME:
            await self.notifications.close()  # once: the three channels share them

    async def send(self, delivery: Delivery) -> None:
        notifications = self.notifications
        if notifications is None:
            raise DeliveryFailed("notifications are not open yet")
        row = json.loads(delivery.payload)
        medium = row.get("medium")
        if medium == "forget":
            await notifications.table_ended(delivery.table_id)
            return
        notice = TurnNotice(delivery.table_id, delivery.version, int(row["seat"]), row["mover"])
        try:
            if medium == "email":
                await notifications.email_turn(notice)
            elif medium == "push":
                await notifications.push_turn(notice)
            else:
                raise DeliveryFailed(f"unknown medium {medium!r}", retry=False)
        except smtplib.SMTPRecipientsRefused as error:
            raise DeliveryFailed("the SMTP server refused the address", retry=False) from error
        except DeliveryFailed:
            raise
        except Exception as error:  # any failure is retried, described by its type
            # only the exception's type: its text may hold an address or a push endpoint
            raise DeliveryFailed(f"{medium}: {type(error).__name__}") from error
