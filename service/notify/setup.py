"""A server process's notifications: the VAPID keys (the page's applicationServerKey) and the
e-mail and push senders, made once the store is open."""

from __future__ import annotations

from service.notify.channels import Notifications
from service.notify.push import PushSender
from service.notify.rpcs import NotifyMixin
from service.notify.vapid import load_keys
from service.settings import Settings
from service.store.base import Store


def vapid_subject(settings: Settings) -> str:
    """The operator's contact in every VAPID token (RFC 8292 ``sub``)."""
    if settings.vapid_subject:
        return settings.vapid_subject
    if settings.smtp_sender:
        return f"mailto:{settings.smtp_sender}"
    if settings.public_url.startswith("https://"):
        return settings.public_url.rstrip("/")
    return "mailto:operator@meeple.invalid"


async def open_notifications(store: Store, settings: Settings, core: NotifyMixin) -> Notifications:
    """Load (or generate once) the VAPID keys, tell the RPCs the public key, and build the
    channels' senders."""
    keys = await load_keys(store, settings.vapid_private_key)
    core.push_public_key = keys.public_key
    sender = PushSender(keys, vapid_subject(settings), settings.push_allow_loopback)
    return Notifications(store, settings, sender, core.public)
