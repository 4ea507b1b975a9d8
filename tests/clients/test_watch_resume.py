"""WatchTable through a proxy whose connections are cut mid-stream: the client resumes from
the last version it received, missing nothing and receiving nothing twice."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from meeple.v1 import game_service_pb2 as pb

from clients.api import Client, RetryPolicy, TableSession
from tests.clients.proxy import CuttableProxy


@pytest.fixture
def proxy(target: str) -> Iterator[CuttableProxy]:
    running = CuttableProxy(target)
    try:
        yield running
    finally:
        running.close()


def play_one(seats: list[TableSession]) -> None:
    view = seats[0].view()
    mover = next(s for s in seats if s.seat == view.current_seat)
    legal = mover.legal_actions()
    mover.submit(legal.actions[0], expected_version=legal.version)


def test_watch_resumes_after_dropped_streams(target: str, proxy: CuttableProxy) -> None:
    fast_reconnect = [
        ("grpc.initial_reconnect_backoff_ms", 50),
        ("grpc.max_reconnect_backoff_ms", 200),
    ]
    with (
        Client(target) as direct,
        Client(
            proxy.target,
            retry=RetryPolicy(attempts=8, initial=0.05),
            channel_options=fast_reconnect,
        ) as watcher_client,
    ):
        created = direct.create_table("carcassonne", 2, auto_start=True)
        seats = [direct.join(created.invite_link, name) for name in ("Ada", "Bob")]
        spectator = watcher_client.spectate(created.spectator_link)
        start = spectator.view().version
        seen: list[int] = []
        got = threading.Condition()

        def follow() -> None:
            for message in spectator.watch(after_version=start, until_over=False):
                if message.WhichOneof("kind") == "event":
                    with got:
                        seen.append(message.event.version)
                        got.notify_all()
                    if len(seen) == 12:
                        return

        reader = threading.Thread(target=follow, daemon=True)
        reader.start()
        for round_ in range(12):
            play_one(seats)
            with got:
                assert got.wait_for(lambda n=round_: len(seen) > n, timeout=20)  # type: ignore[misc]
            if round_ % 4 == 1:
                proxy.cut()  # the next events travel on a new stream
        reader.join(timeout=20)
        assert proxy.cuts == 3
        assert seen == list(range(start + 1, start + 13))


def test_watch_returns_when_the_server_closes_the_stream_after_the_game(target: str) -> None:
    """until_over=False follows the table past its last event: the server's OK end stops it
    (the abandoning leave here), and a watch opened afterwards ends after the snapshot."""
    with Client(target) as client:
        created = client.create_table(
            "carcassonne", 2, auto_start=True, options={"on_leave": "abandon"}
        )
        seats = [client.join(created.invite_link, name) for name in ("Ada", "Bob")]
        spectator = client.spectate(created.spectator_link)
        play_one(seats)
        start = spectator.view().version
        seats[1].leave()
        following = spectator.watch(after_version=start - 1, until_over=False)
        kinds = [m.WhichOneof("kind") for m in following if not m.HasField("heartbeat")]
        assert kinds == ["event", "event"]
        late = list(spectator.watch(until_over=False))
        assert [m.WhichOneof("kind") for m in late] == ["snapshot"]
        assert late[0].snapshot.state == pb.Table.STATE_ABANDONED
