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
#: one plain address: no spaces, quotes, angle brackets, commas or control characters (matched
#: whole: ``$`` would also match before a final newline, which then ends the mail's headers)
EMAIL = re.compile(r"[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+")


def check_email(address: str) -> str:
    """The address as stored (empty: none); INVALID_FIELD for anything but one plain address."""
    if address == "":
        return ""
    too_long = len(address) > MAX_EMAIL_CHARS
    if too_long or "\r" in address or "\n" in address or EMAIL.fullmatch(address) is None:
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


#: IPv6 networks that carry an IPv4 address in their last 32 bits: NAT64's well-known prefix
#: (RFC 6052) and the deprecated IPv4-compatible addresses (RFC 4291); a call there reaches the
#: IPv4 address, which must be public itself
IPV4_IN_LAST_32_BITS = (ipaddress.IPv6Network("64:ff9b::/96"), ipaddress.IPv6Network("::/96"))
#: IPv6 networks that are never public: NAT64 prefixes for local use (RFC 8215) and the
#: deprecated site-local addresses (RFC 3879), which Python does not count as private
NEVER_PUBLIC_V6 = (ipaddress.IPv6Network("64:ff9b:1::/48"), ipaddress.IPv6Network("fec0::/10"))


def embedded_ipv4(ip: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 transition address stands for (mapped ``::ffff:0:0/96``, 6to4
    ``2002::/16``, NAT64 ``64:ff9b::/96``, compatible ``::/96``), or None."""
    if ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    if ip.sixtofour is not None:
        return ip.sixtofour
    if any(ip in network for network in IPV4_IN_LAST_32_BITS):
        return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return None


def address_is_public(address: str) -> bool:
    """Whether a call to ``address`` stays on the public internet: a global unicast address,
    and for an IPv6 transition address the IPv4 address it carries too (issue 48, finding 7)."""
    ip: ipaddress.IPv4Address | ipaddress.IPv6Address = ipaddress.ip_address(address)
    if isinstance(ip, ipaddress.IPv6Address):
        if any(ip in network for network in NEVER_PUBLIC_V6):
            return False
        inner = embedded_ipv4(ip)
        if inner is not None:
            ip = inner
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
