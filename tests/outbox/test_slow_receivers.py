"""Slow receivers hold only their own channel (issue 48, findings 3 and 5): each channel has its
own slots at the dispatcher, and a webhook attempt has a total deadline, not one per read."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from service.outbox.channels import Change, Channels, DeliveryFailed, Outgoing
from service.outbox.dispatcher import Dispatcher
from service.outbox.webhook import WebhookChannel
from service.store.base import Commit, Delivery, TableStatus
from tests.outbox.test_dispatcher import fast, open_store, started


class Stuck:
    """A channel whose receiver never answers (until released): plans 20 rows per start."""

    name = "stuck"
    wants = frozenset({"table_started"})
    concurrency = 4

    def __init__(self) -> None:
        self.release = asyncio.Event()
        self.in_flight = 0

    async def plan(self, change: Change) -> Sequence[Outgoing]:
        return [Outgoing(f"stuck {n}".encode()) for n in range(20)]

    async def send(self, delivery: Delivery) -> None:
        self.in_flight += 1
        await self.release.wait()


class Quick:
    name = "quick"
    wants = frozenset({"table_started"})

    def __init__(self) -> None:
        self.sent = asyncio.Event()

    async def plan(self, change: Change) -> Sequence[Outgoing]:
        return [Outgoing(b"quick")]

    async def send(self, delivery: Delivery) -> None:
        self.sent.set()


def test_a_stuck_channel_holds_its_own_slots_only(tmp_path: Path) -> None:
    async def main() -> None:
        stuck, quick = Stuck(), Quick()
        store = await open_store(tmp_path / "db", stuck)  # type: ignore[arg-type]
        channels = Channels([stuck, quick])
        store.channels = channels
        store._wanted = channels.wanted
        # the stuck channel's 20 rows come first, more than the old 16 shared slots
        dispatcher = Dispatcher(store, channels, policy=fast(), poll=0.02, concurrency=16)
        store.written = dispatcher.wake
        dispatcher.start()
        try:
            await store.commit(Commit("t1", 0, [started()], status=TableStatus.ACTIVE))
            await asyncio.wait_for(quick.sent.wait(), 5)
            assert stuck.in_flight == stuck.concurrency  # its slots, no more
        finally:
            stuck.release.set()
            await dispatcher.stop()
            await store.close()

    asyncio.run(main())


class TricklingReceiver:
    """An HTTP server that sends its status line and headers one byte at a time, slowly."""

    def __init__(self, interval: float) -> None:
        self.interval = interval
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.port = self.sock.getsockname()[1]
        self.stop = threading.Event()
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        self.sock.settimeout(0.2)
        while not self.stop.is_set():
            try:
                conn, _ = self.sock.accept()
            except OSError:
                continue
            threading.Thread(target=self._trickle, args=(conn,), daemon=True).start()

    def _trickle(self, conn: socket.socket) -> None:
        with conn:
            conn.settimeout(1)
            try:
                conn.recv(65536)
                for byte in b"HTTP/1.1 200 OK\r\nX-Slow: " + b"a" * 1000:
                    if self.stop.is_set():
                        return
                    conn.sendall(bytes([byte]))
                    time.sleep(self.interval)
            except OSError:
                return

    def close(self) -> None:
        self.stop.set()
        self.sock.close()


@pytest.fixture()
def trickling() -> Iterator[TricklingReceiver]:
    receiver = TricklingReceiver(0.1)
    try:
        yield receiver
    finally:
        receiver.close()


def test_a_webhook_receiver_that_trickles_its_headers_is_cut_off(
    trickling: TricklingReceiver,
) -> None:
    async def main() -> float:
        channel = WebhookChannel(
            f"http://127.0.0.1:{trickling.port}/hook", "0123456789abcdef", timeout=1.0
        )
        row = Delivery("d1", "webhook", "t1", 1, b"{}", 1, time.time())
        began = time.monotonic()
        try:
            with pytest.raises(DeliveryFailed, match="no answer within 1 s"):
                await channel.send(row)
        finally:
            await channel.close()
        return time.monotonic() - began

    took = asyncio.run(main())
    assert took < 3.0, took  # each byte came within the per-read timeout: only a total stops it
