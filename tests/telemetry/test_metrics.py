"""/metrics of a real server after a complete game of each kind: the gRPC counters and
histograms, actions, commits, tables and watchers match what was played; labels stay bounded."""

from __future__ import annotations

import asyncio
import random
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
from prometheus_client import generate_latest

from engines.registry import game_names, get_game
from service import logs
from service.games import hosted_games
from service.store.base import Commit, NewEntry, StoreStats, TableStatus, VersionConflict
from service.store.sqlite import SQLiteStore
from service.telemetry import Telemetry
from service.telemetry.collector import ServiceCollector, Snapshot
from service.telemetry.metrics import Metrics
from service.telemetry.store import ObservedStore
from tests.replicas.harness import OpenTable, Played, Watcher, open_table, play
from tests.service.harness import ServerThread, base_settings
from tests.store.test_contract import table as table_record
from tests.telemetry.scrape import Scrape, scrape

SERVICE = "meeple.v1.GameService"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    tmp: Path = tmp_path_factory.mktemp("metrics")
    logs.configure("warning", (tmp / "server.log").open("a", buffering=1))
    running = ServerThread(base_settings(tmp, metrics_port=0), hosted_games()).start()
    try:
        yield running
    finally:
        running.stop()


def metrics_address(server: ServerThread) -> str:
    assert server.running is not None and server.running.metrics_port is not None
    return f"127.0.0.1:{server.running.metrics_port}"


def rpc(scraped: Scrape, name: str, method: str, **labels: str) -> float:
    return scraped.value(name, grpc_service=SERVICE, grpc_method=method, **labels)


def close(table: OpenTable) -> None:
    for seat in [table.host, *table.seats]:
        seat.close()


def test_metrics_match_a_complete_game_of_each_kind(server: ServerThread) -> None:
    address = metrics_address(server)
    before = scrape(address)
    played: dict[str, Played] = {}
    secrets: set[str] = set()
    for game in game_names():
        table = open_table(game, get_game(game).min_players, [server.target], server.target)
        secrets |= {table.name, table.name.rpartition("/")[2], table.host.credential}
        secrets |= {seat.credential for seat in table.seats}
        watcher = Watcher(table.seats[0], table.name).start()
        try:
            deadline = time.monotonic() + 10
            while scrape(address).value("meeple_watchers") < 1:
                assert time.monotonic() < deadline, "the watcher never showed in meeple_watchers"
                time.sleep(0.05)
            during = scrape(address)
            assert rpc(during, "meeple_active_streams", "WatchTable") == 1
            played[game] = play(table, random.Random(f"metrics-{game}"))
            assert watcher.wait_for(played[game].final_version)
        finally:
            watcher.stop()
            close(table)
    deadline = time.monotonic() + 10
    while scrape(address).value("meeple_watchers") > 0:
        assert time.monotonic() < deadline, "meeple_watchers did not fall back to 0"
        time.sleep(0.05)
    after = scrape(address)

    def delta(name: str, **labels: str) -> float:
        return after.value(name, **labels) - before.value(name, **labels)

    decisions = sum(p.decisions for p in played.values())
    tables = len(played)
    # every SubmitAction of the games was accepted: started, handled OK and timed, once each
    submit = {"grpc_service": SERVICE, "grpc_method": "SubmitAction", "grpc_type": "unary"}
    assert delta("grpc_server_started_total", **submit) == decisions
    assert delta("grpc_server_handled_total", **submit, grpc_code="OK") == decisions
    assert delta("grpc_server_handled_total", **submit) == decisions
    assert delta("grpc_server_handling_seconds_count", **submit) == decisions
    assert delta("grpc_server_msg_received_total", **submit) == decisions
    assert delta("grpc_server_msg_sent_total", **submit) == decisions
    assert delta("grpc_server_handling_seconds_sum", **submit) > 0
    # the harness asks for the legal actions once per decision and the view once more
    legal = {"grpc_service": SERVICE, "grpc_method": "ListLegalActions", "grpc_code": "OK"}
    assert delta("grpc_server_handled_total", **legal) == decisions
    view = {"grpc_service": SERVICE, "grpc_method": "GetView", "grpc_code": "OK"}
    assert delta("grpc_server_handled_total", **view) == decisions + tables
    create = {"grpc_service": SERVICE, "grpc_method": "CreateTable", "grpc_code": "OK"}
    assert delta("grpc_server_handled_total", **create) == tables
    # one stream per game, ended by the client; none open now
    watch = {"grpc_service": SERVICE, "grpc_method": "WatchTable", "grpc_type": "server_stream"}
    assert delta("grpc_server_started_total", **watch) == tables
    assert delta("grpc_server_handled_total", **watch) == tables
    assert after.value("meeple_active_streams", grpc_method="WatchTable") == 0
    assert delta("grpc_server_msg_sent_total", **watch) >= decisions

    for game, result in played.items():
        assert delta("meeple_actions_applied_total", game=game) == result.decisions
        assert after.value("meeple_tables", game=game, state="FINISHED") == 1
        assert after.value("meeple_tables", game=game, state="ACTIVE") == 0
    assert delta("meeple_store_commit_seconds_count", kind="action") == decisions
    assert delta("meeple_store_commit_seconds_count", kind="create") == tables
    assert after.value("meeple_store_version_conflicts_total") == 0
    assert after.value("meeple_store_up") == 1
    assert after.value("meeple_sqlite_database_bytes") > 0
    assert after.has("meeple_sqlite_wal_bytes")
    assert not after.has("meeple_postgres_pool")
    assert after.value("process_cpu_seconds_total") > 0

    # histograms are whole: buckets rise to +Inf, which equals the count
    for method in ("SubmitAction", "WatchTable"):
        buckets = sorted(
            (float(s.labels["le"]), s.value)
            for s in after.samples
            if s.name == "grpc_server_handling_seconds_bucket" and s.labels["grpc_method"] == method
        )
        counts = [count for _, count in buckets]
        assert counts == sorted(counts) and buckets[-1][0] == float("inf")
        assert counts[-1] == rpc(after, "grpc_server_handling_seconds_count", method)

    # no table id, table name or credential ever becomes a label value
    assert not secrets & after.label_values()


