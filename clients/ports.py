"""A loopback port for a server this process starts, held until the server listens on it."""

from __future__ import annotations

import socket


def reserve_port() -> socket.socket:
    """A free loopback port, held by a socket bound to it with ``SO_REUSEADDR`` and not
    listening. While it is held, the kernel gives the port to no one else (neither to another
    ``bind`` to port 0 nor to an outgoing connection's local end), yet a server started on it
    can bind and listen (gRPC's listener sets ``SO_REUSEADDR`` too). A port merely probed and
    released could be taken in between by any other connection of this machine: the server
    then fails to listen, or a client finds another server there. Close it once the server
    answers."""
    holder = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    holder.bind(("127.0.0.1", 0))
    return holder
