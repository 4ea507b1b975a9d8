"""The table's chat over real gRPC (issue 43): seats write, every reader reads and receives new
messages on the live stream; plain text of at most 500 code points or one reaction; a retry
by request id; the per-seat rate limit and the per-table bound; the host's mute; the stream
goes on after the game; the words are never in the server's log, the table's history or its
record."""

from __future__ import annotations

import json
import queue
import threading
import time
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.rpc import error_details_pb2
from meeple.v1 import game_service_pb2 as pb

from clients.cli import main as meeple
from service.chat.text import BURST, KEEP, MAX_CODE_POINTS
from tests.service.harness import (
    Client,
    Seated,
    ServerThread,
    error_info,
    expect_error,
    new_request_id,
    open_table,
    play_to_end,
)

R = pb.ChatMessage


class Watch:
    """A WatchTable stream with the chat, read by a background thread."""

    def __init__(self, client: Client, request: pb.WatchTableRequest) -> None:
        self.call: Any = client.stub.WatchTable(request, metadata=client.metadata())
        self.messages: queue.Queue[pb.WatchTableResponse | BaseException | None] = queue.Queue()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        try:
            for message in self.call:
                self.messages.put(message)
            self.messages.put(None)  # ended with OK
        except BaseException as error:
            self.messages.put(error)

    def next(self, timeout: float = 10.0) -> pb.WatchTableResponse | None:
        """The next message but heartbeats (None: the stream ended with OK)."""
        deadline = time.monotonic() + timeout
        while True:
            item = self.messages.get(timeout=max(0.01, deadline - time.monotonic()))
            if isinstance(item, BaseException):
                raise item
            if item is None or not item.HasField("heartbeat"):
                return item

    def said(self, timeout: float = 10.0) -> pb.ChatMessage:
        message = self.next(timeout)
        assert message is not None and message.HasField("message"), message
        return message.message

    def quiet(self, seconds: float = 0.6) -> bool:
        """No message but heartbeats for ``seconds`` (and the stream still open)."""
        try:
            self.next(seconds)
        except queue.Empty:
            return True
        return False

    def cancel(self) -> None:
        self.call.cancel()
        self.thread.join(5)


def send(client: Client, table: str, text: str = "", reaction: int = 0, rid: str = "") -> Any:
    request = pb.SendMessageRequest(table=table, text=text, reaction=reaction, request_id=rid)  # type: ignore[arg-type]
    return client.SendMessage(request).message


def version(table: Seated) -> int:
    return int(table.host.GetTable(pb.GetTableRequest(name=table.name)).table.version)


def listed(client: Client, table: str, **fields: Any) -> pb.ListMessagesResponse:
    response: pb.ListMessagesResponse = client.ListMessages(
        pb.ListMessagesRequest(table=table, **fields)
    )
    return response


def test_seats_write_and_every_reader_reads_and_receives_them_live(target: str) -> None:
    table = open_table(target, "secret", 2)
    before = version(table)
    watch = Watch(table.spectator, pb.WatchTableRequest(table=table.name, include_messages=True))
    plain = Watch(table.players[1], pb.WatchTableRequest(table=table.name))
    try:
        assert watch.next() is not None  # the snapshot
        assert plain.next() is not None
        first = send(table.players[0], table.name, "  your move!\nسلام  ")
        assert (first.name, first.sequence, first.seat) == (f"{table.name}/messages/1", 1, 0)
        assert first.text == "your move!\nسلام" and first.WhichOneof("content") == "text"
        assert first.create_time.seconds > 0
        assert watch.said() == first
        second = send(table.players[1], table.name, reaction=R.REACTION_WELL_PLAYED)
        assert second.WhichOneof("content") == "reaction" and second.sequence == 2
        assert watch.said() == second
        assert plain.quiet(), "a stream without include_messages carries no message"
        for reader in (table.host, table.spectator, *table.players):
            got = listed(reader, table.name)
            assert list(got.messages) == [first, second] and not got.next_page_token
        page = listed(table.host, table.name, page_size=1)
        assert list(page.messages) == [first] and page.next_page_token
        rest = listed(table.host, table.name, page_size=1, page_token=page.next_page_token)
        assert list(rest.messages) == [second]
        assert list(listed(table.host, table.name, after_sequence=1).messages) == [second]
        # a seat resuming after message 1 gets message 2, then the live ones
        resumed = Watch(
            table.players[0],
            pb.WatchTableRequest(
                table=table.name, include_messages=True, after_message=1, after_version=before
            ),
        )
        assert resumed.said() == second
        third = send(table.players[0], table.name, reaction=R.REACTION_THINKING)
        assert resumed.said() == third and watch.said() == third
        resumed.cancel()
        assert version(table) == before, "a message changes no version"
        events = table.host.ListEvents(pb.ListEventsRequest(table=table.name)).events
        assert len(events) == before and all(e.version <= before for e in events)
    finally:
        watch.cancel()
        plain.cancel()
        table.close()


