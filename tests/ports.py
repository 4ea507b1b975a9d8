"""Ports for the servers the tests start as other processes (``--port``, ``--web-port``).

A port probed with ``bind(("127.0.0.1", 0))`` and released comes from the kernel's ephemeral
range, the same range every outgoing connection's local end and every other ``bind`` to port 0
is given from: with the suite's thousands of connections, another socket could take it before
the server binds it. :func:`free_port` instead hands out ports *below* that range, which the
kernel never gives out by itself, each from this pytest worker's own slice (xdist workers never
share one), in turn, eight apart, and only if it binds now. Where a test can hold the port until
its server listens, :func:`clients.ports.reserve_port` is stronger still.
"""

from __future__ import annotations

import itertools
import os
import random
import socket
from pathlib import Path

#: below Linux's default ephemeral range (32768-60999), above most well-known services
LOWEST = 15_000
SLICE = 1_400  # ports per pytest worker: workers gw0..gw11 fit below 32768
#: ports between two handed out: a test may use the ones after its port too (worker i of
#: ``--workers N`` serves /metrics on the port + i)
STRIDE = 8


def _ephemeral_floor() -> int:
    try:
        return int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 32_768


def _worker_index() -> int:
    name = os.environ.get("PYTEST_XDIST_WORKER", "gw0")  # "gw3"; none without xdist
    digits = name.removeprefix("gw")
    return int(digits) if digits.isdigit() else 0


def _slice() -> range:
    start = LOWEST + SLICE * (_worker_index() % 12)
    return range(start, min(start + SLICE, _ephemeral_floor()))


_ports = _slice()[::STRIDE]
#: a random start in the slice, so two suites on one machine (a helper's beside CI) rarely meet
_turn = itertools.count(random.Random(os.getpid()).randrange(len(_ports)))


def _binds(port: int) -> bool:
    with socket.socket() as probe:
        try:
            probe.bind(("0.0.0.0", port))  # refused if bound on any address, loopback too
        except OSError:
            return False
    return True


def free_port() -> int:
    """A port no other socket holds now, below the ephemeral range, this worker's next."""
    for _ in range(len(_ports)):
        port = _ports[next(_turn) % len(_ports)]
        if _binds(port):
            return port
    raise RuntimeError(f"no free port in {_ports.start}-{_ports.stop - 1}")
