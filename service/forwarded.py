"""Which address is the client's: the one place that decides it for every per-address limit.

A request's client is the address its connection came from, except behind a tunnel or a proxy
on this machine, where every connection comes from loopback and the real client's address is in
a header the tunnel or proxy sets:

* ``meeple serve --share`` (a Cloudflare quick tunnel, :mod:`service.share`): ``CF-Connecting-IP``,
  which Cloudflare's edge sets to the address that connected to it (overwriting any the client
  sent);
* ``meeple serve --trusted-proxy`` (Caddy, nginx, ... on this machine): the last entry of
  ``X-Forwarded-For``, the address the proxy itself saw (what a client sent is to its left).

The header is believed only when the connection comes from loopback (the tunnel program and the
proxy run on this machine) and only in one of those two modes; anyone else who sends it is keyed
by their own address, and with neither flag no header is read at all. Both flags at once are
refused at start-up (:func:`service.settings.validate`): a tunnel and a proxy on the same
loopback cannot be told apart, and a client could then choose the header the other one trusts.

The result is a gRPC-style peer string (``ipv4:203.0.113.5:0``; the port of a forwarded client is
unknown: 0), so the limits key on it as on any peer (:func:`service.ratelimit.client_address`).
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable
from dataclasses import dataclass

from service.settings import Settings

#: the header Cloudflare's edge sets to the connecting client's address
CF_CONNECTING_IP = "cf-connecting-ip"
#: the header a reverse proxy appends the address it saw to
X_FORWARDED_FOR = "x-forwarded-for"
#: the longest header value looked at (a longer one is no address: the peer is kept)
MAX_HEADER = 1024

Headers = Iterable[tuple[str | bytes, str | bytes]]


def _text(value: str | bytes) -> str:
    return value.decode("latin-1") if isinstance(value, bytes) else value


def _values(headers: Headers, name: str) -> list[str]:
    return [_text(value) for key, value in headers if _text(key).lower() == name]


def peer_host(peer: str) -> str:
    """The address of a gRPC-style peer string ("ipv4:127.0.0.1:5000" -> "127.0.0.1")."""
    kind, _, rest = peer.partition(":")
    if kind == "ipv4":
        return rest.rpartition(":")[0] or rest
    if kind == "ipv6":
        return (rest.rpartition(":")[0] or rest).strip("[]").split("%")[0]
    return ""


def is_loopback(peer: str) -> bool:
    """Whether a peer string is a loopback address (127.0.0.0/8, ::1, ::ffff:127.x)."""
    try:
        address = ipaddress.ip_address(peer_host(peer))
    except ValueError:
        return False
    mapped = getattr(address, "ipv4_mapped", None)
    return address.is_loopback or (mapped is not None and mapped.is_loopback)


def as_peer(address: str) -> str | None:
    """A header's address as a peer string with port 0; None when it is no IP address."""
    text = address.strip()
    if text.startswith("[") and "]" in text:  # "[2001:db8::1]:443"
        text = text[1:].partition("]")[0]
    elif text.count(":") == 1:  # "203.0.113.5:443"
        text = text.partition(":")[0]
    try:
        parsed = ipaddress.ip_address(text)
    except ValueError:
        return None
    mapped = getattr(parsed, "ipv4_mapped", None)
    if mapped is not None:
        parsed = mapped
    if parsed.version == 4:
        return f"ipv4:{parsed}:0"
    return f"ipv6:[{parsed}]:0"


@dataclass(frozen=True, slots=True)
class Forwarding:
    """Whose forwarded address a server believes: ``header`` is the one it reads from a
    loopback connection (``cf-connecting-ip`` or ``x-forwarded-for``), or empty (none)."""

    header: str = ""

    @classmethod
    def of(cls, settings: Settings) -> Forwarding:
        if settings.share:
            return cls(CF_CONNECTING_IP)
        if settings.trusted_proxy:
            return cls(X_FORWARDED_FOR)
        return cls()

    def client_peer(self, peer: str, headers: Headers) -> str:
        """The client's address as a peer string: the forwarded one when this server trusts a
        tunnel or proxy and the connection comes from loopback, else ``peer`` itself (also
        when the header is missing or holds no address)."""
        if not self.header or not is_loopback(peer):
            return peer
        values = _values(headers, self.header)
        if not values:
            return peer
        if self.header == X_FORWARDED_FOR:
            # several headers are one list in order; the proxy appended the last entry
            value = ",".join(values).rpartition(",")[2]
        else:
            value = values[-1]
        if len(value) > MAX_HEADER:
            return peer
        return as_peer(value) or peer