@pytest.mark.parametrize(
    ("text", "reaction", "reason", "field"),
    [
        ("", 0, "MISSING_FIELD", "text"),
        ("   \n ", 0, "MISSING_FIELD", "text"),
        ("ب" * (MAX_CODE_POINTS + 1), 0, "INVALID_FIELD", "text"),
        ("ring\a", 0, "DISALLOWED_CHARACTER", "text"),
        ("tab\there", 0, "DISALLOWED_CHARACTER", "text"),
        ("abc\u202edcba", 0, "DISALLOWED_CHARACTER", "text"),
        ("zero\u200bwidth", 0, "DISALLOWED_CHARACTER", "text"),
        ("hi", R.REACTION_GOOD_GAME, "INVALID_FIELD", "reaction"),
        ("", 99, "INVALID_FIELD", "reaction"),
    ],
)
def test_bad_messages_are_refused_and_change_nothing(
    target: str, text: str, reaction: int, reason: str, field: str
) -> None:
    table = open_table(target, "secret", 2)
    try:
        try:
            send(table.players[0], table.name, text, reaction)
            raise AssertionError("accepted")
        except grpc.RpcError as error:
            code, got, details = error_info(error)
            assert (code, got) == (grpc.StatusCode.INVALID_ARGUMENT, reason)
            info = error_details_pb2.ErrorInfo()
            details[0].Unpack(info)
            assert info.metadata["field"] == field
            assert "ring" not in (error.details() or "") and "dcba" not in (error.details() or "")
        assert not listed(table.spectator, table.name).messages
    finally:
        table.close()


def test_code_points_not_bytes_zwnj_kept_markup_kept_as_text(target: str) -> None:
    table = open_table(target, "secret", 2)
    try:
        longest = "ب" * MAX_CODE_POINTS  # 1,000 bytes of UTF-8
        assert send(table.players[0], table.name, longest).text == longest
        persian = "می‌خواهم <b>bold</b> https://example.com 🎲\nدوباره"
        assert send(table.players[1], table.name, persian).text == persian
    finally:
        table.close()


def test_who_may_send_read_and_mute(target: str) -> None:
    table = open_table(target, "secret", 2)
    other = open_table(target, "secret", 2)
    try:
        send(table.players[0], table.name, "hello")
        for reader in (table.host, table.spectator):
            expect_error(
                lambda r=reader: send(r, table.name, "x"),
                grpc.StatusCode.PERMISSION_DENIED,
                "SEAT_CREDENTIAL_REQUIRED",
            )
        expect_error(
            lambda: send(Client(target), table.name, "x"),
            grpc.StatusCode.UNAUTHENTICATED,
            "CREDENTIAL_MISSING",
        )
        # strangers learn nothing: the same answer as an unknown table
        unknown = "tables/" + "0" * 32
        for stranger in (other.players[0], other.host, Client(target, "garbage-token-xyz")):
            for name in (table.name, unknown):
                expect_error(
                    lambda s=stranger, n=name: send(s, n, "x"),
                    grpc.StatusCode.NOT_FOUND,
                    "TABLE_NOT_FOUND",
                )
                expect_error(
                    lambda s=stranger, n=name: listed(s, n),
                    grpc.StatusCode.NOT_FOUND,
                    "TABLE_NOT_FOUND",
                )
        expect_error(
            lambda: listed(Client(target), table.name),
            grpc.StatusCode.NOT_FOUND,
            "TABLE_NOT_FOUND",
        )
        mute = pb.MuteChatRequest(table=table.name, seat=1, muted=True, request_id=new_request_id())
        expect_error(
            lambda: table.players[0].MuteChat(mute),
            grpc.StatusCode.PERMISSION_DENIED,
            "HOST_CREDENTIAL_REQUIRED",
        )
        assert list(table.host.MuteChat(mute).muted_seats) == [1]
        assert list(table.host.MuteChat(mute).muted_seats) == [1]  # a retry: the same
        expect_error(
            lambda: send(table.players[1], table.name, "let me"),
            grpc.StatusCode.FAILED_PRECONDITION,
            "CHAT_MUTED",
        )
        assert list(listed(table.spectator, table.name).muted_seats) == [1]
        send(table.players[0], table.name, "still here")
        unmute = pb.MuteChatRequest(table=table.name, seat=1, muted=False)
        assert not table.host.MuteChat(unmute).muted_seats
        assert send(table.players[1], table.name, "thanks").sequence == 3
        expect_error(
            lambda: table.host.MuteChat(pb.MuteChatRequest(table=table.name, seat=2, muted=True)),
            grpc.StatusCode.INVALID_ARGUMENT,
            "INVALID_FIELD",
        )
    finally:
        table.close()
        other.close()