def test_errors_are_counted_by_code_and_unknown_methods_mint_no_labels(
    server: ServerThread,
) -> None:
    address = metrics_address(server)
    before = scrape(address)
    table = open_table("carcassonne", 2, [server.target], server.target)
    try:
        view = table.seats[0].view(table.name)
        seat = table.seats[view.current_seat]
        legal = seat.legal(table.name)
        with pytest.raises(grpc.RpcError) as stale:
            seat.submit(table.name, legal.actions[0], legal.version + 5)
        assert stale.value.code() == grpc.StatusCode.ABORTED
        with pytest.raises(grpc.RpcError) as missing:
            seat.view("tables/no-such-table-0123")
        assert missing.value.code() == grpc.StatusCode.NOT_FOUND
        with grpc.insecure_channel(server.target) as channel:
            garbage = channel.unary_unary("/meeple.v1.GameService/SubmitAction")
            with pytest.raises(grpc.RpcError) as undecodable:
                garbage(b"\xff\xff\xff", timeout=10)
            assert undecodable.value.code() == grpc.StatusCode.INVALID_ARGUMENT
            for index in range(3):
                call = channel.unary_unary(f"/meeple.v1.GameService/Made_Up_{index}")
                with pytest.raises(grpc.RpcError) as unknown:
                    call(b"", timeout=10)
                assert unknown.value.code() == grpc.StatusCode.UNIMPLEMENTED
    finally:
        close(table)
    after = scrape(address)

    def delta(name: str, **labels: str) -> float:
        return after.value(name, **labels) - before.value(name, **labels)

    handled = "grpc_server_handled_total"
    assert delta(handled, grpc_method="SubmitAction", grpc_code="Aborted") == 1
    assert delta(handled, grpc_method="SubmitAction", grpc_code="OK") == 0
    assert delta(handled, grpc_method="SubmitAction", grpc_code="InvalidArgument") == 1
    assert delta(handled, grpc_method="GetView", grpc_code="NotFound") == 1
    assert delta(handled, grpc_method="other", grpc_code="Unimplemented") == 3
    assert delta("meeple_actions_applied_total") == 0
    assert not any("Made_Up" in value for value in after.label_values())
    assert after.value("meeple_tables", state="ACTIVE") >= 1


