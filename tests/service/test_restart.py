"""A real ``meeple serve`` process: killed with -9 mid-game and restarted, every table is served
exactly where it was and the games finish with the event log intact; SIGTERM drains; the JSON
logs carry table, seat, request id and latency, and never a credential, a server secret or a
seed; the finished games verify against their committed seeds."""

from __future__ import annotations

import json
import random
import signal
import sqlite3
import threading
from pathlib import Path

import grpc
from google.protobuf import json_format
from grpc_health.v1 import health_pb2, health_pb2_grpc
from meeple.v1 import game_service_pb2 as pb

from clients.api.fairness import Evidence, verify_evidence
from engines.chance import ChanceOutcome
from engines.contract import replay
from tests.service.conftest import game_ids
from tests.service.harness import (
    ADMIN,
    Client,
    Seated,
    ServerProcess,
    hosted_test_games,
    open_table,
    play_turn,
)
from tests.service.test_hidden import encodings
from tests.service.test_play import all_events, unpack
from tests.service.test_watch import Watcher

GAMES = hosted_test_games()


def rebind(table: Seated, target: str) -> Seated:
    """The same credentials on fresh channels to another server address."""
    return Seated(
        table.name,
        Client(target, table.host.token),
        [Client(target, p.token) for p in table.players],
        Client(target, table.spectator.token),
        table.created,
    )


def observe(table: Seated) -> tuple[list[dict[str, object]], list[dict[str, object]]]:
    """The history and every viewer's view as JSON (Any payloads expanded), so the comparison
    does not depend on the serialized order of map entries, which may differ between
    processes."""
    views = [
        json_format.MessageToDict(client.GetView(pb.GetViewRequest(table=table.name)).view)
        for client in (*table.players, table.spectator)
    ]
    events = [json_format.MessageToDict(e) for e in all_events(table.spectator, table.name)]
    return events, views


def test_kill_9_mid_game_then_restart_and_finish(tmp_path: Path) -> None:
    database = tmp_path / "meeple.db"
    log_path = tmp_path / "server.log"
    server = ServerProcess(database, log_path).start()
    rng = random.Random(11)
    tables: dict[str, Seated] = {}
    for game_id in game_ids():
        game = GAMES[game_id]
        tables[game_id] = open_table(server.target, game_id, game.min_players)
    for game_id, table in tables.items():
        # past the first snapshot interval where the game is long enough
        for _ in range(70 if game_id != "secret" else 5):
            assert play_turn(table, rng) is not None
    before = {game_id: observe(table) for game_id, table in tables.items()}
    last_seen = {
        game_id: table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table.version
        for game_id, table in tables.items()
    }
    server.kill()  # SIGKILL: no shutdown code runs

    server = ServerProcess(database, log_path).start()
    tables = {game_id: rebind(table, server.target) for game_id, table in tables.items()}
    for game_id, table in tables.items():
        assert observe(table) == before[game_id], f"{game_id} is not where it was"
    watchers = {
        game_id: Watcher(table.spectator, table.name, after_version=last_seen[game_id])
        for game_id, table in tables.items()
    }
    for game_id, table in tables.items():
        while play_turn(table, rng) is not None:
            pass
        final = table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table
        assert final.state == pb.Table.STATE_FINISHED
        resumed = watchers[game_id].events(final.version - last_seen[game_id])
        assert [e.version for e in resumed] == list(
            range(last_seen[game_id] + 1, final.version + 1)
        )
        watchers[game_id].cancel()
        events = all_events(table.spectator, table.name)
        assert [e.version for e in events] == list(range(1, final.version + 1))
        earlier = before[game_id][0]
        assert [
            without_revealed_outcomes(json_format.MessageToDict(e)) for e in events[: len(earlier)]
        ] == earlier  # the log before the kill is intact
        # the log replays to the same result without running a generator
        game = GAMES[game_id]
        # (the admin token has no power at this ordinary table: the outcomes come from the
        # history every reader gets once the game is over and its seed revealed)
        outcomes = [ChanceOutcome(o.kind, o.value) for e in events for o in e.chance_outcomes]
        moves = [
            (
                e.action_applied.seat,
                game.action_from_proto(unpack(game, e.action_applied.action, "action_type")),
            )
            for e in events
            if e.HasField("action_applied")
        ]
        result = replay(game, len(table.players), dict(final.options), outcomes, moves).outcome()
        assert result is not None and list(result.scores) == list(final.outcome.scores)
        # and every draw, before and after the restart, came from the committed seed
        evidence = Evidence(final, events)
        verdict = verify_evidence(evidence, GAMES[game_id])
        recorded = sum(len(e.chance_outcomes) for e in events)
        assert verdict.ok and verdict.outcomes_checked == recorded > 0, verdict.message

    check_logs(log_path, database, tables)
    assert server.terminate() == 0


