"""The outbox of a server process: the channels its settings ask for, the store wrapper that
writes their rows and the dispatcher that sends them."""

from __future__ import annotations

from dataclasses import dataclass

from service.notify.outbox_channel import NotifyChannel
from service.outbox.channels import Channels
from service.outbox.dispatcher import Dispatcher, RetryPolicy
from service.outbox.store import OutboxStore
from service.outbox.webhook import WebhookChannel
from service.settings import Settings
from service.store.base import Store


def outbox_channels(settings: Settings) -> Channels:
    """Every channel the settings turn on. The notifications for people (service.notify)
    are always on: any seat may opt in to Web Push."""
    channels = Channels(NotifyChannel.all())
    if settings.webhook_url:
        channels.add(WebhookChannel(settings.webhook_url, settings.webhook_secret))
    return channels


@dataclass(slots=True)
class Outbox:
    """A server's outbox: its store (to serve with) and its dispatcher (to start and stop)."""

    store: OutboxStore
    dispatcher: Dispatcher


def attach_outbox(store: Store, channels: Channels, settings: Settings) -> Outbox:
    """Wrap ``store`` so its commits write the rows ``channels`` plan, with a dispatcher that
    the commits wake."""
    dispatcher = Dispatcher(
        store,
        channels,
        policy=RetryPolicy(max_attempts=settings.outbox_attempts, base=settings.outbox_backoff),
        poll=settings.outbox_poll,
        lease=settings.outbox_lease,
    )
    wrapped = OutboxStore(store, channels, written=dispatcher.wake)
    dispatcher.store = wrapped
    return Outbox(wrapped, dispatcher)