def test_commit_latency_and_version_conflicts_on_a_real_store(tmp_path: Path) -> None:
    metrics = Metrics(frozenset({"carcassonne"}))
    store = ObservedStore(SQLiteStore(tmp_path / "db.sqlite3"), metrics, None, "sqlite")

    async def body() -> StoreStats:
        await store.open()
        try:
            await store.create_table(table_record("t1"))
            entry = NewEntry("action", 0, b"payload")
            await store.commit(Commit("t1", expected_version=0, entries=[entry]))
            with pytest.raises(VersionConflict):  # another writer got there first
                await store.commit(Commit("t1", expected_version=0, entries=[entry]))
            return await store.stats()
        finally:
            await store.close()

    stats = asyncio.run(body())
    scraped = Scrape(generate_latest(metrics.registry).decode())
    assert scraped.value("meeple_store_commit_seconds_count", kind="action") == 2
    assert scraped.value("meeple_store_commit_seconds_count", kind="create") == 1
    assert scraped.value("meeple_store_version_conflicts_total", kind="action") == 1
    assert stats.tables == {("carcassonne", TableStatus.WAITING): 1}
    assert stats.database_bytes and stats.database_bytes > 0


def test_bot_turn_and_deadline_hooks_keep_their_labels_bounded() -> None:
    metrics = Metrics(frozenset({"carcassonne", "burgundy"}))
    telemetry = Telemetry(metrics)
    telemetry.record_bot_turn("carcassonne", "search:3")
    telemetry.record_bot_turn("carcassonne", "search:3")
    telemetry.record_bot_turn("burgundy", "greedy")
    telemetry.record_bot_turn("tables/abc123", "level-from-a-client")
    telemetry.record_deadline_fired("burgundy")
    telemetry.record_deadline_fired("not-a-game")
    scraped = Scrape(generate_latest(metrics.registry).decode())
    turns = "meeple_bot_turns_total"
    assert scraped.value(turns, game="carcassonne", level="search:3") == 2
    assert scraped.value(turns, game="burgundy", level="greedy") == 1
    assert scraped.value(turns, game="other", level="other") == 1
    assert scraped.value("meeple_deadlines_fired_total", game="burgundy") == 1
    assert scraped.value("meeple_deadlines_fired_total", game="other") == 1
    assert scraped.label_values() & {"tables/abc123", "level-from-a-client", "not-a-game"} == set()
    # with metrics off the hooks are no-ops
    off = Telemetry()
    off.record_bot_turn("carcassonne", "random")
    off.record_deadline_fired("carcassonne")
    off.record_action_applied("carcassonne")


def test_registering_the_scrape_time_collector_reads_nothing() -> None:
    """The server registers the collector on its event loop; reading the store then would wait
    on that very loop (a 5 s stall at every start)."""
    reads: list[int] = []

    async def snapshot() -> Snapshot:
        reads.append(1)
        return Snapshot(StoreStats(), watchers=0)

    metrics = Metrics(frozenset({"carcassonne"}))
    loop = asyncio.new_event_loop()
    metrics.registry.register(ServiceCollector(metrics, loop, snapshot))
    assert reads == []
    # a scrape (from another thread, as the HTTP server's) reads once, on the running loop
    runner = threading.Thread(target=loop.run_forever, daemon=True)
    runner.start()
    try:
        scraped = Scrape(generate_latest(metrics.registry).decode())
    finally:
        loop.call_soon_threadsafe(loop.stop)
        runner.join(5)
        loop.close()
    assert reads == [1]
    assert scraped.value("meeple_store_up") == 1
    assert scraped.value("meeple_tables", game="carcassonne", state="ACTIVE") == 0
