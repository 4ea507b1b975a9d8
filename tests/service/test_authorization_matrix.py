"""The authorization matrix (issue 11): every RPC x every principal x private/public table,
over real gRPC, each expectation generated from the one declarative table
:data:`service.authorization.POLICY` (its data, not its ``check`` function), and the "who may
call" column of docs/api.md checked against the same table."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.protobuf.duration_pb2 import Duration
from meeple.v1 import game_service_pb2 as pb

from service.authorization import POLICY, TABLE_CREDENTIALS, Who, describe
from service.security import new_token
from tests.service.harness import (
    ADMIN,
    Client,
    Seated,
    ServerThread,
    base_settings,
    error_info,
    hosted_test_games,
    open_table,
)
from tests.web.web_calls import web_reason, web_request

ROOT = Path(__file__).resolve().parents[2]

#: every principal: what it is at the table (per POLICY), and how to get its token
PRINCIPALS: dict[str, tuple[Who, Callable[[Seated, Seated], str | None]]] = {
    "anonymous": (Who.ANONYMOUS, lambda t, o: None),
    "garbage token": (Who.NOBODY, lambda t, o: new_token()),
    "another table's host": (Who.NOBODY, lambda t, o: o.created.host_credential),
    "another table's seat": (Who.NOBODY, lambda t, o: o.players[0].token),
    "the invite as a bearer": (Who.NOBODY, lambda t, o: t.created.invite_token),
    "admin at an ordinary table": (Who.NOBODY, lambda t, o: ADMIN),
    "seat": (Who.SEAT, lambda t, o: _to_act(t).token),
    "host": (Who.HOST, lambda t, o: t.created.host_credential),
    "spectator": (Who.SPECTATOR, lambda t, o: t.created.spectator_token),
    "admin": (Who.ADMIN, lambda t, o: ADMIN),
}

#: RPCs that change the table: each allowed cell gets a fresh table
MUTATING = {"LeaveTable", "StartTable", "SubmitAction", "AbandonTable"}
#: RPCs whose success needs a seat state the matrix tables do not have (an absent player, a bot
#: seat, an action to take back): an allowed caller passes authorization and gets that state's
#: FAILED_PRECONDITION
NEEDS_SEAT_STATE = {"AddBot", "FreeSeat", "ReclaimSeat", "UndoAction"}
#: RPCs whose empty request is malformed: an allowed caller passes authorization and gets
#: INVALID_ARGUMENT MISSING_FIELD (a push subscription, a message's text or reaction)
NEEDS_INPUT = {"AddPushSubscription", "SendMessage"}
#: RPCs about a finished game (the matrix tables are running): an allowed caller passes
#: authorization and gets this reason
NEEDS_FINISHED = {
    "RequestReview": "TABLE_NOT_FINISHED",
    "GetReview": "REVIEW_NOT_FOUND",
    "RematchTable": "TABLE_NOT_FINISHED",
}
#: RPCs that need a table option the matrix tables leave at its default: an allowed caller
#: passes authorization and gets this reason
NEEDS_OPTION = {"GetHint": "HINTS_OFF"}
TABLE_RPCS = sorted(
    r for r, rule in POLICY.items() if not rule.no_table and not rule.server_admin and rule.allowed
)

AUTH_REASONS = {
    "TABLE_NOT_FOUND",
    "CREDENTIAL_MISSING",
    "CREDENTIAL_MALFORMED",
    "CREDENTIAL_NOT_ACCEPTED",
    "SEAT_CREDENTIAL_REQUIRED",
    "HOST_CREDENTIAL_REQUIRED",
    "ADMIN_CREDENTIAL_REQUIRED",
    "SEAT_OR_HOST_CREDENTIAL_REQUIRED",
}


def _to_act(table: Seated) -> Client:
    view = table.host.GetView(pb.GetViewRequest(table=table.name)).view
    return table.players[view.current_seat if view.HasField("current_seat") else 0]


def expected(rpc: str, who: Who, public: bool) -> tuple[grpc.StatusCode, str] | None:
    """The answer POLICY prescribes (None: allowed), from the policy's data."""
    rule = POLICY[rpc]
    if who in rule.allowed or (public and rule.public_readers and who == Who.ANONYMOUS):
        return None
    if who == Who.ANONYMOUS and rule.needs_token:
        return grpc.StatusCode.UNAUTHENTICATED, "CREDENTIAL_MISSING"
    if who not in TABLE_CREDENTIALS:
        if not public:
            return grpc.StatusCode.NOT_FOUND, "TABLE_NOT_FOUND"
        return grpc.StatusCode.PERMISSION_DENIED, "CREDENTIAL_NOT_ACCEPTED"
    return grpc.StatusCode.PERMISSION_DENIED, rule.denied_reason


