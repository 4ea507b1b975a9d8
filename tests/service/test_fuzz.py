"""A fuzz test over real gRPC, bounded in time (issue 11): random legal, illegal and malformed
requests against a real server with live tables of every game.

Cases: legal actions; illegal ones (wrong seat, stale version, another game's action, wrong
``Any`` types, right type with a garbage body); protobuf mutations of valid requests of every
unary method (bytes flipped, cut, inserted, garbage appended); huge fields; bad metadata (no,
foreign, garbage, oversized or wrongly-schemed bearer tokens). For every call:

* never ``UNKNOWN`` nor ``INTERNAL``;
* every error carries exactly one ErrorInfo (domain meeple.dev);
* after every rejection, every live table is at the version it was before.

``MEEPLE_FUZZ_SECONDS`` (default 20) bounds the run, ``MEEPLE_FUZZ_SEED`` replays one; the seed
is in every failure message.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.protobuf import any_pb2, timestamp_pb2
from google.protobuf.message import Message
from meeple.v1 import game_service_pb2 as pb

from service import logs
from tests.service.harness import (
    ADMIN,
    Seated,
    ServerThread,
    base_settings,
    error_info,
    hosted_test_games,
    new_request_id,
    open_table,
)
from tests.web.web_calls import web_reason, web_request

SECONDS = float(os.environ.get("MEEPLE_FUZZ_SECONDS", "20"))
SEED = int(os.environ.get("MEEPLE_FUZZ_SEED", str(time.time_ns() % 1_000_000)))
#: server settings of the fuzzed server: raise any rate limit here so that the fuzzer measures
#: the handlers rather than the limit
SERVER_OVERRIDES: dict[str, Any] = {"web_port": -1}  # any free port: the web port is fuzzed too
SERVICE = "/meeple.v1.GameService/"
GAMES = sorted(hosted_test_games())
FORBIDDEN = (grpc.StatusCode.UNKNOWN, grpc.StatusCode.INTERNAL)


@pytest.fixture(scope="module")
def fuzz_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    tmp: Path = tmp_path_factory.mktemp("fuzz")
    logs.configure("warning", (tmp / "server.log").open("a", buffering=1))
    running = ServerThread(base_settings(tmp, **SERVER_OVERRIDES), hosted_test_games()).start()
    try:
        yield running
    finally:
        running.stop()


@dataclass
class Call:
    """One request: method, serialized body, metadata, and what it is (for messages)."""

    label: str
    method: str
    body: bytes
    metadata: tuple[tuple[str, str], ...] = ()


class Fuzzer:
    def __init__(self, target: str, rng: random.Random) -> None:
        self.target = target
        self.rng = rng
        self.channel = grpc.insecure_channel(target)
        self.tables: list[Seated] = [self._new_table(game) for game in GAMES for _ in range(2)]
        self.foreign = self._new_table(GAMES[0])  # a table whose credentials fuzz the others

    def close(self) -> None:
        for table in (*self.tables, self.foreign):
            table.close()
        self.channel.close()

    def _new_table(self, game: str) -> Seated:
        return open_table(self.target, game, 2, public=self.rng.random() < 0.5)

    # ---- observation ------------------------------------------------------------------------

    def invoke(self, call: Call) -> bytes:
        rpc = self.channel.unary_unary(SERVICE + call.method)
        response: bytes = rpc(call.body, metadata=call.metadata, timeout=20)
        return response

    def versions(self) -> list[tuple[str, int, int]]:
        out = []
        for table in self.tables:
            got = table.host.GetTable(pb.GetTableRequest(name=table.name)).table
            out.append((table.name, got.version, got.state))
        return out

    def refresh(self) -> None:
        """Replace tables that are no longer being played (finished or abandoned), and tables
        where a bot took a seat (an accepted LeaveTable hands the seat to a bot, whose moves
        change the table on their own, between a request and the check after it)."""
        for index, table in enumerate(self.tables):
            got = table.host.GetTable(pb.GetTableRequest(name=table.name)).table
            botless = all(seat.player == pb.Seat.PLAYER_HUMAN for seat in got.seats)
            if got.state != pb.Table.STATE_ACTIVE or not botless:
                game = table.created.table.game.removeprefix("games/")
                table.close()
                self.tables[index] = self._new_table(game)

    # ---- ingredients ------------------------------------------------------------------------

    def table(self) -> Seated:
        return self.rng.choice(self.tables)

    def legal(self, table: Seated) -> tuple[int, pb.ListLegalActionsResponse]:
        view = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view
        seat = view.current_seat
        return seat, table.players[seat].ListLegalActions(
            pb.ListLegalActionsRequest(table=table.name)
        )

    def bearer(self, token: str) -> tuple[tuple[str, str], ...]:
        return (("authorization", f"Bearer {token}"),)

    def bad_metadata(self) -> tuple[tuple[str, str], ...]:
        rng = self.rng
        choices: list[tuple[tuple[str, str], ...]] = [
            (),
            (("authorization", "Bearer"),),
            (("authorization", "Bearer " + "A" * rng.choice([10, 300, 4000])),),
            (("authorization", "Basic dXNlcjpwYXNz"),),
            (("authorization", "bearer  " + (self.foreign.players[0].token or "")),),
            (("authorization", "Bearer !!not-a-token!!"),),
            (("authorization", f"Bearer {ADMIN}x"),),
            (("authorization", "Bearer a"), ("authorization", "Bearer b")),
            self.bearer(self.foreign.host.token or ""),
            self.bearer(self.foreign.spectator.token or ""),
            self.bearer(self.foreign.created.invite_token),
            (("x-meeple-junk", "y" * rng.choice([1, 2000])),),
        ]
        return rng.choice(choices)

    def wrong_any(self, table: Seated, good: any_pb2.Any) -> any_pb2.Any:
        rng = self.rng
        packed = any_pb2.Any()
        pick = rng.randrange(5)
        if pick == 0:
            packed.Pack(timestamp_pb2.Timestamp(seconds=rng.randrange(1 << 30)))
        elif pick == 1:  # another game's action type
            other = self.rng.choice(
                [t for t in self.tables if t.created.table.game != table.created.table.game]
                or self.tables
            )
            _, legal = self.legal(other)
            packed.CopyFrom(legal.actions[0] if legal.actions else good)
        elif pick == 2:
            packed.type_url = good.type_url
            packed.value = rng.randbytes(rng.randrange(1, 64))
        elif pick == 3:
            packed.type_url = "type.googleapis.com/" + "x" * rng.choice([10, 5000])
            packed.value = good.value
        else:
            packed.type_url = good.type_url
            packed.value = mutate(rng, good.value)
        return packed

    # ---- cases ------------------------------------------------------------------------------

    def case(self) -> Call:
        kind = self.rng.choices(
            ["legal", "illegal", "mutated", "huge", "metadata"], weights=[2, 3, 5, 1, 2]
        )[0]
        builder: Callable[[], Call] = getattr(self, f"_{kind}")
        return builder()

    def _submit(
        self, table: Seated, seat: int, action: any_pb2.Any, version: int | None, label: str
    ) -> Call:
        request = pb.SubmitActionRequest(
            table=table.name, action=action, request_id=new_request_id()
        )
        if version is not None:
            request.expected_version = version
        token = table.players[seat].token or ""
        method = (
            self.rng.choice(["SubmitAction", "ValidateAction"])
            if label != "legal"
            else "SubmitAction"
        )
        if method == "ValidateAction":
            body = pb.ValidateActionRequest(
                table=request.table,
                action=request.action,
                expected_version=request.expected_version,
            ).SerializeToString()
        else:
            body = request.SerializeToString()
        return Call(label, method, body, self.bearer(token))

    def _legal(self) -> Call:
        table = self.table()
        seat, legal = self.legal(table)
        action = self.rng.choice(list(legal.actions))
        return self._submit(table, seat, action, legal.version, "legal")

    def _illegal(self) -> Call:
        rng = self.rng
        table = self.table()
        seat, legal = self.legal(table)
        action = rng.choice(list(legal.actions))
        pick = rng.randrange(4)
        if pick == 0:
            return self._submit(table, 1 - seat, action, None, "illegal: wrong seat")
        if pick == 1:
            stale = legal.version + rng.choice([-5, -1, 1, 1000])
            return self._submit(table, seat, action, stale, "illegal: stale version")
        if pick == 2:
            wrong = self.wrong_any(table, action)
            return self._submit(table, seat, wrong, legal.version, "illegal: wrong Any")
        return self._submit(table, seat, any_pb2.Any(), legal.version, "illegal: empty Any")

    def base_request(self) -> tuple[str, Message, tuple[tuple[str, str], ...]]:
        """A valid-looking request of a random unary method, with fitting credentials."""
        rng = self.rng
        table = self.table()
        seat = rng.randrange(2)
        player = self.bearer(table.players[seat].token or "")
        host = self.bearer(table.host.token or "")
        game = table.created.table.game
        options = dict(table.created.table.options)
        requests: list[tuple[str, Message, tuple[tuple[str, str], ...]]] = [
            ("ListGames", pb.ListGamesRequest(), ()),
            (
                "CreateTable",
                pb.CreateTableRequest(
                    game=game,
                    seat_count=rng.randrange(0, 8),
                    options=options,
                    display_name="fuzzed",
                    request_id=new_request_id(),
                ),
                (),
            ),
            ("GetTable", pb.GetTableRequest(name=table.name), host),
            ("ListTables", pb.ListTablesRequest(page_size=rng.randrange(0, 50)), ()),
            (
                "JoinTable",
                pb.JoinTableRequest(
                    table=table.name,
                    invite_token=table.created.invite_token,
                    display_name="late",
                    request_id=new_request_id(),
                ),
                (),
            ),
            (
                "StartTable",
                pb.StartTableRequest(name=table.name, request_id=new_request_id()),
                host,
            ),
            ("GetView", pb.GetViewRequest(table=table.name), player),
            ("ListLegalActions", pb.ListLegalActionsRequest(table=table.name), player),
            (
                "ListEvents",
                pb.ListEventsRequest(table=table.name, page_size=rng.randrange(0, 20)),
                player,
            ),
            (
                "SubmitAction",
                pb.SubmitActionRequest(table=table.name, request_id=new_request_id()),
                player,
            ),
        ]
        if rng.random() < 0.02:  # rarely: a leave, which ends the game (then a new table)
            requests.append(
                (
                    "LeaveTable",
                    pb.LeaveTableRequest(table=table.name, request_id=new_request_id()),
                    player,
                )
            )
        method, request, metadata = rng.choice(requests)
        if method == "SubmitAction":
            _, legal = self.legal(table)
            assert isinstance(request, pb.SubmitActionRequest)
            if legal.actions:
                request.action.CopyFrom(rng.choice(list(legal.actions)))
                request.expected_version = legal.version
        return method, request, metadata

    def _mutated(self) -> Call:
        method, request, metadata = self.base_request()
        body = mutate(self.rng, request.SerializeToString())
        return Call(f"mutated {method}", method, body, metadata)

    def _huge(self) -> Call:
        rng = self.rng
        method, request, metadata = self.base_request()
        size = rng.choice([1_000, 60_000, 70_000, 200_000])
        strings = [f for f in request.DESCRIPTOR.fields if f.type == f.TYPE_STRING]
        maps = [
            f
            for f in request.DESCRIPTOR.fields
            if f.message_type
            and f.message_type.GetOptions().map_entry
            # string -> string maps (options); CreateTableRequest.bot_seats is int32 -> BotSpec
            and f.message_type.fields_by_name["key"].type == f.TYPE_STRING
            and f.message_type.fields_by_name["value"].type == f.TYPE_STRING
        ]
        if maps and rng.random() < 0.5:
            field = rng.choice(maps)
            getattr(request, field.name)[rng.choice(["start_seat", "k" * size])] = "v" * size
        elif strings:
            field = rng.choice(strings)
            setattr(request, field.name, rng.choice(["x", "\u00e9", "\u202e", "\U0001f3b2"]) * size)
        return Call(f"huge {method}", method, request.SerializeToString(), metadata)

    def _metadata(self) -> Call:
        method, request, _ = self.base_request()
        return Call(
            f"bad metadata {method}", method, request.SerializeToString(), self.bad_metadata()
        )


def mutate(rng: random.Random, data: bytes) -> bytes:
    """One to four random byte-level mutations of a serialized message."""
    out = bytearray(data)
    for _ in range(rng.randrange(1, 5)):
        pick = rng.randrange(6)
        if pick == 0 and out:
            out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
        elif pick == 1 and out:
            del out[rng.randrange(len(out)) :]
        elif pick == 2:
            at = rng.randrange(len(out) + 1)
            out[at:at] = rng.randbytes(rng.randrange(1, 8))
        elif pick == 3:
            out += rng.choice(
                [b"\xff" * 10, b"\x0a\xff\xff\xff\x0f", b"\xc3\x3e" * 200, b"\x12\x02\xff\xfe"]
            )
        elif pick == 4 and out:
            at = rng.randrange(len(out))
            out[at] = rng.choice([0x00, 0x7F, 0x80, 0xFF])
        else:
            out = out + out  # a duplicated body: repeated fields, last-one-wins scalars
    return bytes(out)


def test_fuzz_over_real_grpc(fuzz_server: ServerThread) -> None:
    rng = random.Random(SEED)
    fuzzer = Fuzzer(fuzz_server.target, rng)
    counts: dict[str, int] = {"accepted": 0, "rejected": 0}
    codes: dict[str, int] = {}
    deadline = time.monotonic() + SECONDS
    try:
        while time.monotonic() < deadline:
            call = fuzzer.case()
            before = fuzzer.versions()
            try:
                fuzzer.invoke(call)
                counts["accepted"] += 1
            except grpc.RpcError as error:
                counts["rejected"] += 1
                where = f"seed {SEED}, {call.label}: {error.code()} {error.details()!r:.200}"
                assert error.code() not in FORBIDDEN, where
                code, reason, _ = error_info(error)  # exactly one ErrorInfo, our domain
                codes[f"{code.name}/{reason}"] = codes.get(f"{code.name}/{reason}", 0) + 1
                assert fuzzer.versions() == before, f"a rejection changed a table ({where})"
            fuzzer.refresh()
    finally:
        fuzzer.close()
    print(f"fuzz seed {SEED}: {counts}, rejections by code/reason: {codes}")
    assert counts["accepted"] > 0 and counts["rejected"] > 0, counts
    assert "INVALID_ARGUMENT/MALFORMED_REQUEST" in codes, codes


#: Content-Types sent to the web port: Connect's own, and what other clients may send there
WEB_CONTENT_TYPES = (
    "application/proto",
    "application/json",
    "application/connect+proto",
    "application/grpc",
    "application/grpc+proto",
    "application/grpc-web+proto",
    "text/plain",
    "",
)
WEB_HOSTS = ("127.0.0.1", "localhost", "rebind.attacker.example", "")


def test_fuzz_over_the_web_port(fuzz_server: ServerThread) -> None:
    """The same requests and mutations over Connect, with random content types and Host
    headers: never a 5xx, never internal or unknown, and every refusal carries exactly one
    ErrorInfo (the web port's own refusals included) and changes no table."""
    rng = random.Random(SEED)
    fuzzer = Fuzzer(fuzz_server.target, rng)
    reasons: dict[str, int] = {}
    deadline = time.monotonic() + min(SECONDS, 6)
    try:
        while time.monotonic() < deadline:
            call = fuzzer.case()
            kind = rng.choice(WEB_CONTENT_TYPES)
            headers = {"Content-Type": kind, "Host": rng.choice(WEB_HOSTS)}
            headers.update({k.title(): v for k, v in call.metadata if k == "authorization"})
            before = fuzzer.versions()
            status, _, body = web_request(fuzz_server, call.method, headers, call.body)
            where = f"seed {SEED}, {call.label} as {kind!r}: {status} {body[:200]!r}"
            assert status < 500, where
            if status != 200:
                code, reason = web_reason(body)
                assert code not in ("internal", "unknown"), where
                reasons[reason] = reasons.get(reason, 0) + 1
                assert fuzzer.versions() == before, f"a refusal changed a table ({where})"
            fuzzer.refresh()
    finally:
        fuzzer.close()
    print(f"web fuzz seed {SEED}: refusals by reason: {reasons}")
    for reason in ("HOST_NOT_ALLOWED", "UNSUPPORTED_CONTENT_TYPE", "MALFORMED_REQUEST"):
        assert reason in reasons, reasons