def without_revealed_outcomes(event: dict[str, object]) -> dict[str, object]:
    """An event as read before the end: chance outcomes are revealed only once it is over."""
    return {k: v for k, v in event.items() if k != "chanceOutcomes"}


def check_logs(log_path: Path, database: Path, tables: dict[str, Seated]) -> None:
    text = log_path.read_text()
    secrets = {ADMIN}
    for table in tables.values():
        secrets.update(
            {
                table.created.host_credential,
                table.created.invite_token,
                table.created.spectator_token,
                *(p.token or "" for p in table.players),
            }
        )
    with sqlite3.connect(database) as db:
        for (blob,) in db.execute("SELECT secret FROM tables"):
            server_secret = bytes.fromhex(json.loads(blob).get("server_secret", ""))
            if server_secret:
                secrets.update(encodings(server_secret))
    for table in tables.values():
        fairness = table.spectator.GetTable(pb.GetTableRequest(name=table.name)).table.fairness
        assert fairness.server_secret and fairness.seed  # revealed: the games are over
        secrets.update(encodings(fairness.seed))
    for secret in secrets - {""}:
        assert secret not in text
    records = [json.loads(line) for line in text.splitlines() if line.startswith("{")]
    rpc_lines = [record for record in records if record.get("event") == "rpc"]
    assert rpc_lines
    for line in rpc_lines:
        assert {"method", "code", "latency_ms", "level", "timestamp"} <= set(line)
    submits = [line for line in rpc_lines if line["method"] == "SubmitAction"]
    assert submits and all({"table", "seat", "request_key", "version"} <= set(s) for s in submits)


def test_sigterm_sets_not_serving_drains_streams_and_exits(tmp_path: Path) -> None:
    server = ServerProcess(tmp_path / "meeple.db", tmp_path / "server.log").start()
    channel = grpc.insecure_channel(server.target)
    health = health_pb2_grpc.HealthStub(channel)
    assert (
        health.Check(health_pb2.HealthCheckRequest(service="meeple.v1.GameService")).status
        == health_pb2.HealthCheckResponse.SERVING
    )
    statuses: list[int] = []
    health_stream = health.Watch(health_pb2.HealthCheckRequest(service=""))

    def read_health() -> None:
        try:
            for message in health_stream:
                statuses.append(message.status)
        except grpc.RpcError:
            pass

    reader = threading.Thread(target=read_health, daemon=True)
    reader.start()
    table = open_table(server.target, "secret", 2)
    watcher = Watcher(table.spectator, table.name)
    assert watcher.next().HasField("snapshot")
    assert server.process is not None
    server.process.send_signal(signal.SIGTERM)
    code = server.process.wait(20)
    assert code == 0
    reader.join(5)
    assert statuses[0] == health_pb2.HealthCheckResponse.SERVING
    assert health_pb2.HealthCheckResponse.NOT_SERVING in statuses
    watcher.thread.join(5)
    events = [record.get("event") for record in server.records()]
    assert "draining" in events and events[-1] == "stopped"
    channel.close()
