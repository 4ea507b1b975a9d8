"""A player's latency while another client floods ListEvents (issue 34, finding 6).

Run with ``python -m bench.read_flood`` (options: ``--seconds 10``, ``--threads 8``,
``--flood-address`` the machine's non-loopback address the flood comes from, by default the
first of ``hostname -I``; ``--root DIR`` runs another revision's server, e.g. ``/work/main``
for the figure before a change). It starts ``meeple serve`` on 0.0.0.0 (a free port) with a
fresh SQLite file, plays one Carcassonne game to its end (the history to page through), then:

1. **Alone**: two players on loopback play a fresh table (ListLegalActions then SubmitAction,
   in turn) for ``--seconds``; p50/p99 of that pair.
2. **Flood**: the same while ``--threads`` threads, each on its own connection from
   ``--flood-address`` (another client address than the players'), page the finished game's
   history with ListEvents (1,000 per page, from the start, again and again) with its
   spectator token; the players' p50/p99 again, and the flood's answered pages per second.
"""

from __future__ import annotations

import argparse
import socket
import subprocess
import tempfile
import threading
import time
import uuid
from pathlib import Path

import grpc
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc

from bench.service import ROOT, bearer, percentile, start_server
from service.settings import Settings


def own_channel(address: str) -> grpc.Channel:
    return grpc.insecure_channel(address, options=[("grpc.use_local_subchannel_pool", 1)])


def new_table(stub: pb_grpc.GameServiceStub) -> tuple[str, str, list[str]]:
    created = stub.CreateTable(
        pb.CreateTableRequest(
            game="games/carcassonne", seat_count=2, auto_start=True, request_id=str(uuid.uuid4())
        )
    )
    tokens = []
    for seat in range(2):
        joined = stub.JoinTable(
            pb.JoinTableRequest(
                table=created.table.name,
                invite_token=created.invite_token,
                display_name=f"p{seat}",
                seat=seat,
                request_id=str(uuid.uuid4()),
            )
        )
        tokens.append(joined.seat_credential)
    return created.table.name, created.spectator_token, tokens


def play(
    stub: pb_grpc.GameServiceStub, table: str, tokens: list[str], until: float | None
) -> list[float]:
    """Play first legal actions until the game ends (or ``until``); each pair's seconds."""
    pairs: list[float] = []
    seat = 0
    while until is None or time.monotonic() < until:
        began = time.perf_counter()
        try:
            legal = stub.ListLegalActions(
                pb.ListLegalActionsRequest(table=table), metadata=bearer(tokens[seat])
            )
        except grpc.RpcError as error:
            if error.code() == grpc.StatusCode.FAILED_PRECONDITION:
                return pairs  # the game is over
            raise
        if not legal.actions:
            view = stub.GetView(pb.GetViewRequest(table=table), metadata=bearer(tokens[seat]))
            if view.view.state != pb.Table.STATE_ACTIVE:
                return pairs  # the game is over
            seat = view.view.current_seat
            continue
        stub.SubmitAction(
            pb.SubmitActionRequest(
                table=table,
                action=legal.actions[0],
                expected_version=legal.version,
                request_id=str(uuid.uuid4()),
            ),
            metadata=bearer(tokens[seat]),
        )
        pairs.append(time.perf_counter() - began)
    return pairs


def flood(address: str, table: str, token: str, stop: threading.Event, pages: list[int]) -> None:
    with own_channel(address) as channel:
        stub = pb_grpc.GameServiceStub(channel)
        while not stop.is_set():
            try:
                stub.ListEvents(
                    pb.ListEventsRequest(table=table, page_size=1000), metadata=bearer(token)
                )
                pages.append(1)
            except grpc.RpcError as error:
                if error.code() != grpc.StatusCode.RESOURCE_EXHAUSTED:
                    raise


def players(port: int, seconds: float) -> list[float]:
    """Fresh tables for two loopback players, played for ``seconds``; the pairs' seconds."""
    found: list[float] = []
    until = time.monotonic() + seconds
    with own_channel(f"127.0.0.1:{port}") as channel:
        stub = pb_grpc.GameServiceStub(channel)
        while time.monotonic() < until:
            table, _, tokens = new_table(stub)
            found += play(stub, table, tokens, until)
    return found


def line(label: str, values: list[float]) -> str:
    ms = [v * 1000 for v in values]
    p50, p99 = percentile(ms, 0.5), percentile(ms, 0.99)
    return f"{label:<7} n={len(ms):>5}  p50={p50:7.2f} ms  p99={p99:7.2f} ms"


def default_address() -> str:
    found = subprocess.run(["hostname", "-I"], capture_output=True, text=True, check=False)
    for address in found.stdout.split():
        if "." in address and not address.startswith("127."):
            return address
    return socket.gethostbyname(socket.gethostname())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--threads", type=int, default=8)
    parser.add_argument("--flood-address", default="")
    parser.add_argument("--root", type=Path, default=ROOT, help="source tree of the server")
    args = parser.parse_args(argv)
    flood_host = args.flood_address or default_address()
    with tempfile.TemporaryDirectory() as tmp:
        process, port, _log = start_server(
            Path(tmp),
            "NORMAL",
            {"MEEPLE_HOST": "0.0.0.0", "MEEPLE_READ_RATE": str(Settings().read_rate)},
            root=args.root,
        )
        try:
            with own_channel(f"127.0.0.1:{port}") as channel:
                stub = pb_grpc.GameServiceStub(channel)
                history, spectator, tokens = new_table(stub)
                play(stub, history, tokens, None)
                events = stub.ListEvents(
                    pb.ListEventsRequest(table=history, page_size=1000), metadata=bearer(spectator)
                )
            print(f"history: {len(events.events)} events; flood from {flood_host}", flush=True)
            print(line("alone", players(port, args.seconds)), flush=True)
            stop, pages = threading.Event(), list[int]()
            threads = [
                threading.Thread(
                    target=flood, args=(f"{flood_host}:{port}", history, spectator, stop, pages)
                )
                for _ in range(args.threads)
            ]
            for thread in threads:
                thread.start()
            try:
                flooded = players(port, args.seconds)
            finally:
                stop.set()
                for thread in threads:
                    thread.join(30)
            print(line("flood", flooded), flush=True)
            print(f"flood pages answered: {len(pages) / args.seconds:.0f}/s", flush=True)
        finally:
            process.terminate()
            process.wait(30)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
