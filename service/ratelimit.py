"""Per-peer rate limits on the calls that create things (CreateTable, JoinTable): a token
bucket per client address, answered with RESOURCE_EXHAUSTED ``RATE_LIMITED`` and a
``google.rpc.RetryInfo`` delay.

The client address is the peer's IP address (IPv6: its /64 network, what one host usually
holds), not its port, so opening new connections does not refill the bucket. Behind a proxy
every user shares the proxy's address: raise the limits there. Memory is bounded: at most
``capacity`` buckets are kept, the least recently used dropped first.
"""

from __future__ import annotations

import hashlib
import ipaddress
import math
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from service import errors

#: the one key of every loopback source address (127.0.0.0/8, ::1): one local client must not
#: get a fresh bucket per address of the 16 million it may bind (issue 34, finding 10)
LOOPBACK = "loopback"


def client_address(peer: str) -> str:
    """The rate-limit key of a gRPC peer string ("ipv4:10.0.0.7:53124", "ipv6:[::1]:53124")."""
    kind, _, rest = peer.partition(":")
    if kind == "ipv4":
        host = rest.rpartition(":")[0] or rest
        return LOOPBACK if host.startswith("127.") else host
    if kind == "ipv6":
        host = rest.rpartition(":")[0].strip("[]") or rest
        try:
            address = ipaddress.ip_address(host.split("%")[0])
        except ValueError:
            return host
        mapped = getattr(address, "ipv4_mapped", None)
        if address.is_loopback or (mapped is not None and mapped.is_loopback):
            return LOOPBACK
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return peer  # unix sockets and the like: one key per peer string


def creator_key(peer: str) -> str:
    """Who made a table, for the turn keeper's fair shares: a short hash of the client address
    (the address itself is never stored)."""
    return hashlib.blake2b(client_address(peer).encode(), digest_size=8).hexdigest()


@dataclass(slots=True)
class _Bucket:
    tokens: float
    stamp: float


class RateLimiter:
    """Token buckets of ``burst`` tokens refilled at ``rate`` per second, one per key."""

    def __init__(
        self,
        rate: float,
        burst: int,
        capacity: int = 65_536,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.rate = rate
        self.burst = burst
        self.capacity = capacity
        self.clock = clock
        self._buckets: OrderedDict[str, _Bucket] = OrderedDict()

    @property
    def enabled(self) -> bool:
        return self.rate > 0

    def delay(self, key: str, cost: float = 1.0) -> float:
        """Take ``cost`` tokens (at most the burst) for ``key``: 0.0 when granted, else the
        seconds until they are due."""
        cost = min(cost, float(self.burst))
        now = self.clock()
        bucket = self._buckets.pop(key, None)
        if bucket is None:
            bucket = _Bucket(float(self.burst), now)
        bucket.tokens = min(float(self.burst), bucket.tokens + (now - bucket.stamp) * self.rate)
        bucket.stamp = now
        self._buckets[key] = bucket
        while len(self._buckets) > self.capacity:
            self._buckets.popitem(last=False)
        if bucket.tokens >= cost:
            bucket.tokens -= cost
            return 0.0
        return (cost - bucket.tokens) / self.rate

    def check(self, method: str, peer: str) -> None:
        """Raise RESOURCE_EXHAUSTED ``RATE_LIMITED`` (with RetryInfo) when over the limit."""
        if not self.enabled:
            return
        wait = self.delay(client_address(peer))
        if wait > 0:
            raise errors.exhausted(
                "RATE_LIMITED",
                f"too many {method} calls from this address; retry later",
                retry_after=wait,
                limit=f"{self.rate:g}/s, burst {self.burst}",
            )


#: the reads with a per-client limit (WatchTable: its opens), and what one costs in tokens
READS = frozenset(
    {
        "GetTable",
        "GetView",
        "ListTables",
        "ListEvents",
        "WatchTable",
        "ReplayRecord",
        "PreviewTable",
        "RequestReview",
        "GetReview",
        "ListMessages",
        "GetHint",
    }
)
#: a ListEvents page costs one token per this many events asked for (at least one)
EVENTS_PER_TOKEN = 100
#: a ReplayRecord costs one token per this many events of its record (at least one): a replay
#: takes about 40 µs of CPU and returns about 1.5 KB per event, some 40 times a stored event's
#: read, so one address's tokens (--read-rate 200/s) buy about 2,000 replayed events a second
REPLAY_EVENTS_PER_TOKEN = 10


def read_cost(method: str, units: int) -> float:
    """Tokens one read takes: 1; a ListEvents page one per 100 events of its page (the default
    page is 100, the largest 1,000); a ReplayRecord one per 10 events of its record
    (``units``: the page size, the record's events); a RequestReview as a ReplayRecord of its
    record (1 for a table's)."""
    if method in ("ReplayRecord", "RequestReview"):
        return max(1.0, math.ceil(units / REPLAY_EVENTS_PER_TOKEN))
    if method != "ListEvents":
        return 1.0
    return max(1.0, min(units or 100, 1000) / EVENTS_PER_TOKEN)


class CallLimits:
    """The per-client limits, shared by every transport of one service (gRPC and the web
    table's Connect calls draw on the same buckets): the calls that create tables and seats,
    per address; the reads (:data:`READS`), per address and per credential (both must allow
    the call: many addresses with one credential, or many credentials from one address, get
    no more than one)."""

    def __init__(
        self, create: RateLimiter, join: RateLimiter, read: RateLimiter | None = None
    ) -> None:
        # StartLesson opens a table: it spends the CreateTable budget
        self.by_method = {"CreateTable": create, "JoinTable": join, "StartLesson": create}
        self.read = read

    def check(self, method: str, peer: str, token: str | None = None, units: int = 0) -> None:
        """Raise RATE_LIMITED when ``peer``'s address (or, for reads, ``token``) is over
        ``method``'s limit (if it has one)."""
        limit = self.by_method.get(method)
        if limit is not None:
            limit.check(method, peer)
        read = self.read
        if read is None or not read.enabled or method not in READS:
            return
        cost = read_cost(method, units)
        keys = ["address:" + client_address(peer)]
        if token:
            digest = hashlib.blake2b(token.encode(), digest_size=12).hexdigest()
            keys.append("credential:" + digest)
        for key in keys:
            wait = read.delay(key, cost)
            if wait > 0:
                raise errors.exhausted(
                    "RATE_LIMITED",
                    f"too many reads ({method}) from this client; retry later",
                    retry_after=wait,
                    limit=f"{read.rate:g} tokens/s, burst {read.burst}",
                )


def peer_of(address: str | None) -> str:
    """A gRPC-style peer string ("ipv4:10.0.0.7:53124", "ipv6:[::1]:53124") for an HTTP
    client's "host:port" (the ASGI scope's client), so both transports key the same way."""
    if not address:
        return ""
    host, _, port = address.rpartition(":")
    host = host.strip("[]")
    return f"ipv6:[{host}]:{port}" if ":" in host else f"ipv4:{host}:{port}"
