"""The tests' ports for servers in other processes: below the kernel's ephemeral range (so no
outgoing connection or ``bind`` to port 0 is given one), this worker's own, spaced apart, and
free when handed out."""

from __future__ import annotations

import socket

from tests.ports import STRIDE, _ephemeral_floor, free_port


def test_ports_are_below_the_ephemeral_range_apart_and_free() -> None:
    ports = [free_port() for _ in range(20)]
    assert all(1024 < port < _ephemeral_floor() for port in ports)
    assert len(set(ports)) == len(ports)
    assert all(port % STRIDE == ports[0] % STRIDE for port in ports)  # room for port + i
    with socket.socket() as server:  # a server can listen on one at once
        server.bind(("127.0.0.1", ports[-1]))
        server.listen()


def test_a_held_port_is_never_handed_out() -> None:
    held = [socket.socket() for _ in range(3)]
    try:
        taken = set()
        for sock in held:  # this worker's next ports, taken by someone else first
            port = free_port()
            sock.bind(("127.0.0.1", port))
            taken.add(port)
        assert not taken & {free_port() for _ in range(200)}
    finally:
        for sock in held:
            sock.close()
