"""``meeple serve --lan``: this machine's address on its local network.

The address is the one the kernel would send from towards the outside: a UDP socket is
"connected" to a documentation address (RFC 5737), which sends nothing and only picks the route,
and its own address is read back. A machine without such a route falls back to the addresses
its host name resolves to. Loopback and link-local addresses never count.
"""

from __future__ import annotations

import contextlib
import ipaddress
import socket

#: TEST-NET-2 (RFC 5737): never routed anywhere, nothing is sent to it
PROBE = ("198.51.100.1", 9)


def usable(address: str) -> bool:
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        return False
    return not (parsed.is_loopback or parsed.is_link_local or parsed.is_unspecified)


def lan_address() -> str | None:
    """This machine's IPv4 address on its network, or None when it has none."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(PROBE)
        address = str(probe.getsockname()[0])
        if usable(address):
            return address
    with contextlib.suppress(OSError):
        for *_, sockaddr in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            if usable(str(sockaddr[0])):
                return str(sockaddr[0])
    return None
