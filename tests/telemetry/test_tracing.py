"""Traces: a SubmitAction is one server span with the engine step and the store commit as its
children; its log line carries the trace id; a client's traceparent is continued; a refusal's
code is on the span. Tracing turns on only through the standard OTEL_* variables."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import grpc
import pytest
from google.protobuf import any_pb2
from grpc_health.v1 import health_pb2, health_pb2_grpc
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind, StatusCode

from service import logs
from service.games import hosted_games
from service.telemetry.tracing import exporter_names, tracer_provider_from_env
from tests.replicas.harness import OpenTable, open_table
from tests.service.harness import ServerThread, base_settings

SUBMIT = "/meeple.v1.GameService/SubmitAction"


@dataclass
class Traced:
    server: ServerThread
    spans: InMemorySpanExporter
    log: Path


@pytest.fixture(scope="module")
def traced(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Traced]:
    tmp: Path = tmp_path_factory.mktemp("tracing")
    log = tmp / "server.log"
    logs.configure("info", log.open("a", buffering=1))
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    running = ServerThread(base_settings(tmp), hosted_games(), tracer_provider=provider).start()
    try:
        yield Traced(running, exporter, log)
    finally:
        running.stop()
        provider.shutdown()


def seat_to_act(table: OpenTable) -> tuple[int, any_pb2.Any, int]:
    view = table.seats[0].view(table.name)
    legal = table.seats[view.current_seat].legal(table.name)
    return view.current_seat, legal.actions[0], legal.version


def finished(exporter: InMemorySpanExporter, name: str, timeout: float = 10.0) -> ReadableSpan:
    """The one finished span called ``name``, once it has ended."""
    deadline = time.monotonic() + timeout
    while True:
        found = [span for span in exporter.get_finished_spans() if span.name == name]
        if found:
            (span,) = found
            return span
        assert time.monotonic() < deadline, f"no finished {name} span"
        time.sleep(0.02)


def rpc_lines(log: Path, method: str) -> list[dict[str, object]]:
    logs.flush()
    lines = [json.loads(line) for line in log.read_text().splitlines() if line.startswith("{")]
    return [line for line in lines if line.get("event") == "rpc" and line["method"] == method]


def test_submit_action_span_has_engine_step_and_store_commit_children(traced: Traced) -> None:
    table = open_table("carcassonne", 2, [traced.server.target], traced.server.target)
    try:
        seat, action, version = seat_to_act(table)
        traced.spans.clear()
        response = table.seats[seat].submit(table.name, action, version)
        assert response.version == version + 1
    finally:
        for player in [table.host, *table.seats]:
            player.close()
    server = finished(traced.spans, SUBMIT)
    spans: tuple[ReadableSpan, ...] = traced.spans.get_finished_spans()
    assert server.kind == SpanKind.SERVER and server.parent is None
    assert server.status.status_code != StatusCode.ERROR
    assert server.attributes is not None and server.attributes["rpc.method"] == "SubmitAction"
    children = {s.name: s for s in spans if s.parent is not None}
    assert set(children) == {"engine.step", "store.commit"}
    for child in children.values():
        assert child.parent is not None and server.context is not None
        assert child.parent.span_id == server.context.span_id
        assert child.context is not None
        assert child.context.trace_id == server.context.trace_id
    commit = children["store.commit"]
    assert commit.attributes is not None
    assert commit.attributes["db.system"] == "sqlite"
    assert commit.attributes["meeple.commit.kind"] == "action"
    step = children["engine.step"]
    assert step.attributes is not None and step.attributes["meeple.game"] == "carcassonne"
    # the engine ran before the commit, both inside the RPC
    assert server.start_time is not None and server.end_time is not None
    assert step.end_time is not None and commit.start_time is not None
    assert server.start_time <= step.start_time <= step.end_time <= commit.start_time  # type: ignore[operator]
    assert commit.end_time is not None and commit.end_time <= server.end_time
    # the request's log line names the same trace
    (line,) = [
        line for line in rpc_lines(traced.log, "SubmitAction") if line.get("version") == version + 1
    ]
    assert line["trace_id"] == format(server.context.trace_id, "032x")
    assert line["span_id"] == format(server.context.span_id, "016x")


def test_a_client_trace_is_continued_and_a_refusal_carries_its_code(traced: Traced) -> None:
    table = open_table("carcassonne", 2, [traced.server.target], traced.server.target)
    trace_id = "4bf92f3577b34da6a3ce929d0e0e4736"
    parent_id = "00f067aa0ba902b7"
    try:
        seat, action, version = seat_to_act(table)
        traced.spans.clear()
        player = table.seats[seat]
        request = pb.SubmitActionRequest(
            table=table.name, expected_version=version + 3, request_id=str(uuid.uuid4())
        )
        request.action.CopyFrom(action)
        with pytest.raises(grpc.RpcError) as rejected:
            player.stub.SubmitAction(
                request,
                metadata=(*player.metadata, ("traceparent", f"00-{trace_id}-{parent_id}-01")),
                timeout=20,
            )
        assert rejected.value.code() == grpc.StatusCode.ABORTED
    finally:
        for each in [table.host, *table.seats]:
            each.close()
    # an aborted call's status reaches the client before the server's span has ended
    server = finished(traced.spans, SUBMIT)
    assert server.context is not None and server.parent is not None
    assert format(server.context.trace_id, "032x") == trace_id
    assert format(server.parent.span_id, "016x") == parent_id and server.parent.is_remote
    # ABORTED is the service answering as specified, not a server error (OpenTelemetry's
    # gRPC conventions): the code is on the span, its status is not ERROR
    assert server.status.status_code == StatusCode.UNSET
    assert server.attributes is not None
    assert server.attributes["rpc.grpc.status_code"] == grpc.StatusCode.ABORTED.value[0]
    (line,) = [line for line in rpc_lines(traced.log, "SubmitAction") if line["code"] == "ABORTED"]
    assert line["trace_id"] == trace_id


def test_tracing_is_off_unless_the_otel_variables_turn_it_on() -> None:
    assert exporter_names({}) == []
    assert tracer_provider_from_env({}) is None
    assert exporter_names({"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4317"}) == ["otlp"]
    assert exporter_names({"OTEL_TRACES_EXPORTER": "console"}) == ["console"]
    assert exporter_names({"OTEL_TRACES_EXPORTER": "none"}) == []
    on_but_disabled = {"OTEL_TRACES_EXPORTER": "otlp", "OTEL_SDK_DISABLED": "true"}
    assert exporter_names(on_but_disabled) == []
    with pytest.raises(SystemExit, match="OTEL_TRACES_EXPORTER"):
        exporter_names({"OTEL_TRACES_EXPORTER": "zipkin"})
    provider = tracer_provider_from_env({"OTEL_TRACES_EXPORTER": "console"})
    assert provider is not None
    assert provider.resource.attributes["service.name"] == "meeple"
    provider.shutdown()


def test_logs_carry_no_trace_id_when_tracing_is_off(tmp_path: Path) -> None:
    log = tmp_path / "server.log"
    logs.configure("info", log.open("a", buffering=1))
    running = ServerThread(base_settings(tmp_path), hosted_games()).start()
    try:
        table = open_table("carcassonne", 2, [running.target], running.target)
        for player in [table.host, *table.seats]:
            player.close()
    finally:
        running.stop()
    lines = rpc_lines(log, "JoinTable")
    assert lines and not any("trace_id" in line for line in lines)


def test_health_probes_are_not_traced(traced: Traced) -> None:
    traced.spans.clear()
    with grpc.insecure_channel(traced.server.target) as channel:
        health = health_pb2_grpc.HealthStub(channel)
        assert health.Check(health_pb2.HealthCheckRequest(), timeout=10).status == 1
        pb_grpc.GameServiceStub(channel).ListGames(pb.ListGamesRequest(), timeout=10)
    finished(traced.spans, "/meeple.v1.GameService/ListGames")
    names = [span.name for span in traced.spans.get_finished_spans()]
    assert not [name for name in names if "grpc.health" in name], names


def test_a_callers_unsampled_trace_records_nothing(traced: Traced) -> None:
    table = open_table("carcassonne", 2, [traced.server.target], traced.server.target)
    try:
        seat, action, version = seat_to_act(table)
        player = table.seats[seat]
        traced.spans.clear()
        request = pb.SubmitActionRequest(
            table=table.name, expected_version=version, request_id=str(uuid.uuid4())
        )
        request.action.CopyFrom(action)
        unsampled = ("traceparent", "00-5bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b8-00")
        response = player.stub.SubmitAction(
            request, metadata=(*player.metadata, unsampled), timeout=20
        )
        assert response.version == version + 1
        player.view(table.name)  # a sampled call after it, to know the exporter caught up
    finally:
        for each in [table.host, *table.seats]:
            each.close()
    finished(traced.spans, "/meeple.v1.GameService/GetView")
    names = {span.name for span in traced.spans.get_finished_spans()}
    assert names == {"/meeple.v1.GameService/GetView"}