def call(rpc: str, table: Seated, token: str | None) -> Any:
    client = Client(table.host.target, token)
    name = table.name
    try:
        if rpc == "WatchTable":
            stream = client.WatchTable(pb.WatchTableRequest(table=name))
            first = next(iter(stream))
            stream.cancel()
            return first
        if rpc in ("ValidateAction", "SubmitAction"):
            legal = _to_act(table).ListLegalActions(pb.ListLegalActionsRequest(table=name))
            action = legal.actions[random.Random(3).randrange(len(legal.actions))]
            message = getattr(pb, f"{rpc}Request")(table=name, action=action)
            return getattr(client, rpc)(message)
        if rpc == "AddBot":
            return client.AddBot(
                pb.AddBotRequest(table=name, seat=0, bot=pb.BotSpec(kind="greedy"))
            )
        field = "name" if rpc in ("GetTable", "StartTable") else "table"
        return getattr(client, rpc)(getattr(pb, f"{rpc}Request")(**{field: name}))
    finally:
        client.close()


@pytest.fixture(scope="module")
def tables(target: str) -> dict[str, Any]:
    def fresh(public: bool, start: bool = True, admin: bool = True) -> Seated:
        return open_table(target, "secret", 2, public=public, admin=admin, start=start)

    return {
        "fresh": fresh,
        "other": fresh(False, admin=False),
        "shared": {public: fresh(public) for public in (False, True)},
        "ordinary": {public: fresh(public, admin=False) for public in (False, True)},
    }


@pytest.mark.parametrize("public", [False, True], ids=["private", "public"])
@pytest.mark.parametrize("rpc", TABLE_RPCS)
def test_every_principal_gets_what_the_policy_says(
    tables: dict[str, Any], rpc: str, public: bool
) -> None:
    for label, (who, token_of) in PRINCIPALS.items():
        want = expected(rpc, who, public)
        if label == "admin at an ordinary table":
            table = tables["ordinary"][public]
        elif want is None and rpc in MUTATING:
            table = tables["fresh"](public, start=rpc != "StartTable")
        else:
            table = tables["shared"][public]
        version = table.host.GetTable(pb.GetTableRequest(name=table.name)).table.version
        token = token_of(table, tables["other"])
        try:
            call(rpc, table, token)
        except grpc.RpcError as error:
            code, reason, _ = error_info(error)
            if want is None:
                assert reason not in AUTH_REASONS, (rpc, label, code, reason)
                if rpc in NEEDS_SEAT_STATE and code == grpc.StatusCode.FAILED_PRECONDITION:
                    continue
                if rpc in NEEDS_INPUT and reason == "MISSING_FIELD":
                    continue
                if NEEDS_FINISHED.get(rpc) == reason or NEEDS_OPTION.get(rpc) == reason:
                    continue
                raise AssertionError(f"{rpc} by {label}: allowed, yet {code} {reason}") from None
            assert (code, reason) == want, (rpc, label, public)
            after = table.host.GetTable(pb.GetTableRequest(name=table.name)).table.version
            assert after == version, (rpc, label, "a refused call changed the table")
        else:
            assert want is None, (rpc, label, public, "was allowed, the policy says", want)


@pytest.mark.parametrize("public", [False, True], ids=["private", "public"])
def test_calls_without_a_table_and_join(tables: dict[str, Any], public: bool) -> None:
    table: Seated = tables["shared"][public]
    target = table.host.target
    for label, (_, token_of) in PRINCIPALS.items():
        client = Client(target, token_of(table, tables["other"]))
        assert client.ListGames(pb.ListGamesRequest()).games, label
        client.ListTables(pb.ListTablesRequest())
        client.CreateTable(pb.CreateTableRequest(game="games/secret", seat_count=2))
        scripted = pb.CreateTableRequest(game="games/secret", seat_count=2)
        scripted.chance_script.outcomes.add(kind="card", value="1")
        try:
            client.CreateTable(scripted)
            assert client.token == ADMIN, label
        except grpc.RpcError as error:
            code, reason, _ = error_info(error)
            want = "CREDENTIAL_MISSING" if client.token is None else "ADMIN_CREDENTIAL_REQUIRED"
            assert reason == want and client.token != ADMIN, (label, code, reason)
        try:  # the clock is the server's: only the admin token moves it (conformance mode)
            client.AdvanceClock(pb.AdvanceClockRequest(duration=Duration(seconds=1)))
            assert client.token == ADMIN, label
        except grpc.RpcError as error:
            code, reason, _ = error_info(error)
            want = "CREDENTIAL_MISSING" if client.token is None else "ADMIN_CREDENTIAL_REQUIRED"
            assert reason == want and client.token != ADMIN, (label, code, reason)
        client.close()
    waiting = tables["fresh"](public, start=False)
    waiting.players[1].LeaveTable(pb.LeaveTableRequest(table=waiting.name))
    join = pb.JoinTableRequest(table=waiting.name, display_name="j", invite_token=new_token())
    try:
        assert Client(target).JoinTable(join).seat == 1
        assert public, "a wrong invite joined a private table"
    except grpc.RpcError as error:
        assert not public and error_info(error)[1] == "TABLE_NOT_FOUND"


