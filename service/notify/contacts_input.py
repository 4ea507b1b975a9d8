"""What a seat may leave as a contact, checked before anything is written.

Addresses and push endpoints are personal data and the endpoint is a URL the server will call:
an endpoint must be https on a public address (no loopback, private, link-local, multicast or
reserved address, no bare host name), unless the server runs its test mode
(``--push-allow-loopback``, which admits ``http://127.0.0.1:PORT`` and nothing else).
"""

from __future__ import annotations

import base64
import binascii
import ipaddress
import re
import socket
from urllib.parse import urlsplit

from meeple.v1 import game_service_pb2 as pb

from service import errors
from service.settings import LANGUAGES
from service.store.contacts import PushEndpoint

#: at most this many devices per seat
MAX_PUSH_SUBSCRIPTIONS = 5
MAX_ENDPOINT_CHARS = 1024
MAX_EMAIL_CHARS = 254
#: one plain address: no spaces, quotes, angle brackets, commas or control characters
EMAIL = re.compile(r"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$")


def check_email(address: str) -> str:
    """The address as stored (empty: none); INVALID_FIELD for anything but one plain address."""
    if address == "":
        return ""
    if len(address) > MAX_EMAIL_CHARS or EMAIL.match(address) is None:
        raise errors.invalid(
            "INVALID_FIELD", "email must be one plain address (local@domain)", field="email"
        )
    return address


def check_language(language: str) -> str:
    if language and language not in LANGUAGES:
        raise errors.invalid(
            "INVALID_FIELD",
            f"language must be one of {', '.join(LANGUAGES)} (or empty)",
            field="language",
        )
    return language


def _key_bytes(text: str, field: str) -> bytes:
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise errors.invalid(
            "INVALID_FIELD", f"{field} must be URL-safe base64", field=field
        ) from None


def check_subscription(
    subscription: pb.PushSubscription, present: bool, allow_loopback: bool
) -> PushEndpoint:
    """A device's subscription, or the precise INVALID_ARGUMENT."""
    if not present:
        raise errors.invalid("MISSING_FIELD", "subscription is required", field="subscription")
    for name in ("endpoint", "p256dh", "auth"):
        if not getattr(subscription, name):
            field = f"subscription.{name}"
            raise errors.invalid("MISSING_FIELD", f"{field} is required", field=field)
    check_endpoint(subscription.endpoint, allow_loopback)
    key = _key_bytes(subscription.p256dh, "subscription.p256dh")
    if len(key) != 65 or key[0] != 4:
        raise errors.invalid(
            "INVALID_FIELD",
            "p256dh must be an uncompressed P-256 point (65 bytes)",
            field="subscription.p256dh",
        )
    if len(_key_bytes(subscription.auth, "subscription.auth")) != 16:
        raise errors.invalid("INVALID_FIELD", "auth must be 16 bytes", field="subscription.auth")
    return PushEndpoint(subscription.endpoint, subscription.p256dh, subscription.auth)


def check_endpoint(endpoint: str, allow_loopback: bool) -> None:
    field = "subscription.endpoint"
    if len(endpoint) > MAX_ENDPOINT_CHARS:
        raise errors.invalid("INVALID_FIELD", "endpoint is too long", field=field)
    try:
        parts = urlsplit(endpoint)
        host = parts.hostname or ""
        port = parts.port
    except ValueError:
        raise errors.invalid("INVALID_FIELD", "endpoint is not a URL", field=field) from None
    if allow_loopback and parts.scheme == "http" and host == "127.0.0.1" and port:
        return
    if parts.scheme != "https" or not host or parts.username or parts.password:
        raise errors.invalid("INVALID_FIELD", "endpoint must be an https URL", field=field)
    if not host_is_public(host):
        raise errors.invalid(
            "PUSH_ENDPOINT_NOT_ALLOWED",
            "the endpoint's host is not a public address",
            field=field,
        )


def address_is_public(address: str) -> bool:
    ip = ipaddress.ip_address(address)
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_global and not ip.is_multicast


def host_is_public(host: str) -> bool:
    """Whether a URL's host (an IP literal or a name) may be called: an IP literal must be a
    global address; a name must have a dot, and not be ``localhost`` or under ``.localhost``,
    ``.local``, ``.internal`` or ``.home.arpa``."""
    try:
        return address_is_public(host)
    except ValueError:
        pass
    name = host.lower().rstrip(".")
    if "." not in name:
        return False
    private_suffixes = (".localhost", ".local", ".internal", ".home.arpa", ".lan")
    return name != "localhost" and not name.endswith(private_suffixes)


def resolves_publicly(host: str, port: int) -> bool:
    """At send time: every address the host resolves to is public (against a name that points
    inside the network). Blocking: run it off the event loop."""
    try:
        infos = socket.getaddrinfo(host, port, proto=socket.IPPROTO_TCP)
    except OSError:
        return False
    addresses = {str(info[4][0]) for info in infos}
    return bool(addresses) and all(address_is_public(a) for a in addresses)