def test_retries_the_rate_limit_and_the_tables_bound(
    tmp_path_factory: pytest.TempPathFactory, target: str
) -> None:
    table = open_table(target, "secret", 2)
    try:
        rid = new_request_id()
        first = send(table.players[0], table.name, "once", rid=rid)
        assert send(table.players[0], table.name, "once", rid=rid.upper()) == first
        expect_error(
            lambda: send(table.players[0], table.name, "twice", rid=rid),
            grpc.StatusCode.INVALID_ARGUMENT,
            "REQUEST_ID_REUSED",
        )
        for _ in range(BURST - 1):
            send(table.players[0], table.name, reaction=R.REACTION_THINKING)
        try:
            send(table.players[0], table.name, reaction=R.REACTION_THINKING)
            raise AssertionError("over the burst, accepted")
        except grpc.RpcError as error:
            code, reason, details = error_info(error)
            assert (code, reason) == (grpc.StatusCode.RESOURCE_EXHAUSTED, "RATE_LIMITED")
            retry = error_details_pb2.RetryInfo()
            assert any(d.Unpack(retry) for d in details) and retry.retry_delay.nanos > 0
        # a retry is still answered, and the other seat has a budget of its own
        assert send(table.players[0], table.name, "once", rid=rid) == first
        assert send(table.players[1], table.name, "me too").sequence == BURST + 1
    finally:
        table.close()


def test_the_table_keeps_at_most_its_bound(server: ServerThread, target: str) -> None:
    table = open_table(target, "secret", 2)
    try:
        table_id = table.name.removeprefix("tables/")
        from service.store.chat import ChatRow

        async def fill() -> None:
            store = server.running.core.store  # type: ignore[union-attr]
            for n in range(KEEP):
                await store.add_chat(ChatRow(table_id, 0, n % 2, f"m{n}", 0, "", 1.0), KEEP)

        server.call(fill())
        expect_error(
            lambda: send(table.players[0], table.name, "one more"),
            grpc.StatusCode.RESOURCE_EXHAUSTED,
            "TOO_MANY_MESSAGES",
        )
        assert len(listed(table.spectator, table.name, page_size=1000).messages) == KEEP
    finally:
        table.close()


def test_the_chat_goes_on_after_the_game_and_stays_out_of_logs_and_records(
    server: ServerThread, tmp_path: Path
) -> None:
    target = server.target
    table = open_table(target, "carcassonne", 2)  # a game `meeple export` knows
    marker = "secret-words-Zq81 سخن‌رمز ひみつ"
    watch = Watch(table.players[1], pb.WatchTableRequest(table=table.name, include_messages=True))
    plain = Watch(table.spectator, pb.WatchTableRequest(table=table.name))
    try:
        assert watch.next() is not None and plain.next() is not None
        send(table.players[0], table.name, marker, rid=new_request_id())
        assert watch.said().text == marker
        play_to_end(table, seed=5)
        assert version(table) > 3
        # the plain stream ends with the game; the chat's goes on and carries "good game"
        while (item := plain.next()) is not None:
            assert not item.HasField("message")
        while True:
            item = watch.next()
            assert item is not None, "a stream with the chat ended with the game"
            applied = item.event.action_applied if item.HasField("event") else None
            if applied is not None and applied.HasField("outcome"):
                break
        gg = send(table.players[1], table.name, reaction=R.REACTION_GOOD_GAME)
        assert watch.said() == gg
        late = send(table.players[0], table.name, marker + " again")
        assert watch.said() == late
        # not in the history, nor in the record `meeple export` writes
        events = table.spectator.ListEvents(pb.ListEventsRequest(table=table.name, page_size=1000))
        assert marker not in str(events) and "REACTION" not in str(events)
        record = tmp_path / "game.json"
        code = meeple(
            [
                "export", table.name, "--target", target,
                "--credential", table.created.spectator_token, "--out", str(record),
            ]
        )  # fmt: skip
        assert code == 0
        text = record.read_text()
        assert json.loads(text)["events"] and "messages" not in text
        assert "Zq81" not in text and "سخن" not in text and "ひみつ" not in text
        # nor in the server's log, whose lines name the calls and their tables
        assert server.log_path is not None
        time.sleep(0.3)  # info lines reach the file within 0.1 s
        log = server.log_path.read_text()
        assert '"method": "SendMessage"' in log or '"method":"SendMessage"' in log
        assert "Zq81" not in log and "سخن" not in log and "ひみつ" not in log
        assert "\\u0633\\u062e\\u0646" not in log  # nor escaped
    finally:
        watch.cancel()
        plain.cancel()
        table.close()


def test_the_reference_client_says_and_reads(target: str) -> None:
    """clients.api: a seat's session sends text and a reaction; a spectator's reads them."""
    from clients.api.sync import Client as ReferenceClient
    from clients.api.types import SavedSeat

    table = open_table(target, "carcassonne", 2)
    try:
        with ReferenceClient(target) as client:
            seat = client.session(
                SavedSeat(target, table.name, table.players[1].token or "", 1, "carcassonne")
            )
            first = seat.say("بازی خوبی بود")
            second = seat.say(reaction=R.REACTION_GOOD_GAME)
            watcher = client.spectate(table.name, table.created.spectator_token)
            assert watcher.messages() == [first, second]
            assert watcher.messages(after=1) == [second]
    finally:
        table.close()