def test_every_rpc_of_the_service_has_a_rule() -> None:
    service = pb.DESCRIPTOR.services_by_name["GameService"]
    assert set(POLICY) == {method.name for method in service.methods}


def test_the_api_page_says_what_the_policy_says() -> None:
    text = (ROOT / "docs" / "api.md").read_text()
    text = text[text.index("| RPC | who may call |") :]
    text = text[: text.index("\n\n")]
    rows = dict(re.findall(r"^\| `([A-Za-z]+)` \| ([^|]+) \|", text, re.MULTILINE))
    for rpc in POLICY:
        assert rows.get(rpc, "").strip() == describe(rpc), rpc


@pytest.mark.parametrize("public", [False, True], ids=["private", "public"])
def test_preview_shows_an_invite_holder_the_table_and_nobody_else_anything(
    tables: dict[str, Any], public: bool
) -> None:
    """PreviewTable with the table's invite shows the preview; at a private table every other
    caller (each principal's bearer token, as the invite or as a bearer; another table's
    invite; a made-up one; none) gets exactly an unknown table's answer (AIP-211)."""
    table: Seated = tables["shared"][public]
    other: Seated = tables["other"]
    target = table.host.target
    anyone = Client(target)
    try:
        preview = anyone.PreviewTable(
            pb.PreviewTableRequest(name=table.name, invite_token=table.created.invite_token)
        ).preview
        assert preview.name == table.name and preview.game == "games/secret"
        assert [s.display_name for s in preview.seats] == ["player 0", "player 1"]
        # the preview holds no credential, entropy, fairness or clock: a closed message
        assert set(pb.TablePreview.DESCRIPTOR.fields_by_name) == {
            "name", "game", "game_display_name", "display_name", "host_display_name", "state",
            "options", "service_options", "seats", "auto_start",
        }  # fmt: skip
        unknown = error_info_of(
            anyone.PreviewTable, pb.PreviewTableRequest(name="tables/nosuchtable")
        )
        assert unknown[:2] == (grpc.StatusCode.NOT_FOUND, "TABLE_NOT_FOUND")
        wrong = [other.created.invite_token, new_token(), ""]
        for label, (_, token_of) in PRINCIPALS.items():
            token = token_of(table, other)
            if token and token != table.created.invite_token:
                wrong.append(token)
            # a bearer credential gives nothing: only the request's invite counts
            client = Client(target, token)
            try:
                for invite in wrong:
                    request = pb.PreviewTableRequest(name=table.name, invite_token=invite)
                    if public:
                        assert client.PreviewTable(request).preview.name == table.name
                    else:
                        answer = error_info_of(client.PreviewTable, request)
                        assert answer == unknown, (label, invite[:6])
            finally:
                client.close()
    finally:
        anyone.close()


def error_info_of(
    call: Callable[[pb.PreviewTableRequest], Any], request: Any = None
) -> tuple[Any, ...]:
    try:
        call(request)
    except grpc.RpcError as error:
        code, reason, details = error_info(error)
        return code, reason, [d.SerializeToString() for d in details], error.details()
    raise AssertionError("the call succeeded")


@pytest.fixture(scope="module")
def web_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    settings = base_settings(tmp_path_factory.mktemp("matrix-web"), web_port=-1)
    running = ServerThread(settings, hosted_test_games()).start()
    try:
        yield running
    finally:
        running.stop()


@pytest.mark.parametrize("rpc", sorted(POLICY))
def test_the_web_port_refuses_foreign_hosts_and_grpc_before_any_credential(
    web_server: ServerThread, rpc: str
) -> None:
    """The web port's own refusals come first, for every principal, and change nothing: a Host
    that is not the server's (DNS rebinding) and a body in the gRPC protocol."""
    table = open_table(web_server.target, "secret", 2, admin=True)
    version = table.host.GetTable(pb.GetTableRequest(name=table.name)).table.version
    streaming = pb.DESCRIPTOR.services_by_name["GameService"].methods_by_name[rpc].server_streaming
    kind = "application/connect+proto" if streaming else "application/proto"
    tokens = {"anonymous": None, "seat": table.players[0].token, "host": table.host.token}
    tokens["admin"] = ADMIN
    for label, token in tokens.items():
        auth = {"Authorization": f"Bearer {token}"} if token else {}
        cases = [
            ({"Host": "rebind.attacker.example", "Content-Type": kind}, 421, "HOST_NOT_ALLOWED"),
            ({"Content-Type": "application/grpc"}, 415, "UNSUPPORTED_CONTENT_TYPE"),
        ]
        for headers, status, reason in cases:
            got, _, body = web_request(web_server, rpc, {**headers, **auth})
            assert got == status, (rpc, label, got, body[:200])
            assert web_reason(body)[1] == reason, (rpc, label)
    assert table.host.GetTable(pb.GetTableRequest(name=table.name)).table.version == version
    table.close()
