"""Service-behaviour fixtures (SPEC.md, "Service fixtures"): plain GameService calls by named
principals, with placeholders, checked responses and errors, and WatchTable streams.

A service fixture (``game: any``) runs on the first game the implementation declares and never
names a game's messages: actions come from ``ListLegalActions`` (``$legal:NAME``). A
seeded-chance fixture (feature ``seeded_chance``) is played the same way on the game it names,
and its ``check_seed`` step checks the revealed seed (conformance/runner/seeded_step.py).
"""

from __future__ import annotations

import base64
import json
import secrets
import time
import uuid
from typing import Any

import grpc
from google.protobuf import json_format
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc

from conformance.runner.driver import RpcFailure, StepFailed
from conformance.runner.loading import Fixture
from conformance.runner.matching import exact_diff, field_names, subset_diff
from conformance.runner.service_watch import Stream
from conformance.runner.wire import rpc_failure, to_json

#: RPC name -> (request class, whether the table's name goes in `name` instead of `table`)
CALLS: dict[str, tuple[type[Any], str | None]] = {
    "CreateTable": (pb.CreateTableRequest, None),
    "GetTable": (pb.GetTableRequest, "name"),
    "ListTables": (pb.ListTablesRequest, None),
    "JoinTable": (pb.JoinTableRequest, "table"),
    "LeaveTable": (pb.LeaveTableRequest, "table"),
    "StartTable": (pb.StartTableRequest, "name"),
    "GetView": (pb.GetViewRequest, "table"),
    "ListLegalActions": (pb.ListLegalActionsRequest, "table"),
    "ValidateAction": (pb.ValidateActionRequest, "table"),
    "SubmitAction": (pb.SubmitActionRequest, "table"),
    "ListEvents": (pb.ListEventsRequest, "table"),
    "AbandonTable": (pb.AbandonTableRequest, "table"),
    "SendMessage": (pb.SendMessageRequest, "table"),
    "ListMessages": (pb.ListMessagesRequest, "table"),
    "MuteChat": (pb.MuteChatRequest, "table"),
    "RematchTable": (pb.RematchTableRequest, "table"),
}
STAGES = ("waiting", "seated", "started")


class ServiceRun:
    """One service fixture against one target."""

    def __init__(
        self,
        fixture: Fixture,
        channel: grpc.Channel,
        game: pb.Game,
        admin_token: str,
        timeout: float,
        heartbeat_within: float = 30.0,
    ) -> None:
        self.heartbeat_within = heartbeat_within
        self.fixture = fixture
        self.stub = game_service_pb2_grpc.GameServiceStub(channel)
        self.game = game
        self.timeout = timeout
        self.tokens: dict[str, str] = {
            "admin": admin_token,
            "garbage": "garbage-" + secrets.token_urlsafe(32),
        }
        self.names: dict[str, str] = {}  # "table", "other_table", "unknown_table", ...
        self.values: dict[str, Any] = {}  # resolved $rid:, $secret:, $legal: placeholders
        self.saved: dict[str, dict[str, Any]] = {}  # step label -> {"response"|"error": ...}
        self.streams: dict[str, Stream] = {}
        self.entropy: list[bytes] = []  # what each seat sends with JoinTable (seeded chance)

    # ---- setup -------------------------------------------------------------------------

    def setup(self) -> None:
        spec = dict(self.fixture.table or {})
        self.entropy = [base64.b64decode(text) for text in spec.get("entropy", ())]
        self._open("", spec.get("visibility", "private"), spec.get("stage", "started"),
                   bool(spec.get("auto_start", False)))  # fmt: skip

    def _open(self, prefix: str, visibility: str, stage: str, auto_start: bool) -> None:
        created = self._rpc(
            "CreateTable",
            pb.CreateTableRequest(
                game=self.game.name,
                seat_count=self.fixture.players,
                display_name="conformance service",
                visibility=pb.TABLE_VISIBILITY_PUBLIC
                if visibility == "public"
                else pb.TABLE_VISIBILITY_PRIVATE,
                auto_start=auto_start,
                request_id=str(uuid.uuid4()),
            ),
            None,
        )
        self.names[f"{prefix}table"] = created.table.name
        self.names[f"{prefix}invite"] = created.invite_token
        self.tokens[f"{prefix}host"] = created.host_credential
        self.tokens[f"{prefix}spectator"] = created.spectator_token
        if STAGES.index(stage) >= 1:
            for seat in range(self.fixture.players):
                joined = self._rpc(
                    "JoinTable",
                    pb.JoinTableRequest(
                        table=created.table.name,
                        invite_token=created.invite_token,
                        display_name=f"seat {seat}",
                        seat=seat,
                        request_id=str(uuid.uuid4()),
                        entropy=self._entropy(prefix, seat),
                    ),
                    None,
                )
                self.tokens[f"{prefix}seat{seat}"] = joined.seat_credential
        if STAGES.index(stage) >= 2 and not auto_start:
            self._rpc(
                "StartTable",
                pb.StartTableRequest(name=created.table.name, request_id=str(uuid.uuid4())),
                self.tokens[f"{prefix}host"],
            )
        self.values[f"{prefix}initial_etag"] = self._table(prefix)["etag"]
        if not prefix and STAGES.index(stage) >= 2:
            actor = self._current_seat()
            if actor is not None:
                self.tokens["actor"] = self.tokens[f"seat{actor}"]
                self.tokens["bystander"] = self.tokens[f"seat{(actor + 1) % self.fixture.players}"]

    def _entropy(self, prefix: str, seat: int) -> bytes:
        """What the seat sends with JoinTable: the fixture's (seeded chance), else nothing."""
        return self.entropy[seat] if not prefix and seat < len(self.entropy) else b""

    def _current_seat(self) -> int | None:
        view = self._rpc(
            "GetView", pb.GetViewRequest(table=self.names["table"]), self.tokens["host"]
        )
        return view.view.current_seat if view.view.HasField("current_seat") else None

    def _other(self) -> None:
        if "other_table" not in self.names:
            self._open("other_", "private", "started", False)

    def _table(self, prefix: str = "") -> dict[str, Any]:
        response = self._rpc(
            "GetTable",
            pb.GetTableRequest(name=self.names[f"{prefix}table"]),
            self.tokens[f"{prefix}host"],
        )
        return to_json(response.table)

    def _rpc(self, method: str, request: Any, token: str | None, raw: str = "") -> Any:
        metadata: tuple[tuple[str, str], ...] = ()
        if raw:
            metadata = (("authorization", raw),)
        elif token is not None:
            metadata = (("authorization", f"Bearer {token}"),)
        try:
            return getattr(self.stub, method)(request, metadata=metadata, timeout=self.timeout)
        except grpc.RpcError as error:
            raise rpc_failure(error) from error

    # ---- placeholders ------------------------------------------------------------------

    def resolve(self, value: Any, caller: str) -> Any:
        if isinstance(value, dict):
            return {key: self.resolve(item, caller) for key, item in value.items()}
        if isinstance(value, list):
            return [self.resolve(item, caller) for item in value]
        if not isinstance(value, str) or not value.startswith("$"):
            return value
        kind, _, label = value[1:].partition(":")
        if kind in {"table", "other_table", "invite", "other_invite"}:
            if kind.startswith("other_"):
                self._other()
            return self.names[kind]
        if kind == "unknown_table":
            return self.names.setdefault(kind, "tables/" + uuid.uuid4().hex)
        if kind == "spectator_token":
            return self.tokens["spectator"]
        if kind in {"version", "etag"}:
            return self._table()[kind]
        if kind == "initial_etag":
            return self.values["initial_etag"]
        if kind in {"rid", "rid_upper", "rid_nodash"}:
            rid = str(self.values.setdefault(f"rid:{label}", str(uuid.uuid4())))
            return {"rid": rid, "rid_upper": rid.upper(), "rid_nodash": rid.replace("-", "")}[kind]
        if kind == "secret":
            return self.values.setdefault(
                f"secret:{label}", base64.urlsafe_b64encode(secrets.token_bytes(32)).decode()
            ).rstrip("=")
        if kind == "legal":
            name, _, index = label.partition("@")
            key = f"legal:{name}"
            if key not in self.values:
                self.values[key] = self._legal(caller, int(index or 0))
            return self.values[key]
        if kind == "credential":
            return self.tokens[label]
        raise StepFailed(f"unknown placeholder {value}")

    def _legal(self, caller: str, index: int) -> dict[str, Any]:
        """The index-th legal action of the caller's seat (or the current seat's) as Any JSON."""
        seat_like = caller.startswith("seat") or caller in {"actor", "bystander"}
        token = self.tokens.get(caller) if seat_like else None
        if token is None:
            token = self.tokens[f"seat{self._current_seat()}"]
        listed = self._rpc(
            "ListLegalActions", pb.ListLegalActionsRequest(table=self.names["table"]), token
        )
        if len(listed.actions) <= index:
            raise StepFailed(f"$legal needs {index + 1} legal actions, got {len(listed.actions)}")
        packed = listed.actions[index]
        rendered: dict[str, Any] = json_format.MessageToDict(packed)
        return rendered

    # ---- steps -------------------------------------------------------------------------

    def step(self, step: dict[str, Any]) -> None:
        if "call" in step:
            self._call(step)
        elif "list_events" in step:
            self._list_events(step)
        elif "list_tables" in step:
            self._list_tables(step)
        elif "watch" in step:
            self._watch(step["watch"])
        elif "expect_watch" in step:
            self._expect_watch(step["expect_watch"])
        elif "close_watch" in step:
            self.streams.pop(step["close_watch"]).close()
        elif "check_seed" in step:
            self._check_seed(step)

    def _check_seed(self, step: dict[str, Any]) -> None:
        from conformance.runner.seeded_step import check_seed

        token, raw = self._credential(str(step["check_seed"].get("as", "spectator")))
        table = self.names["table"]
        entropy = [self._entropy("", seat) for seat in range(self.fixture.players)]
        check_seed(lambda method, request: self._rpc(method, request, token, raw), table,
                   entropy, self.fixture, step)  # fmt: skip

    def close(self) -> None:
        for stream in self.streams.values():
            stream.close()
        self.streams.clear()

    def _request(self, method: str, caller: str, raw: dict[str, Any]) -> Any:
        cls, table_field = CALLS[method]
        body = self.resolve(raw, caller)
        if table_field and table_field not in body:
            body[table_field] = self.names["table"]
        if method == "CreateTable" and "game" not in body:
            body["game"] = self.game.name
        try:
            return json_format.ParseDict(body, cls())
        except json_format.ParseError as error:
            raise StepFailed(f"the request does not parse as {cls.__name__}: {error}") from error

    def _call(self, step: dict[str, Any]) -> None:
        method = step["call"]
        caller = str(step.get("as", "anonymous"))
        request = self._request(method, caller, step.get("request", {}))
        expect = step.get("expect", {})
        fails = bool({"error", "error_same_as", "fails"} & set(expect))
        before = self._table() if fails else None
        token, raw = self._credential(caller)
        try:
            response = self._rpc(method, request, token, raw)
        except RpcFailure as error:
            self._check_error(step, expect, error)
            if before is not None and self._table()["version"] != before["version"]:
                raise StepFailed("a rejected call changed the table's version") from error
            return
        if fails:
            raise StepFailed(f"{method} succeeded but must fail", [self._wanted(expect)])
        rendered = to_json(response)
        if "save" in step:
            self.saved[step["save"]] = {"response": rendered}
        for name, path in step.get("credentials", {}).items():
            self.tokens[name] = str(rendered.get(path, ""))
        self._check_response(expect, rendered)

    def _credential(self, caller: str) -> tuple[str | None, str]:
        if caller == "anonymous":
            return None, ""
        if caller == "malformed":
            return None, "Basic bWVlcGxlOm1lZXBsZQ=="
        if caller.startswith("other_"):
            self._other()
        if caller == "current":
            return self.tokens[f"seat{self._current_seat()}"], ""
        if caller not in self.tokens:
            raise StepFailed(f"no principal {caller!r}")
        return self.tokens[caller], ""

    def _wanted(self, expect: dict[str, Any]) -> str:
        if "error" in expect:
            return f"expected {expect['error']['code']} {expect['error']['reason']}"
        if "error_same_as" not in expect:
            return "expected an error"
        saved = self.saved[expect["error_same_as"]].get("error", {})
        return f"expected the same error as step {expect['error_same_as']!r}: {saved}"

    def _check_error(self, step: dict[str, Any], expect: dict[str, Any], error: RpcFailure) -> None:
        got = {"code": error.code, "reason": error.reason}
        if "save" in step:
            self.saved[step["save"]] = {"error": got}
        wanted: dict[str, Any] | None = expect.get("error")
        if expect.get("fails"):
            return
        if "error_same_as" in expect:
            wanted = self.saved.get(expect["error_same_as"], {}).get("error")
            if wanted is None:
                raise StepFailed(f"step {expect['error_same_as']!r} saved no error")
        if wanted is None:
            raise StepFailed(f"the call failed: {error.code} {error.reason}", [error.message])
        if got != {"code": wanted["code"], "reason": wanted["reason"]}:
            raise StepFailed(
                "the call failed with the wrong error",
                [self._wanted(expect), f"got {error.code} {error.reason}: {error.message}"],
            )

    def _check_response(self, expect: dict[str, Any], rendered: dict[str, Any]) -> None:
        diff: list[str] = []
        if "response" in expect:
            diff += subset_diff(self.resolve(expect["response"], ""), rendered, "response")
        if "same_as" in expect:
            earlier = self.saved.get(expect["same_as"], {}).get("response")
            if earlier is None:
                raise StepFailed(f"step {expect['same_as']!r} saved no response")
            diff += exact_diff(earlier, rendered, "response")
        diff += self._absent(expect, [rendered])
        if "version" in expect and int(self._table()["version"]) != expect["version"]:
            diff.append(f"version: expected {expect['version']}, got {self._table()['version']}")
        if diff:
            raise StepFailed("expectation not met", diff)

    @staticmethod
    def _absent(expect: dict[str, Any], documents: list[dict[str, Any]]) -> list[str]:
        banned = set(expect.get("absent_fields", ()))
        hits = sorted({n for d in documents for n in field_names(d) if n in banned})
        return [f"field {name!r} must not reach this caller" for name in hits]

    def _list_events(self, step: dict[str, Any]) -> None:
        spec = step["list_events"]
        caller = str(spec.get("as", "anonymous"))
        token, raw = self._credential(caller)
        body = {k: v for k, v in spec.items() if k != "as"}
        pages: list[dict[str, Any]] = []
        page_token = ""
        while True:
            request = self._request("ListEvents", caller, {**body, "pageToken": page_token})
            try:
                response = self._rpc("ListEvents", request, token, raw)
            except RpcFailure as error:
                self._check_error(step, step.get("expect", {}), error)
                return
            pages.append(to_json(response))
            page_token = response.next_page_token
            if not page_token or len(pages) > 10_000:
                break
        events = [event for page in pages for event in page.get("events", [])]
        expect = step.get("expect", {})
        if "error" in expect or "error_same_as" in expect:
            raise StepFailed("ListEvents succeeded but must fail", [self._wanted(expect)])
        diff: list[str] = []
        versions = [int(event["version"]) for event in events]
        if "versions" in expect and versions != expect["versions"]:
            diff.append(f"versions: expected {expect['versions']}, got {versions}")
        if "pages" in expect and len(pages) != expect["pages"]:
            diff.append(f"pages: expected {expect['pages']}, got {len(pages)}")
        if "events" in expect:
            diff += subset_diff(expect["events"], events, "events")
        diff += self._absent(expect, pages)
        if diff:
            raise StepFailed("expectation not met", diff)

    def _list_tables(self, step: dict[str, Any]) -> None:
        """Every page of ListTables (bounded), then `includes`/`excludes` table names."""
        spec = step["list_tables"]
        caller = str(spec.get("as", "anonymous"))
        token, raw = self._credential(caller)
        names: list[str] = []
        page_token = ""
        for _ in range(1000):
            request = pb.ListTablesRequest(
                page_size=int(spec.get("pageSize", 100)),
                page_token=page_token,
                game=self.game.name if spec.get("this_game", True) else "",
            )
            response = self._rpc("ListTables", request, token, raw)
            names += [table.name for table in response.tables]
            page_token = response.next_page_token
            if not page_token:
                break
        expect = self.resolve(step.get("expect", {}), caller)
        diff = [f"{name} is not listed" for name in expect.get("includes", ()) if name not in names]
        diff += [f"{name} is listed" for name in expect.get("excludes", ()) if name in names]
        if len(names) != len(set(names)):
            diff.append("a table is listed twice across the pages")
        if diff:
            raise StepFailed("expectation not met", diff)

    def _watch(self, spec: dict[str, Any]) -> None:
        caller = str(spec.get("as", "anonymous"))
        token, raw = self._credential(caller)
        request = pb.WatchTableRequest(table=self.resolve(spec.get("table", "$table"), caller))
        if "after_version" in spec:
            request.after_version = int(self.resolve(spec["after_version"], caller))
        request.include_messages = bool(spec.get("include_messages", False))
        request.after_message = int(spec.get("after_message", 0))
        metadata = (("authorization", raw or f"Bearer {token}"),) if raw or token else ()
        call = self.stub.WatchTable(request, metadata=metadata)
        self.streams[spec["name"]] = Stream(call)

    def _expect_watch(self, spec: dict[str, Any]) -> None:
        stream = self.streams[spec["name"]]
        within = float(spec.get("within", self.timeout))
        diff: list[str] = []
        if "error" in spec:
            got = stream.error(within)
            wanted = f"{spec['error']['code']} {spec['error']['reason']}"
            if got is None or (got.code, got.reason) != (
                spec["error"]["code"],
                spec["error"]["reason"],
            ):
                shown = "no error" if got is None else f"{got.code} {got.reason}"
                raise StepFailed(
                    "the stream did not fail as expected", [f"expected {wanted}, got {shown}"]
                )
            return
        if spec.get("heartbeat"):
            beat = stream.next_heartbeat(self.heartbeat_within)
            if beat is None:
                raise StepFailed(f"no heartbeat within {self.heartbeat_within:g}s")
        wanted_messages = self.resolve(spec.get("next", []), "")
        received = stream.take(len(wanted_messages), within)
        if len(received) < len(wanted_messages):
            diff.append(
                f"expected {len(wanted_messages)} messages within {within:g}s, got "
                f"{len(received)}: {json.dumps(received)[:2000]}"
            )
        else:
            diff += subset_diff(wanted_messages, received, "messages")
        if spec.get("then_quiet"):
            extra = stream.take(1, float(spec.get("quiet_for", 1.0)))
            if extra:
                diff.append(f"an unexpected message followed: {json.dumps(extra[0])[:500]}")
        diff += self._absent(spec, received)
        if spec.get("ends") and not diff and not stream.ended_cleanly(within):
            diff.append(f"the stream was not closed with OK within {within:g}s")
        if diff:
            raise StepFailed("the stream did not deliver what was expected", diff)


def run_service_steps(run: ServiceRun) -> tuple[int | None, StepFailed | None]:
    """Play every step; the index of the failing step and why (None, None when all passed)."""
    try:
        run.setup()
    except RpcFailure as error:
        return None, StepFailed(f"setting up the table failed: {error.code} {error.reason}")
    try:
        for index, step in enumerate(run.fixture.steps):
            try:
                run.step(step)
            except StepFailed as failed:
                return index, failed
            except RpcFailure as error:
                return index, StepFailed(f"unexpected error {error.code} {error.reason}")
            except (KeyError, ValueError, TypeError) as error:  # a fixture the runner can't play
                return index, StepFailed(f"the step cannot run: {type(error).__name__} {error}")
        return None, None
    finally:
        run.close()


def elapsed(started: float) -> float:
    return time.monotonic() - started
